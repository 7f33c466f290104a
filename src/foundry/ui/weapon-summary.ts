// What the throw dialog shows of a loadout weapon (pure): its rules in one line (the record's own
// terms: ranges, strength, traits or keywords, payload) and its ammunition or uses state as a
// localization key, with whether it can be thrown now.

import type { RulesetId, WeaponStateOut } from "../../core/index.js";
import type { FighterWeapon } from "../flags.js";

export interface WeaponSummary {
  readonly id: string;
  readonly name: string;
  readonly rules: string;
  readonly stateKey: string;
  readonly stateData: Readonly<Record<string, string | number>>;
  readonly usable: boolean;
}

type Rec = Readonly<Record<string, unknown>>;
const has = (w: Rec, k: string): boolean => w[k] !== undefined && w[k] !== null && w[k] !== "-" && w[k] !== "–";
const list = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(", ") : "");

/** The weapon's rules in one line, in the ruleset's own notation. */
export function rulesLine(ruleset: RulesetId, w: Rec): string {
  const parts: string[] = [];
  if (ruleset === "necromunda") {
    if (has(w, "profile")) parts.push(String(w["profile"]));
    parts.push(
      `${has(w, "short") ? `${String(w["short"])}"` : "-"}/${has(w, "long") ? (typeof w["long"] === "number" ? `${w["long"]}"` : String(w["long"])) : "-"}`,
    );
    for (const k of ["S", "AP", "D"]) if (has(w, k)) parts.push(`${k} ${String(w[k])}`);
    if (has(w, "ammo")) parts.push(`Ammo ${String(w["ammo"])}+`);
    if (list(w["traits"])) parts.push(list(w["traits"]));
  } else if (ruleset === "gzg") {
    parts.push(w["thrown"] === true ? "thrown" : `band ${String(w["rangeBand"] ?? "?")}"`);
    if (has(w, "payload")) parts.push(String(w["payload"]) + (w["lethal"] === true ? " (lethal)" : ""));
    if (has(w, "fuse")) parts.push(`${String(w["fuse"])} fuse`);
    if (typeof w["blastRadius"] === "number" && w["blastRadius"] > 0) parts.push(`blast ${w["blastRadius"]}"`);
  } else {
    if (has(w, "range")) parts.push(`${String(w["range"])}"`);
    if (list(w["keywords"])) parts.push(list(w["keywords"]));
  }
  return parts.join(" · ");
}

/** The ammunition or uses state: from the state after the last attack, else from the record. */
export function weaponState(
  ruleset: RulesetId,
  w: Rec,
  state: WeaponStateOut | null,
): Pick<WeaponSummary, "stateKey" | "stateData" | "usable"> {
  if (state?.consumed) return { stateKey: "ORDNANCE.Weapon.consumed", stateData: {}, usable: false };
  if (state?.outOfAmmo || w["outOfAmmo"] === true) return { stateKey: "ORDNANCE.Weapon.outOfAmmo", stateData: {}, usable: false };
  const profile = typeof w["profile"] === "string" ? w["profile"] : null;
  const gone = [...(state?.deletedProfiles ?? []), ...(state?.unusableProfiles ?? [])];
  if (profile !== null && gone.includes(profile)) return { stateKey: "ORDNANCE.Weapon.profileGone", stateData: { profile }, usable: false };
  let usesLeft = state?.usesLeft ?? null;
  if (usesLeft === null && ruleset === "trench-crusade" && typeof w["usesPerGame"] === "number")
    usesLeft = w["usesPerGame"] - (typeof w["used"] === "number" ? w["used"] : 0);
  if (usesLeft !== null)
    return usesLeft > 0
      ? { stateKey: "ORDNANCE.Weapon.usesLeft", stateData: { n: usesLeft }, usable: true }
      : { stateKey: "ORDNANCE.Weapon.noUsesLeft", stateData: {}, usable: false };
  return { stateKey: "ORDNANCE.Weapon.ready", stateData: {}, usable: true };
}

export function weaponSummary(ruleset: RulesetId, w: FighterWeapon): WeaponSummary {
  return { id: w.id, name: w.name, rules: rulesLine(ruleset, w.weapon), ...weaponState(ruleset, w.weapon, w.state) };
}
