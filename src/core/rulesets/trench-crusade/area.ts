// Who a Trench Crusade BLAST hits (docs/rules.md §4.4 T5): every model whose base is within X" of the centre in
// 3D and has line of sight to it, the chosen target always on a success, then the attacker's friends
// within 1" of a hit enemy (A-34: `tc.friendly1inSide`, `tc.friendly1inChain`).

import type { Battlefield } from "../../battlefield/battlefield.js";
import { edgeDist3D, edgeToEdge } from "../../geometry/segment.js";
import type { Vec3 } from "../../geometry/vec.js";
import { lineOfSight } from "./memo.js";
import type { TcSettings } from "./settings.js";
import type { TcFigure, TcStats } from "./types.js";

export type { TcFigure } from "./types.js";

export interface BlastHit {
  readonly figure: TcFigure;
  readonly cause: "blast" | "friendly1in";
}

/** "Within 1"" of a hit enemy, edge to edge (docs/rules.md §4.4 T5). */
export const FRIENDLY_REACH = 1;

export function inBlast(c: Vec3, radius: number, f: TcFigure, settings: TcSettings): boolean {
  const d = edgeDist3D(c, f);
  const eps = settings["geometry.eps"];
  return settings["geometry.touchCounts"] ? d <= radius + eps : d < radius - eps;
}

export function blastSees(bf: Battlefield<TcStats>, c: Vec3, f: TcFigure, settings: TcSettings): boolean {
  return settings["tc.blastLos"] === "pointToModel" ? lineOfSight(bf, c, f) : lineOfSight(bf, f, c);
}

/** Whether a model hit at `source` brings `other` in through the 1" rule. */
export function friendlyCatch(source: TcFigure, other: TcFigure, attackerSide: string, settings: TcSettings): boolean {
  if (settings["tc.friendly1inSide"] === "both") return other.side !== source.side;
  return source.side !== attackerSide && other.side === attackerSide;
}

/**
 * The models hit by a blast at `c`. `pool` lists the candidates (from `modelsNear`); `near` finds the
 * candidates for the 1" pass around a hit model. `forced` is the chosen target on a success.
 */
export function blastHits(
  bf: Battlefield<TcStats>,
  c: Vec3,
  radius: number,
  attackerSide: string,
  forced: TcFigure | null,
  settings: TcSettings,
  pool: readonly TcFigure[],
  near: (f: TcFigure) => readonly TcFigure[],
): BlastHit[] {
  const hits: BlastHit[] = [];
  const hitIds = new Set<string>();
  if (forced) {
    hits.push({ figure: forced, cause: "blast" });
    hitIds.add(forced.id);
  }
  for (const f of pool) {
    if (hitIds.has(f.id) || !inBlast(c, radius, f, settings) || !blastSees(bf, c, f, settings)) continue;
    hits.push({ figure: f, cause: "blast" });
    hitIds.add(f.id);
  }
  const eps = settings["geometry.eps"];
  const chain = settings["tc.friendly1inChain"];
  const sources = hits.map((h) => h.figure);
  for (let i = 0; i < sources.length; i++) {
    const s = sources[i]!;
    for (const o of near(s)) {
      if (hitIds.has(o.id) || !friendlyCatch(s, o, attackerSide, settings)) continue;
      if (edgeToEdge(s, o) > FRIENDLY_REACH + eps) continue;
      hits.push({ figure: o, cause: "friendly1in" });
      hitIds.add(o.id);
      if (chain) sources.push(o);
    }
  }
  return hits;
}
