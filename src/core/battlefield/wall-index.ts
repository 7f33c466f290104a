// A walls list's index, built once per list (read-only, as snapshots are) and shared by the battlefield's queries,
// base moves (move-base.ts) and the card's pruning (scenario/prune.ts): the wall ends as one flat array, which walls
// need the per-crossing test, and the grid over them; built at once on first use or in steps ahead of it (a warm-up).

import { type Stepwise, chainSteps, rangeSteps } from "../engine/stepwise.js";
import { defined } from "../engine/expect.js";
import { GridIndex } from "../geometry/grid-index.js";
import { isPartial } from "./levels.js";
import type { WallSnapshot } from "./types.js";

export interface WallIndex {
  /** Wall ends [ax, ay, bx, by, …], four numbers per wall. */
  readonly coords: Float64Array;
  /** 1 for a wall with a vertical extent or one blocking side (these need the per-crossing test). */
  readonly partial: Uint8Array;
  /** The grid over the walls' segments. */
  readonly grid: GridIndex;
}

const built = new WeakMap<readonly WallSnapshot[], WallIndex>();

/** The list's index: the one built before, else built now. */
export function wallIndexOf(walls: readonly WallSnapshot[]): WallIndex {
  return built.get(walls) ?? wallIndexSteps(walls).finish();
}

/**
 * The list's index in steps: the ends and flags (a unit per wall), then the grid (GridIndex.segmentSteps). Done at
 * once when the list has one already; the finished index is the one `wallIndexOf` gives from then on.
 */
export function wallIndexSteps(walls: readonly WallSnapshot[]): Stepwise<WallIndex> {
  const known = built.get(walls);
  if (known) return chainSteps([], () => known);
  const coords = new Float64Array(walls.length * 4);
  const partial = new Uint8Array(walls.length);
  let grid: Stepwise<GridIndex> | null = null;
  return chainSteps(
    [
      () =>
        rangeSteps(
          () => walls.length,
          (from, to) => {
            for (let i = from; i < to; i++) {
              const w = defined(walls[i], "a wall of the list");
              coords[i * 4] = w.a[0];
              coords[i * 4 + 1] = w.a[1];
              coords[i * 4 + 2] = w.b[0];
              coords[i * 4 + 3] = w.b[1];
              partial[i] = isPartial(w) ? 1 : 0;
            }
          },
        ),
      () => (grid = GridIndex.segmentSteps(coords)),
    ],
    () => {
      // Another build of the same list may have finished first: the first one stays the list's index.
      const index = built.get(walls) ?? { coords, partial, grid: defined(grid, "the walls' grid").finish() };
      built.set(walls, index);
      return index;
    },
  );
}
