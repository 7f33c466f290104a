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

/** One remembered key and its value, in its hash's bucket. */
interface Entry {
  readonly key: readonly number[];
  readonly value: unknown;
}

interface Memo {
  /** Entries by the hash of their key (a small integer, so a lookup is one Map read and a key comparison). */
  buckets: Map<number, Entry[]>;
  size: number;
  /** Per kind, the last key asked for and its value: trials at one aim ask the same questions again and again. */
  readonly lastKey: (readonly number[])[];
  readonly lastValue: unknown[];
}
const memos = new WeakMap<object, Memo>();

function memoOf(bf: object): Memo {
  let m = memos.get(bf);
  if (!m) memos.set(bf, (m = { buckets: new Map(), size: 0, lastKey: [], lastValue: [] }));
  return m;
}

const sameKey = (a: readonly number[], b: readonly number[]): boolean => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** Scratch for reading a number's 64 bits. */
const bits = new Float64Array(1);
const words = new Uint32Array(bits.buffer);

/**
 * FNV-1a over the bits of the key's numbers, cut to 30 bits (a small integer). −0 is read as 0, as the key
 * comparison (===) counts them equal. Different keys may share a hash: the bucket compares whole keys.
 */
export function hashKey(key: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const v of key) {
    bits[0] = v + 0;
    h = Math.imul(h ^ (words[0] ?? 0), 0x01000193);
    h = Math.imul(h ^ (words[1] ?? 0), 0x01000193);
  }
  return h & 0x3fffffff;
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
  const bucket = m.buckets.get(hashKey(key));
  if (!bucket) return undefined;
  for (const e of bucket) {
    if (sameKey(key, e.key)) {
      m.lastKey[kind] = key;
      m.lastValue[kind] = e.value;
      return e.value;
    }
  }
  return undefined;
}

/** Remembers `value` for `key` on this battlefield; returns it. */
export function remember<T>(bf: object, key: readonly number[], value: T): T {
  const m = memoOf(bf);
  const kind = key[0] ?? 0;
  if (++m.size > MEMO_LIMIT) {
    m.buckets = new Map();
    m.size = 0;
  } else {
    const h = hashKey(key);
    const bucket = m.buckets.get(h);
    if (bucket) bucket.push({ key, value });
    else m.buckets.set(h, [{ key, value }]);
  }
  m.lastKey[kind] = key;
  m.lastValue[kind] = value;
  return value;
}

/** N1: sight from the attacker to the hole, asked once per battlefield and pair of points. */
export function sightOnce(bf: Battlefield<NecroStats>, from: Vec3, to: Vec3, touchCounts: boolean): boolean {
  const key = [MemoKind.Sight, touchCounts ? 1 : 0, from.x, from.y, to.x, to.y];
  return (recall(bf, key) as boolean | undefined) ?? remember(bf, key, bf.hasLoS(from, to, necroCloudSight(touchCounts)));
}
