// Battlefield queries at their limits (docs/rules.md §1.1 tolerance, §1.4 queries): the table's edges within
// EPS, a cloud's sight radius inclusive or not, a wall hit's point, normal and distance off the axes, walls
// partly high met at the line's own height, and figures near a point in the snapshot's order.

import { describe, expect, it } from "vitest";
import { type BattlefieldSnapshot, type CloudSnapshot, EPS, createBattlefield } from "../../../src/core/index.js";
import { tableSnapshot, wallSnapshot } from "../../helpers/battlefield.js";

describe("isOnTable: each edge counts, with EPS to spare, and no further", () => {
  const bf = createBattlefield(tableSnapshot());
  it.each([
    ["left", { x: 2 - EPS / 2, y: 5 }, { x: 2 - 2 * EPS, y: 5 }],
    ["top", { x: 5, y: 3 - EPS / 2 }, { x: 5, y: 3 - 2 * EPS }],
    ["right", { x: 12 + EPS / 2, y: 5 }, { x: 12 + 2 * EPS, y: 5 }],
    ["bottom", { x: 5, y: 11 + EPS / 2 }, { x: 5, y: 11 + 2 * EPS }],
  ])("the %s edge", (_edge, inside, outside) => {
    expect(bf.isOnTable(inside)).toBe(true);
    expect(bf.isOnTable(outside)).toBe(false);
  });

  it("a table without bounds holds every point", () => {
    expect(createBattlefield(tableSnapshot({ bounds: null })).isOnTable({ x: -1e6, y: 1e6 })).toBe(true);
  });
});

describe("hasLoS through a cloud: inclusive at radius + EPS, exclusive below radius − EPS", () => {
  const cloud: CloudSnapshot = { id: "s", kind: "smoke", x: 10, y: 0, z: 0, radius: 3, lethal: false };
  const bf = createBattlefield(tableSnapshot({ bounds: null, clouds: [cloud] }));
  const rule = (inclusive: boolean) => Object.assign((c: CloudSnapshot) => c.radius, { inclusive });
  const lineAt = (y: number) =>
    [
      { x: 0, y },
      { x: 20, y },
    ] as const;

  it.each([
    [3 + EPS / 2, true, false],
    [3 + 2 * EPS, true, true],
    [3 - EPS / 2, false, true],
    [3 - 2 * EPS, false, false],
  ])('a line %f" from the centre, inclusive %s: clear %s', (y, inclusive, clear) => {
    const [p, q] = lineAt(y);
    expect(bf.hasLoS(p, q, rule(inclusive))).toBe(clear);
  });

  it("exactly radius + EPS away blocks when inclusive; exactly radius − EPS away does not when exclusive", () => {
    const [p, q] = lineAt(3 + EPS);
    expect(bf.hasLoS(p, q, rule(true))).toBe(false);
    const [p2, q2] = lineAt(3 - EPS);
    expect(bf.hasLoS(p2, q2, rule(false))).toBe(true);
  });

  it("inclusive is the default; a cloud the rule passes over never blocks", () => {
    const [p, q] = lineAt(3);
    expect(bf.hasLoS(p, q, (c) => c.radius)).toBe(false);
    expect(bf.hasLoS(p, q, () => null)).toBe(true);
  });

  it('a cloud is a sphere: a line 3" above its centre passes only when exclusive', () => {
    expect(bf.hasLoS({ x: 0, y: 0, z: 3 }, { x: 20, y: 0, z: 3 }, rule(true))).toBe(false);
    expect(bf.hasLoS({ x: 0, y: 0, z: 3 }, { x: 20, y: 0, z: 3 }, rule(false))).toBe(true);
    expect(bf.hasLoS({ x: 0, y: 0, z: 4 }, { x: 20, y: 0, z: 4 }, rule(true))).toBe(true);
  });

  it("the clouds given replace the snapshot's", () => {
    const [p, q] = lineAt(0);
    expect(bf.hasLoS(p, q, rule(true), [])).toBe(true);
  });
});

describe("firstWallHit off the axes", () => {
  // A wall from (4, 0) to (0, 4): the line x + y = 4, crossed by (0, 0) → (6, 2) at (3, 1).
  const diag = wallSnapshot("d", [4, 0], [0, 4]);

  it.each([true, false])("point, parameter, distance and a unit normal facing the start (index %s)", (index) => {
    const bf = createBattlefield(tableSnapshot({ bounds: null, walls: [diag] }), { index });
    const h = bf.firstWallHit({ x: 0, y: 0 }, { x: 6, y: 2 }, "move");
    expect(h?.point.x).toBeCloseTo(3, 12);
    expect(h?.point.y).toBeCloseTo(1, 12);
    expect(h?.t).toBeCloseTo(0.5, 12);
    expect(h?.distance).toBeCloseTo(Math.hypot(3, 1), 12);
    expect(h?.normal.x).toBeCloseTo(-Math.SQRT1_2, 12);
    expect(h?.normal.y).toBeCloseTo(-Math.SQRT1_2, 12);
    const back = bf.firstWallHit({ x: 6, y: 2 }, { x: 0, y: 0 }, "move");
    expect(back?.normal.x).toBeCloseTo(Math.SQRT1_2, 12);
    expect(back?.normal.y).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it("of two walls the nearer is hit, whichever is listed first; wallBetween agrees", () => {
    const near = wallSnapshot("near", [2, -5], [2, 5]);
    const far = wallSnapshot("far", [5, -5], [5, 5]);
    for (const walls of [
      [near, far],
      [far, near],
    ]) {
      for (const index of [true, false]) {
        const bf = createBattlefield(tableSnapshot({ bounds: null, walls }), { index });
        expect(bf.firstWallHit({ x: 0, y: 0 }, { x: 10, y: 0 }, "move")?.wall.id).toBe("near");
        expect(bf.firstWallHit({ x: 10, y: 0 }, { x: 0, y: 0 }, "move")?.wall.id).toBe("far");
        expect(bf.wallBetween({ x: 0, y: 0 }, { x: 10, y: 0 }, "move")).toBe(true);
        expect(bf.wallBetween({ x: 0, y: 0 }, { x: 1, y: 0 }, "move")).toBe(false);
      }
    }
  });

  it("two walls met at the same point (a corner): the first listed is reported, with and without the index", () => {
    const walls = [wallSnapshot("first", [5, -5], [5, 5]), wallSnapshot("second", [0, -5], [10, 5])];
    for (const index of [true, false]) {
      const bf = createBattlefield(tableSnapshot({ bounds: null, walls }), { index });
      expect(bf.firstWallHit({ x: 0, y: 0 }, { x: 10, y: 0 }, "move")?.wall.id).toBe("first");
    }
  });

  it("a normal has no negative zero", () => {
    const bf = createBattlefield(tableSnapshot({ bounds: null, walls: [wallSnapshot("v", [5, -5], [5, 5])] }));
    const h = bf.firstWallHit({ x: 10, y: 0 }, { x: 0, y: 0 }, "move");
    expect(Object.is(h?.normal.y, 0)).toBe(true);
    expect(h?.normal.x).toBe(1);
  });

  it("a segment reaching the wall within 1e-9 of its parameter hits it; 1e-6 short does not", () => {
    const bf = createBattlefield(tableSnapshot({ bounds: null, walls: [wallSnapshot("v", [5, -5], [5, 5])] }), { index: false });
    expect(bf.firstWallHit({ x: 0, y: 0 }, { x: 5 - 1e-9, y: 0 }, "move")?.t).toBe(1);
    expect(bf.firstWallHit({ x: 0, y: 0 }, { x: 5 - 1e-5, y: 0 }, "move")).toBeNull();
    expect(bf.firstWallHit({ x: 0, y: 5 + 1e-9 }, { x: 10, y: 5 + 1e-9 }, "move")).not.toBeNull();
    expect(bf.firstWallHit({ x: 0, y: 5 + 1e-6 }, { x: 10, y: 5 + 1e-6 }, "move")).toBeNull();
    expect(bf.firstWallHit({ x: 5 + 1e-10, y: 0 }, { x: 10, y: 0 }, "move")?.t).toBe(0);
    expect(bf.firstWallHit({ x: 0, y: -5 - 1e-6 }, { x: 10, y: -5 - 1e-6 }, "move")).toBeNull();
  });

  it("a wall parallel to the segment is never hit", () => {
    const bf = createBattlefield(tableSnapshot({ bounds: null, walls: [wallSnapshot("h", [0, 0], [10, 0])] }), { index: false });
    expect(bf.firstWallHit({ x: 2, y: 0 }, { x: 8, y: 0 }, "move")).toBeNull();
  });

  it("walls are filtered by kind: a window stops movement, not sight; a curtain sight, not movement", () => {
    const walls = [
      wallSnapshot("window", [5, -5], [5, 5], { blocksSight: false }),
      wallSnapshot("curtain", [7, -5], [7, 5], { blocksMove: false }),
    ];
    for (const index of [true, false]) {
      const bf = createBattlefield(tableSnapshot({ bounds: null, walls }), { index });
      expect(bf.firstWallHit({ x: 0, y: 0 }, { x: 10, y: 0 }, "move")?.wall.id).toBe("window");
      expect(bf.firstWallHit({ x: 0, y: 0 }, { x: 10, y: 0 }, "sight")?.wall.id).toBe("curtain");
      expect(bf.hasLoS({ x: 0, y: 0 }, { x: 6, y: 0 })).toBe(true);
    }
  });
});

describe("firstWallHit on a wall only partly high: the line's height where it crosses decides", () => {
  // A wall 0–2" high at x = 5, crossed halfway by (0, 0) → (10, 0).
  const low = wallSnapshot("low", [5, -5], [5, 5], { bottom: 0, top: 2 });
  const bf = createBattlefield(tableSnapshot({ bounds: null, walls: [low] }));
  it.each([
    [0, 0, true],
    [3, 0, true], // 1.5" up at the wall
    [0, 4, false], // 2" up at the wall: at its top, which no longer blocks
    [4, 0, false],
    [1, 2.9, true], // 1.95" up
    [-1, 1, true], // from below the table, 0 at the wall
    [-2, 1, false], // −0.5 at the wall, under its bottom
  ])("from z %f to z %f: blocked %s", (pz, qz, blocked) => {
    expect(bf.firstWallHit({ x: 0, y: 0, z: pz }, { x: 10, y: 0, z: qz }, "move") !== null).toBe(blocked);
  });

  it("a one-way wall stops only what comes from its blocking side", () => {
    // a → b points +y; its left is where (b.y − a.y, −(b.x − a.x)) = (10, 0) points: +x.
    const oneWay = createBattlefield(tableSnapshot({ bounds: null, walls: [wallSnapshot("o", [5, -5], [5, 5], { blocksFrom: "left" })] }));
    expect(oneWay.firstWallHit({ x: 10, y: 0 }, { x: 0, y: 0 }, "move")).not.toBeNull();
    expect(oneWay.firstWallHit({ x: 0, y: 0 }, { x: 10, y: 0 }, "move")).toBeNull();
  });
});

describe("figuresNear and figure", () => {
  const figures = [
    { id: "far", side: "a", x: 40, y: 40, z: 0, baseRadius: 0.5, stats: {} },
    { id: "b", side: "a", x: 6, y: 5, z: 0, baseRadius: 0.5, stats: {} },
    { id: "a", side: "a", x: 4, y: 5, z: 0, baseRadius: 0.5, stats: {} },
    { id: "big", side: "a", x: 10, y: 5, z: 0, baseRadius: 2.5, stats: {} },
  ];
  const bf = createBattlefield(tableSnapshot({ bounds: null, figures }));

  it("returns candidates holding every figure whose base lies within reach, in the snapshot's order", () => {
    const order = (ids: string[]) => ids.map((id) => figures.findIndex((f) => f.id === id));
    for (const [centre, reach, must] of [
      [{ x: 5, y: 5 }, 1, ["b", "a"]],
      [{ x: 5, y: 5 }, 3, ["b", "a", "big"]],
      [{ x: 40, y: 40 }, 0.1, ["far"]],
    ] as const) {
      const ids = bf.figuresNear(centre, reach).map((f) => f.id);
      expect(ids).toEqual(expect.arrayContaining([...must]));
      expect(order(ids)).toEqual(
        order(ids)
          .slice()
          .sort((x, y) => x - y),
      );
    }
    expect(bf.figuresNear({ x: 40, y: 40 }, 0.1).map((f) => f.id)).not.toContain("a");
  });

  it("a base reaching toward the point counts by its edge, not its centre", () => {
    expect(bf.figuresNear({ x: 13.2, y: 5 }, 0.8).map((f) => f.id)).toContain("big");
    expect(bf.figuresNear({ x: 10, y: 8.2 }, 0.8).map((f) => f.id)).toContain("big");
    expect(bf.figuresNear({ x: 6.8, y: 5 }, 0.8).map((f) => f.id)).toContain("big");
    expect(bf.figuresNear({ x: 10, y: 1.8 }, 0.8).map((f) => f.id)).toContain("big");
  });

  it("the snapshot's order holds where the grid's cells would give another (figures listed column by column)", () => {
    const grid: BattlefieldSnapshot["figures"][number][] = [];
    for (let x = 0; x < 10; x++)
      for (let y = 0; y < 10; y++)
        grid.push({ id: `f${String(x)}-${String(y)}`, side: "a", x: 2 * x, y: 2 * y, z: 0, baseRadius: 0.5, stats: {} });
    const ids = createBattlefield(tableSnapshot({ bounds: null, figures: grid }))
      .figuresNear({ x: 9, y: 9 }, 6)
      .map((f) => grid.findIndex((g) => g.id === f.id));
    expect(ids.length).toBeGreaterThan(9);
    expect(ids).toEqual(ids.slice().sort((a, b) => a - b));
  });

  it("without the index every figure is a candidate", () => {
    expect(createBattlefield(tableSnapshot({ bounds: null, figures }), { index: false }).figuresNear({ x: 5, y: 5 }, 1)).toHaveLength(4);
  });

  it("finds a figure by id, or nothing", () => {
    expect(bf.figure("big")?.baseRadius).toBe(2.5);
    expect(bf.figure("nobody")).toBeUndefined();
  });
});
