// The impact map: the grid's counts and cell size on hand-made points and paths, and on seeded odds the
// spread a Trench Crusade scatter and a bouncing GZG grenade really show; aim after aim on one table parsed once.

import { describe, expect, it } from "vitest";
import {
  AimScenarios,
  HEAT_BANDS,
  ImpactCollector,
  type ImpactGrid,
  ScenarioError,
  cellSizeFor,
  darkestShare,
  heatBand,
  loadScenario,
  odds,
} from "../../../src/core/index.js";
import { bouncingGrenade } from "../../helpers/gzg.js";
import { satchelAtE } from "../../helpers/trench-crusade.js";

/** Centre of every non-empty cell with its count. */
const cells = (g: ImpactGrid): { x: number; y: number; n: number }[] =>
  g.counts.flatMap((n, k) =>
    n > 0 ? [{ x: g.origin[0] + ((k % g.cols) + 0.5) * g.cell, y: g.origin[1] + (Math.floor(k / g.cols) + 0.5) * g.cell, n }] : [],
  );
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

describe("the impact grid", () => {
  it("takes a power-of-two cell from the spread, about eight cells across it", () => {
    expect(cellSizeFor(0)).toBe(0.125);
    expect(cellSizeFor(8)).toBe(1);
    expect(cellSizeFor(9)).toBe(2);
    expect(cellSizeFor(1000)).toBe(4);
  });

  it("counts impacts per cell, and each trial's path once per cell it crosses", () => {
    const c = new ImpactCollector();
    const aim = { x: 0, y: 0 };
    c.add(0, aim, { x: 0.1, y: 0.1 }, []);
    c.add(1, aim, { x: 0.2, y: 0.3 }, []);
    // Out 8" along x and back to 4": the cells from 4" to 8" are crossed twice but count once.
    c.add(2, aim, { x: 4, y: 0.1 }, [
      { from: [0, 0.1], to: [8, 0.1] },
      { from: [8, 0.1], to: [4, 0.1] },
    ]);
    c.add(3, aim, null, []);
    const map = c.build(4);
    expect(map.reach).toBeCloseTo(Math.hypot(4, 0.1), 4);
    expect(map.impacts.cell).toBe(1);
    expect(map.impacts.trials).toBe(4);
    expect(sum(map.impacts.counts)).toBe(3);
    expect(cells(map.impacts)).toEqual([
      { x: 0.5, y: 0.5, n: 2 },
      { x: 4.5, y: 0.5, n: 1 },
    ]);
    const paths = map.paths!;
    expect(paths.cols).toBe(9);
    expect(paths.counts.slice(0, 9)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it("has no path grid when no trial moved, and shades the fullest cells darkest", () => {
    const c = new ImpactCollector();
    for (let i = 0; i < 10; i++) c.add(i, { x: 5, y: 5 }, { x: 5, y: 5 }, []);
    const map = c.build(20);
    expect(map.paths).toBeNull();
    expect(map.impacts.counts).toEqual([10]);
    expect(heatBand(10, 10)).toBe(HEAT_BANDS);
    expect(heatBand(1, 10)).toBe(1);
    expect(heatBand(0, 10)).toBe(0);
    // Half of the twenty trials landed in the one darkest cell; the rest had no impact.
    expect(darkestShare(map.impacts)).toBe(0.5);
  });
});

const tcDoc = satchelAtE();

describe("the impact map on seeded odds", () => {
  it("shows a Trench Crusade scatter spread around the aim, the hits in the aim's cell", () => {
    const o = odds(loadScenario(tcDoc), { trials: 4000, seed: "tc-map", impacts: true });
    const map = o.impact.map!;
    const hits = (o.outcomes.HIT ?? 0) + (o.outcomes.CRIT ?? 0);
    const landed = cells(map.impacts);
    expect(sum(landed.map((c) => c.n))).toBe(4000 * ((o.outcomes.HIT ?? 0) + (o.outcomes.CRIT ?? 0) + (o.outcomes.SCATTERED ?? 0)));
    const aimCell = landed.find((c) => Math.abs(c.x - 5.5) <= map.impacts.cell / 2 && Math.abs(c.y) <= map.impacts.cell / 2)!;
    expect(aimCell.n / 4000).toBeGreaterThanOrEqual(hits);
    // Scattered shells land away from the aim (where the opponent's policy puts them), never further than the reach.
    const away = landed.filter((c) => c !== aimCell);
    expect(away.length).toBeGreaterThan(3);
    expect(sum(away.filter((c) => Math.hypot(c.x - 5.5, c.y) > 1.5).map((c) => c.n)) / 4000).toBeGreaterThan(0.3);
    for (const c of away) expect(Math.hypot(c.x - 5.5, c.y)).toBeLessThanOrEqual(map.reach + map.impacts.cell);
    expect(map.reach).toBeGreaterThan(1);
  });

  it("shows a bouncing GZG grenade's paths reaching the wall and its impacts all on the thrower's side", () => {
    // The bouncing-grenade table: a long wall 1" beyond the aim point, across the line of fire.
    const o = odds(loadScenario(bouncingGrenade()), { trials: 3000, seed: "gzg-map", impacts: true });
    const map = o.impact.map!;
    const paths = cells(map.paths!);
    // Paths run up to the wall and back off it.
    expect(paths.filter((c) => c.x >= 12.5).length).toBeGreaterThan(5);
    for (const c of paths) expect(c.x - map.paths!.cell / 2).toBeLessThan(13);
    // No shell comes down behind the wall; many come back off it, short of the aim.
    const landed = cells(map.impacts);
    for (const c of landed) expect(c.x - map.impacts.cell / 2).toBeLessThan(13);
    expect(sum(landed.filter((c) => c.x < 11).map((c) => c.n))).toBeGreaterThan(300);
    expect(landed.length).toBeGreaterThan(10);
  });

  it("is left out unless asked for", () => {
    expect(odds(loadScenario(tcDoc), { trials: 50, seed: "tc-map" }).impact).not.toHaveProperty("map");
  });
});

describe("aim after aim on one table", () => {
  const aimed = (target: unknown) => ({ ...tcDoc, attack: { ...tcDoc.attack!, target } });

  it("reuses the parse when only the target moves, with the same odds as a fresh parse", () => {
    const aims = new AimScenarios();
    const first = aims.load(aimed({ point: [5, 1] }));
    const second = aims.load(aimed({ point: [4.5, -1] }));
    expect(second.battlefield).toBe(first.battlefield);
    expect(second.attack?.target).toEqual({ kind: "point", point: { x: 4.5, y: -1, z: 0 } });
    const fresh = loadScenario(aimed({ point: [4.5, -1] }));
    expect(odds(second, { trials: 300, seed: "aims", impacts: true })).toEqual(odds(fresh, { trials: 300, seed: "aims", impacts: true }));
    expect(aims.load(aimed({ figure: "E" })).attack?.target).toEqual({ kind: "figure", figure: "E" });
  });

  it("parses afresh, with the core's error, when the target or anything else is new", () => {
    const aims = new AimScenarios();
    const first = aims.load(aimed({ point: [5, 1] }));
    expect(() => aims.load(aimed({ figure: "nobody" }))).toThrow(ScenarioError);
    expect(() => aims.load(aimed({ figure: "nobody" }))).toThrow(/\$\.attack\.target\.figure/);
    const moved = aims.load({ ...aimed({ point: [5, 1] }), seed: "other" });
    expect(moved.battlefield).not.toBe(first.battlefield);
    expect(moved.seed).toBe("other");
  });
});
