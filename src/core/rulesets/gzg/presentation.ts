// What the adapters show for GZG (docs/rules.md §3.4): range-band rings with their target number, what the
// firer rolls at a distance (G2, G4), the blast or cloud radius (G7–G9), the weapon line; figures keep
// suppression between attacks, weapons keep no state.

import { type AimBand, type RulesetPresentation, aimNote, summaryNote } from "../presentation.js";
import { CLOUD_RADIUS } from "./clouds.js";
import { accuracyDie, rangeBand, targetNumber } from "./rules.js";
import type { GzgSettings } from "./settings.js";
import type { GzgStats, GzgWeapon } from "./types.js";

/** Radius of what lands at the impact: the 3" smoke or gas cloud, else the explosive's blast radius. */
export function gzgAreaRadius(weapon: GzgWeapon): number | null {
  if (weapon.payload !== "explosive") return CLOUD_RADIUS;
  return weapon.blastRadius > 0 ? weapon.blastRadius : null;
}

const has = (w: Readonly<Record<string, unknown>>, k: string): boolean => w[k] !== undefined && w[k] !== null;

export const gzgPresentation: RulesetPresentation<GzgStats, GzgWeapon, GzgSettings> = {
  aimHints(weapon, attacker, settings) {
    const band = rangeBand(weapon, attacker.stats.strength);
    const maxBands = settings["gzg.maxBands"];
    const rings = Array.from({ length: maxBands }, (_, i) => ({ radius: band * (i + 1), label: aimNote("ringTn", { tn: i + 1 }) }));
    return {
      rings,
      blastRadius: gzgAreaRadius(weapon),
      // G2: the firer's centre to the aim point (a figure target's centre)
      band({ centreDistance }): AimBand {
        const tn = targetNumber(centreDistance, band, settings["gzg.tnRounding"]);
        if (tn > maxBands) return { inRange: false, label: aimNote("beyondBands", { max: maxBands }) };
        const die = accuracyDie(tn, attacker.stats.quality, settings["gzg.shiftSidesPerBand"]);
        switch (die.kind) {
          case "roll":
            return { inRange: true, label: aimNote("bandTnDie", { tn, die: die.sides }) };
          case "auto":
            return { inRange: true, label: aimNote("bandAutoDeviation", { tn, die: die.sides }) };
          case "illegal":
            return { inRange: false, label: aimNote("bandDieBeyond12", { tn }) };
        }
      },
    };
  },
  weaponSummary(w) {
    const parts = [
      w["thrown"] === true
        ? summaryNote("thrown")
        : summaryNote("band", { band: typeof w["rangeBand"] === "number" ? w["rangeBand"] : "?" }),
    ];
    if (has(w, "payload")) parts.push(summaryNote(w["lethal"] === true ? "payloadLethal" : "payload", { payload: String(w["payload"]) }));
    if (has(w, "fuse")) parts.push(summaryNote("fuse", { fuse: String(w["fuse"]) }));
    if (typeof w["blastRadius"] === "number" && w["blastRadius"] > 0) parts.push(summaryNote("blast", { radius: w["blastRadius"] }));
    return parts;
  },
  usesLeft: () => null,
  statsWithState(stats, state) {
    return state.suppression !== null ? { ...stats, suppression: state.suppression } : { ...stats };
  },
  weaponWithState: (weapon) => ({ ...weapon }),
  sharesState: () => false,
};
