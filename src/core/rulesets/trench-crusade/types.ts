// Trench Crusade model stats and weapon records (docs/scenario.md "Trench Crusade", docs/rules.md §4.2), their
// schemas, weapon keyword parsing, and the defaults filled in when a scenario leaves a field out.

import type { FigureSnapshot } from "../../battlefield/types.js";
import { ScenarioError } from "../../engine/errors.js";
import { arr, bool, int, num, obj, oneOf, str } from "../../scenario/schema.js";

export const ARMOUR_KITS = ["none", "standard", "reinforced", "machine"] as const;
export type ArmourKit = (typeof ARMOUR_KITS)[number];

/** The −INJURY MODIFIER of each armour kit (docs/rules.md §4.4 T6). */
export const ARMOUR_KIT_MODIFIER: Readonly<Record<ArmourKit, number>> = { none: 0, standard: -1, reinforced: -2, machine: -3 };

export interface TcStats {
  /** ±DICE of the Ranged characteristic. */
  readonly ranged: number;
  /** The model's own −INJURY MODIFIER (Armour characteristic), 0 or negative. */
  readonly armour: number;
  readonly armourKit: ArmourKit;
  readonly shield: boolean;
  /** Model keywords in upper case, e.g. TOUGH, NEGATE GAS. */
  readonly keywords: readonly string[];
  readonly blood: number;
  readonly blessing: number;
  readonly down: boolean;
  /** In cover from the attacker (docs/rules.md §4.3: touching terrain ½" high between it and the attacker). */
  readonly cover: boolean;
  /** Moved or dashed this activation (HEAVY). */
  readonly moved: boolean;
  /** TOUGH has already turned an Out of Action into Down (once per game). */
  readonly toughUsed: boolean;
}

/** A model on the battlefield with its Trench Crusade stats. */
export type TcFigure = FigureSnapshot<TcStats>;

export type Elemental = "SHRAPNEL" | "GAS" | "FIRE";

export interface TcWeapon {
  readonly name: string;
  /** Maximum range in inches. */
  readonly range: number;
  /** The keywords as given, normalised to upper case. */
  readonly keywords: readonly string[];
  /** BLAST radius in inches, or null for a weapon without BLAST. */
  readonly blast: number | null;
  readonly scatter: boolean;
  readonly heavy: boolean;
  readonly consumable: boolean;
  readonly ignoreCover: boolean;
  readonly ignoreLongRange: boolean;
  readonly ignoreArmour: boolean;
  readonly ignoreElevated: boolean;
  readonly armourPiercing: boolean;
  readonly elemental: readonly Elemental[];
  /** Net ±INJURY DICE of the weapon. */
  readonly injuryDice: number;
  /** Net ±INJURY MODIFIER of the weapon. */
  readonly injuryModifier: number;
  /** Uses allowed per game, or null for no limit. */
  readonly usesPerGame: number | null;
  /** Uses already spent in this game so far. */
  readonly used: number;
}

export const statsSchema = obj({
  ranged: int(-6, 6, "±DICE of the Ranged characteristic"),
  armour: int(-6, 0, "the model's own −INJURY MODIFIER, e.g. -1"),
  armourKit: oneOf(ARMOUR_KITS),
  shield: bool("carries a shield (−1 INJURY MODIFIER)"),
  keywords: arr(str("model keyword, e.g. TOUGH or NEGATE GAS")),
  blood: int(0, 99, "Blood markers held"),
  blessing: int(0, 99, "Blessing markers held"),
  down: bool(),
  cover: bool("in cover from the attacker"),
  moved: bool("moved or dashed this activation"),
  toughUsed: bool("TOUGH already used this game"),
});

export const weaponSchema = obj(
  {
    name: str(),
    range: num({ min: 0, description: "maximum range, inches" }),
    keywords: arr(str('keyword, e.g. "BLAST(3)", "SCATTER", "IGNORE COVER", "+1 INJURY DICE"')),
    injuryDice: int(-6, 6, "±INJURY DICE"),
    injuryModifier: int(-6, 6, "±INJURY MODIFIER"),
    usesPerGame: int(1, 99, "uses allowed per game"),
    used: int(0, 99, "uses already spent this game"),
  },
  ["name", "range"],
);

const up = (s: string): string =>
  s
    .toUpperCase()
    .replace(/[\u2212\u2013]/g, "-")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/\s+/g, " ")
    .trim();

export function prepareStats(raw: Readonly<Record<string, unknown>>): TcStats {
  const armourKit = (raw["armourKit"] as ArmourKit | undefined) ?? "none";
  const shield = (raw["shield"] as boolean | undefined) ?? false;
  if (shield && armourKit === "machine")
    throw new ScenarioError("$.shield", "a shield cannot be combined with Machine armour (docs/rules.md §4.4 T6)");
  return {
    ranged: (raw["ranged"] as number | undefined) ?? 0,
    armour: (raw["armour"] as number | undefined) ?? 0,
    armourKit,
    shield,
    keywords: ((raw["keywords"] as string[] | undefined) ?? []).map(up),
    blood: (raw["blood"] as number | undefined) ?? 0,
    blessing: (raw["blessing"] as number | undefined) ?? 0,
    down: (raw["down"] as boolean | undefined) ?? false,
    cover: (raw["cover"] as boolean | undefined) ?? false,
    moved: (raw["moved"] as boolean | undefined) ?? false,
    toughUsed: (raw["toughUsed"] as boolean | undefined) ?? false,
  };
}

/** Keywords that change nothing in one attack's resolution but are accepted on a profile. */
const INERT = new Set(["ASSAULT"]);
const FLAGS = new Set([
  "SCATTER",
  "HEAVY",
  "CONSUMABLE",
  "IGNORE COVER",
  "IGNORE LONG RANGE",
  "IGNORE ARMOUR",
  "IGNORE ELEVATED POSITION",
  "ARMOUR PIERCING",
  "SHRAPNEL",
  "GAS",
  "FIRE",
]);
const BLAST_RE = /^BLAST ?\(? ?(\d+(?:\.\d+)?) ?"? ?\)?$/;
const MOD_RE = /^([+-]\d+) INJURY (DICE|MODIFIER)$/;

export function prepareWeapon(raw: Readonly<Record<string, unknown>>): TcWeapon {
  const keywords = ((raw["keywords"] as string[] | undefined) ?? []).map(up);
  let blast: number | null = null;
  let kwDice = 0;
  let kwMod = 0;
  for (const [i, k] of keywords.entries()) {
    const b = BLAST_RE.exec(k);
    const m = MOD_RE.exec(k);
    if (b) blast = Number(b[1]);
    else if (m) {
      if (m[2] === "DICE") kwDice += Number(m[1]);
      else kwMod += Number(m[1]);
    } else if (!FLAGS.has(k) && !INERT.has(k)) {
      throw new ScenarioError(
        `$.keywords[${i}]`,
        `unknown keyword ${JSON.stringify(k)} (known: BLAST(X), ${[...FLAGS, ...INERT].join(", ")}, ±n INJURY DICE, ±n INJURY MODIFIER)`,
      );
    }
  }
  const fieldDice = raw["injuryDice"] as number | undefined;
  const fieldMod = raw["injuryModifier"] as number | undefined;
  if (fieldDice !== undefined && fieldDice !== 0 && kwDice !== 0)
    throw new ScenarioError("$.injuryDice", "given both here and as an INJURY DICE keyword; give it once");
  if (fieldMod !== undefined && fieldMod !== 0 && kwMod !== 0)
    throw new ScenarioError("$.injuryModifier", "given both here and as an INJURY MODIFIER keyword; give it once");
  const has = (k: string): boolean => keywords.includes(k);
  if (has("SCATTER") && blast === null)
    throw new ScenarioError("$.keywords", "SCATTER needs BLAST(X): only a blast can scatter (docs/rules.md §4.4 T4)");
  const usesPerGame = (raw["usesPerGame"] as number | undefined) ?? null;
  return {
    name: raw["name"] as string,
    range: raw["range"] as number,
    keywords,
    blast,
    scatter: has("SCATTER"),
    heavy: has("HEAVY"),
    consumable: has("CONSUMABLE"),
    ignoreCover: has("IGNORE COVER"),
    ignoreLongRange: has("IGNORE LONG RANGE"),
    ignoreArmour: has("IGNORE ARMOUR"),
    ignoreElevated: has("IGNORE ELEVATED POSITION"),
    armourPiercing: has("ARMOUR PIERCING"),
    elemental: (["SHRAPNEL", "GAS", "FIRE"] as const).filter(has),
    injuryDice: (fieldDice ?? 0) + kwDice,
    injuryModifier: (fieldMod ?? 0) + kwMod,
    usesPerGame,
    used: (raw["used"] as number | undefined) ?? 0,
  };
}
