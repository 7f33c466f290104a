// A Running for Cover route's legal ground (core battlefield/route-ground.ts) as the askPoint question carries it to
// the answering client: compact number lists (a wall is its ends, heights and blocking side), size-capped and
// shape-checked on arrival like every relay message; a ground past the caps is not sent (the picker is then one click).

import type { RouteGround, WallSnapshot } from "../../core/index.js";

/** Most walls and bases a sent ground may hold; a bigger one is not sent. */
export const MAX_GROUND_WALLS = 2000;
export const MAX_GROUND_FIGURES = 64;
/** Most characters of an askPoint message carrying a ground (other messages keep the relay's own cap). */
export const MAX_GROUND_CHARS = 160_000;

/** [ax, ay, bx, by, bottom | null, top | null, side: 0 both, 1 left, 2 right] */
type WireWall = [number, number, number, number, number | null, number | null, number];

export interface GroundWire {
  readonly start: readonly [number, number];
  readonly radius: number;
  readonly distance: number;
  readonly z: number;
  /** [x, y, width, height], or null (no table edge). */
  readonly bounds: readonly [number, number, number, number] | null;
  readonly walls: readonly WireWall[];
  /** [x, y, baseRadius] of each base that stops the move. */
  readonly figures: readonly (readonly [number, number, number])[];
}

const SIDES = ["both", "left", "right"] as const;

/** The ground as sent, or null when it is past the caps. */
export function groundWire(g: RouteGround): GroundWire | null {
  if (g.walls.length > MAX_GROUND_WALLS || g.figures.length > MAX_GROUND_FIGURES) return null;
  const b = g.bounds;
  return {
    start: [g.start[0], g.start[1]],
    radius: g.radius,
    distance: g.distance,
    z: g.z,
    bounds: b ? [b.x, b.y, b.width, b.height] : null,
    walls: g.walls.map((w) => [w.a[0], w.a[1], w.b[0], w.b[1], w.bottom ?? null, w.top ?? null, SIDES.indexOf(w.blocksFrom ?? "both")]),
    figures: g.figures.map((f) => [f.x, f.y, f.baseRadius]),
  };
}

const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && Math.abs(v) < 1e7;
const isLength = (v: unknown): v is number => isNum(v) && v >= 0;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const numbers = (v: unknown, n: number): v is number[] => Array.isArray(v) && v.length === n && v.every(isNum);
const KEYS = ["start", "radius", "distance", "z", "bounds", "walls", "figures"];

function parseWall(v: unknown, i: number): WallSnapshot | undefined {
  if (!Array.isArray(v) || v.length !== 7 || !numbers(v.slice(0, 4), 4)) return undefined;
  const [ax, ay, bx, by, bottom, top, side] = v as unknown[];
  const sideName = typeof side === "number" ? SIDES[side] : undefined;
  if ((bottom !== null && !isNum(bottom)) || (top !== null && !isNum(top)) || sideName === undefined) return undefined;
  return {
    id: `g${i}`,
    a: [ax as number, ay as number],
    b: [bx as number, by as number],
    blocksMove: true,
    blocksSight: true,
    ...(bottom === null ? {} : { bottom }),
    ...(top === null ? {} : { top }),
    ...(sideName === "both" ? {} : { blocksFrom: sideName }),
  };
}

/** A ground as received, or undefined when it is not one (the question is then malformed). */
export function parseGround(v: unknown): RouteGround | undefined {
  if (!isRecord(v) || !Object.keys(v).every((k) => KEYS.includes(k))) return undefined;
  const { start, radius, distance, z, bounds, walls, figures } = v;
  if (!numbers(start, 2) || !isLength(radius) || !isLength(distance) || !isNum(z)) return undefined;
  if (bounds !== null && !numbers(bounds, 4)) return undefined;
  if (!Array.isArray(walls) || walls.length > MAX_GROUND_WALLS || !Array.isArray(figures) || figures.length > MAX_GROUND_FIGURES)
    return undefined;
  const parsedWalls: WallSnapshot[] = [];
  for (const [i, w] of walls.entries()) {
    const wall = parseWall(w, i);
    if (!wall) return undefined;
    parsedWalls.push(wall);
  }
  if (!figures.every((f) => numbers(f, 3) && (f[2] ?? -1) >= 0)) return undefined;
  return {
    start: [start[0] as number, start[1] as number],
    radius,
    distance,
    z,
    bounds:
      bounds === null ? null : { x: bounds[0] as number, y: bounds[1] as number, width: bounds[2] as number, height: bounds[3] as number },
    walls: parsedWalls,
    figures: (figures as number[][]).map((f, i) => ({ id: `f${i}`, x: f[0] as number, y: f[1] as number, baseRadius: f[2] as number })),
  };
}
