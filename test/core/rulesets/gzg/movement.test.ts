// GZG figures moving into smoke or gas (docs/rules.md §3.4 G8–G9): tested the first time the path comes
// within 3", once per marker per activation, sealed figures immune to smoke.

import { describe, expect, it } from "vitest";
import { type Outcome, createBattlefield, getRuleset, loadScenario, run, scriptedAnswerer } from "../../../../src/core/index.js";

const scenario = loadScenario({
  ruleset: "gzg",
  endOfRound: true,
  battlefield: {
    figures: [
      { id: "R", side: "blue", x: 0, y: 0, stats: { quality: 8, motivation: 2 } },
      { id: "P", side: "blue", x: 0, y: 5, stats: { quality: 8, motivation: 2, sealed: true } },
    ],
    clouds: [
      { id: "s1", kind: "smoke", x: 10, y: 0, radius: 3 },
      { id: "g1", kind: "gas", x: 20, y: 0, radius: 3, lethal: true },
    ],
  },
});

function moved(figure: string, path: [number, number][], already: string[], dice: Record<string, number>): Outcome {
  const ruleset = getRuleset("gzg")!;
  const ctx = { scenario, battlefield: createBattlefield(scenario.battlefield), settings: ruleset.resolveSettings({}) };
  const gen = ruleset.onFigureMoved!(
    ctx,
    figure,
    path.map(([x, y]) => ({ x, y })),
    already,
  );
  return run(gen, scriptedAnswerer(dice)).result;
}

describe("moving into clouds", () => {
  it("a path that passes a cloud's edge tests it; one that stays clear does not", () => {
    const o = moved(
      "R",
      [
        [0, 0],
        [6.5, 0],
      ],
      [],
      { "G.react[R]": 2 },
    );
    expect(o.extra["testedClouds"]).toEqual(["s1"]);
    expect(o.affected).toMatchObject([{ figure: "R", cause: "smoke", suppression: 1 }]);
    expect(
      moved(
        "R",
        [
          [0, 0],
          [6.4, 0],
        ],
        [],
        {},
      ).extra["testedClouds"],
    ).toEqual([]);
  });

  it("a long move through both clouds tests each once, in the table's order", () => {
    const o = moved(
      "R",
      [
        [0, 0],
        [30, 0],
      ],
      [],
      { "G.react[R]": 5, "G.gas[R]": 1 },
    );
    expect(o.extra["testedClouds"]).toEqual(["s1", "g1"]);
    expect(o.affected).toMatchObject([{ figure: "R", status: "outOfAction" }]);
  });

  it("a cloud already tested this activation is not tested again", () => {
    const o = moved(
      "R",
      [
        [0, 0],
        [30, 0],
      ],
      ["s1"],
      { "G.gas[R]": 6 },
    );
    expect(o.extra["testedClouds"]).toEqual(["g1"]);
  });

  it("a sealed figure ignores smoke and rolls for gas", () => {
    const o = moved(
      "P",
      [
        [0, 5],
        [20, 1],
      ],
      [],
      { "G.gas[P]": 2 },
    );
    expect(o.extra["testedClouds"]).toEqual(["s1", "g1"]);
    expect(o.affected).toEqual([]);
  });
});
