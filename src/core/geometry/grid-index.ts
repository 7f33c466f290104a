// A uniform-grid spatial index for wall segments and round bases. Building it is two flat passes
// over typed arrays (cheap enough for the first attack on a snapshot, and done in steps for a warm-up); a ray
// visits only the cells it crosses, so a query costs what is near the action, not the size of the table. Cells are CSR.

/* eslint-disable @typescript-eslint/no-non-null-assertion -- a typed-array kernel: every index is computed from the
   arrays' own lengths (4 numbers per item, nx × ny cells), and a check on each read would tax the hottest loops. */

import { defined } from "../engine/expect.js";
import { type Stepwise, chainSteps, oneStep, rangeSteps } from "../engine/stepwise.js";
import { autoCellSize } from "./grid-cell-size.js";
import type { Vec2 } from "./vec.js";

export interface GridBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Cells per axis at most, whatever cell size a caller asks for (the grid's memory stays bounded). */
const MAX_AXIS_CELLS = 1024;

/** The items' bounds (Infinity when there are none) and summed extent, gathered by the build's first pass. */
interface Bounds {
  readonly items: number;
  extent: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Cells of the running sum per unit of a stepwise build. */
const CELLS_PER_UNIT = 1024;

/** Cell ranges whose items `itemsInBox` keeps, the most recent ones (queries near one spot meet the same cells). */
const KEPT_RANGES = 8;

export class GridIndex {
  readonly originX: number;
  readonly originY: number;
  readonly cellSize: number;
  readonly nx: number;
  readonly ny: number;
  private readonly cellStart: Int32Array;
  /** The items of each cell, one run per cell (empty until the build has written them). */
  private cellItems: Int32Array = new Int32Array(0);
  private readonly stamps: Uint32Array;
  private stamp = 0;
  /** `itemsInBox`'s kept answers: range j's cells x0, y0, x1, y1 at 4j … 4j + 3 (−1: none yet), and its items. */
  private readonly keptRanges = new Int32Array(KEPT_RANGES * 4).fill(-1);
  // Stryker disable next-line ArrayDeclaration: an item list is read only for a kept range, and kept with it
  private readonly keptItems: Int32Array[] = [];
  private nextKept = 0;

  /** A grid over items whose boxes span `bounds` (minX, minY, maxX, maxY: Infinity when there are none). */
  private constructor(bounds: Bounds, cellSize?: number) {
    let { minX, minY, maxX, maxY } = bounds;
    if (bounds.items === 0) {
      minX = 0;
      minY = 0;
      maxX = 1;
      maxY = 1;
    }
    // A requested size still grows until each axis has at most MAX_AXIS_CELLS cells.
    const cap = Math.max(maxX - minX, maxY - minY) / (MAX_AXIS_CELLS - 1);
    this.cellSize = Math.max(cap, cellSize ?? autoCellSize(bounds.items, bounds.extent, minX, minY, maxX, maxY));
    this.originX = minX;
    this.originY = minY;
    this.nx = Math.max(1, Math.floor((maxX - minX) / this.cellSize) + 1);
    this.ny = Math.max(1, Math.floor((maxY - minY) / this.cellSize) + 1);
    this.cellStart = new Int32Array(this.nx * this.ny + 1);
    this.stamps = new Uint32Array(bounds.items);
  }

  /**
   * The index built in steps (core/engine/stepwise.ts): the items' bounds and summed extent (a unit per item), the
   * cell layout (a unit), then a counting sort into one flat array: a pass counting each item's cells (a unit per
   * item), the running sum over the cells (a unit per 1,024 cells), the items' array (a unit) and a pass writing each
   * item into its cells (a unit per item). `ofSegments` and `ofBoxes` are this build run to its end. No unit's work
   * grows with the number of items.
   */
  private static build(boxes: Float64Array, segments: Float64Array | null, cellSize?: number): Stepwise<GridIndex> {
    const n = boxes.length / 4;
    const bounds: Bounds = { items: n, extent: 0, minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    let g: GridIndex | null = null;
    let items: Int32Array | null = null;
    let cursor: Int32Array | null = null;
    const grid = (): GridIndex => defined(g, "the index's layout");
    const cells = (): number => grid().nx * grid().ny;
    return chainSteps(
      [
        () =>
          rangeSteps(
            () => n,
            (from, to) => {
              let { extent, minX, minY, maxX, maxY } = bounds;
              // Stryker disable next-line EqualityOperator: one more pass reads past the end (undefined), and its comparisons are false.
              for (let i = from; i < to; i++) {
                const o = i * 4;
                // Stryker disable next-line EqualityOperator: taking an equal bound again changes nothing (as on the next three lines).
                if (boxes[o]! < minX) minX = boxes[o]!;
                // Stryker disable next-line EqualityOperator: as above
                if (boxes[o + 1]! < minY) minY = boxes[o + 1]!;
                // Stryker disable next-line EqualityOperator: as above
                if (boxes[o + 2]! > maxX) maxX = boxes[o + 2]!;
                // Stryker disable next-line EqualityOperator: as above
                if (boxes[o + 3]! > maxY) maxY = boxes[o + 3]!;
                extent += boxes[o + 2]! - boxes[o]! + (boxes[o + 3]! - boxes[o + 1]!);
              }
              Object.assign(bounds, { extent, minX, minY, maxX, maxY });
            },
          ),
        () =>
          oneStep(() => {
            g = new GridIndex(bounds, cellSize);
          }),
        // Pass 1 counts each cell's items.
        () =>
          rangeSteps(
            () => n,
            (from, to) => {
              const counts = grid().cellStart;
              grid().forEachCellOfItems(boxes, segments, from, to, (cell) => {
                counts[cell + 1]! += 1;
              });
            },
          ),
        () =>
          rangeSteps(
            () => Math.ceil(cells() / CELLS_PER_UNIT),
            (from, to) => {
              const counts = grid().cellStart;
              const end = Math.min(cells(), to * CELLS_PER_UNIT);
              // Stryker disable next-line EqualityOperator: one more step writes past the end of the typed array, which ignores it.
              for (let i = from * CELLS_PER_UNIT; i < end; i++) counts[i + 1]! += counts[i]!;
            },
          ),
        () =>
          oneStep(() => {
            items = new Int32Array(grid().cellStart[cells()]!);
            cursor = grid().cellStart.slice(0, cells());
          }),
        // Pass 2 writes each item into its cells' runs.
        () =>
          rangeSteps(
            () => n,
            (from, to) => {
              const into = defined(items, "the items' array"),
                at = defined(cursor, "the cells' cursors");
              grid().forEachCellOfItems(boxes, segments, from, to, (cell, item) => {
                into[at[cell]!++] = item;
              });
            },
          ),
      ],
      () => {
        const index = grid();
        index.cellItems = items ?? new Int32Array(0);
        return index;
      },
    );
  }

  /** Index segments given as [ax, ay, bx, by] per segment. */
  static ofSegments(coords: Float64Array, cellSize?: number): GridIndex {
    return GridIndex.segmentSteps(coords, cellSize).finish();
  }

  /** `ofSegments` in steps: each segment's bounding box (a unit per segment), then the build (`build`). */
  static segmentSteps(coords: Float64Array, cellSize?: number): Stepwise<GridIndex> {
    const boxes = new Float64Array(coords.length);
    let index: Stepwise<GridIndex> | null = null;
    return chainSteps(
      [
        () =>
          rangeSteps(
            () => coords.length / 4,
            (from, to) => {
              // Stryker disable next-line EqualityOperator: one more segment reads past the end (undefined) and writes past it, ignored.
              for (let i = from; i < to; i++) {
                const o = i * 4,
                  ax = coords[o]!,
                  ay = coords[o + 1]!,
                  bx = coords[o + 2]!,
                  by = coords[o + 3]!;
                // Stryker disable next-line EqualityOperator: equal ends give the same bound either way (as on the next three lines).
                boxes[o] = ax < bx ? ax : bx;
                // Stryker disable next-line EqualityOperator: as above
                boxes[o + 1] = ay < by ? ay : by;
                // Stryker disable next-line EqualityOperator: as above
                boxes[o + 2] = ax < bx ? bx : ax;
                // Stryker disable next-line EqualityOperator: as above
                boxes[o + 3] = ay < by ? by : ay;
              }
            },
          ),
        () => (index = GridIndex.build(boxes, coords, cellSize)),
      ],
      () => defined(index, "the segments' index").finish(),
    );
  }

  /** Index boxes given as [minX, minY, maxX, maxY] per item. */
  static ofBoxes(boxes: Float64Array, cellSize?: number): GridIndex {
    return GridIndex.build(boxes, null, cellSize).finish();
  }

  /** Calls `cb` with each cell of items from … to − 1 (their boxes, or their segments' cells for long segments). */
  private forEachCellOfItems(
    boxes: Float64Array,
    segments: Float64Array | null,
    from: number,
    to: number,
    cb: (cell: number, item: number) => void,
  ): void {
    // Stryker disable next-line EqualityOperator: an item past the end has NaN cells, and typed arrays ignore a NaN index.
    for (let i = from; i < to; i++) {
      const o = i * 4;
      const x0 = this.cellX(boxes[o]!),
        x1 = this.cellX(boxes[o + 2]!);
      const y0 = this.cellY(boxes[o + 1]!),
        y1 = this.cellY(boxes[o + 3]!);
      // A segment whose box spans more than 2×2 cells is walked cell by cell along its length.
      if (segments && (x1 - x0 > 1 || y1 - y0 > 1)) {
        this.traverse(segments[o]!, segments[o + 1]!, segments[o + 2]!, segments[o + 3]!, (cell) => {
          cb(cell, i);
          return false;
        });
        continue;
      }
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) cb(y * this.nx + x, i);
    }
  }

  private cellX(x: number): number {
    const c = Math.floor((x - this.originX) / this.cellSize);
    // Stryker disable next-line EqualityOperator: c = 0 gives 0 on either branch.
    return c < 0 ? 0 : c >= this.nx ? this.nx - 1 : c;
  }

  private cellY(y: number): number {
    const c = Math.floor((y - this.originY) / this.cellSize);
    // Stryker disable next-line EqualityOperator: c = 0 gives 0 on either branch.
    return c < 0 ? 0 : c >= this.ny ? this.ny - 1 : c;
  }

  private nextStamp(): number {
    // Stryker disable next-line ArithmeticOperator: counting down gives every query a fresh stamp just as well.
    this.stamp = (this.stamp + 1) >>> 0;
    // Stryker disable next-line ConditionalExpression: resetting on every query visits the same items, only slower.
    if (this.stamp === 0) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }

  /**
   * The distinct items stored in the cells a box overlaps, in ascending order: the items `queryBox` visits, as one
   * array. The answers for the last few cell ranges are kept, so a query meeting the same cells as a recent one
   * builds nothing; the array is shared between such queries, and callers must not write to it.
   */
  itemsInBox(minX: number, minY: number, maxX: number, maxY: number): Int32Array {
    const x0 = this.cellX(minX),
      x1 = this.cellX(maxX),
      y0 = this.cellY(minY),
      y1 = this.cellY(maxY);
    const kept = this.keptRanges;
    // Stryker disable next-line EqualityOperator: a range one past the last reads no cells (undefined), a miss
    for (let j = 0; j < KEPT_RANGES; j++) {
      const o = 4 * j;
      // Stryker disable next-line ConditionalExpression: never a match (false) builds the range again, with the same items; a match always (true) is decided by grid-index-decides
      if (kept[o] === x0 && kept[o + 1] === y0 && kept[o + 2] === x1 && kept[o + 3] === y1) return this.keptItems[j]!;
    }
    const found: number[] = [];
    this.queryBox({ minX, minY, maxX, maxY }, (item) => {
      found.push(item);
    });
    const items = Int32Array.from(found).sort();
    const j = this.nextKept;
    kept.set([x0, y0, x1, y1], 4 * j);
    this.keptItems[j] = items;
    this.nextKept = (j + 1) % KEPT_RANGES;
    return items;
  }

  /** Distinct items stored in the cells a box overlaps (candidates; the caller runs the exact test). */
  queryBox(b: GridBox, visit: (item: number) => void): void {
    const s = this.nextStamp();
    const x0 = this.cellX(b.minX),
      x1 = this.cellX(b.maxX),
      y0 = this.cellY(b.minY),
      y1 = this.cellY(b.maxY);
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const cell = y * this.nx + x;
        for (let k = this.cellStart[cell]!, end = this.cellStart[cell + 1]!; k < end; k++) {
          const item = this.cellItems[k]!;
          if (this.stamps[item] !== s) {
            this.stamps[item] = s;
            visit(item);
          }
        }
      }
    }
  }

  /**
   * Distinct items in the cells along p→q, cell by cell from p. `visit` returns the segment parameter
   * of a confirmed hit (or null); the walk stops once a hit lies before the exit of the current cell,
   * because no later cell can hold an earlier hit. A hit exactly at the exit may tie with one in the next
   * cell, so that cell is still visited (the caller breaks exact ties by item index).
   */
  queryRayFirst(p: Vec2, q: Vec2, visit: (item: number) => number | null): void {
    const s = this.nextStamp();
    let best = Infinity;
    this.traverse(p.x, p.y, q.x, q.y, (cell, tExit) => {
      for (let k = this.cellStart[cell]!, end = this.cellStart[cell + 1]!; k < end; k++) {
        const item = this.cellItems[k]!;
        if (this.stamps[item] === s) continue;
        this.stamps[item] = s;
        const t = visit(item);
        // Stryker disable next-line EqualityOperator: taking an equal best again changes nothing.
        if (t !== null && t < best) best = t;
      }
      return best < tExit;
    });
  }

  /** Walks the cells crossed by p→q (clipped to the grid) in order (Amanatides–Woo). */
  private traverse(pxw: number, pyw: number, qxw: number, qyw: number, onCell: (cell: number, tExit: number) => boolean): void {
    const cs = this.cellSize;
    const px = (pxw - this.originX) / cs,
      py = (pyw - this.originY) / cs;
    const dx = (qxw - this.originX) / cs - px,
      dy = (qyw - this.originY) / cs - py;
    let t0 = 0,
      t1 = 1;
    // Liang–Barsky clipping to the grid: for each edge, p is the rate toward the outside, q the room left.
    const clip = (p: number, q: number): boolean => {
      if (p === 0) return q >= 0;
      const t = q / p;
      // Stryker disable next-line EqualityOperator: p = 0 returned above.
      if (p < 0) {
        if (t > t1) return false;
        // Stryker disable next-line EqualityOperator: taking an equal t0 again changes nothing.
        if (t > t0) t0 = t;
      } else {
        if (t < t0) return false;
        // Stryker disable next-line EqualityOperator: taking an equal t1 again changes nothing.
        if (t < t1) t1 = t;
      }
      return true;
    };
    if (!clip(-dx, px) || !clip(dx, this.nx - px) || !clip(-dy, py) || !clip(dy, this.ny - py)) return;
    // Stryker disable next-line EqualityOperator: x = 0 gives 0 on either branch.
    const clampX = (x: number): number => (x < 0 ? 0 : x >= this.nx ? this.nx - 1 : x);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a row of −1 names negative cells, which hold nothing, and the walk steps into row 0 at the same parameter.
    const clampY = (y: number): number => (y < 0 ? 0 : y >= this.ny ? this.ny - 1 : y);
    let x = clampX(Math.floor(px + dx * t0));
    let y = clampY(Math.floor(py + dy * t0));
    // Stryker disable next-line ArithmeticOperator: t1 is 1 unless the ray leaves the grid, and then the walk ends at the grid check (as below).
    const endX = clampX(Math.floor(px + dx * t1));
    // Stryker disable next-line ArithmeticOperator: as above
    const endY = clampY(Math.floor(py + dy * t1));
    // Stryker disable next-line EqualityOperator: a step of 1 along an axis the ray does not move on is never taken (its tMax is infinite).
    const stepX = dx > 0 ? 1 : dx < 0 ? -1 : 0;
    // Stryker disable next-line EqualityOperator: as above
    const stepY = dy > 0 ? 1 : dy < 0 ? -1 : 0;
    // Stryker disable next-line ConditionalExpression: |1 / 0| is Infinity too.
    const tDeltaX = stepX !== 0 ? Math.abs(1 / dx) : Infinity;
    // Stryker disable next-line ConditionalExpression: as above
    const tDeltaY = stepY !== 0 ? Math.abs(1 / dy) : Infinity;
    let tMaxX = stepX > 0 ? (x + 1 - px) / dx : stepX < 0 ? (x - px) / dx : Infinity;
    let tMaxY = stepY > 0 ? (y + 1 - py) / dy : stepY < 0 ? (y - py) / dy : Infinity;
    // The step count is bounded by the cells between the two ends, plus slack for corner rounding. The guard and
    // the grid check below only stop a walk that rounding pushed past its end cell: the extra cells they spare are
    // candidates the caller's exact test rejects, so a looser guard changes no result.
    // Stryker disable next-line ArithmeticOperator: a larger guard only lets such a walk visit more candidates.
    let guard = Math.abs(endX - x) + Math.abs(endY - y) + 2;
    for (;;) {
      const tExit = Math.min(tMaxX, tMaxY, 1);
      if (onCell(y * this.nx + x, tExit)) return;
      if (x === endX && y === endY) return;
      // Stryker disable next-line EqualityOperator,UpdateOperator: as the guard above.
      if (guard-- <= 0) return;
      // Stryker disable next-line EqualityOperator: at an exact corner the ray only touches both neighbours, and either step first is a valid walk.
      if (tMaxX < tMaxY) {
        x += stepX;
        tMaxX += tDeltaX;
      } else {
        y += stepY;
        tMaxY += tDeltaY;
      }
      // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: as the guard above.
      if (x < 0 || x >= this.nx || y < 0 || y >= this.ny) return;
    }
  }
}
