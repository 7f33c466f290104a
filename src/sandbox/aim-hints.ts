// What the aim overlay draws for a weapon, read from the ruleset's aim hints (docs/architecture.md §4): range
// rings around the attacker, measured as that ruleset measures range, and the blast or cloud radius the
// core's own attack uses. Labels are rendered through lang/en.json.

import { type AimHints, aimHintsFor, getRuleset } from "../core/index.js";
import { translate } from "./i18n.js";

export interface Ring {
  readonly radius: number;
  /** Short label drawn just inside the ring: what applies up to it (a target number, short, long, maximum). */
  readonly label: string;
}

type Rec = Readonly<Record<string, unknown>>;

/** The attacker as the page holds it: the document's raw stats and the base. */
export interface HintAttacker {
  readonly stats?: Rec | undefined;
  readonly baseRadius: number;
}

function hints(ruleset: string, weapon: Rec, attacker: HintAttacker, settings: Rec): AimHints | null {
  const r = getRuleset(ruleset);
  return r ? aimHintsFor(r, weapon, { stats: attacker.stats ?? {}, baseRadius: attacker.baseRadius }, settings) : null;
}

/** Range rings around the attacker up to `maxRadius`, or none when the ruleset gives nothing to draw. */
export function rangeRings(ruleset: string, weapon: Rec, attacker: HintAttacker, settings: Rec, maxRadius: number): Ring[] {
  return (hints(ruleset, weapon, attacker, settings)?.rings ?? [])
    .filter((r) => r.radius <= maxRadius)
    .map((r) => ({ radius: r.radius, label: translate(r.label) }));
}

/** Radius of the blast or cloud centred on the impact, or null when the weapon has none. */
export function blastRadius(ruleset: string, weapon: Rec, attacker: HintAttacker, settings: Rec): number | null {
  return hints(ruleset, weapon, attacker, settings)?.blastRadius ?? null;
}
