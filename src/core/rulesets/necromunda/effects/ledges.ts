// Ledges for Necromunda falling (docs/rules.md §2.3 Falling, §2.4 N7e/N7h): a wall marked `ledge` is an edge,
// not an obstruction. Its high side is where n = (−(b.y − a.y), b.x − a.x) points (the right of a→b on
// screen, y down); the drop of `dropInches` is on the other side. A ledge edges the surface at its `top`
// (default: its drop), and only a figure on that level (within `geometry.levelGap`) is on it.

import type { Battlefield } from "../../../battlefield/battlefield.js";
import type { WallSnapshot } from "../../../battlefield/types.js";
import { closestPointOnSegment, intersectSegments, pointSegmentDistance } from "../../../geometry/segment.js";
import { EPS, STOP_CLEARANCE, type Vec2, hypot } from "../../../geometry/vec.js";
import { ledgeTop, sameLevel } from "../../../battlefield/levels.js";

export interface LedgeWall extends WallSnapshot {
  readonly ledge: { readonly dropInches: number; readonly railing?: boolean; readonly top?: number };
}

const cache = new WeakMap<object, readonly LedgeWall[]>();

export function ledgesOf(bf: Battlefield<unknown>): readonly LedgeWall[] {
  let l = cache.get(bf.snapshot);
  if (!l) {
    l = bf.snapshot.walls.filter((w): w is LedgeWall => w.ledge !== undefined && w.ledge.dropInches > 0);
    cache.set(bf.snapshot, l);
  }
  return l;
}

/** Unit normal pointing to the ledge's high side. */
export function highSide(w: WallSnapshot): Vec2 {
  const dx = w.b[0] - w.a[0],
    dy = w.b[1] - w.a[1];
  const len = hypot(dx, dy);
  return { x: -dy / len, y: dx / len };
}

const sideOf = (w: WallSnapshot, p: Vec2): number => {
  const n = highSide(w);
  return n.x * (p.x - w.a[0]) + n.y * (p.y - w.a[1]);
};

/** Whether a figure at height z stands on the ledge's surface (the same level as its top). */
export const onLedgeLevel = (w: LedgeWall, z: number, levelGap: number): boolean => sameLevel(z, ledgeTop(w), levelGap);

/** Whether a point lies on the ledge's high side (strictly). */
export const onHighSide = (w: WallSnapshot, p: Vec2): boolean => sideOf(w, p) > 0;

/** The first ledge of the level at height z that a base centre moving from → to goes over, from the high side to the drop. */
export function firstLedgeCrossing(
  bf: Battlefield<unknown>,
  from: Vec2,
  to: Vec2,
  z: number,
  levelGap: number,
): { ledge: LedgeWall; t: number; point: Vec2 } | null {
  let best: { ledge: LedgeWall; t: number; point: Vec2 } | null = null;
  for (const w of ledgesOf(bf)) {
    if (!onLedgeLevel(w, z, levelGap) || sideOf(w, from) <= 0 || sideOf(w, to) >= 0) continue;
    const hit = intersectSegments(from, to, { x: w.a[0], y: w.a[1] }, { x: w.b[0], y: w.b[1] });
    if (hit && (!best || hit.t < best.t)) best = { ledge: w, t: hit.t, point: hit.point };
  }
  return best;
}

/** The ledge of the level at height z whose edge a base on its high side lies within ½" of (base edge to the edge), if any. */
export function ledgeWithinHalfInch(bf: Battlefield<unknown>, centre: Vec2, radius: number, z: number, levelGap: number): LedgeWall | null {
  for (const w of ledgesOf(bf)) {
    if (!onLedgeLevel(w, z, levelGap) || sideOf(w, centre) <= 0) continue;
    const d = pointSegmentDistance(centre, { x: w.a[0], y: w.a[1] }, { x: w.b[0], y: w.b[1] }) - radius;
    if (d <= 0.5 + EPS) return w;
  }
  return null;
}

/** Where a base that goes over the edge lands: just clear of the edge on the drop side. */
export function landingSpot(w: WallSnapshot, centre: Vec2, radius: number): Vec2 {
  const c = closestPointOnSegment(centre, { x: w.a[0], y: w.a[1] }, { x: w.b[0], y: w.b[1] });
  const n = highSide(w);
  // The stopping clearance beyond a full radius keeps the whole base off the upper level, and clear of a
  // wall standing under the edge even after output rounding.
  return { x: c.x - n.x * (radius + STOP_CLEARANCE), y: c.y - n.y * (radius + STOP_CLEARANCE) };
}
