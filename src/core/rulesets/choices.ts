// Choice descriptors: every per-attack option and player decision a ruleset accepts, as data — its
// value type, its legal values derived from the rules, who chooses it and which figures it may name —
// plus the one generic check the GM's client runs on what a player sent (docs/foundry.md "Trust").

import type { FigureSnapshot } from "../battlefield/types.js";
import { hypot } from "../geometry/vec.js";

/** Who makes a choice: the attacker's user, the user of the target's side (the opponent), or only the GM. */
export type Chooser = "attacker" | "targetSide" | "gm";

/**
 * The shape of a value: a whole number, a flag, a figure id, a list of figure ids, an offset [dx, dy] in
 * inches, a route of way points, or a point on the table.
 */
export type ChoiceValue = "int" | "bool" | "figure" | "figures" | "offset" | "route" | "point";

/** What a descriptor's rules see: the figures on the table, the attack and the resolved settings. */
export interface ChoiceContext {
  readonly settings: Readonly<Record<string, unknown>>;
  readonly weapon: Readonly<Record<string, unknown>>;
  readonly attacker: FigureSnapshot;
  /** The targeted model, or null for a point. */
  readonly target: FigureSnapshot | null;
  readonly figures: readonly FigureSnapshot[];
}

/**
 * The context a throw's choices are checked in: the ruleset's resolved settings (anything but an object reads as
 * none), the attack's weapon and thrower, and the aimed model looked up among `figures` (null for a point).
 */
export function choiceContext(
  settings: unknown,
  weapon: Readonly<Record<string, unknown>>,
  attacker: FigureSnapshot,
  aimed: string | null,
  figures: readonly FigureSnapshot[],
): ChoiceContext {
  return {
    settings: typeof settings === "object" && settings !== null ? { ...settings } : {},
    weapon,
    attacker,
    target: aimed === null ? null : (figures.find((f) => f.id === aimed) ?? null),
    figures,
  };
}

/** Legal numbers (an offset: each coordinate, and its length at most `max`). */
export interface ChoiceRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export interface ChoiceDescriptor {
  /** The scenario field: `attack.<key>` or `decisions.<key>`. */
  readonly key: string;
  readonly group: "attack" | "decisions";
  readonly value: ChoiceValue;
  /** The value is a map from figure id to a value of `value`'s shape. */
  readonly perFigure?: boolean;
  readonly chooser: Chooser;
  /** A player may only name figures (map keys, figure values) that their user owns. */
  readonly ownFigure: boolean;
  /** Asked of the chooser by a prompt while resolving; a player's request never carries it. */
  readonly asked?: boolean;
  /** Localization keys of the dialog's label and hint. */
  readonly labelKey: string;
  readonly hintKey: string;
  /** For a per-figure choice: whose the dialog offers it for, the attacker's or the target's (default). */
  readonly for?: "attacker" | "target";
  /** The count a per-figure label shows (markers held, a Bloodbath's cost); default the range's maximum. */
  labelCount?(ctx: ChoiceContext, figureId: string): number;
  /** Whether the choice applies to this attack at all (a setting, a point target…); default yes. */
  offered?(ctx: ChoiceContext): boolean;
  /** The figures it may be made for (map keys) or may name (figure values); absent: any figure. */
  figures?(ctx: ChoiceContext): readonly string[];
  /** Legal numbers for `figureId` (null for a whole-attack choice); null: nothing may be chosen (a flag only false). */
  range?(ctx: ChoiceContext, figureId: string | null): ChoiceRange | null;
  /**
   * A count the referee keeps rather than trusts: the value is which use this is, within the current
   * activation, of the figure the attack option `of` names (its earlier uses + 1, at most the range's
   * maximum). `spentBy`: outcome reasons that use up the rest of the activation (a fumble).
   */
  readonly counted?: { readonly of: string; readonly spentBy?: readonly string[] };
}

/** What the GM's client knows about the user who sent a request. */
export interface ChoiceSender {
  readonly isGM: boolean;
  /** Whether the user owns the figure's token. */
  readonly owns: (figureId: string) => boolean;
}

/** Why a value was refused: the field (`options.x`, `decisions.y`) and a problem code with its data. */
export interface ChoiceRefusal {
  readonly field: string;
  readonly problem: "undeclared" | "gmOnly" | "opponentChooses" | "notOffered" | "notOwned" | "figureNotAllowed" | "outOfRange";
  readonly data: Readonly<Record<string, string | number>>;
}

/** The descriptor of `group.key`, own entries only (`constructor`, `__proto__` are never descriptors). */
export function findChoice(
  choices: readonly ChoiceDescriptor[],
  group: ChoiceDescriptor["group"],
  key: string,
): ChoiceDescriptor | undefined {
  return choices.find((c) => c.group === group && c.key === key);
}

// Number.isFinite is false for anything but a number (a numeric string too).
const num = (v: unknown): number => (Number.isFinite(v) ? (v as number) : 0);

/** A figure's whole-number stat (0 when absent). */
export const statOf = (f: FigureSnapshot | null | undefined, key: string): number => num(f?.stats[key]);

/** Edge-to-edge distance of two figures' bases on the table, in inches. */
export const baseGap = (a: FigureSnapshot, b: FigureSnapshot): number => hypot(a.x - b.x, a.y - b.y) - a.baseRadius - b.baseRadius;

/** A choice's value split into (figure id or null, value) pairs. */
function entries(d: ChoiceDescriptor, value: unknown): [string | null, unknown][] {
  if (d.perFigure && typeof value === "object" && value !== null && !Array.isArray(value)) return Object.entries(value);
  return [[null, value]];
}

/** The figures a value names: map keys, a figure id, a list of figure ids. */
export function namedFigures(d: ChoiceDescriptor, value: unknown): string[] {
  const ids: string[] = [];
  for (const [id, v] of entries(d, value)) {
    if (id !== null) ids.push(id);
    if (d.value === "figure" && typeof v === "string") ids.push(v);
    if (d.value === "figures" && Array.isArray(v)) ids.push(...v.filter((x): x is string => typeof x === "string"));
  }
  return ids;
}

function outOfRange(field: string, v: unknown, r: ChoiceRange | null): ChoiceRefusal | null {
  const refuse = (max: number, min: number): ChoiceRefusal => ({ field, problem: "outOfRange", data: { min, max } });
  if (typeof v === "boolean") return v && r === null ? refuse(0, 0) : null;
  if (r === null) return refuse(0, 0);
  if (typeof v === "number") {
    // Stryker disable next-line EqualityOperator: a step residue of exactly 1e-9 is float noise either way.
    const offStep = Math.abs(v / r.step - Math.round(v / r.step)) > 1e-9;
    return v < r.min || v > r.max || offStep ? refuse(r.max, r.min) : null;
  }
  if (Array.isArray(v) && v.length === 2 && typeof v[0] === "number" && typeof v[1] === "number")
    return hypot(v[0], v[1]) > r.max ? refuse(r.max, r.min) : null;
  return null;
}

/**
 * Checks one choice a user sent against its ruleset's descriptor: a GM may give any declared field (the
 * schema still applies); a player only what the descriptor lets the attacker's user choose, for figures
 * it allows (their own where it says so), within the rules' range. Null: accepted.
 */
export function checkChoice(
  d: ChoiceDescriptor | undefined,
  field: string,
  value: unknown,
  ctx: ChoiceContext,
  sender: ChoiceSender,
): ChoiceRefusal | null {
  const who = refusedChooser(d, field, ctx, sender);
  if (who || !d || sender.isGM) return who;
  const legal = d.figures ? new Set(d.figures(ctx)) : null;
  for (const id of namedFigures(d, value)) {
    if (d.ownFigure && !sender.owns(id)) return { field, problem: "notOwned", data: { id } };
    if (legal && !legal.has(id)) return { field, problem: "figureNotAllowed", data: { id } };
  }
  if (d.range)
    for (const [id, v] of entries(d, value)) {
      const bad = outOfRange(id === null ? field : [field, id].join("."), v, d.range(ctx, id));
      if (bad) return bad;
    }
  return null;
}

/** Whether the sender may make this choice here at all (declared, theirs, offered); null: yes. */
export function refusedChooser(
  d: ChoiceDescriptor | undefined,
  field: string,
  ctx: ChoiceContext,
  sender: ChoiceSender,
): ChoiceRefusal | null {
  if (!d) return { field, problem: "undeclared", data: {} };
  if (sender.isGM) return null;
  if (d.chooser === "gm") return { field, problem: "gmOnly", data: {} };
  if (d.asked || (d.chooser === "targetSide" && !d.ownFigure)) return { field, problem: "opponentChooses", data: {} };
  if (d.offered && !d.offered(ctx)) return { field, problem: "notOffered", data: {} };
  return null;
}

/**
 * The player decisions a resolution of this attack may ask that `held` (the scenario's `decisions`) does not give:
 * what an estimate of its odds leaves to the automation's policy (docs/foundry.md "Decisions while resolving").
 * A per-figure decision counts for a figure it does not hold whose range allows something (a model holding the
 * markers); a decision without a range always may arise when it is offered. Keys in the descriptors' order.
 */
export function decisionsLeftToPolicy(
  choices: readonly ChoiceDescriptor[],
  ctx: ChoiceContext,
  held: Readonly<Record<string, unknown>>,
): string[] {
  const left: string[] = [];
  for (const d of choices) {
    if (d.group !== "decisions" || (d.offered && !d.offered(ctx))) continue;
    const given = Object.hasOwn(held, d.key) ? held[d.key] : undefined;
    if (!d.perFigure) {
      // A figure to name only where the rules allow one (a friend within reach); a number only where its range allows.
      const mayArise = d.figures ? d.figures(ctx).length > 0 : !d.range || (d.range(ctx, null)?.max ?? 0) > 0;
      if (given === undefined && mayArise) left.push(d.key);
      continue;
    }
    const givenFor = (id: string): boolean => typeof given === "object" && given !== null && Object.hasOwn(given, id);
    const ids = d.figures ? d.figures(ctx) : ctx.figures.map((f) => f.id);
    if (ids.some((id) => !givenFor(id) && (!d.range || (d.range(ctx, id)?.max ?? 0) > 0))) left.push(d.key);
  }
  return left;
}

/** Decisions every ruleset reads: the attacker's order for the hit figures. */
export const RESOLUTION_ORDER: ChoiceDescriptor = {
  key: "resolutionOrder",
  group: "decisions",
  value: "figures",
  chooser: "attacker",
  ownFigure: false,
  labelKey: "ORDNANCE.Choice.resolutionOrder",
  hintKey: "ORDNANCE.Choice.resolutionOrder",
};
