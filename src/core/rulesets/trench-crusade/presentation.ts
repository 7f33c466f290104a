// What the adapters show for Trench Crusade (docs/rules.md §4.3–§4.4): the range and half-range rings measured
// from the attacker's base edge (T1, `tc.rangeMeasure`), the Success Roll's DICE at a distance (long range
// −1), the BLAST radius, the keyword line; models keep Blood and Blessing markers and Down, weapons their uses.

import { EPS } from "../../geometry/vec.js";
import { type AimBand, type RulesetPresentation, aimNote, signed, summaryNote } from "../presentation.js";
import type { TcSettings } from "./settings.js";
import type { TcStats, TcWeapon } from "./types.js";

export const tcPresentation: RulesetPresentation<TcStats, TcWeapon, TcSettings> = {
  aimHints(weapon, attacker, settings) {
    const edge = settings["tc.rangeMeasure"] === "edge";
    const from = edge ? attacker.baseRadius : 0;
    const half = weapon.range / 2;
    const rings = [
      ...(weapon.ignoreLongRange ? [] : [{ radius: half + from, label: aimNote("ringHalf") }]),
      { radius: weapon.range + from, label: aimNote("ringMax") },
    ];
    const crit = settings["tc.critAt"];
    return {
      rings,
      blastRadius: weapon.blast,
      // T1: edge to edge for a model, base edge to a point (centre to centre with `tc.rangeMeasure = centre`)
      band({ centreDistance, targetBaseRadius }): AimBand {
        const range = edge ? Math.max(0, centreDistance - attacker.baseRadius - targetBaseRadius) : centreDistance;
        if (range > weapon.range + EPS) return { inRange: false, label: aimNote("beyondRange", { range: weapon.range }) };
        const long = !weapon.ignoreLongRange && range > half + EPS;
        // §4.3: the Ranged characteristic, −1 DICE at long range and when Down (cover and markers are not known here)
        const dice = attacker.stats.ranged - (long ? 1 : 0) - (attacker.stats.down ? 1 : 0);
        return { inRange: true, label: aimNote(long ? "bandLongTc" : "bandInRange", { dice: signed(dice), crit }) };
      },
    };
  },
  weaponSummary(w) {
    const parts = [];
    if (typeof w["range"] === "number") parts.push(summaryNote("range", { range: w["range"] }));
    if (Array.isArray(w["keywords"]) && w["keywords"].length)
      parts.push(summaryNote("list", { list: w["keywords"].map(String).join(", ") }));
    return parts;
  },
  usesLeft(w) {
    const perGame = w["usesPerGame"];
    return typeof perGame === "number" ? perGame - (typeof w["used"] === "number" ? w["used"] : 0) : null;
  },
  statsWithState(stats, state) {
    const blessing = state.blessing ?? null;
    return {
      ...stats,
      ...(state.blood !== null ? { blood: state.blood } : {}),
      ...(blessing !== null ? { blessing } : {}),
      down: state.status === "down",
    };
  },
  // T7: `used` = `usesPerGame − usesLeft` (a weapon without a limit has no `usesLeft`)
  weaponWithState(weapon, state) {
    const perGame = weapon["usesPerGame"];
    if (typeof perGame !== "number" || state.usesLeft === null) return { ...weapon };
    return { ...weapon, used: Math.min(perGame, Math.max(0, perGame - state.usesLeft)) };
  },
  sharesState: () => false,
  // T3: the Blood (the opponent's choice) and Blessing markers an attacker spent on its Success Roll, when its own blast
  // did not hit it (then its `affected` entry holds them).
  unlistedStates(output) {
    const a = output["attacker"];
    const sources = (output["successRoll"] as { sources?: readonly { source: string }[] } | undefined)?.sources ?? [];
    const spent = sources.some((s) => s.source === "bloodSpent" || s.source === "blessingSpent");
    if (!isAttacker(a) || !spent || output.affected.some((e) => e.figure === a.figure)) return {};
    return { [a.figure]: { status: a.status, wounds: null, toughness: null, blood: a.blood, suppression: null, blessing: a.blessing } };
  },
};

/** The output's `attacker` as attack.ts writes it. */
function isAttacker(a: unknown): a is { figure: string; blood: number; blessing: number; status: "standing" | "down" } {
  if (typeof a !== "object" || a === null) return false;
  const r = a as Record<string, unknown>;
  return (
    typeof r["figure"] === "string" &&
    typeof r["blood"] === "number" &&
    typeof r["blessing"] === "number" &&
    (r["status"] === "standing" || r["status"] === "down")
  );
}
