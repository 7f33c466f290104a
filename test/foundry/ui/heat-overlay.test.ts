// The aim preview's impact map: the live odds' grid as px squares shaded by band (paths beneath), its
// legend, drawn through a recording port; and the sliced main-thread odds carry one map over all slices.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HEAT_BANDS, type OddsSummary, darkestShare, heatCells, loadScenario, odds } from "../../../src/core/index.js";
import { HEAT_COLOUR, PATH_COLOUR, type HeatPort, drawHeat, heatDrawing } from "../../../src/foundry/ui/heat-overlay.js";
import { OddsThrottle } from "../../../src/foundry/ui/odds-throttle.js";

const read = (name: string): unknown => JSON.parse(readFileSync(join(import.meta.dirname, "../../../examples", name), "utf8"));
const scatter = read("trench-crusade-satchel-scatter.json");
const bounce = read("gzg-smoke-bounce.json");
const PPI = 100;
const px = (v: number): number => v * PPI;

class RecordingPort implements HeatPort {
  calls: string[] = [];
  clear(): void {
    this.calls.push("clear");
  }
  fillRect(x: number, y: number, w: number, h: number, colour: number, alpha: number): void {
    this.calls.push(`${String(x)},${String(y)},${String(w)},${String(h)},${colour.toString(16)},${String(alpha)}`);
  }
}

describe("heatDrawing", () => {
  it("draws each reached cell of the Trench Crusade scatter in px, darker where more throws land", () => {
    const map = odds(loadScenario(scatter), { trials: 600, seed: "heat", impacts: true }).impact.map!;
    const d = heatDrawing(map, px);
    const cells = heatCells(map.impacts);
    const impacts = d.rects.filter((r) => r.colour === HEAT_COLOUR);
    expect(impacts.length).toBe(cells.length);
    expect(cells.length).toBeGreaterThan(4);
    for (const [i, c] of cells.entries()) {
      expect(impacts[i]!.x).toBeCloseTo(c.x * PPI, 9);
      expect(impacts[i]!.y).toBeCloseTo(c.y * PPI, 9);
      expect(impacts[i]!.size).toBeCloseTo(map.impacts.cell * PPI, 9);
    }
    // The darkest band is the most opaque, and the lightest the least.
    const alphaOf = (band: number): number => impacts[cells.findIndex((c) => c.band === band)]!.alpha;
    expect(alphaOf(HEAT_BANDS)).toBe(Math.max(...impacts.map((r) => r.alpha)));
    expect(Math.min(...impacts.map((r) => r.alpha))).toBeLessThan(alphaOf(HEAT_BANDS));
    expect(d.legend).toEqual({ key: "ORDNANCE.Impact.legend", data: { n: Math.round(1 / darkestShare(map.impacts)) } });
  });

  it("draws GZG bounce paths beneath the impacts", () => {
    const map = odds(loadScenario(bounce), { trials: 300, seed: "heat", impacts: true }).impact.map!;
    expect(map.paths).not.toBeNull();
    const d = heatDrawing(map, px);
    const firstImpact = d.rects.findIndex((r) => r.colour === HEAT_COLOUR);
    expect(firstImpact).toBe(heatCells(map.paths!).length);
    expect(d.rects.slice(0, firstImpact).every((r) => r.colour === PATH_COLOUR)).toBe(true);
  });

  it("says no throw lands when the grid is empty", () => {
    const empty = { cell: 1, origin: [0, 0] as const, cols: 0, rows: 0, counts: [], trials: 10 };
    expect(heatDrawing({ impacts: empty, paths: null, reach: 0 }, px)).toEqual({
      rects: [],
      legend: { key: "ORDNANCE.Impact.none", data: {} },
    });
  });
});

describe("drawHeat", () => {
  it("replaces what the port shows, and clears it for no map", () => {
    const map = odds(loadScenario(scatter), { trials: 200, seed: "port", impacts: true }).impact.map!;
    const d = heatDrawing(map, px);
    const port = new RecordingPort();
    drawHeat(port, d);
    expect(port.calls[0]).toBe("clear");
    expect(port.calls.length).toBe(d.rects.length + 1);
    const r = d.rects[0]!;
    expect(port.calls[1]).toBe(
      `${String(r.x)},${String(r.y)},${String(r.size)},${String(r.size)},${r.colour.toString(16)},${String(r.alpha)}`,
    );
    drawHeat(port, null);
    expect(port.calls.at(-1)).toBe("clear");
    expect(port.calls.length).toBe(d.rects.length + 2);
  });
});

describe("the sliced main-thread odds", () => {
  it("merge the slices' impact maps into one map over all the trials", () => {
    const queue: (() => void)[] = [];
    let last: OddsSummary | null = null;
    const slices: OddsSummary[] = [];
    const slice = (d: unknown, trials: number, seed: string): OddsSummary => {
      const s = odds(loadScenario(d), { trials, seed, impacts: true });
      slices.push(s);
      return s;
    };
    new OddsThrottle(slice, { later: (fn) => queue.push(fn) }, { sliceTrials: 50, totalTrials: 200, settleMs: 0, seed: "t" }, (_k, sum) => {
      last = sum;
    }).request("a", scatter);
    while (queue.length) queue.shift()!();
    const map = (last as OddsSummary | null)!.impact.map!;
    expect(slices.length).toBe(4);
    expect(map.impacts.trials).toBe(200);
    const landed = (s: OddsSummary): number => s.impact.map!.impacts.counts.reduce((a, c) => a + c, 0);
    expect(map.impacts.counts.reduce((a, c) => a + c, 0)).toBe(slices.reduce((a, s) => a + landed(s), 0));
    expect(map.impacts.cell).toBe(Math.max(...slices.map((s) => s.impact.map!.impacts.cell)));
  });
});
