// The Necromunda snapshot memo: keys hashed to a bucket and compared whole, so keys sharing a hash keep their own
// values; −0 and 0 are one key; keys of other kinds or lengths never meet; the memo starts again past its bound.

import { describe, expect, it } from "vitest";
import { MemoKind, hashKey, recall, remember } from "../../../../src/core/rulesets/necromunda/memo.js";

/** Two different keys of one kind with the same hash (a birthday search over 30-bit hashes). */
function collidingKeys(): [number[], number[]] {
  const seen = new Map<number, number[]>();
  for (let i = 0; ; i++) {
    const key = [MemoKind.Under, i * 0.25, 7, 0, 3, 1, 0];
    const h = hashKey(key);
    const other = seen.get(h);
    if (other) return [other, key];
    seen.set(h, key);
  }
}

describe("necromunda memo", () => {
  it("finds a value under a key made afresh, and nothing under a key never remembered", () => {
    const bf = {};
    remember(bf, [MemoKind.Sight, 1, 2.5, 3, 4, 5], "seen");
    expect(recall(bf, [MemoKind.Sight, 1, 2.5, 3, 4, 5])).toBe("seen");
    expect(recall(bf, [MemoKind.Sight, 1, 2.5, 3, 4, 6])).toBeUndefined();
    expect(recall(bf, [MemoKind.Under, 1, 2.5, 3, 4, 5])).toBeUndefined();
    expect(recall(bf, [MemoKind.Sight, 1, 2.5, 3, 4])).toBeUndefined();
    expect(recall({}, [MemoKind.Sight, 1, 2.5, 3, 4, 5])).toBeUndefined();
  });

  it("keeps apart two keys that share a hash", () => {
    const [a, b] = collidingKeys();
    expect(a).not.toEqual(b);
    expect(hashKey(a)).toBe(hashKey(b));
    const bf = {};
    remember(bf, a, "a");
    // A key asked for other than the last one is looked up in its bucket.
    remember(bf, [MemoKind.Under, -1, -1, 0, 3, 1, 0], "other");
    expect(recall(bf, [...b])).toBeUndefined();
    remember(bf, b, "b");
    remember(bf, [MemoKind.Under, -1, -1, 0, 3, 1, 0], "other");
    expect(recall(bf, [...a])).toBe("a");
    expect(recall(bf, [...b])).toBe("b");
  });

  it("reads −0 as 0, as the key comparison does", () => {
    const bf = {};
    remember(bf, [MemoKind.Sight, 0, -0, 1, 2, 3], "zero");
    remember(bf, [MemoKind.Sight, 9, 9, 9, 9, 9], "other");
    expect(hashKey([MemoKind.Sight, 0, 0, 1, 2, 3])).toBe(hashKey([MemoKind.Sight, -0, -0, 1, 2, 3]));
    expect(recall(bf, [MemoKind.Sight, -0, 0, 1, 2, 3])).toBe("zero");
  });

  it("starts again past 50,000 entries", () => {
    const bf = {};
    for (let i = 0; i < 50_000; i++) remember(bf, [MemoKind.Under, i, 0, 0, 3, 1, 0], i);
    expect(recall(bf, [MemoKind.Under, 1, 0, 0, 3, 1, 0])).toBe(1);
    remember(bf, [MemoKind.Under, -5, 0, 0, 3, 1, 0], "past");
    expect(recall(bf, [MemoKind.Under, 2, 0, 0, 3, 1, 0])).toBeUndefined();
    remember(bf, [MemoKind.Under, 3, 0, 0, 3, 1, 0], "again");
    remember(bf, [MemoKind.Under, 4, 0, 0, 3, 1, 0], "more");
    expect(recall(bf, [MemoKind.Under, 3, 0, 0, 3, 1, 0])).toBe("again");
  });
});
