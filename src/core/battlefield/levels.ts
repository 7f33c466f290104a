// The table in three dimensions (docs/scenario.md "Levels"): which walls block a crossing at a given
// height and from a given side, which bases share a level, and which ledges a figure stands on.

import type { Vec2 } from "../geometry/vec.js";
import type { WallSnapshot } from "./types.js";

/** Two heights (inches) closer than this are one level, unless `geometry.levelGap` says otherwise. */
export const DEFAULT_LEVEL_GAP = 1;

/** Whether a wall has a vertical extent or a one-way side (otherwise it blocks everything it is flagged for). */
export const isPartial = (w: WallSnapshot): boolean =>
  w.bottom !== undefined || w.top !== undefined || (w.blocksFrom !== undefined && w.blocksFrom !== "both");

/** Positive on the wall's "left" (where (b.y − a.y, −(b.x − a.x)) points), negative on its right, 0 on its line. */
export function leftSide(w: WallSnapshot, p: Vec2): number {
  return (p.x - w.a[0]) * (w.b[1] - w.a[1]) - (p.y - w.a[1]) * (w.b[0] - w.a[0]);
}

/**
 * Whether the wall blocks something crossing it at height `h` coming from `from` (toward `to`, which
 * decides the side when `from` lies on the wall's line). The extent is bottom ≤ h < top: a wall whose top
 * is a roof's height does not stop a figure standing on that roof.
 */
export function blocksCrossing(w: WallSnapshot, h: number, from: Vec2, to: Vec2): boolean {
  // Stryker disable next-line ConditionalExpression: a comparison with undefined is false, so the check only reads clearly.
  if (w.bottom !== undefined && h < w.bottom) return false;
  // Stryker disable next-line ConditionalExpression: as above.
  if (w.top !== undefined && h >= w.top) return false;
  if (w.blocksFrom === undefined || w.blocksFrom === "both") return true;
  const s = leftSide(w, from) || -leftSide(w, to);
  return w.blocksFrom === "left" ? s > 0 : s < 0;
}

/** Whether two heights are on the same level (|Δz| < gap). */
export const sameLevel = (za: number, zb: number, gap: number): boolean => Math.abs(za - zb) < gap;

/** Height of the surface a ledge edges: its `top`, or its drop (a drop to the table). */
export const ledgeTop = (w: WallSnapshot): number => w.ledge?.top ?? w.ledge?.dropInches ?? 0;

/** The level a figure lands on after falling from a ledge (never below the table). */
export const ledgeFoot = (w: WallSnapshot): number => Math.max(0, ledgeTop(w) - (w.ledge?.dropInches ?? 0));
