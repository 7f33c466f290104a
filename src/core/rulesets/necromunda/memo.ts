// Facts of one Necromunda battlefield snapshot computed once and shared by every attack on it (Monte Carlo
// odds run thousands of trials on one snapshot): sight from the attacker to a hole, who stands under a marker.

import type { Vec3 } from "../../geometry/vec.js";
import type { Battlefield } from "../../battlefield/battlefield.js";
import type { NecroStats } from "./types.js";
import { necroCloudSight } from "./clouds.js";

/** Entries a battlefield's memo keeps before it starts again (bounds memory on a long-lived snapshot). */
const MEMO_LIMIT = 50_000;

/** What a key's first number says is asked: kinds never share a branch of the memo. */
export const MemoKind = { Sight: 0, Under: 1 } as const;

interface Memo {
  readonly root: Map<number, unknown>;
  size: number;
  /** Per kind, the last key asked for and its value: trials at one aim ask the same questions again and again. */
  readonly lastKey: (readonly number[])[];
  readonly lastValue: unknown[];
}
const memos = new WeakMap<object, Memo>();

function memoOf(bf: object): Memo {
  let m = memos.get(bf);
  if (!m) memos.set(bf, (m = { root: new Map(), size: 0, lastKey: [], lastValue: [] }));
  return m;
}

const sameKey = (a: readonly number[], b: readonly number[]): boolean => {
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: the keys of one kind (the only ones compared) have one length
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  // Stryker disable next-line BooleanLiteral: a missed shortcut falls back to the tree, which holds the same value
  return true;
};

/** The map holding `key`'s last number, made on the way when `make` is set (nested maps: a repeated key allocates nothing). */
function leafOf(m: Memo, key: readonly number[], make: boolean): Map<number, unknown> | undefined {
  let level = m.root;
  // Stryker disable next-line EqualityOperator,ArithmeticOperator: remember and recall walk the same levels, so any one depth finds the same values
  for (let i = 0; i < key.length - 1; i++) {
    const k = key[i] ?? 0;
    let next = level.get(k) as Map<number, unknown> | undefined;
    if (!next) {
      // Stryker disable next-line ConditionalExpression: making the missing maps on a recall costs memory, not answers
      if (!make) return undefined;
      level.set(k, (next = new Map()));
    }
    level = next;
  }
  return level;
}

/**
 * The value remembered for `key` (its first number a MemoKind) on this battlefield, or undefined. Values are
 * never undefined, and must depend only on the snapshot and the key.
 */
export function recall(bf: object, key: readonly number[]): unknown {
  const m = memoOf(bf);
  const kind = key[0] ?? 0;
  const lastKey = m.lastKey[kind];
  if (lastKey && sameKey(key, lastKey)) return m.lastValue[kind];
  const v = leafOf(m, key, false)?.get(key[key.length - 1] ?? 0);
  if (v !== undefined) {
    m.lastKey[kind] = key;
    m.lastValue[kind] = v;
  }
  return v;
}

/** Remembers `value` for `key` on this battlefield; returns it. */
export function remember<T>(bf: object, key: readonly number[], value: T): T {
  const m = memoOf(bf);
  const kind = key[0] ?? 0;
  if (++m.size > MEMO_LIMIT) {
    m.root.clear();
    m.size = 0;
  } else leafOf(m, key, true)?.set(key[key.length - 1] ?? 0, value);
  m.lastKey[kind] = key;
  m.lastValue[kind] = value;
  return value;
}

/** N1: sight from the attacker to the hole, asked once per battlefield and pair of points. */
export function sightOnce(bf: Battlefield<NecroStats>, from: Vec3, to: Vec3, touchCounts: boolean): boolean {
  const key = [MemoKind.Sight, touchCounts ? 1 : 0, from.x, from.y, to.x, to.y];
  return (recall(bf, key) as boolean | undefined) ?? remember(bf, key, bf.hasLoS(from, to, necroCloudSight(touchCounts)));
}
