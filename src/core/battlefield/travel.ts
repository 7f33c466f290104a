// Moving a point along a bearing across the table: it stops at the first solid wall, or detonates
// there, or reflects off it with the remaining distance (docs/rules.md §3.4 G6; Necromunda scatter N5).

import { EPS, STOP_CLEARANCE, type Vec2, reflect } from "../geometry/vec.js";
import type { Battlefield, WallHit } from "./battlefield.js";

/** How a leg of a deviation, scatter or knockback path ended (the output's `path[].kind`). */
export type PathKind = "deviate" | "scatter" | "bounce" | "stop";
/** One straight leg of a path across the table, in inches. */
export interface PathLeg {
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
  readonly kind: PathKind;
}

export type OnWall = "stop" | "bounce";

export interface TravelResult {
  readonly end: Vec2;
  readonly legs: PathLeg[];
  /** The travel ended against a wall (a stop, a contact detonation, or the bounce limit). */
  readonly endedAtWall: boolean;
  readonly bounces: number;
  readonly wallsHit: WallHit[];
}

export interface TravelOptions {
  readonly onWall: OnWall;
  /** Reflections allowed before the point stops at the next wall (`gzg.maxBounces`). */
  readonly maxBounces?: number;
  /** Kind of the first leg in the output path (`deviate` or `scatter`). */
  readonly kind: PathKind;
  /** Height of the path (the point travels level); walls with a vertical extent block it only there. Default 0. */
  readonly z?: number;
}

const pt = (p: Vec2): readonly [number, number] => [p.x, p.y];

export function travel(bf: Battlefield<unknown>, start: Vec2, dir: Vec2, distance: number, options: TravelOptions): TravelResult {
  const legs: PathLeg[] = [];
  const wallsHit: WallHit[] = [];
  let pos = start;
  let d = dir;
  let rem = distance;
  let bounces = 0;
  let kind: PathKind = options.kind;
  const maxBounces = options.maxBounces ?? 0;
  const z = options.z ?? 0;
  for (;;) {
    if (rem <= EPS) return { end: pos, legs, endedAtWall: false, bounces, wallsHit };
    const target = { x: pos.x + d.x * rem, y: pos.y + d.y * rem };
    const hit = bf.firstWallHit({ x: pos.x, y: pos.y, z }, { x: target.x, y: target.y, z }, "move");
    if (!hit) {
      legs.push({ from: pt(pos), to: pt(target), kind });
      return { end: target, legs, endedAtWall: false, bounces, wallsHit };
    }
    wallsHit.push(hit);
    // Stop short of the wall, back along the travel, so the point stays on the near side: the step is the
    // clearance divided by the cosine of the incidence, so even a grazing path ends that far clear of the
    // wall (capped at 1" for paths within 0.006° of parallel), and never behind the leg's start.
    const cos = Math.abs(d.x * hit.normal.x + d.y * hit.normal.y);
    const back = Math.min(STOP_CLEARANCE / Math.max(cos, 1e-4), hit.distance);
    const at = { x: hit.point.x - d.x * back, y: hit.point.y - d.y * back };
    // The pull-back is not travelled: a bounce keeps the path's full length.
    rem -= hit.distance - back;
    if (options.onWall === "stop" || bounces >= maxBounces) {
      legs.push({ from: pt(pos), to: pt(at), kind: "stop" });
      return { end: at, legs, endedAtWall: true, bounces, wallsHit };
    }
    legs.push({ from: pt(pos), to: pt(at), kind });
    pos = at;
    d = reflect(d, hit.normal);
    bounces += 1;
    kind = "bounce";
  }
}
