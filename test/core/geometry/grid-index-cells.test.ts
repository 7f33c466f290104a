// How the spatial index lays out its cells: the cell size its heuristic picks (about two items per cell of
// the area, at least half the items' mean extent, at most about 2n + 1 cells along the longer axis, never
// below 1"), the grid's origin and cell counts, the cap of 1,024 cells per axis, and which cells a segment is
// stored in (the cells it crosses once its box spans more than 2 × 2 cells). These decide what a query visits,
// which bounds its cost (docs/architecture.md, battlefield queries).

import { describe, expect, it } from "vitest";
import { GridIndex } from "../../../src/core/index.js";

const boxQuery = (g: GridIndex, minX: number, minY: number, maxX: number, maxY: number): number[] => {
  const seen: number[] = [];
  g.queryBox({ minX, minY, maxX, maxY }, (i) => seen.push(i));
  return seen;
};

describe("GridIndex cell size chosen from the items", () => {
  it('two small boxes 100" apart: about two items per cell of the area (√(100·100·2/2) = 100)', () => {
    const g = GridIndex.ofBoxes(new Float64Array([10, 20, 11, 21, 109, 119, 110, 120]));
    expect(g.cellSize).toBeCloseTo(100, 12);
    expect([g.originX, g.originY, g.nx, g.ny]).toEqual([10, 20, 2, 2]);
  });

  it('two walls 100" long and 1" apart: half the mean extent (200 / 4 = 50) beats the area\'s 10', () => {
    const g = GridIndex.ofSegments(new Float64Array([10, 20, 110, 20, 10, 21, 110, 21]));
    expect(g.cellSize).toBeCloseTo(50, 12);
    expect([g.originX, g.originY, g.nx, g.ny]).toEqual([10, 20, 3, 1]);
  });

  it("the same walls standing upright: the extent counts along y as along x", () => {
    const g = GridIndex.ofSegments(new Float64Array([20, 10, 20, 110, 21, 10, 21, 110]));
    expect(g.cellSize).toBeCloseTo(50, 12);
    expect([g.originX, g.originY, g.nx, g.ny]).toEqual([20, 10, 1, 3]);
  });

  it('three points in a row 100" long: at most 2n + 1 cells along the longer axis (100 / 7)', () => {
    const g = GridIndex.ofBoxes(new Float64Array([10, 5, 10, 5, 60, 5, 60, 5, 110, 5, 110, 5]));
    expect(g.cellSize).toBeCloseTo(100 / 7, 12);
    const column = GridIndex.ofBoxes(new Float64Array([5, 10, 5, 10, 5, 60, 5, 60, 5, 110, 5, 110]));
    expect(column.cellSize).toBeCloseTo(100 / 7, 12);
  });

  it('a few small boxes close together: never below 1"', () => {
    const g = GridIndex.ofBoxes(new Float64Array([0, 0, 0.1, 0.1, 0.2, 0.2, 0.3, 0.3, 0.4, 0.4, 0.5, 0.5, 0.5, 0, 0.6, 0.1]));
    expect(g.cellSize).toBe(1);
    expect([g.nx, g.ny]).toEqual([1, 1]);
  });

  it('an area too large to measure (1e300 squared) falls back to 1", then the cell cap takes over', () => {
    const g = GridIndex.ofBoxes(new Float64Array([0, 0, 1e300, 1e300]));
    expect(g.cellSize).toBe(1e300 / 1023);
    expect(g.nx).toBeLessThanOrEqual(1024);
  });

  it('no items: one cell of √2" at the origin, and queries visit nothing', () => {
    const g = GridIndex.ofBoxes(new Float64Array(0));
    expect(g.cellSize).toBeCloseTo(Math.SQRT2, 12);
    expect([g.originX, g.originY, g.nx, g.ny]).toEqual([0, 0, 1, 1]);
    expect(boxQuery(g, -5, -5, 5, 5)).toEqual([]);
    const ray: number[] = [];
    g.queryRayFirst({ x: -5, y: 0.5 }, { x: 5, y: 0.5 }, (i) => {
      ray.push(i);
      return null;
    });
    expect(ray).toEqual([]);
  });
});

describe("GridIndex origin, cell counts and the cap", () => {
  it("the origin is the lowest corner over every item and the counts reach the highest, whichever items hold them", () => {
    const g = GridIndex.ofBoxes(new Float64Array([5, -3, 6, -2, -4, 7, -3, 8, 2, 2, 12, 3, 0, 0, 1, 15]), 1);
    expect([g.originX, g.originY, g.cellSize, g.nx, g.ny]).toEqual([-4, -3, 1, 17, 19]);
  });

  it('a requested cell size grows until an axis has at most 1,024 cells: exactly 1,024 for a 1,023" span', () => {
    const g = GridIndex.ofBoxes(new Float64Array([5, 7, 6, 8, 1027, 7, 1028, 8]), 0.001);
    expect([g.cellSize, g.nx, g.ny]).toEqual([1, 1024, 2]);
    const tall = GridIndex.ofBoxes(new Float64Array([5, 7, 6, 8, 5, 1029, 6, 1030]), 0.001);
    expect([tall.cellSize, tall.nx, tall.ny]).toEqual([1, 2, 1024]);
    // A requested size above the cap is kept.
    expect(GridIndex.ofBoxes(new Float64Array([0, 0, 1, 1, 1022, 0, 1023, 1]), 7).cellSize).toBe(7);
  });
});

describe("GridIndex bounds of a segment", () => {
  it("a segment's box is the same whichever end comes first, and so is the grid around it", () => {
    for (const c of [
      [10, 5, 30, 20],
      [30, 20, 10, 5],
      [10, 20, 30, 5],
      [30, 5, 10, 20],
    ]) {
      const g = GridIndex.ofSegments(new Float64Array(c), 1);
      expect([g.originX, g.originY, g.nx, g.ny], JSON.stringify(c)).toEqual([10, 5, 21, 16]);
    }
  });
});

describe("GridIndex stamps at their wrap", () => {
  it("a fresh index whose stamp counter is at its last value still visits every item on its next query", () => {
    const g = GridIndex.ofBoxes(new Float64Array([0, 0, 1, 1, 5, 5, 6, 6]));
    (g as unknown as { stamp: number }).stamp = 0xffffffff;
    expect(boxQuery(g, -1, -1, 7, 7).sort()).toEqual([0, 1]);
    expect(boxQuery(g, -1, -1, 7, 7).sort()).toEqual([0, 1]);
  });
});

describe("GridIndex stores a segment in the cells it crosses once its box spans more than 2 × 2 cells", () => {
  // Zero-length segments at (0, 0) and (5, 5) fix the grid at 6 × 6 cells of 1"; the segment under test is
  // given in cells counted from (2, 2), so that no cell index of it is 0.
  const grid = (ax: number, ay: number, bx: number, by: number): GridIndex =>
    GridIndex.ofSegments(new Float64Array([0, 0, 0, 0, 5, 5, 5, 5, ax + 2, ay + 2, bx + 2, by + 2]), 1);
  const cellQuery = (g: GridIndex, x: number, y: number): number[] => boxQuery(g, x + 2.4, y + 2.4, x + 2.6, y + 2.6);
  /** The cells written "x,y x,y …" in `held` hold the segment under test (item 2), those in `missed` do not. */
  const expectCells = (g: GridIndex, held: string, missed = ""): void => {
    const cells = (list: string) => (list ? list.split(" ").map((c) => c.split(",").map(Number) as [number, number]) : []);
    for (const [x, y] of cells(held)) expect(cellQuery(g, x, y), `cell ${String(x)}, ${String(y)}`).toContain(2);
    for (const [x, y] of cells(missed)) expect(cellQuery(g, x, y), `cell ${String(x)}, ${String(y)}`).not.toContain(2);
  };

  it("a slanting segment 3 cells wide and 2 high is found in the cells it crosses and not in its box's other corners", () => {
    for (const [ax, ay, bx, by] of [
      [0.5, 0.25, 2.5, 1.5],
      [2.5, 1.5, 0.5, 0.25],
    ] as const) {
      const g = grid(ax, ay, bx, by);
      expect([g.nx, g.ny]).toEqual([6, 6]);
      expectCells(g, "0,0 1,0 1,1 2,1", "0,1 2,0");
    }
  });

  it("one 2 wide and 3 high likewise", () => {
    const g = grid(0.25, 0.5, 1.5, 2.5);
    expectCells(g, "0,0 0,1 1,1 1,2", "1,0 0,2");
  });

  it("one whose box spans 2 × 2 cells is stored in all four, the corner it does not cross too", () => {
    const g = grid(0.5, 0.25, 1.5, 1.5);
    expectCells(g, "0,0 1,0 1,1 0,1");
  });
});
