// The throw dialog's per-attack options and up-front decisions (pure, tested in node): which fields the
// world's ruleset offers for this weapon, attacker and target — GZG a loader, Trench Crusade a success
// modifier, cover for a point, Blood and Blessing spends and a Bloodbath only when the markers are held,
// Necromunda a marker offset when the hole may sit off-centre — and the form's values turned into the
// request's `options` and `decisions`, each checked by the ruleset's own schema before it is sent.

import { type FigureSnapshot, type RulesetId, type Schema, getRuleset, validate } from "../../core/index.js";
import type { AttackDecisionsRequest, AttackOptionValue, AttackOptionsRequest, CanvasPoint } from "../api-types.js";
import { NoticeError } from "../errors.js";

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

const num = (v: unknown, d: number): number => (typeof v === "number" && Number.isFinite(v) ? v : d);

function resolved(ruleset: RulesetId, settings: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const r: unknown = getRuleset(ruleset)?.resolveSettings(settings);
  return typeof r === "object" && r !== null ? { ...r } : {};
}

const MELEE_REACH = 1;
const gap = (a: FigureSnapshot, b: FigureSnapshot): number =>
  Math.hypot(a.x - b.x, a.y - b.y) - (a.baseRadius ?? 0.5) - (b.baseRadius ?? 0.5);

/** The fields the dialog shows for this throw; empty when the ruleset offers nothing here. */
export function optionFields(i: OptionsInput): OptionField[] {
  const s = resolved(i.ruleset, i.settings);
  const fields: OptionField[] = [];
  const name = (id: string): string => i.figures.find((f) => f.id === id)?.name ?? id;
  switch (i.ruleset) {
    case "gzg": {
      if (i.weapon["thrown"] === true) break;
      // Another model of the gunner's side that this user may act for (the GM: any).
      const crew = i.figures.filter((f) => f.id !== i.attacker.id && f.side === i.attacker.side && (f.owned || i.isGM));
      if (!crew.length) break;
      fields.push({
        name: "options.loader",
        group: "options",
        key: "loader",
        kind: "select",
        value: "",
        choices: [{ value: "", label: "" }, ...crew.map((f) => ({ value: f.id, label: f.name }))],
        labelKey: "ORDNANCE.Option.loader.Name",
        hintKey: "ORDNANCE.Option.loader.Hint",
      });
      const shots = num(s["gzg.loaderShotsPerActivation"], 1);
      if (shots > 1)
        fields.push({
          name: "options.loaderShot",
          group: "options",
          key: "loaderShot",
          kind: "number",
          min: 1,
          max: shots,
          step: 1,
          value: 1,
          labelKey: "ORDNANCE.Option.loaderShot.Name",
          hintKey: "ORDNANCE.Option.loaderShot.Hint",
        });
      break;
    }
    case "necromunda": {
      // The target's Running for Cover route (used if a Fear, Gas or Smoke hit makes it run).
      if (i.target)
        fields.push({
          name: `decisions.rfcPath.${i.target.id}`,
          group: "decisions",
          key: "rfcPath",
          figure: i.target.id,
          kind: "route",
          value: "",
          labelKey: "ORDNANCE.Option.rfcPath.Name",
          labelData: { name: i.target.name },
          hintKey: "ORDNANCE.Option.rfcPath.Hint",
        });
      if (s["necro.markerOnFighter"] !== "offsetOverBase") break;
      for (const index of [0, 1] as const) {
        fields.push({
          name: `options.markerOffset.${index}`,
          group: "options",
          key: "markerOffset",
          index,
          kind: "number",
          min: -5,
          max: 5,
          step: 0.05,
          value: 0,
          labelKey: index === 0 ? "ORDNANCE.Option.markerOffsetX.Name" : "ORDNANCE.Option.markerOffsetY.Name",
          hintKey: "ORDNANCE.Option.markerOffset.Hint",
        });
      }
      break;
    }
    case "trench-crusade": {
      fields.push({
        name: "options.successModifier",
        group: "options",
        key: "successModifier",
        kind: "number",
        min: -12,
        max: 12,
        step: 1,
        value: 0,
        labelKey: "ORDNANCE.Option.successModifier.Name",
        hintKey: "ORDNANCE.Option.successModifier.Hint",
      });
      if (s["tc.coverForPoint"] === true && i.target === null)
        fields.push({
          name: "options.targetInCover",
          group: "options",
          key: "targetInCover",
          kind: "checkbox",
          value: false,
          labelKey: "ORDNANCE.Option.targetInCover.Name",
          hintKey: "ORDNANCE.Option.targetInCover.Hint",
        });
      const blessing = num(i.attacker.stats["blessing"], 0);
      if (blessing > 0)
        fields.push({
          name: `decisions.blessingSpend.${i.attacker.id}`,
          group: "decisions",
          key: "blessingSpend",
          figure: i.attacker.id,
          kind: "number",
          min: 0,
          max: blessing,
          step: 1,
          value: 0,
          labelKey: "ORDNANCE.Option.blessingSpend.Name",
          labelData: { name: i.attacker.name, n: blessing },
          hintKey: "ORDNANCE.Option.blessingSpend.Hint",
        });
      const t = i.target;
      if (t) {
        const blood = num(t.stats["blood"], 0);
        if (blood > 0)
          fields.push({
            name: `decisions.bloodSpendOnInjury.${t.id}`,
            group: "decisions",
            key: "bloodSpendOnInjury",
            figure: t.id,
            kind: "number",
            min: 0,
            max: blood,
            step: 1,
            value: 0,
            labelKey: "ORDNANCE.Option.bloodSpendOnInjury.Name",
            labelData: { name: t.name, n: blood },
            hintKey: "ORDNANCE.Option.bloodSpendOnInjury.Hint",
          });
        const cost = t.stats["down"] === true ? 3 : 6;
        if (blood >= cost)
          fields.push({
            name: `decisions.bloodbath.${t.id}`,
            group: "decisions",
            key: "bloodbath",
            figure: t.id,
            kind: "checkbox",
            value: false,
            labelKey: "ORDNANCE.Option.bloodbath.Name",
            labelData: { name: t.name, n: cost },
            hintKey: "ORDNANCE.Option.bloodbath.Hint",
          });
        // Shooting into melee: the attacker's friends within 1" of the target.
        const friends = i.figures.filter(
          (f) => f.id !== i.attacker.id && f.id !== t.id && f.side === i.attacker.side && gap(f, t) <= MELEE_REACH,
        );
        if (friends.length)
          fields.push({
            name: "decisions.meleeRetarget",
            group: "decisions",
            key: "meleeRetarget",
            kind: "select",
            value: "",
            choices: [{ value: "", label: "" }, ...friends.map((f) => ({ value: f.id, label: name(f.id) }))],
            labelKey: "ORDNANCE.Option.meleeRetarget.Name",
            hintKey: "ORDNANCE.Option.meleeRetarget.Hint",
          });
      }
      break;
    }
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
 * The request's options and decisions from the form's values (flat, by input name). Defaults are left
 * out (no spend, no modifier, no loader, a centred marker); every value is checked by the ruleset's
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
  const offset: [number, number] = [0, 0];
  for (const f of fields) {
    const v = parseValue(f, values[f.name]);
    if (v === null) continue;
    if (f.key === "markerOffset" && f.index !== undefined && typeof v === "number") offset[f.index] = v;
    else if (f.group === "options") {
      if (Array.isArray(v)) continue;
      if (v !== 0 || f.key === "loaderShot") options[f.key] = v;
    } else if (f.figure !== undefined) {
      if (v === 0) continue;
      const m = (decisions[f.key] ??= {}) as Record<string, unknown>;
      m[f.figure] = v;
    } else decisions[f.key] = v;
  }
  if (offset[0] !== 0 || offset[1] !== 0) options["markerOffset"] = offset;
  // A loader's shot number means nothing without a loader.
  if (!("loader" in options)) delete options["loaderShot"];
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
