// GZG rules over plain numbers (docs/rules.md §3.2–§3.4): range band, target number, the accuracy die and
// its shifting, clock-face and wind bearings, the Reaction Test and Quick-and-Dirty fire. Table-tested.

import { EPS } from "../../geometry/vec.js";

/** G1: the range band; a thrown weapon's comes from the thrower's strength die (D6 → 2", +1" per size). */
export function rangeBand(weapon: { thrown: boolean; rangeBand: number }, strengthDie: number): number {
  return weapon.thrown ? 2 + Math.max(0, (strengthDie - 6) / 2) : weapon.rangeBand;
}

/** G2: the target number for a range in inches (A-18: `ceil` or `floorPlusOne` at exact multiples). */
export function targetNumber(rangeInches: number, band: number, rounding: "ceil" | "floorPlusOne"): number {
  const bands = rangeInches / band;
  // EPS keeps a range a hair over an exact multiple (from floating-point distance) in the lower band.
  const tn = rounding === "ceil" ? Math.ceil(bands - EPS) : Math.floor(bands + EPS) + 1;
  return Math.max(1, tn);
}

export type AccuracyDie =
  | { readonly kind: "roll"; readonly sides: number }
  | { readonly kind: "auto"; readonly sides: number }
  | { readonly kind: "illegal"; readonly reason: "dieShiftBeyondD12" };

/**
 * G4: which die the firer rolls. Below the quality die a roll over TN hits; at or past it the shot
 * deviates automatically, on a die shifted up `sidesPerBand` per band past the quality die.
 */
export function accuracyDie(tn: number, qualityDie: number, sidesPerBand: number): AccuracyDie {
  if (tn < qualityDie) return { kind: "roll", sides: qualityDie };
  const k = qualityDie + sidesPerBand * (tn - qualityDie);
  return k > 12 ? { kind: "illegal", reason: "dieShiftBeyondD12" } : { kind: "auto", sides: k };
}

/** §1.6: bearing of clock hour h relative to the line of fire (12 over, 3 right, 6 short, 9 left). */
export function clockBearing(lineOfFireDeg: number, hour: number): number {
  return lineOfFireDeg + 30 * (hour % 12);
}

/** Bearing that clock hour 12 points to, for the wind's frame. Table north is −y (−90°). */
export function windReferenceBearing(reference: "tableNorth" | "player1Edge", player1Edge: "north" | "south" | "east" | "west"): number {
  if (reference === "tableNorth") return -90;
  // 12 o'clock points away from player 1's edge, across the table.
  return { south: -90, north: 90, east: 180, west: 0 }[player1Edge];
}

/** The number a Reaction Test roll must beat. */
export function reactionTarget(motivation: number, suppression: number, mode: "motivation" | "motivationPlusSuppression"): number {
  return mode === "motivation" ? motivation : motivation + suppression;
}

/** Quick-and-Dirty fire: how many of the attack dice beat the defender's best die. */
export function quickAndDirty(attack: readonly number[], defence: readonly number[]): "none" | "suppressed" | "hit" {
  const best = Math.max(...defence);
  const beats = attack.filter((a) => a > best).length;
  return beats >= 2 ? "hit" : beats === 1 ? "suppressed" : "none";
}

export const COVER_DIE = { none: null, soft: 6, hard: 10 } as const;
