// Who is inside a GZG area (a 3" cloud or an explosive radius), measured to the base edge or the
// centre, inclusive or not (docs/rules.md §1.3, A-24), ordered by distance then id.

import type { Battlefield } from "../../battlefield/battlefield.js";
import type { FigureSnapshot } from "../../battlefield/types.js";
import { centreDistXY, edgeDistXY } from "../../geometry/segment.js";
import type { Vec2, Vec3 } from "../../geometry/vec.js";
import type { GzgSettings } from "./settings.js";
import type { GzgStats } from "./types.js";

export function areaDistance(p: Vec2, f: FigureSnapshot<GzgStats>, settings: GzgSettings): number {
  return settings["gzg.areaMeasure"] === "centre" ? centreDistXY(p, f) : edgeDistXY(p, f);
}

export function insideArea(p: Vec2, radius: number, f: FigureSnapshot<GzgStats>, settings: GzgSettings): boolean {
  const d = areaDistance(p, f, settings);
  const eps = settings["geometry.eps"];
  return settings["gzg.areaInclusive"] ? d <= radius + eps : d < radius - eps;
}

/**
 * Whether a solid wall separates a figure (or a point) from a cloud's centre, so that it is not inside the
 * cloud however close (`clouds.wallsContain`; off, walls never shelter).
 */
export function shelteredFrom(bf: Battlefield<GzgStats>, centre: Vec3, p: Vec2 & { readonly z?: number }, settings: GzgSettings): boolean {
  return settings["clouds.wallsContain"] && bf.wallBetween(centre, p, "move");
}

/** The figures inside a cloud at `centre`: within its radius, and not sheltered from its centre by a wall. */
export function figuresInCloud(bf: Battlefield<GzgStats>, centre: Vec3, radius: number, settings: GzgSettings): FigureSnapshot<GzgStats>[] {
  return figuresInArea(bf, centre, radius, settings).filter((f) => !shelteredFrom(bf, centre, f, settings));
}

function byId(a: FigureSnapshot<GzgStats>, b: FigureSnapshot<GzgStats>): number {
  // Stryker disable next-line EqualityOperator: ids are unique, so no two are equal.
  if (a.id < b.id) return -1;
  // Stryker disable next-line EqualityOperator,ConditionalExpression: ids are unique, and V8's sort only asks whether a result is below 0.
  return a.id > b.id ? 1 : 0;
}

export function figuresInArea(bf: Battlefield<GzgStats>, p: Vec2, radius: number, settings: GzgSettings): FigureSnapshot<GzgStats>[] {
  return bf
    .figuresNear(p, radius)
    .filter((f) => insideArea(p, radius, f, settings))
    .sort((a, b) => centreDistXY(p, a) - centreDistXY(p, b) || byId(a, b));
}
