// Facts of one Necromunda battlefield snapshot computed once and shared by every attack on it (Monte Carlo
// odds run thousands of trials on one snapshot): sight from the attacker to a hole, who stands under a marker.

import type { Vec3 } from "../../geometry/vec.js";
import type { Battlefield } from "../../battlefield/battlefield.js";
import type { NecroStats } from "./types.js";
import { necroCloudSight } from "./clouds.js";

/** Entries a battlefield's memo keeps before it starts again (bounds memory on a long-lived snapshot). */
const MEMO_LIMIT = 50_000;
interface Memo {
  readonly root: Map<number, unknown>;
  size: number;
}
const memos = new WeakMap<object, Memo>();

/**
 * A value computed once per battlefield and numeric key (nested maps, so a repeated question allocates
 * nothing); `compute` must depend only on the snapshot and the key.
 */
/** Keys start with a kind (0 sight, 1 fighters under a marker), so kinds never share a branch. */
export function memo<T>(bf: Battlefield<NecroStats>, key: readonly number[], compute: () => T): T {
  let m = memos.get(bf);
  if (!m) memos.set(bf, (m = { root: new Map(), size: 0 }));
  let level = m.root;
  const end = key.length - 1;
  for (let i = 0; i < end; i++) {
    const k = key[i] ?? 0;
    let next = level.get(k) as Map<number, unknown> | undefined;
    if (!next) level.set(k, (next = new Map()));
    level = next;
  }
  const last = key[end] ?? 0;
  if (level.has(last)) return level.get(last) as T;
  const v = compute();
  if (++m.size > MEMO_LIMIT) {
    m.root.clear();
    m.size = 0;
  } else level.set(last, v);
  return v;
}

/** N1: sight from the attacker to the hole, asked once per battlefield and pair of points. */
export function sightOnce(bf: Battlefield<NecroStats>, from: Vec3, to: Vec3, touchCounts: boolean): boolean {
  return memo(bf, [0, touchCounts ? 1 : 0, from.x, from.y, to.x, to.y], () => bf.hasLoS(from, to, necroCloudSight(touchCounts)));
}
