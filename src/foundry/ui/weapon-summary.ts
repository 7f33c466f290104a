// What the throw dialog shows of a loadout weapon (pure): its rules in one line, as the ruleset writes them
// (notes, rendered by the caller and joined with " · "), and its ammunition or uses state as a
// localization key, with whether it can be thrown now.

import { type Note, type WeaponStateOut, getRuleset } from "../../core/index.js";
import type { FighterWeapon } from "../platform/flags.js";

export interface WeaponSummary {
  readonly id: string;
  readonly name: string;
  readonly rules: readonly Note[];
  readonly stateKey: string;
  readonly stateData: Readonly<Record<string, string | number>>;
  readonly usable: boolean;
}

type Rec = Readonly<Record<string, unknown>>;

/** The weapon's rules in one line, as notes in the ruleset's own notation (none for an unknown ruleset). */
export function rulesLine(ruleset: string, w: Rec): Note[] {
  return getRuleset(ruleset)?.presentation.weaponSummary(w) ?? [];
}

/** The ammunition or uses state: from the state after the last attack, else from the record. */
export function weaponState(
  ruleset: string,
  w: Rec,
  state: WeaponStateOut | null,
): Pick<WeaponSummary, "stateKey" | "stateData" | "usable"> {
  if (state?.consumed) return { stateKey: "ORDNANCE.Weapon.consumed", stateData: {}, usable: false };
  if (state?.outOfAmmo || w["outOfAmmo"] === true) return { stateKey: "ORDNANCE.Weapon.outOfAmmo", stateData: {}, usable: false };
  const profile = typeof w["profile"] === "string" ? w["profile"] : null;
  const gone = [...(state?.deletedProfiles ?? []), ...(state?.unusableProfiles ?? [])];
  if (profile !== null && gone.includes(profile)) return { stateKey: "ORDNANCE.Weapon.profileGone", stateData: { profile }, usable: false };
  const usesLeft = state?.usesLeft ?? getRuleset(ruleset)?.presentation.usesLeft(w) ?? null;
  if (usesLeft !== null)
    return usesLeft > 0
      ? { stateKey: "ORDNANCE.Weapon.usesLeft", stateData: { n: usesLeft }, usable: true }
      : { stateKey: "ORDNANCE.Weapon.noUsesLeft", stateData: {}, usable: false };
  return { stateKey: "ORDNANCE.Weapon.ready", stateData: {}, usable: true };
}

export function weaponSummary(ruleset: string, w: FighterWeapon): WeaponSummary {
  return { id: w.id, name: w.name, rules: rulesLine(ruleset, w.weapon), ...weaponState(ruleset, w.weapon, w.state) };
}
