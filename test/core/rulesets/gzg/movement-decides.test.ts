// A figure moving through GZG clouds, decided at the edges (docs/rules.md §3.4 G8–G9 "Movement", §6
// `gzg.areaMeasure`, `gzg.areaInclusive`, `clouds.wallsContain`): the reach to the edge or the centre, exactly at
// the tolerance, off the axes, behind a wall that stops movement but not sight, and what the outcome records.

import { describe, expect, it } from "vitest";
import { type Outcome, createBattlefield, getRuleset, loadScenario, run, scriptedAnswerer } from "../../../../src/core/index.js";
import type { CloudDoc, WallDoc } from "../../../../src/core/scenario/document.js";

/** A tolerance that is exact in binary (2⁻⁷ = 0.0078125), so reach ± eps is exact too. */
const EPS = 0.0078125;

function moved(
  path: [number, number][],
  opts: { settings?: Record<string, unknown>; clouds?: CloudDoc[]; walls?: WallDoc[]; figure?: string; dice?: Record<string, number> } = {},
): Outcome {
  const scenario = loadScenario({
    ruleset: "gzg",
    endOfRound: true,
    settings: opts.settings ?? {},
    battlefield: {
      figures: [{ id: "R", side: "blue", x: 0, y: 0, stats: { quality: 8, motivation: 2 } }],
      walls: opts.walls ?? [],
      clouds: opts.clouds ?? [{ id: "s1", kind: "smoke", x: 10, y: 0, radius: 3 }],
    },
  });
  const ruleset = getRuleset("gzg");
  if (!ruleset?.onFigureMoved) throw new Error("no gzg movement rule");
  const ctx = { scenario, battlefield: createBattlefield(scenario.battlefield), settings: ruleset.resolveSettings(scenario.settings) };
  const gen = ruleset.onFigureMoved(
    ctx,
    opts.figure ?? "R",
    path.map(([x, y]) => ({ x, y })),
    [],
  );
  return run(gen, scriptedAnswerer(opts.dice ?? { "G.react[R]": 6, "G.gas[R]": 6 })).result;
}
/** A straight move along y = k past the cloud at (10, 0): its closest approach to the centre is exactly k. */
const along = (k: number, settings: Record<string, unknown> = {}) =>
  moved(
    [
      [0, k],
      [20, k],
    ],
    { settings },
  ).extra["testedClouds"];

describe("rules §3.4 G8–G9: how close a move must come (gzg.areaMeasure, gzg.areaInclusive)", () => {
  it('to the base\'s edge by default (3" + 0.5" base), to its centre with areaMeasure = centre', () => {
    expect(along(3.3)).toEqual(["s1"]);
    expect(along(3.3, { "gzg.areaMeasure": "centre" })).toEqual([]);
    expect(along(2.9, { "gzg.areaMeasure": "centre" })).toEqual(["s1"]);
  });

  it("inclusive: exactly reach + eps still enters; non-inclusive: exactly reach − eps does not", () => {
    const settings = { "geometry.eps": EPS };
    expect(along(3.5 + EPS, settings)).toEqual(["s1"]);
    expect(along(3.5 + 2 * EPS, settings)).toEqual([]);
    const strict = { ...settings, "gzg.areaInclusive": false };
    expect(along(3.5 - EPS, strict)).toEqual([]);
    expect(along(3.5 - 2 * EPS, strict)).toEqual(["s1"]);
  });

  it('off the axes: a move along y = 2 passes 3.2" from a cloud at (10, 5.2)', () => {
    const clouds: CloudDoc[] = [{ id: "s1", kind: "smoke", x: 10, y: 5.2, radius: 3 }];
    expect(
      moved(
        [
          [0, 2],
          [20, 2],
        ],
        { clouds },
      ).extra["testedClouds"],
    ).toEqual(["s1"]);
    expect(
      moved(
        [
          [0, 1.6],
          [20, 1.6],
        ],
        { clouds },
      ).extra["testedClouds"],
    ).toEqual([]);
  });
});

describe("rules §3.4 (clouds.wallsContain): a wall between the cloud and the path", () => {
  it("a wall that stops movement keeps the cloud from the path even if it does not block sight", () => {
    const glass: WallDoc = { id: "glass", a: [0, 2], b: [20, 2], blocksSight: false };
    expect(
      moved(
        [
          [0, 3],
          [20, 3],
        ],
        { walls: [glass] },
      ).extra["testedClouds"],
    ).toEqual([]);
    expect(
      moved(
        [
          [0, 3],
          [20, 3],
        ],
        { walls: [glass], settings: { "clouds.wallsContain": false } },
      ).extra["testedClouds"],
    ).toEqual(["s1"]);
  });

  it("a wall that blocks only sight does not", () => {
    const screen: WallDoc = { id: "screen", a: [0, 2], b: [20, 2], blocksMove: false, blocksSight: true };
    expect(
      moved(
        [
          [0, 3],
          [20, 3],
        ],
        { walls: [screen] },
      ).extra["testedClouds"],
    ).toEqual(["s1"]);
  });
});

describe("rules §3.4 G8–G9: what a move records", () => {
  it("an upkeep outcome triggered by movement, a note naming figure and cloud, then the cloud's test", () => {
    const out = moved(
      [
        [0, 0],
        [20, 0],
      ],
      { clouds: [{ id: "g1", kind: "gas", x: 10, y: 0, radius: 3 }], dice: { "G.gas[R]": 6 } },
    );
    expect(out.outcome).toBe("UPKEEP");
    expect(out.extra).toEqual({ trigger: "movement", testedClouds: ["g1"] });
    expect(out.notes[0]).toEqual({ key: "ORDNANCE.Log.gzg.movedIntoCloud", data: { figure: "R", cloud: "g1" } });
    expect(out.affected).toMatchObject([{ figure: "R", cause: "gas" }]);
  });

  it("an empty path or an unknown figure tests nothing and lists no clouds", () => {
    for (const out of [
      moved([]),
      moved(
        [
          [0, 0],
          [20, 0],
        ],
        { figure: "nobody" },
      ),
    ]) {
      expect(out.extra).toEqual({ trigger: "movement" });
      expect(out.notes).toEqual([]);
    }
  });
});
