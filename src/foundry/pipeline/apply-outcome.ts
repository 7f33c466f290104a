// Outcome → operation plan (docs/architecture.md §1, principle 4): the blast area (a MeasuredTemplate circle on v13, a circle
// Region on v14), every affected token's position and state in one batched update, the attacker's
// weapon state, and clouds as a Tile plus a ring of sight-blocking Walls that are placed, moved and
// removed together. Pure: reads current document data from the context, writes nothing itself.

import { defined } from "../../core/index.js";
import type { OutputDocument, StoredFigureState, WeaponStateOut } from "../../core/index.js";
import { type ActorData, actorIndex, effectParent, fighterRecord, parentKey } from "../fighters/fighters.js";
import type { CloudFlag, FighterState, FighterWeapon } from "../platform/flags.js";
import {
  type CreateOf,
  type EffectParent,
  type OperationPlan,
  type PlannedStep,
  type RegionCircleData,
  type TokenMove,
  type UpdateOf,
  makePlan,
} from "./operation-plan.js";
import type { Label } from "../fighters/status-effects.js";
import { type ParentedEffect, statusEffectSteps } from "./status-effect-steps.js";
import { sharesState } from "../fighters/weapon-state.js";
import { DEFAULT_TILE_ANCHOR, tilePositionPx } from "../scene/tile-frame.js";
import type { TileFrame } from "../platform/version.js";
import {
  type FoundryConstants,
  type Scale,
  type TileData,
  type TokenData,
  type WallData,
  toPixels,
  tokenCentrePx,
  tokenTopLeftPx,
} from "../scene/scene-snapshot.js";

/** Stored tile and wall data, complete enough to recreate the document on undo (Foundry: `doc.toObject()`). */
export type StoredTile = TileData & TileDocument.CreateData;
export type StoredWall = WallData & WallDocument.CreateData;
export type { ParentedEffect, StoredEffect } from "./status-effect-steps.js";

export interface ApplyContext {
  readonly attackId: string;
  readonly scale: Scale;
  readonly consts: FoundryConstants & Pick<typeof CONST, "OCCLUSION_MODES" | "REGION_VISIBILITY">;
  /** What a tile's x/y means on the running Foundry (version.ts); default v13's top-left. */
  readonly tileFrame?: TileFrame;
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
  /** Walls in a cloud's ring (more segments follow the circle more closely). */
  readonly ringSegments?: number;
  /** World actors of the scene's tokens (linked tokens keep profile and state there). */
  readonly actors?: readonly ActorData[];
  /** The module's status effects now on the tokens' actors. */
  readonly effects?: readonly ParentedEffect[];
  /** Show states as the module's status effects (default true; false writes flags only). */
  readonly statusEffects?: boolean;
  /** Move tokens with `TokenDocument#move` (a move step) rather than in the batched token update. */
  readonly moveTokens?: boolean;
  /** Localizes status effect names (game.i18n.format in Foundry); the key itself when absent. */
  readonly label?: Label;
  /** Figures the attack changed without an `affected` entry, by token id (the ruleset's `unlistedStates`). */
  readonly unlisted?: Readonly<Record<string, StoredFigureState>>;
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
    blessing: a.blessing ?? null,
  };
}

/** The state of a figure the attack changed without an `affected` entry: its ruleset's fields over its stored state. */
export function unlistedState(attackId: string, prev: FighterState | undefined, st: StoredFigureState): FighterState {
  const base = prev ?? { cause: "", injuries: [], injury: null };
  return { ...base, ...st, attackId, blessing: st.blessing ?? prev?.blessing ?? null };
}

/** The ring of wall segments (px) around a cloud centred at (cx, cy) with radius r. */
export function ringSegments(cx: number, cy: number, r: number, n: number): [number, number, number, number][] {
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    return [Math.round(cx + r * Math.cos(a)), Math.round(cy + r * Math.sin(a))] as const;
  });
  return pts.map((p, i) => {
    const q = defined(pts[(i + 1) % n], "the next corner");
    return [p[0], p[1], q[0], q[1]];
  });
}

const sameWeaponState = (a: WeaponStateOut | null, b: WeaponStateOut): boolean => a !== null && JSON.stringify(a) === JSON.stringify(b);

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
        // v14's default is LAYER_UNLOCKED: players would never see the blast (v14 RegionDocument schema).
        visibility: k.REGION_VISIBILITY.ALWAYS,
        flags: { ordnance: { attackId: ctx.attackId } },
      });
    }
  }
  steps.push({
    forward: { op: "create", name: "MeasuredTemplate", data: templates },
    inverse: { op: "delete", name: "MeasuredTemplate", ids: templateIds },
  });
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
    const size = Math.round(2 * r);
    const texture = { src: ctx.cloudTexture, anchorX: DEFAULT_TILE_ANCHOR, anchorY: DEFAULT_TILE_ANCHOR };
    const at = tilePositionPx({ x: cx, y: cy }, { width: size, height: size, texture }, ctx.tileFrame ?? "topLeft");
    newTiles.push({
      _id: tileId,
      x: at.x,
      y: at.y,
      width: size,
      height: size,
      elevation: c.z * s.gridUnitsPerInch,
      texture,
      occlusion: { mode: k.OCCLUSION_MODES.NONE },
      alpha: 0.75,
      flags: { ordnance: { cloud } },
    });
    if (c.blocksSight) {
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

  // Tokens and actors: positions, states (on the token, or on the actor of a linked token), the
  // attacker's weapon state, and each actor's status effect.
  const tokenById = new Map(ctx.tokens.flatMap((t) => (t._id === null ? [] : [[t._id, t] as const])));
  const actors = actorIndex(ctx.actors);
  const fwd = new Map<string, UpdateOf<"Token">>();
  const inv = new Map<string, UpdateOf<"Token">>();
  const actorFwd = new Map<string, UpdateOf<"Actor">>();
  const actorInv = new Map<string, UpdateOf<"Actor">>();
  /** Per token (a figure listed twice moves once, to where it ends). */
  const moves = new Map<string, { to: TokenMove; back: UpdateOf<"Token"> }>();
  /** Per effect parent: the state its effect should show (the last affected token of a linked actor wins). */
  const shown = new Map<string, { parent: EffectParent; state: FighterState }>();
  /** Flag writes per home document ("token:<id>" / "actor:<id>"), typed into updates at the end. */
  const homes = new Map<string, { kind: "token" | "actor"; id: string; f: ScopeWrite; b: ScopeRestore | null }>();
  const home = (kind: "token" | "actor", id: string): { f: ScopeWrite; b: ScopeRestore | null } => {
    const key = `${kind}:${id}`;
    let h = homes.get(key);
    if (!h) {
      const prev = kind === "token" ? tokenById.get(id)?.flags.ordnance : actors.get(id)?.flags.ordnance;
      // A document the module never wrote to gets its whole scope deleted on undo (b null).
      h = { kind, id, f: {}, b: prev === undefined ? null : {} };
      homes.set(key, h);
    }
    return h;
  };
  /** A fighter's new state on its home document (undo puts the old one back) and on its status effect. */
  const keepState = (t: TokenData, state: (prev: FighterState | undefined) => FighterState): void => {
    const rec = fighterRecord(t, actors);
    const next = state(rec.state);
    const { f, b } = home(rec.home.kind, rec.home.id);
    f.state = next;
    if (b) {
      if (rec.state) b.state = structuredClone(rec.state);
      else b["-=state"] = null;
    }
    const parent = effectParent(t, actors);
    if (parent && ctx.statusEffects !== false) shown.set(parentKey(parent), { parent, state: next });
  };
  // Figures the attack changed without listing them (a Trench Crusade attacker's markers spent on its own roll).
  for (const [id, st] of Object.entries(ctx.unlisted ?? {})) {
    const t = tokenById.get(id);
    if (t && !out.affected.some((a) => a.figure === id)) keepState(t, (prev) => unlistedState(ctx.attackId, prev, st));
  }
  for (const a of out.affected) {
    const t = tokenById.get(a.figure);
    if (!t) continue;
    keepState(t, () => fighterState(ctx.attackId, a));

    const was = tokenCentrePx(t, s);
    const to = { x: toPixels(a.position.x, s), y: toPixels(a.position.y, s) };
    const moved = Math.hypot(to.x - was.x, to.y - was.y) > MOVE_EPSILON_PX;
    const tl = moved ? tokenTopLeftPx(t, to, s) : { x: t.x, y: t.y };
    const elevation = a.position.z * s.gridUnitsPerInch;
    const rose = Math.abs(elevation - t.elevation) > ELEVATION_EPSILON;
    if (!moved && !rose) continue;
    if (ctx.moveTokens) {
      moves.set(a.figure, {
        to: { _id: a.figure, x: tl.x, y: tl.y, elevation: rose ? elevation : t.elevation },
        back: { _id: a.figure, x: t.x, y: t.y, elevation: t.elevation },
      });
      continue;
    }
    const tf = fwd.get(a.figure) ?? { _id: a.figure };
    const tb = inv.get(a.figure) ?? { _id: a.figure };
    if (moved) {
      Object.assign(tf, { x: tl.x, y: tl.y });
      Object.assign(tb, { x: t.x, y: t.y });
    }
    if (rose) {
      Object.assign(tf, { elevation });
      Object.assign(tb, { elevation: t.elevation });
    }
    fwd.set(a.figure, tf);
    inv.set(a.figure, tb);
  }
  // A refused attack did not happen: the weapon keeps the state it had (Trench Crusade would report
  // `consumed: false` for a spent Satchel Charge it refused to throw).
  if (ctx.weapon && out.outcome !== "ILLEGAL") {
    const t = tokenById.get(ctx.weapon.tokenId);
    const rec = t ? fighterRecord(t, actors) : null;
    const weapons = rec?.profile?.weapons;
    const { weaponId } = ctx.weapon;
    const w = weapons?.find((x) => x.id === weaponId);
    if (t && rec && weapons && w && weapons.some((x) => sharesState(x, w) && !sameWeaponState(x.state, out.weapon))) {
      const next: FighterWeapon[] = weapons.map((x) => (sharesState(x, w) ? { ...x, state: structuredClone(out.weapon) } : x));
      const { f, b } = home(rec.home.kind, rec.home.id);
      const prev = rec.home.kind === "token" ? t.flags.ordnance?.fighter : actors.get(rec.home.id)?.flags.ordnance?.fighter;
      f.fighter = { weapons: next };
      if (b) {
        if (!prev) b["-=fighter"] = null;
        else b.fighter = prev.weapons ? { weapons: structuredClone(prev.weapons) } : { "-=weapons": null };
      }
    }
  }
  for (const h of homes.values()) {
    if (h.kind === "token") {
      fwd.set(h.id, { ...fwd.get(h.id), _id: h.id, flags: { ordnance: h.f } });
      inv.set(h.id, { ...inv.get(h.id), _id: h.id, flags: h.b ? { ordnance: h.b } : { "-=ordnance": null } });
    } else {
      actorFwd.set(h.id, { _id: h.id, flags: { ordnance: h.f } });
      actorInv.set(h.id, { _id: h.id, flags: h.b ? { ordnance: h.b } : { "-=ordnance": null } });
    }
  }
  steps.push({
    forward: { op: "update", name: "Token", data: [...fwd.values()] },
    inverse: { op: "update", name: "Token", data: [...inv.values()] },
  });
  steps.push({
    forward: { op: "update", name: "Actor", data: [...actorFwd.values()] },
    inverse: { op: "update", name: "Actor", data: [...actorInv.values()] },
  });
  const moved = [...moves.values()];
  steps.push({
    forward: { op: "move", name: "Token", moves: moved.map((m) => m.to) },
    inverse: { op: "update", name: "Token", data: moved.map((m) => m.back) },
  });
  steps.push(...statusEffectSteps([...shown.values()], ctx));

  // Clouds moved (tile and ring together) and removed (tile and ring together).
  const tileFwd: UpdateOf<"Tile">[] = [];
  const tileInv: UpdateOf<"Tile">[] = [];
  const wallFwd: UpdateOf<"Wall">[] = [];
  const wallInv: UpdateOf<"Wall">[] = [];
  for (const m of out.clouds.moved) {
    const tile = cloudTile(ctx.tiles, m.id);
    if (!tile || tile._id === null) continue;
    const to = tilePositionPx({ x: toPixels(m.x, s), y: toPixels(m.y, s) }, tile, ctx.tileFrame ?? "topLeft");
    const dx = to.x - tile.x;
    const dy = to.y - tile.y;
    tileFwd.push({ _id: tile._id, x: to.x, y: to.y });
    tileInv.push({ _id: tile._id, x: tile.x, y: tile.y });
    for (const w of ringWalls(ctx.walls, m.id)) {
      wallFwd.push({ _id: w._id, c: [w.c[0] + dx, w.c[1] + dy, w.c[2] + dx, w.c[3] + dy] });
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
  steps.push({
    forward: { op: "delete", name: "Tile", ids: ids(goneTiles) },
    inverse: { op: "create", name: "Tile", data: goneTiles.map((t) => structuredClone(t)) },
  });
  steps.push({
    forward: { op: "delete", name: "Wall", ids: ids(goneWalls) },
    inverse: { op: "create", name: "Wall", data: goneWalls.map((w) => structuredClone(w)) },
  });

  return makePlan(steps);
}

/** What this module writes into a fighter's `flags.ordnance` (token or actor) … */
interface ScopeWrite {
  state?: FighterState;
  fighter?: { weapons: FighterWeapon[] };
}
/** … and what puts it back (Foundry's `-=key` deletes what was not there). */
interface ScopeRestore {
  state?: FighterState;
  "-=state"?: null;
  fighter?: { weapons: FighterWeapon[] } | { "-=weapons": null };
  "-=fighter"?: null;
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
