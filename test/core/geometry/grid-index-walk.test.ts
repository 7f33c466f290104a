// The ray walk of the spatial index, cell by cell: on a 10 × 10 grid of 1" cells holding one small item per
// cell, the items a ray visits are exactly the cells its segment crosses (clipped to the grid), in the order
// it crosses them, and the walk stops after the first cell whose exit lies beyond a confirmed hit. Which cells
// are visited is the walk's cost contract (docs/architecture.md, battlefield queries), checked against a
// plain cell-by-cell clip of the segment.

import { describe, expect, it } from "vitest";
import { GridIndex, seededRandom } from "../../../src/core/index.js";

const N = 10;
/**
 * Item j·10 + i is a box in the low quarter of cell (i, j), on a grid of 10 × 10 cells of `cs` inches whose
 * lowest corner is (ox, oy): each item lies in one cell only.
 */
function cellGrid(ox = 0, oy = 0, cs = 1): GridIndex {
  const boxes = new Float64Array(N * N * 4);
  for (let j = 0; j < N; j++)
    for (let i = 0; i < N; i++) boxes.set([ox + i * cs, oy + j * cs, ox + (i + 0.5) * cs, oy + (j + 0.5) * cs], (j * N + i) * 4);
  return GridIndex.ofBoxes(boxes, cs);
}

/** Where p→q is inside the square [x, x+1] × [y, y+1] (Liang–Barsky), as [enter, leave] in [0, 1], or null. */
function overlap(px: number, py: number, qx: number, qy: number, x: number, y: number): [number, number] | null {
  let t0 = 0,
    t1 = 1;
  const dx = qx - px,
    dy = qy - py;
  for (const [p, q] of [
    [-dx, px - x],
    [dx, x + 1 - px],
    [-dy, py - y],
    [dy, y + 1 - py],
  ] as const) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
  }
  return t0 < t1 ? [t0, t1] : null;
}

/** The cells p→q crosses for a positive length, in the order it enters them, with the parameter it leaves each. */
function expectedWalk(px: number, py: number, qx: number, qy: number): { item: number; enter: number; leave: number }[] {
  const cells: { item: number; enter: number; leave: number }[] = [];
  for (let y = 0; y < N; y++)
    for (let x = 0; x < N; x++) {
      const o = overlap(px, py, qx, qy, x, y);
      if (o) cells.push({ item: y * N + x, enter: o[0], leave: o[1] });
    }
  return cells.sort((a, b) => a.enter - b.enter);
}

function walk(g: GridIndex, px: number, py: number, qx: number, qy: number, hit: (item: number) => number | null = () => null): number[] {
  const seen: number[] = [];
  g.queryRayFirst({ x: px, y: py }, { x: qx, y: qy }, (i) => {
    seen.push(i);
    return hit(i);
  });
  return seen;
}

describe("GridIndex.queryRayFirst walks exactly the cells a ray crosses, in order", () => {
  it('the grid of 1" cells has its origin at the lowest corner and 10 cells a side', () => {
    const g = cellGrid();
    expect([g.originX, g.originY, g.cellSize, g.nx, g.ny]).toEqual([0, 0, 1, N, N]);
  });

  it("seeded rays in every direction, inside, entering, leaving and crossing the grid", () => {
    const g = cellGrid();
    const rng = seededRandom("grid-walk");
    for (let k = 0; k < 300; k++) {
      const [px, py, qx, qy] = [rng() * 16 - 3, rng() * 16 - 3, rng() * 16 - 3, rng() * 16 - 3];
      const want = expectedWalk(px, py, qx, qy).map((c) => c.item);
      expect(walk(g, px, py, qx, qy), `ray ${String(k)}: (${String(px)}, ${String(py)}) → (${String(qx)}, ${String(qy)})`).toEqual(want);
    }
  });

  it('the same on a grid whose corner is at (−7, 3) with 2" cells: the walk works in cell units from that corner', () => {
    const g = cellGrid(-7, 3, 2);
    expect([g.originX, g.originY, g.cellSize, g.nx, g.ny]).toEqual([-7, 3, 2, N, N]);
    const rng = seededRandom("grid-walk-shifted");
    for (let k = 0; k < 150; k++) {
      const [px, py, qx, qy] = [rng() * 16 - 3, rng() * 16 - 3, rng() * 16 - 3, rng() * 16 - 3];
      const want = expectedWalk(px, py, qx, qy).map((c) => c.item);
      const world = (x: number, y: number): [number, number] => [-7 + 2 * x, 3 + 2 * y];
      expect(walk(g, ...world(px, py), ...world(qx, qy)), `ray ${String(k)}`).toEqual(want);
    }
  });

  it("rays along an axis, in each of the four directions and on the grid's edge lines", () => {
    const g = cellGrid();
    const row = (y: number, xs: number[]): number[] => xs.map((x) => y * N + x);
    expect(walk(g, 0.25, 3.5, 6.5, 3.5)).toEqual(row(3, [0, 1, 2, 3, 4, 5, 6]));
    expect(walk(g, 6.5, 3.5, 0.25, 3.5)).toEqual(row(3, [6, 5, 4, 3, 2, 1, 0]));
    expect(walk(g, 4.5, 1.5, 4.5, 5.5)).toEqual([1, 2, 3, 4, 5].map((y) => y * N + 4));
    expect(walk(g, 4.5, 5.5, 4.5, 1.5)).toEqual([5, 4, 3, 2, 1].map((y) => y * N + 4));
    // Along the grid's low edge lines (x = 0 or y = 0): the border cells are still walked.
    expect(walk(g, 0, 2.5, 0, 4.5)).toEqual([2, 3, 4].map((y) => y * N));
    expect(walk(g, 2.5, 0, 4.5, 0)).toEqual([2, 3, 4]);
  });

  it("a ray from beyond the far edges starts in the last column or row, not past it", () => {
    const g = cellGrid();
    expect(walk(g, 14, 5.25, 7.5, 5.25)).toEqual([9, 8, 7].map((x) => 5 * N + x));
    expect(walk(g, 5.25, 14, 5.25, 7.5)).toEqual([9, 8, 7].map((y) => y * N + 5));
    // Ending beyond them: the walk ends in the last column or row.
    expect(walk(g, 7.5, 5.25, 14, 5.25)).toEqual([7, 8, 9].map((x) => 5 * N + x));
    expect(walk(g, 5.25, 7.5, 5.25, 14)).toEqual([7, 8, 9].map((y) => y * N + 5));
  });

  it("a ray entering from below whose entry point rounds to just under the edge (−1.1e-16) starts in row 0", () => {
    const g = cellGrid();
    expect(walk(g, 1.97, -0.93, 4.26, 1.69)).toEqual(expectedWalk(1.97, -0.93, 4.26, 1.69).map((c) => c.item));
    expect(walk(g, 1.97, -0.93, 4.26, 1.69)[0]).toBe(2);
  });

  it("a ray starting exactly on the far edge and leaving visits the cell it starts in", () => {
    const g = cellGrid();
    expect(walk(g, 10, 5.25, 15, 5.25)).toEqual([5 * N + 9]);
    expect(walk(g, 5.25, 10, 5.25, 15)).toEqual([9 * N + 5]);
  });

  it("a ray that only reaches the grid's edge visits the cell it touches; one that stops short visits nothing", () => {
    const g = cellGrid();
    expect(walk(g, -5, 5.25, 0, 5.25)).toEqual([5 * N]);
    expect(walk(g, 5.25, -5, 5.25, 0)).toEqual([5]);
    expect(walk(g, -5, 5.25, -0.001, 5.25)).toEqual([]);
    expect(walk(g, 15, 5.25, 10.001, 5.25)).toEqual([]);
    // Parallel to an edge, beside the grid: nothing.
    expect(walk(g, -1, 0, -1, 9)).toEqual([]);
    expect(walk(g, 0, 11, 9, 11)).toEqual([]);
  });

  it("a ray from a point to itself visits the one cell the point is in", () => {
    expect(walk(cellGrid(), 3.25, 6.25, 3.25, 6.25)).toEqual([6 * N + 3]);
  });
});

describe("GridIndex.queryRayFirst stops after the cell a confirmed hit lies in", () => {
  it("seeded rays with a hit in one cell: the walk ends with the first cell it leaves past the hit", () => {
    const g = cellGrid();
    const rng = seededRandom("grid-walk-stop");
    for (let k = 0; k < 150; k++) {
      const [px, py, qx, qy] = [rng() * 10, rng() * 10, rng() * 10, rng() * 10];
      const cells = expectedWalk(px, py, qx, qy);
      const h = Math.floor(rng() * cells.length);
      const hitCell = cells[h];
      if (!hitCell) continue;
      // The caller's hit lies anywhere from the cell's entry to the ray's end (a wall's box may reach past it).
      const tHit = hitCell.enter + rng() * (1 - hitCell.enter);
      if (cells.some((c) => Math.abs(c.leave - tHit) < 1e-9)) continue;
      const stop = cells.findIndex((c, n) => n >= h && tHit < c.leave);
      const want = cells.slice(0, stop < 0 ? cells.length : stop + 1).map((c) => c.item);
      expect(
        walk(g, px, py, qx, qy, (i) => (i === hitCell.item ? tHit : null)),
        `ray ${String(k)}`,
      ).toEqual(want);
    }
  });

  it("the nearest hit within one cell decides, even when a farther one comes after it", () => {
    // Items 0 and 1 share cell 0; item 2 is in cell 1; item 3 only widens the grid.
    const g = GridIndex.ofBoxes(new Float64Array([0.1, 0.1, 0.2, 0.2, 0.3, 0.3, 0.4, 0.4, 1.2, 0.1, 1.3, 0.2, 4, 0.1, 4.1, 0.2]), 1);
    expect(walk(g, 0.05, 0.25, 4.5, 0.25, (i) => (i === 0 ? 0.1 : i === 1 ? 0.9 : null))).toEqual([0, 1]);
  });

  it("rays along an axis stop after the cell of their hit, in the middle and on the far edges", () => {
    const g = cellGrid();
    const at = (item: number, t: number) => (i: number) => (i === item ? t : null);
    expect(walk(g, 4.5, 0.5, 4.5, 8.5, at(N + 4, 0.1))).toEqual([4, N + 4]);
    expect(walk(g, 0.5, 4.5, 8.5, 4.5, at(4 * N + 1, 0.1))).toEqual([4 * N, 4 * N + 1]);
    // Along x = 10 and y = 10, the grid's far edges: the last column and row.
    expect(walk(g, 10, 0.5, 10, 8.5, at(9, 0.01))).toEqual([9]);
    expect(walk(g, 0.5, 10, 8.5, 10, at(9 * N, 0.01))).toEqual([9 * N]);
    // With no hit they walk the whole last column or row.
    expect(walk(g, 10, 0.5, 10, 8.5)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((y) => y * N + 9));
    expect(walk(g, 0.5, 10, 8.5, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((x) => 9 * N + x));
  });

  it("a hit exactly at a cell's exit still lets the next cell be walked (an exact tie may lie there)", () => {
    const g = cellGrid();
    // From (0.5, 0.5) to (4.5, 0.5) the ray leaves cell 0 at t = 0.125 and cell 1 at t = 0.375.
    expect(walk(g, 0.5, 0.5, 4.5, 0.5, (i) => (i === 0 ? 0.125 : null))).toEqual([0, 1]);
    expect(walk(g, 0.5, 0.5, 4.5, 0.5, (i) => (i === 0 ? 0.124 : null))).toEqual([0]);
    // The nearest of several hits decides, whatever order they come in.
    expect(walk(g, 0.5, 0.5, 4.5, 0.5, (i) => (i === 1 ? 0.3 : i === 2 ? 0.9 : null))).toEqual([0, 1]);
    expect(walk(g, 0.5, 0.5, 4.5, 0.5, (i) => (i === 0 ? 0.9 : i === 1 ? 0.3 : null))).toEqual([0, 1]);
  });
});
