// Where `suggest` looks: enemy figures, blast-sized clusters of them, a coarse grid over the reach of the
// weapon, and rings of points around the best so far. Plain geometry; the rules' say comes from the evaluator.

import type { FigureSnapshot, TableBounds } from "../battlefield/types.js";
import type { SuggestTarget } from "./evaluate.js";
import { hypot } from "../geometry/vec.js";

export interface Spot {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** Candidate points are kept to 1/1000 inch by default, so the point reported is the point scored. */
export const POINT_STEP = 0.001;

/** A point target rounded to multiples of `step` inches (the finest aim the caller can express). */
export function pointTarget(p: Spot, step = POINT_STEP): SuggestTarget {
  // Rounding through the inverse step keeps 0.1-inch multiples exact decimals (0.3, not 0.30000000000000004).
  const r = (v: number): number => Math.round(v / step) / Math.round(1 / step);
  return { point: p.z ? [r(p.x), r(p.y), r(p.z)] : [r(p.x), r(p.y)] };
}

export const spotOf = (t: SuggestTarget, figure: (id: string) => Spot | undefined): Spot | undefined =>
  "figure" in t ? figure(t.figure) : { x: t.point[0], y: t.point[1], z: t.point[2] ?? 0 };

const mean = (fs: readonly Spot[]): Spot => ({
  x: fs.reduce((s, f) => s + f.x, 0) / fs.length,
  y: fs.reduce((s, f) => s + f.y, 0) / fs.length,
  z: fs.reduce((s, f) => s + f.z, 0) / fs.length,
});

/**
 * Blast-sized clusters: for each enemy, the centre of the enemies within one blast diameter of it, and
 * the midpoint of each such pair, so a blast centred there can take in several.
 */
export function clusterSpots(enemies: readonly FigureSnapshot<unknown>[], radius: number): Spot[] {
  const out: Spot[] = [];
  const reach = 2 * radius;
  enemies.forEach((e, i) => {
    const group = enemies.filter((f) => hypot(f.x - e.x, f.y - e.y) <= reach + e.baseRadius + f.baseRadius);
    if (group.length > 1) out.push(mean(group));
    for (const f of enemies.slice(i + 1)) if (group.includes(f)) out.push(mean([e, f]));
  });
  return out;
}

/** A square grid of points `spacing` apart over `centre` ± `half`, clipped to the table. */
export function gridSpots(centre: Spot, half: number, spacing: number, bounds: TableBounds | null): Spot[] {
  const out: Spot[] = [];
  const n = Math.floor(half / spacing);
  for (let i = -n; i <= n; i++)
    for (let j = -n; j <= n; j++) {
      const p = { x: centre.x + i * spacing, y: centre.y + j * spacing, z: centre.z };
      if (!bounds || (p.x >= bounds.x && p.y >= bounds.y && p.x <= bounds.x + bounds.width && p.y <= bounds.y + bounds.height)) out.push(p);
    }
  return out;
}

/** `count` points evenly around `p` at `step`. */
export function ringSpots(p: Spot, step: number, count = 8): Spot[] {
  return Array.from({ length: count }, (_, k) => {
    const a = (2 * Math.PI * k) / count;
    return { x: p.x + step * Math.cos(a), y: p.y + step * Math.sin(a), z: p.z };
  });
}

/** Whether some figure stands within `reach` of the point (a blast there can touch someone). */
export function nearAnyone(p: Spot, figures: readonly FigureSnapshot<unknown>[], reach: number): boolean {
  return figures.some((f) => hypot(f.x - p.x, f.y - p.y) <= reach + f.baseRadius);
}

/** A key for a target: two points closer than 1/1000 inch are the same candidate. */
export const targetKey = (t: SuggestTarget): string => ("figure" in t ? `f:${t.figure}` : `p:${t.point.join(",")}`);
