// Necromunda fighter stats, weapon profiles and ledge/obstruction walls (docs/scenario.md "Necromunda",
// docs/rules.md §2.2), their schemas, and the defaults filled in when a scenario leaves a field out.

import { ScenarioError } from "../../engine/errors.js";
import { anyOf, arr, bool, int, nul, num, obj, oneOf, str } from "../../scenario/schema.js";
import type { Schema } from "../../scenario/schema.js";

export type Cover = "none" | "partial" | "full";
export type NecroStatus = "standing" | "pinned" | "seriouslyInjured";

export interface NecroStats {
  readonly BS: number;
  readonly S: number;
  readonly T: number;
  readonly W: number;
  /** Armour save target number, or null for none (counts as 7+ for the cover bonus, N7a). */
  readonly save: number | null;
  /** Field save target number (never improved by cover, never modified by AP), or null. */
  readonly fieldSave: number | null;
  readonly I: number;
  readonly cool: number;
  /** Movement in inches: a Prone fighter Running for Cover moves half of it (§2.3). */
  readonly M: number;
  readonly status: NecroStatus;
  readonly engaged: boolean;
  readonly broken: boolean;
  /** Cover from the attacker (hit roll, N4). */
  readonly cover: Cover;
  /** Cover from the Blast marker's hole (save bonus, N7a); defaults to `cover`. */
  readonly coverFromHole: Cover;
  readonly immuneNerve: boolean;
  /** Not a fighter but an object with Wounds: carried with Carry Object (light) or Carry Heavy Object (heavy). */
  readonly object: "light" | "heavy" | null;
}

export const TRAITS = [
  "Blast(3)",
  "Blast(5)",
  "Knockback",
  "Gas",
  "Fear",
  "Rupture",
  "Smoke",
  "Scarce",
  "Limited",
  "Demolition",
  "Grenade",
  "Unstable",
] as const;
export type Trait = (typeof TRAITS)[number];

export interface NecroWeapon {
  readonly name: string;
  readonly profile: string;
  /** Short range in inches, or null ("–"). */
  readonly short: number | null;
  /** Long range in inches; for a thrown grenade the thrower's S times `longPerS`. */
  readonly long: number | null;
  readonly longPerS: number | null;
  readonly accShort: number;
  readonly accLong: number;
  readonly S: number;
  readonly AP: number;
  /** Damage: a fixed number, or "D3". */
  readonly D: number | "D3";
  readonly ammo: number;
  readonly traits: readonly Trait[];
  readonly outOfAmmo: boolean;
  readonly deletedProfiles: readonly string[];
  readonly unusableProfiles: readonly string[];
  /** Profiles out of ammunition on their own (`necro.multiProfileAmmo = profileOnly`). */
  readonly outOfAmmoProfiles: readonly string[];
}

const target = (d: string) => int(2, 7, `${d} target number: 4 means 4+`);
const cover = oneOf(["none", "partial", "full"]);

export const statsSchema = obj({
  BS: target("ballistic skill"),
  S: int(0, 10),
  T: int(0, 10, "current toughness, after Flesh Wounds"),
  W: int(0, 10, "wounds left"),
  save: anyOf(target("armour save"), nul),
  fieldSave: anyOf(target("field save"), nul),
  I: target("initiative"),
  cool: int(2, 12, "Cool target number on 2D6"),
  M: int(0, 20, "Movement in inches"),
  status: oneOf(["standing", "pinned", "seriouslyInjured"]),
  engaged: bool(),
  broken: bool(),
  cover,
  coverFromHole: cover,
  immuneNerve: bool(),
  object: anyOf(oneOf(["light", "heavy"]), nul),
});

const dash = oneOf(["-", "–"]);
export const weaponSchema = obj(
  {
    name: str(),
    profile: str(),
    short: anyOf(num({ min: 0 }), nul, dash),
    long: anyOf(num({ min: 0 }), nul, dash, {
      type: "string",
      pattern: /^Sx\d+(\.\d+)?$/,
      patternText: '"Sx3" (thrower\'s Strength times 3)',
    }),
    accShort: anyOf(int(-6, 6), dash),
    accLong: anyOf(int(-6, 6), dash),
    S: anyOf(int(0, 20), dash),
    AP: anyOf(int(-6, 0), dash),
    D: anyOf(int(0, 10), { type: "string", pattern: /^(\d+|D3|-|–)$/, patternText: '"1", "2", "D3" or "-"' }),
    ammo: int(2, 7, "Ammo target number: 5 means 5+"),
    traits: arr(oneOf(TRAITS)),
    outOfAmmo: bool(),
    deletedProfiles: arr(str()),
    unusableProfiles: arr(str()),
    outOfAmmoProfiles: arr(str()),
  },
  ["name", "profile", "ammo"],
);

/** Extra wall fields: a ledge (with its drop and railing) and the Wounds and Toughness of an obstruction. */
export const wallExtras: Readonly<Record<string, Schema>> = {
  ledge: obj(
    {
      dropInches: num({ min: 0 }),
      railing: bool(),
      top: num({ description: "height of the surface the ledge edges, in inches (default: dropInches, a drop to the table)" }),
    },
    ["dropInches"],
  ),
  wounds: int(0, 100),
  toughness: int(1, 20),
};

export function prepareStats(raw: Readonly<Record<string, unknown>>): NecroStats {
  const g = <T>(k: string, d: T): T => (raw[k] === undefined ? d : (raw[k] as T));
  const c = g<Cover>("cover", "none");
  return {
    BS: g("BS", 4),
    S: g("S", 3),
    T: g("T", 3),
    W: g("W", 1),
    save: g<number | null>("save", null),
    fieldSave: g<number | null>("fieldSave", null),
    I: g("I", 4),
    cool: g("cool", 7),
    M: g("M", 5),
    status: g<NecroStatus>("status", "standing"),
    engaged: g("engaged", false),
    broken: g("broken", false),
    cover: c,
    coverFromHole: g<Cover>("coverFromHole", c),
    immuneNerve: g("immuneNerve", false),
    object: g<"light" | "heavy" | null>("object", null),
  };
}

const isDash = (v: unknown): boolean => v === null || v === "-" || v === "–" || v === undefined;
const numOr0 = (v: unknown): number => (isDash(v) ? 0 : (v as number));

export function prepareWeapon(raw: Readonly<Record<string, unknown>>): NecroWeapon {
  const traits = ((raw["traits"] as Trait[] | undefined) ?? []).slice();
  const longRaw = raw["long"];
  let long: number | null = null;
  let longPerS: number | null = null;
  if (typeof longRaw === "string" && longRaw.startsWith("Sx")) longPerS = Number(longRaw.slice(2));
  else if (!isDash(longRaw)) long = longRaw as number;
  if (long === null && longPerS === null) {
    // A thrown grenade throws 3 × S unless it says otherwise (N8).
    if (!traits.includes("Grenade")) throw new ScenarioError("$.long", 'is required: inches, or "Sx3" for a thrown grenade');
    longPerS = 3;
  }
  const dRaw = raw["D"];
  let D: number | "D3";
  if (dRaw === "D3") D = "D3";
  else if (typeof dRaw === "number") D = dRaw;
  else D = isDash(dRaw) ? 0 : Number(dRaw);
  if (traits.includes("Blast(3)") && traits.includes("Blast(5)"))
    throw new ScenarioError("$.traits", "a weapon has one Blast marker size, not both");
  return {
    name: raw["name"] as string,
    profile: raw["profile"] as string,
    // A thrown grenade has no Short range (docs/rules.md §2.4 N8).
    short: traits.includes("Grenade") || isDash(raw["short"]) ? null : (raw["short"] as number),
    long,
    longPerS,
    accShort: numOr0(raw["accShort"]),
    accLong: numOr0(raw["accLong"]),
    S: numOr0(raw["S"]),
    AP: numOr0(raw["AP"]),
    D,
    ammo: (raw["ammo"] as number | undefined) ?? 7,
    traits,
    outOfAmmo: (raw["outOfAmmo"] as boolean | undefined) ?? false,
    deletedProfiles: (raw["deletedProfiles"] as string[] | undefined) ?? [],
    unusableProfiles: (raw["unusableProfiles"] as string[] | undefined) ?? [],
    outOfAmmoProfiles: (raw["outOfAmmoProfiles"] as string[] | undefined) ?? [],
  };
}

/** Whether the weapon profile has the trait. */
export const hasTrait = (w: NecroWeapon, t: Trait): boolean => w.traits.includes(t);

/** N3, N8: Long range in inches; a thrown grenade's is the thrower's Strength times its multiplier. */
export function longRange(w: NecroWeapon, S: number): number {
  return w.long ?? S * (w.longPerS ?? 3);
}

/** Radius of the weapon's Blast marker, or null without Blast. */
export function blastRadius(w: NecroWeapon, smokeAsBlast5: boolean): number | null {
  if (w.traits.includes("Blast(3)")) return 1.5;
  if (w.traits.includes("Blast(5)")) return 2.5;
  if (w.traits.includes("Smoke") && smokeAsBlast5) return 2.5;
  return null;
}
