// Impact maps merged across runs in parts: impacts equal one run over all the trials, cell by cell, also
// when the parts' spreads chose different cell sizes; paths add up when the cells agree.

import { describe, expect, it } from "vitest";
import { ImpactCollector, type ImpactMap, heatCells, mergeImpactMaps, seededRandom } from "../../../src/core/index.js";

interface Trial {
  readonly impact: { x: number; y: number } | null;
  readonly path: { from: [number, number]; to: [number, number] }[];
}
const aim = { x: 10, y: 10 };

/** Trials landing within `spread` inches of the aim, each with one leg from the aim to where it landed. */
function trials(n: number, spread: number, seed: string): Trial[] {
  const r = seededRandom(seed);
  return Array.from({ length: n }, () => {
    const impact = { x: aim.x + (r() * 2 - 1) * spread, y: aim.y + (r() * 2 - 1) * spread };
    return { impact, path: [{ from: [aim.x, aim.y] as [number, number], to: [impact.x, impact.y] as [number, number] }] };
  });
}

function mapOf(ts: readonly Trial[], withPaths = true): ImpactMap {
  const c = new ImpactCollector();
  ts.forEach((t, i) => c.add(i, aim, t.impact, withPaths ? t.path : []));
  return c.build(ts.length);
}

describe("mergeImpactMaps", () => {
  it("gives one run's impacts over all trials when both parts chose the same cell size", () => {
    const a = trials(50, 3, "a");
    const b = trials(70, 3, "b");
    const merged = mergeImpactMaps(mapOf(a), mapOf(b));
    const whole = mapOf([...a, ...b]);
    expect(mapOf(a).impacts.cell).toBe(mapOf(b).impacts.cell);
    expect(merged.impacts).toEqual(whole.impacts);
    expect(merged.reach).toBe(whole.reach);
    // Each part's trials are its own, so a path cell's crossings add up exactly too.
    expect(merged.paths).toEqual(whole.paths);
  });

  it("gives one run's impacts when the parts' spreads chose different cell sizes", () => {
    const narrow = trials(50, 0.6, "n");
    const wide = trials(50, 9, "w");
    expect(mapOf(narrow).impacts.cell).toBeLessThan(mapOf(wide).impacts.cell);
    const whole = mapOf([...narrow, ...wide]);
    for (const merged of [mergeImpactMaps(mapOf(narrow), mapOf(wide)), mergeImpactMaps(mapOf(wide), mapOf(narrow))]) {
      expect(merged.impacts).toEqual(whole.impacts);
      expect(heatCells(merged.impacts)).toEqual(heatCells(whole.impacts));
      expect(merged.impacts.counts.reduce((s, c) => s + c, 0)).toBe(100);
      // Paths are at least one run's count in every cell and never above the trials.
      const wp = whole.paths!.counts;
      merged.paths!.counts.forEach((c, k) => {
        expect(c).toBeGreaterThanOrEqual(wp[k]!);
        expect(c).toBeLessThanOrEqual(100);
      });
    }
  });

  it("keeps a part with no impact (every trial refused) out of the grid but in the trials", () => {
    const some = trials(40, 2, "s");
    const none: Trial[] = Array.from({ length: 10 }, () => ({ impact: null, path: [] }));
    const merged = mergeImpactMaps(mapOf(some), mapOf(none));
    const whole = mapOf([...some, ...none]);
    expect(merged.impacts).toEqual(whole.impacts);
    expect(merged.impacts.trials).toBe(50);
  });

  it("keeps paths of a part that has none out, spanning both parts", () => {
    const a = trials(30, 2, "p");
    const b = trials(30, 2, "q");
    const merged = mergeImpactMaps(mapOf(a), mapOf(b, false));
    expect(merged.paths!.cols).toBe(merged.impacts.cols);
    expect(merged.paths!.counts.reduce((s, c) => s + c, 0)).toBe(mapOf(a).paths!.counts.reduce((s, c) => s + c, 0));
  });
});
