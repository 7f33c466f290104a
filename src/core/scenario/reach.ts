// An attack's reach (docs/design-notes.md, "chat cards stay small"): the capsules of the table a
// ruleset's resolution may read or change — where it casts rays, checks sight, moves bases, and which
// figures it may hit or count — declared by the ruleset from the snapshot before anything is rolled.

import { intersectSegments, pointSegmentDistance } from "../geometry/segment.js";
import type { Vec2 } from "../geometry/vec.js";

/** Every point within `radius` of the segment a→b (a disc when a and b coincide). */
export interface ReachShape {
  readonly a: Vec2;
  readonly b: Vec2;
  readonly radius: number;
}

export interface AttackReach {
  /** Where walls and clouds matter: ray casts, sight lines, moving bases. */
  readonly terrain: readonly ReachShape[];
  /** Where figures matter: a figure is kept when its base reaches into one of these. */
  readonly figures: readonly ReachShape[];
  /** Figures kept wherever they stand (e.g. the first figure of another side, who picks a scatter point). */
  readonly keepFigures?: readonly string[];
  /** Clouds kept wherever they are (e.g. all of them when an upkeep rolls for each, or ids a new cloud must not repeat). */
  readonly keepClouds?: readonly string[] | "all";
}

export const disc = (c: Vec2, radius: number): ReachShape => ({ a: { x: c.x, y: c.y }, b: { x: c.x, y: c.y }, radius });
export const capsule = (a: Vec2, b: Vec2, radius: number): ReachShape => ({ a: { x: a.x, y: a.y }, b: { x: b.x, y: b.y }, radius });

/** Distance from a point to a shape's core segment. */
export const shapeDistance = (s: ReachShape, p: Vec2): number => pointSegmentDistance(p, s.a, s.b);

/** Distance between segment p→q and a shape's core segment (0 when they cross). */
export function segmentShapeDistance(s: ReachShape, p: Vec2, q: Vec2): number {
  if (intersectSegments(p, q, s.a, s.b)) return 0;
  return Math.min(
    pointSegmentDistance(p, s.a, s.b),
    pointSegmentDistance(q, s.a, s.b),
    pointSegmentDistance(s.a, p, q),
    pointSegmentDistance(s.b, p, q),
  );
}

/** The largest base radius on the table (0 for an empty table). */
export function maxBaseRadius(figures: readonly { readonly baseRadius: number }[]): number {
  let m = 0;
  for (const f of figures) if (f.baseRadius > m) m = f.baseRadius;
  return m;
}
