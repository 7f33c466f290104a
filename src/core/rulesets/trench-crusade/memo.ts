// Per-battlefield caches for Monte Carlo odds (issue #4 performance): model candidates from the
// battlefield's grid, and memos of pure results of the immutable snapshot (line of sight, the scatter
// policy's pick), since every trial of one scenario asks the same few questions.

import type { Battlefield, Point } from "../../battlefield/battlefield.js";
import type { Vec2 } from "../../geometry/vec.js";
import type { TcFigure, TcStats } from "./types.js";

/** One part of a memo key: the question's name first, then the values it depends on. */
export type MemoPart = string | number | boolean | null;

/** A node of the memo's tree: one level per key part, so a repeated key is found without building a string. */
class MemoNode {
  readonly next = new Map<MemoPart, MemoNode>();
  has = false;
  value: unknown = undefined;
}

interface Cache {
  memo: MemoNode;
  memoSize: number;
  readonly los: LosNode;
  losSize: number;
}

/** Entries a line-of-sight memo keeps before it starts again (bounds memory on a long-lived snapshot). */
const LOS_MEMO_LIMIT = 50_000;

const caches = new WeakMap<object, Cache>();

function cacheOf(bf: Battlefield<TcStats>): Cache {
  let c = caches.get(bf);
  if (!c) {
    c = { memo: new MemoNode(), memoSize: 0, los: { next: new Map() }, losSize: 0 };
    caches.set(bf, c);
  }
  return c;
}

/** Models whose base box lies within `reach` of `centre` horizontally, in snapshot order (exact tests are the caller's). */
export function modelsNear(bf: Battlefield<TcStats>, centre: Vec2, reach: number): TcFigure[] {
  return bf.figuresNear(centre, reach);
}

/**
 * A value computed once per battlefield and key; `compute` must depend only on the snapshot and the key. Keys are
 * compared part by part (SameValueZero), so numbers need no formatting: Monte Carlo trials ask the same few
 * questions on every trial.
 */
export function memoised<T>(bf: Battlefield<TcStats>, key: readonly MemoPart[], compute: () => T): T {
  const cache = cacheOf(bf);
  let node = nodeOf(cache.memo, key);
  if (node.has) return node.value as T;
  const v = compute();
  // Bounded like the line-of-sight memo: a long session of hand-picked points starts again.
  if (++cache.memoSize > LOS_MEMO_LIMIT) {
    cache.memo = new MemoNode();
    cache.memoSize = 1;
    node = nodeOf(cache.memo, key);
  }
  node.has = true;
  node.value = v;
  return v;
}

/** The tree's node for `key`, made on the way. */
function nodeOf(root: MemoNode, key: readonly MemoPart[]): MemoNode {
  let node = root;
  for (const part of key) {
    let next = node.next.get(part);
    if (!next) node.next.set(part, (next = new MemoNode()));
    node = next;
  }
  return node;
}

/** One level of the line-of-sight memo: the next coordinate's nodes, and at the sixth level the answer. */
interface LosNode {
  readonly next: Map<number, LosNode>;
  value?: boolean;
}

function child(node: LosNode, key: number): LosNode {
  let c = node.next.get(key);
  if (!c) {
    c = { next: new Map() };
    node.next.set(key, c);
  }
  return c;
}

/**
 * `bf.hasLoS(p, q)` (walls only: Trench Crusade has no clouds), remembered per battlefield. Keyed by the
 * six coordinates in nested maps, so a repeated question allocates nothing; the heights count, since a
 * wall with a `top` or `bottom` stops a line only at some heights (docs/scenario.md, Levels).
 */
export function lineOfSight(bf: Battlefield<TcStats>, p: Point, q: Point): boolean {
  const cache = cacheOf(bf);
  const leaf = child(child(child(child(child(child(cache.los, p.x), p.y), p.z ?? 0), q.x), q.y), q.z ?? 0);
  let v = leaf.value;
  if (v === undefined) {
    v = bf.hasLoS(p, q);
    if (++cache.losSize > LOS_MEMO_LIMIT) {
      cache.los.next.clear();
      cache.losSize = 0;
    } else leaf.value = v;
  }
  return v;
}
