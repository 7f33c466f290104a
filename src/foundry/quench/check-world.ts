// What the in-world checks need from a world: build a case's temporary scene, run its attack and upkeep
// through the real pipeline, undo from the chat card, read the live documents back, and clean up. A
// Foundry world implements it with documents (foundry-world.ts); the node test with the fakes.

import type { OutputDocument } from "../../core/index.js";
import type { CheckCase } from "./check-cases.js";

export interface Px {
  readonly x: number;
  readonly y: number;
}

/** The live documents as the checks read them (px on the temporary scene). */
export interface WorldView {
  readonly pxPerInch: number;
  /** Token centres and elevations (grid units) by token id. */
  readonly tokens: Readonly<Record<string, { readonly centre: Px; readonly elevation: number }>>;
  /** Blast areas (templates or Regions) of the module, with whether players see them. */
  readonly blastAreas: readonly { readonly id: string; readonly centre: Px; readonly visibleToPlayers: boolean }[];
  /** Cloud tiles: where their picture is drawn and the centre of their ring of walls (null without a ring). */
  readonly clouds: readonly { readonly cloudId: string; readonly drawnCentre: Px; readonly ringCentre: Px | null }[];
  /** Everything the module writes on the scene and its actors, for the exact-start comparison. */
  readonly fingerprint: string;
}

export interface CardView {
  readonly exists: boolean;
  /** Rolls attached to the chat message. */
  readonly rolls: number;
  /** The card keeps the attack record (scenario, answers, output, undo). */
  readonly hasRecord: boolean;
}

export interface CheckRun {
  readonly output: OutputDocument;
  readonly messageId: string | null;
  /** Dice the answerer rolled (what the card should carry). */
  readonly rolled: number;
}

export interface CheckWorld {
  setUp(c: CheckCase): Promise<void>;
  attack(c: CheckCase): Promise<CheckRun>;
  /** The end-of-round upkeep of the scene's clouds. */
  upkeep(c: CheckCase): Promise<CheckRun | null>;
  /** The chat card's Undo. */
  undo(messageId: string): Promise<void>;
  view(): WorldView;
  card(messageId: string): CardView;
  /** Deletes the temporary scene and actors. */
  tearDown(): Promise<void>;
}
