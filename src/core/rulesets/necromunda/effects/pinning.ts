// Necromunda Pinning: a hit fighter goes Prone and Pinned, and one that goes Prone is queued for the
// fall test, which looks for an edge where it ends up after the attack.

import { type AttackRun, type FighterState } from "../state.js";

/** N7g: a Standing, Active (not Engaged) fighter that is hit becomes Prone and Pinned. */
export function pin(run: AttackRun, s: FighterState): void {
  if (s.status !== "standing" || s.engaged || s.fig.stats.object !== null) return;
  s.status = "pinned";
  run.say(s, "pinned");
  queueEdgeCheck(run, s);
}

/**
 * A fighter that went from Standing to Prone within ½" of an edge may fall (N7h). Whether it is near an edge
 * is decided where it ends the attack (a later knockback may carry it away from the edge, or to one), so
 * every fighter that goes Prone is queued and `resolveFalls` looks for the edge.
 */
export function queueEdgeCheck(run: AttackRun, s: FighterState): void {
  // Stryker disable next-line ConditionalExpression: a shortcut — on a battlefield without ledges resolveFalls finds no edge
  if (!run.hasLedges) return;
  if (!run.falls.some((f) => f.state === s)) run.falls.push({ state: s, kind: "proneNearEdge" });
}
