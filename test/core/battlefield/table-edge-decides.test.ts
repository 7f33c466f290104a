// Where a path leaves the table (Necromunda `necro.offTable = clampToEdge`, docs/rules.md §2.4 and §5 A-14): the path is cut
// where it first leaves the table after being on it (a path starting off the table is on it once it crosses an edge
// inward) and ends STOP_CLEARANCE inside it, square to that edge, never behind where its leg came on to the table.
// The table's corner is at (2, 3), not the origin, so that every edge's position is its own.

import { describe, expect, it } from "vitest";
import { clipPathToTable } from "../../../src/core/battlefield/table-edge.js";
import { STOP_CLEARANCE } from "../../../src/core/geometry/vec.js";

const table = { x: 2, y: 3, width: 10, height: 8 };
type Kind = "scatter" | "bounce" | "stop";
/** A point given relative to the table's corner. */
const at = (x: number, y: number): [number, number] => [x + 2, y + 3];
const leg = (from: [number, number], to: [number, number], kind: Kind = "scatter") => ({ from: at(...from), to: at(...to), kind });
/** The clipped path's end relative to the table's corner, for cases that must leave the table. */
function clipped(legs: ReturnType<typeof leg>[]) {
  const out = clipPathToTable(table, legs, "stop");
  if (!out) throw new Error("expected the path to leave the table");
  return { ...out, end: { x: out.end.x - 2, y: out.end.y - 3 } };
}

describe("clipPathToTable", () => {
  it.each([
    ["the right edge", [15, 4], { x: 10 - STOP_CLEARANCE, y: 4 }],
    ["the left edge", [-5, 4], { x: STOP_CLEARANCE, y: 4 }],
    ["the top edge", [5, -4], { x: 5, y: STOP_CLEARANCE }],
    ["the bottom edge", [5, 12], { x: 5, y: 8 - STOP_CLEARANCE }],
  ] as const)("a leg leaving through %s stops STOP_CLEARANCE inside it", (_edge, to, end) => {
    const out = clipped([leg([5, 4], [to[0], to[1]])]);
    expect(out.end.x).toBeCloseTo(end.x, 12);
    expect(out.end.y).toBeCloseTo(end.y, 12);
    expect(out.legs).toEqual([{ from: at(5, 4), to: at(out.end.x, out.end.y), kind: "stop" }]);
  });

  it("a slanting exit ends STOP_CLEARANCE from the edge measured square to it, on the leg", () => {
    // (5, 4) → (15, 9) meets the right edge at (10, 6.5), before the bottom edge (t 0.5 against 0.8).
    const out = clipped([leg([5, 4], [15, 9])]);
    expect(out.end.x).toBeCloseTo(10 - STOP_CLEARANCE, 12);
    expect(out.end.y).toBeCloseTo(6.5 - STOP_CLEARANCE / 2, 12);
  });

  it("the first edge crossed decides, whichever edge is tested first", () => {
    // (5, 4) → (12, 12): the bottom edge at t 0.5 comes before the right edge at t 5/7.
    const out = clipped([leg([5, 4], [12, 12])]);
    expect(out.end.y).toBeCloseTo(8 - STOP_CLEARANCE, 12);
    expect(out.end.x).toBeCloseTo(8.5 - (STOP_CLEARANCE * 7) / 8, 12);
    // (5, 4) → (-1, -8): the top edge at t 1/3 before the left edge at t 5/6.
    const up = clipped([leg([5, 4], [-1, -8])]);
    expect(up.end.y).toBeCloseTo(STOP_CLEARANCE, 12);
    expect(up.end.x).toBeCloseTo(3 + STOP_CLEARANCE / 2, 12);
  });

  it("through a corner exactly, the end is STOP_CLEARANCE inside the side edge, square to it", () => {
    // (5, 4) → (15, 12) reaches the right and bottom edges together at (10, 8).
    const out = clipped([leg([5, 4], [15, 12])]);
    expect(out.end.x).toBeCloseTo(10 - STOP_CLEARANCE, 12);
    expect(out.end.y).toBeCloseTo(8 - (STOP_CLEARANCE * 4) / 5, 12);
  });

  it("a grazing exit is pulled back at most 1 inch along the leg", () => {
    // Leaves the bottom edge at (2.5, 8) at a slope of 1e-6 (cosine 1e-6 < 1e-4): pulled back 1", not 100".
    const out = clipped([leg([0.5, 8 - 2e-6], [3, 8 + 0.5e-6])]);
    expect(out.end.x).toBeCloseTo(1.5, 9);
    expect(out.end.y).toBeLessThan(8);
  });

  it("the end is never behind the leg's start", () => {
    const out = clipped([leg([10 - STOP_CLEARANCE / 2, 4], [12, 4])]);
    expect(out.end.x).toBeCloseTo(10 - STOP_CLEARANCE / 2, 12);
    expect(out.end.y).toBeCloseTo(4, 12);
  });

  it("earlier legs are kept, the leaving leg becomes the stop, later legs are dropped", () => {
    const out = clipped([leg([5, 4], [8, 4]), leg([8, 4], [8, 10], "bounce"), leg([8, 10], [9, 10], "bounce")]);
    expect(out.legs).toHaveLength(2);
    expect(out.legs[0]).toEqual(leg([5, 4], [8, 4]));
    expect(out.legs[1]?.from).toEqual(at(8, 4));
    expect(out.legs[1]?.kind).toBe("stop");
    expect(out.end.y).toBeCloseTo(8 - STOP_CLEARANCE, 12);
  });

  it("a path that stays on the table, or ends exactly on its edge, is not cut", () => {
    expect(clipPathToTable(table, [leg([5, 4], [8, 4]), leg([8, 4], [8, 6])], "stop")).toBeNull();
    expect(clipPathToTable(table, [leg([5, 4], [10, 4])], "stop")).toBeNull();
    expect(clipPathToTable(table, [leg([5, 4], [5, 0])], "stop")).toBeNull();
    expect(clipPathToTable(table, [leg([5, 4], [5, 4])], "stop")).toBeNull();
  });

  it.each([
    ["left of", [-0.1, 4], [-1, 4]],
    ["above", [5, -0.1], [5, -1]],
    ["right of", [10.1, 4], [11, 4]],
    ["below", [5, 8.1], [5, 9]],
  ] as const)("a path starting %s the table and going further off is not cut (null)", (_where, from, to) => {
    expect(clipPathToTable(table, [leg([from[0], from[1]], [to[0], to[1]])], "stop")).toBeNull();
  });

  it("a path starting off the table that crosses it is cut where it leaves, STOP_CLEARANCE inside, on the leg", () => {
    // (-1, 6) → (3, 10) comes on at the left edge (0, 7) and leaves through the bottom edge at (1, 8), at 45°.
    const out = clipped([leg([-1, 6], [3, 10])]);
    expect(out.end.x).toBeCloseTo(1 - STOP_CLEARANCE, 12);
    expect(out.end.y).toBeCloseTo(8 - STOP_CLEARANCE, 12);
    expect(out.legs).toEqual([{ from: at(-1, 6), to: at(out.end.x, out.end.y), kind: "stop" }]);
  });

  it("a path coming on to the table on a later leg is cut on that leg; the legs before it are kept", () => {
    const out = clipped([leg([-3, 4], [-1, 4]), leg([-1, 4], [5, -2], "bounce")]);
    expect(out.legs[0]).toEqual(leg([-3, 4], [-1, 4]));
    expect(out.legs[1]?.kind).toBe("stop");
    // (-1, 4) → (5, -2) comes on at (0, 3) and leaves through the top edge at (3, 0).
    expect(out.end.y).toBeCloseTo(STOP_CLEARANCE, 12);
    expect(out.end.x).toBeCloseTo(3 - STOP_CLEARANCE, 12);
  });

  it("the end is never before the point where the path came on to the table", () => {
    // (-1, 6.99995) → (1, 8.99995) is on the table for 5e-5" in x only: from (0, 7.99995) to (5e-5, 8).
    const out = clipped([leg([-1, 6.99995], [1, 8.99995])]);
    expect(out.end.x).toBeCloseTo(0, 12);
    expect(out.end.y).toBeCloseTo(7.99995, 12);
  });

  it("a path starting off the table that comes on and stays on, or only touches a corner, is not cut (null)", () => {
    expect(clipPathToTable(table, [leg([-1, 4], [3, 4])], "stop")).toBeNull();
    // (-1, 7) → (1, 9) touches the table at its corner (0, 8) and nowhere else.
    expect(clipPathToTable(table, [leg([-1, 7], [1, 9])], "stop")).toBeNull();
    // Running beside the left edge, outside it, past the table's far end.
    expect(clipPathToTable(table, [leg([-1, 4], [-1, 12])], "stop")).toBeNull();
    expect(clipPathToTable(table, [leg([4, -1], [12, -1])], "stop")).toBeNull();
  });

  it("a start exactly on the edge is on the table", () => {
    expect(clipped([leg([0, 4], [-2, 4])]).end).toEqual({ x: 0, y: 4 });
    expect(clipped([leg([10, 8], [10, 9])]).end).toEqual({ x: 10, y: 8 });
    expect(clipped([leg([5, 0], [5, -2])]).end).toEqual({ x: 5, y: 0 });
    expect(clipped([leg([10, 4], [12, 4])]).end).toEqual({ x: 10, y: 4 });
  });
});
