// A moving base against walls (docs/rules.md §2.4 N7e–f): a wall's face and its end both in reach (the earlier
// contact wins), walls met in either listing order, a base centred on a one-way wall's line (the way it moves
// decides the side it comes from), walls parallel to the move, the wall search's reach on a dense table, the
// table's edges on a diagonal, no move at all, and a blocked way point ending the route.

import { describe, expect, it } from "vitest";
import { moveBase, moveBaseAlong } from "../../../src/core/battlefield/move-base.js";
import type { WallSnapshot } from "../../../src/core/battlefield/types.js";
import { EPS, STOP_CLEARANCE } from "../../../src/core/geometry/vec.js";
import { wallSnapshot, wallTable } from "../../helpers/battlefield.js";

const east = { x: 1, y: 0 };

describe("moveBase: the earlier of a wall's contacts", () => {
  it("the face met square before the end point beside it: the face stops the base", () => {
    // Face at x = 5 reached when the centre is at 4.5; the end (5, −0.3) would be touched only at 4.6.
    const m = moveBase(wallTable([wallSnapshot("w", [5, -0.3], [5, 4])]), { x: 0, y: 0 }, east, 0.5, 10);
    expect(m.travelled).toBeCloseTo(4.5 - STOP_CLEARANCE, 9);
  });

  it("of a near and a far wall, the near one stops the base whichever is listed first", () => {
    const near = wallSnapshot("near", [3, -5], [3, 5]);
    const far = wallSnapshot("far", [6, -5], [6, 5]);
    for (const walls of [
      [near, far],
      [far, near],
    ]) {
      const m = moveBase(wallTable(walls), { x: 0, y: 0 }, east, 0.5, 10);
      expect(m.blocker).toMatchObject({ kind: "wall", wall: { id: "near" } });
      expect(m.travelled).toBeCloseTo(2.5 - STOP_CLEARANCE, 9);
    }
  });
});

describe("moveBase: a wall met only past the end of the move", () => {
  it("a wall's end within the base's reach of the path's end, but touched only after it, is not met", () => {
    // The end (3.4, 0.45) is touched when the centre reaches x = 3.4 − √(0.25 − 0.2025) ≈ 3.18, past the move's 3".
    const m = moveBase(wallTable([wallSnapshot("w", [3.4, 0.45], [3.4, 5])]), { x: 0, y: 0 }, east, 0.5, 3);
    expect(m).toEqual({ end: { x: 3, y: 0 }, travelled: 3, blocker: null });
  });
});

describe("moveBase: a base centred on a one-way wall's line", () => {
  it("along y: held moving to the side the wall blocks from, free moving the other way", () => {
    // a → b points +y: its left is +x; blocksFrom "right" stops what comes from −x, i.e. a base moving +x.
    const bf = wallTable([wallSnapshot("o", [0, -5], [0, 5], { blocksFrom: "right" })]);
    expect(moveBase(bf, { x: 0, y: 0 }, east, 0.5, 3)).toMatchObject({ travelled: 0, blocker: { kind: "wall" } });
    expect(moveBase(bf, { x: 0, y: 0 }, { x: -1, y: 0 }, 0.5, 3)).toEqual({ end: { x: -3, y: 0 }, travelled: 3, blocker: null });
  });

  it("along x likewise", () => {
    // a → b points +x: its left is −y; blocksFrom "right" stops what comes from +y, i.e. a base moving −y.
    const bf = wallTable([wallSnapshot("o", [-5, 0], [5, 0], { blocksFrom: "right" })]);
    expect(moveBase(bf, { x: 0, y: 0 }, { x: 0, y: -1 }, 0.5, 3)).toMatchObject({ travelled: 0, blocker: { kind: "wall" } });
    expect(moveBase(bf, { x: 0, y: 0 }, { x: 0, y: 1 }, 0.5, 3)).toEqual({ end: { x: 0, y: 3 }, travelled: 3, blocker: null });
  });
});

describe("moveBase: walls parallel to the move", () => {
  it("a wall running alongside, farther than the radius, never stops the base, whichever way it is drawn", () => {
    for (const [a, b] of [
      [
        [-2, 1],
        [8, 1],
      ],
      [
        [8, 1],
        [-2, 1],
      ],
      [
        [-2, -1],
        [8, -1],
      ],
      [
        [8, -1],
        [-2, -1],
      ],
    ] as [number, number][][]) {
      const m = moveBase(wallTable([wallSnapshot("p", a!, b!)]), { x: 0, y: 0 }, east, 0.5, 5);
      expect(m, JSON.stringify([a, b])).toEqual({ end: { x: 5, y: 0 }, travelled: 5, blocker: null });
    }
  });
});

describe("moveBase: the wall search reaches a base's radius around its path", () => {
  // 1,600 wall stubs that block nothing make the index's cells about 1.4" across, smaller than the 2" base.
  const stubs: WallSnapshot[] = [];
  for (let i = 0; i < 40; i++)
    for (let j = 0; j < 40; j++)
      stubs.push(wallSnapshot(`s${String(i)}-${String(j)}`, [i - 20, j - 20], [i - 20, j - 19.9], { blocksMove: false }));
  const cases: [string, { x: number; y: number }, { x: number; y: number }, [number, number], [number, number]][] = [
    ["−x", { x: 10, y: 0 }, { x: -1, y: 0 }, [3.5, -5], [3.5, 5]],
    ["+x", { x: -10, y: 0 }, { x: 1, y: 0 }, [-3.5, -5], [-3.5, 5]],
    ["−y", { x: 0, y: 10 }, { x: 0, y: -1 }, [-5, 3.5], [5, 3.5]],
    ["+y", { x: 0, y: -10 }, { x: 0, y: 1 }, [-5, -3.5], [5, -3.5]],
  ];
  it.each(cases)("moving %s, a wall 2\" beyond the centre's end point still stops a base of radius 2", (_n, start, dir, a, b) => {
    const m = moveBase(wallTable([...stubs, wallSnapshot("w", a, b)]), start, dir, 2, 5);
    expect(m.blocker).toMatchObject({ kind: "wall", wall: { id: "w" } });
    expect(m.travelled).toBeCloseTo(4.5 - STOP_CLEARANCE, 9);
  });
});

describe("moveBase: table edges on a diagonal, and no move", () => {
  const bounds = { x: 2, y: 3, width: 10, height: 6 };
  const s = Math.SQRT1_2;
  it("moving right and down, the right edge stops the centre first", () => {
    const m = moveBase(wallTable([], bounds), { x: 10, y: 4 }, { x: s, y: s }, 0.5, 10);
    expect(m.blocker).toEqual({ kind: "tableEdge" });
    expect(m.travelled).toBeCloseTo(2 / s - EPS, 9);
  });

  it("moving right and up, the top edge stops the centre first", () => {
    const m = moveBase(wallTable([], bounds), { x: 5, y: 4 }, { x: s, y: -s }, 0.5, 10);
    expect(m.blocker).toEqual({ kind: "tableEdge" });
    expect(m.travelled).toBeCloseTo(1 / s - EPS, 9);
  });

  it("a move of no distance does not move and meets nothing, even against a wall", () => {
    const bf = wallTable([wallSnapshot("w", [0.5, -5], [0.5, 5])], bounds);
    expect(moveBase(bf, { x: 0, y: 0 }, east, 0.5, 0)).toEqual({ end: { x: 0, y: 0 }, travelled: 0, blocker: null });
  });
});

describe("moveBaseAlong: a blocked leg ends the route", () => {
  it("a wall on the first leg stops the base there; the later way points are not walked", () => {
    const bf = wallTable([wallSnapshot("w", [3, -5], [3, 5])]);
    const m = moveBaseAlong(
      bf,
      { x: 0, y: 0 },
      [
        { x: 5, y: 0 },
        { x: 0, y: 4 },
      ],
      0.5,
      20,
    );
    expect(m.blocker).toMatchObject({ kind: "wall" });
    expect(m.end.x).toBeCloseTo(2.5 - STOP_CLEARANCE, 9);
    expect(m.end.y).toBe(0);
    expect(m.travelled).toBeCloseTo(2.5 - STOP_CLEARANCE, 9);
  });
});
