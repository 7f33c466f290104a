// Where a path leaves the table: the point on the path at the table's edge, pulled back onto the table
// (Necromunda `necro.offTable = clampToEdge`). A clamped impact stays on the path, so it never jumps a wall.

import { STOP_CLEARANCE, type Vec2, hypot } from "../geometry/vec.js";
import type { TableBounds } from "./types.js";

interface Leg<K> {
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
  readonly kind: K;
}

/**
 * Parameter in [0, 1] where p→q first leaves the bounds, with the leg's component along that edge's outward
 * normal (how squarely it leaves); null if it stays on.
 */
function exitOf(b: TableBounds, p: Vec2, q: Vec2): { t: number; rate: number } | null {
  const dx = q.x - p.x,
    dy = q.y - p.y;
  let first: { t: number; rate: number } | null = null;
  const edge = (rate: number, room: number): void => {
    // rate: how fast the point nears the edge; room: how far it is from it now (both along the outward normal).
    if (rate > 0 && (first === null || room / rate < first.t)) first = { t: room / rate, rate };
  };
  edge(-dx, p.x - b.x);
  edge(dx, b.x + b.width - p.x);
  edge(-dy, p.y - b.y);
  edge(dy, b.y + b.height - p.y);
  const exit = first as { t: number; rate: number } | null;
  return exit !== null && exit.t < 1 ? { t: Math.max(0, exit.t), rate: exit.rate } : null;
}

/**
 * Cuts a path where it first leaves the table: the legs up to that point, the last one ending on the table
 * (STOP_CLEARANCE in from the edge, back along the leg) with kind `stopKind`, and that end point. Null when
 * the path's start is already off the table or the path never leaves it.
 */
export function clipPathToTable<K>(b: TableBounds, legs: readonly Leg<K>[], stopKind: K): { legs: Leg<K>[]; end: Vec2 } | null {
  const out: Leg<K>[] = [];
  for (const leg of legs) {
    const p = { x: leg.from[0], y: leg.from[1] },
      q = { x: leg.to[0], y: leg.to[1] };
    if (p.x < b.x || p.y < b.y || p.x > b.x + b.width || p.y > b.y + b.height) return null;
    const exit = exitOf(b, p, q);
    if (!exit) {
      out.push(leg);
      continue;
    }
    const len = hypot(q.x - p.x, q.y - p.y);
    // How squarely the leg meets the edge: its component along the edge's normal, over its length.
    const cos = exit.rate / len;
    const back = Math.min(STOP_CLEARANCE / Math.max(cos, 1e-4), exit.t * len);
    const s = exit.t - back / len;
    const end = { x: p.x + (q.x - p.x) * s, y: p.y + (q.y - p.y) * s };
    out.push({ from: leg.from, to: [end.x, end.y], kind: stopKind });
    return { legs: out, end };
  }
  return null;
}
