// Trench Crusade's per-attack options and decisions (docs/rules.md §4.4 T1–T6, docs/scenario.md): what each
// offers and its range from the markers the figures hold, a Bloodbath's cost (3 on a Down model, else 6), and
// the friends in melee with the target that shooting into melee may hit instead.

import { describe, expect, it } from "vitest";
import type { FigureSnapshot } from "../../../../src/core/index.js";
import type { ChoiceContext } from "../../../../src/core/rulesets/choices.js";
import { TC_CHOICES, bloodbathCost } from "../../../../src/core/rulesets/trench-crusade/choices.js";

type Stats = Record<string, unknown>;
const fig = (id: string, side: string, x: number, stats: Stats = {}, baseRadius = 0.5): FigureSnapshot => ({
  id,
  side,
  x,
  y: 0,
  z: 0,
  baseRadius,
  stats,
});
const attacker = fig("A", "1", 0, { blessing: 2, blood: 4 });
const target = fig("T", "2", 10, { blood: 6 });
const ctx = (over: Partial<ChoiceContext> = {}): ChoiceContext => ({
  settings: {},
  weapon: {},
  attacker,
  target,
  figures: [attacker, target],
  ...over,
});
const choice = (key: string) => {
  const d = TC_CHOICES.find((c) => c.key === key);
  if (!d) throw new Error(`no ${key} choice`);
  return d;
};
const UP_TO = (max: number) => ({ min: 0, max, step: 1 });

describe("Trench Crusade attack options", () => {
  it("a flat Success Roll modifier is the GM's, from −12 to +12", () => {
    const d = choice("successModifier");
    expect(d.chooser).toBe("gm");
    expect(d.range?.(ctx(), null)).toEqual({ min: -12, max: 12, step: 1 });
  });

  it("cover is declared for a point only, and only with tc.coverForPoint", () => {
    const d = choice("targetInCover");
    expect(d.offered?.(ctx({ settings: { "tc.coverForPoint": true }, target: null }))).toBe(true);
    expect(d.offered?.(ctx({ settings: { "tc.coverForPoint": true } }))).toBe(false);
    expect(d.offered?.(ctx({ settings: { "tc.coverForPoint": false }, target: null }))).toBe(false);
    expect(d.offered?.(ctx({ settings: { "tc.coverForPoint": "yes" }, target: null }))).toBe(false);
    expect(d.range?.(ctx(), null)).toEqual({ min: 0, max: 1, step: 1 });
  });
});

describe("Trench Crusade decisions", () => {
  it("Blessing markers spent on an Injury Roll: up to the markers the model holds, none without any", () => {
    const d = choice("blessingSpend");
    const weak = fig("W", "2", 5, { blessing: 0 });
    const c = ctx({ figures: [attacker, target, weak, fig("X", "2", 6, { blessing: 1 })] });
    expect(d.range?.(c, "A")).toEqual(UP_TO(2));
    expect(d.range?.(c, "X")).toEqual(UP_TO(1));
    expect(d.range?.(c, "W")).toBeNull();
    expect(d.range?.(c, "nobody")).toBeNull();
    expect(d.range?.(c, null)).toBeNull();
  });

  it("Blood spent on a model's Injury Roll: any model but the attacker, up to its markers", () => {
    const d = choice("bloodSpendOnInjury");
    const c = ctx({ figures: [attacker, target, fig("F", "1", 3, { blood: 1 })] });
    expect(d.figures?.(c)).toEqual(["T", "F"]);
    expect(d.range?.(c, "T")).toEqual(UP_TO(6));
    expect(d.range?.(c, "F")).toEqual(UP_TO(1));
    expect(d.range?.(ctx({ target: null, figures: [attacker, fig("Z", "2", 3)] }), "Z")).toBeNull();
    expect(d.figures?.(ctx({ target: null, figures: [attacker, fig("Z", "2", 3)] }))).toEqual(["Z"]);
  });

  it("a Bloodbath costs 6 Blood markers, 3 on a Down model, and is offered only when they are there", () => {
    expect([bloodbathCost(true), bloodbathCost(false), bloodbathCost("true"), bloodbathCost(undefined)]).toEqual([3, 6, 6, 6]);
    const d = choice("bloodbath");
    const c = ctx({
      figures: [
        attacker,
        target,
        fig("D3", "2", 3, { blood: 3, down: true }),
        fig("D2", "2", 4, { blood: 2, down: true }),
        fig("U5", "2", 5, { blood: 5 }),
      ],
    });
    expect(d.figures?.(c)).toEqual(["T", "D3", "D2", "U5"]);
    expect(["T", "D3", "D2", "U5"].map((id) => d.range?.(c, id) ?? null)).toEqual([
      { min: 0, max: 1, step: 1 },
      { min: 0, max: 1, step: 1 },
      null,
      null,
    ]);
    expect(["T", "D3", "nobody"].map((id) => d.labelCount?.(c, id))).toEqual([6, 3, 6]);
    expect(d.range?.(c, "nobody")).toBeNull();
    // The target counts even when the table's list leaves it out.
    expect(d.range?.(ctx({ figures: [attacker] }), "T")).toEqual({ min: 0, max: 1, step: 1 });
  });

  it('a friend in melee with the target (within 1", edge to edge) may be hit instead; not the attacker, an enemy or one farther', () => {
    const d = choice("meleeRetarget");
    expect(d.offered?.(ctx())).toBe(true);
    expect(d.offered?.(ctx({ target: null }))).toBe(false);
    expect(d.figures?.(ctx({ target: null }))).toEqual([]);
    // Gaps to T (x = 10, base 0.5): 0.5, exactly 1, 1.0625, and an enemy touching it.
    const c = ctx({
      attacker: fig("A", "1", 10.5 + 1 + 0.5 + 0.5, {}),
      figures: [fig("near", "1", 11.5), fig("edge", "1", 12), fig("far", "1", 12.0625), fig("foe", "2", 11), fig("A", "1", 12)],
    });
    expect(d.figures?.(c)).toEqual(["near", "edge"]);
    const self = ctx({ figures: [target, fig("T2", "1", 11)], target: fig("T2", "1", 11) });
    expect(d.figures?.(self)).toEqual([]);
  });

  it("the opponent's Blood spend on the Success Roll is up to the attacker's markers", () => {
    const d = choice("bloodSpendOnSuccess");
    expect(d.chooser).toBe("targetSide");
    expect(d.range?.(ctx(), null)).toEqual(UP_TO(4));
    expect(d.range?.(ctx({ attacker: fig("A", "1", 0) }), null)).toBeNull();
  });
});
