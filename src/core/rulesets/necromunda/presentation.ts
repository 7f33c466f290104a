// What the adapters show for Necromunda (docs/rules.md §2.4): Short and Long range rings measured from the
// attacker's base edge (N3), the hit roll's BS and Accuracy at a distance (N4), the Blast marker or smoke
// cloud (N6, N9), the profile line; fighters keep status, Wounds and Toughness, and a weapon's profiles
// share its ammunition state (N10).

import { EPS } from "../../geometry/vec.js";
import { type AimBand, type RulesetPresentation, aimNote, signed, summaryNote } from "../presentation.js";
import { SMOKE_RADIUS } from "./clouds.js";
import type { NecroSettings } from "./settings.js";
import { type NecroStats, type NecroWeapon, blastRadius, longRange } from "./types.js";

type Rec = Readonly<Record<string, unknown>>;
const has = (w: Rec, k: string): boolean => w[k] !== undefined && w[k] !== null && w[k] !== "-" && w[k] !== "–";
const list = (v: unknown): string => (Array.isArray(v) ? v.map(String).join(", ") : "");
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/** Radius of what lands at the hole: the Blast marker, else a smoke round's cloud (N9). */
export function necroAreaRadius(weapon: NecroWeapon, settings: NecroSettings): number | null {
  // Stryker disable next-line StringLiteral: a smoke round's area is 2.5" whether or not it uses a Blast(5) marker
  return blastRadius(weapon, settings["necro.smokeAsBlast5"]) ?? (weapon.traits.includes("Smoke") ? SMOKE_RADIUS : null);
}

export const necroPresentation: RulesetPresentation<NecroStats, NecroWeapon, NecroSettings> = {
  aimHints(weapon, attacker, settings) {
    const edge = attacker.baseRadius;
    const long = longRange(weapon, attacker.stats.S);
    const rings = [
      ...(weapon.short ? [{ radius: weapon.short + edge, label: aimNote("ringShort") }] : []),
      { radius: long + edge, label: aimNote("ringLong") },
    ];
    const bs = attacker.stats.BS;
    const pullsBack = blastRadius(weapon, settings["necro.smokeAsBlast5"]) !== null && settings["necro.blastOutOfRange"] === "pullBack";
    return {
      rings,
      blastRadius: necroAreaRadius(weapon, settings),
      // N3: base edge to base edge for a fighter, base edge to the hole for a point
      band({ centreDistance, targetBaseRadius }): AimBand {
        const range = Math.max(0, centreDistance - edge - targetBaseRadius);
        if (weapon.short !== null && range <= weapon.short + EPS)
          return { inRange: true, label: aimNote("bandShort", { bs, acc: signed(weapon.accShort) }) };
        if (range <= long + EPS) return { inRange: true, label: aimNote("bandLong", { bs, acc: signed(weapon.accLong) }) };
        return pullsBack
          ? { inRange: true, label: aimNote("beyondLongPulledBack", { long }) }
          : { inRange: false, label: aimNote("beyondLong", { long }) };
      },
    };
  },
  weaponSummary(w) {
    const parts = [];
    if (has(w, "profile")) parts.push(summaryNote("profile", { profile: String(w["profile"]) }));
    const long = has(w, "long") ? (typeof w["long"] === "number" ? `${String(w["long"])}"` : String(w["long"])) : "-";
    parts.push(summaryNote("shortLong", { short: has(w, "short") ? `${String(w["short"])}"` : "-", long }));
    for (const k of ["S", "AP", "D"]) if (has(w, k)) parts.push(summaryNote("stat", { name: k, value: String(w[k]) }));
    if (has(w, "ammo")) parts.push(summaryNote("ammo", { ammo: String(w["ammo"]) }));
    if (list(w["traits"])) parts.push(summaryNote("list", { list: list(w["traits"]) }));
    return parts;
  },
  usesLeft: () => null,
  statsWithState(stats, state) {
    const out: Record<string, unknown> = { ...stats };
    if (state.status === "standing" || state.status === "pinned" || state.status === "seriouslyInjured") out["status"] = state.status;
    if (state.status === "broken") out["broken"] = true;
    if (state.wounds !== null) out["W"] = state.wounds;
    if (state.toughness !== null) out["T"] = state.toughness;
    return out;
  },
  weaponWithState(weapon, state) {
    const out: Record<string, unknown> = {
      ...weapon,
      outOfAmmo: state.outOfAmmo,
      deletedProfiles: [...state.deletedProfiles],
      unusableProfiles: [...state.unusableProfiles],
    };
    // under `necro.multiProfileAmmo = profileOnly`
    const perProfile: unknown = state["outOfAmmoProfiles"];
    if (perProfile !== undefined) out["outOfAmmoProfiles"] = strings(perProfile);
    return out;
  },
  // N10: a failed Ammo test empties the whole weapon, so profiles of one weapon (same name) share a state
  sharesState: (a, b) => typeof a["name"] === "string" && a["name"] === b["name"],
};
