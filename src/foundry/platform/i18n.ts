// Localization through game.i18n.format, whose values are strings: numbers and dice lists are written
// as core writes them (`formatNoteValue`).

import { type NoteData, formatNoteValue } from "../../core/index.js";

export function localize(key: string, data: NoteData = {}): string {
  const strings: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) strings[k] = formatNoteValue(v);
  return game.i18n.format(key, strings);
}
