// Feeds a weapon's stored state (the output's `weapon` after its last attack, kept on the fighter's weapon
// record) back into the ruleset's weapon fields for the next attack, the way its ruleset maps them
// (docs/architecture.md §4), so an Out of Ammo grenade launcher is refused and a spent Satchel Charge has no uses left.

import { type WeaponStateOut, getRuleset } from "../../core/index.js";
import type { FighterWeapon } from "../platform/flags.js";

/**
 * The weapon record with its stored state folded in. The state is the newest word (core starts each
 * attack's output from the record's own state), so its fields replace the record's; clearing the
 * stored state (null) gives the record back as written.
 */
export function weaponWithState(
  ruleset: string,
  weapon: Readonly<Record<string, unknown>>,
  state: WeaponStateOut | null,
): Record<string, unknown> {
  const r = getRuleset(ruleset);
  return state && r ? r.presentation.weaponWithState(weapon, state) : { ...weapon };
}

/**
 * Whether two of a fighter's weapon records share one state: the same record, or records of one ruleset
 * that its ruleset says share it (Necromunda profiles of one weapon run out of ammunition together).
 */
export function sharesState(a: FighterWeapon, b: FighterWeapon): boolean {
  if (a.id === b.id) return true;
  return a.ruleset === b.ruleset && (getRuleset(a.ruleset)?.presentation.sharesState(a.weapon, b.weapon) ?? false);
}
