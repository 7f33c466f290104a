// Range rings and the target number at a distance, per ruleset, for the aim preview (pure): GZG range
// bands and their TN (docs/rules.md §3.4 G1–G2), Necromunda Short/Long with their Accuracy (§2), Trench
// Crusade range and half range (long range −1 DICE, §4.3). Also the blast or cloud radius a weapon
// record implies. Labels are localization keys with their data, rendered by the caller.

import { type RulesetId, getRuleset } from "../../core/index.js";

type Rec = Readonly<Record<string, unknown>>;

export interface RangeRing {
  /** Radius around the attacker, in inches. */
  readonly radius: number;
  readonly labelKey: string;
  readonly labelData: Readonly<Record<string, string | number>>;
}

/** What applies to an aim point at a given distance. */
export interface RangeBand {
  readonly distance: number;
  /** False when the ruleset refuses or pulls back the shot at this distance. */
  readonly inRange: boolean;
  readonly labelKey: string;
  readonly labelData: Readonly<Record<string, string | number>>;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const EPS = 1e-6;

/** GZG range band in inches: the weapon's, or from the thrower's strength die for thrown weapons (G1). */
export function gzgRangeBand(weapon: Rec, stats: Rec): number {
  if (weapon["thrown"] === true) return 2 + Math.max(0, ((num(stats["strength"]) ?? 6) - 6) / 2);
  return num(weapon["rangeBand"]) ?? 2;
}

/** GZG target number at `distance` (G2, with the `gzg.tnRounding` switch). */
export function gzgTargetNumber(distance: number, band: number, rounding: unknown): number {
  const ratio = distance / band;
  return rounding === "floorPlusOne" ? Math.max(1, Math.floor(ratio + EPS) + 1) : Math.max(1, Math.ceil(ratio - EPS));
}

/** The GZG quality die size of raw stats (a die or a grade name, with the world's aliases); null if unknown. */
export function gzgQualityDie(stats: Rec, settings: Rec): number | null {
  const gzg = getRuleset("gzg");
  if (!gzg) return null;
  try {
    const prepared: unknown = gzg.prepareStats(stats, gzg.resolveSettings(settings));
    const q = typeof prepared === "object" && prepared !== null && "quality" in prepared ? prepared.quality : null;
    return num(q);
  } catch {
    return null;
  }
}

/** Necromunda Long range in inches: a number, or "Sx3" = the thrower's Strength × 3; null for "-". */
export function necroLong(weapon: Rec, stats: Rec): number | null {
  const long = weapon["long"];
  if (typeof long === "string") {
    const m = /^Sx(\d+(?:\.\d+)?)$/.exec(long);
    return m ? (num(stats["S"]) ?? 3) * Number(m[1]) : null;
  }
  return num(long);
}

const keywords = (weapon: Rec): string[] => {
  const list = Array.isArray(weapon["traits"]) ? weapon["traits"] : Array.isArray(weapon["keywords"]) ? weapon["keywords"] : [];
  return list.map((k) => String(k));
};

/** The rings to draw around the attacker. `settings` are the world's overrides (defaults apply when absent). */
export function rangeRings(ruleset: RulesetId, weapon: Rec, stats: Rec, settings: Rec): RangeRing[] {
  if (ruleset === "gzg") {
    const band = gzgRangeBand(weapon, stats);
    const maxBands = num(settings["gzg.maxBands"]) ?? 10;
    const rings: RangeRing[] = [];
    for (let k = 1; k <= maxBands; k++) rings.push({ radius: band * k, labelKey: "ORDNANCE.Aim.ringTn", labelData: { tn: k } });
    return rings;
  }
  if (ruleset === "necromunda") {
    const short = num(weapon["short"]);
    const long = necroLong(weapon, stats);
    return [
      ...(short ? [{ radius: short, labelKey: "ORDNANCE.Aim.ringShort", labelData: {} }] : []),
      ...(long ? [{ radius: long, labelKey: "ORDNANCE.Aim.ringLong", labelData: {} }] : []),
    ];
  }
  const range = num(weapon["range"]);
  if (!range) return [];
  const ignoreLong = keywords(weapon).some((k) => /^IGNORE LONG RANGE$/i.test(k.trim()));
  return [
    ...(ignoreLong ? [] : [{ radius: range / 2, labelKey: "ORDNANCE.Aim.ringHalf", labelData: {} }]),
    { radius: range, labelKey: "ORDNANCE.Aim.ringMax", labelData: {} },
  ];
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

/** What applies at `distance` inches from the attacker. */
export function rangeBandAt(ruleset: RulesetId, weapon: Rec, stats: Rec, settings: Rec, distance: number): RangeBand {
  if (ruleset === "gzg") {
    const band = gzgRangeBand(weapon, stats);
    const tn = gzgTargetNumber(distance, band, settings["gzg.tnRounding"]);
    const maxBands = num(settings["gzg.maxBands"]) ?? 10;
    if (tn > maxBands) return { distance, inRange: false, labelKey: "ORDNANCE.Aim.beyondBands", labelData: { max: maxBands } };
    // G4: below the quality die the shot hits on a roll over TN; from it on it deviates, the die growing
    const die = gzgQualityDie(stats, settings);
    if (die === null) return { distance, inRange: true, labelKey: "ORDNANCE.Aim.bandTn", labelData: { tn } };
    if (tn < die) return { distance, inRange: true, labelKey: "ORDNANCE.Aim.bandTnDie", labelData: { tn, die } };
    const k = die + (num(settings["gzg.shiftSidesPerBand"]) ?? 2) * (tn - die);
    return k > 12
      ? { distance, inRange: false, labelKey: "ORDNANCE.Aim.bandDieBeyond12", labelData: { tn } }
      : { distance, inRange: true, labelKey: "ORDNANCE.Aim.bandAutoDeviation", labelData: { tn, die: k } };
  }
  if (ruleset === "necromunda") {
    const short = num(weapon["short"]);
    const long = necroLong(weapon, stats);
    const bs = num(stats["BS"]) ?? 4;
    const acc = (v: unknown): number => num(v) ?? 0;
    if (short !== null && distance <= short + EPS)
      return { distance, inRange: true, labelKey: "ORDNANCE.Aim.bandShort", labelData: { bs, acc: signed(acc(weapon["accShort"])) } };
    if (long === null || distance <= long + EPS)
      return { distance, inRange: true, labelKey: "ORDNANCE.Aim.bandLong", labelData: { bs, acc: signed(acc(weapon["accLong"])) } };
    return { distance, inRange: false, labelKey: "ORDNANCE.Aim.beyondLong", labelData: { long } };
  }
  const range = num(weapon["range"]);
  if (range !== null && distance > range + EPS)
    return { distance, inRange: false, labelKey: "ORDNANCE.Aim.beyondRange", labelData: { range } };
  const ignoreLong = keywords(weapon).some((k) => /^IGNORE LONG RANGE$/i.test(k.trim()));
  const long = range !== null && !ignoreLong && distance > range / 2 + EPS;
  // §4.3: the Ranged characteristic, −1 DICE at long range and when Down (cover and markers not known here)
  const dice = (num(stats["ranged"]) ?? 0) - (long ? 1 : 0) - (stats["down"] === true ? 1 : 0);
  const crit = num(settings["tc.critAt"]) ?? 12;
  return {
    distance,
    inRange: true,
    labelKey: long ? "ORDNANCE.Aim.bandLongTc" : "ORDNANCE.Aim.bandInRange",
    labelData: { dice: signed(dice), crit },
  };
}

/**
 * Radius of the blast or cloud centred on the impact, in inches, or null when the weapon has none: GZG
 * `blastRadius` (smoke and gas leave a 3" marker, G8); Necromunda Blast(3")/(5") templates are diameters
 * (1.5"/2.5"); Trench Crusade BLAST(X") is a radius.
 */
export function blastRadiusOf(ruleset: RulesetId, weapon: Rec): number | null {
  if (ruleset === "gzg") return weapon["payload"] === "smoke" || weapon["payload"] === "gas" ? 3 : (num(weapon["blastRadius"]) ?? null);
  for (const item of keywords(weapon)) {
    const m = /^blast\s*\(?\s*(\d+(?:\.\d+)?)/i.exec(item);
    if (m) return ruleset === "necromunda" ? Number(m[1]) / 2 : Number(m[1]);
  }
  if (ruleset === "necromunda" && keywords(weapon).includes("Smoke")) return 2.5; // A-08: a 5" marker
  return null;
}
