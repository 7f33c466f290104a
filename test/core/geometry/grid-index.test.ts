// The spatial index's size stays linear in its input whatever the shapes (one wall 2e8" long used to
// make hundreds of millions of cells), and a query still finds every item it should.

import { describe, expect, it } from "vitest";
import { GridIndex } from "../../../src/core/geometry/grid-index.js";

describe("GridIndex sizing", () => {
  it("one very long straight wall makes few cells, and a ray across it still finds it", () => {
    for (const L of [1e3, 1e5, 2e8, 1e300]) {
      const g = GridIndex.ofSegments(new Float64Array([0, 0, L, 0, 0, 1, 1, 1]));
      expect(g.nx * g.ny).toBeLessThan(64);
      const found: number[] = [];
      g.queryRayFirst({ x: 5, y: -1 }, { x: 5, y: 2 }, (i) => {
        found.push(i);
        return null;
      });
      expect(found).toContain(0);
    }
  });

  it("cells grow with the number of segments, not with their length", () => {
    const n = 1000;
    const c = new Float64Array(n * 4);
    for (let i = 0; i < n; i++) c.set([0, i, 1e5, i + 0.5], i * 4);
    const g = GridIndex.ofSegments(c);
    expect(g.nx * g.ny).toBeLessThanOrEqual(6 * n);
  });

  it("a requested cell size is capped so that no axis has more than 1,024 cells", () => {
    const g = GridIndex.ofBoxes(new Float64Array([0, 0, 1, 1, 1e6, 1e6, 1e6 + 1, 1e6 + 1]), 0.001);
    expect(g.nx).toBeLessThanOrEqual(1024);
    const hits: number[] = [];
    g.queryBox({ minX: 1e6, minY: 1e6, maxX: 1e6 + 0.5, maxY: 1e6 + 0.5 }, (i) => hits.push(i));
    expect(hits).toContain(1);
  });
});
