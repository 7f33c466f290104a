// Foundry's CONST values as the fakes use them, and builders of stored token and wall data and document ids
// for tests on the fake scene (docs/foundry.md "Tests").

import type { FighterState, FighterWeapon } from "../../../src/foundry/platform/flags.js";
import type { FoundryConstants, GridData, TokenData, WallData } from "../../../src/foundry/scene/scene-snapshot.js";
import { satchelCharge } from "../trench-crusade.js";

/** Mirrors one of Foundry's branded CONST numbers (the runtime values of CONST; the only cast in the fakes). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the branded CONST type the caller names
export const brand = <T extends number>(n: number): T => n as T;

export const K: FoundryConstants = {
  WALL_SENSE_TYPES: { NONE: brand(0), LIMITED: brand(10), NORMAL: brand(20), PROXIMITY: brand(30), DISTANCE: brand(40) },
  WALL_MOVEMENT_TYPES: { NONE: brand(0), NORMAL: brand(20) },
  WALL_DOOR_TYPES: { NONE: brand(0), DOOR: brand(1), SECRET: brand(2) },
  WALL_DOOR_STATES: { CLOSED: brand(0), OPEN: brand(1), LOCKED: brand(2) },
  WALL_DIRECTIONS: { BOTH: brand(0), LEFT: brand(1), RIGHT: brand(2) },
  TOKEN_DISPOSITIONS: { SECRET: brand(-2), HOSTILE: brand(-1), NEUTRAL: brand(0), FRIENDLY: brand(1) },
  GRID_TYPES: { GRIDLESS: brand(0), SQUARE: brand(1), HEXODDR: brand(2), HEXEVENR: brand(3), HEXODDQ: brand(4), HEXEVENQ: brand(5) },
};

/** A 1" square grid of 100 px spaces (the scene measured in inches). */
export const SQUARE_INCH: GridData = { type: K.GRID_TYPES.SQUARE, size: 100, sizeX: 100, sizeY: 100, distance: 1 };

export function token(id: string, x: number, y: number, extra: Partial<TokenData> = {}): TokenData {
  return {
    _id: id,
    x,
    y,
    width: 1,
    height: 1,
    elevation: 0,
    disposition: K.TOKEN_DISPOSITIONS.HOSTILE,
    actorId: null,
    actorLink: false,
    flags: {},
    ...extra,
  };
}

export function wall(id: string, c: [number, number, number, number], extra: Partial<WallData> = {}): WallData {
  return {
    _id: id,
    c,
    move: K.WALL_MOVEMENT_TYPES.NORMAL,
    sight: K.WALL_SENSE_TYPES.NORMAL,
    door: K.WALL_DOOR_TYPES.NONE,
    ds: K.WALL_DOOR_STATES.CLOSED,
    flags: {},
    ...extra,
  };
}

/** Deterministic 16-character ids, as foundry.utils.randomID makes. */
export function idMaker(prefix = "id"): () => string {
  let n = 0;
  return () => `${prefix}${String(++n).padStart(16 - prefix.length, "0")}`;
}

/** A fighter's stored state after an attack (token flag `state`): a blast left it `status`; `extra` replaces fields. */
export const storedState = (status: FighterState["status"], extra: Partial<FighterState> = {}): FighterState => ({
  attackId: "a1",
  status,
  cause: "blast",
  wounds: null,
  toughness: null,
  injuries: [],
  injury: null,
  blood: null,
  suppression: null,
  blessing: null,
  ...extra,
});

/** The bundled Satchel Charge as a Trench Crusade fighter stores it (token flag `weapons`, id "satchel"), not yet used. */
export const storedSatchel = (): FighterWeapon => ({
  id: "satchel",
  name: "Satchel Charge",
  ruleset: "trench-crusade",
  weapon: satchelCharge(),
  state: null,
});
