// The reach a ruleset declares for a scenario document, read through the registry as the pruning does, with
// chosen figures left off the battlefield; and reach shapes written with plain [x, y] pairs for expectations.

import { createBattlefield, getRuleset, loadScenario } from "../../src/core/index.js";
import type { AttackReach, ReachShape } from "../../src/core/scenario/reach.js";

/** The shape around the segment a–b widened by `radius`. */
export const seg = (a: [number, number], b: [number, number], radius: number): ReachShape => ({
  a: { x: a[0], y: a[1] },
  b: { x: b[0], y: b[1] },
  radius,
});

/** The disc of `radius` around `c`. */
export const disc = (c: [number, number], radius: number): ReachShape => seg(c, c, radius);

/** The reach of the document's ruleset for the document, with the figures named in `drop` left out of the battlefield. */
export function reachOfDoc(doc: Record<string, unknown>, drop: readonly string[] = []): AttackReach | null {
  const scenario = loadScenario(doc);
  const ruleset = getRuleset(scenario.ruleset);
  if (!ruleset?.reach) throw new Error(`no ${scenario.ruleset} reach`);
  const snapshot = { ...scenario.battlefield, figures: scenario.battlefield.figures.filter((f) => !drop.includes(f.id)) };
  return ruleset.reach({
    scenario,
    battlefield: createBattlefield(snapshot),
    settings: ruleset.resolveSettings(scenario.settings),
  });
}
