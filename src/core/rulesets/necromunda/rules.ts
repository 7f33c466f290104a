// Necromunda rules over plain numbers (docs/rules.md §2.3–§2.4): the wound table, hit target and Improbable
// Shots, save target with cover and AP, Injury-dice counting, injury application, knockback distance,
// the falling table and the Nerve test. Each is a table test.

/** D6 needed to wound, S against T (§2.3). */
export function woundTarget(S: number, T: number): number {
  if (S >= 2 * T) return 2;
  if (S > T) return 3;
  if (S === T) return 4;
  if (2 * S <= T) return 6;
  return 5;
}

export interface HitNeed {
  /** The modified target a natural roll must reach (BS − modifiers). */
  readonly need: number;
  /** BS − modifiers is over 6: roll the Improbable Shot D6 first (N4). */
  readonly improbable: boolean;
}

export function hitNeed(BS: number, modifiers: number): HitNeed {
  const need = BS - modifiers;
  return { need, improbable: need > 6 };
}

/** A hit roll: a natural 1 misses; otherwise natural + modifiers ≥ BS. */
export function hitPasses(natural: number, BS: number, modifiers: number): boolean {
  return natural !== 1 && natural + modifiers >= BS;
}

/** The save target after cover (never for a field save) and AP; an unarmoured fighter counts as 7+ (N7a, d). */
export function saveTarget(save: number | null, coverBonus: number, AP: number): number {
  return (save ?? 7) - coverBonus - AP;
}

export const COVER_BONUS = { none: 0, partial: 1, full: 2 } as const;
export const COVER_HIT_MODIFIER = { none: 0, partial: -1, full: -2 } as const;

/**
 * Wounds left and Injury dice for d Damage against W Wounds (N7d, NC-14): below W, no dice; otherwise
 * W drops to 0 and d − W + 1 dice are rolled; a fighter already at 0 rolls d dice.
 */
export function injuryDice(damage: number, wounds: number): { wounds: number; dice: number } {
  if (damage <= 0) return { wounds, dice: 0 };
  if (wounds >= 1) {
    if (damage < wounds) return { wounds: wounds - damage, dice: 0 };
    return { wounds: 0, dice: damage - wounds + 1 };
  }
  return { wounds: 0, dice: damage };
}

export type InjuryResult = "FW" | "SI" | "OOA";
export type LifeStatus = "standing" | "pinned" | "seriouslyInjured" | "outOfAction";

/**
 * Applies Injury dice in order (§2.3): OOA removes the fighter and stops; the first SI makes a Standing or
 * Pinned fighter Seriously Injured, and every later SI (or any SI on one already SI) counts as a Flesh
 * Wound; a Flesh Wound lowers T by 1 and T 0 means Out of Action. Returns the results as applied.
 */
export function applyInjuries(
  results: readonly InjuryResult[],
  status: LifeStatus,
  toughness: number,
): { status: LifeStatus; toughness: number; applied: InjuryResult[] } {
  let s = status;
  let t = toughness;
  const applied: InjuryResult[] = [];
  let siSeen = false;
  for (const r of results) {
    if (s === "outOfAction") break;
    let eff: InjuryResult = r;
    if (r === "SI") {
      if (siSeen || s === "seriouslyInjured") eff = "FW";
      siSeen = true;
    }
    applied.push(eff);
    if (eff === "OOA") s = "outOfAction";
    else if (eff === "SI") s = "seriouslyInjured";
    else {
      t = Math.max(0, t - 1);
      if (t === 0) s = "outOfAction";
    }
  }
  return { status: s, toughness: t, applied };
}

/** Seed Knockback (§2.3): distance = max(0, (S + D3) − resistance). */
export function knockbackDistance(attackS: number, forceD3: number, resistance: number): number {
  return Math.max(0, attackS + forceD3 - resistance);
}

/** Knockback resistance: a fighter's S + D3, an object 1 + D3 (light) or 4 + D3 (heavy). */
export function knockbackResistance(S: number, object: "light" | "heavy" | null, d3: number): number {
  return (object === "light" ? 1 : object === "heavy" ? 4 : S) + d3;
}

export interface FallHit {
  readonly S: number;
  readonly AP: number;
  readonly D: number;
}

/** The falling table (§2.3): the drop rounded up to the inch; under 3" does no harm. */
export function fallHit(dropInches: number): FallHit | null {
  // EPS keeps a drop computed as 3.0000000001 from rounding up to 4".
  const inches = Math.ceil(dropInches - 1e-6);
  if (inches < 3) return null;
  if (inches <= 5) return { S: 3, AP: 0, D: 1 };
  if (inches <= 7) return { S: 5, AP: -1, D: 1 };
  if (inches <= 9) return { S: 7, AP: -2, D: 2 };
  return { S: 9, AP: -3, D: 3 };
}

/** A Nerve test (§2.3): 2D6 + friends nearby + modifier ≥ Cool. */
export function nervePasses(dice: readonly number[], friendsNearby: number, modifier: number, cool: number): boolean {
  return dice.reduce((a, b) => a + b, 0) + friendsNearby + modifier >= cool;
}
