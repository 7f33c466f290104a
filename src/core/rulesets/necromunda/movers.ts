// Who and what stops a Necromunda fighter moved by the attack (knockback, Running for Cover, base contact):
// the other bases near it and the walls (ledges stop a run but not a knockback, which may go over them).

import type { BaseObstacle } from "../../battlefield/move-base.js";
import type { WallSnapshot } from "../../battlefield/types.js";
import type { AttackRun, FighterState } from "./state.js";

/** A base brushing another by less than this does not obstruct it (see `figureGraze` in move-base). */
export const KB_GRAZE = 0.05;
/** Bases that may stop a fighter moving up to `reach` inches: everyone else on the table near it. */
export function obstacles(run: AttackRun, s: FighterState, reach: number): BaseObstacle[] {
  const list: BaseObstacle[] = [];
  for (const o of run.near(s, reach + s.r)) if (o !== s) list.push({ id: o.id, x: o.x, y: o.y, baseRadius: o.r });
  return list;
}

export const solidNotLedge = (w: WallSnapshot): boolean => w.blocksMove && w.ledge === undefined;
export const solidOrLedge = (w: WallSnapshot): boolean => w.blocksMove || w.ledge !== undefined;
