// Who and what stops a Necromunda fighter moved by the attack (knockback, Running for Cover, base contact):
// the other bases on its level near it and the walls (ledges stop a run but not a knockback, which may go
// over them).

import type { BaseObstacle } from "../../../battlefield/move-base.js";
import type { WallSnapshot } from "../../../battlefield/types.js";
import { ledgeTop, sameLevel } from "../../../battlefield/levels.js";
import type { AttackRun, FighterState } from "../state.js";

/** A base brushing another by less than this does not obstruct it (see `figureGraze` in move-base). */
export const KB_GRAZE = 0.05;

/**
 * Bases that may stop a fighter moving up to `reach` inches: everyone else near it on its own level, their states
 * themselves (read where they stand now: nothing moves while a base is being moved).
 */
export function obstacles(run: AttackRun, s: FighterState, reach: number): readonly BaseObstacle[] {
  const list: FighterState[] = [];
  for (const o of run.near(s, reach + s.r)) if (o !== s && sameLevel(o.z, s.z, run.levelGap)) list.push(o);
  return list;
}

export const solidNotLedge = (w: WallSnapshot): boolean => w.blocksMove && w.ledge === undefined;
/** What stops a run or a step into base contact at height z: solid walls, and the ledges of that level. */
export const solidOrLedgeAt =
  (z: number, levelGap: number) =>
  (w: WallSnapshot): boolean =>
    w.ledge === undefined ? w.blocksMove : sameLevel(z, ledgeTop(w), levelGap);
