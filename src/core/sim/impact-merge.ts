// Impact maps from runs in parts (live odds worked out slice by slice): two maps merged as one over all
// their trials, and a grid's cells with their heat band for whoever draws the map.

import { type ImpactGrid, type ImpactMap, heatBand } from "./impact-grid.js";

export interface HeatCell {
  /** Table coordinates of the cell's corner (smallest x and y), in inches. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** 1 (lightest) … HEAT_BANDS (darkest). */
  readonly band: number;
}

/** The grid's non-empty cells, row by row, with their corner, size and heat band. */
export function heatCells(grid: ImpactGrid): HeatCell[] {
  const max = grid.counts.reduce((m, c) => Math.max(m, c), 0);
  const out: HeatCell[] = [];
  grid.counts.forEach((count, k) => {
    if (count <= 0) return;
    const x = grid.origin[0] + (k % grid.cols) * grid.cell;
    const y = grid.origin[1] + Math.floor(k / grid.cols) * grid.cell;
    out.push({ x, y, size: grid.cell, band: heatBand(count, max) });
  });
  return out;
}

/**
 * Grids as one over `trials`, spanning the cells of `extent` (every grid of both runs, as one run's impacts
 * and paths share their extent), in cells of `cell` inches (a power of two no smaller than either grid's:
 * cells line up with multiples of their size, so each smaller cell lies inside exactly one larger cell).
 * Counts add up; for paths, a trial that crossed two small cells inside one large cell counts twice there,
 * so a merged path cell may overstate its crossings (never above `trials`).
 */
function mergeGrids(grids: readonly ImpactGrid[], extent: readonly ImpactGrid[], cell: number, trials: number, cap: boolean): ImpactGrid {
  const filled = extent.filter((g) => g.cols > 0 && g.rows > 0);
  if (filled.length === 0) return { cell, origin: [0, 0], cols: 0, rows: 0, counts: [], trials };
  // A cell's index in the merged grid from its centre, so rounding at a cell's edge cannot move it.
  const coarse = (g: ImpactGrid, i: number, axis: 0 | 1): number => Math.floor((g.origin[axis] + (i + 0.5) * g.cell) / cell);
  let minI = Infinity,
    minJ = Infinity,
    maxI = -Infinity,
    maxJ = -Infinity;
  for (const g of filled) {
    minI = Math.min(minI, coarse(g, 0, 0));
    minJ = Math.min(minJ, coarse(g, 0, 1));
    maxI = Math.max(maxI, coarse(g, g.cols - 1, 0));
    maxJ = Math.max(maxJ, coarse(g, g.rows - 1, 1));
  }
  const cols = maxI - minI + 1;
  const rows = maxJ - minJ + 1;
  const counts = new Array<number>(cols * rows).fill(0);
  for (const g of grids)
    g.counts.forEach((c, k) => {
      if (c <= 0) return;
      const at = (coarse(g, Math.floor(k / g.cols), 1) - minJ) * cols + (coarse(g, k % g.cols, 0) - minI);
      counts[at] = (counts[at] ?? 0) + c;
    });
  return { cell, origin: [minI * cell, minJ * cell], cols, rows, counts: cap ? counts.map((c) => Math.min(c, trials)) : counts, trials };
}

/**
 * The map of two runs of the same scenario taken together: the larger cell size of the two (the one the
 * spread of both runs together calls for), impacts counted exactly as one run over all the trials would
 * count them; paths as `mergeGrids` says.
 */
export function mergeImpactMaps(a: ImpactMap, b: ImpactMap): ImpactMap {
  const trials = a.impacts.trials + b.impacts.trials;
  const cell = Math.max(a.impacts.cell, b.impacts.cell);
  const paths = [a.paths, b.paths].filter((p): p is ImpactGrid => p !== null);
  const extent = [a.impacts, b.impacts, ...paths];
  return {
    impacts: mergeGrids([a.impacts, b.impacts], extent, cell, trials, false),
    paths: paths.length ? mergeGrids(paths, extent, cell, trials, true) : null,
    reach: Math.max(a.reach, b.reach),
  };
}
