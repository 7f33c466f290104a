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
