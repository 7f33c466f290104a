// The weapon library (pure): the core's bundled presets of each ruleset plus the world's own profiles
// (the `ordnance.weaponLibrary` world setting), with JSON import and export. Every weapon is checked by
// its ruleset's weapon schema, and errors name the entry and the field.

import { RULESETS, type SchemaIssue, getRuleset, validate } from "../../core/index.js";
import type { FighterWeapon } from "../platform/flags.js";

/** A world-defined weapon profile (what the world setting stores). */
export interface LibraryWeapon {
  readonly id: string;
  readonly name: string;
  /** A registered ruleset's id. */
  readonly ruleset: string;
  readonly weapon: Record<string, unknown>;
}

export interface LibraryEntry extends LibraryWeapon {
  readonly source: "preset" | "world";
  /** Localization key of a preset's name (null for world entries). */
  readonly nameKey: string | null;
}

/** The export file's format marker. */
export const LIBRARY_FORMAT = "ordnance-weapons/1";

export interface LibraryFile {
  readonly format: typeof LIBRARY_FORMAT;
  readonly weapons: readonly LibraryWeapon[];
}

/** A preset's weapon record (core presets are scenario weapon records already), as a copy the library may edit. */
export function presetRecord(_ruleset: string, weapon: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return structuredClone({ ...weapon });
}

export function presetEntries(ruleset: string): LibraryEntry[] {
  const r = getRuleset(ruleset);
  if (!r) return [];
  return r.presets.map((p) => {
    const weapon = presetRecord(ruleset, p.weapon);
    return {
      id: `preset.${p.id}`,
      name: typeof weapon["name"] === "string" ? weapon["name"] : p.id,
      ruleset,
      weapon,
      source: "preset",
      nameKey: p.nameKey,
    };
  });
}

/** Presets of the ruleset, then the world's entries of that ruleset. */
export function libraryEntries(ruleset: string, world: readonly LibraryWeapon[]): LibraryEntry[] {
  return [
    ...presetEntries(ruleset),
    ...world.filter((w) => w.ruleset === ruleset).map((w): LibraryEntry => ({ ...w, source: "world", nameKey: null })),
  ];
}

/** Problems of a weapon record against its ruleset's weapon schema; paths start at `path`. */
export function weaponIssues(ruleset: string, weapon: unknown, path = "$"): SchemaIssue[] {
  const r = getRuleset(ruleset);
  if (!r) return [{ path, problem: `unknown ruleset ${JSON.stringify(ruleset)}` }];
  return validate(weapon, r.schemas.weapon, path);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isRuleset = (v: unknown): v is string => typeof v === "string" && getRuleset(v) !== undefined;

/** One library entry from unknown JSON, or its problems (paths like `$.weapons[2].weapon.short`). */
export function parseLibraryWeapon(raw: unknown, path: string): { weapon: LibraryWeapon } | { issues: SchemaIssue[] } {
  if (!isRecord(raw)) return { issues: [{ path, problem: "expected an object { id, name, ruleset, weapon }" }] };
  const issues: SchemaIssue[] = [];
  for (const k of Object.keys(raw))
    if (!["id", "name", "ruleset", "weapon"].includes(k)) issues.push({ path: `${path}.${k}`, problem: "unknown field" });
  if (typeof raw["id"] !== "string" || !/^[\w.-]{1,64}$/.test(raw["id"]))
    issues.push({ path: `${path}.id`, problem: "expected an id of letters, digits, '.', '-' or '_' (at most 64)" });
  if (typeof raw["name"] !== "string" || raw["name"].trim() === "")
    issues.push({ path: `${path}.name`, problem: "expected a non-empty name" });
  if (!isRuleset(raw["ruleset"]))
    issues.push({ path: `${path}.ruleset`, problem: `must be one of ${RULESETS.map((r) => r.id).join(", ")}` });
  else issues.push(...weaponIssues(raw["ruleset"], raw["weapon"], `${path}.weapon`));
  if (issues.length) return { issues };
  return {
    weapon: {
      id: raw["id"] as string,
      name: (raw["name"] as string).trim(),
      ruleset: raw["ruleset"] as string,
      weapon: { ...(raw["weapon"] as Record<string, unknown>) },
    },
  };
}

/**
 * Parses an exported library file (or a bare array of entries). Nothing is imported when any entry is
 * bad: all problems are returned. Ids must be unique within the file.
 */
export function parseLibraryImport(text: string): { weapons: LibraryWeapon[] } | { issues: SchemaIssue[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { issues: [{ path: "$", problem: `not JSON: ${e instanceof Error ? e.message : String(e)}` }] };
  }
  let list: unknown;
  let base = "$";
  if (Array.isArray(raw)) list = raw;
  else if (isRecord(raw) && raw["format"] === LIBRARY_FORMAT && Array.isArray(raw["weapons"])) {
    list = raw["weapons"];
    base = "$.weapons";
  } else return { issues: [{ path: "$", problem: `expected { "format": "${LIBRARY_FORMAT}", "weapons": [...] } or an array of weapons` }] };
  const weapons: LibraryWeapon[] = [];
  const issues: SchemaIssue[] = [];
  const seen = new Set<string>();
  (list as unknown[]).forEach((item, i) => {
    const r = parseLibraryWeapon(item, `${base}[${i}]`);
    if ("issues" in r) issues.push(...r.issues);
    else if (seen.has(r.weapon.id)) issues.push({ path: `${base}[${i}].id`, problem: `id ${JSON.stringify(r.weapon.id)} is given twice` });
    else {
      seen.add(r.weapon.id);
      weapons.push(r.weapon);
    }
  });
  return issues.length ? { issues } : { weapons };
}

/** Imported entries replace world entries with the same id; others are kept, in order. */
export function mergeLibrary(world: readonly LibraryWeapon[], imported: readonly LibraryWeapon[]): LibraryWeapon[] {
  const ids = new Set(imported.map((w) => w.id));
  return [...world.filter((w) => !ids.has(w.id)), ...imported];
}

export function exportLibrary(world: readonly LibraryWeapon[]): string {
  const file: LibraryFile = { format: LIBRARY_FORMAT, weapons: world };
  return JSON.stringify(file, null, 2);
}

/** A loadout weapon made from a library entry: a fresh id, no state yet. */
export function fighterWeaponFrom(entry: LibraryWeapon, id: string, name?: string): FighterWeapon {
  return { id, name: name ?? entry.name, ruleset: entry.ruleset, weapon: structuredClone(entry.weapon), state: null };
}
