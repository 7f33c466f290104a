// The fighter profile form (pure): its fields are generated from the world ruleset's stats schema, and
// the submitted form becomes the `flags.ordnance.fighter` object the adapter reads (and back). Blank
// fields are left out, so the ruleset default or the actor data mapping applies. Core validates stats
// and weapons; each error names the form field.

import { type RulesetId, type Schema, getRuleset, validate } from "../../core/index.js";
import type { FighterProfile, FighterWeapon } from "../platform/flags.js";
import { weaponIssues } from "./weapon-library.js";

export type FieldKind = "number" | "select" | "text" | "list";

export interface StatField {
  /** Form field name: `stats.<stat>`. */
  readonly name: string;
  readonly stat: string;
  readonly kind: FieldKind;
  /** Choices of a select ("" first: not set). Booleans are selects of "true"/"false". */
  readonly options: readonly string[];
  readonly min: number | null;
  readonly max: number | null;
  /** The schema's description, shown as the field's hint. */
  readonly hint: string;
  readonly value: string;
}

/** A form's values: what FormDataExtended#object gives for the profile form (flat dotted names). */
export type ProfileForm = Readonly<Record<string, unknown>>;

const nonNull = (s: Schema): Schema[] => (s.type === "anyOf" ? s.of.flatMap(nonNull) : s.type === "null" ? [] : [s]);

function fieldKind(schema: Schema): { kind: FieldKind; options: string[]; min: number | null; max: number | null } {
  const parts = nonNull(schema);
  const only = parts.length === 1 ? parts[0]! : null;
  if (only?.type === "boolean") return { kind: "select", options: ["", "true", "false"], min: null, max: null };
  if (only?.type === "string" && only.enum) return { kind: "select", options: ["", ...only.enum], min: null, max: null };
  if (only?.type === "number") return { kind: "number", options: [], min: only.min ?? null, max: only.max ?? null };
  if (only?.type === "array") return { kind: "list", options: [], min: null, max: null };
  return { kind: "text", options: [], min: null, max: null };
}

function describe(schema: Schema): string {
  if ("description" in schema && schema.description) return schema.description;
  for (const p of nonNull(schema)) if ("description" in p && p.description) return p.description;
  return "";
}

function show(v: unknown): string {
  if (v === undefined) return "";
  if (v === null) return "null";
  if (Array.isArray(v)) return v.map(String).join(", ");
  return String(v);
}

/** The stats fields of `ruleset`, filled from `stats`. */
export function statFields(ruleset: RulesetId, stats: Readonly<Record<string, unknown>>): StatField[] {
  const schema = getRuleset(ruleset)?.schemas.stats;
  if (schema?.type !== "object") return [];
  return Object.entries(schema.properties).map(([stat, s]) => ({
    name: `stats.${stat}`,
    stat,
    ...fieldKind(s),
    hint: describe(s),
    value: show(stats[stat]),
  }));
}

/** A form value typed by its schema: "" → absent; numbers, booleans and lists parsed; other text kept. */
function parseValue(raw: unknown, schema: Schema): unknown {
  if (typeof raw === "number" || typeof raw === "boolean") return raw;
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text === "") return undefined;
  const parts = nonNull(schema);
  if (text === "null" && schema.type === "anyOf" && schema.of.some((s) => s.type === "null")) return null;
  if (parts.some((p) => p.type === "array"))
    return text
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "");
  if (parts.length === 1 && parts[0]!.type === "boolean") return text === "true" ? true : text === "false" ? false : text;
  if (parts.some((p) => p.type === "number") && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

export interface FormIssue {
  /** The form field the problem is in (`stats.BS`, `baseMm`, `weapons.1.weapon`). */
  readonly field: string;
  readonly problem: string;
}

/** Weapon rows of the form (`weapons.<i>.*`), in index order. */
function weaponRows(form: ProfileForm): Map<number, Record<string, unknown>> {
  const rows = new Map<number, Record<string, unknown>>();
  for (const [k, v] of Object.entries(form)) {
    const m = /^weapons\.(\d+)\.(\w+)$/.exec(k);
    if (!m) continue;
    const i = Number(m[1]);
    const row = rows.get(i) ?? {};
    row[m[2]!] = v;
    rows.set(i, row);
  }
  return new Map([...rows].sort((a, b) => a[0] - b[0]));
}

/**
 * The profile a submitted form describes. `previous` supplies the weapons' states (kept unless the row's
 * `resetState` is ticked). Errors name the field.
 */
export function profileFromForm(
  ruleset: RulesetId,
  form: ProfileForm,
  previous: FighterProfile | undefined,
): { profile: FighterProfile } | { issues: FormIssue[] } {
  const issues: FormIssue[] = [];
  const r = getRuleset(ruleset);
  const statsSchema = r?.schemas.stats;
  const stats: Record<string, unknown> = {};
  if (statsSchema?.type === "object") {
    for (const [stat, s] of Object.entries(statsSchema.properties)) {
      const v = parseValue(form[`stats.${stat}`], s);
      if (v !== undefined) stats[stat] = v;
    }
    for (const i of validate(stats, statsSchema, "$")) issues.push({ field: `stats${i.path.slice(1)}`, problem: i.problem });
  }
  const side = typeof form["side"] === "string" ? form["side"].trim() : "";
  const baseRaw = form["baseMm"];
  const baseText = typeof baseRaw === "number" ? String(baseRaw) : typeof baseRaw === "string" ? baseRaw.trim() : "";
  let baseMm: number | undefined;
  if (baseText !== "") {
    baseMm = Number(baseText);
    if (!Number.isFinite(baseMm) || baseMm <= 0 || baseMm > 300)
      issues.push({ field: "baseMm", problem: `expected a base diameter in mm between 0 and 300, got ${JSON.stringify(baseText)}` });
  }
  const weapons: FighterWeapon[] = [];
  const ids = new Set<string>();
  for (const [i, row] of weaponRows(form)) {
    const f = `weapons.${i}`;
    const id = typeof row["id"] === "string" ? row["id"] : "";
    const name = typeof row["name"] === "string" ? row["name"].trim() : "";
    if (!/^[\w.-]{1,64}$/.test(id)) issues.push({ field: `${f}.id`, problem: "expected an id of letters, digits, '.', '-' or '_'" });
    else if (ids.has(id)) issues.push({ field: `${f}.id`, problem: `id ${JSON.stringify(id)} is used twice` });
    ids.add(id);
    if (!name) issues.push({ field: `${f}.name`, problem: "expected a name" });
    let weapon: unknown;
    try {
      weapon = JSON.parse(typeof row["weapon"] === "string" ? row["weapon"] : "");
    } catch (e) {
      issues.push({ field: `${f}.weapon`, problem: `not JSON: ${e instanceof Error ? e.message : String(e)}` });
      continue;
    }
    const wIssues = weaponIssues(ruleset, weapon, "$");
    for (const wi of wIssues) issues.push({ field: `${f}.weapon${wi.path.slice(1)}`, problem: wi.problem });
    if (wIssues.length) continue;
    const old = previous?.weapons?.find((w) => w.id === id);
    const keep = row["resetState"] !== true && row["resetState"] !== "true" && old?.ruleset === ruleset;
    weapons.push({ id, name, ruleset, weapon: weapon as Record<string, unknown>, state: keep ? (old?.state ?? null) : null });
  }
  if (issues.length) return { issues };
  return {
    profile: {
      ...(side ? { side } : {}),
      ...(baseMm !== undefined ? { baseMm } : {}),
      stats,
      weapons,
    },
  };
}

/** The form values that show `profile` (the inverse of profileFromForm for a valid profile). */
export function formFromProfile(ruleset: RulesetId, profile: FighterProfile | undefined): Record<string, string | boolean> {
  const form: Record<string, string | boolean> = {
    side: profile?.side ?? "",
    baseMm: profile?.baseMm !== undefined ? String(profile.baseMm) : "",
  };
  for (const f of statFields(ruleset, profile?.stats ?? {})) form[f.name] = f.value;
  (profile?.weapons ?? []).forEach((w, i) => {
    form[`weapons.${i}.id`] = w.id;
    form[`weapons.${i}.name`] = w.name;
    form[`weapons.${i}.weapon`] = JSON.stringify(w.weapon, null, 1);
    form[`weapons.${i}.resetState`] = false;
  });
  return form;
}
