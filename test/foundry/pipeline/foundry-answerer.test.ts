// The Foundry answerer: dice become rolls (kept for the chat card); a decision prompt goes to the user it belongs
// to (a figure's owner, else the side's chooser), names them on the answer, and falls back to the automation pick
// when nobody answers or the answer is not legal.

import { describe, expect, it } from "vitest";
import type { CountPrompt, OrderPrompt, PointPrompt } from "../../../src/core/index.js";
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
    expect(await mk("u1").answer(pointPrompt)).toEqual({ value: [4, 5], source: "user", by: "u1" });
    // Asked and not answered, or answered with a point the rules refuse: the automation decides, and says whom it asked.
    expect(await mk("u2").answer(pointPrompt)).toEqual({ value: null, source: "noAnswer", by: "u2" });
    expect(await mk("u3").answer(pointPrompt)).toEqual({ value: null, source: "noAnswer", by: "u3" });
    expect(await mk(null).answer(pointPrompt)).toBeUndefined();
    expect(asked).toEqual(["u1", "u2", "u3"]);
  });

  const spend: CountPrompt = {
    kind: "count",
    tag: "T.blessingSpend[E]",
    chooser: "blue",
    decision: "blessingSpend",
    figure: "E",
    askOf: "E",
    min: 0,
    max: 2,
    fallback: 0,
    roll: "T.injury[E]",
  };
  const bath: CountPrompt = { ...spend, tag: "T.bloodbath[E]", decision: "bloodbath", askOf: "A", max: 1, flag: true };

  it("asks a figure's decision of its owner, the side's of the side's chooser, and keeps answers per figure", async () => {
    const asked: string[] = [];
    const a = foundryAnswerer({
      roller,
      userForSide: (side) => `side-${side}`,
      userForFigure: (id) => `owner-${id}`,
      askPoint: async () => undefined,
      askCount: async (user, p) => (asked.push(`${user}:${p.tag}`), 1),
    });
    expect(await a.answer(spend)).toEqual({ value: 1, source: "user", by: "owner-E" });
    expect(await a.answer(bath)).toEqual({ value: 1, source: "user", by: "owner-A" });
    const { askOf: _ignored, ...sideSpend } = { ...spend, tag: "T.bloodSpendOnSuccess", decision: "bloodSpendOnSuccess" };
    const { figure: _none, ...whole } = sideSpend;
    expect(await a.answer(whole)).toEqual({ value: 1, source: "user", by: "side-blue" });
    expect(asked).toEqual(["owner-E:T.blessingSpend[E]", "owner-A:T.bloodbath[E]", "side-blue:T.bloodSpendOnSuccess"]);
    // A flag is kept as the scenario holds it (a boolean), per figure.
    expect(a.decisions()).toEqual({ blessingSpend: { E: 1 }, bloodbath: { E: true }, bloodSpendOnSuccess: 1 });
  });

  it("an answer a GM gave for the asked user names the GM (the card's chosen by); it is kept like the user's", async () => {
    const a = foundryAnswerer({
      roller,
      userForSide: () => "u",
      userForFigure: () => "owner-E",
      askPoint: async (_u, _t, _f, _p, by) => (by?.("gm-1"), [1, 2]),
      askCount: async (_u, _p, by) => (by?.("gm-1"), 2),
      askOrder: async (_u, p, by) => (by?.("gm-1"), [...p.options]),
    });
    expect(await a.answer(spend)).toEqual({ value: 2, source: "user", by: "gm-1" });
    const order = {
      kind: "order",
      tag: "N.order",
      decision: "resolutionOrder",
      chooser: "red",
      options: ["x", "y"],
      fallback: ["x", "y"],
    } as const;
    expect(await a.answer(order)).toEqual({ value: ["x", "y"], source: "user", by: "gm-1" });
    const point = {
      kind: "point",
      tag: "T.scatterPoint",
      decision: "scatterPoint",
      chooser: "red",
      fallback: null,
      check: () => null,
    } as const;
    expect(await a.answer(point)).toEqual({ value: [1, 2], source: "user", by: "gm-1" });
    expect(a.decisions()).toEqual({ blessingSpend: { E: 2 }, resolutionOrder: ["x", "y"], scatterPoint: [1, 2] });
  });

  it("a count out of range, declined or too slow is no answer: the automation decides and nothing is kept", async () => {
    for (const reply of [3, -1, 1.5, undefined]) {
      const a = foundryAnswerer({
        roller,
        userForSide: () => "u",
        userForFigure: () => "o",
        askPoint: async () => undefined,
        askCount: async () => reply,
      });
      expect(await a.answer(spend)).toEqual({ value: null, source: "noAnswer", by: "o" });
      expect(a.decisions()).toEqual({});
    }
    // No way to ask (no relay) or nobody to ask: decided at once, without stopping the resolution.
    expect(foundryAnswerer({ roller, userForSide: () => "u", askPoint: async () => undefined }).answer(spend)).toBeUndefined();
    const nobody = foundryAnswerer({
      roller,
      userForSide: () => null,
      userForFigure: () => null,
      askPoint: async () => undefined,
      askCount: async () => 1,
    });
    expect(nobody.answer(spend)).toBeUndefined();
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

  it("does not ask a player to order fighters when one of them is hidden from them: the automation orders (found at the test table)", async () => {
    const order: OrderPrompt = {
      kind: "order",
      tag: "N.order",
      chooser: "red",
      options: ["juve", "lurker"],
      fallback: ["lurker", "juve"],
      decision: "resolutionOrder",
    };
    const asked: string[] = [];
    const deps = {
      roller,
      userForSide: () => "p1",
      askPoint: async () => undefined,
      askOrder: async (user: string) => (asked.push(user), ["juve", "lurker"]),
    };
    const hiding = foundryAnswerer({ ...deps, hiddenFrom: (user, id) => user === "p1" && id === "lurker" });
    expect(hiding.answer(order)).toBeUndefined();
    expect(asked).toEqual([]);
    const seeing = foundryAnswerer({ ...deps, hiddenFrom: () => false });
    expect(await seeing.answer(order)).toEqual({ value: ["juve", "lurker"], source: "user", by: "p1" });
    expect(asked).toEqual(["p1"]);
  });

  it("reads the faces of an evaluated roll", () => {
    expect(facesOf({ dice: [{ results: [{ result: 2 }, { result: 6 }] }] })).toEqual([2, 6]);
    expect(facesOf({ dice: [] })).toEqual([]);
  });
});
