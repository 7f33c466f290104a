// The spend panel's words for a count prompt: the question naming the model and the most it may spend, the roll it
// changes, what the spend does, the markers held, the automation's suggestion; and reading what the player typed.

import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { type CountPrompt, makeTranslator } from "../../src/core/index.js";
import { readCount, spendView } from "../../src/sandbox/spend-view.js";

const translate = makeTranslator(en);
const format = (key: string, data?: Record<string, string | number>): string => translate({ key, ...(data ? { data } : {}) });

const blessing: CountPrompt = {
  kind: "count",
  tag: "T.blessingSpend[E]",
  decision: "blessingSpend",
  figure: "E",
  askOf: "E",
  chooser: "blue",
  min: 0,
  max: 2,
  fallback: 0,
  roll: "T.injury[E]",
  rollKey: "ORDNANCE.Log.tc.rollInjury",
  held: { blood: 0, blessing: 2 },
};

describe("the spend panel's words", () => {
  it("a model's Blessing spend on its Injury Roll, asked of its owner", () => {
    const v = spendView(blessing, format);
    expect(v.question).toBe(format("ORDNANCE.Prompt.count.blessingSpend", { max: 2, figure: "E" }));
    expect(v.question).toContain("E holds 2 Blessing markers");
    expect(v.roll).toBe(format("ORDNANCE.Log.tc.rollInjury", { figure: "E" }));
    expect(v.roll).not.toContain("ORDNANCE.");
    expect(v.effect).toBe(format("ORDNANCE.Prompt.effect.blessingSpend"));
    // Only the markers the model holds.
    expect(v.held).toEqual(["Blessing markers held: 2"]);
    expect(v).toMatchObject({ min: 0, max: 2, flag: false, suggestion: 0 });
    expect(v.chooser).toBe("E's player (blue)");
  });

  it("the opponent's Blood spend on the Success Roll names the side and the model generically; a Bloodbath is a yes/no", () => {
    const v = spendView(
      {
        ...blessing,
        tag: "T.bloodSpendOnSuccess",
        decision: "bloodSpendOnSuccess",
        figure: undefined,
        askOf: undefined,
        chooser: "red",
        max: 3,
        fallback: 3,
        rollKey: "ORDNANCE.Log.tc.rollSuccess",
        held: { blood: 3, blessing: 0 },
      },
      format,
    );
    expect(v.chooser).toBe("red");
    expect(v.question).toContain("0 to 3");
    expect(v.suggestion).toBe(3);
    expect(v.held).toEqual(["Blood markers held: 3"]);
    const bath = spendView({ ...blessing, tag: "T.bloodbath[E]", decision: "bloodbath", max: 1, flag: true, held: { blood: 6 } }, format);
    expect(bath).toMatchObject({ flag: true, max: 1, suggestion: 0 });
    expect(bath.effect).toContain("BLOODBATH");
  });

  it("reads a whole number within the range, nothing else", () => {
    const range = { min: 0, max: 2 };
    expect([0, 1, 2].map((n) => readCount(n, range))).toEqual([0, 1, 2]);
    expect([-1, 3, 1.5, NaN, Infinity].map((n) => readCount(n, range))).toEqual([null, null, null, null, null]);
  });
});
