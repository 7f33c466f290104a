// A moved base keeps its centre on the table at every edge, on a table whose corner is not at the origin
// (docs/rules.md §2.4 N7e–f: Knockback and Running for Cover stop at the table edge), and the exact
// stopping point against walls (STOP_CLEARANCE clear, measured square to the wall), wall ends and other bases.

import { describe, expect, it } from "vitest";
import { moveBase, moveBaseAlong } from "../../../src/core/battlefield/move-base.js";
import { EPS, STOP_CLEARANCE } from "../../../src/core/geometry/vec.js";
import { wallSnapshot, wallTable } from "../../helpers/battlefield.js";

// The table runs from (2, 3) to (12, 9).
const bounds = { x: 2, y: 3, width: 10, height: 6 };
const s = Math.SQRT1_2;

describe("moveBase at the table edges", () => {
  it.each([
    ["right (+x)", { x: 10, y: 6 }, { x: 1, y: 0 }, { x: 12, y: 6 }, 2],
    ["left (−x)", { x: 4, y: 6 }, { x: -1, y: 0 }, { x: 2, y: 6 }, 2],
    ["bottom (+y)", { x: 7, y: 8 }, { x: 0, y: 1 }, { x: 7, y: 9 }, 1],
    ["top (−y)", { x: 7, y: 4 }, { x: 0, y: -1 }, { x: 7, y: 3 }, 1],
    ["bottom-right diagonal: the nearer edge (+y) stops it", { x: 10, y: 8 }, { x: s, y: s }, { x: 11, y: 9 }, Math.SQRT2],
    ["top-left diagonal: the nearer edge (−x) stops it", { x: 3, y: 5 }, { x: -s, y: -s }, { x: 2, y: 4 }, Math.SQRT2],
  ])("the %s edge stops the centre EPS short of it", (_name, start, dir, end, travelled) => {
    const m = moveBase(wallTable([], bounds), start, dir, 0.5, 5);
    expect(m.blocker).toEqual({ kind: "tableEdge" });
    expect(m.end.x).toBeCloseTo(end.x - dir.x * EPS, 9);
    expect(m.end.y).toBeCloseTo(end.y - dir.y * EPS, 9);
    expect(m.travelled).toBeCloseTo(travelled - EPS, 9);
  });

  it("a base standing on one edge is still stopped by the edge it moves toward", () => {
    const up = moveBase(wallTable([], bounds), { x: 12, y: 4 }, { x: 0, y: -1 }, 0.5, 5);
    expect(up.blocker).toEqual({ kind: "tableEdge" });
    expect(up.end.y).toBeCloseTo(3 + EPS, 9);
    const left = moveBase(wallTable([], bounds), { x: 4, y: 9 }, { x: -1, y: 0 }, 0.5, 5);
    expect(left.blocker).toEqual({ kind: "tableEdge" });
    expect(left.end.x).toBeCloseTo(2 + EPS, 9);
  });

  it("a move that stops short of the edge is not blocked", () => {
    const m = moveBase(wallTable([], bounds), { x: 7, y: 6 }, { x: 0, y: -1 }, 0.5, 2.5);
    expect(m).toEqual({ end: { x: 7, y: 3.5 }, travelled: 2.5, blocker: null });
  });

  it("a move that ends exactly on the edge reaches it unblocked", () => {
    const m = moveBase(wallTable([], bounds), { x: 7, y: 6 }, { x: -1, y: 0 }, 0.5, 5);
    expect(m.blocker).toBeNull();
    expect(m.end).toEqual({ x: 2, y: 6 });
  });

  it("a base already outside is not moved further out, and stayOnTable: false ignores the edges", () => {
    expect(moveBase(wallTable([], bounds), { x: 13, y: 6 }, { x: 1, y: 0 }, 0.5, 3).travelled).toBe(0);
    expect(moveBase(wallTable([], bounds), { x: 10, y: 6 }, { x: 1, y: 0 }, 0.5, 5, { stayOnTable: false })).toEqual({
      end: { x: 15, y: 6 },
      travelled: 5,
      blocker: null,
    });
  });

  it("a wall before the edge stops the base first; one beyond it does not matter", () => {
    const near = moveBase(wallTable([wallSnapshot("w", [11, 0], [11, 12])], bounds), { x: 8, y: 6 }, { x: 1, y: 0 }, 0.5, 10);
    expect(near.blocker?.kind).toBe("wall");
    expect(near.end.x).toBeCloseTo(10.5 - STOP_CLEARANCE, 9);
    const far = moveBase(wallTable([wallSnapshot("w", [13, 0], [13, 12])], bounds), { x: 8, y: 6 }, { x: 1, y: 0 }, 0.5, 10);
    expect(far.blocker).toEqual({ kind: "tableEdge" });
  });
});

describe("moveBase against walls off the axes", () => {
  it("meets a diagonal wall face with the centre a radius from its line", () => {
    // The wall x + y = 10; moving along +x from (2, 2), contact when (x + 2 − 10)/√2 = −0.5.
    const m = moveBase(wallTable([wallSnapshot("d", [0, 10], [10, 0])]), { x: 2, y: 2 }, { x: 1, y: 0 }, 0.5, 10);
    expect(m.end.x).toBeCloseTo(8 - 0.5 * Math.SQRT2 - STOP_CLEARANCE * Math.SQRT2, 9);
    expect(m.end.y).toBe(2);
  });

  it("a wall approached from its other side stops the base just the same", () => {
    const m = moveBase(wallTable([wallSnapshot("d", [10, 0], [0, 10])]), { x: 2, y: 2 }, { x: 1, y: 0 }, 0.5, 10);
    expect(m.end.x).toBeCloseTo(8 - 0.5 * Math.SQRT2 - STOP_CLEARANCE * Math.SQRT2, 9);
  });

  it("a wall that does not block movement is passed, and `blocks` chooses which walls count", () => {
    const open = wallSnapshot("o", [5, -5], [5, 5], { blocksMove: false });
    expect(moveBase(wallTable([open]), { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 10).travelled).toBe(10);
    expect(moveBase(wallTable([open]), { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 10, { blocks: () => true }).end.x).toBeCloseTo(
      4.5 - STOP_CLEARANCE,
      9,
    );
  });

  it("moving along +y into a wall end below the path", () => {
    // End point (0.3, 6); contact at y = 6 − √(0.25 − 0.09) = 5.6.
    const m = moveBase(wallTable([wallSnapshot("stub", [0.3, 6], [4, 6])]), { x: 0, y: 0 }, { x: 0, y: 1 }, 0.5, 10);
    expect(m.end.y).toBeCloseTo(5.6 - STOP_CLEARANCE / 0.8, 9);
  });

  it("a wall behind the base, or parallel beside it, never stops it", () => {
    const bf = wallTable([wallSnapshot("behind", [-2, -5], [-2, 5]), wallSnapshot("beside", [-5, 0.6], [10, 0.6])]);
    expect(moveBase(bf, { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 4)).toEqual({ end: { x: 4, y: 0 }, travelled: 4, blocker: null });
  });

  it("at the joint of two walls met at the same moment, the first wall listed is the blocker", () => {
    const bf = wallTable([wallSnapshot("lower", [5, -5], [5, 0]), wallSnapshot("upper", [5, 0], [5, 5])]);
    expect(moveBase(bf, { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 10).blocker).toMatchObject({ kind: "wall", wall: { id: "lower" } });
  });

  it("of two walls ahead, the nearer one stops the base", () => {
    const bf = wallTable([wallSnapshot("far", [8, -5], [8, 5]), wallSnapshot("near", [6, -5], [6, 5])]);
    expect(moveBase(bf, { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 10).blocker).toMatchObject({ kind: "wall", wall: { id: "near" } });
  });
});

describe("moveBase against other bases", () => {
  it("meets a base off the line of movement where the two discs touch", () => {
    // X at (4, 0.6): contact when (x − 4)² + 0.36 = 1, x = 4 − 0.8.
    const m = moveBase(wallTable([]), { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 10, { figures: [{ id: "X", x: 4, y: 0.6, baseRadius: 0.5 }] });
    expect(m.end.x).toBeCloseTo(3.2 - EPS, 9);
    expect(m.blocker).toEqual({ kind: "figure", id: "X" });
  });

  it("a base behind the mover, or beyond the wall that stops it, does not count", () => {
    const figures = [
      { id: "back", x: -3, y: 0, baseRadius: 0.5 },
      { id: "past", x: 8, y: 0, baseRadius: 0.5 },
    ];
    const m = moveBase(wallTable([wallSnapshot("w", [5, -5], [5, 5])]), { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 10, { figures });
    expect(m.blocker?.kind).toBe("wall");
  });

  it("a base passing exactly tangent to another is not stopped", () => {
    const m = moveBase(wallTable([]), { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 6, { figures: [{ id: "X", x: 3, y: 1, baseRadius: 0.5 }] });
    expect(m).toEqual({ end: { x: 6, y: 0 }, travelled: 6, blocker: null });
  });

  it("a base already overlapping another may slide sideways away from it", () => {
    const m = moveBase(wallTable([]), { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 2, { figures: [{ id: "X", x: 0, y: 0.9, baseRadius: 0.5 }] });
    expect(m.blocker).toBeNull();
    expect(m.travelled).toBe(2);
  });

  it("the nearer of two bases stops it", () => {
    const figures = [
      { id: "far", x: 6, y: 0, baseRadius: 0.5 },
      { id: "near", x: 3, y: 0, baseRadius: 0.5 },
    ];
    expect(moveBase(wallTable([]), { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 10, { figures }).blocker).toEqual({ kind: "figure", id: "near" });
  });
});

describe("moveBaseAlong", () => {
  it("follows the way points leg by leg and stops at the distance", () => {
    const m = moveBaseAlong(
      wallTable([]),
      { x: 0, y: 0 },
      [
        { x: 3, y: 0 },
        { x: 3, y: 4 },
      ],
      0.5,
      5,
    );
    expect(m.end.x).toBeCloseTo(3, 6);
    expect(m.end.y).toBeCloseTo(2, 6);
    expect(m.travelled).toBeCloseTo(5, 6);
    expect(m.blocker).toBeNull();
  });

  it("skips a way point at the current position and stops at a blocker on a later leg", () => {
    const bf = wallTable([wallSnapshot("w", [0, 3], [6, 3])]);
    const m = moveBaseAlong(
      bf,
      { x: 0, y: 0 },
      [
        { x: 0, y: 0 },
        { x: 3, y: 0 },
        { x: 3, y: 6 },
      ],
      0.5,
      20,
    );
    expect(m.end.y).toBeCloseTo(2.5 - STOP_CLEARANCE, 9);
    expect(m.travelled).toBeCloseTo(5.5 - STOP_CLEARANCE, 9);
    expect(m.blocker?.kind).toBe("wall");
  });

  it("a way point within EPS of the base is skipped", () => {
    expect(moveBaseAlong(wallTable([]), { x: 0, y: 0 }, [{ x: EPS, y: 0 }], 0.5, 9)).toEqual({
      end: { x: 0, y: 0 },
      travelled: 0,
      blocker: null,
    });
  });

  it("ends at the last way point when the distance is larger", () => {
    expect(moveBaseAlong(wallTable([]), { x: 0, y: 0 }, [{ x: 0, y: 2 }], 0.5, 9)).toEqual({
      end: { x: 0, y: 2 },
      travelled: 2,
      blocker: null,
    });
  });
});
