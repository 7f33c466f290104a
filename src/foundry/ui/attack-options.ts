// The throw dialog's per-attack options and up-front decisions (pure, tested in node): the fields the
// world's ruleset's choice descriptors offer this user for this weapon, attacker and target (within the
// rules' range, only figures they may name), and the form's values turned into the request's `options`
// and `decisions`, each checked by the ruleset's own schema before it is sent.

import {
  type ChoiceContext,
  type ChoiceDescriptor,
  type FigureSnapshot,
  type RulesetId,
  type Schema,
  getRuleset,
  validate,
} from "../../core/index.js";
import type { AttackDecisionsRequest, AttackOptionValue, AttackOptionsRequest, CanvasPoint } from "../api-types.js";
import { NoticeError } from "../platform/errors.js";

/** A figure on the table (the scene snapshot's, in inches) with its token's name and whether this user owns it. */
export interface OptionFigure extends FigureSnapshot {
  readonly name: string;
  readonly owned: boolean;
}

export interface OptionsInput {
  readonly ruleset: RulesetId;
  /** The world's rules overrides (scenario `settings`). */
  readonly settings: Readonly<Record<string, unknown>>;
  /** The chosen weapon's scenario record. */
  readonly weapon: Readonly<Record<string, unknown>>;
  readonly attacker: OptionFigure;
  /** The model the attack goes at when known (the user's target), else null. */
  readonly target: OptionFigure | null;
  /** Every figure on the table. */
  readonly figures: readonly OptionFigure[];
  readonly isGM: boolean;
}

/** Where a field's value goes: `options.<key>`, or `decisions.<key>` (per figure when `figure` is set). */
export interface OptionField {
  /** The form input's name. */
  readonly name: string;
  readonly group: "options" | "decisions";
  readonly key: string;
  readonly figure?: string;
  /** For a Necromunda marker offset: which coordinate (0 = x, 1 = y). */
  readonly index?: 0 | 1;
  /** `route`: way points picked on the canvas, held by the form as JSON of `[{x, y}]` in px. */
  readonly kind: "number" | "checkbox" | "select" | "route";
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  readonly value: number | boolean | string;
  readonly choices?: readonly { readonly value: string; readonly label: string }[];
  readonly labelKey: string;
  readonly labelData?: Readonly<Record<string, string | number>>;
  readonly hintKey: string;
}

function resolved(ruleset: RulesetId, settings: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const r: unknown = getRuleset(ruleset)?.resolveSettings(settings);
  return typeof r === "object" && r !== null ? { ...r } : {};
}

/**
 * The fields the dialog shows for this throw, read from the ruleset's choice descriptors: what this
 * user may choose (a GM: also the GM's modifiers and counted uses), for figures they may name, with the
 * rules' range; nothing the opponent is asked, and no field whose range is empty (no markers held).
 */
export function optionFields(i: OptionsInput): OptionField[] {
  const ruleset = getRuleset(i.ruleset);
  if (!ruleset) return [];
  const ctx: ChoiceContext = {
    settings: resolved(i.ruleset, i.settings),
    weapon: i.weapon,
    attacker: i.attacker,
    target: i.target,
    figures: i.figures,
  };
  const byId = new Map([...i.figures, i.attacker, ...(i.target ? [i.target] : [])].map((f) => [f.id, f] as const));
  const mayName = (d: ChoiceDescriptor, id: string): boolean => i.isGM || !d.ownFigure || byId.get(id)?.owned === true;
  const fields: OptionField[] = [];
  for (const d of ruleset.choices) {
    if (d.asked || d.value === "figures" || d.value === "point") continue;
    // A counted choice (a GZG loader's shot) is the GM's client's count: only a GM sets it by hand.
    if (!i.isGM && (d.chooser === "gm" || d.counted || (d.chooser === "targetSide" && !d.ownFigure))) continue;
    if (d.offered && !d.offered(ctx)) continue;
    const group = d.group === "attack" ? "options" : "decisions";
    const base = { group, key: d.key, labelKey: d.labelKey, hintKey: d.hintKey } as const;
    if (d.value === "figure") {
      const legal = (d.figures?.(ctx) ?? i.figures.map((f) => f.id)).filter((id) => mayName(d, id));
      if (!legal.length) continue;
      const choices = [{ value: "", label: "" }, ...legal.map((id) => ({ value: id, label: byId.get(id)?.name ?? id }))];
      fields.push({ ...base, name: `${group}.${d.key}`, kind: "select", value: "", choices });
      continue;
    }
    if (d.value === "offset") {
      const r = d.range?.(ctx, null);
      if (!r) continue;
      for (const index of [0, 1] as const)
        fields.push({
          ...base,
          name: `${group}.${d.key}.${String(index)}`,
          index,
          kind: "number",
          min: r.min,
          max: r.max,
          step: r.step,
          value: 0,
          labelData: { axis: index === 0 ? "x" : "y" },
        });
      continue;
    }
    const kind = d.value === "bool" ? "checkbox" : d.value === "route" ? "route" : "number";
    if (!d.perFigure) {
      const r = d.range?.(ctx, null) ?? null;
      if (d.range && r === null) continue;
      fields.push({
        ...base,
        name: `${group}.${d.key}`,
        kind,
        ...(kind === "number" && r ? { min: r.min, max: r.max, step: r.step } : {}),
        value: kind === "checkbox" ? false : kind === "number" ? Math.max(0, r?.min ?? 0) : "",
      });
      continue;
    }
    const who = d.for === "attacker" ? i.attacker : i.target;
    if (!who || !mayName(d, who.id) || (d.figures && !d.figures(ctx).includes(who.id))) continue;
    const r = d.range?.(ctx, who.id) ?? null;
    if (d.range && r === null) continue;
    const name = byId.get(who.id)?.name ?? who.id;
    fields.push({
      ...base,
      name: `${group}.${d.key}.${who.id}`,
      figure: who.id,
      kind,
      ...(kind === "number" && r ? { min: r.min, max: r.max, step: r.step } : {}),
      value: kind === "checkbox" ? false : kind === "number" ? 0 : "",
      labelData: { name, n: d.labelCount?.(ctx, who.id) ?? r?.max ?? 0 },
    });
  }
  return fields;
}

export interface OptionRequest {
  readonly options?: AttackOptionsRequest;
  readonly decisions?: AttackDecisionsRequest;
}

/** Most way points of one route (as the relay accepts). */
export const MAX_ROUTE_POINTS = 16;

/** A route held by the form: JSON of `[{x, y}]` in px; null when empty. */
export function parseRoute(raw: unknown): CanvasPoint[] | null {
  if (typeof raw !== "string" || raw === "") return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    v = null;
  }
  const ok = (p: unknown): p is CanvasPoint =>
    typeof p === "object" && p !== null && Number.isFinite((p as CanvasPoint).x) && Number.isFinite((p as CanvasPoint).y);
  if (!Array.isArray(v) || v.length > MAX_ROUTE_POINTS || !v.every(ok))
    throw new NoticeError("ORDNANCE.Error.badOption", { field: "rfcPath", problem: `expected 1 to ${MAX_ROUTE_POINTS} points` });
  return v.length ? v.map((p) => ({ x: p.x, y: p.y })) : null;
}

function parseValue(f: OptionField, raw: unknown): number | boolean | string | CanvasPoint[] | null {
  if (f.kind === "route") return parseRoute(raw);
  if (f.kind === "checkbox") return raw === true || raw === "on" || raw === "true" ? true : null;
  if (f.kind === "select") return typeof raw === "string" && raw !== "" ? raw : null;
  const v = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : null;
  if (v === null) return null;
  if (!Number.isFinite(v))
    throw new NoticeError("ORDNANCE.Error.badOption", { field: f.name, problem: `expected a number, got ${JSON.stringify(raw)}` });
  return v;
}

function checked(ruleset: RulesetId, schema: Schema | undefined, value: unknown, path: string): void {
  if (!schema) throw new NoticeError("ORDNANCE.Error.optionNotInRuleset", { field: path, ruleset });
  const issue = validate(value, schema, path)[0];
  if (issue) throw new NoticeError("ORDNANCE.Error.badOption", { field: issue.path, problem: issue.problem });
}

/**
 * The request's options and decisions from the form's values (flat, by input name). Values equal to the
 * field's default are left out (no spend, no modifier, no loader, a centred marker); every value is checked by the ruleset's
 * schema (a NoticeError names the field), so a bad value never leaves the client.
 */
export function optionsRequest(
  ruleset: RulesetId,
  fields: readonly OptionField[],
  values: Readonly<Record<string, unknown>>,
): OptionRequest {
  const schemas = getRuleset(ruleset)?.schemas;
  const options: Record<string, AttackOptionValue> = {};
  const decisions: Record<string, unknown> = {};
  const pairs = new Map<string, [number, number]>();
  for (const f of fields) {
    const v = parseValue(f, values[f.name]);
    if (v === null) continue;
    if (f.index !== undefined && typeof v === "number") {
      const pair = pairs.get(f.key) ?? [0, 0];
      pair[f.index] = v;
      pairs.set(f.key, pair);
    } else if (v === f.value || (v === 0 && f.figure !== undefined)) continue;
    else if (f.group === "options") {
      if (!Array.isArray(v)) options[f.key] = v;
    } else if (f.figure !== undefined) {
      const m = (decisions[f.key] ??= {}) as Record<string, unknown>;
      m[f.figure] = v;
    } else decisions[f.key] = v;
  }
  // An offset left at (0, 0) is the default (a centred marker).
  for (const [key, pair] of pairs) if (pair[0] !== 0 || pair[1] !== 0) options[key] = pair;
  for (const [k, v] of Object.entries(options)) checked(ruleset, schemas?.attack?.[k], v, `$.attack.${k}`);
  for (const [k, v] of Object.entries(decisions)) {
    // Routes are in px here (the GM converts them to inches); their shape is what the schema checks.
    const shape =
      k === "rfcPath" && typeof v === "object" && v !== null
        ? Object.fromEntries(Object.entries(v).map(([id, ps]) => [id, (ps as CanvasPoint[]).map((p) => [p.x, p.y])]))
        : v;
    checked(ruleset, schemas?.decisions?.[k], shape, `$.decisions.${k}`);
  }
  return {
    ...(Object.keys(options).length ? { options } : {}),
    ...(Object.keys(decisions).length ? { decisions: decisions as AttackDecisionsRequest } : {}),
  };
}
