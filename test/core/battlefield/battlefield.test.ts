// The battlefield queries: the grid index must answer exactly as linear scans do (seeded random
// tables), walls filter by kind, line of sight through walls and clouds, the table's bounds.

import { describe, expect, it } from "vitest";
import { type BattlefieldSnapshot, type WallSnapshot, createBattlefield, seededRandom, travel } from "../../../src/core/index.js";

function randomTable(seed: string, walls: number, figures: number, size = 60): BattlefieldSnapshot {
  const rng = seededRandom(seed);
  const ws: WallSnapshot[] = [];
  for (let i = 0; i < walls; i++) {
    const x = rng() * size,
      y = rng() * size;
    // A mix of short walls, long walls and axis-aligned ones (the corner cases of a grid walk).
    const len = i % 7 === 0 ? 10 + rng() * 40 : 0.5 + rng() * 6;
    const a = i % 5 === 0 ? Math.floor(rng() * 4) * (Math.PI / 2) : rng() * Math.PI * 2;
    ws.push({
      id: `w${i}`,
      a: [x, y],
      b: [x + Math.cos(a) * len, y + Math.sin(a) * len],
      blocksMove: rng() < 0.8,
      blocksSight: rng() < 0.8,
    });
  }
  const fs = Array.from({ length: figures }, (_, i) => ({
    id: `f${i}`,
    side: "a",
    x: rng() * size,
    y: rng() * size,
    z: 0,
    baseRadius: 0.5,
    stats: {},
  }));
  return { bounds: { x: 0, y: 0, width: size, height: size }, walls: ws, figures: fs, clouds: [], wind: null };
}

describe("grid index agrees with linear scans", () => {
  for (const seed of ["a", "b", "c", "d"]) {
    it(`seed ${seed}: first wall hit and figures near, 400 random queries`, () => {
      const snap = randomTable(seed, 300, 80);
      const fast = createBattlefield(snap);
      const slow = createBattlefield(snap, { index: false });
      const rng = seededRandom(`${seed}-queries`);
      let hits = 0;
      for (let i = 0; i < 400; i++) {
        const p = { x: rng() * 70 - 5, y: rng() * 70 - 5 };
        const len = i % 3 === 0 ? rng() * 80 : rng() * 8;
        const a = i % 4 === 0 ? Math.floor(rng() * 8) * (Math.PI / 4) : rng() * Math.PI * 2;
        const q = { x: p.x + Math.cos(a) * len, y: p.y + Math.sin(a) * len };
        for (const kind of ["move", "sight"] as const) {
          const h1 = fast.firstWallHit(p, q, kind);
          const h2 = slow.firstWallHit(p, q, kind);
          expect(h1?.wall.id, `query ${i} ${kind}`).toBe(h2?.wall.id);
          if (h1 && h2) {
            hits++;
            expect(h1.t).toBeCloseTo(h2.t, 12);
          }
        }
        const r = rng() * 6;
        const near = fast.figuresNear(p, r).filter((f) => Math.hypot(f.x - p.x, f.y - p.y) <= r + f.baseRadius);
        const all = slow.figures.filter((f) => Math.hypot(f.x - p.x, f.y - p.y) <= r + f.baseRadius);
        expect(near.map((f) => f.id)).toEqual(all.map((f) => f.id));
        // The array form: each candidate once, in the snapshot's order, the figures figuresNear lists.
        const indices = [...fast.figureIndicesNear(p, r)];
        expect(indices).toEqual([...new Set(indices)].sort((a, b) => a - b));
        expect(indices).toEqual(fast.figuresNear(p, r).map((f) => fast.figures.indexOf(f)));
      }
      // The random queries must really exercise hits, or the comparison proves little.
      expect(hits).toBeGreaterThan(100);
    });
  }
});

describe("walls and sight", () => {
  const snap: BattlefieldSnapshot = {
    bounds: { x: 0, y: 0, width: 48, height: 48 },
    walls: [
      { id: "solid", a: [10, 0], b: [10, 20], blocksMove: true, blocksSight: true },
      { id: "window", a: [20, 0], b: [20, 20], blocksMove: true, blocksSight: false },
      { id: "curtain", a: [30, 0], b: [30, 20], blocksMove: false, blocksSight: true },
    ],
    figures: [],
    clouds: [{ id: "s", kind: "smoke", x: 40, y: 10, z: 0, radius: 3, lethal: false }],
    wind: null,
  };
  const bf = createBattlefield(snap);

  it("finds the first wall of the asked kind with a normal facing the start", () => {
    const h = bf.firstWallHit({ x: 15, y: 5 }, { x: 35, y: 5 }, "move")!;
    expect(h.wall.id).toBe("window");
    expect(h.point).toEqual({ x: 20, y: 5 });
    expect(h.normal).toEqual({ x: -1, y: 0 });
    expect(h.distance).toBeCloseTo(5, 12);
    expect(bf.firstWallHit({ x: 15, y: 5 }, { x: 35, y: 5 }, "sight")!.wall.id).toBe("curtain");
    expect(bf.firstWallHit({ x: 35, y: 5 }, { x: 15, y: 5 }, "move")!.normal).toEqual({ x: 1, y: 0 });
  });

  it("line of sight is blocked by sight walls and by clouds the rule names", () => {
    expect(bf.hasLoS({ x: 15, y: 5 }, { x: 25, y: 5 })).toBe(true);
    expect(bf.hasLoS({ x: 5, y: 5 }, { x: 15, y: 5 })).toBe(false);
    expect(bf.hasLoS({ x: 35, y: 10 }, { x: 46, y: 10 })).toBe(true);
    expect(bf.hasLoS({ x: 35, y: 10 }, { x: 46, y: 10 }, (c) => c.radius)).toBe(false);
    expect(bf.hasLoS({ x: 35, y: 13.5 }, { x: 46, y: 13.5 }, (c) => c.radius)).toBe(true);
  });

  it("knows the table's bounds", () => {
    expect(bf.isOnTable({ x: 0, y: 48 })).toBe(true);
    expect(bf.isOnTable({ x: -0.1, y: 5 })).toBe(false);
    expect(createBattlefield({ ...snap, bounds: null }).isOnTable({ x: -100, y: 5 })).toBe(true);
  });
});

describe("travel with bounces (seeded property test)", () => {
  it("a bouncing path never crosses a move-blocking wall and keeps its total length", () => {
    const rng = seededRandom("bounce-property");
    let bounced = 0;
    for (let k = 0; k < 40; k++) {
      const snap = randomTable(`bounce-${k}`, 60, 0, 30);
      const bf = createBattlefield(snap);
      for (let i = 0; i < 25; i++) {
        const start = { x: rng() * 30, y: rng() * 30 };
        const a = rng() * Math.PI * 2;
        const dist = 1 + rng() * 12;
        const path = travel(bf, start, { x: Math.cos(a), y: Math.sin(a) }, dist, { onWall: "bounce", maxBounces: 1000, kind: "deviate" });
        let total = 0;
        for (const leg of path.legs) {
          const from = { x: leg.from[0], y: leg.from[1] };
          const to = { x: leg.to[0], y: leg.to[1] };
          total += Math.hypot(to.x - from.x, to.y - from.y);
          // Each leg ends EPS short of the wall it met, so the open leg itself crosses no solid wall.
          expect(bf.firstWallHit(from, to, "move"), `seed ${k} query ${i}`).toBeNull();
        }
        if (path.bounces > 0) bounced++;
        // Every bounce gives up at most EPS (the pull-back off the wall), so the length is kept.
        expect(total).toBeCloseTo(dist, 4);
      }
    }
    expect(bounced).toBeGreaterThan(50);
  });
});
