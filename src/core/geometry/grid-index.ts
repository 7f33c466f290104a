// A uniform-grid spatial index for wall segments and round bases. Building it is one linear pass
// (cheap enough to build on the first attack of a snapshot); a ray visits only the cells it crosses,
// so a query costs what is near the action, not the size of the table. Cells are stored flat (CSR).

import type { Vec2 } from "./vec.js";

export interface GridBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** Visits the grid cells a segment passes through (Amanatides–Woo traversal), in order from p to q. */
interface Traversal {
  /** Return true to stop early; `tExit` is the segment parameter at which the ray leaves the cell. */
  (cell: number, tExit: number): boolean;
}

export class GridIndex {
  readonly originX: number;
  readonly originY: number;
  readonly cellSize: number;
  readonly nx: number;
  readonly ny: number;
  private readonly cellStart: Int32Array;
  private readonly cellItems: Int32Array;
  private readonly stamps: Uint32Array;
  private stamp = 0;

  private constructor(
    box: GridBox,
    cellSize: number,
    itemCount: number,
    fill: (self: GridIndex, emit: (item: number, visit: (cb: (cell: number) => void) => void) => void) => void,
  ) {
    this.cellSize = cellSize;
    this.originX = box.minX;
    this.originY = box.minY;
    this.nx = Math.max(1, Math.ceil((box.maxX - box.minX) / cellSize) + 1);
    this.ny = Math.max(1, Math.ceil((box.maxY - box.minY) / cellSize) + 1);
    const cells = this.nx * this.ny;
    const counts = new Int32Array(cells + 1);
    // Pass 1 counts the items of each cell; pass 2 writes them (a counting sort into one flat array).
    fill(this, (_item, visit) => visit((cell) => { counts[cell + 1]! += 1; }));
    for (let i = 0; i < cells; i++) counts[i + 1]! += counts[i]!;
    this.cellStart = counts;
    this.cellItems = new Int32Array(counts[cells]!);
    const cursor = counts.slice(0, cells);
    fill(this, (item, visit) => visit((cell) => { this.cellItems[cursor[cell]!++] = item; }));
    this.stamps = new Uint32Array(itemCount);
  }

  /** Index segments; each is stored in every cell it crosses. */
  static ofSegments(segments: readonly { a: Vec2; b: Vec2 }[], cellSize?: number): GridIndex {
    const box = boundsOf(segments.flatMap((s) => [s.a, s.b]));
    const size = cellSize ?? chooseCellSize(box, segments.length);
    return new GridIndex(box, size, segments.length, (grid, emit) => {
      segments.forEach((s, i) => emit(i, (cb) => grid.traverse(s.a, s.b, (cell) => { cb(cell); return false; })));
    });
  }

  /** Index boxes (e.g. a base disc's square); each is stored in every cell its box overlaps. */
  static ofBoxes(boxes: readonly GridBox[], cellSize?: number): GridIndex {
    const box = boundsOf(boxes.flatMap((b) => [{ x: b.minX, y: b.minY }, { x: b.maxX, y: b.maxY }]));
    const size = cellSize ?? chooseCellSize(box, boxes.length);
    return new GridIndex(box, size, boxes.length, (grid, emit) => {
      boxes.forEach((b, i) => emit(i, (cb) => grid.forCellsInBox(b, cb)));
    });
  }

  private nextStamp(): number {
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) { this.stamps.fill(0); this.stamp = 1; }
    return this.stamp;
  }

  private forCellsInBox(b: GridBox, cb: (cell: number) => void): void {
    const x0 = this.clampX(Math.floor((b.minX - this.originX) / this.cellSize));
    const x1 = this.clampX(Math.floor((b.maxX - this.originX) / this.cellSize));
    const y0 = this.clampY(Math.floor((b.minY - this.originY) / this.cellSize));
    const y1 = this.clampY(Math.floor((b.maxY - this.originY) / this.cellSize));
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) cb(y * this.nx + x);
  }

  private clampX(x: number): number { return Math.min(this.nx - 1, Math.max(0, x)); }
  private clampY(y: number): number { return Math.min(this.ny - 1, Math.max(0, y)); }

  /** Distinct items stored in the cells a box overlaps (candidates; the caller runs the exact test). */
  queryBox(b: GridBox, visit: (item: number) => void): void {
    const s = this.nextStamp();
    this.forCellsInBox(b, (cell) => {
      for (let k = this.cellStart[cell]!, end = this.cellStart[cell + 1]!; k < end; k++) {
        const item = this.cellItems[k]!;
        if (this.stamps[item] !== s) { this.stamps[item] = s; visit(item); }
      }
    });
  }

  /**
   * Distinct items in the cells along p→q, cell by cell from p. `visit` returns the segment parameter
   * of a confirmed hit (or null); the walk stops once a hit lies before the exit of the current cell,
   * because no later cell can hold an earlier hit.
   */
  queryRayFirst(p: Vec2, q: Vec2, visit: (item: number) => number | null): void {
    const s = this.nextStamp();
    let best = Infinity;
    this.traverse(p, q, (cell, tExit) => {
      for (let k = this.cellStart[cell]!, end = this.cellStart[cell + 1]!; k < end; k++) {
        const item = this.cellItems[k]!;
        if (this.stamps[item] === s) continue;
        this.stamps[item] = s;
        const t = visit(item);
        if (t !== null && t < best) best = t;
      }
      return best <= tExit;
    });
  }

  /** Walks the cells crossed by p→q (clipped to the grid) in order. */
  private traverse(p: Vec2, q: Vec2, onCell: Traversal): void {
    const cs = this.cellSize;
    // Work in grid coordinates; clip the segment to the grid rectangle first (Liang–Barsky).
    const px = (p.x - this.originX) / cs, py = (p.y - this.originY) / cs;
    const dx = (q.x - this.originX) / cs - px, dy = (q.y - this.originY) / cs - py;
    let t0 = 0, t1 = 1;
    // Liang–Barsky: for each edge, p is the rate toward the outside and q the room left inside.
    const clip = (p: number, q: number): boolean => {
      if (p === 0) return q >= 0;
      const t = q / p;
      if (p < 0) { if (t > t1) return false; if (t > t0) t0 = t; } else { if (t < t0) return false; if (t < t1) t1 = t; }
      return true;
    };
    if (!clip(-dx, px) || !clip(dx, this.nx - px) || !clip(-dy, py) || !clip(dy, this.ny - py)) return;
    let x = this.clampX(Math.floor(px + dx * t0));
    let y = this.clampY(Math.floor(py + dy * t0));
    const endX = this.clampX(Math.floor(px + dx * t1));
    const endY = this.clampY(Math.floor(py + dy * t1));
    const stepX = dx > 0 ? 1 : dx < 0 ? -1 : 0;
    const stepY = dy > 0 ? 1 : dy < 0 ? -1 : 0;
    const tDeltaX = stepX !== 0 ? Math.abs(1 / dx) : Infinity;
    const tDeltaY = stepY !== 0 ? Math.abs(1 / dy) : Infinity;
    let tMaxX = stepX > 0 ? (x + 1 - px) / dx : stepX < 0 ? (x - px) / dx : Infinity;
    let tMaxY = stepY > 0 ? (y + 1 - py) / dy : stepY < 0 ? (y - py) / dy : Infinity;
    // The step count is bounded by the cells between the two ends, plus one for rounding at corners.
    let guard = Math.abs(endX - x) + Math.abs(endY - y) + 2;
    for (;;) {
      const tExit = Math.min(tMaxX, tMaxY, 1);
      if (onCell(y * this.nx + x, tExit)) return;
      if ((x === endX && y === endY) || guard-- <= 0) return;
      if (tMaxX < tMaxY) { x += stepX; tMaxX += tDeltaX; } else { y += stepY; tMaxY += tDeltaY; }
      if (x < 0 || x >= this.nx || y < 0 || y >= this.ny) return;
    }
  }
}

function boundsOf(points: readonly Vec2[]): GridBox {
  if (points.length === 0) return { minX: 0, minY: 0, maxX: 1, maxY: 1 };
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/** About two items per cell on average, never below one inch (a base is about an inch across). */
function chooseCellSize(box: GridBox, count: number): number {
  const area = Math.max(1, (box.maxX - box.minX) * (box.maxY - box.minY));
  return Math.max(1, Math.sqrt((area * 2) / Math.max(1, count)));
}
