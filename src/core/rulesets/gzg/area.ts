// Who is inside a GZG area (a 3" cloud or an explosive radius), measured to the base edge or the
// centre, inclusive or not (docs/rules.md §1.3, A-24), ordered by distance then id.

import type { Battlefield } from "../../battlefield/battlefield.js";
import type { FigureSnapshot } from "../../battlefield/types.js";
import { centreDistXY, edgeDistXY } from "../../geometry/segment.js";
import type { Vec2 } from "../../geometry/vec.js";
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

export function figuresInArea(bf: Battlefield<GzgStats>, p: Vec2, radius: number, settings: GzgSettings): FigureSnapshot<GzgStats>[] {
  return bf
    .figuresNear(p, radius)
    .filter((f) => insideArea(p, radius, f, settings))
    .sort((a, b) => centreDistXY(p, a) - centreDistXY(p, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
