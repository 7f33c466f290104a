// Builds in steps (core/engine/stepwise.ts): a step never does more units than asked, every unit is done once and
// in order, parts begin only when the one before is done, and finishing gives what stepping to the end gives.

import { describe, expect, it } from "vitest";
import { chainSteps, oneStep, rangeSteps } from "../../../src/core/engine/stepwise.js";

describe("stepwise builds", () => {
  it("a range does at most the units asked, each once and in order, and 0 once done", () => {
    const seen: number[] = [];
    const r = rangeSteps(
      () => 10,
      (from, to) => {
        for (let i = from; i < to; i++) seen.push(i);
      },
    );
    expect(r.done).toBe(false);
    expect([r.step(3), r.step(3), r.step(0), r.step(100), r.step(5)]).toEqual([3, 3, 1, 3, 0]);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(r.done).toBe(true);
  });

  it("a chain sizes each part when it begins, spreads a step over parts, and finishes to the same result", () => {
    const log: string[] = [];
    let size = 0;
    const build = () =>
      chainSteps(
        [
          () =>
            rangeSteps(
              () => 4,
              (from, to) => {
                log.push(`a${String(from)}-${String(to)}`);
                size = to;
              },
            ),
          () => oneStep(() => log.push("b")),
          // Sized from what the first part did.
          () =>
            rangeSteps(
              () => size * 2,
              (from, to) => log.push(`c${String(from)}-${String(to)}`),
            ),
        ],
        () => log.join(" "),
      );
    const stepped = build();
    const units: number[] = [];
    for (let n = stepped.step(3); n > 0; n = stepped.step(3)) units.push(n);
    expect(units).toEqual([3, 3, 3, 3, 1]);
    expect(units.reduce((a, b) => a + b)).toBe(4 + 1 + 8);
    const viaSteps = stepped.finish();
    log.length = 0;
    size = 0;
    expect(build().finish()).toBe("a0-4 b c0-8");
    expect(viaSteps).toBe("a0-3 a3-4 b c0-1 c1-4 c4-7 c7-8");
  });

  it("an empty chain is done at once and still gives its result", () => {
    const c = chainSteps([], () => 7);
    expect(c.step(10)).toBe(0);
    expect(c.done).toBe(true);
    expect(c.finish()).toBe(7);
  });
});
