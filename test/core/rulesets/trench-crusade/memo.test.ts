// The Trench Crusade memo: a value per battlefield and key, keys compared part by part (numbers unformatted),
// computed once for a repeated key, and started again past its bound.

import { describe, expect, it } from "vitest";
import { createBattlefield } from "../../../../src/core/index.js";
import { memoised } from "../../../../src/core/rulesets/trench-crusade/memo.js";
import type { TcStats } from "../../../../src/core/rulesets/trench-crusade/types.js";

const table = () => createBattlefield<TcStats>({ walls: [], figures: [], clouds: [] } as never);

describe("memoised", () => {
  it("finds a key made afresh from the same parts, and computes it once", () => {
    const bf = table();
    let computed = 0;
    const ask = (x: number) => memoised(bf, ["hits", x, 0.1 + 0.2, "A", null], () => ++computed);
    expect(ask(1.5)).toBe(1);
    expect(ask(1.5)).toBe(1);
    expect(ask(2.5)).toBe(2);
    expect(ask(1.5)).toBe(1);
    expect(computed).toBe(2);
  });

  it("tells apart parts that would print alike: a number and its text, null and the empty string, a prefix", () => {
    const bf = table();
    expect(memoised(bf, ["k", 1], () => "number")).toBe("number");
    expect(memoised(bf, ["k", "1"], () => "text")).toBe("text");
    expect(memoised(bf, ["k", null], () => "null")).toBe("null");
    expect(memoised(bf, ["k", ""], () => "empty")).toBe("empty");
    expect(memoised(bf, ["k"], () => "prefix")).toBe("prefix");
    expect(memoised(bf, ["k", 1], () => "again")).toBe("number");
  });

  it("remembers a null or false value (only a missing entry computes)", () => {
    const bf = table();
    let computed = 0;
    for (let i = 0; i < 3; i++) memoised(bf, ["none"], () => (computed++, null));
    for (let i = 0; i < 3; i++) memoised(bf, ["no"], () => (computed++, false));
    expect(computed).toBe(2);
  });

  it("keeps one memo per battlefield", () => {
    const a = table(),
      b = table();
    expect(memoised(a, ["q"], () => "a")).toBe("a");
    expect(memoised(b, ["q"], () => "b")).toBe("b");
  });

  it("starts again past 50,000 entries, keeping the newest", () => {
    const bf = table();
    for (let i = 0; i < 50_000; i++) memoised(bf, ["fill", i], () => i);
    let computed = 0;
    expect(memoised(bf, ["fill", 0], () => (computed++, -1))).toBe(0);
    expect(memoised(bf, ["new"], () => (computed++, "past the bound"))).toBe("past the bound");
    expect(memoised(bf, ["new"], () => (computed++, "again"))).toBe("past the bound");
    expect(memoised(bf, ["fill", 1], () => (computed++, -2))).toBe(-2);
    expect(computed).toBe(2);
  });
});
