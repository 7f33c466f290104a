// Notes: what core says about a resolution, as a localization key plus values. Core never holds
// user-facing English; callers render notes through `lang/en.json` (CLI, sandbox) or Foundry's i18n.

/** A note's value: text, a number, or a list of numbers (dice faces), written "4, 3". */
export type NoteValue = string | number | readonly number[];
export type NoteData = Readonly<Record<string, NoteValue>>;

/** How a note's value is written in a sentence. */
export const formatNoteValue = (v: NoteValue): string => (typeof v === "object" ? v.join(", ") : String(v));

export interface Note {
  readonly key: string;
  readonly data?: NoteData;
}

export type Translate = (note: Note) => string;

export const note = (key: string, data?: NoteData): Note => (data ? { key, data } : { key });

/** Flattens a nested language file ({ ORDNANCE: { Log: { … } } }) into dotted keys. */
export function flattenDictionary(dict: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof dict !== "object" || dict === null) return out;
  for (const [k, v] of Object.entries(dict)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of flattenDictionary(v, key)) out.set(kk, vv);
  }
  return out;
}

/** A translator over a language file, filling `{name}` placeholders as Foundry's i18n.format does. */
export function makeTranslator(dict: unknown): Translate {
  const flat = flattenDictionary(dict);
  return ({ key, data }) => {
    const template = flat.get(key);
    if (template === undefined) return data ? `${key} ${JSON.stringify(data)}` : key;
    return template.replace(/\{(\w+)\}/g, (m, name: string) => {
      const value = data?.[name];
      return value === undefined ? m : formatNoteValue(value);
    });
  };
}
