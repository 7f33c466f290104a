// Trench Crusade profiles as the rules read them (docs/scenario.md, docs/rules.md §4.4): keywords written as a
// rulebook prints them (any case, typographic minus signs and quotes, spacing), INJURY DICE and MODIFIER given
// once, and each refusal with the path and reason it names.

import { describe, expect, it } from "vitest";
import { prepareStats, prepareWeapon } from "../../../../src/core/rulesets/trench-crusade/types.js";
import { refusal } from "../../../helpers/refusal.js";

const weapon = (extra: Record<string, unknown>) => prepareWeapon({ name: "W", range: 12, ...extra });

describe("Trench Crusade keywords", () => {
  it("reads case, a typographic minus or en dash, curly or double-prime inch marks and runs of spaces", () => {
    const w = weapon({
      keywords: ["  blast ( 2\u2033 ) ", "\u22121 injury   dice", "\u20131 Injury Modifier", "blast(3\u201d)", "ignore\tarmour"],
    });
    expect(w.keywords).toEqual(['BLAST ( 2" )', "-1 INJURY DICE", "-1 INJURY MODIFIER", 'BLAST(3")', "IGNORE ARMOUR"]);
    expect([w.blast, w.injuryDice, w.injuryModifier, w.ignoreArmour]).toEqual([3, -1, -1, true]);
    expect(prepareStats({ keywords: [" tough\u201c ", "Fear"] }).keywords).toEqual(['TOUGH"', "FEAR"]);
    expect(prepareStats({}).keywords).toEqual([]);
  });

  it("adds INJURY DICE keywords to the field, and refuses both given at once", () => {
    expect(weapon({ keywords: ["+1 INJURY DICE", "+1 INJURY DICE"] }).injuryDice).toBe(2);
    expect(weapon({ injuryDice: 1 }).injuryDice).toBe(1);
    expect(weapon({ injuryDice: 0, keywords: ["-1 INJURY DICE"] }).injuryDice).toBe(-1);
    expect(weapon({ injuryModifier: 0, keywords: ["+2 INJURY MODIFIER"] }).injuryModifier).toBe(2);
    expect(weapon({ injuryDice: 1, keywords: ["+1 INJURY MODIFIER"] })).toMatchObject({ injuryDice: 1, injuryModifier: 1 });
    expect(weapon({ injuryModifier: 1, keywords: ["+1 INJURY DICE"] })).toMatchObject({ injuryDice: 1, injuryModifier: 1 });
    expect(refusal(() => weapon({ injuryDice: 1, keywords: ["+1 INJURY DICE"] }))).toEqual({
      path: "$.injuryDice",
      problem: "given both here and as an INJURY DICE keyword; give it once",
    });
    expect(refusal(() => weapon({ injuryModifier: -1, keywords: ["+1 INJURY MODIFIER"] }))).toEqual({
      path: "$.injuryModifier",
      problem: "given both here and as an INJURY MODIFIER keyword; give it once",
    });
  });

  it("refuses an unknown keyword naming the known ones, SCATTER without BLAST, and a shield with Machine armour", () => {
    expect(refusal(() => weapon({ keywords: ["SCATTER", "BLAST(2)", "ROCKET"] }))).toEqual({
      path: "$.keywords[2]",
      problem:
        'unknown keyword "ROCKET" (known: BLAST(X), SCATTER, HEAVY, CONSUMABLE, IGNORE COVER, IGNORE LONG RANGE, IGNORE ARMOUR, ' +
        "IGNORE ELEVATED POSITION, ARMOUR PIERCING, SHRAPNEL, GAS, FIRE, ASSAULT, ±n INJURY DICE, ±n INJURY MODIFIER)",
    });
    expect(refusal(() => weapon({ keywords: ["SCATTER"] }))).toEqual({
      path: "$.keywords",
      problem: "SCATTER needs BLAST(X): only a blast can scatter (docs/rules.md §4.4 T4)",
    });
    expect(refusal(() => prepareStats({ shield: true, armourKit: "machine" }))).toEqual({
      path: "$.shield",
      problem: "a shield cannot be combined with Machine armour (docs/rules.md §4.4 T6)",
    });
  });
});
