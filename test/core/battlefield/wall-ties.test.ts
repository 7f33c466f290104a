// Two walls that a path meets at exactly the same point (a shared corner) give the same answer whether the
// battlefield finds them through its spatial index or by a plain scan: the tie goes to the lower wall index.

import { describe, expect, it } from "vitest";
import { createBattlefield, loadScenario, seededRandom } from "../../../src/core/index.js";
import { GridIndex } from "../../../src/core/geometry/grid-index.js";

/** Walls 0 and 1 meet at (4, 0.25), where the path (0, 0.25) → (8, 0.25) crosses both; wall 1 runs back along the path. */
function cornerTable(fillers: number): ReturnType<typeof loadScenario>["battlefield"] {
  const rng = seededRandom("ties");
  const walls = [
    { id: "upright", a: [4, 0.25], b: [4, 5] },
    { id: "slant", a: [4, 0.25], b: [0.5, 0.125] },
  ];
  // Short walls far from the path make the index's cells small, so the path meets wall 1 in a cell before the corner's.
  for (let i = 0; i < fillers; i++) {
    const x = 20 + rng() * 20,
      y = 20 + rng() * 20;
    walls.push({ id: `f${String(i)}`, a: [x, y], b: [x + 0.3, y + 0.2] });
  }
  const doc = {
    ruleset: "gzg",
    battlefield: { walls, figures: [{ id: "F", side: "red", x: 0, y: 0.25, stats: { quality: 10, motivation: 1 } }] },
    attack: { attacker: "F", weapon: { name: "GL", rangeBand: 6 }, target: { point: [8, 0.25] } },
  };
  return loadScenario(doc).battlefield;
}

describe("exact ties at a shared wall corner", () => {
  for (const fillers of [0, 2000]) {
    it(`go to the lower wall index, with or without the spatial index (${String(fillers)} other walls)`, () => {
      const snapshot = cornerTable(fillers);
      const p = { x: 0, y: 0.25 },
        q = { x: 8, y: 0.25 };
      const indexed = createBattlefield(snapshot, { index: true }).firstWallHit(p, q, "move");
      const scanned = createBattlefield(snapshot, { index: false }).firstWallHit(p, q, "move");
      expect(scanned?.wall.id).toBe("upright");
      expect(indexed?.wall.id).toBe("upright");
      expect(indexed?.t).toBe(0.5);
      expect(indexed).toEqual(scanned);
    });
  }
});

describe("a ray's walk through the grid", () => {
  it("visits the next cell when a hit lies exactly on the exit of the current one (it may tie there)", () => {
    // Cells 1" square from the origin (0, 0). Item 1 lies in cells 1 and 2 and meets the ray at x = 2, the exit of
    // cell 1; item 0 lies in cell 2 alone and meets the ray at that same point; item 2 only pins the origin.
    const coords = new Float64Array([2, 0.5, 2.5, 0.1, 2, 0.5, 1.5, 0.9, 0, 3, 0.2, 3.2]);
    const grid = GridIndex.ofSegments(coords, 1);
    const visited: number[] = [];
    grid.queryRayFirst({ x: 0, y: 0.5 }, { x: 4, y: 0.5 }, (item) => {
      visited.push(item);
      return item === 2 ? null : 0.5;
    });
    expect(visited).toEqual([1, 0]);
  });
});
