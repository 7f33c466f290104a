// Scene → battlefield snapshot in inches (docs/architecture.md §1, principle 3, §3): walls (one-way, heights,
// surface ledges: scene-levels.ts), tokens as figures, cloud tiles, wind. Pure functions over document source
// data, so square, hex and gridless scenes are tested without a canvas; Foundry's CONST tables are passed in.

import {
  type BattlefieldSnapshot,
  type CloudSnapshot,
  type FigureSnapshot,
  type TableBounds,
  type WallSnapshot,
  type WindSnapshot,
  getRuleset,
} from "../../core/index.js";
import { type ActorData, type ActorIndex, actorIndex, fighterRecord } from "../fighters/fighters.js";
import type { FighterProfile } from "../platform/flags.js";
import { statsWithState } from "../fighters/state-stats.js";
import { tileCentrePx } from "./tile-frame.js";
import { type LevelData, type RegionData, blocksFromOf, surfaceLedges, wallExtent } from "./scene-levels.js";
import type { TileFrame } from "../platform/version.js";

export type TokenData = Pick<
  TokenDocument.Source,
  "_id" | "x" | "y" | "width" | "height" | "elevation" | "disposition" | "actorId" | "actorLink" | "flags"
>;
export type WallData = Pick<WallDocument.Source, "_id" | "c" | "move" | "sight" | "door" | "ds" | "flags"> & {
  /** One-way walls (CONST.WALL_DIRECTIONS); absent or null is BOTH. */
  readonly dir?: number | null;
  /** v14 Scene Levels: the ids of the levels the wall is on (empty or absent: every level). */
  readonly levels?: readonly string[];
};
export type TileData = Pick<TileDocument.Source, "_id" | "x" | "y" | "width" | "height" | "elevation" | "flags"> & {
  readonly texture?: { readonly anchorX?: number | null; readonly anchorY?: number | null } | null;
};

/** The CONST tables the conversion reads (Foundry's global CONST; a mirror in tests). */
export type FoundryConstants = Pick<
  typeof CONST,
  | "WALL_SENSE_TYPES"
  | "WALL_MOVEMENT_TYPES"
  | "WALL_DOOR_TYPES"
  | "WALL_DOOR_STATES"
  | "WALL_DIRECTIONS"
  | "TOKEN_DISPOSITIONS"
  | "GRID_TYPES"
>;

/** The grid as Foundry's BaseGrid describes it: px per space (`size`, `sizeX`, `sizeY`) and grid units per space. */
export interface GridData {
  readonly type: CONST.GRID_TYPES;
  readonly size: number;
  readonly sizeX: number;
  readonly sizeY: number;
  readonly distance: number;
}

/** Pixels ↔ inches for one scene. Core and Foundry share the frame (x right, y down), so this only scales. */
export interface Scale {
  readonly grid: GridData;
  /** Scene grid units per inch (world setting; 1 when the scene is measured in inches). */
  readonly gridUnitsPerInch: number;
  /** `canvas.dimensions.distancePixels` (px per grid unit) × grid units per inch. */
  readonly pxPerInch: number;
}

export function makeScale(grid: GridData, gridUnitsPerInch: number): Scale {
  if (!(grid.size > 0) || !(grid.distance > 0) || !(gridUnitsPerInch > 0)) {
    throw new Error(`ordnance: unusable grid (size ${grid.size}, distance ${grid.distance}, ${gridUnitsPerInch} units per inch)`);
  }
  return { grid, gridUnitsPerInch, pxPerInch: (grid.size / grid.distance) * gridUnitsPerInch };
}

export const toInches = (px: number, s: Scale): number => px / s.pxPerInch;
export const toPixels = (inches: number, s: Scale): number => inches * s.pxPerInch;

/** A token's centre in px: its top-left plus half its footprint (grid spaces × px per space). */
export function tokenCentrePx(t: Pick<TokenData, "x" | "y" | "width" | "height">, s: Scale): { x: number; y: number } {
  return { x: t.x + (spaces(t.width) * s.grid.sizeX) / 2, y: t.y + (spaces(t.height) * s.grid.sizeY) / 2 };
}

/** A token's footprint in grid spaces (Foundry's default is 1). */
const spaces = (n: number | undefined): number => n ?? 1;

/** The top-left px of a token whose centre is at `centre` (inverse of tokenCentrePx; integers as Foundry stores them). */
export function tokenTopLeftPx(
  t: Pick<TokenData, "width" | "height">,
  centre: { x: number; y: number },
  s: Scale,
): { x: number; y: number } {
  return {
    x: Math.round(centre.x - (spaces(t.width) * s.grid.sizeX) / 2),
    y: Math.round(centre.y - (spaces(t.height) * s.grid.sizeY) / 2),
  };
}

/**
 * Which of the module's wall flags (`flags.ordnance.wall`) the scene's ruleset reads: the fields its wall schema
 * (`schemas.wall`) has. Ledges and obstruction Wounds are Necromunda's; another ruleset's schema refuses them (an
 * attack whose battlefield held one would be refused), so its walls carry neither: the flag does not apply there.
 */
export interface WallFields {
  readonly ledge: boolean;
  readonly wounds: boolean;
}

export function wallFieldsOf(ruleset: string): WallFields {
  const extra = getRuleset(ruleset)?.schemas.wall;
  return { ledge: extra?.["ledge"] !== undefined, wounds: extra?.["wounds"] !== undefined };
}

/**
 * A Foundry wall in inches, with its heights, blocking side and the module flags the ruleset reads (`fields`); null
 * for an unsaved wall, a cloud's own ring (core models the cloud itself), a wall that blocks neither movement nor
 * sight, and a ledge under a ruleset without ledges (an edge blocks nothing). Made in one object and its two ends: a
 * warm-up converts 100,000 walls, and each object it makes the collector copies.
 */
export function wallInches(
  w: WallData,
  s: Scale,
  k: FoundryConstants,
  levels: readonly LevelData[],
  fields: WallFields,
): WallSnapshot | null {
  if (w._id === null || w.flags.ordnance?.cloudWall) return null;
  const c = w.c;
  // A platform edge is not an obstruction (docs/scenario.md, ledges), whatever stops walkers in Foundry; without
  // ledges in the rules it is nothing at all.
  if (w.flags.ordnance?.wall?.ledgeDropInches !== undefined)
    return fields.ledge ? inches(w._id, c[0], c[1], c[2], c[3], false, false, w, s, k, levels, fields) : null;
  const isDoor = w.door !== k.WALL_DOOR_TYPES.NONE;
  const open = isDoor && w.ds === k.WALL_DOOR_STATES.OPEN;
  const blocksMove = !open && w.move !== k.WALL_MOVEMENT_TYPES.NONE;
  const blocksSight = !open && w.sight !== k.WALL_SENSE_TYPES.NONE;
  if (!blocksMove && !blocksSight) return null;
  return inches(w._id, c[0], c[1], c[2], c[3], blocksMove, blocksSight, w, s, k, levels, fields);
}

/** The wall in inches, its fields in snapshot order (id, ends, blocking, heights, side, module flags). */
function inches(
  id: string,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  blocksMove: boolean,
  blocksSight: boolean,
  data: WallData,
  s: Scale,
  k: FoundryConstants,
  levels: readonly LevelData[],
  fields: WallFields,
): WallSnapshot {
  const extra = data.flags.ordnance?.wall;
  const blocksFrom = blocksFromOf(data.dir, k.WALL_DIRECTIONS);
  const { bottom, top } = wallExtent(data, levels, s.gridUnitsPerInch);
  const wall: { -readonly [K in keyof WallSnapshot]: WallSnapshot[K] } = {
    id,
    a: [toInches(ax, s), toInches(ay, s)],
    b: [toInches(bx, s), toInches(by, s)],
    blocksMove,
    blocksSight,
  };
  if (bottom !== undefined) wall.bottom = bottom;
  if (top !== undefined) wall.top = top;
  if (blocksFrom) wall.blocksFrom = blocksFrom;
  if (fields.ledge && extra?.ledgeDropInches !== undefined) wall.ledge = { dropInches: extra.ledgeDropInches };
  if (fields.wounds && extra?.wounds !== undefined) wall.wounds = extra.wounds;
  return wall;
}

export function sideFromDisposition(d: number, k: FoundryConstants): string {
  if (d === k.TOKEN_DISPOSITIONS.FRIENDLY) return "friendly";
  if (d === k.TOKEN_DISPOSITIONS.HOSTILE) return "hostile";
  if (d === k.TOKEN_DISPOSITIONS.SECRET) return "secret";
  return "neutral";
}

/** Millimetres per inch, for base sizes given in mm. */
const MM_PER_INCH = 25.4;

export function figureSnapshot(
  t: TokenData,
  s: Scale,
  k: FoundryConstants,
  ruleset: string,
  actors: ActorIndex = new Map(),
  effective?: FighterProfile,
): FigureSnapshot | null {
  const rec = fighterRecord(t, actors);
  const profile = effective ?? rec.profile;
  const state = rec.state;
  if (t._id === null || state?.status === "outOfAction") return null; // unsaved, or off the table
  const c = tokenCentrePx(t, s);
  const baseRadius =
    profile?.baseMm !== undefined
      ? profile.baseMm / MM_PER_INCH / 2
      : Math.min(spaces(t.width) * s.grid.sizeX, spaces(t.height) * s.grid.sizeY) / 2 / s.pxPerInch;
  return {
    id: t._id,
    side: profile?.side ?? sideFromDisposition(t.disposition, k),
    x: toInches(c.x, s),
    y: toInches(c.y, s),
    z: t.elevation / s.gridUnitsPerInch,
    baseRadius,
    stats: statsWithState(ruleset, profile?.stats ?? {}, state),
  };
}

export function cloudSnapshot(t: TileData, s: Scale, frame: TileFrame = "topLeft"): CloudSnapshot | null {
  const cloud = t.flags.ordnance?.cloud;
  if (!cloud) return null;
  const c = tileCentrePx(t, frame);
  return {
    id: cloud.id,
    kind: cloud.kind,
    x: toInches(c.x, s),
    y: toInches(c.y, s),
    z: cloud.zInches,
    radius: cloud.radiusInches,
    lethal: cloud.lethal,
  };
}

export interface SceneData {
  readonly grid: GridData;
  /** The scene's playable rectangle in px (`canvas.dimensions.sceneRect`). */
  readonly sceneRect: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
  readonly tokens: readonly TokenData[];
  readonly walls: readonly WallData[];
  readonly tiles: readonly TileData[];
  readonly wind: WindSnapshot | null;
  /** World actors of the scene's tokens (linked tokens' profiles and states live there). */
  readonly actors?: readonly ActorData[];
  /**
   * Effective profiles by token id where they differ from the stored flags (the world's actor data
   * mapping fills missing stats): read for the snapshot only; writes still follow fighters.ts.
   */
  readonly profiles?: ReadonlyMap<string, FighterProfile>;
  /** What a tile's x/y means on the running Foundry (version.ts); default v13's top-left. */
  readonly tileFrame?: TileFrame;
  /** v14 Scene Levels (absent on v13 and on a scene without levels). */
  readonly levels?: readonly LevelData[];
  /** v14 Regions, read for their Define Surface behaviours (ledges). */
  readonly regions?: readonly RegionData[];
}

/** A scene's bounds, figures and clouds, converted one document at a time (a warm-up converts them in steps). */
export interface SceneReader {
  readonly bounds: TableBounds;
  /** A token's figure (null: unsaved or out of action). */
  readonly figure: (t: TokenData) => FigureSnapshot | null;
  /** A tile's cloud (null: not a cloud). */
  readonly cloud: (t: TileData) => CloudSnapshot | null;
}

export function sceneReader(scene: SceneData, gridUnitsPerInch: number, k: FoundryConstants, ruleset: string): SceneReader {
  const s = makeScale(scene.grid, gridUnitsPerInch);
  const actors = actorIndex(scene.actors);
  return {
    bounds: {
      x: toInches(scene.sceneRect.x, s),
      y: toInches(scene.sceneRect.y, s),
      width: toInches(scene.sceneRect.width, s),
      height: toInches(scene.sceneRect.height, s),
    },
    figure: (t) => figureSnapshot(t, s, k, ruleset, actors, t._id === null ? undefined : scene.profiles?.get(t._id)),
    cloud: (t) => cloudSnapshot(t, s, scene.tileFrame),
  };
}

export function sceneSnapshot(scene: SceneData, gridUnitsPerInch: number, k: FoundryConstants, ruleset: string): BattlefieldSnapshot {
  const s = makeScale(scene.grid, gridUnitsPerInch);
  const read = sceneReader(scene, gridUnitsPerInch, k, ruleset);
  const levels = scene.levels ?? [];
  const fields = wallFieldsOf(ruleset);
  const walls: WallSnapshot[] = [];
  for (const w of scene.walls) {
    const wall = wallInches(w, s, k, levels, fields);
    if (wall) walls.push(wall);
  }
  if (fields.ledge) walls.push(...surfaceLedges(scene.regions ?? [], levels, s.gridUnitsPerInch, s.pxPerInch));
  const figures = scene.tokens.map(read.figure).filter((f): f is FigureSnapshot => f !== null);
  const clouds = scene.tiles.map(read.cloud).filter((c): c is CloudSnapshot => c !== null);
  return { bounds: read.bounds, walls, figures, clouds, wind: scene.wind };
}
