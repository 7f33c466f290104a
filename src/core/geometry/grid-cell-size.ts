// The grid index's cell size (grid-index.ts): chosen from the number and extent of the items, so that
// building the index stays linear in the input whatever the shapes.

/**
 * A cell size from the number and extent of the items, so that building is linear in the input whatever
 * the shapes: about two items per cell of the bounding area, and cells at least as large as the items'
 * mean extent over two (a few very long walls then cross few cells each, and the cell count stays about
 * n across each axis instead of growing with a wall's length). Never below one inch (about a base across).
 * `extent` is the items' boxes' widths plus heights, summed (the grid's build sums them in item order, in steps).
 */
export function autoCellSize(items: number, extent: number, minX: number, minY: number, maxX: number, maxY: number): number {
  const n = Math.max(1, items);
  const w = maxX - minX,
    h = maxY - minY;
  const byArea = Math.sqrt((Math.max(1, w * h) * 2) / n);
  const byExtent = extent / (2 * n);
  // Both axes together hold at most about 4n + 2 cells along them (n of the widest per axis).
  const byAxis = Math.max(w, h) / (2 * n + 1);
  const size = Math.max(1, byArea, byExtent, byAxis);
  return Number.isFinite(size) ? size : 1;
}
