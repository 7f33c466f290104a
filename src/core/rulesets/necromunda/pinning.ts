// Necromunda Pinning: a hit fighter goes Prone and Pinned, and one that goes Prone near
// an edge is queued for the fall test.

import { type AttackRun, type FighterState } from "./state.js";
import { ledgeWithinHalfInch } from "./ledges.js";

/** N7g: a Standing, Active (not Engaged) fighter that is hit becomes Prone and Pinned. */
export function pin(run: AttackRun, s: FighterState): void {
  if (s.status !== "standing" || s.engaged || s.fig.stats.object !== null) return;
  s.status = "pinned";
  run.say(s, "pinned");
  queueEdgeCheck(run, s);
}

/** A fighter that went from Standing to Prone within ½" of an edge may fall (N7h). */
export function queueEdgeCheck(run: AttackRun, s: FighterState): void {
  const ledge = ledgeWithinHalfInch(run.bf, s, s.r);
  if (ledge && !run.falls.some((f) => f.state === s)) run.falls.push({ state: s, kind: "proneNearEdge", ledge });
}
