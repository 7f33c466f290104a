// Battlefields for the core's query and movement tests: a 10 × 8 table whose corner is off the origin at (2, 3),
// walls that block movement and sight unless told otherwise, and a battlefield of nothing but given walls.

import { type BattlefieldSnapshot, type WallSnapshot, createBattlefield } from "../../src/core/index.js";

/** The 10 × 8 table at (2, 3), with no walls, figures, clouds or wind; `over` replaces fields. */
export const tableSnapshot = (over: Partial<BattlefieldSnapshot> = {}): BattlefieldSnapshot => ({
  bounds: { x: 2, y: 3, width: 10, height: 8 },
  walls: [],
  figures: [],
  clouds: [],
  wind: null,
  ...over,
});

/** A wall from `a` to `b` that blocks movement and sight; `extra` replaces fields (heights, blocking). */
export const wallSnapshot = (id: string, a: [number, number], b: [number, number], extra: Partial<WallSnapshot> = {}): WallSnapshot => ({
  id,
  a,
  b,
  blocksMove: true,
  blocksSight: true,
  ...extra,
});

/** A battlefield of just these walls (no figures, clouds or wind), without table edges unless `bounds` is given. */
export const wallTable = (walls: WallSnapshot[], bounds: BattlefieldSnapshot["bounds"] = null): ReturnType<typeof createBattlefield> =>
  createBattlefield(tableSnapshot({ bounds, walls }));
