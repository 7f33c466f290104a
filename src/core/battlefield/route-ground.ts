// The ground a base may reach in one straight move (a Necromunda Running for Cover route's way point), as plain data
// a prompt carries to whoever picks the point: its outline to draw, a pointer snapped onto it, and the check itself,
// all through the same moveBaseAlong the rule moves the base with, so a point legal in a picker is one the rule accepts.

import { createBattlefield, type Battlefield } from "./battlefield.js";
import { type BaseMoveOptions, type BaseObstacle, moveBase, moveBaseAlong } from "./move-base.js";
import type { TableBounds, WallSnapshot } from "./types.js";
import { wallIndexOf } from "./wall-index.js";
import { defined } from "../engine/expect.js";
import { pointSegmentDistance } from "../geometry/segment.js";
import { EPS, type Vec2, hypot } from "../geometry/vec.js";

/** What a straight move of a base can meet, in inches: everything the rule's check reads, and nothing else. */
export interface RouteGround {
  /** The base's centre where the move starts. */
  readonly start: readonly [number, number];
  readonly radius: number;
  /** The most the base may move (the distance rolled). */
  readonly distance: number;
  /** Height of the base's level (walls with a vertical extent stop it only where they reach it). */
  readonly z: number;
  /** The walls that stop this move and lie within its reach (distance + radius of the start). */
  readonly walls: readonly WallSnapshot[];
  /** The other bases that stop it, where they stand when it moves. */
  readonly figures: readonly BaseObstacle[];
  readonly bounds: TableBounds | null;
}

/** Why a point is refused: the words the rule's check gives (docs/foundry.md "Decisions while resolving"). */
export const UNREACHABLE = "not reachable within the distance rolled";

/** How far a reached end may lie from the point picked and still be that point (the rule's own tolerance). */
const SAME_POINT = 1e-6;

/**
 * The ground of a move from `start` of a base of `radius`, up to `distance`, stopped by the walls `options.blocks`
 * picks (default: those that block movement), `options.figures` and the table's edge, at height `options.z`.
 */
export function routeGround(
  bf: Battlefield<unknown>,
  start: Vec2,
  radius: number,
  distance: number,
  options: Pick<BaseMoveOptions, "blocks" | "figures" | "z"> = {},
): RouteGround {
  const blocks = options.blocks ?? ((w: WallSnapshot) => w.blocksMove);
  // A wall stops the base only where the disc (radius r, its centre within `distance` of the start) touches it.
  const reach = distance + radius + EPS;
  const all = bf.snapshot.walls;
  const walls: WallSnapshot[] = [];
  // The list's shared index (the one the move itself queries), in ascending order: the ground keeps the walls' order.
  for (const i of wallIndexOf(all).grid.itemsInBox(start.x - reach, start.y - reach, start.x + reach, start.y + reach)) {
    const w = defined(all[i], "an indexed wall");
    if (blocks(w) && pointSegmentDistance(start, { x: w.a[0], y: w.a[1] }, { x: w.b[0], y: w.b[1] }) <= reach) walls.push(w);
  }
  const figures = (options.figures ?? []).map((f) => ({ id: f.id, x: f.x, y: f.y, baseRadius: f.baseRadius }));
  return { start: [start.x, start.y], radius, distance, z: options.z ?? 0, walls, figures, bounds: bf.snapshot.bounds };
}

/** The battlefield a ground's moves run over (its walls and bounds; built once per ground). */
const fields = new WeakMap<RouteGround, Battlefield<unknown>>();
function fieldOf(g: RouteGround): Battlefield<unknown> {
  let bf = fields.get(g);
  if (!bf) {
    bf = createBattlefield({ bounds: g.bounds, walls: g.walls, figures: [], clouds: [], wind: null });
    fields.set(g, bf);
  }
  return bf;
}

const startOf = (g: RouteGround): Vec2 => ({ x: g.start[0], y: g.start[1] });
const optionsOf = (g: RouteGround): BaseMoveOptions => ({ blocks: () => true, figures: g.figures, z: g.z });

/** Where the base ends moving along `route` (way points, inches), as the rule moves it. */
export function routeEnd(g: RouteGround, route: readonly (readonly [number, number])[]): Vec2 {
  const points = route.map((p) => ({ x: p[0], y: p[1] }));
  return moveBaseAlong(fieldOf(g), startOf(g), points, g.radius, g.distance, optionsOf(g)).end;
}

/** Null when the base can run straight to `p` within the distance, else why not (the rule's check). */
export function routeCheck(g: RouteGround, p: readonly [number, number] | readonly [number, number, number]): string | null {
  const end = routeEnd(g, [[p[0], p[1]]]);
  return hypot(end.x - p[0], end.y - p[1]) <= SAME_POINT ? null : UNREACHABLE;
}

/** How far the base gets straight along `angle` (radians, x right, y down) before anything stops it. */
export function reachAlong(g: RouteGround, angle: number): number {
  return moveBase(fieldOf(g), startOf(g), { x: Math.cos(angle), y: Math.sin(angle) }, g.radius, g.distance, optionsOf(g)).travelled;
}

/**
 * The outline of the legal ground: for each of `rays` directions evenly round the start, the farthest point the
 * base reaches that way (the ground is every point between the start and its outline, direction by direction).
 */
export function routeOutline(g: RouteGround, rays = 180): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < rays; i++) {
    const a = (2 * Math.PI * i) / rays;
    const r = reachAlong(g, a);
    out.push([g.start[0] + Math.cos(a) * r, g.start[1] + Math.sin(a) * r]);
  }
  return out;
}

/**
 * The legal point nearest `p` along its direction from the start: `p` itself when the base can run there, else as far
 * as it gets that way (within the distance, short of what stops it). Always a point `routeCheck` accepts.
 */
export function snapToGround(g: RouteGround, p: readonly [number, number]): [number, number] {
  const dx = p[0] - g.start[0],
    dy = p[1] - g.start[1];
  const len = hypot(dx, dy);
  if (!(len > EPS)) return [g.start[0], g.start[1]];
  const angle = Math.atan2(dy, dx);
  let t = Math.min(len, reachAlong(g, angle));
  // The end of a stopped move is itself reachable; rounding at the last digit can still refuse it, so step back a hair.
  for (let i = 0; i < 4; i++) {
    const q: [number, number] = [g.start[0] + (dx / len) * t, g.start[1] + (dy / len) * t];
    if (routeCheck(g, q) === null) return q;
    t = Math.max(0, t - SAME_POINT * 10 ** i);
  }
  return [g.start[0], g.start[1]];
}
