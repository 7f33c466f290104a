// Range rings and what applies at a distance, for the aim preview (pure): read from the world ruleset's aim
// hints (docs/architecture.md §4) — rings measured as that ruleset measures range, the label of what the
// shot needs at the aim, and the blast or cloud radius. Labels are localization keys with their data.

import { type AimHints, type Note, aimHintsFor, getRuleset } from "../../core/index.js";

type Rec = Readonly<Record<string, unknown>>;

export interface RangeRing {
  /** Radius around the attacker's base centre, in inches. */
  readonly radius: number;
  readonly labelKey: string;
  readonly labelData: Readonly<Record<string, string | number>>;
}

/** What applies to an aim point at a given distance. */
export interface RangeBand {
  /** Centre to centre (or to the point), in inches. */
  readonly distance: number;
  /** False when the ruleset refuses the shot at this distance. */
  readonly inRange: boolean;
  readonly labelKey: string;
  readonly labelData: Readonly<Record<string, string | number>>;
}

/** The attacker as the preview knows it: raw stats (with stored state) and its base. */
export interface RingAttacker {
  readonly stats: Rec;
  readonly baseRadius: number;
}

const label = (n: Note): { labelKey: string; labelData: Readonly<Record<string, string | number>> } => ({
  labelKey: n.key,
  labelData: Object.fromEntries(Object.entries(n.data ?? {}).map(([k, v]) => [k, typeof v === "object" ? v.join(", ") : v])),
});

let last: { key: readonly unknown[]; hints: AimHints | null } | null = null;

/**
 * The ruleset's aim hints for this weapon and attacker under the world's overrides, or null (an unknown
 * ruleset, or records its schemas refuse). The last answer is kept: the pointer asks for the same inputs often.
 */
export function aimHints(ruleset: string, weapon: Rec, attacker: RingAttacker, settings: Rec): AimHints | null {
  const key = [ruleset, weapon, attacker.stats, attacker.baseRadius, settings];
  if (last && last.key.every((v, i) => v === key[i])) return last.hints;
  const r = getRuleset(ruleset);
  const hints = r ? aimHintsFor(r, weapon, attacker, settings) : null;
  last = { key, hints };
  return hints;
}

/** The rings to draw around the attacker. `settings` are the world's overrides (defaults apply when absent). */
export function rangeRings(ruleset: string, weapon: Rec, attacker: RingAttacker, settings: Rec): RangeRing[] {
  return (aimHints(ruleset, weapon, attacker, settings)?.rings ?? []).map((r) => ({ radius: r.radius, ...label(r.label) }));
}

/** What applies at `distance` inches from the attacker's centre, to a target with this base (0 for a point). */
export function rangeBandAt(
  ruleset: string,
  weapon: Rec,
  attacker: RingAttacker,
  settings: Rec,
  distance: number,
  targetBaseRadius = 0,
): RangeBand {
  const hints = aimHints(ruleset, weapon, attacker, settings);
  if (!hints) return { distance, inRange: false, labelKey: "ORDNANCE.AimHint.noHints", labelData: {} };
  const band = hints.band({ centreDistance: distance, targetBaseRadius });
  return { distance, inRange: band.inRange, ...label(band.label) };
}

/** Radius of the blast or cloud centred on the impact, in inches, or null when the weapon has none. */
export function blastRadiusOf(ruleset: string, weapon: Rec, attacker: RingAttacker, settings: Rec): number | null {
  return aimHints(ruleset, weapon, attacker, settings)?.blastRadius ?? null;
}
