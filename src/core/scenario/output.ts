// The output document of one resolved attack or upkeep (docs/scenario.md "Output document"). Field names are the public
// contract; Ordnance adds `aim`, `log`, `detonatedOnObstacle`, `loader`, `wind` and `events` beside them.

import type { PathLeg } from "../battlefield/travel.js";
import type { Note } from "../i18n.js";

export const OUTCOMES = ["HIT", "CRIT", "MISS", "DEVIATED", "SCATTERED", "DUD", "MISFIRE", "ILLEGAL", "UPKEEP"] as const;
export type OutcomeCode = (typeof OUTCOMES)[number];

export type { PathKind, PathLeg } from "../battlefield/travel.js";

/**
 * Why a figure is listed (docs/scenario.md "Output document"). `fear` is Ordnance's addition: a Necromunda fighter that only
 * took a cascaded Nerve test (`necro.resolveCascadeNerve`), hit by nothing.
 */
export type AffectedCause = "blast" | "friendly1in" | "gas" | "smoke" | "knockbackObstruction" | "landedOn" | "fear";
export type FigureStatus = "standing" | "pinned" | "seriouslyInjured" | "down" | "outOfAction" | "broken";

export interface AffectedFigure {
  figure: string;
  cause: AffectedCause;
  position: { x: number; y: number; z: number };
  status: FigureStatus;
  wounds?: number;
  toughness?: number;
  injuries?: string[];
  injury?: "minorHit" | "down" | "outOfAction" | "none";
  blood?: number;
  suppression?: number;
  /** Trench Crusade: Blessing markers the model holds after the attack. */
  blessing?: number;
  /** Human-readable steps, rendered from `notes` through the language file. */
  effects: string[];
  /** The same steps as localization keys (for Foundry's chat card). */
  notes: Note[];
  /** Ruleset-specific additions (Necromunda `knockback`, Trench Crusade `injuryRoll`, …; docs/scenario.md). */
  [extra: string]: unknown;
}

export interface CloudOut {
  id: string;
  kind: "smoke" | "gas";
  x: number;
  y: number;
  z: number;
  radius: number;
  lethal: boolean;
  /** Whether the cloud blocks sight under the attack's settings (the ruleset's cloud sight rule). */
  blocksSight: boolean;
}

export interface WeaponStateOut {
  outOfAmmo: boolean;
  deletedProfiles: string[];
  unusableProfiles: string[];
  consumed: boolean;
  usesLeft: number | null;
  /** Ruleset-specific additions (Necromunda `outOfAmmoProfiles`). */
  [extra: string]: unknown;
}

export interface RollRecord {
  tag: string;
  dice: string;
  faces: number[];
}

/** A follow-up the rules call for that this attack does not resolve (e.g. a Nerve test). */
export interface PendingEvent {
  kind: string;
  figure: string;
  note: Note;
}

export interface Outcome {
  outcome: OutcomeCode;
  reason?: string;
  impact: { x: number; y: number; z: number } | null;
  /** Where the attack was aimed (before deviation or scatter). */
  aim?: { x: number; y: number; z: number } | null;
  path: PathLeg[];
  /** Radius of the blast area centred on the impact, in inches; null when nothing but a cloud (or nothing) lands there. */
  blastRadius: number | null;
  affected: AffectedFigure[];
  clouds: { placed: CloudOut[]; removed: string[]; moved: { id: string; x: number; y: number }[] };
  weapon: WeaponStateOut;
  /** Rule steps in order, as localization keys with values. */
  notes: Note[];
  events: PendingEvent[];
  /** Ruleset-specific extras (GZG: detonatedOnObstacle, targetNumber, loader, wind; …). */
  extra: Record<string, unknown>;
}

export interface OutputDocument extends Omit<Outcome, "notes" | "extra"> {
  log: string[];
  notes: Note[];
  rolls: RollRecord[];
  [extra: string]: unknown;
}

export function emptyOutcome(code: OutcomeCode): Outcome {
  return {
    outcome: code,
    impact: null,
    path: [],
    blastRadius: null,
    affected: [],
    clouds: { placed: [], removed: [], moved: [] },
    weapon: { outOfAmmo: false, deletedProfiles: [], unusableProfiles: [], consumed: false, usesLeft: null },
    notes: [],
    events: [],
    extra: {},
  };
}
