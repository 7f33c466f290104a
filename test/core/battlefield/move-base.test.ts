// A base moved across the table stops where it first touches a wall, a wall's end or another base, and
// never ends inside or beyond a wall (seeded property test over random walls).

import { describe, expect, it } from "vitest";
import { moveBase, moveBaseAlong } from "../../../src/core/battlefield/move-base.js";
import type { WallSnapshot } from "../../../src/core/battlefield/types.js";
import { seededRandom } from "../../../src/core/engine/answerers.js";
import { intersectSegments, pointSegmentDistance } from "../../../src/core/geometry/segment.js";
import { wallSnapshot, wallTable } from "../../helpers/battlefield.js";

describe("moveBase", () => {
  it("stops with the base touching a wall face (NC-09)", () => {
    const bf = wallTable([wallSnapshot("face", [22, -5], [22, 5])]);
    const m = moveBase(bf, { x: 21, y: 0 }, { x: 1, y: 0 }, 0.5, 2);
    // It stops STOP_CLEARANCE (1e-4") clear of the face, square on.
    expect(m.end.x).toBeCloseTo(21.5 - 1e-4, 9);
    expect(m.travelled).toBeCloseTo(0.5 - 1e-4, 9);
    expect(m.blocker).toEqual({ kind: "wall", wall: bf.snapshot.walls[0] });
  });
  it("moves freely when nothing is in the way", () => {
    const m = moveBase(wallTable([]), { x: 0, y: 0 }, { x: 0, y: 1 }, 0.5, 3);
    expect(m).toEqual({ end: { x: 0, y: 3 }, travelled: 3, blocker: null });
  });
  it("is stopped by a wall's end point that the centre line misses", () => {
    const bf = wallTable([wallSnapshot("stub", [5, 0.3], [5, 4])]);
    const m = moveBase(bf, { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 10);
    // Contact with the end (5, 0.3): centre at x = 5 − √(0.5² − 0.3²) = 4.6.
    // It stops 1e-4" clear of the point measured along the contact normal: 1e-4 / cos = 1.25e-4 back.
    expect(m.end.x).toBeCloseTo(4.6 - 1.25e-4, 9);
    expect(m.blocker?.kind).toBe("wall");
  });
  it("slides past a wall that is just out of reach", () => {
    const bf = wallTable([wallSnapshot("side", [0, 0.6], [10, 0.6])]);
    expect(moveBase(bf, { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 5).travelled).toBe(5);
  });
  it("moves away from a wall it starts against", () => {
    const bf = wallTable([wallSnapshot("back", [-0.5, -3], [-0.5, 3])]);
    expect(moveBase(bf, { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 2).travelled).toBe(2);
    expect(moveBase(bf, { x: 0, y: 0 }, { x: -1, y: 0 }, 0.5, 2).travelled).toBe(0);
  });
  it("stops at base contact with another figure, and ignores a mere graze", () => {
    const bf = wallTable([]);
    const other = { id: "X", x: 3, y: 0, baseRadius: 0.5 };
    const m = moveBase(bf, { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 5, { figures: [other] });
    expect(m.end.x).toBeCloseTo(2, 5);
    expect(m.blocker).toEqual({ kind: "figure", id: "X" });
    const graze = { id: "Y", x: 3, y: 0.98, baseRadius: 0.5 };
    expect(moveBase(bf, { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 5, { figures: [graze], figureGraze: 0.05 }).blocker).toBeNull();
    expect(moveBase(bf, { x: 0, y: 0 }, { x: 1, y: 0 }, 0.5, 5, { figures: [graze] }).blocker).toEqual({ kind: "figure", id: "Y" });
  });
  it("keeps the centre on the table when the snapshot has bounds", () => {
    const bf = wallTable([], { x: 0, y: 0, width: 10, height: 10 });
    const m = moveBase(bf, { x: 8, y: 5 }, { x: 1, y: 0 }, 0.5, 5);
    expect(m.end.x).toBeCloseTo(10, 5);
    expect(m.blocker).toEqual({ kind: "tableEdge" });
    expect(moveBase(bf, { x: 8, y: 5 }, { x: 1, y: 0 }, 0.5, 5, { stayOnTable: false }).end.x).toBe(13);
  });
  it("follows way points and stops at a wall on a later leg", () => {
    const bf = wallTable([wallSnapshot("w", [4, 2], [6, 2])]);
    const m = moveBaseAlong(
      bf,
      { x: 0, y: 0 },
      [
        { x: 5, y: 0 },
        { x: 5, y: 5 },
      ],
      0.5,
      12,
    );
    expect(m.end.x).toBeCloseTo(5, 5);
    expect(m.end.y).toBeCloseTo(1.5 - 1e-4, 9);
    expect(m.travelled).toBeCloseTo(6.5 - 1e-4, 9);
  });

  it("property: over random walls, a moved base never ends overlapping a wall or past one", () => {
    const rng = seededRandom("move-base-property");
    let blocked = 0;
    for (let trial = 0; trial < 300; trial++) {
      const walls: WallSnapshot[] = [];
      for (let i = 0; i < 25; i++) {
        const x = rng() * 20,
          y = rng() * 20,
          a = rng() * Math.PI * 2,
          len = 0.5 + rng() * 6;
        walls.push(wallSnapshot(`w${i}`, [x, y], [x + Math.cos(a) * len, y + Math.sin(a) * len]));
      }
      const bf = wallTable(walls);
      const r = 0.3 + rng() * 0.6;
      const start = { x: rng() * 20, y: rng() * 20 };
      // Only starts clear of every wall are meaningful.
      if (walls.some((w) => pointSegmentDistance(start, { x: w.a[0], y: w.a[1] }, { x: w.b[0], y: w.b[1] }) < r)) continue;
      const a = rng() * Math.PI * 2;
      const dir = { x: Math.cos(a), y: Math.sin(a) };
      const m = moveBase(bf, start, dir, r, 1 + rng() * 8);
      if (m.blocker) blocked++;
      for (const w of walls) {
        const wa = { x: w.a[0], y: w.a[1] },
          wb = { x: w.b[0], y: w.b[1] };
        expect(pointSegmentDistance(m.end, wa, wb)).toBeGreaterThanOrEqual(r - 1e-9);
        expect(intersectSegments(start, m.end, wa, wb)).toBeNull();
      }
    }
    expect(blocked).toBeGreaterThan(20);
  });
});
