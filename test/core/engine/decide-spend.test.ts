// decideSpend (src/core/engine/decisions.ts): a count decision capped at what is held, whose prompt is built only
// when something is held — the helper behind Trench Crusade's Blood and Blessing spends.

import { describe, expect, it } from "vitest";
import { decideSpend } from "../../../src/core/engine/decisions.js";
import { type CountPrompt, type Prompt, withAnswers } from "../../../src/core/engine/prompts.js";

const prompt = (max: number): Omit<CountPrompt, "kind"> => ({
  decision: "bloodSpendOnInjury",
  figure: "E",
  tag: "T.bloodSpendOnInjury[E]",
  chooser: "1",
  min: 0,
  max,
  fallback: 0,
});

/** decideSpend under a driver answering every prompt with `answer`; the prompts built and asked, in order. */
function spend(decisions: Record<string, unknown>, held: number, answer: number) {
  const built: number[] = [];
  const asked: Prompt[] = [];
  const value = withAnswers(
    (p) => {
      asked.push(p);
      return answer;
    },
    () =>
      decideSpend(decisions, held, () => {
        built.push(held);
        return prompt(held);
      }),
  );
  return { value, built, asked };
}

describe("decideSpend", () => {
  it("is 0 when nothing is held, without building or asking a prompt, even with the decision given up front", () => {
    for (const held of [0, -1]) {
      expect(spend({}, held, 1)).toEqual({ value: 0, built: [], asked: [] });
      expect(spend({ bloodSpendOnInjury: { E: 2 } }, held, 1)).toEqual({ value: 0, built: [], asked: [] });
    }
  });

  it("asks the built prompt as a count when the decision is not held, and keeps an answer within what is held", () => {
    const { value, built, asked } = spend({}, 3, 2);
    expect(value).toBe(2);
    expect(built).toEqual([3]);
    expect(asked).toEqual([{ kind: "count", ...prompt(3) }]);
  });

  it("uses a decision given up front without asking, capped at what is held (a flag's true is 1)", () => {
    expect(spend({ bloodSpendOnInjury: { E: 1 } }, 3, 0)).toMatchObject({ value: 1, built: [3], asked: [] });
    expect(spend({ bloodSpendOnInjury: { E: 5 } }, 3, 0)).toMatchObject({ value: 3, asked: [] });
    expect(spend({ bloodSpendOnInjury: { E: true } }, 2, 0)).toMatchObject({ value: 1, asked: [] });
    expect(spend({ bloodSpendOnInjury: { E: 0 } }, 2, 1)).toMatchObject({ value: 0, asked: [] });
  });

  it("caps an answer above what is held at what is held", () => {
    expect(spend({}, 2, 4).value).toBe(2);
  });
});
