// Battlefield queries beyond the axes (docs/rules.md §1.4): a wall hit's normal faces back toward the start
// whatever the wall's drawing direction and the line's slope, with no −0; clouds the rule lets through; the
// table's edges exactly at EPS; a crossing below the 1e-12 cross product counts as parallel; and the
// `index` option: the spatial index narrows the figures near a point, linear scans list them all.

import { describe, expect, it } from "vitest";
import { type CloudSightRule, EPS, createBattlefield } from "../../../src/core/index.js";
import { tableSnapshot, wallSnapshot } from "../../helpers/battlefield.js";

const fig = (id: string, x: number, y: number) => ({ id, side: "red", x, y, z: 0, baseRadius: 0.5, stats: {} });

describe("firstWallHit: the normal faces back toward the start", () => {
  it("a line rising steeply into a wall whose raw normal faces along it is flipped", () => {
    // Wall x + y = 4 drawn from (0, 4) to (4, 0): its raw normal (4, 4) faces along the line (1, 3).
    const hit = createBattlefield(tableSnapshot({ walls: [wallSnapshot("w", [0, 4], [4, 0])] })).firstWallHit(
      { x: 0, y: 0 },
      { x: 2, y: 6 },
      "move",
    );
    expect(hit?.t).toBeCloseTo(0.5, 12);
    expect(hit?.normal.x).toBeCloseTo(-Math.SQRT1_2, 12);
    expect(hit?.normal.y).toBeCloseTo(-Math.SQRT1_2, 12);
  });

  it("a long shallow line into a wall whose raw normal (0.6, −0.8) faces along it", () => {
    const hit = createBattlefield(tableSnapshot({ walls: [wallSnapshot("w", [10, 6], [2, 0])] })).firstWallHit(
      { x: 0, y: 0 },
      { x: 10, y: 5 },
      "move",
    );
    expect(hit?.point.x).toBeCloseTo(6, 12);
    expect(hit?.point.y).toBeCloseTo(3, 12);
    expect(hit?.normal.x).toBeCloseTo(-0.6, 12);
    expect(hit?.normal.y).toBeCloseTo(0.8, 12);
  });

  it("a wall along x met from below keeps a normal of exactly (+0, 1), not −0", () => {
    const hit = createBattlefield(tableSnapshot({ walls: [wallSnapshot("w", [0, 5], [10, 5])] })).firstWallHit(
      { x: 4, y: 8 },
      { x: 4, y: 2 },
      "move",
    );
    expect(hit?.normal.y).toBe(1);
    expect(Object.is(hit?.normal.x, 0)).toBe(true);
  });

  it("a crossing with a cross product below 1e-12 counts as parallel, as in intersectSegments", () => {
    const bf = createBattlefield(tableSnapshot({ walls: [wallSnapshot("w", [0.45e-6, -0.45e-6], [0.45e-6, 0.45e-6])] }));
    expect(bf.firstWallHit({ x: 0, y: 0 }, { x: 0.9e-6, y: 0 }, "move")).toBeNull();
    const long = createBattlefield(tableSnapshot({ walls: [wallSnapshot("w", [0.45, -0.45], [0.45, 0.45])] }));
    expect(long.firstWallHit({ x: 0, y: 0 }, { x: 0.9, y: 0 }, "move")?.t).toBeCloseTo(0.5, 12);
  });
});

describe("hasLoS through clouds", () => {
  it("a cloud the rule lets through does not block even a line through its centre; one it blocks does", () => {
    const cloud = { id: "c", kind: "smoke", x: 5, y: 5, z: 0, radius: 2, lethal: false } as const;
    const bf = createBattlefield(tableSnapshot({ clouds: [cloud] }));
    const never: CloudSightRule = () => null;
    const always: CloudSightRule = (c) => c.radius;
    expect(bf.hasLoS({ x: 2, y: 5 }, { x: 8, y: 5 }, never)).toBe(true);
    expect(bf.hasLoS({ x: 2, y: 5 }, { x: 8, y: 5 }, always)).toBe(false);
    expect(bf.hasLoS({ x: 2, y: 5 }, { x: 8, y: 5 })).toBe(true);
  });
});

describe("isOnTable exactly at EPS past each edge", () => {
  const bf = createBattlefield(tableSnapshot());
  it("a point exactly EPS past an edge is still on the table", () => {
    expect(bf.isOnTable({ x: 2 - EPS, y: 5 })).toBe(true);
    expect(bf.isOnTable({ x: 5, y: 3 - EPS })).toBe(true);
    expect(bf.isOnTable({ x: 2 + 10 + EPS, y: 5 })).toBe(true);
    expect(bf.isOnTable({ x: 5, y: 3 + 8 + EPS })).toBe(true);
  });
});

describe("the index option", () => {
  // Figures spread along y off the axis, so that the index's cells are small beside the spread.
  const figures = Array.from({ length: 40 }, (_, i) => fig(`f${String(i)}`, 3 + (i % 5), 5 + 2 * i));

  it("by default figuresNear leaves out figures far beyond the reach, and finds each one near", () => {
    const bf = createBattlefield(tableSnapshot({ figures }));
    for (const [i, f] of figures.entries()) {
      const near = bf.figuresNear({ x: f.x, y: f.y }, 0.1).map((n) => n.id);
      expect(near, f.id).toContain(f.id);
      expect(near.length, f.id).toBeLessThan(10);
      expect([...bf.figureIndicesNear({ x: f.x, y: f.y }, 0.1)]).toContain(i);
    }
  });

  it("index: false lists every figure, in the snapshot's order, as a new array", () => {
    const s = tableSnapshot({ figures });
    const bf = createBattlefield(s, { index: false });
    const near = bf.figuresNear({ x: 3, y: 5 }, 0.1);
    expect(near.map((f) => f.id)).toEqual(figures.map((f) => f.id));
    expect(near).not.toBe(s.figures);
    expect([...bf.figureIndicesNear({ x: 3, y: 5 }, 0.1)]).toEqual(figures.map((_, i) => i));
  });

  it("index: true answers as the default does", () => {
    const near = createBattlefield(tableSnapshot({ figures }), { index: true }).figuresNear({ x: 3, y: 5 }, 0.1);
    expect(near.length).toBeLessThan(10);
  });
});
