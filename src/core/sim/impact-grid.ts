// The impact map: where the trials' shells landed (and, when any trial deviated, scattered or bounced,
// which cells their paths crossed) as a compact density grid, with the cell size taken from the spread.

import { hypot } from "../geometry/vec.js";

/** A density grid over the cells some trial reached; `counts` is row-major, row 0 at `origin`'s y. */
export interface ImpactGrid {
  /** Side of one square cell in inches. */
  readonly cell: number;
  /** Table coordinates of the corner of cell (0, 0), the smallest x and y. */
  readonly origin: readonly [number, number];
  readonly cols: number;
  readonly rows: number;
  /** Trials landing in each cell (`impacts`), or trials whose path crossed it (`paths`). */
  readonly counts: readonly number[];
  /** All trials of the run, the denominator of every share. */
  readonly trials: number;
}

export interface ImpactMap {
  /** Where the shell came down (trials with no impact point, such as refused shots, are left out). */
  readonly impacts: ImpactGrid;
  /** Cells crossed by a trial's deviation, scatter or bounce path; null when no trial moved off the aim. */
  readonly paths: ImpactGrid | null;
  /** The furthest an impact lay from its aim point, in inches (the spread the cell size comes from). */
  readonly reach: number;
}

/** Cell sizes on offer: powers of two, so nearby aim points show grids of the same size and the map does not flicker. */
const LARGEST_CELL = 4;
const CELLS = [0.125, 0.25, 0.5, 1, 2, LARGEST_CELL] as const;
/** About this many cells across the spread of the impacts. */
const CELLS_ACROSS_REACH = 8;

/** The cell size for a spread of `reach` inches (the largest deviation or scatter seen). */
export function cellSizeFor(reach: number): number {
  const want = reach / CELLS_ACROSS_REACH;
  return CELLS.find((c) => c >= want) ?? LARGEST_CELL;
}

/** Fraction of a sampling step by which a leg may exceed a whole number of steps and still get that number. */
const STEP_SLACK = 1e-9;

/** Collects impact points and path legs during a Monte Carlo run; `build` makes the grids at the end. */
export class ImpactCollector {
  private points = new Float64Array(256);
  private nPoints = 0;
  /** Path legs as [x0, y0, x1, y1] each, with the trial they belong to in `legTrial`. */
  private legs = new Float64Array(256);
  private legTrial = new Int32Array(64);
  private nLegs = 0;
  private reach = 0;

  add(
    trial: number,
    aim: { x: number; y: number } | null | undefined,
    impact: { x: number; y: number } | null,
    path: readonly Leg[],
  ): void {
    if (impact) {
      if (this.nPoints * 2 + 2 > this.points.length) this.points = grow(this.points);
      this.points[this.nPoints * 2] = impact.x;
      this.points[this.nPoints * 2 + 1] = impact.y;
      this.nPoints++;
      if (aim) this.reach = Math.max(this.reach, hypot(impact.x - aim.x, impact.y - aim.y));
    }
    for (const leg of path) {
      if (this.nLegs * 4 + 4 > this.legs.length) this.legs = grow(this.legs);
      if (this.nLegs + 1 > this.legTrial.length) this.legTrial = grow(this.legTrial);
      this.legs.set([leg.from[0], leg.from[1], leg.to[0], leg.to[1]], this.nLegs * 4);
      this.legTrial[this.nLegs] = trial;
      this.nLegs++;
    }
  }

  build(trials: number): ImpactMap {
    const cell = cellSizeFor(this.reach);
    let minX = Infinity,
      minY = Infinity,
      maxX = -Infinity,
      maxY = -Infinity;
    const take = (x: number, y: number): void => {
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    };
    const pt = (i: number): number => this.points[i] ?? 0;
    const lg = (i: number): number => this.legs[i] ?? 0;
    for (let i = 0; i < this.nPoints; i++) take(pt(i * 2), pt(i * 2 + 1));
    for (let i = 0; i < this.nLegs * 4; i += 2) take(lg(i), lg(i + 1));
    if (minX === Infinity) {
      const empty = { cell, origin: [0, 0] as const, cols: 0, rows: 0, counts: [], trials };
      return { impacts: empty, paths: null, reach: 0 };
    }
    // Cells line up with multiples of the cell size, so two maps of the same cell size share their lines.
    const ox = Math.floor(minX / cell) * cell;
    const oy = Math.floor(minY / cell) * cell;
    const cols = Math.floor((maxX - ox) / cell) + 1;
    const rows = Math.floor((maxY - oy) / cell) + 1;
    const at = (x: number, y: number): number =>
      Math.min(rows - 1, Math.max(0, Math.floor((y - oy) / cell))) * cols + Math.min(cols - 1, Math.max(0, Math.floor((x - ox) / cell)));
    const impacts = new Array<number>(cols * rows).fill(0);
    for (let i = 0; i < this.nPoints; i++) {
      const k = at(pt(i * 2), pt(i * 2 + 1));
      impacts[k] = (impacts[k] ?? 0) + 1;
    }
    let paths: number[] | null = null;
    if (this.nLegs > 0) {
      paths = new Array<number>(cols * rows).fill(0);
      // Each trial counts once per cell however many of its legs cross it.
      const lastTrial = new Int32Array(cols * rows).fill(-1);
      for (let l = 0; l < this.nLegs; l++) {
        const [x0, y0, x1, y1] = [lg(l * 4), lg(l * 4 + 1), lg(l * 4 + 2), lg(l * 4 + 3)];
        const trial = this.legTrial[l] ?? -1;
        // Samples at most a quarter cell apart cannot step over a cell the leg crosses by more than a corner. A leg a
        // whole number of quarter cells long (a 3" scatter) gets that many: its computed length may be a last bit
        // over the whole number, and 1e-9 of a step absorbs it.
        const steps = Math.max(1, Math.ceil(hypot(x1 - x0, y1 - y0) / (cell / 4) - STEP_SLACK));
        for (let s = 0; s <= steps; s++) {
          const k = at(x0 + ((x1 - x0) * s) / steps, y0 + ((y1 - y0) * s) / steps);
          if (lastTrial[k] !== trial) {
            lastTrial[k] = trial;
            paths[k] = (paths[k] ?? 0) + 1;
          }
        }
      }
    }
    const grid = (counts: number[]): ImpactGrid => ({ cell, origin: [ox, oy], cols, rows, counts, trials });
    return { impacts: grid(impacts), paths: paths ? grid(paths) : null, reach: Math.round(this.reach * 1e4) / 1e4 };
  }
}

interface Leg {
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
}

function grow<T extends Float64Array | Int32Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/** Shade bands of a heat map: a cell's band is how far its count goes toward the fullest cell's. */
export const HEAT_BANDS = 4;

/** The band (0 = empty … HEAT_BANDS = darkest) of a count, against the grid's fullest cell. */
export function heatBand(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(1, Math.ceil((count / max) * HEAT_BANDS));
}

/** Share of all trials landing in the darkest band's cells (the legend's "1 in N throws"). */
export function darkestShare(grid: ImpactGrid): number {
  const max = grid.counts.reduce((m, c) => Math.max(m, c), 0);
  if (max === 0 || grid.trials === 0) return 0;
  let n = 0;
  for (const c of grid.counts) if (heatBand(c, max) === HEAT_BANDS) n += c;
  return n / grid.trials;
}
