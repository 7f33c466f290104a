// A point travelling across the table (docs/rules.md §3.4 G6, §2.2 N5): it stops STOP_CLEARANCE short of the
// first wall (square to the wall, 1" at most for a grazing path, never behind its start), or bounces with the
// rest of its full length until `maxBounces`, and travels at its own height past walls only partly high.

import { describe, expect, it } from "vitest";
import { EPS, STOP_CLEARANCE, travel } from "../../../src/core/index.js";
import { wallSnapshot, wallTable } from "../../helpers/battlefield.js";

const east = { x: 1, y: 0 };
const far = wallSnapshot("far", [10, -10], [10, 10]);

describe("travel", () => {
  it("a distance within EPS of nothing goes nowhere: no leg, not ended at a wall", () => {
    for (const d of [0, EPS]) {
      const r = travel(wallTable([far]), { x: 3, y: 1 }, east, d, { onWall: "bounce", maxBounces: 2, kind: "deviate" });
      expect(r).toEqual({ end: { x: 3, y: 1 }, legs: [], endedAtWall: false, bounces: 0, wallsHit: [] });
    }
  });

  it("with no wall in the way: one leg of the given kind, the full distance", () => {
    const r = travel(wallTable([]), { x: 0, y: 0 }, east, 5, { onWall: "stop", kind: "scatter" });
    expect(r).toEqual({
      end: { x: 5, y: 0 },
      legs: [{ from: [0, 0], to: [5, 0], kind: "scatter" }],
      endedAtWall: false,
      bounces: 0,
      wallsHit: [],
    });
  });

  it("a distance of EPS or less does not move; just over it does", () => {
    expect(travel(wallTable([]), { x: 1, y: 1 }, east, EPS, { onWall: "stop", kind: "deviate" }).legs).toEqual([]);
    expect(travel(wallTable([]), { x: 1, y: 1 }, east, 2 * EPS, { onWall: "stop", kind: "deviate" }).legs).toHaveLength(1);
  });

  it("onWall stop: ends STOP_CLEARANCE short of the wall, with a stop leg", () => {
    const r = travel(wallTable([far]), { x: 0, y: 0 }, east, 15, { onWall: "stop", kind: "deviate" });
    expect(r.end.x).toBeCloseTo(10 - STOP_CLEARANCE, 12);
    expect(r.legs).toEqual([{ from: [0, 0], to: [r.end.x, r.end.y], kind: "stop" }]);
    expect(r).toMatchObject({ endedAtWall: true, bounces: 0 });
    expect(r.wallsHit.map((h) => h.wall.id)).toEqual(["far"]);
  });

  it("bounce: the reflected leg carries the rest of the full length (the pull-back is not travelled)", () => {
    const r = travel(wallTable([far]), { x: 0, y: 0 }, east, 15, { onWall: "bounce", maxBounces: 1, kind: "deviate" });
    // 10 − 1e-4 out, then 15 − (10 − 1e-4) = 5.0001 back.
    expect(r.end.x).toBeCloseTo(10 - STOP_CLEARANCE - (5 + STOP_CLEARANCE), 9);
    expect(r.legs.map((l) => l.kind)).toEqual(["deviate", "bounce"]);
    expect(r).toMatchObject({ endedAtWall: false, bounces: 1 });
  });

  it("with its bounces used up it stops at the next wall", () => {
    const near = wallSnapshot("near", [6, -10], [6, 10]);
    const r = travel(wallTable([far, near]), { x: 7, y: 0 }, east, 15, { onWall: "bounce", maxBounces: 1, kind: "deviate" });
    expect(r.end.x).toBeCloseTo(6 + STOP_CLEARANCE, 12);
    expect(r.legs.map((l) => l.kind)).toEqual(["deviate", "stop"]);
    expect(r).toMatchObject({ endedAtWall: true, bounces: 1 });
    expect(r.wallsHit.map((h) => h.wall.id)).toEqual(["far", "near"]);
    const none = travel(wallTable([far]), { x: 7, y: 0 }, east, 15, { onWall: "bounce", kind: "deviate" });
    expect(none).toMatchObject({ endedAtWall: true, bounces: 0 });
  });

  it("onWall stop stops at the first wall whatever maxBounces allows", () => {
    const r = travel(wallTable([far]), { x: 0, y: 0 }, east, 15, { onWall: "stop", maxBounces: 2, kind: "deviate" });
    expect(r).toMatchObject({ endedAtWall: true, bounces: 0 });
    expect(r.end.x).toBeCloseTo(10 - STOP_CLEARANCE, 12);
  });

  it("a slanting stop is STOP_CLEARANCE from the wall measured square to it", () => {
    const d = { x: 0.6, y: 0.8 };
    const r = travel(wallTable([far]), { x: 4, y: 0 }, d, 20, { onWall: "stop", kind: "deviate" });
    expect(r.end.x).toBeCloseTo(10 - STOP_CLEARANCE, 12);
    expect(r.end.y).toBeCloseTo(8 - (STOP_CLEARANCE * 0.8) / 0.6, 12);
  });

  it("a slanting stop at a diagonal wall is STOP_CLEARANCE from it, square to it", () => {
    const r = travel(wallTable([wallSnapshot("diag", [10, 0], [0, 10])]), { x: 0, y: 0 }, { x: 0.6, y: 0.8 }, 20, {
      onWall: "stop",
      kind: "deviate",
    });
    // Distance from the end to the line x + y = 10.
    expect((10 - (r.end.x + r.end.y)) / Math.SQRT2).toBeCloseTo(STOP_CLEARANCE, 10);
  });

  it('a grazing path stops 1" back along itself, not further', () => {
    // Cosine 5e-5 with the wall's normal: the pull-back would be 2", capped at 1".
    const len = Math.hypot(1, 5e-5);
    const d = { x: 1 / len, y: 5e-5 / len };
    const r = travel(wallTable([wallSnapshot("long", [0, 1], [40000, 1])]), { x: 0, y: 0 }, d, 30000, { onWall: "stop", kind: "deviate" });
    expect(r.end.x).toBeCloseTo(20000 - d.x, 4);
    expect(r.end.y).toBeLessThan(1);
  });

  it("never pulls back behind its start", () => {
    const r = travel(wallTable([far]), { x: 10 - STOP_CLEARANCE / 2, y: 0 }, east, 3, { onWall: "stop", kind: "deviate" });
    expect(r.end.x).toBeCloseTo(10 - STOP_CLEARANCE / 2, 12);
  });

  it('travels at its own height: a 2"-high wall stops it at 1", not at 3"', () => {
    const low = wallSnapshot("low", [10, -10], [10, 10], { bottom: 0, top: 2 });
    expect(travel(wallTable([low]), { x: 0, y: 0 }, east, 15, { onWall: "stop", kind: "deviate", z: 1 }).endedAtWall).toBe(true);
    expect(travel(wallTable([low]), { x: 0, y: 0 }, east, 15, { onWall: "stop", kind: "deviate", z: 3 }).end.x).toBe(15);
    expect(travel(wallTable([low]), { x: 0, y: 0 }, east, 15, { onWall: "stop", kind: "deviate" }).endedAtWall).toBe(true);
  });

  it("walls that block only sight do not stop it", () => {
    const curtain = wallSnapshot("curtain", [10, -10], [10, 10], { blocksMove: false });
    expect(travel(wallTable([curtain]), { x: 0, y: 0 }, east, 15, { onWall: "stop", kind: "deviate" }).end.x).toBe(15);
  });
});
