// The data the module keeps in document flags (`flags.ordnance.*`): fighter profiles and states on
// tokens, clouds on tiles, cloud-ring links on walls, attack records on templates and chat messages.
// Plain types only; the declaration merging in types/config.d.ts makes fvtt-types check every write.

import type { CloudKind, FigureStatus, OutputDocument, RecordedAnswer, WeaponStateOut } from "../../core/index.js";
import type { Step, UndoRecord } from "../pipeline/operation-plan.js";
import type { TokenPlace } from "../scene/undo-stack.js";
import type { JournalState, RequestOrigin } from "../pipeline/journal-state.js";

/** One weapon a fighter carries: a ruleset weapon record (docs/scenario.md, the ruleset's "Weapon") and its state after attacks. */
export interface FighterWeapon {
  readonly id: string;
  readonly name: string;
  /** A registered ruleset's id. */
  readonly ruleset: string;
  readonly weapon: Record<string, unknown>;
  readonly state: WeaponStateOut | null;
}

/** `flags.ordnance.fighter`: who the fighter is (stats, side, base) and what it carries. */
export interface FighterProfile {
  /** Overrides the side derived from the token's disposition. */
  readonly side?: string;
  /** Base diameter in millimetres (25, 32, 40 …); absent: derived from the token's size. */
  readonly baseMm?: number;
  readonly stats?: Record<string, unknown>;
  readonly weapons?: FighterWeapon[];
}

/** The fighter flag as written: a profile, or (undoing a weapon state) the deletion of its weapons. */
export type FighterProfileFlag = FighterProfile & { readonly "-=weapons"?: null };

/**
 * `flags.ordnance.state`: the fighter's state after the last attack that touched it. Every field is
 * always written (null when the ruleset does not use it), so a flag merge replaces the whole state.
 */
export interface FighterState {
  readonly attackId: string;
  readonly status: FigureStatus;
  readonly cause: string;
  readonly wounds: number | null;
  readonly toughness: number | null;
  readonly injuries: string[];
  readonly injury: string | null;
  readonly blood: number | null;
  readonly suppression: number | null;
  /** Trench Crusade Blessing markers held (absent in states written before the field existed: read as null). */
  readonly blessing: number | null;
}

/** `flags.ordnance.status` on the module's ActiveEffect: the state it shows (for reading it back). */
export interface StatusEffectFlag {
  readonly attackId: string;
}

/**
 * `flags.ordnance.upkeepRounds` on a Scene: per combat id, the highest round whose upkeep has run. A
 * `-=<combatId>: null` entry is Foundry's deletion key (undo of a combat's first upkeep); readers take
 * numbers only.
 */
export type UpkeepRounds = Readonly<Record<string, number | null>>;

/**
 * `flags.ordnance.counted.<choice>` on a Token: how many times the figure was used for a counted choice
 * (a GZG loader's shots) in one activation (a combat turn's key). A `-=<choice>: null` entry is the
 * deletion key (undo of the first use).
 */
export interface ActivationCount {
  readonly activation: string;
  readonly used: number;
}

/** `flags.ordnance.cloud` on a Tile: the cloud's identity; its position is the tile's centre. */
export interface CloudFlag {
  readonly id: string;
  readonly kind: CloudKind;
  readonly radiusInches: number;
  readonly zInches: number;
  readonly lethal: boolean;
  readonly attackId: string;
}

/** `flags.ordnance.cloudWall` on a Wall of a cloud's sight-blocking ring. */
export interface CloudWallFlag {
  readonly cloudId: string;
}

/** `flags.ordnance.wall` on a scene Wall: rules extras of that wall (docs/rules.md ledges, obstructions). */
export interface WallRulesFlag {
  readonly ledgeDropInches?: number;
  readonly wounds?: number;
}

/** `flags.ordnance.attack` on the chat card of an attack or upkeep. */
export interface AttackRecord {
  readonly attackId: string;
  readonly sceneId: string;
  readonly scenario: unknown;
  readonly answers: readonly RecordedAnswer[];
  /** Points and choices users made, by scenario `decisions` key (absent on cards from before 0.1). */
  readonly decisions?: Readonly<Record<string, unknown>>;
  readonly output: OutputDocument;
  readonly undo: UndoRecord | null;
  /** The steps applied, in order, and where the tokens they touched stood after them (absent on older cards). */
  readonly applied?: readonly Step[];
  readonly positions?: Readonly<Record<string, TokenPlace>>;
  /** The weapon's name when it matched no library weapon (owners may edit weapons): marked custom on the card. */
  readonly customWeapon?: string;
  /** When it was applied (ms): the order of the scene's history. */
  readonly at?: number;
  readonly undone: boolean;
  /** The write-ahead journal (pipeline/journal.ts); absent on records posted after their writes (before 0.2). */
  readonly journal?: JournalState;
  /** The relayed request it answers (the requesting user and the request id), so a request is never run twice. */
  readonly request?: RequestOrigin;
}
