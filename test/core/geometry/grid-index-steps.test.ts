// The grid index built in steps (GridIndex.segmentSteps) is the index ofSegments builds: the same layout and the
// same items in every cell, whatever the step size; its units are one per segment for each of its four passes,
// one for the layout, one per 1,024 cells of the running sum and one for the items' array. A walls list's shared index is built once.

import { describe, expect, it } from "vitest";
import { GridIndex } from "../../../src/core/geometry/grid-index.js";
import { wallIndexOf, wallIndexSteps } from "../../../src/core/battlefield/wall-index.js";
import type { WallSnapshot } from "../../../src/core/battlefield/types.js";
import { seededRandom } from "../../../src/core/index.js";

function segments(n: number, seed: string): Float64Array {
  const rng = seededRandom(seed);
  const c = new Float64Array(n * 4);
  for (let i = 0; i < n; i++) {
    const x = rng() * 200,
      y = rng() * 200,
      a = rng() * Math.PI * 2,
      len = 1 + rng() * 30;
    c.set([x, y, x + Math.cos(a) * len, y + Math.sin(a) * len], i * 4);
  }
  return c;
}

/** Every cell's items, as queries over each cell's box find them. */
function cells(g: GridIndex): number[][] {
  const out: number[][] = [];
  for (let y = 0; y < g.ny; y++)
    for (let x = 0; x < g.nx; x++) {
      const cx = g.originX + (x + 0.5) * g.cellSize,
        cy = g.originY + (y + 0.5) * g.cellSize;
      out.push(Array.from(g.itemsInBox(cx, cy, cx, cy)));
    }
  return out;
}

describe("GridIndex in steps", () => {
  it("gives the index ofSegments gives, whatever the step size, in the units it names", () => {
    const c = segments(500, "grid-steps");
    const eager = GridIndex.ofSegments(c);
    for (const size of [1, 7, 128, 5000]) {
      const steps = GridIndex.segmentSteps(c);
      let total = 0;
      for (let n = steps.step(size); n > 0; n = steps.step(size)) {
        expect(n).toBeLessThanOrEqual(size);
        total += n;
      }
      const g = steps.finish();
      expect([g.originX, g.originY, g.cellSize, g.nx, g.ny]).toEqual([eager.originX, eager.originY, eager.cellSize, eager.nx, eager.ny]);
      expect(cells(g)).toEqual(cells(eager));
      expect(total).toBe(4 * 500 + 2 + Math.ceil((g.nx * g.ny) / 1024));
    }
  });

  it("an empty list steps through its layout and gives an empty index", () => {
    const steps = GridIndex.segmentSteps(new Float64Array(0));
    expect(steps.step(10)).toBe(3); // the layout, the one (empty) cell's running sum, and the (empty) items' array
    const g = steps.finish();
    expect(g.itemsInBox(0, 0, 1, 1)).toEqual(new Int32Array(0));
  });
});

describe("a walls list's shared index", () => {
  const walls = (n: number): WallSnapshot[] => {
    const c = segments(n, "wall-index");
    return Array.from({ length: n }, (_, i) => ({
      id: `w${String(i)}`,
      a: [c[i * 4]!, c[i * 4 + 1]!] as const,
      b: [c[i * 4 + 2]!, c[i * 4 + 3]!] as const,
      blocksMove: true,
      blocksSight: true,
      ...(i % 5 === 0 ? { top: 2 } : {}),
    }));
  };

  it("is built once per list: in steps ahead of use, then found by every use", () => {
    const list = walls(60);
    const steps = wallIndexSteps(list);
    let total = 0;
    for (let n = steps.step(16); n > 0; n = steps.step(16)) total += n;
    const index = steps.finish();
    expect(wallIndexOf(list)).toBe(index);
    expect(wallIndexSteps(list).step(1)).toBe(0);
    expect(total).toBe(60 + 4 * 60 + 2 + Math.ceil((index.grid.nx * index.grid.ny) / 1024));
    expect(Array.from(index.partial.slice(0, 6))).toEqual([1, 0, 0, 0, 0, 1]);
    expect(Array.from(index.coords.slice(0, 4))).toEqual([...list[0]!.a, ...list[0]!.b]);
    // Another list with the same walls is another list: its own index.
    expect(wallIndexOf([...list])).not.toBe(index);
  });
});
