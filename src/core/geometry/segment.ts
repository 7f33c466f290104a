// Segment and circle predicates on the table plane: intersection, closest points, distances and
// base overlap in 2D and 3D (docs/rules.md §1.3). Conventions: inclusive tests use `a ≤ b + EPS`.

import { EPS, type Vec2, type Vec3, cross, dot, sub, hypot, hypot3 } from "./vec.js";

export interface Segment {
  readonly a: Vec2;
  readonly b: Vec2;
}

export interface SegmentHit {
  /** Parameter along the first segment p→q, 0 at p and 1 at q. */
  readonly t: number;
  /** Parameter along the second segment a→b. */
  readonly u: number;
  readonly point: Vec2;
}

/**
 * Where segment p→q crosses segment a→b, or null. Parallel and collinear segments report no crossing:
 * a ray that slides along a wall is not stopped by its edge-on face (the wall's end points, where it
 * meets other walls, still stop it through those walls).
 */
export function intersectSegments(p: Vec2, q: Vec2, a: Vec2, b: Vec2): SegmentHit | null {
  const r = sub(q, p);
  const s = sub(b, a);
  const denom = cross(r, s);
  // Stryker disable next-line EqualityOperator: a cross product of exactly 1e-12 is float noise either way.
  if (Math.abs(denom) < 1e-12) return null;
  const ap = sub(a, p);
  const t = cross(ap, s) / denom;
  const u = cross(ap, r) / denom;
  // A tolerance of 1e-9 in parameter space lets a ray that touches a wall's end point count as a hit,
  // so a shot cannot slip through the joint between two walls that share a corner.
  const tol = 1e-9;
  // Stryker disable next-line EqualityOperator: a parameter exactly 1e-9 past an end cannot be told from float noise.
  if (t < -tol || t > 1 + tol || u < -tol || u > 1 + tol) return null;
  const tc = Math.min(1, Math.max(0, t));
  return { t: tc, u: Math.min(1, Math.max(0, u)), point: { x: p.x + r.x * tc, y: p.y + r.y * tc } };
}

/** The point of segment a→b closest to p. */
export function closestPointOnSegment(p: Vec2, a: Vec2, b: Vec2): Vec2 {
  const ab = sub(b, a);
  const len2 = dot(ab, ab);
  if (len2 === 0) return a;
  const t = Math.min(1, Math.max(0, dot(sub(p, a), ab) / len2));
  return { x: a.x + ab.x * t, y: a.y + ab.y * t };
}

/** Distance from point p to segment a→b. */
export function pointSegmentDistance(p: Vec2, a: Vec2, b: Vec2): number {
  const c = closestPointOnSegment(p, a, b);
  return hypot(p.x - c.x, p.y - c.y);
}

/** Distance in 3D from point p to segment a→b (a missing z is 0: a point on the table). */
export function pointSegmentDistance3(p: Vec3, a: Vec2 & { readonly z?: number }, b: Vec2 & { readonly z?: number }): number {
  const az = a.z ?? 0,
    bz = b.z ?? 0;
  const ux = b.x - a.x,
    uy = b.y - a.y,
    uz = bz - az;
  const len2 = ux * ux + uy * uy + uz * uz;
  const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * ux + (p.y - a.y) * uy + (p.z - az) * uz) / len2));
  return hypot3(p.x - a.x - ux * t, p.y - a.y - uy * t, p.z - az - uz * t);
}

/** Whether the segment a→b passes within `radius` of `centre` (inclusive). */
export function segmentTouchesCircle(a: Vec2, b: Vec2, centre: Vec2, radius: number): boolean {
  return pointSegmentDistance(centre, a, b) <= radius + EPS;
}

/** A round base: centre x, y; z at the underside; radius in inches. */
export interface Disc {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly baseRadius: number;
}

/** Horizontal distance between a point and a base centre. */
export function centreDistXY(p: Vec2, m: Disc): number {
  return hypot(p.x - m.x, p.y - m.y);
}

/** Whether a base disc is fully or partly under a circle of radius R at c (2D; touching counts if asked). */
export function overlapsCircle(c: Vec2, radius: number, m: Disc, touchCounts = true): boolean {
  const d = centreDistXY(c, m);
  const limit = radius + m.baseRadius;
  return touchCounts ? d <= limit + EPS : d < limit - EPS;
}

/** Distance from a point to the nearest point of a base disc, horizontally only. */
export function edgeDistXY(p: Vec2, m: Disc): number {
  return Math.max(0, centreDistXY(p, m) - m.baseRadius);
}

/** Distance from a 3D point to the nearest point of a base disc (docs/rules.md §1.3 `edgeDist3D`). */
export function edgeDist3D(p: Vec3, m: Disc): number {
  const dxy = edgeDistXY(p, m);
  const dz = p.z - m.z;
  return hypot(dxy, dz);
}

/**
 * Edge-to-edge distance of two bases, with the vertical gap added only when they stand on different levels
 * (heights `levelGap` or more apart, `geometry.levelGap`; default 1"): a step of a few tenths is measured flat.
 */
export function edgeToEdge(a: Disc, b: Disc, levelGap = 1): number {
  const dxy = Math.max(0, hypot(a.x - b.x, a.y - b.y) - a.baseRadius - b.baseRadius);
  const dz = a.z - b.z;
  return Math.abs(dz) < levelGap ? dxy : hypot(dxy, dz);
}

/** Edge of base `a` to a point (the range convention of a firer's base edge to a point). */
export function baseEdgeToPoint(a: Disc, p: Vec3): number {
  return edgeDist3D(p, a);
}

/**
 * The part of segment a→b inside an axis-aligned box (edges included), as parameters [t0, t1] along it (0 at a,
 * 1 at b), or null when no point of it is inside: Liang–Barsky clipping.
 */
export function clipSegmentToBox(
  a: readonly [number, number],
  b: readonly [number, number],
  box: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number },
): [number, number] | null {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  let t0 = 0,
    t1 = 1;
  // Each pair (p, q): a point at t is inside that edge when p·t ≤ q.
  const sides: readonly (readonly [number, number])[] = [
    [-dx, a[0] - box.minX],
    [dx, box.maxX - a[0]],
    [-dy, a[1] - box.minY],
    [dy, box.maxY - a[1]],
  ];
  for (const [p, q] of sides) {
    if (p === 0) {
      if (q < 0) return null;
    } else {
      const r = q / p;
      // Stryker disable next-line EqualityOperator: p = 0 is handled above.
      if (p < 0) {
        // Stryker disable next-line ConditionalExpression: an entry past the exit is also refused by the last line.
        if (r > t1) return null;
        // Stryker disable next-line EqualityOperator: taking an equal t0 again changes nothing.
        if (r > t0) t0 = r;
      } else {
        // Stryker disable next-line ConditionalExpression: an exit before the entry is also refused by the last line.
        if (r < t0) return null;
        // Stryker disable next-line EqualityOperator: taking an equal t1 again changes nothing.
        if (r < t1) t1 = r;
      }
    }
  }
  // Stryker disable next-line ConditionalExpression: the early returns above already refuse t0 > t1; this only reads clearly.
  return t0 <= t1 ? [t0, t1] : null;
}

/** Whether segment a→b has a point inside the axis-aligned box (edges included). */
export const segmentTouchesBox = (
  a: readonly [number, number],
  b: readonly [number, number],
  box: { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number },
): boolean => clipSegmentToBox(a, b, box) !== null;
