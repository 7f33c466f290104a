// Outcome → operation plan (DESIGN.md §1.4): the blast area (a MeasuredTemplate circle on v13, a circle
// Region on v14), every affected token's position and state in one batched update, the attacker's
// weapon state, and clouds as a Tile plus a ring of sight-blocking Walls that are placed, moved and
// removed together. Pure: reads current document data from the context, writes nothing itself.

import type { CloudOut, CloudSnapshot, OutputDocument, Ruleset, WeaponStateOut } from "../core/index.js";
import type { CloudFlag, FighterState, FighterWeapon } from "./flags.js";
import { type CreateOf, type OperationPlan, type PlannedStep, type RegionCircleData, type UpdateOf, makePlan } from "./operation-plan.js";
import { sharesState } from "./weapon-state.js";
import { type FoundryConstants, type Scale, type TileData, type TokenData, type WallData, toPixels, tokenCentrePx, tokenTopLeftPx } from "./scene-snapshot.js";

/** Stored tile and wall data, complete enough to recreate the document on undo (Foundry: `doc.toObject()`). */
export type StoredTile = TileData & TileDocument.CreateData;
export type StoredWall = WallData & WallDocument.CreateData;

export interface ApplyContext {
  readonly attackId: string;
  readonly scale: Scale;
  readonly consts: FoundryConstants & Pick<typeof CONST, "OCCLUSION_MODES">;
  readonly tokens: readonly TokenData[];
  readonly walls: readonly StoredWall[];
  readonly tiles: readonly StoredTile[];
  /** A new 16-character document id (foundry.utils.randomID). */
  readonly newId: () => string;
  readonly cloudTexture: string;
  /** The user credited with created templates. */
  readonly userId: string;
  /** How the blast area is drawn: a MeasuredTemplate (v13) or a Region (v14, templates deprecated). */
  readonly blastArea: "template" | "region";
  /** The blast radius in inches, or null when the attack draws no blast area. */
  readonly blastRadiusInches: number | null;
  /** The attacker's token and weapon, whose state the outcome updates (null for upkeep). */
  readonly weapon: { readonly tokenId: string; readonly weaponId: string } | null;
  /** Whether a cloud blocks sight under the current rules (its ring of walls is only built if so). */
  readonly cloudBlocksSight: (cloud: CloudSnapshot) => boolean;
  /** Walls in a cloud's ring (more segments follow the circle more closely). */
  readonly ringSegments?: number;
}

/** Token moves smaller than this many px are not written (rounding of the output to 1/10,000"). */
const MOVE_EPSILON_PX = 0.5;
/** Elevation changes smaller than this many grid units are not written. */
const ELEVATION_EPSILON = 1e-6;
const DEFAULT_RING_SEGMENTS = 16;
/** Outcomes that never put a blast on the table. */
const NO_BLAST = new Set(["ILLEGAL", "DUD", "MISFIRE", "UPKEEP"]);

export function fighterState(attackId: string, a: OutputDocument["affected"][number]): FighterState {
  return {
    attackId,
    status: a.status,
    cause: a.cause,
    wounds: a.wounds ?? null,
    toughness: a.toughness ?? null,
    injuries: a.injuries ? [...a.injuries] : [],
    injury: a.injury ?? null,
    blood: a.blood ?? null,
    suppression: a.suppression ?? null,
  };
}

/** The ring of wall segments (px) around a cloud centred at (cx, cy) with radius r. */
export function ringSegments(cx: number, cy: number, r: number, n: number): [number, number, number, number][] {
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [Math.round(cx + r * Math.cos(a)), Math.round(cy + r * Math.sin(a))] as const;
  });
  return pts.map((p, i) => {
    const q = pts[(i + 1) % n]!;
    return [p[0], p[1], q[0], q[1]];
  });
}

const sameWeaponState = (a: WeaponStateOut | null, b: WeaponStateOut): boolean => a !== null && JSON.stringify(a) === JSON.stringify(b);

function cloudSnapshotOf(c: CloudOut): CloudSnapshot {
  return { id: c.id, kind: c.kind, x: c.x, y: c.y, z: c.z, radius: c.radius, lethal: c.lethal };
}

export function planOutcome(out: OutputDocument, ctx: ApplyContext): OperationPlan {
  const s = ctx.scale;
  const k = ctx.consts;
  const steps: PlannedStep[] = [];

  // Blast area.
  const templates: CreateOf<"MeasuredTemplate">[] = [];
  const templateIds: string[] = [];
  const regions: RegionCircleData[] = [];
  const regionIds: string[] = [];
  const placesCloud = out.clouds.placed.length > 0;
  if (out.impact && ctx.blastRadiusInches !== null && ctx.blastRadiusInches > 0 && !placesCloud && !NO_BLAST.has(out.outcome)) {
    const x = toPixels(out.impact.x, s);
    const y = toPixels(out.impact.y, s);
    const _id = ctx.newId();
    if (ctx.blastArea === "template") {
      templateIds.push(_id);
      templates.push({
        _id,
        t: "circle",
        x,
        y,
        distance: ctx.blastRadiusInches * s.gridUnitsPerInch,
        direction: 0,
        author: ctx.userId,
        flags: { ordnance: { attackId: ctx.attackId } },
      });
    } else {
      regionIds.push(_id);
      regions.push({
        _id,
        name: "Blast",
        shapes: [{ type: "circle", x, y, radius: toPixels(ctx.blastRadiusInches, s), hole: false }],
        flags: { ordnance: { attackId: ctx.attackId } },
      });
    }
  }
  steps.push({ forward: { op: "create", name: "MeasuredTemplate", data: templates }, inverse: { op: "delete", name: "MeasuredTemplate", ids: templateIds } });
  steps.push({ forward: { op: "create", name: "Region", data: regions }, inverse: { op: "delete", name: "Region", ids: regionIds } });

  // Clouds placed: a tile each, plus a ring of walls when the cloud blocks sight.
  const newTiles: CreateOf<"Tile">[] = [];
  const newTileIds: string[] = [];
  const newWalls: CreateOf<"Wall">[] = [];
  const newWallIds: string[] = [];
  const n = ctx.ringSegments ?? DEFAULT_RING_SEGMENTS;
  for (const c of out.clouds.placed) {
    const cx = toPixels(c.x, s);
    const cy = toPixels(c.y, s);
    const r = toPixels(c.radius, s);
    const cloud: CloudFlag = { id: c.id, kind: c.kind, radiusInches: c.radius, zInches: c.z, lethal: c.lethal, attackId: ctx.attackId };
    const tileId = ctx.newId();
    newTileIds.push(tileId);
    newTiles.push({
      _id: tileId,
      x: Math.round(cx - r),
      y: Math.round(cy - r),
      width: Math.round(2 * r),
      height: Math.round(2 * r),
      elevation: c.z * s.gridUnitsPerInch,
      texture: { src: ctx.cloudTexture },
      occlusion: { mode: k.OCCLUSION_MODES.NONE },
      alpha: 0.75,
      flags: { ordnance: { cloud } },
    });
    if (ctx.cloudBlocksSight(cloudSnapshotOf(c))) {
      for (const seg of ringSegments(cx, cy, r, n)) {
        const wallId = ctx.newId();
        newWallIds.push(wallId);
        newWalls.push({
          _id: wallId,
          c: seg,
          move: k.WALL_MOVEMENT_TYPES.NONE,
          sight: k.WALL_SENSE_TYPES.NORMAL,
          light: k.WALL_SENSE_TYPES.NORMAL,
          sound: k.WALL_SENSE_TYPES.NONE,
          flags: { ordnance: { cloudWall: { cloudId: c.id } } },
        });
      }
    }
  }
  steps.push({ forward: { op: "create", name: "Tile", data: newTiles }, inverse: { op: "delete", name: "Tile", ids: newTileIds } });
  steps.push({ forward: { op: "create", name: "Wall", data: newWalls }, inverse: { op: "delete", name: "Wall", ids: newWallIds } });

  // Tokens: positions, states and the attacker's weapon state, one entry per token.
  const tokenById = new Map(ctx.tokens.flatMap((t) => (t._id === null ? [] : [[t._id, t] as const])));
  const fwd = new Map<string, UpdateOf<"Token">>();
  const inv = new Map<string, UpdateOf<"Token">>();
  for (const a of out.affected) {
    const t = tokenById.get(a.figure);
    if (!t) continue;
    const f: UpdateOf<"Token"> = { _id: a.figure, flags: { ordnance: { state: fighterState(ctx.attackId, a) } } };
    const b: UpdateOf<"Token"> = { _id: a.figure, flags: restoreStateFlags(t) };
    const was = tokenCentrePx(t, s);
    const to = { x: toPixels(a.position.x, s), y: toPixels(a.position.y, s) };
    if (Math.hypot(to.x - was.x, to.y - was.y) > MOVE_EPSILON_PX) {
      const tl = tokenTopLeftPx(t, to, s);
      Object.assign(f, { x: tl.x, y: tl.y });
      Object.assign(b, { x: t.x, y: t.y });
    }
    const elevation = a.position.z * s.gridUnitsPerInch;
    if (Math.abs(elevation - t.elevation) > ELEVATION_EPSILON) {
      Object.assign(f, { elevation });
      Object.assign(b, { elevation: t.elevation });
    }
    fwd.set(a.figure, f);
    inv.set(a.figure, b);
  }
  // A refused attack did not happen: the weapon keeps the state it had (Trench Crusade would report
  // `consumed: false` for a spent Satchel Charge it refused to throw).
  if (ctx.weapon && out.outcome !== "ILLEGAL") {
    const t = tokenById.get(ctx.weapon.tokenId);
    const weapons = t?.flags.ordnance?.fighter?.weapons;
    const w = weapons?.find((x) => x.id === ctx.weapon!.weaponId);
    if (t && weapons && w && weapons.some((x) => sharesState(x, w) && !sameWeaponState(x.state, out.weapon))) {
      const next: FighterWeapon[] = weapons.map((x) => (sharesState(x, w) ? { ...x, state: structuredClone(out.weapon) } : x));
      const id = ctx.weapon.tokenId;
      fwd.set(id, withFighterWeapons(fwd.get(id) ?? { _id: id }, next));
      inv.set(id, withFighterWeapons(inv.get(id) ?? { _id: id }, weapons));
    }
  }
  steps.push({ forward: { op: "update", name: "Token", data: [...fwd.values()] }, inverse: { op: "update", name: "Token", data: [...inv.values()] } });

  // Clouds moved (tile and ring together) and removed (tile and ring together).
  const tileFwd: UpdateOf<"Tile">[] = [];
  const tileInv: UpdateOf<"Tile">[] = [];
  const wallFwd: UpdateOf<"Wall">[] = [];
  const wallInv: UpdateOf<"Wall">[] = [];
  for (const m of out.clouds.moved) {
    const tile = cloudTile(ctx.tiles, m.id);
    if (!tile || tile._id === null) continue;
    const to = { x: Math.round(toPixels(m.x, s) - tile.width / 2), y: Math.round(toPixels(m.y, s) - tile.height / 2) };
    const dx = to.x - tile.x;
    const dy = to.y - tile.y;
    tileFwd.push({ _id: tile._id, x: to.x, y: to.y });
    tileInv.push({ _id: tile._id, x: tile.x, y: tile.y });
    for (const w of ringWalls(ctx.walls, m.id)) {
      wallFwd.push({ _id: w._id, c: [w.c[0]! + dx, w.c[1]! + dy, w.c[2]! + dx, w.c[3]! + dy] });
      wallInv.push({ _id: w._id, c: [...w.c] });
    }
  }
  steps.push({ forward: { op: "update", name: "Tile", data: tileFwd }, inverse: { op: "update", name: "Tile", data: tileInv } });
  steps.push({ forward: { op: "update", name: "Wall", data: wallFwd }, inverse: { op: "update", name: "Wall", data: wallInv } });

  const goneTiles: StoredTile[] = [];
  const goneWalls: StoredWall[] = [];
  for (const id of out.clouds.removed) {
    const tile = cloudTile(ctx.tiles, id);
    if (tile) goneTiles.push(tile);
    goneWalls.push(...ringWalls(ctx.walls, id));
  }
  steps.push({ forward: { op: "delete", name: "Tile", ids: ids(goneTiles) }, inverse: { op: "create", name: "Tile", data: goneTiles.map((t) => structuredClone(t)) } });
  steps.push({ forward: { op: "delete", name: "Wall", ids: ids(goneWalls) }, inverse: { op: "create", name: "Wall", data: goneWalls.map((w) => structuredClone(w)) } });

  return makePlan(steps);
}

/** Flags that put a token's ordnance state back as it was (deleting what did not exist). */
function restoreStateFlags(t: TokenData): UpdateOf<"Token">["flags"] {
  const scope = t.flags.ordnance;
  if (!scope) return { "-=ordnance": null };
  return { ordnance: scope.state ? { state: structuredClone(scope.state) } : { "-=state": null } };
}

function withFighterWeapons(u: UpdateOf<"Token">, weapons: FighterWeapon[]): UpdateOf<"Token"> {
  return { ...u, flags: { ordnance: { ...u.flags?.ordnance, fighter: { weapons: structuredClone(weapons) } } } };
}

function ids(docs: readonly { _id?: string | null | undefined }[]): string[] {
  return docs.flatMap((d) => (typeof d._id === "string" ? [d._id] : []));
}

function cloudTile(tiles: readonly StoredTile[], cloudId: string): StoredTile | undefined {
  return tiles.find((t) => t.flags.ordnance?.cloud?.id === cloudId);
}

function ringWalls(walls: readonly StoredWall[], cloudId: string): (StoredWall & { _id: string })[] {
  return walls.filter((w): w is StoredWall & { _id: string } => w._id !== null && w.flags.ordnance?.cloudWall?.cloudId === cloudId);
}

/** The weapon record with the ruleset's defaults filled (e.g. GZG's default 2" blast radius). */
export function preparedWeapon(ruleset: Ruleset, settings: Readonly<Record<string, unknown>>, raw: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const w: unknown = ruleset.prepareWeapon(raw, ruleset.resolveSettings(settings));
  return typeof w === "object" && w !== null ? { ...w } : { ...raw };
}

/**
 * The blast radius of an attack in inches: every ruleset reports it as `blastRadius` in its output (a
 * Necromunda Blast(3") marker is 1.5", a Trench Crusade BLAST 3" reaches 3"); older stored outputs
 * fall back to a numeric `blastRadius` on the weapon record (GZG).
 */
export function blastRadiusInches(out: OutputDocument, weapon: Readonly<Record<string, unknown>>): number | null {
  const fromOutput = out["blastRadius"];
  if (typeof fromOutput === "number") return fromOutput;
  if (fromOutput === null) return null;
  const r = weapon["blastRadius"];
  return typeof r === "number" ? r : null;
}
