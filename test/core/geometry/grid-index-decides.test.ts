// The spatial index's contract (docs/architecture.md, battlefield queries): a box query visits every item whose
// box overlaps it, each once; a ray visits every item along it, each once, and stops once a confirmed hit lies
// before the cell it is leaving; stamps survive their 32-bit wrap; segments are indexed whichever way they run.

import { describe, expect, it } from "vitest";
import { GridIndex, seededRandom } from "../../../src/core/index.js";

const at = (a: Float64Array, k: number): number => a[k] ?? Number.NaN;
const overlaps = (b: Float64Array, i: number, q: { minX: number; minY: number; maxX: number; maxY: number }) =>
  at(b, i * 4) <= q.maxX && at(b, i * 4 + 2) >= q.minX && at(b, i * 4 + 1) <= q.maxY && at(b, i * 4 + 3) >= q.minY;

describe("GridIndex.itemsInBox", () => {
  it("lists the items queryBox visits, ascending, whether its answer was kept or built again (seeded random boxes)", () => {
    const rng = seededRandom("grid-items");
    const n = 300;
    const boxes = new Float64Array(n * 4);
    for (let i = 0; i < n; i++) {
      const x = rng() * 200,
        y = rng() * 200;
      boxes.set([x, y, x + rng() * 2, y + rng() * 2], i * 4);
    }
    const g = GridIndex.ofBoxes(boxes);
    // A handful of spots, asked about in turn many times: more cell ranges than the index keeps, and repeats.
    const spots = Array.from({ length: 12 }, () => ({ x: rng() * 200, y: rng() * 200, r: rng() * 15 }));
    let repeats = 0;
    const first = new Map<number, Int32Array>();
    for (let k = 0; k < 400; k++) {
      const j = Math.floor(rng() * (k < 200 ? 3 : spots.length));
      const p = spots[j]!;
      const q = { minX: p.x - p.r, minY: p.y - p.r, maxX: p.x + p.r, maxY: p.y + p.r };
      const seen: number[] = [];
      g.queryBox(q, (i) => seen.push(i));
      const items = g.itemsInBox(q.minX, q.minY, q.maxX, q.maxY);
      expect([...items], `query ${String(k)}`).toEqual(seen.sort((a, b) => a - b));
      if (first.get(j) === items) repeats++;
      if (!first.has(j)) first.set(j, items);
    }
    // The first 200 queries take turns between three spots, so their answers were kept and handed out again.
    expect(repeats).toBeGreaterThan(150);
  });

  it("a kept answer is for its cells only: a neighbouring range gets its own items", () => {
    const g = GridIndex.ofBoxes(new Float64Array([0, 0, 1, 1, 10, 0, 11, 1, 20, 0, 21, 1]), 5);
    expect([...g.itemsInBox(0, 0, 1, 1)]).toEqual([0]);
    expect([...g.itemsInBox(0, 0, 11, 1)]).toEqual([0, 1]);
    expect([...g.itemsInBox(9, 0, 21, 1)]).toEqual([1, 2]);
    expect([...g.itemsInBox(0, 0, 1, 1)]).toEqual([0]);
    expect([...g.itemsInBox(30, 30, 40, 40)]).toEqual([2]);
  });

  it("a fresh index has kept nothing: its first query, even in cell (1, 1), finds its own items", () => {
    const g = GridIndex.ofBoxes(new Float64Array([0, 0, 1, 1, 6, 6, 7, 7, 12, 12, 13, 13]), 5);
    expect([...g.itemsInBox(6, 6, 7, 7)]).toEqual([1]);
  });

  it("a range that differs from a kept one in a single bound gets its own items", () => {
    // Nine 1" boxes, one in each 5" cell of a 3 × 3 grid: item 3c + r sits in column c, row r.
    const boxes = new Float64Array(36);
    for (let c = 0; c < 3; c++) for (let r = 0; r < 3; r++) boxes.set([c * 5 + 1, r * 5 + 1, c * 5 + 2, r * 5 + 2], (3 * c + r) * 4);
    const g = GridIndex.ofBoxes(boxes, 5);
    expect([...g.itemsInBox(6, 6, 7, 7)]).toEqual([4]);
    expect([...g.itemsInBox(1, 6, 7, 7)]).toEqual([1, 4]);
    expect([...g.itemsInBox(6, 1, 7, 7)]).toEqual([3, 4]);
    expect([...g.itemsInBox(6, 6, 12, 7)]).toEqual([4, 7]);
    expect([...g.itemsInBox(6, 6, 7, 12)]).toEqual([4, 5]);
  });
});

describe("GridIndex.queryBox", () => {
  it("visits every overlapping item exactly once (seeded random boxes, some far off the origin)", () => {
    const rng = seededRandom("grid-box");
    const n = 300;
    const boxes = new Float64Array(n * 4);
    for (let i = 0; i < n; i++) {
      const x = -50 + rng() * 100,
        y = -20 + rng() * 60;
      const w = i % 10 === 0 ? rng() * 40 : rng() * 2,
        h = i % 7 === 0 ? rng() * 30 : rng() * 2;
      boxes.set([x, y, x + w, y + h], i * 4);
    }
    const g = GridIndex.ofBoxes(boxes);
    for (let k = 0; k < 200; k++) {
      const x = -60 + rng() * 120,
        y = -30 + rng() * 80;
      const q = { minX: x, minY: y, maxX: x + rng() * 10, maxY: y + rng() * 10 };
      const seen: number[] = [];
      g.queryBox(q, (i) => seen.push(i));
      expect(new Set(seen).size).toBe(seen.length);
      for (let i = 0; i < n; i++) if (overlaps(boxes, i, q)) expect(seen, `query ${String(k)} item ${String(i)}`).toContain(i);
    }
  });

  it("a box beyond the grid looks in the border cells it is clamped to, and only there", () => {
    const g = GridIndex.ofBoxes(new Float64Array([0, 0, 1, 1, 99, 99, 100, 100]), 1);
    const seen: number[] = [];
    g.queryBox({ minX: 200, minY: 200, maxX: 300, maxY: 300 }, (i) => seen.push(i));
    expect(seen).toEqual([1]);
    const low: number[] = [];
    g.queryBox({ minX: -300, minY: -300, maxX: -200, maxY: -200 }, (i) => low.push(i));
    expect(low).toEqual([0]);
    // Exactly one cell past the last column or row (cell index = nx or ny) is clamped too.
    for (const q of [
      { minX: 101, minY: 100, maxX: 101, maxY: 100 },
      { minX: 100, minY: 101, maxX: 100, maxY: 101 },
    ]) {
      const edge: number[] = [];
      g.queryBox(q, (i) => edge.push(i));
      expect(edge).toEqual([1]);
    }
  });

  it("stamps survive their 32-bit wrap: items seen before the wrap are visited again after it", () => {
    const g = GridIndex.ofBoxes(new Float64Array([0, 0, 1, 1, 5, 5, 6, 6]));
    const all = { minX: -1, minY: -1, maxX: 7, maxY: 7 };
    g.queryBox(all, () => undefined);
    (g as unknown as { stamp: number }).stamp = 0xffffffff;
    const seen: number[] = [];
    g.queryBox(all, (i) => seen.push(i));
    expect(seen.sort()).toEqual([0, 1]);
  });
});

describe("GridIndex.queryRayFirst", () => {
  // Many short vertical walls along y 0–1 at x = 1, 2, …, 60 make cells about an inch across.
  const n = 60;
  const coords = new Float64Array(n * 4);
  for (let i = 0; i < n; i++) coords.set([i + 1, -0.5, i + 1, 0.5], i * 4);
  const g = GridIndex.ofSegments(coords);
  const crossing = (i: number, px: number, qx: number): number | null => {
    const x = at(coords, i * 4);
    const t = (x - px) / (qx - px);
    return t >= 0 && t <= 1 ? t : null;
  };

  it("stops after the cell holding the first hit: walls far along the ray are never visited", () => {
    const seen: number[] = [];
    g.queryRayFirst({ x: 0.2, y: 0 }, { x: 61, y: 0 }, (i) => {
      seen.push(i);
      return crossing(i, 0.2, 61);
    });
    expect(seen).toContain(0);
    expect(Math.max(...seen)).toBeLessThan(5);
  });

  it("with no confirmed hit it walks the whole ray, each wall once, in either direction", () => {
    for (const [px, qx] of [
      [0.2, 61],
      [61, 0.2],
    ] as const) {
      const seen: number[] = [];
      g.queryRayFirst({ x: px, y: 0 }, { x: qx, y: 0 }, (i) => {
        seen.push(i);
        return null;
      });
      expect(new Set(seen).size).toBe(seen.length);
      for (let i = 0; i < n; i++) expect(seen).toContain(i);
    }
  });

  it("a wall lying across many of the cells a ray walks is visited once", () => {
    const slanted = new Float64Array(20 * 4);
    for (let i = 0; i < 20; i++) slanted.set([i * 3, -5, i * 3 + 6, 5], i * 4);
    const gs = GridIndex.ofSegments(slanted);
    const seen: number[] = [];
    gs.queryRayFirst({ x: -1, y: 0.1 }, { x: 70, y: 0.2 }, (i) => {
      seen.push(i);
      return null;
    });
    expect(seen.length).toBe(20);
    expect(new Set(seen).size).toBe(20);
  });

  it("a ray from outside the grid enters it; one that passes beside the grid visits nothing", () => {
    const seen: number[] = [];
    g.queryRayFirst({ x: -100, y: 0 }, { x: 1.5, y: 0 }, (i) => {
      seen.push(i);
      return null;
    });
    expect(seen).toContain(0);
    const none: number[] = [];
    g.queryRayFirst({ x: -100, y: -50 }, { x: 100, y: -50 }, (i) => {
      none.push(i);
      return null;
    });
    expect(none).toEqual([]);
  });

  it("a segment given end first is indexed as one given start first", () => {
    const fwd = GridIndex.ofSegments(new Float64Array([0, 0, 30, 20, 40, 40, 41, 41]));
    const rev = GridIndex.ofSegments(new Float64Array([30, 20, 0, 0, 40, 40, 41, 41]));
    for (const gi of [fwd, rev]) {
      const seen: number[] = [];
      gi.queryRayFirst({ x: 15, y: 0 }, { x: 15, y: 20 }, (i) => {
        seen.push(i);
        return null;
      });
      expect(seen).toContain(0);
      const box: number[] = [];
      gi.queryBox({ minX: 29, minY: 19, maxX: 29.5, maxY: 19.5 }, (i) => box.push(i));
      expect(box).toContain(0);
    }
  });
});
