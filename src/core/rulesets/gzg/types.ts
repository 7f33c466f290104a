// GZG figure stats and weapon records (docs/scenario.md "GZG FMA / Stargrunt"), their schemas, and the defaults filled
// in when a scenario leaves a field out (docs/rules.md §3.2–§3.3).

import { ScenarioError } from "../../engine/errors.js";
import { anyOf, bool, int, num, obj, oneOf, str } from "../../scenario/schema.js";
import type { GzgSettings } from "./settings.js";

export type Die = 4 | 6 | 8 | 10 | 12;
export const DIE_SIZES = [4, 6, 8, 10, 12] as const;

/** The FMA experience grades and their quality dice (docs/rules.md §3.2). */
export const GRADES: Readonly<Record<string, Die>> = { Untrained: 4, Green: 6, Regular: 8, Veteran: 10, Elite: 12 };

export interface GzgStats {
  readonly quality: Die;
  readonly motivation: 1 | 2 | 3;
  readonly strength: Die;
  readonly sealed: boolean;
  readonly suppression: number;
  readonly armour: Die;
  readonly cover: "none" | "soft" | "hard";
  /** Moved this turn (a crew-served loader transfer needs both crew stationary). */
  readonly moved: boolean;
}

export type Fuse = "contact" | "time";
export type Payload = "explosive" | "smoke" | "gas";

export interface GzgWeapon {
  readonly name: string;
  readonly rangeBand: number;
  readonly thrown: boolean;
  readonly fuse: Fuse;
  readonly payload: Payload;
  readonly lethal: boolean;
  readonly blastRadius: number;
  readonly blastDie: Die;
  /** Crew-served weapons (loader transfers) must be set up before they fire. */
  readonly setUp: boolean;
}

const die = (description: string) => ({ ...int(4, 12), description });
const dieOrGrade = anyOf(die("quality die size"), str("grade name: Untrained, Green, Regular, Veteran, Elite, or an alias"));

export const statsSchema = obj({
  quality: dieOrGrade,
  motivation: int(1, 3, "1 high, 2 average, 3 low"),
  strength: die("strength die size"),
  sealed: bool("sealed environment suit (powered armour)"),
  suppression: int(0, 99, "suppression markers held"),
  armour: die("armour die size"),
  cover: oneOf(["none", "soft", "hard"]),
  moved: bool("moved this turn"),
});

export const weaponSchema = obj(
  {
    name: str(),
    rangeBand: num({ min: 0.1, description: "inches" }),
    thrown: bool("range band from the thrower's strength die"),
    fuse: oneOf(["contact", "time"]),
    payload: oneOf(["explosive", "smoke", "gas"]),
    lethal: bool("gas only"),
    blastRadius: num({ min: 0, description: "inches (proposed explosive model)" }),
    blastDie: die("firepower die of the proposed explosive model"),
    setUp: bool("crew-served weapon set up on its mount"),
  },
  ["name"],
);

function asDie(v: unknown, path: string): Die {
  if (typeof v === "number" && (DIE_SIZES as readonly number[]).includes(v)) return v as Die;
  throw new ScenarioError(path, `expected a die size (4, 6, 8, 10 or 12), got ${JSON.stringify(v)}`);
}

export function prepareStats(raw: Readonly<Record<string, unknown>>, settings: GzgSettings): GzgStats {
  const q = raw["quality"] ?? 8;
  let quality: Die;
  if (typeof q === "string") {
    const key = Object.keys(GRADES).find((g) => g.toLowerCase() === q.toLowerCase());
    const alias = Object.keys(settings["gzg.gradeAliases"]).find((g) => g.toLowerCase() === q.toLowerCase());
    const size = key ? GRADES[key] : alias ? settings["gzg.gradeAliases"][alias] : undefined;
    if (size === undefined)
      throw new ScenarioError(
        "$.quality",
        `unknown grade ${JSON.stringify(q)} (grades: ${Object.keys(GRADES).join(", ")}; aliases: ${Object.keys(settings["gzg.gradeAliases"]).join(", ")})`,
      );
    quality = asDie(size, "$.quality");
  } else quality = asDie(q, "$.quality");
  return {
    quality,
    motivation: ((raw["motivation"] as number | undefined) ?? 2) as 1 | 2 | 3,
    strength: asDie(raw["strength"] ?? 6, "$.strength"),
    sealed: (raw["sealed"] as boolean | undefined) ?? false,
    suppression: (raw["suppression"] as number | undefined) ?? 0,
    // An unarmoured figure defends with a D4 (docs/rules.md §3.4 G7, proposed).
    armour: asDie(raw["armour"] ?? 4, "$.armour"),
    cover: (raw["cover"] as GzgStats["cover"] | undefined) ?? "none",
    moved: (raw["moved"] as boolean | undefined) ?? false,
  };
}

export function prepareWeapon(raw: Readonly<Record<string, unknown>>): GzgWeapon {
  const thrown = (raw["thrown"] as boolean | undefined) ?? false;
  if (!thrown && raw["rangeBand"] === undefined) throw new ScenarioError("$.rangeBand", 'is required unless "thrown" is true');
  return {
    name: raw["name"] as string,
    rangeBand: (raw["rangeBand"] as number | undefined) ?? 2,
    thrown,
    // Hand grenades are time-fused, launched rounds and rockets contact-fused (docs/rules.md §3.3).
    fuse: (raw["fuse"] as Fuse | undefined) ?? (thrown ? "time" : "contact"),
    payload: (raw["payload"] as Payload | undefined) ?? "explosive",
    lethal: (raw["lethal"] as boolean | undefined) ?? false,
    blastRadius: (raw["blastRadius"] as number | undefined) ?? 2,
    blastDie: asDie(raw["blastDie"] ?? (thrown ? 8 : 10), "$.blastDie"),
    setUp: (raw["setUp"] as boolean | undefined) ?? true,
  };
}
