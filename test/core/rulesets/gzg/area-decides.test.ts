// Who is inside a GZG area, decided at the edges (docs/rules.md §1.3, §3.4 G7–G10, §6 `gzg.areaMeasure`,
// `gzg.areaInclusive`, `clouds.wallsContain`): the distance to the base edge or the centre off the axes,
// inclusive or strict exactly at the tolerance, walls that shelter a figure or not, and the order of the list.

import { describe, expect, it } from "vitest";
import { createBattlefield, getRuleset, loadScenario } from "../../../../src/core/index.js";
import type { Battlefield } from "../../../../src/core/battlefield/battlefield.js";
import type { FigureSnapshot } from "../../../../src/core/battlefield/types.js";
import { areaDistance, figuresInArea, figuresInCloud, insideArea, shelteredFrom } from "../../../../src/core/rulesets/gzg/area.js";
import type { GzgSettings } from "../../../../src/core/rulesets/gzg/settings.js";
import type { GzgStats } from "../../../../src/core/rulesets/gzg/types.js";

/** A tolerance that is exact in binary (2⁻⁷), so radius ± eps is exact too. */
const EPS = 0.0078125;
const CENTRE = { x: 10, y: 10, z: 0 };

type Doc = Record<string, unknown>;
const fig = (id: string, x: number, y: number, baseRadius = 0.5): Doc => ({ id, side: "blue", x, y, baseRadius, stats: { quality: 8 } });

function table(figures: Doc[], settings: Doc = {}, walls: Doc[] = []) {
  const scenario = loadScenario({
    ruleset: "gzg",
    endOfRound: true,
    settings: { "geometry.eps": EPS, ...settings },
    battlefield: { figures, walls, clouds: [] },
  });
  const ruleset = getRuleset("gzg");
  if (!ruleset) throw new Error("no gzg ruleset");
  const bf = createBattlefield(scenario.battlefield) as unknown as Battlefield<GzgStats>;
  const at = (id: string): FigureSnapshot<GzgStats> => {
    const f = bf.figure(id);
    if (!f) throw new Error(`no figure ${id}`);
    return f;
  };
  return { bf, at, settings: ruleset.resolveSettings(scenario.settings) as GzgSettings };
}

const ids = (list: readonly FigureSnapshot<GzgStats>[]) => list.map((f) => f.id);

describe("rules §1.3: the distance to an area's centre", () => {
  it.each([
    ["baseEdge", 4.5],
    ["centre", 5],
  ] as const)("off the axes with gzg.areaMeasure %s is %d", (measure, d) => {
    const { at, settings } = table([fig("F", 13, 14)], { "gzg.areaMeasure": measure });
    expect(areaDistance(CENTRE, at("F"), settings)).toBeCloseTo(d, 9);
  });
});

describe("rules §1.3, A-24: inside an area exactly at the tolerance", () => {
  // Bases whose edge is 3" + k·EPS from the centre along (0.6, 0.8).
  const edgeAt = (k: number) => {
    const d = 3.5 + k * EPS;
    return fig(`k${String(k)}`, 10 + 0.6 * d, 10 + 0.8 * d);
  };
  const inside = (k: number, settings: Doc) => {
    const t = table([edgeAt(k)], settings);
    return insideArea(CENTRE, 3, t.at(`k${String(k)}`), t.settings);
  };

  it.each([
    [0.9, true],
    [1.1, false],
    [-1.1, true],
  ])('inclusive: an edge at 3" %s·eps is inside: %s', (k, ok) => {
    expect(inside(k, {})).toBe(ok);
  });

  it.each([
    [-1.1, true],
    [-0.9, false],
    [0, false],
  ])('strict: an edge at 3" %s·eps is inside: %s', (k, ok) => {
    expect(inside(k, { "gzg.areaInclusive": false })).toBe(ok);
  });

  it.each([
    [{}, 1, true],
    [{ "gzg.areaInclusive": false }, -1, false],
    [{ "gzg.areaInclusive": false }, 0, false],
  ])('with %j an edge on the x axis at exactly 3" %d·eps is inside: %s', (settings, k, ok) => {
    const t = table([fig("F", 13.5 + k * EPS, 10)], settings);
    expect(insideArea(CENTRE, 3, t.at("F"), t.settings)).toBe(ok);
  });

  it("measured to the centre, a base reaching into the area is not inside", () => {
    const t = table([fig("F", 13.2, 10)], { "gzg.areaMeasure": "centre" });
    expect(insideArea(CENTRE, 3, t.at("F"), t.settings)).toBe(false);
    expect(insideArea(CENTRE, 3.2, t.at("F"), t.settings)).toBe(true);
  });
});

describe("§3.4 G10, clouds.wallsContain: a wall between a figure and a cloud's centre", () => {
  const walls = [
    { id: "solid", a: [12, 5], b: [12, 9] },
    { id: "glass", a: [12, 11], b: [12, 15], blocksMove: true, blocksSight: false },
    { id: "curtain", a: [8, 5], b: [8, 15], blocksMove: false, blocksSight: true },
  ];
  const figures = [fig("S", 13, 8), fig("G", 13, 12), fig("C", 7, 10), fig("O", 10, 12)];

  it("shelters the figure when the wall stops movement, whether or not it blocks sight", () => {
    const { bf, at, settings } = table(figures, {}, walls);
    expect(["S", "G", "C", "O"].map((id) => shelteredFrom(bf, CENTRE, at(id), settings))).toEqual([true, true, false, false]);
    expect(ids(figuresInCloud(bf, CENTRE, 4, settings))).toEqual(["O", "C"]);
  });

  it("shelters nobody with clouds.wallsContain off", () => {
    const { bf, at, settings } = table(figures, { "clouds.wallsContain": false }, walls);
    expect(["S", "G", "C", "O"].map((id) => shelteredFrom(bf, CENTRE, at(id), settings))).toEqual([false, false, false, false]);
    expect(ids(figuresInCloud(bf, CENTRE, 4, settings))).toEqual(["O", "C", "G", "S"]);
  });
});

describe("§1.3: the figures in an area, nearest first", () => {
  it("leaves out a candidate outside the radius and orders by centre distance, not base edge", () => {
    // "big" is farther by centre (2.5") but nearer by edge (0.5"); "far" is a neighbour of the area only.
    const { bf, settings } = table([fig("far", 10, 14.5), fig("big", 12.5, 10, 2), fig("small", 10, 8)]);
    expect(ids(figuresInArea(bf, CENTRE, 3, settings))).toEqual(["small", "big"]);
  });

  it("breaks a tie of distance by id, whatever the listing order", () => {
    const { bf, settings } = table([fig("d", 10, 13), fig("c", 12, 10), fig("a", 8, 10), fig("b", 10, 8)]);
    expect(ids(figuresInArea(bf, CENTRE, 3, settings))).toEqual(["a", "b", "c", "d"]);
  });
});
