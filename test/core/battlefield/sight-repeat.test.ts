// hasLoS remembers the last sight line it checked against the walls (Monte Carlo trials ask the same firer-to-aim
// line every trial): the same line again reads no wall, any other line (an end or a height changed) is checked afresh.

import { describe, expect, it } from "vitest";
import { type BattlefieldSnapshot, type WallSnapshot, createBattlefield } from "../../../src/core/index.js";

/** A wall across x = 5 from y = 0 to 10, high from 0 to 2, counting how often its sight flag is read. */
function countedTable(index: boolean): { bf: ReturnType<typeof createBattlefield>; reads: () => number } {
  let reads = 0;
  const wall: WallSnapshot = {
    id: "W",
    a: [5, 0],
    b: [5, 10],
    blocksMove: true,
    get blocksSight() {
      reads++;
      return true;
    },
    bottom: 0,
    top: 2,
  };
  const snapshot: BattlefieldSnapshot = { bounds: null, walls: [wall], figures: [], clouds: [], wind: null };
  return { bf: createBattlefield(snapshot, { index }), reads: () => reads };
}

describe("hasLoS: the last sight line is remembered", () => {
  for (const index of [true, false]) {
    it(`${index ? "indexed" : "linear"}: the same line reads no wall again, a changed one does`, () => {
      const { bf, reads } = countedTable(index);
      const p = { x: 0, y: 5, z: 1 };
      const q = { x: 10, y: 5, z: 1 };
      expect(bf.hasLoS(p, q)).toBe(false);
      const first = reads();
      expect(first).toBeGreaterThan(0);
      expect(bf.hasLoS({ ...p }, { ...q })).toBe(false);
      expect(reads()).toBe(first);
      // Over the wall's top: another answer, so the heights are part of the line.
      expect(bf.hasLoS({ ...p, z: 3 }, { ...q, z: 3 })).toBe(true);
      expect(reads()).toBeGreaterThan(first);
      const n = reads();
      expect(bf.hasLoS({ x: 0, y: 5 }, { x: 10, y: 5 })).toBe(false);
      expect(reads()).toBeGreaterThan(n);
      // A line beside the wall: clear, whichever ends move.
      expect(bf.hasLoS({ x: 0, y: 11 }, { x: 10, y: 11 })).toBe(true);
      expect(bf.hasLoS({ x: 0, y: 5, z: 1 }, { x: 4, y: 5, z: 1 })).toBe(true);
      expect(bf.hasLoS(p, q)).toBe(false);
    });
  }

  it("a wall-move question in between does not change the sight answer", () => {
    const { bf } = countedTable(true);
    const p = { x: 0, y: 5, z: 1 };
    const q = { x: 10, y: 5, z: 1 };
    expect(bf.hasLoS(p, q)).toBe(false);
    expect(bf.wallBetween({ x: 0, y: 11 }, { x: 10, y: 11 }, "move")).toBe(false);
    expect(bf.hasLoS(p, q)).toBe(false);
  });
});

describe("hasLoS: each of the line's six numbers is part of what is remembered", () => {
  // From the blocked line (0, 5, 1) → (10, 5, 1), one number changed at a time makes a clear line: past the wall's
  // end, over its top, or short of it. A remembered answer that ignored that number would say blocked.
  const p = { x: 0, y: 5, z: 1 };
  const q = { x: 10, y: 5, z: 1 };
  const changed: [string, { x: number; y: number; z: number }, { x: number; y: number; z: number }][] = [
    ["the first end's x", { ...p, x: 6 }, q],
    ["the first end's y", { ...p, y: 25 }, q],
    ["the first end's height", { ...p, z: 5 }, q],
    ["the second end's x", p, { ...q, x: 4 }],
    ["the second end's y", p, { ...q, y: 25 }],
    ["the second end's height", p, { ...q, z: 5 }],
  ];
  for (const [what, a, b] of changed)
    it(`${what} changed alone: a fresh answer`, () => {
      const { bf } = countedTable(true);
      expect(bf.hasLoS(p, q)).toBe(false);
      expect(bf.hasLoS(a, b)).toBe(true);
      expect(bf.hasLoS(p, q)).toBe(false);
    });
});
