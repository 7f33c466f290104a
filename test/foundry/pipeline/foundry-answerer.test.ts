// The Foundry answerer: dice become rolls (kept for the chat card); a point prompt goes to the user who
// chooses for that side, and falls back to the automation pick when nobody answers or the point is illegal.

import { describe, expect, it } from "vitest";
import type { PointPrompt } from "../../../src/core/index.js";
import { facesOf, foundryAnswerer } from "../../../src/foundry/pipeline/foundry-answerer.js";

const roller = {
  roll: async (count: number, sides: number) => {
    const faces = Array.from({ length: count }, (_, i) => ((i + 2) % sides) + 1);
    return { faces, roll: `${count}d${sides}=${faces.join(",")}` };
  },
};

const pointPrompt: PointPrompt = {
  kind: "point",
  tag: "T.scatterPoint",
  chooser: "blue",
  fallback: [1, 1],
  decision: "scatterPoint",
  check: (p) => (p[0] > 10 ? "too far" : null),
};

describe("foundryAnswerer", () => {
  it("rolls dice and keeps every roll in order", async () => {
    const a = foundryAnswerer({ roller, userForSide: () => null, askPoint: async () => undefined });
    expect(await a.answer({ kind: "dice", tag: "G.skill", count: 1, sides: 10 })).toEqual({ value: [3], source: "foundry" });
    expect(await a.answer({ kind: "dice", tag: "T.success", count: 3, sides: 6 })).toEqual({ value: [3, 4, 5], source: "foundry" });
    expect(a.rolls()).toEqual(["1d10=3", "3d6=3,4,5"]);
  });

  it("asks the side's user for a point, and falls back when there is none, no answer, or an illegal point", async () => {
    const asked: string[] = [];
    const answers: Record<string, readonly [number, number] | undefined> = { u1: [4, 5], u2: undefined, u3: [50, 0] };
    const mk = (user: string | null) =>
      foundryAnswerer({
        roller,
        userForSide: (side) => (side === "blue" ? user : null),
        askPoint: async (uid) => {
          asked.push(uid);
          return answers[uid];
        },
      });
    expect(await mk("u1").answer(pointPrompt)).toEqual({ value: [4, 5], source: "user" });
    expect(await mk("u2").answer(pointPrompt)).toBeUndefined();
    expect(await mk("u3").answer(pointPrompt)).toBeUndefined();
    expect(await mk(null).answer(pointPrompt)).toBeUndefined();
    expect(asked).toEqual(["u1", "u2", "u3"]);
  });

  it("leaves choices, and points no user makes, to the automation policy at once (nothing to await)", () => {
    const a = foundryAnswerer({ roller, userForSide: () => null, askPoint: async () => [0, 0] });
    // Not a promise: runAsync goes on without stopping the resolution.
    expect(
      a.answer({ kind: "choice", tag: "N.order", chooser: "red", options: ["a", "b"], fallback: "a", decision: "resolutionOrder" }),
    ).toBeUndefined();
    expect(a.answer(pointPrompt)).toBeUndefined();
    expect(a.decisions()).toEqual({});
  });

  it("reads the faces of an evaluated roll", () => {
    expect(facesOf({ dice: [{ results: [{ result: 2 }, { result: 6 }] }] })).toEqual([2, 6]);
    expect(facesOf({ dice: [] })).toEqual([]);
  });
});
