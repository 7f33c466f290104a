// The decisions the live odds leave to the automation's policy (issue #27 item 5): those the aimed attack may ask
// a player while resolving that the document's `decisions` do not hold (core's leftToPolicyAt), named for the odds
// panel. The odds' trials draw every die from a stream and ask no one, so these are decided by the policy there.

import { type AimScenarios, ScenarioError, leftToPolicyAt } from "../core/index.js";
import { tKey } from "./i18n.js";
import type { ScenarioDoc } from "./scenario-doc.js";

/** The names of the decisions left to the policy at this aim (none when the core refuses the document). */
export function leftToPolicy(aimDoc: ScenarioDoc, aims: AimScenarios): string[] {
  const dry: ScenarioDoc = { ...aimDoc };
  delete dry.dice;
  delete dry.seed;
  try {
    return leftToPolicyAt(aims.load(dry)).map((key) => tKey(`ORDNANCE.Choice.${key}`, key));
  } catch (e) {
    if (e instanceof ScenarioError) return [];
    throw e;
  }
}
