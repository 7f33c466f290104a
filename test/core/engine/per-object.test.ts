// perObject: one value per key object, made once, whichever key was asked for last.

import { describe, expect, it } from "vitest";
import { perObject } from "../../../src/core/engine/per-object.js";

describe("perObject", () => {
  it("makes each key's value once and returns that same value, also after another key was asked for", () => {
    const made: object[] = [];
    const of = perObject((key: object) => {
      made.push(key);
      return { for: key };
    });
    const a = {},
      b = {};
    const va = of(a);
    expect(va).toEqual({ for: a });
    expect(of(a)).toBe(va);
    const vb = of(b);
    expect(vb).not.toBe(va);
    expect(vb).toEqual({ for: b });
    expect(of(a)).toBe(va);
    expect(of(b)).toBe(vb);
    expect(made).toEqual([a, b]);
  });

  it("keeps separate getters apart", () => {
    const key = {};
    const one = perObject(() => ({ n: 1 }));
    const two = perObject(() => ({ n: 2 }));
    expect(one(key)).toEqual({ n: 1 });
    expect(two(key)).toEqual({ n: 2 });
  });
});
