// Where a moving base meets a wall's end point or another base, off the axes (docs/rules.md §2.4 N7e–f): the
// stopping point backs off the clearance along the contact normal (so by clearance / cos along the move), a base
// grazing an end stops with its edge the clearance from it (about 0.01" back, not 1"), an exact tangent slides
// past, and a graze (`figureGraze`) is free along the path and at its end.

import { describe, expect, it } from "vitest";
import { createBattlefield } from "../../../src/core/battlefield/battlefield.js";
import { moveBase } from "../../../src/core/battlefield/move-base.js";
import type { WallSnapshot } from "../../../src/core/battlefield/types.js";
import { EPS, STOP_CLEARANCE } from "../../../src/core/geometry/vec.js";

const wall = (a: [number, number], b: [number, number]): WallSnapshot => ({ id: "w", a, b, blocksMove: true, blocksSight: true });
const table = (walls: WallSnapshot[]) => createBattlefield({ bounds: null, walls, figures: [], clouds: [], wind: null });
const east = { x: 1, y: 0 };
// Moving along (0.6, 0.8) from the origin, the centre is at (3, 4) after 5".
const dir = { x: 0.6, y: 0.8 };

describe("moveBase: a wall's end point met off the axes", () => {
  // The contact normal n = (−0.28, −0.96) runs from the end point to the centre at (3, 4): the end is at
  // (3, 4) − 0.5·n, and the wall runs on from it away from the path. cos = |n · dir| = 0.936.
  const e: [number, number] = [3 + 0.14, 4 + 0.48];
  const bf = table([wall(e, [e[0] + 0.84, e[1] + 2.88])]);

  it("stops the base where it touches the end, clearance / cos back along the move", () => {
    const m = moveBase(bf, { x: 0, y: 0 }, dir, 0.5, 10);
    expect(m.blocker).toMatchObject({ kind: "wall" });
    const back = STOP_CLEARANCE / 0.936;
    expect(m.travelled).toBeCloseTo(5 - back, 9);
    expect(m.end.x).toBeCloseTo(0.6 * (5 - back), 9);
    expect(m.end.y).toBeCloseTo(0.8 * (5 - back), 9);
  });

  it("from a start off the origin the same contact is met at the same place", () => {
    const shifted = table([wall([e[0] + 7, e[1] - 2], [e[0] + 7.84, e[1] + 0.88])]);
    const m = moveBase(shifted, { x: 7, y: -2 }, dir, 0.5, 10);
    expect(m.travelled).toBeCloseTo(5 - STOP_CLEARANCE / 0.936, 9);
    expect(m.end.x).toBeCloseTo(7 + 0.6 * m.travelled, 9);
  });

  it("the wall's other end, met first, stops it the same way", () => {
    const m = moveBase(table([wall([e[0] + 0.84, e[1] + 2.88], e)]), { x: 0, y: 0 }, dir, 0.5, 10);
    expect(m.travelled).toBeCloseTo(5 - STOP_CLEARANCE / 0.936, 9);
  });

  it("an end exactly tangent to the path is brushed, not met: the base slides past (as past another base)", () => {
    const m = moveBase(table([wall([5, 0.5], [5, 4])]), { x: 0, y: 0 }, east, 0.5, 10);
    expect(m).toEqual({ end: { x: 10, y: 0 }, travelled: 10, blocker: null });
    const below = moveBase(table([wall([5, -0.5], [5, -4])]), { x: 0, y: 0 }, east, 0.5, 10);
    expect(below.blocker).toBeNull();
  });

  it("an end just inside the path stops the base at the contact", () => {
    const m = moveBase(table([wall([5, 0.3], [5, 4])]), { x: 0, y: 0 }, east, 0.5, 10);
    expect(m.blocker).toMatchObject({ kind: "wall" });
    expect(m.travelled).toBeCloseTo(4.6 - STOP_CLEARANCE / 0.8, 9);
  });
});

describe("moveBase: a wall's end point met at a glancing angle", () => {
  /** What a pass exactly tangent to the end needs to back off for its edge to keep the clearance from it. */
  const grazeBack = (r: number) => Math.sqrt(2 * r * STOP_CLEARANCE + STOP_CLEARANCE ** 2);
  /** Distance from a point to segment a–b. */
  function toSegment(p: { x: number; y: number }, a: [number, number], b: [number, number]): number {
    const ux = b[0] - a[0],
      uy = b[1] - a[1];
    const t = Math.max(0, Math.min(1, ((p.x - a[0]) * ux + (p.y - a[1]) * uy) / (ux * ux + uy * uy)));
    return Math.hypot(p.x - a[0] - ux * t, p.y - a[1] - uy * t);
  }

  it.each([1e-12, 1e-10, 1e-8, 1e-6, 1e-4, 1e-3])(
    'an end %s inside the path stops the base within 0.02" of contact, its edge the clearance from the end',
    (inside) => {
      // Moving east along y = 0 (r 0.5), the end (5, 0.5 − inside) is first touched at x = 5 − √(0.25 − y²).
      const e: [number, number] = [5, 0.5 - inside];
      const w = wall(e, [5, 4]);
      const contact = 5 - Math.sqrt(0.25 - e[1] ** 2);
      const m = moveBase(table([w]), { x: 0, y: 0 }, east, 0.5, 10);
      expect(m.blocker).toEqual({ kind: "wall", wall: w });
      expect(m.travelled).toBeLessThan(contact);
      expect(m.travelled).toBeGreaterThan(contact - 0.02);
      expect(Math.hypot(m.end.x - e[0], m.end.y - e[1]) - 0.5).toBeGreaterThanOrEqual(STOP_CLEARANCE - 1e-9);
      expect(toSegment(m.end, e, [5, 4])).toBeGreaterThan(0.5);
    },
  );

  it("nearly tangent, the base backs off √(2·r·clearance + clearance²) from the contact, off the axes and for any radius", () => {
    // Moving along (0.6, 0.8) with r = 0.75, the centre passes (3, 4) with the end 0.75 − 1e-12 to its right, on the
    // normal (0.8, −0.6): the end is first touched √1.5e-12 = 1.2e-6" before (3, 4), about as a tangent pass would.
    const d = 0.75 - 1e-12;
    const e: [number, number] = [3 + 0.8 * d, 4 - 0.6 * d];
    const far: [number, number] = [e[0] + 1.6, e[1] - 1.2];
    const w = wall(e, far);
    const contact = 5 - Math.sqrt(0.75 ** 2 - d * d);
    const m = moveBase(table([w]), { x: 0, y: 0 }, dir, 0.75, 10);
    expect(m.blocker).toEqual({ kind: "wall", wall: w });
    // Within 5e-8": the contact of so near a miss is computed to a few 1e-9"; leaving out the clearance² term moves it 4e-7".
    expect(m.travelled).toBeCloseTo(contact - grazeBack(0.75), 7);
    expect(Math.hypot(m.end.x - e[0], m.end.y - e[1]) - 0.75).toBeGreaterThanOrEqual(STOP_CLEARANCE - 1e-9);
    expect(toSegment(m.end, e, far)).toBeGreaterThan(0.75);
  });

  it('a face met almost along it still backs off clearance / cos, but never more than 1"', () => {
    // The face y = c − 1e-5·x comes 1e-5" per inch nearer the path (cos 1e-5): it meets the base where its centre is r
    // from the line, near x = 2, and clearance / cos would be 10" back.
    const c = 0.5 + 2e-5;
    const w = wall([0, c], [10, c - 1e-4]);
    const contact = (c - 0.5 * Math.hypot(1, 1e-5)) / 1e-5;
    const m = moveBase(table([w]), { x: 0, y: 0 }, east, 0.5, 5);
    expect(m.blocker).toEqual({ kind: "wall", wall: w });
    expect(m.travelled).toBeCloseTo(contact - 1, 8);
  });
});

describe("moveBase: the flat face of a slanting wall", () => {
  it("meets the base with its centre a radius from the wall's line, clearance / cos back", () => {
    // The wall x + y = 10 (from (10, 0) to (0, 10)); moving east along y = 2, the centre is r from it at x = 8 − r·√2.
    const m = moveBase(table([wall([10, 0], [0, 10])]), { x: 0, y: 2 }, east, 0.5, 20);
    const cos = Math.SQRT1_2;
    expect(m.blocker).toMatchObject({ kind: "wall" });
    expect(m.travelled).toBeCloseTo(8 - 0.5 * Math.SQRT2 - STOP_CLEARANCE / cos, 9);
    expect(m.end.y).toBe(2);
  });

  it("a base whose foot on the wall's line falls past either end meets only the end point", () => {
    // The same wall, cut short at (6, 4): along y = 5 the face would be met at x = 5 − r·√2, past that end.
    const m = moveBase(table([wall([10, 0], [6, 4])]), { x: 0, y: 5 }, east, 0.5, 20);
    // The end (6, 4) is met when the centre is 0.5 from it: x = 6 − √(0.25 − 1) has no root, so no contact at all.
    expect(m.blocker).toBeNull();
    const near = moveBase(table([wall([10, 0], [6, 4.7])]), { x: 0, y: 5 }, east, 0.5, 20);
    expect(near.blocker).toMatchObject({ kind: "wall" });
    expect(near.travelled).toBeCloseTo(6 - Math.sqrt(0.25 - 0.09) - STOP_CLEARANCE / (Math.sqrt(0.25 - 0.09) / 0.5), 9);
  });
});

describe("moveBase: grazing another base (figureGraze)", () => {
  const other = (x: number, y: number) => [{ id: "X", x, y, baseRadius: 0.5 }];

  it("a pass that comes exactly R − graze close is free; any closer is blocked", () => {
    expect(moveBase(table([]), { x: 0, y: 0 }, east, 0.5, 10, { figures: other(5, 0.75), figureGraze: 0.25 }).blocker).toBeNull();
    const m = moveBase(table([]), { x: 0, y: 0 }, east, 0.5, 10, { figures: other(5, 0.7), figureGraze: 0.25 });
    expect(m.blocker).toEqual({ kind: "figure", id: "X" });
    expect(m.travelled).toBeCloseTo(5 - Math.sqrt(1 - 0.49) - EPS, 9);
  });

  it("a move that ends overlapping a base by no more than the graze is free; its closest point is where it stops", () => {
    expect(moveBase(table([]), { x: 0, y: 0 }, east, 0.5, 3, { figures: other(3.8, 0), figureGraze: 0.25 })).toEqual({
      end: { x: 3, y: 0 },
      travelled: 3,
      blocker: null,
    });
    const m = moveBase(table([]), { x: 0, y: 0 }, east, 0.5, 3, { figures: other(3.7, 0), figureGraze: 0.25 });
    expect(m.blocker).toEqual({ kind: "figure", id: "X" });
    expect(m.travelled).toBeCloseTo(2.7 - EPS, 9);
  });

  it("off the origin, along y, the same", () => {
    const start = { x: 4, y: -3 };
    const up = { x: 0, y: 1 };
    expect(moveBase(table([]), start, up, 0.5, 10, { figures: other(4.75, 2), figureGraze: 0.25 }).blocker).toBeNull();
    const m = moveBase(table([]), start, up, 0.5, 10, { figures: other(3.3, 2), figureGraze: 0.25 });
    expect(m.blocker).toEqual({ kind: "figure", id: "X" });
    expect(m.travelled).toBeCloseTo(5 - Math.sqrt(1 - 0.49) - EPS, 9);
  });
});

describe("moveBase: the end of the move off the origin, with a graze", () => {
  it("a move along y ending before the closest approach overlaps by no more than the graze: free", () => {
    const m = moveBase(table([]), { x: 4, y: -3 }, { x: 0, y: 1 }, 0.5, 3, {
      figures: [{ id: "X", x: 4, y: 0.8, baseRadius: 0.5 }],
      figureGraze: 0.25,
    });
    expect(m).toEqual({ end: { x: 4, y: 0 }, travelled: 3, blocker: null });
  });
});
