// A fighter set down on a new level (after a fall) must not stand inside a wall of that level: it is
// pushed straight out of any wall its base overlaps, by a move that itself stops at other walls; a spot
// wedged between walls is reported, so the fall can be refused rather than end inside a wall.

import { blocksCrossing } from "../../../battlefield/levels.js";
import { moveBase } from "../../../battlefield/move-base.js";
import { closestPointOnSegment } from "../../../geometry/segment.js";
import { STOP_CLEARANCE, type Vec2, hypot } from "../../../geometry/vec.js";
import type { AttackRun } from "../state.js";
import { solidNotLedge } from "./movers.js";

/** Push-outs tried at most (each clears one wall; a base rarely overlaps more than two at once). */
const MAX_PUSHES = 4;

/**
 * Where a base of radius r set down at `at` on the level at height z ends once pushed straight out of the
 * walls of that level it overlaps, and whether it is then clear of them all (false: wedged between walls).
 */
export function pushOutOfWalls(run: AttackRun, at: Vec2, r: number, z: number): { x: number; y: number; clear: boolean } {
  const walls = run.bf.snapshot.walls;
  let p = { x: at.x, y: at.y };
  for (let k = 0; k <= MAX_PUSHES; k++) {
    let worst = 0;
    // Stryker disable next-line ObjectLiteral: set whenever worst is, and read only then
    let away = { x: 0, y: 0 };
    for (const w of walls) {
      if (!solidNotLedge(w) || !blocksCrossing(w, z, p, p)) continue;
      const minX = Math.min(w.a[0], w.b[0]),
        maxX = Math.max(w.a[0], w.b[0]),
        minY = Math.min(w.a[1], w.b[1]),
        maxY = Math.max(w.a[1], w.b[1]);
      // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: a quick box test; a wall it skips is too far to overlap, and the exact test below skips it too
      if (p.x < minX - r || p.x > maxX + r || p.y < minY - r || p.y > maxY + r) continue;
      const c = closestPointOnSegment(p, { x: w.a[0], y: w.a[1] }, { x: w.b[0], y: w.b[1] });
      const d = hypot(p.x - c.x, p.y - c.y);
      // Half the stopping clearance of slack: a base stopped against a wall by a move is not "inside" it.
      const overlap = r + STOP_CLEARANCE - d;
      if (overlap <= STOP_CLEARANCE / 2 || overlap <= worst) continue;
      worst = overlap;
      // Straight away from the wall's nearest point; a centre on the wall line goes to the wall's left.
      away = d > 1e-9 ? { x: (p.x - c.x) / d, y: (p.y - c.y) / d } : leftNormal(w.a, w.b);
    }
    if (worst === 0) return { ...p, clear: true };
    if (k === MAX_PUSHES) break;
    const moved = moveBase(run.bf, p, away, r, worst, { blocks: solidNotLedge, z });
    if (moved.travelled <= 0) break;
    p = moved.end;
  }
  return { ...p, clear: false };
}

function leftNormal(a: readonly [number, number], b: readonly [number, number]): { x: number; y: number } {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const len = hypot(dx, dy);
  return { x: dy / len, y: -dx / len };
}
