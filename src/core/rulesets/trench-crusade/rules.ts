// Trench Crusade rules over plain numbers (docs/rules.md §4.3 Success Roll, §4.4 T6 injury modifier, Injury
// table, Blood markers), so each one is a table test.

import { ARMOUR_KIT_MODIFIER, type ArmourKit } from "./types.js";

/** How many dice a roll with `net` ±DICE throws, and how many it keeps. */
export function diceCount(net: number, keep = 2): number {
  return keep + Math.abs(net);
}

/** Keeps the `keep` highest faces when net > 0, the lowest when net < 0 (all of them when net = 0). */
export function keepDice(faces: readonly number[], net: number, keep = 2): number[] {
  if (net === 0) return faces.slice(0, keep);
  const sorted = faces.slice().sort((a, b) => (net > 0 ? b - a : a - b));
  return sorted.slice(0, keep);
}

export type SuccessResult = "failure" | "success" | "critical";

/** Reads a Success Roll total (docs/rules.md §4.3): ≤ 6 Failure, `critAt` or more Critical, else Success. */
export function readSuccess(total: number, critAt: number): SuccessResult {
  if (total >= critAt) return "critical";
  return total <= 6 ? "failure" : "success";
}

/** The scatter distance of a failed SCATTER attack: 7 − the total, never below 0 (docs/rules.md §4.4 T4). */
export function scatterDistance(total: number): number {
  return Math.max(0, 7 - total);
}

export interface ArmourInput {
  readonly armour: number;
  readonly armourKit: ArmourKit;
  readonly shield: boolean;
}

export interface WeaponModInput {
  readonly injuryModifier: number;
  readonly ignoreArmour: boolean;
  readonly armourPiercing: boolean;
}

/** The lowest total injury modifier (docs/rules.md §4.4 T6). */
export const MODIFIER_CAP = -3;

export interface InjuryModifier {
  readonly armour: number;
  /** Weapon plus armour, before the cap. */
  readonly raw: number;
  readonly applied: number;
  readonly capped: boolean;
}

/** Weapon modifier plus armour (unless IGNORE ARMOUR; ARMOUR PIERCING takes 1 off it), capped at −3. */
export function injuryModifier(model: ArmourInput, weapon: WeaponModInput): InjuryModifier {
  let armour = 0;
  if (!weapon.ignoreArmour) {
    armour = model.armour + ARMOUR_KIT_MODIFIER[model.armourKit] + (model.shield ? -1 : 0);
    if (weapon.armourPiercing) armour = Math.min(0, armour + 1);
  }
  const raw = weapon.injuryModifier + armour;
  const applied = Math.max(MODIFIER_CAP, raw);
  return { armour, raw, applied, capped: applied !== raw };
}

export type InjuryResult = "none" | "minorHit" | "down" | "outOfAction";

/** The Injury table (docs/rules.md §4.4 T6): ≤ 1 no effect, 2–6 Minor Hit, 7–8 Down, 9+ Out of Action. */
export function readInjury(total: number): InjuryResult {
  if (total <= 1) return "none";
  if (total <= 6) return "minorHit";
  if (total <= 8) return "down";
  return "outOfAction";
}

/** Blood markers an injury result adds: Minor Hit 1, Down 1 (2 when the model was already Down). */
export function injuryBlood(result: InjuryResult, wasDown: boolean): number {
  if (result === "minorHit") return 1;
  if (result === "down") return wasDown ? 2 : 1;
  return 0;
}

/** Adds Blood markers up to the cap; markers beyond it are lost. */
export function addBlood(held: number, add: number, max: number): number {
  return Math.max(held, Math.min(max, held + add));
}
