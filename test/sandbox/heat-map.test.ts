// The sandbox's heat map cells and legend, from a hand-made impact map.

import { describe, expect, it } from "vitest";
import { HEAT_BANDS, ImpactCollector } from "../../src/core/index.js";
import { heatCells, heatLegend } from "../../src/sandbox/heat-map.js";

describe("the sandbox heat map", () => {
  it("puts each non-empty cell at its corner with its band", () => {
    const c = new ImpactCollector();
    for (let i = 0; i < 8; i++) c.add(i, { x: 10, y: 10 }, { x: 10.2, y: 10.2 }, []);
    c.add(8, { x: 10, y: 10 }, { x: 12.5, y: 10.2 }, []);
    c.add(9, { x: 10, y: 10 }, { x: 12.5, y: 10.2 }, []);
    const map = c.build(10);
    expect(map.impacts.cell).toBe(0.5);
    expect(heatCells(map.impacts)).toEqual([
      { x: 10, y: 10, size: 0.5, band: HEAT_BANDS },
      { x: 12.5, y: 10, size: 0.5, band: 1 },
    ]);
    expect(heatLegend(map)).toBe("1 in 1 throws lands in the darkest cells");
  });

  it("says 1 in N for the darkest band's share of all throws", () => {
    const c = new ImpactCollector();
    c.add(0, { x: 0, y: 0 }, { x: 0, y: 0 }, []);
    const map = c.build(10);
    expect(heatLegend(map)).toBe("1 in 10 throws lands in the darkest cells");
    expect(heatLegend(new ImpactCollector().build(5))).toBe("No throw lands on the table");
  });
});
