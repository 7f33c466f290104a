// The legal range a player's choice must keep (docs/foundry.md "Trust"): whole numbers between the range's
// ends on its step, a flag that may only be false when nothing may be chosen, an offset no longer than the
// maximum, each entry of a per-figure map against its figure's range; and the helpers descriptors are
// written with (statOf, baseGap, findChoice).

import { describe, expect, it } from "vitest";
import {
  type ChoiceContext,
  type ChoiceDescriptor,
  type ChoiceRange,
  RESOLUTION_ORDER,
  baseGap,
  checkChoice,
  findChoice,
  statOf,
} from "../../../src/core/rulesets/choices.js";
import { choiceDesc, choiceFig } from "../../helpers/choices.js";

const fig = choiceFig;
const ctx: ChoiceContext = { settings: {}, weapon: {}, attacker: fig("A", 0, 0), target: null, figures: [fig("A", 0, 0)] };
const player = { isGM: false, owns: () => true };
const desc = choiceDesc;
const within = (r: ChoiceRange | null, value: unknown, over: Partial<ChoiceDescriptor> = {}) =>
  checkChoice(desc({ range: () => r, ...over }), "f", value, ctx, player);
const refused = (min: number, max: number, field = "f") => ({ field, problem: "outOfRange", data: { min, max } });

describe("checkChoice: numbers", () => {
  const r = { min: 2, max: 6, step: 2 };
  it("accepts both ends and every step between; refuses below, above and off the step, giving the range", () => {
    for (const v of [2, 4, 6]) expect(within(r, v), String(v)).toBeNull();
    for (const v of [0, 8, 3, 5.999]) expect(within(r, v), String(v)).toEqual(refused(2, 6));
    expect(within({ min: 1, max: 3, step: 1 }, 0.5)).toEqual(refused(1, 3));
  });

  it("a value on the step up to float noise (1e-9 of a step) passes", () => {
    expect(within({ min: 0, max: 1, step: 0.1 }, 0.3)).toBeNull();
    expect(within({ min: 0, max: 10, step: 1 }, 4 + 1e-12)).toBeNull();
    expect(within({ min: 0, max: 10, step: 1 }, 4 + 1e-6)).toEqual(refused(0, 10));
  });

  it("no range (nothing may be chosen) refuses any number, as 0 to 0", () => {
    expect(within(null, 0)).toEqual(refused(0, 0));
  });
});

describe("checkChoice: flags", () => {
  it("a flag may be false when nothing may be chosen, not true; with a range either is fine", () => {
    expect(within(null, false, { value: "bool" })).toBeNull();
    expect(within(null, true, { value: "bool" })).toEqual(refused(0, 0));
    expect(within({ min: 0, max: 1, step: 1 }, true, { value: "bool" })).toBeNull();
    expect(within({ min: 0, max: 1, step: 1 }, false, { value: "bool" })).toBeNull();
  });
});

describe("checkChoice: offsets", () => {
  const r = { min: 0, max: 5, step: 0 };
  it("an offset as long as the maximum passes, a longer one is refused (its length, not each coordinate)", () => {
    expect(within(r, [3, 4], { value: "offset" })).toBeNull();
    expect(within(r, [-3, -4], { value: "offset" })).toBeNull();
    expect(within(r, [3, 4.01], { value: "offset" })).toEqual(refused(0, 5));
    expect(within(r, [0, -5.01], { value: "offset" })).toEqual(refused(0, 5));
    expect(within(r, [4.9, 4.9], { value: "offset" })).toEqual(refused(0, 5));
  });

  it("what is not a pair of numbers is left to the schema (no range refusal)", () => {
    for (const v of [[3], [30, 40, 50], ["30", 4], [30, "4"], "far", "ab", { x: 30 }, { 0: 30, 1: 40, length: 2 }])
      expect(within(r, v, { value: "offset" }), JSON.stringify(v)).toBeNull();
  });
});

describe("checkChoice: per-figure ranges", () => {
  it("each entry is checked against its own figure's range and a refusal names the entry's field", () => {
    const d = desc({ perFigure: true, range: (_c, id) => (id === "A" ? { min: 0, max: 2, step: 1 } : { min: 0, max: 1, step: 1 }) });
    expect(checkChoice(d, "decisions.x", { A: 2, B: 1 }, ctx, player)).toBeNull();
    expect(checkChoice(d, "decisions.x", { A: 2, B: 2 }, ctx, player)).toEqual(refused(0, 1, "decisions.x.B"));
    expect(checkChoice(d, "decisions.x", { A: 3, B: 0 }, ctx, player)).toEqual(refused(0, 2, "decisions.x.A"));
  });

  it("a whole-attack choice's range is asked with no figure", () => {
    const asked: (string | null)[] = [];
    const d = desc({
      range: (_c, id) => {
        asked.push(id);
        return { min: 0, max: 1, step: 1 };
      },
    });
    expect(checkChoice(d, "f", 1, ctx, player)).toBeNull();
    expect(asked).toEqual([null]);
  });
});

describe("choice helpers", () => {
  it("statOf reads a finite number, else 0 (absent, text, NaN, infinite, no figure)", () => {
    const f = fig("A", 0, 0, 0.5, { a: 3, b: "3", c: Number.NaN, d: Infinity, e: -2 });
    expect(["a", "b", "c", "d", "e", "z"].map((k) => statOf(f, k))).toEqual([3, 0, 0, 0, -2, 0]);
    expect(statOf(null, "a")).toBe(0);
    expect(statOf(undefined, "a")).toBe(0);
  });

  it("baseGap is the centres' distance less both base radii, anywhere on the table", () => {
    expect(baseGap(fig("A", 10, 20, 0.5), fig("B", 13, 24, 1))).toBeCloseTo(3.5, 12);
    expect(baseGap(fig("A", -1, -1, 0.5), fig("B", -1, -1.5, 0.5))).toBeCloseTo(-0.5, 12);
  });

  it("findChoice matches group and key together", () => {
    const other = desc({ key: "resolutionOrder", group: "attack" });
    expect(findChoice([other, RESOLUTION_ORDER], "decisions", "resolutionOrder")).toBe(RESOLUTION_ORDER);
    expect(findChoice([other, RESOLUTION_ORDER], "attack", "resolutionOrder")).toBe(other);
    expect(findChoice([RESOLUTION_ORDER], "decisions", "constructor")).toBeUndefined();
  });
});
