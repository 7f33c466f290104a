// The legal ground of a Running for Cover way point (src/core/battlefield/route-ground.ts): what it keeps of the
// table, how far the base gets each way (walls, bases, the table's edge, the distance), the pointer snapped onto it,
// and the one promise a picker relies on — a point is legal on the ground exactly when the rule's own move reaches it,
// also after the ground went through JSON (a relay message).

import seedrandom from "seedrandom";
import { describe, expect, it } from "vitest";
import { moveBaseAlong } from "../../../src/core/battlefield/move-base.js";
import {
  UNREACHABLE,
  reachAlong,
  routeCheck,
  routeEnd,
  routeGround,
  routeOutline,
  snapToGround,
} from "../../../src/core/battlefield/route-ground.js";
import { hypot } from "../../../src/core/geometry/vec.js";
import { createBattlefield } from "../../../src/core/index.js";
import { tableSnapshot, wallSnapshot, wallTable } from "../../helpers/battlefield.js";

// A base of radius 0.5 at (6, 7) on the 10 × 8 table at (2, 3), running up to 4": a wall 2" below it (y = 9, from
// x = 5 to 8), a base of radius 0.5 3" to its left, the table's top edge 4" above it (y = 3).
const wall = wallSnapshot("w", [5, 9], [8, 9]);
const far = wallSnapshot("far", [20, 0], [20, 5]);
const open = wallSnapshot("open", [7, 5], [9, 5], { blocksMove: false });
const bf = createBattlefield(tableSnapshot({ walls: [wall, far, open] }));
const other = { id: "B", x: 3, y: 7, baseRadius: 0.5 };
const ground = routeGround(bf, { x: 6, y: 7 }, 0.5, 4, { figures: [other] });

describe("routeGround: what the ground keeps", () => {
  it("keeps the walls that stop the move within its reach, the bases, the table and the numbers, as plain data", () => {
    expect(ground.walls.map((w) => w.id)).toEqual(["w"]);
    expect(ground).toMatchObject({ start: [6, 7], radius: 0.5, distance: 4, z: 0, bounds: { x: 2, y: 3, width: 10, height: 8 } });
    expect(ground.figures).toEqual([other]);
    expect(JSON.parse(JSON.stringify(ground))).toEqual(ground);
  });

  it("a wall just within the base's reach of the move is kept, one just beyond it is not", () => {
    // The disc's centre gets at most 4" from the start, so its edge 4.5": a wall 4.49" away can be met, 4.51" not.
    const near = wallSnapshot("near", [0, 11.49], [20, 11.49]);
    const past = wallSnapshot("past", [0, 2.49], [20, 2.49]);
    const g = routeGround(wallTable([near, past]), { x: 6, y: 7 }, 0.5, 4);
    expect(g.walls.map((w) => w.id)).toEqual(["near"]);
  });

  it("the walls the caller's rule picks, not the movement default", () => {
    const g = routeGround(bf, { x: 6, y: 7 }, 0.5, 4, { blocks: (w) => w.id === "open" });
    expect(g.walls.map((w) => w.id)).toEqual(["open"]);
  });
});

describe("reachAlong and routeOutline: how far the base gets each way", () => {
  const down = Math.PI / 2,
    up = -Math.PI / 2;
  it("the wall stops it short of its face, the table's edge at the edge, the other base at contact, else the distance", () => {
    expect(reachAlong(ground, down)).toBeCloseTo(1.5, 3); // wall at y = 9, radius 0.5
    expect(reachAlong(ground, down)).toBeLessThan(1.5);
    expect(reachAlong(ground, up)).toBeCloseTo(4, 9); // the edge is exactly 4" away
    expect(reachAlong(ground, Math.PI)).toBeCloseTo(2, 5); // B's base: centres 1" apart at contact
    expect(reachAlong(ground, 0)).toBe(4);
  });

  it("the outline is one point per ray, each at its ray's reach", () => {
    const outline = routeOutline(ground, 8);
    expect(outline).toHaveLength(8);
    outline.forEach(([x, y], i) => {
      const a = (2 * Math.PI * i) / 8;
      expect(hypot(x - 6, y - 7)).toBeCloseTo(reachAlong(ground, a), 9);
      expect(routeCheck(ground, [x, y])).toBeNull();
    });
  });
});

describe("snapToGround: the pointer on legal ground", () => {
  it("a reachable point stays put; beyond the distance it comes back along its ray; behind the wall, to the wall", () => {
    expect(snapToGround(ground, [7, 6])).toEqual([7, 6]);
    const beyond = snapToGround(ground, [12, 7]);
    expect(beyond[0]).toBeCloseTo(10, 9);
    expect(beyond[1]).toBeCloseTo(7, 9);
    const behind = snapToGround(ground, [6, 10]);
    expect(behind[0]).toBeCloseTo(6, 9);
    expect(behind[1]).toBeCloseTo(8.5, 3);
    expect(routeCheck(ground, behind)).toBeNull();
    expect(routeCheck(ground, [6, 10])).toBe(UNREACHABLE);
  });

  it("the start itself is legal (a zero move), and a pointer on it snaps to it", () => {
    expect(snapToGround(ground, [6, 7])).toEqual([6, 7]);
    expect(routeCheck(ground, [6, 7])).toBeNull();
  });

  it("every snapped point of a seeded scatter of pointers is accepted by the check", () => {
    const rnd = seedrandom("route-ground-snap");
    for (let i = 0; i < 300; i++) {
      const p: [number, number] = [rnd() * 16 - 2, rnd() * 16 - 1];
      const q = snapToGround(ground, p);
      expect(routeCheck(ground, q)).toBeNull();
      // Snapped along the pointer's own ray from the start (never sideways).
      const cross = (p[0] - 6) * (q[1] - 7) - (p[1] - 7) * (q[0] - 6);
      expect(Math.abs(cross)).toBeLessThan(1e-6 * Math.max(1, hypot(p[0] - 6, p[1] - 7)));
    }
  });
});

describe("legal on the ground ⇔ reached by the rule's move over the whole table", () => {
  // A dense table: 400 short walls in a seeded jumble, a few bases; the rule moves over all of it, the ground keeps
  // only what the move can meet, and the two agree on every point tried — also once the ground went through JSON.
  const rnd = seedrandom("route-ground-dense");
  const walls = Array.from({ length: 400 }, (_, i) => {
    const x = rnd() * 40,
      y = rnd() * 40,
      a = rnd() * Math.PI;
    return wallSnapshot(`w${i}`, [x, y], [x + Math.cos(a) * 1.5, y + Math.sin(a) * 1.5], { blocksMove: rnd() < 0.8 });
  });
  const table = createBattlefield(tableSnapshot({ bounds: { x: 0, y: 0, width: 40, height: 40 }, walls }));
  const figures = [
    { id: "F1", x: 21, y: 18, baseRadius: 0.5 },
    { id: "F2", x: 17, y: 23, baseRadius: 0.8 },
  ];
  const start = { x: 20, y: 20 };
  const g = routeGround(table, start, 0.5, 7, { figures });
  const sent = JSON.parse(JSON.stringify(g)) as typeof g;
  const ruleAccepts = (p: [number, number]): boolean => {
    const end = moveBaseAlong(table, start, [{ x: p[0], y: p[1] }], 0.5, 7, { figures }).end;
    return hypot(end.x - p[0], end.y - p[1]) <= 1e-6;
  };

  it("keeps fewer walls than the table has, and answers every point as the rule does", () => {
    expect(g.walls.length).toBeGreaterThan(0);
    expect(g.walls.length).toBeLessThan(walls.length / 4);
    let legal = 0;
    for (let i = 0; i < 600; i++) {
      const r = rnd() * 9,
        a = rnd() * 2 * Math.PI;
      const p: [number, number] = [start.x + Math.cos(a) * r, start.y + Math.sin(a) * r];
      const accepted = ruleAccepts(p);
      if (accepted) legal++;
      expect(routeCheck(g, p) === null).toBe(accepted);
      expect(routeCheck(sent, p) === null).toBe(accepted);
      const end = routeEnd(sent, [p]);
      const full = moveBaseAlong(table, start, [{ x: p[0], y: p[1] }], 0.5, 7, { figures }).end;
      expect([end.x, end.y]).toEqual([full.x, full.y]);
    }
    // Both kinds of point were tried.
    expect(legal).toBeGreaterThan(50);
    expect(legal).toBeLessThan(550);
  });

  it("every snapped pointer is accepted by the rule's move over the whole table", () => {
    for (let i = 0; i < 200; i++) {
      const q = snapToGround(sent, [start.x + (rnd() - 0.5) * 24, start.y + (rnd() - 0.5) * 24]);
      expect(ruleAccepts(q)).toBe(true);
    }
  });
});
