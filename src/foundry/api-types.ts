// Types of the public surface: the attack request (what a player's client sends and the API takes),
// the module API on game.modules.get("ordnance").api, and the contexts passed to the ordnance.* hooks.

import type { Expected, Objective, OddsSummary, OutputDocument, RecordedAnswer, Transcript } from "../core/index.js";

/** Where an attack is aimed: a token or a scene point in px. */
export type AttackTargetRequest = { readonly tokenId: string } | { readonly point: { readonly x: number; readonly y: number } };

/** An attack intent: never scene changes (docs/foundry.md). */
export interface AttackRequest {
  readonly sceneId: string;
  readonly attackerTokenId: string;
  /** Id of a weapon in the attacker's `flags.ordnance.fighter.weapons`. */
  readonly weaponId: string;
  readonly target: AttackTargetRequest;
  readonly blind: boolean;
  /**
   * The ruleset's extra `attack` fields (docs/scenario.md, `schemas.attack` of the world's ruleset), in scenario
   * units (inches) with token ids for figures: GZG `loader` (token id) and `loaderShot`, Trench Crusade
   * `successModifier` and `targetInCover`, Necromunda `markerOffset` ([dx, dy] inches).
   */
  readonly options?: AttackOptionsRequest;
  /** Choices made up front (docs/scenario.md `decisions`); token ids for figures, canvas px for points. */
  readonly decisions?: AttackDecisionsRequest;
}

/** A value of an attack extra: a number, a flag, a token id or an offset in inches. */
export type AttackOptionValue = number | boolean | string | readonly [number, number];

export type AttackOptionsRequest = Readonly<Record<string, AttackOptionValue>>;

/** A point on the canvas, in px. */
export interface CanvasPoint {
  readonly x: number;
  readonly y: number;
}

export interface AttackDecisionsRequest {
  /** Necromunda: the attacker's order for hit fighters (token ids). */
  readonly resolutionOrder?: readonly string[];
  /** Necromunda: per token id, the way points (px) of its Running for Cover move. */
  readonly rfcPath?: Readonly<Record<string, readonly CanvasPoint[]>>;
  /** Trench Crusade, the opponent's choice: the attacker's Blood markers spent on the Success Roll (GM only). */
  readonly bloodSpendOnSuccess?: number;
  /** Trench Crusade: per hit token id, its Blood markers the attacker spends on its Injury Roll. */
  readonly bloodSpendOnInjury?: Readonly<Record<string, number>>;
  /** Trench Crusade: per token id, Blessing markers spent by the token's owner. */
  readonly blessingSpend?: Readonly<Record<string, number>>;
  /** Trench Crusade: per hit token id, a Bloodbath. */
  readonly bloodbath?: Readonly<Record<string, boolean>>;
  /** Trench Crusade: the friendly token the attack targets after a failed shot into melee. */
  readonly meleeRetarget?: string;
}

/** Something that names a token: its id, or an object with `id` (TokenDocument) or `document.id` (Token). */
export type TokenRef = string | { readonly id: string | null } | { readonly document: { readonly id: string | null } };

/** The API's friendly throw input, resolved into an AttackRequest by ui/throw-input.ts. */
export interface ThrowInput {
  readonly attacker: TokenRef;
  /** A weapon of the attacker's loadout, by id or by name; absent: its first weapon. */
  readonly weapon?: string;
  readonly target: TokenRef | { readonly x: number; readonly y: number };
  readonly blind?: boolean;
  /** The ruleset's attack options (AttackRequest `options`), e.g. `{ loader: tokenId }`, `{ successModifier: 1 }`. */
  readonly options?: AttackOptionsRequest;
  /** Up-front decisions (AttackRequest `decisions`), token ids for figures and px for points. */
  readonly decisions?: AttackDecisionsRequest;
  /** The scene; absent: the scene on the canvas. */
  readonly sceneId?: string;
}

export interface AttackResult {
  readonly attackId: string;
  /** The output document (null on a player's client: a relayed attack's output is on the chat card). */
  readonly output: OutputDocument | null;
  /** The chat card holding the rolls, scenario, transcript and undo record. */
  readonly messageId: string | null;
}

export interface PreResolveContext {
  readonly request: AttackRequest | null;
  readonly scenario: unknown;
  /** The user who asked for the attack (server-stamped for relayed requests). */
  readonly userId: string;
}

export interface ResolvedContext {
  readonly attackId: string;
  readonly scenario: unknown;
  readonly answers: readonly RecordedAnswer[];
  readonly output: OutputDocument;
}

export interface AppliedContext extends ResolvedContext {
  readonly sceneId: string;
  readonly messageId: string | null;
}

export interface OrdnanceApi {
  /** Resolves a scenario document with core alone (its dice or seed), writing nothing. */
  resolve(scenario: unknown, options?: { seed?: string }): Transcript;
  /**
   * Runs an attack end to end: on the active GM directly, otherwise relayed to it. Takes an
   * AttackRequest, or `{ attacker, weapon, target }` with tokens (or ids), a weapon id or name, and a
   * target token or a point `{x, y}` in px.
   */
  throw(request: AttackRequest | ThrowInput): Promise<AttackResult>;
  /** Opens the throw dialog for a token (or token id; default: the selected token). For hotbar macros. */
  openThrow(token?: TokenDocument.Implementation | string): void;
  /** Opens the fighter profile dialog of an actor (or actor id; default: the selected token's). */
  openProfile(actor?: Actor.Implementation | string): void;
  /** Monte Carlo odds of a scenario document or of an attack on the current scene. */
  odds(scenarioOrRequest: unknown, trials?: number): OddsSummary;
  /**
   * The best target for a token's weapon on its scene (GM automation of NPC throws): by default the most
   * enemies hit minus twice the friends hit, the thrower included. Throw it with
   * `throw({ attacker, weapon, target: result.throwTarget })`.
   */
  suggestAim(input: SuggestAimRequest): SuggestedAim;
  /** Re-resolves the scenario stored on a chat card with its recorded answers; true when the output matches. */
  replay(messageId: string): boolean;
  /** Runs the end-of-round upkeep of the scene's clouds (GM only). */
  endRound(sceneId?: string): Promise<AttackResult | null>;
}

export interface SuggestAimRequest {
  readonly attacker: TokenRef;
  /** A weapon of the attacker's loadout, by id or by name; absent: its first weapon. */
  readonly weapon?: string;
  /** `measure` ("hit" or "outOfAction"), `enemyWeight` (1) and `friendWeight` (2); absent parts take these defaults. */
  readonly objective?: Partial<Objective>;
  readonly blind?: boolean;
  /** The attack's options and up-front decisions, as for `throw` (checked the same way: who may choose what). */
  readonly options?: AttackOptionsRequest;
  readonly decisions?: AttackDecisionsRequest;
  /** The scene; absent: the scene on the canvas. */
  readonly sceneId?: string;
  /** The search's time budget in ms (default 800). */
  readonly timeMs?: number;
}

/** A suggested aim (ui/suggest-aim.ts) in the scene's terms. */
export interface SuggestedAim {
  /** The target as an AttackRequest takes it: a token, or a scene point in px. */
  readonly target: AttackTargetRequest;
  /** The same for `api.throw({ attacker, weapon, target })`: a token id or `{x, y}` px. */
  readonly throwTarget: string | { readonly x: number; readonly y: number };
  readonly score: number;
  /** Expected figures hit and out of action per throw, enemies and friends (the attacker included). */
  readonly expected: Omit<Expected, "score">;
  readonly candidates: number;
  readonly complete: boolean;
}
