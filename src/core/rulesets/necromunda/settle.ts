// A fighter set down on a new level (after a fall) must not stand inside a wall of that level: it is
// pushed straight out of any wall its base overlaps, by a move that itself stops at other walls.

import { blocksCrossing } from "../../battlefield/levels.js";
import { moveBase } from "../../battlefield/move-base.js";
import { closestPointOnSegment } from "../../geometry/segment.js";
import { STOP_CLEARANCE } from "../../geometry/vec.js";
import type { AttackRun, FighterState } from "./state.js";
import { solidNotLedge } from "./movers.js";

/** Push-outs tried at most (each clears one wall; a base rarely overlaps more than two at once). */
const MAX_PUSHES = 4;

export function pushOutOfWalls(run: AttackRun, s: FighterState): void {
  const walls = run.bf.snapshot.walls;
  for (let k = 0; k < MAX_PUSHES; k++) {
    let worst = 0;
    let away = { x: 0, y: 0 };
    for (const w of walls) {
      if (!solidNotLedge(w) || !blocksCrossing(w, s.z, s, s)) continue;
      const minX = Math.min(w.a[0], w.b[0]),
        maxX = Math.max(w.a[0], w.b[0]),
        minY = Math.min(w.a[1], w.b[1]),
        maxY = Math.max(w.a[1], w.b[1]);
      if (s.x < minX - s.r || s.x > maxX + s.r || s.y < minY - s.r || s.y > maxY + s.r) continue;
      const c = closestPointOnSegment(s, { x: w.a[0], y: w.a[1] }, { x: w.b[0], y: w.b[1] });
      const d = Math.hypot(s.x - c.x, s.y - c.y);
      const overlap = s.r + STOP_CLEARANCE - d;
      if (overlap <= 0 || overlap <= worst) continue;
      worst = overlap;
      // Straight away from the wall's nearest point; a centre on the wall line goes to the wall's left.
      away = d > 1e-9 ? { x: (s.x - c.x) / d, y: (s.y - c.y) / d } : leftNormal(w.a, w.b);
    }
    if (worst === 0) return;
    const moved = moveBase(run.bf, { x: s.x, y: s.y }, away, s.r, worst, { blocks: solidNotLedge, z: s.z });
    if (moved.travelled <= 0) return;
    run.moveTo(s, moved.end.x, moved.end.y);
  }
}

function leftNormal(a: readonly [number, number], b: readonly [number, number]): { x: number; y: number } {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  return { x: dy / len, y: -dx / len };
}
