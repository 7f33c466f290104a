// The table in three dimensions at its limits (docs/rules.md §1.4a, docs/scenario.md "Levels"): a height exactly
// the level gap apart is another level, a ledge's surface and foot, which walls are partial, and the side of a
// one-way wall when the mover starts on its line.

import { describe, expect, it } from "vitest";
import { blocksCrossing, isPartial, leftSide, ledgeFoot, ledgeTop, sameLevel } from "../../../src/core/battlefield/levels.js";
import type { WallSnapshot } from "../../../src/core/battlefield/types.js";

const w = (extra: Partial<WallSnapshot> = {}): WallSnapshot => ({
  id: "w",
  a: [5, -5],
  b: [5, 5],
  blocksMove: true,
  blocksSight: true,
  ...extra,
});

describe("sameLevel: closer than the gap", () => {
  it.each([
    [0, 0.999, 1, true],
    [0, 1, 1, false],
    [3, 2, 1, false],
    [2.5, 2, 1, true],
    [0, 1.5, 2, true],
  ])("%f and %f with gap %f: %s", (a, b, gap, want) => {
    expect(sameLevel(a, b, gap)).toBe(want);
  });
});

describe("ledges: the surface a ledge edges and where a fall from it lands", () => {
  it.each([
    ['a roof 6" up with a 4" drop', { top: 6, dropInches: 4 }, 6, 2],
    ["a drop to the table", { dropInches: 4 }, 4, 0],
    ["a drop deeper than the ledge is high", { top: 2, dropInches: 4 }, 2, 0],
    ["a ledge with no drop", { top: 3, dropInches: 0 }, 3, 3],
  ])("%s", (_name, ledge, top, foot) => {
    expect(ledgeTop(w({ ledge }))).toBe(top);
    expect(ledgeFoot(w({ ledge }))).toBe(foot);
  });

  it("a wall that is no ledge has its surface and foot on the table", () => {
    expect(ledgeTop(w())).toBe(0);
    expect(ledgeFoot(w())).toBe(0);
  });
});

describe("partial walls and one-way sides", () => {
  it.each([
    ["a full wall", {}, false],
    ["blocking from both sides", { blocksFrom: "both" as const }, false],
    ["one-way", { blocksFrom: "left" as const }, true],
    ["with a bottom", { bottom: 0 }, true],
    ["with a top", { top: 2 }, true],
  ])("%s: partial %s", (_name, extra, want) => {
    expect(isPartial(w(extra))).toBe(want);
  });

  it("left is where (b.y − a.y, −(b.x − a.x)) points; on the line is 0", () => {
    expect(leftSide(w(), { x: 7, y: 1 })).toBeGreaterThan(0);
    expect(leftSide(w(), { x: 3, y: 1 })).toBeLessThan(0);
    expect(leftSide(w(), { x: 5, y: 9 })).toBe(0);
    expect(leftSide(w({ a: [0, 0], b: [4, 0] }), { x: 2, y: -1 })).toBeGreaterThan(0);
    expect(leftSide(w({ a: [1, 2], b: [4, 6] }), { x: 5, y: 2 })).toBe(16);
  });

  it("a mover starting on a one-way wall's line takes its side from where it is going", () => {
    const left = w({ blocksFrom: "left" });
    // From (5, 0), on the line, toward −x: it comes from the +x (left) side, so the wall stops it.
    expect(blocksCrossing(left, 0, { x: 5, y: 0 }, { x: 0, y: 0 })).toBe(true);
    expect(blocksCrossing(left, 0, { x: 5, y: 0 }, { x: 10, y: 0 })).toBe(false);
    const right = w({ blocksFrom: "right" });
    expect(blocksCrossing(right, 0, { x: 5, y: 0 }, { x: 10, y: 0 })).toBe(true);
    expect(blocksCrossing(right, 0, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(true);
    expect(blocksCrossing(right, 0, { x: 10, y: 0 }, { x: 0, y: 0 })).toBe(false);
  });

  it("a wall with no one-way side blocks from either side, within its height", () => {
    for (const wall of [w({ bottom: 0, top: 2 }), w({ top: 2, blocksFrom: "both" })]) {
      expect(blocksCrossing(wall, 1, { x: 0, y: 0 }, { x: 10, y: 0 })).toBe(true);
      expect(blocksCrossing(wall, 1, { x: 10, y: 0 }, { x: 0, y: 0 })).toBe(true);
    }
  });

  it("a mover along a one-way wall's line is on neither side: not blocked", () => {
    for (const blocksFrom of ["left", "right"] as const) {
      expect(blocksCrossing(w({ blocksFrom }), 0, { x: 5, y: -1 }, { x: 5, y: 1 })).toBe(false);
    }
  });

  it("a wall's height is bottom ≤ h < top", () => {
    const part = w({ bottom: 1, top: 3 });
    expect([0.999, 1, 2.999, 3].map((h) => blocksCrossing(part, h, { x: 0, y: 0 }, { x: 10, y: 0 }))).toEqual([false, true, true, false]);
  });
});
