// The sandbox's strings: every label comes from lang/en.json (`ORDNANCE.Sandbox.*`), and the core's
// notes (log lines, figure effects) are rendered through the same file with the core's makeTranslator.

import en from "../../lang/en.json";
import { makeTranslator, type NoteData, type Translate } from "../core/index.js";

/** Renders core notes (`ORDNANCE.Log.*`, `ORDNANCE.Reason.*`, …). */
export const translate: Translate = makeTranslator(en);

/** A sandbox label: `t("Throw")` reads `ORDNANCE.Sandbox.Throw`. */
export function t(key: string, data?: NoteData): string {
  return translate({ key: `ORDNANCE.Sandbox.${key}`, ...(data ? { data } : {}) });
}

/** Any key of the language file, with a fallback when it is missing (e.g. a preset of a new ruleset). */
export function tKey(key: string, fallback: string, data?: NoteData): string {
  const text = translate({ key, ...(data ? { data } : {}) });
  return text.startsWith(key) ? fallback : text;
}
