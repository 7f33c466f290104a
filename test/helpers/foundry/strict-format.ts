// lang/en.json as the card tests read it: its keys, and a formatter like game.i18n.format that fails loudly on a
// key the dictionary lacks (Foundry would show the bare key on the card instead).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type NoteData, flattenDictionary, makeTranslator } from "../../../src/core/index.js";

const en: unknown = JSON.parse(readFileSync(join(import.meta.dirname, "../../../lang/en.json"), "utf8"));

/** Every key of lang/en.json, flattened (`ORDNANCE.card.title`). */
export const langKeys: ReadonlyMap<string, string> = flattenDictionary(en);

const translate = makeTranslator(en);

/** Formats `key` with `data` through lang/en.json; throws on a missing key. */
export function strictFormat(key: string, data?: NoteData): string {
  if (!langKeys.has(key)) throw new Error(`missing lang key ${key}`);
  return translate({ key, ...(data ? { data } : {}) });
}
