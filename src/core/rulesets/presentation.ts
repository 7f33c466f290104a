// What a ruleset tells the adapters to show and how they feed stored state back in (docs/architecture.md §4):
// aim hints (rings, what applies at a distance, the blast radius), the weapon summary line, and how a
// fighter's and a weapon's stored state become stats and weapon fields. Pure data and functions.

import type { Note } from "../i18n.js";
import type { FigureStatus, OutputDocument, WeaponStateOut } from "../scenario/output.js";

type Rec = Readonly<Record<string, unknown>>;

/** A circle around the attacker: its radius from the attacker's base centre, and what applies up to it. */
export interface AimRing {
  readonly radius: number;
  readonly label: Note;
}

/** What applies to an aim at some distance: whether the ruleset allows the shot there, and a label. */
export interface AimBand {
  readonly inRange: boolean;
  readonly label: Note;
}

/** Where the aim is, relative to the attacker: horizontal centre distance and the target's base (0 for a point). */
export interface AimDistance {
  readonly centreDistance: number;
  readonly targetBaseRadius: number;
}

export interface AimHints {
  /**
   * Range rings around the attacker, radius from its base centre; a ruleset that measures range from the
   * base edge adds the attacker's base radius, so the ring is where the rules' range ends for a point.
   */
  readonly rings: readonly AimRing[];
  /** Radius of the blast or cloud centred on the impact, in inches; null when the weapon has none. */
  readonly blastRadius: number | null;
  /** What applies to an aim `at` this distance, measured the way the ruleset measures range. */
  band(at: AimDistance): AimBand;
}

/** The attacker as aim hints need it: its prepared stats and its base. */
export interface AimAttacker<Stats> {
  readonly stats: Stats;
  readonly baseRadius: number;
}

/**
 * A fighter's state after earlier attacks, as an adapter keeps it between attacks: the output's affected-figure
 * fields (null where the ruleset reports none).
 */
export interface StoredFigureState {
  readonly status: FigureStatus;
  readonly wounds: number | null;
  readonly toughness: number | null;
  readonly blood: number | null;
  readonly suppression: number | null;
  /** Trench Crusade Blessing markers; absent or null: none stored (a state kept before the field existed). */
  readonly blessing?: number | null;
}

export interface RulesetPresentation<Stats, Weapon, Settings> {
  /** Aim hints for a prepared weapon thrown by `attacker` under resolved settings. */
  aimHints(weapon: Weapon, attacker: AimAttacker<Stats>, settings: Settings): AimHints;
  /** The weapon's rules in one line, as notes (joined with " · " when shown), from the raw record. */
  weaponSummary(weapon: Rec): Note[];
  /** Uses left of a raw weapon record before any stored state; null when it has no limit. */
  usesLeft(weapon: Rec): number | null;
  /** Raw stats with a stored state folded in (the state is the newer word). */
  statsWithState(stats: Rec, state: StoredFigureState): Record<string, unknown>;
  /** A raw weapon record with the state after its last attack folded in (the state is the newer word). */
  weaponWithState(weapon: Rec, state: WeaponStateOut): Record<string, unknown>;
  /** Whether two raw weapon records of one fighter share one state (profiles of one weapon). */
  sharesState(a: Rec, b: Rec): boolean;
  /**
   * Figures whose stored state the attack changed without an `affected` entry (a Trench Crusade attacker's Blood
   * and Blessing markers spent on its own Success Roll), by figure id: the state to store. Absent: never any.
   */
  unlistedStates?(output: OutputDocument): Readonly<Record<string, StoredFigureState>>;
}

/** A ring label or band label note. */
export const aimNote = (key: string, data?: Readonly<Record<string, string | number>>): Note =>
  data ? { key: `ORDNANCE.AimHint.${key}`, data } : { key: `ORDNANCE.AimHint.${key}` };

/** A weapon summary part. */
export const summaryNote = (key: string, data?: Readonly<Record<string, string | number>>): Note =>
  data ? { key: `ORDNANCE.WeaponSummary.${key}`, data } : { key: `ORDNANCE.WeaponSummary.${key}` };

/** A signed modifier as the labels write it: +1, −2, ±0. */
export const signed = (n: number): string => (n > 0 ? `+${String(n)}` : n < 0 ? `−${String(-n)}` : "±0");
