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
 * Where p→q lies on the table: from parameter tIn (0 for a start on it) to tOut (where it leaves, Infinity if
 * never), with the leg's component along the leaving edge's outward normal (how squarely it leaves); null if
 * the leg runs parallel to an edge it is outside of. It never comes on to the table when tIn ≥ tOut (a leg
 * that would come on only past its end, tIn > 1, leaves only past it too, tOut > 1, so is never cut).
 */
function stretchOf(b: TableBounds, p: Vec2, q: Vec2): { tIn: number; tOut: number; rate: number } | null {
  const dx = q.x - p.x,
    dy = q.y - p.y;
  let tIn = 0,
    tOut = Infinity,
    rate = 0;
  // Per edge, r: how fast the point nears it; room: how far inside it the point is now (both along its outward normal).
  const edges: readonly (readonly [number, number])[] = [
    [-dx, p.x - b.x],
    [dx, b.x + b.width - p.x],
    [-dy, p.y - b.y],
    [dy, b.y + b.height - p.y],
  ];
  for (const [r, room] of edges) {
    if (r > 0) {
      if (room / r < tOut) {
        tOut = room / r;
        rate = r;
      }
    } else if (r < 0) tIn = Math.max(tIn, room / r);
    else if (room < 0) return null;
  }
  return { tIn, tOut, rate };
}

const onTable = (b: TableBounds, p: Vec2): boolean => p.x >= b.x && p.y >= b.y && p.x <= b.x + b.width && p.y <= b.y + b.height;

/**
 * Cuts a path where it leaves the table after being on it: the legs up to that point, the last one ending on the
 * table (STOP_CLEARANCE in from the edge, back along the leg but never behind where the leg came onto the table)
 * with kind `stopKind`, and that end point. A path that starts off the table is on it once it crosses an edge
 * inward. Null when the path never leaves the table, or never reaches it (only touching an edge or corner is not
 * reaching it).
 */
export function clipPathToTable<K>(b: TableBounds, legs: readonly Leg<K>[], stopKind: K): { legs: Leg<K>[]; end: Vec2 } | null {
  const out: Leg<K>[] = [];
  for (const leg of legs) {
    const p = { x: leg.from[0], y: leg.from[1] },
      q = { x: leg.to[0], y: leg.to[1] };
    const st = stretchOf(b, p, q);
    const on = st !== null && (onTable(b, p) || st.tIn < st.tOut);
    if (!on || st.tOut >= 1) {
      out.push(leg);
      continue;
    }
    const len = hypot(q.x - p.x, q.y - p.y);
    // How squarely the leg meets the edge: its component along the edge's normal, over its length.
    const cos = st.rate / len;
    const back = Math.min(STOP_CLEARANCE / Math.max(cos, 1e-4), (st.tOut - st.tIn) * len);
    const s = st.tOut - back / len;
    const end = { x: p.x + (q.x - p.x) * s, y: p.y + (q.y - p.y) * s };
    out.push({ from: leg.from, to: [end.x, end.y], kind: stopKind });
    return { legs: out, end };
  }
  return null;
}
