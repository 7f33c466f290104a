// Table tests for the Trench Crusade rules over plain numbers (docs/rules.md §4.3 Success Roll, §4.4 T4
// scatter distance, T6 injury modifier, Injury table and Blood markers).

import { describe, expect, it } from "vitest";
import {
  addBlood,
  diceCount,
  injuryBlood,
  injuryModifier,
  keepDice,
  readInjury,
  readSuccess,
  scatterDistance,
} from "../../../../src/core/rulesets/trench-crusade/rules.js";
import type { ArmourKit } from "../../../../src/core/rulesets/trench-crusade/types.js";

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

describe("Success Roll (§4.3)", () => {
  it.each([
    // net, faces, kept, total, result (critAt 12)
    [0, [4, 3], [4, 3], 7, "success"], // TC-01
    [0, [3, 3], [3, 3], 6, "failure"], // TC-01, TC-02
    [-1, [5, 5, 1], [1, 5], 6, "failure"], // TC-03
    [2, [6, 6, 2, 1], [6, 6], 12, "critical"], // TC-04
    [-1, [6, 1, 2], [1, 2], 3, "failure"], // TC-09
    [1, [3, 3, 5], [5, 3], 8, "success"], // TC-17 atLeast3
    [-2, [6, 6, 6, 5], [5, 6], 11, "success"],
    [3, [1, 1, 2, 1, 1], [2, 1], 3, "failure"],
  ] as const)("net %i: %j keeps %j = %i, %s", (net, faces, kept, total, result) => {
    expect(faces.length).toBe(diceCount(net));
    const k = keepDice(faces, net);
    expect(k).toEqual(kept);
    expect(sum(k)).toBe(total);
    expect(readSuccess(total, 12)).toBe(result);
  });

  it("reads the thresholds: ≤ 6 Failure, 7–11 Success, critAt or more Critical", () => {
    expect([2, 6, 7, 11, 12, 14].map((t) => readSuccess(t, 12))).toEqual([
      "failure",
      "failure",
      "success",
      "success",
      "critical",
      "critical",
    ]);
    expect([10, 11].map((t) => readSuccess(t, 11))).toEqual(["success", "critical"]);
  });

  it("keeps three dice for a Bloodbath", () => {
    expect(diceCount(1, 3)).toBe(4);
    expect(keepDice([1, 6, 2, 5], 1, 3)).toEqual([6, 5, 2]);
    expect(keepDice([1, 6, 2, 5], -1, 3)).toEqual([1, 2, 5]);
  });

  it("scatters 7 − total, never below 0", () => {
    expect([2, 4, 5, 6, 7, 9].map(scatterDistance)).toEqual([5, 3, 2, 1, 0, 0]);
  });
});

describe("injury modifier (§4.4 T6)", () => {
  const m = (armour: number, armourKit: ArmourKit, shield: boolean) => ({ armour, armourKit, shield });
  const w = (injuryModifier = 0, ignoreArmour = false, armourPiercing = false) => ({ injuryModifier, ignoreArmour, armourPiercing });
  it.each([
    ["TC-10: −1 −2 −1 capped at −3", m(-1, "reinforced", true), w(), -4, -3, true],
    ["TC-11: IGNORE ARMOUR", m(-1, "reinforced", true), w(0, true), 0, 0, false],
    ["standard kit", m(0, "standard", false), w(), -1, -1, false],
    ["machine armour", m(0, "machine", false), w(), -3, -3, false],
    ["ARMOUR PIERCING takes 1 off the armour", m(0, "reinforced", false), w(0, false, true), -1, -1, false],
    ["ARMOUR PIERCING stops at 0", m(0, "none", false), w(0, false, true), 0, 0, false],
    ["a weapon bonus on top of armour", m(-1, "machine", false), w(2), -2, -2, false],
    ["a weapon penalty joins the cap", m(0, "reinforced", true), w(-1), -4, -3, true],
  ] as const)("%s", (_name, model, weapon, raw, applied, capped) => {
    expect(injuryModifier(model, weapon)).toMatchObject({ raw, applied, capped });
  });
});

describe("Injury table and Blood markers (§4.4 T6)", () => {
  it.each([
    [-1, "none"],
    [1, "none"],
    [2, "minorHit"],
    [6, "minorHit"],
    [7, "down"],
    [8, "down"],
    [9, "outOfAction"],
    [14, "outOfAction"],
  ] as const)("total %i is %s", (total, result) => {
    expect(readInjury(total)).toBe(result);
  });

  it("adds markers: Minor Hit 1, Down 1, Down again 2, none otherwise", () => {
    expect(injuryBlood("minorHit", false)).toBe(1);
    expect(injuryBlood("down", false)).toBe(1);
    expect(injuryBlood("down", true)).toBe(2);
    expect(injuryBlood("none", true)).toBe(0);
    expect(injuryBlood("outOfAction", false)).toBe(0);
  });

  it("caps markers at the maximum", () => {
    expect(addBlood(5, 2, 6)).toBe(6);
    expect(addBlood(2, 2, 6)).toBe(4);
    expect(addBlood(0, 3, 2)).toBe(2);
  });
});
