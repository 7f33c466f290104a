// Trench Crusade's scatter point (docs/rules.md §4.4 T4, A-37, A-38) measured away from the origin: the
// distance in 3D or on the table plane, the tolerance of a chosen point, the candidate points on the circle
// and on model bases (their bearings in every quadrant, raised models, a centre on a base).

import { describe, expect, it } from "vitest";
import { createBattlefield, getRuleset, loadScenario } from "../../../../src/core/index.js";
import type { TcSettings } from "../../../../src/core/rulesets/trench-crusade/settings.js";
import type { TcFigure } from "../../../../src/core/rulesets/trench-crusade/types.js";
import {
  SCATTER_TOLERANCE,
  answerPoint,
  scatterCandidates,
  scatterMeasure,
  scatterProblem,
} from "../../../../src/core/rulesets/trench-crusade/scatter.js";

type Doc = Record<string, unknown>;
const fig = (id: string, x: number, y: number, z = 0, baseRadius = 0.5) => ({ id, side: "2", x, y, z, baseRadius, stats: {} });

/** A table of `figures` and walls with its resolved settings. */
function table(figures: Doc[], settings: Doc = {}, walls: Doc[] = []) {
  const scenario = loadScenario({
    ruleset: "trench-crusade",
    settings,
    battlefield: { bounds: { x: 0, y: 0, width: 48, height: 48 }, walls, figures: [{ ...fig("A", 1, 1), side: "1" }, ...figures] },
    attack: { attacker: "A", weapon: { name: "Test charge", range: 24, keywords: ["BLAST(1)", "SCATTER"] }, target: { point: [10, 10] } },
  });
  const ruleset = getRuleset("trench-crusade");
  if (!ruleset) throw new Error("no trench-crusade ruleset");
  const bf = createBattlefield(scenario.battlefield);
  const models = bf.figures.filter((f) => f.id !== "A") as unknown as TcFigure[];
  return { bf: bf as never, models, settings: ruleset.resolveSettings(scenario.settings) as TcSettings };
}

const C0 = { x: 10, y: 10, z: 1 };
const round = (p: { x: number; y: number; z: number }) => ({ x: +p.x.toFixed(6), y: +p.y.toFixed(6), z: +p.z.toFixed(6) });

describe("rules §4.4 T4: the scatter distance away from the origin", () => {
  it.each([
    [{ x: 13, y: 14, z: 1 }, "3d", 5],
    [{ x: 7, y: 6, z: 1 }, "3d", 5],
    [{ x: 13, y: 14, z: 13 }, "3d", 13],
    [{ x: 13, y: 14, z: 13 }, "tablePlane", 5],
    [{ x: 10, y: 10, z: -2 }, "3d", 3],
  ] as const)("from (10, 10, 1) to %j with tc.scatterMetric %s is %d", (p, metric, d) => {
    const { settings } = table([], { "tc.scatterMetric": metric });
    expect(scatterMeasure(p, C0, settings)).toBeCloseTo(d, 9);
  });

  it('a chosen point is legal within 1/1000" of the distance and not beyond', () => {
    const { bf, settings } = table([]);
    const at = (dx: number) => scatterProblem(bf, { x: 10 + dx, y: 10, z: 1 }, C0, 3, settings);
    expect(at(3 + SCATTER_TOLERANCE * 0.9)).toBeNull();
    expect(at(3 - SCATTER_TOLERANCE * 0.9)).toBeNull();
    expect(at(3 + SCATTER_TOLERANCE * 1.1)).toBe('not exactly 3" from the original target');
    expect(at(3 - SCATTER_TOLERANCE * 1.1)).toBe('not exactly 3" from the original target');
  });

  it("a chosen point exactly at the tolerance is legal", () => {
    const { bf, settings } = table([]);
    // 2⁻⁷ is exact in binary, so the point is exactly that far past 3".
    expect(scatterProblem(bf, { x: 13.0078125, y: 10, z: 1 }, C0, 3, settings, 0.0078125)).toBeNull();
    expect(scatterProblem(bf, { x: 13.015625, y: 10, z: 1 }, C0, 3, settings, 0.0078125)).toBe('not exactly 3" from the original target');
  });

  it("a point off the table or out of sight of the original centre is refused, each with its reason", () => {
    const { bf, settings } = table([], {}, [{ id: "w", a: [8, 12], b: [12, 12] }]);
    expect(scatterProblem(bf, { x: 10, y: 13, z: 1 }, C0, 3, settings)).toBe("no line of sight to the original target");
    expect(scatterProblem(bf, { x: 10, y: 7, z: 1 }, C0, 3, settings)).toBeNull();
    expect(scatterProblem(bf, { x: 10, y: -1, z: 1 }, C0, 11, settings)).toBe("off the table");
  });

  it("a point given without z is at the original centre's level", () => {
    expect(answerPoint([3, 4], C0)).toEqual({ x: 3, y: 4, z: 1 });
    expect(answerPoint([3, 4, 0], C0)).toEqual({ x: 3, y: 4, z: 0 });
  });
});

describe("rules §4.4 T4: candidate scatter points", () => {
  it("the circle every 5° around an off-origin centre, at its level, in bearing order", () => {
    const { settings } = table([]);
    const cs = scatterCandidates(C0, 2, [], settings);
    expect(cs).toHaveLength(72);
    expect(cs.map((c) => c.bearing).slice(0, 3)).toEqual([0, 5, 10]);
    expect(round(cs[0]!.point)).toEqual({ x: 12, y: 10, z: 1 });
    expect(round(cs[18]!.point)).toEqual({ x: 10, y: 12, z: 1 });
    expect(round(cs[36]!.point)).toEqual({ x: 8, y: 10, z: 1 });
    expect(round(cs[54]!.point)).toEqual({ x: 10, y: 8, z: 1 });
  });

  it("a scatter of 0 has the centre itself as its only candidate", () => {
    const { models, settings } = table([fig("E", 10.2, 10)]);
    expect(scatterCandidates(C0, 0, models, settings)).toEqual([{ point: C0, bearing: 0 }]);
  });

  it("a base the circle crosses adds the point nearest its centre, with its bearing in each quadrant", () => {
    // Centres 3" away along (±0.6, ±0.8): the circle of 2" passes 1" from them, inside a 1.2" base.
    const { models, settings } = table([fig("Q1", 11.8, 12.4, 1, 1.2), fig("Q4", 11.8, 7.6, 1, 1.2), fig("Q2", 8.2, 12.4, 1, 1.2)]);
    const extra = scatterCandidates(C0, 2, models, settings).slice(72);
    expect(extra.map((c) => round(c.point))).toEqual([
      { x: 11.2, y: 11.6, z: 1 },
      { x: 11.2, y: 8.4, z: 1 },
      { x: 8.8, y: 11.6, z: 1 },
    ]);
    expect(extra.map((c) => +c.bearing.toFixed(4))).toEqual([53.1301, 306.8699, 126.8699]);
  });

  it("a base whose edge the circle crosses adds a point; one wholly outside or inside the circle adds none", () => {
    const { models, settings } = table([fig("far", 13.1, 10, 1, 1), fig("near", 12.9, 10, 1, 1), fig("in", 10.5, 10, 1, 1)]);
    const extra = scatterCandidates(C0, 2, models, settings).slice(72);
    expect(extra.map((c) => round(c.point))).toEqual([{ x: 12, y: 10, z: 1 }]);
  });

  it("in 3D a raised base is met where the sphere crosses its level; on the table plane at the full distance", () => {
    // The model is 1.2" above the centre and 1.6" away along (0.6, 0.8): the sphere of 2" meets its level 1.6" out.
    const { models, settings } = table([fig("R", 10.96, 11.28, 2.2, 0.5)]);
    expect(round(scatterCandidates(C0, 2, models, settings)[72]!.point)).toEqual({ x: 10.96, y: 11.28, z: 2.2 });
    const plane = table([fig("R", 10.96, 11.28, 2.2, 0.5)], { "tc.scatterMetric": "tablePlane" });
    expect(round(scatterCandidates(C0, 2, plane.models, plane.settings)[72]!.point)).toEqual({ x: 11.2, y: 11.6, z: 2.2 });
  });

  it("a model further above or below than the distance is out of the sphere's reach, but not of the table plane's", () => {
    const { models, settings } = table([fig("H", 12, 10, 3.5, 0.5), fig("L", 12, 10, -1.5, 0.5)]);
    expect(scatterCandidates(C0, 2, models, settings)).toHaveLength(72);
    const plane = table([fig("H", 12, 10, 3.5, 0.5)], { "tc.scatterMetric": "tablePlane" });
    expect(round(scatterCandidates(C0, 2, plane.models, plane.settings)[72]!.point)).toEqual({ x: 12, y: 10, z: 3.5 });
  });

  it("a centre on a base's centre takes the point +x of it, when the base reaches that far", () => {
    const { models, settings } = table([fig("big", 10, 10, 1, 2.5), fig("small", 10, 10, 1, 1)]);
    const extra = scatterCandidates(C0, 2, models, settings).slice(72);
    expect(extra).toEqual([{ point: { x: 12, y: 10, z: 1 }, bearing: 0 }]);
  });

  it("the sphere's edge: a model exactly the distance above the centre is met at its top, one higher is not", () => {
    const { models, settings } = table([fig("top", 10, 10, 3, 0.5), fig("over", 30, 30, 3.5, 0.5)]);
    expect(scatterCandidates(C0, 2, models.slice(0, 1), settings).slice(72)).toEqual([{ point: { x: 10, y: 10, z: 3 }, bearing: 0 }]);
    expect(scatterCandidates({ x: 30, y: 30, z: 1 }, 2, models.slice(1), settings)).toHaveLength(72);
  });

  it("a base whose edge the circle exactly touches adds its point, from outside and around the centre", () => {
    const { models, settings } = table([fig("out", 13, 10, 1, 1), fig("on", 20, 20, 1, 2)]);
    expect(scatterCandidates(C0, 2, models.slice(0, 1), settings).slice(72)).toEqual([{ point: { x: 12, y: 10, z: 1 }, bearing: 0 }]);
    const c = { x: 20, y: 20, z: 1 };
    expect(scatterCandidates(c, 2, models.slice(1), settings).slice(72)).toEqual([{ point: { x: 22, y: 20, z: 1 }, bearing: 0 }]);
  });
});
