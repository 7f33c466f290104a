// Aim hints for raw records, as adapters hold them: the weapon and the attacker's stats are checked against
// the ruleset's schemas and prepared, the settings resolved, then the ruleset's own aim hints are asked.

import { ScenarioError } from "../engine/errors.js";
import { validate } from "../scenario/schema.js";
import type { AimHints } from "./presentation.js";
import type { Ruleset } from "./ruleset.js";

type Rec = Readonly<Record<string, unknown>>;

/**
 * The aim hints of a raw weapon record thrown by an attacker with raw stats under the given settings
 * overrides; null when the weapon, the stats or the settings do not pass the ruleset's checks (nothing to draw).
 */
export function aimHintsFor(
  ruleset: Ruleset,
  weapon: Rec,
  attacker: { readonly stats: Rec; readonly baseRadius: number },
  settings: Rec,
): AimHints | null {
  if (validate(weapon, ruleset.schemas.weapon).length || validate(attacker.stats, ruleset.schemas.stats).length) return null;
  try {
    const resolved = ruleset.resolveSettings(settings);
    const prepared = { stats: ruleset.prepareStats(attacker.stats, resolved), baseRadius: attacker.baseRadius };
    return ruleset.presentation.aimHints(ruleset.prepareWeapon(weapon, resolved), prepared, resolved);
  } catch (e) {
    if (e instanceof ScenarioError) return null;
    throw e;
  }
}
