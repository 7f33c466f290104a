// Who is under a Necromunda Blast marker (docs/rules.md §2.4 N6): the fighters whose base the marker covers on
// its level (or within its sphere), not behind solid terrain, nearest first or in the attacker's chosen order.

import type { FigureSnapshot } from "../../battlefield/types.js";
import { centreDistXY, edgeDist3D, overlapsCircle } from "../../geometry/segment.js";
import { EPS, type Vec3 } from "../../geometry/vec.js";
import { memo } from "./memo.js";
import type { AttackRun, FighterState } from "./state.js";
import type { NecroStats } from "./types.js";

/** N6: the fighters under the marker and not behind solid terrain, in resolution order. */
export function fightersUnder(run: AttackRun, hole: Vec3, R: number): FighterState[] {
  const { bf, settings } = run;
  const touch = settings["geometry.touchCounts"];
  const sphere = settings["necro.blastVertical"] === "sphere";
  // Who stands under a marker at a point depends only on the snapshot: trials landing there share it.
  const { list: under, dist } = memo(bf, [1, hole.x, hole.y, hole.z, R, touch ? 1 : 0, sphere ? 1 : 0], () => {
    const figures = bf.figures;
    const candidates: FigureSnapshot<NecroStats>[] = [];
    bf.visitFiguresNear(hole, R, (i) => {
      candidates.push(figures[i]!);
    });
    const found = candidates.filter((f) => {
      if (sphere) {
        const d = edgeDist3D(hole, f);
        if (touch ? d > R + EPS : d >= R - EPS) return false;
      } else if (!overlapsCircle(hole, R, f, touch) || Math.abs(f.z - hole.z) > EPS) return false;
      return !bf.wallBetween(hole, f, "move");
    });
    const d = new Map(found.map((f) => [f, centreDistXY(hole, f)] as const));
    found.sort((a, b) => d.get(a)! - d.get(b)! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return { list: found, dist: d };
  });
  const list = under.slice();
  const byDist = (a: FigureSnapshot<NecroStats>, b: FigureSnapshot<NecroStats>): number =>
    dist.get(a)! - dist.get(b)! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const order = run.decisions["resolutionOrder"] as readonly string[] | undefined;
  if (order) {
    const rank = new Map(order.map((id, i) => [id, i] as const));
    list.sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity) || byDist(a, b));
  }
  return list.map((f) => run.state(f));
}
