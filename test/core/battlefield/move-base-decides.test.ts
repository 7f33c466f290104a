// A moving base against walls only partly high or one-way, a contact exactly at the end of the move, and way
// points off the axes with a leftover of EPS (docs/rules.md §1.4a, §2.4 N7e–f): what stops a base is decided at
// its own level.

import { describe, expect, it } from "vitest";
import { moveBase, moveBaseAlong } from "../../../src/core/battlefield/move-base.js";
import { STOP_CLEARANCE } from "../../../src/core/geometry/vec.js";
import { wallSnapshot, wallTable } from "../../helpers/battlefield.js";

const east = { x: 1, y: 0 };

describe("moveBase against a wall only partly high or one-way", () => {
  const low = wallTable([wallSnapshot("low", [5, -5], [5, 5], { bottom: 0, top: 2 })]);

  it('a base on the ground stops at a wall 0–2" high; one 3" up passes over it', () => {
    const ground = moveBase(low, { x: 0, y: 0 }, east, 0.5, 10);
    expect(ground.blocker).toMatchObject({ kind: "wall" });
    expect(ground.end.x).toBeCloseTo(4.5 - STOP_CLEARANCE, 9);
    const raised = moveBase(low, { x: 0, y: 0 }, east, 0.5, 10, { z: 3 });
    expect(raised).toEqual({ end: { x: 10, y: 0 }, travelled: 10, blocker: null });
  });

  it("a one-way wall stops only a base coming from its blocking side", () => {
    // a → b points +y: its left, the blocking side here, is +x.
    const oneWay = wallTable([wallSnapshot("o", [5, -5], [5, 5], { blocksFrom: "left" })]);
    expect(moveBase(oneWay, { x: 0, y: 0 }, east, 0.5, 10).blocker).toBeNull();
    expect(moveBase(oneWay, { x: 10, y: 0 }, { x: -1, y: 0 }, 0.5, 10).blocker).toMatchObject({ kind: "wall" });
  });
});

describe("moveBase: a wall touched exactly at the end of the move", () => {
  it("is still the blocker, and the base stops its clearance short", () => {
    const r = moveBase(wallTable([wallSnapshot("w", [4.5, -5], [4.5, 5])]), { x: 0, y: 0 }, east, 0.5, 4);
    expect(r.blocker).toMatchObject({ kind: "wall" });
    expect(r.travelled).toBeCloseTo(4 - STOP_CLEARANCE, 12);
  });
});

describe("moveBaseAlong: way points off the axes", () => {
  it("each leg runs from where the base is to the next point", () => {
    const r = moveBaseAlong(
      wallTable([]),
      { x: 3, y: 1 },
      [
        { x: 3, y: 5 },
        { x: 6, y: 9 },
      ],
      0.5,
      20,
    );
    expect(r.end.x).toBeCloseTo(6, 12);
    expect(r.end.y).toBeCloseTo(9, 12);
    expect(r.travelled).toBeCloseTo(9, 12);
  });

  it("a leftover of EPS or less at a way point is not walked: the base stops on the point", () => {
    const points = [
      { x: 3, y: 5 },
      { x: 6, y: 9 },
    ];
    expect(moveBaseAlong(wallTable([]), { x: 3, y: 1 }, points, 0.5, 4 + 5e-7)).toEqual({
      end: { x: 3, y: 5 },
      travelled: 4,
      blocker: null,
    });
  });
});
