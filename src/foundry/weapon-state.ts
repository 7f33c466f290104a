// Feeds a weapon's stored state (the output's `weapon` after its last attack, kept on the fighter's
// weapon record) back into the ruleset's weapon fields for the next attack (docs/scenario.md, per ruleset), so an Out
// of Ammo grenade launcher is refused and a spent Satchel Charge has no uses left.

import type { RulesetId, WeaponStateOut } from "../core/index.js";
import type { FighterWeapon } from "./flags.js";

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/**
 * The weapon record with its stored state folded in. The state is the newest word (core starts each
 * attack's output from the record's own state), so its fields replace the record's; clearing the
 * stored state (null) gives the record back as written.
 *
 * - Necromunda: `outOfAmmo`, `deletedProfiles`, `unusableProfiles` and, under
 *   `necro.multiProfileAmmo = profileOnly`, `outOfAmmoProfiles`.
 * - Trench Crusade: `used` = `usesPerGame − usesLeft` (a weapon without a limit has no `usesLeft`).
 * - GZG: weapons keep no state.
 */
export function weaponWithState(
  ruleset: RulesetId,
  weapon: Readonly<Record<string, unknown>>,
  state: WeaponStateOut | null,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...weapon };
  if (!state) return out;
  switch (ruleset) {
    case "necromunda": {
      out["outOfAmmo"] = state.outOfAmmo;
      out["deletedProfiles"] = [...state.deletedProfiles];
      out["unusableProfiles"] = [...state.unusableProfiles];
      const perProfile: unknown = "outOfAmmoProfiles" in state ? state["outOfAmmoProfiles"] : undefined;
      if (perProfile !== undefined) out["outOfAmmoProfiles"] = strings(perProfile);
      break;
    }
    case "trench-crusade": {
      const perGame = weapon["usesPerGame"];
      if (typeof perGame === "number" && state.usesLeft !== null) out["used"] = Math.min(perGame, Math.max(0, perGame - state.usesLeft));
      break;
    }
    case "gzg":
      break;
  }
  return out;
}

/**
 * Whether two of a fighter's weapon records share one state. Necromunda profiles of one weapon
 * (records with the same ruleset and weapon `name`, e.g. a grenade launcher's Frag and Krak) run out
 * of ammunition together, and their deleted/unusable profile lists name profiles; other rulesets keep
 * state per record.
 */
export function sharesState(a: FighterWeapon, b: FighterWeapon): boolean {
  if (a.id === b.id) return true;
  return (
    a.ruleset === "necromunda" &&
    b.ruleset === "necromunda" &&
    typeof a.weapon["name"] === "string" &&
    a.weapon["name"] === b.weapon["name"]
  );
}
