// Facts of one Necromunda battlefield snapshot computed once and shared by every attack on it (Monte Carlo
// odds run thousands of trials on one snapshot): sight from the attacker to a hole, who stands under a marker.

import type { Vec3 } from "../../geometry/vec.js";
import type { Battlefield } from "../../battlefield/battlefield.js";
import type { NecroStats } from "./types.js";
import { necroCloudSight } from "./clouds.js";
import { perObject } from "../../engine/per-object.js";

/** Entries a battlefield's memo keeps before it starts again (bounds memory on a long-lived snapshot). */
const MEMO_LIMIT = 50_000;

/** What a key's first number says is asked: keys of different kinds never compare equal. */
export const MemoKind = { Sight: 0, Under: 1 } as const;

/**
 * Keys of each kind checked before the hashed map, the most recent first found: trials at one aim ask the same
 * questions again and again, a hit at the aim between a few scatters, so a handful of keys answers most of them.
 */
const RECENT = 4;

/** One remembered key; keys of one hash are chained. */
interface Entry {
  readonly key: readonly number[];
  readonly value: unknown;
  readonly next: Entry | undefined;
}

interface Memo {
  /** Entries by their key's hash: one map lookup and a few number compares per recall, however long the key. */
  readonly byHash: Map<number, Entry>;
  size: number;
  /** Kind k's recent keys and values are at k·RECENT … k·RECENT + RECENT − 1. */
  readonly recentKey: (readonly number[] | undefined)[];
  readonly recentValue: unknown[];
  /** Per kind, the slot the next recent key takes (round robin). */
  readonly nextSlot: number[];
}
// Stryker disable next-line ArrayDeclaration: empty or not, the recent lists only say where to look first; a value is returned for an equal key alone
const memoOf = perObject((_bf: object): Memo => ({ byHash: new Map(), size: 0, recentKey: [], recentValue: [], nextSlot: [] }));

const sameKey = (a: readonly number[], b: readonly number[]): boolean => {
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: keys of one hash and kind (the only ones compared) have one length
  if (a.length !== b.length) return false;
  // Stryker disable next-line EqualityOperator: past the end both keys read undefined, equal
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  // Stryker disable next-line BooleanLiteral: a missed shortcut falls back to the chain, which holds the same value
  return true;
};

/** The bits of one key number, read through a shared buffer. */
const bits = new Float64Array(1);
const words = new Uint32Array(bits.buffer);

/**
 * FNV-1a over the key's numbers' bits, kept to 30 bits so the hash is a small integer (a cheap map key). −0 hashes
 * as 0, as the two compare equal; keys with the same hash are told apart by `sameKey`.
 */
// Stryker disable next-line BlockStatement: a worse hash only makes the chains longer; keys are compared in full
function hashOf(key: readonly number[]): number {
  let h = 0x811c9dc5;
  // Stryker disable next-line BlockStatement: a worse hash only makes the chains longer; keys are compared in full
  for (const v of key) {
    // Stryker disable next-line ArithmeticOperator: −0 and 0 hashing apart is only a miss; the answer is computed again, the same
    bits[0] = v + 0;
    // Stryker disable next-line LogicalOperator: a worse hash only makes the chains longer; keys are compared in full
    h = Math.imul(h ^ (words[0] ?? 0), 0x01000193);
    // Stryker disable next-line LogicalOperator: a worse hash only makes the chains longer; keys are compared in full
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
  // Stryker disable next-line LogicalOperator: the kind only picks which recent slots to look in first; keys are compared in full
  const kind = key[0] ?? 0;
  // Stryker disable next-line ArithmeticOperator: the kind only picks which recent slots to look in first; keys are compared in full
  const base = kind * RECENT;
  // Stryker disable next-line ArithmeticOperator,BlockStatement,ConditionalExpression,EqualityOperator: a missed recent slot falls back to the chain, which holds the same value
  for (let j = base; j < base + RECENT; j++) {
    const k = m.recentKey[j];
    // Stryker disable next-line ConditionalExpression: a missed recent slot falls back to the chain, which holds the same value
    if (k && sameKey(key, k)) return m.recentValue[j];
  }
  for (let e = m.byHash.get(hashOf(key)); e; e = e.next) {
    if (sameKey(key, e.key)) {
      keepRecent(m, kind, key, e.value);
      return e.value;
    }
  }
  return undefined;
}

/** Puts a key and its value among its kind's recent ones, in place of the oldest put there. */
// Stryker disable next-line BlockStatement: with no recent slots every recall walks the chain, which holds the same value
function keepRecent(m: Memo, kind: number, key: readonly number[], value: unknown): void {
  // Stryker disable next-line LogicalOperator: the slot only decides which recent key is overwritten; keys are compared in full
  const slot = m.nextSlot[kind] ?? 0;
  // Stryker disable next-line ArithmeticOperator: the slot only decides which recent key is overwritten; keys are compared in full
  m.recentKey[kind * RECENT + slot] = key;
  m.recentValue[kind * RECENT + slot] = value;
  // Stryker disable next-line ArithmeticOperator: the slot only decides which recent key is overwritten; keys are compared in full
  m.nextSlot[kind] = (slot + 1) % RECENT;
}

/** Remembers `value` for `key` on this battlefield; returns it. */
export function remember<T>(bf: object, key: readonly number[], value: T): T {
  const m = memoOf(bf);
  // Stryker disable next-line LogicalOperator: the kind only picks which recent slots to use; keys are compared in full
  const kind = key[0] ?? 0;
  if (++m.size > MEMO_LIMIT) {
    m.byHash.clear();
    m.size = 0;
  } else {
    const h = hashOf(key);
    m.byHash.set(h, { key, value, next: m.byHash.get(h) });
  }
  keepRecent(m, kind, key, value);
  return value;
}

/** N1: sight from the attacker to the hole, asked once per battlefield and pair of points. */
export function sightOnce(bf: Battlefield<NecroStats>, from: Vec3, to: Vec3, touchCounts: boolean): boolean {
  const key = [MemoKind.Sight, touchCounts ? 1 : 0, from.x, from.y, to.x, to.y];
  return (recall(bf, key) as boolean | undefined) ?? remember(bf, key, bf.hasLoS(from, to, necroCloudSight(touchCounts)));
}
