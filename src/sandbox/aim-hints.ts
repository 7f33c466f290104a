// What the aim overlay draws for a weapon: range rings (GZG range bands, docs/rules.md §3.4 G1–G2;
// Necromunda short/long, §2; Trench Crusade maximum range, §4) and the blast or cloud radius
// (GZG blastRadius or the 3" marker of G8; Necromunda Blast(3)/(5) = 1.5"/2.5"; Trench Crusade BLAST(X) = X").

import { t } from "./i18n.js";

export interface Ring {
  readonly radius: number;
  /** Short label drawn just inside the ring: what applies up to it (a target number, short, long, maximum). */
  readonly label: string;
}

type Rec = Readonly<Record<string, unknown>>;

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** Range rings around the attacker, or none when the ruleset gives the sandbox nothing to draw. */
export function rangeRings(ruleset: string, weapon: Rec, attackerStats: Rec, settings: Rec, maxRadius: number): Ring[] {
  if (ruleset === "gzg") {
    const strength = num(attackerStats["strength"]) ?? 6;
    const band = weapon["thrown"] === true ? 2 + Math.max(0, (strength - 6) / 2) : (num(weapon["rangeBand"]) ?? 2);
    const maxBands = num(settings["gzg.maxBands"]) ?? 10;
    const rings: Ring[] = [];
    for (let k = 1; k <= maxBands && band * k <= maxRadius; k++) rings.push({ radius: band * k, label: t("Ring.tn", { n: k }) });
    return rings;
  }
  if (ruleset === "necromunda") {
    const strength = num(attackerStats["S"]) ?? 3;
    const long = weapon["long"] === "Sx3" ? strength * 3 : num(weapon["long"]);
    const short = num(weapon["short"]);
    return [...(short ? [{ radius: short, label: t("Ring.short") }] : []), ...(long ? [{ radius: long, label: t("Ring.long") }] : [])];
  }
  if (ruleset === "trench-crusade") {
    const range = num(weapon["range"]);
    return range ? [{ radius: range, label: t("Ring.max") }] : [];
  }
  return [];
}

/** Radius of the blast or cloud centred on the impact, or null when the weapon has none the sandbox knows. */
export function blastRadius(ruleset: string, weapon: Rec): number | null {
  if (ruleset === "gzg") {
    // Smoke and gas leave a 3" marker (docs/rules.md §3.4 G8); explosives use the proposed blast radius.
    return weapon["payload"] === "smoke" || weapon["payload"] === "gas" ? 3 : (num(weapon["blastRadius"]) ?? 2);
  }
  const list = Array.isArray(weapon["traits"]) ? weapon["traits"] : Array.isArray(weapon["keywords"]) ? weapon["keywords"] : [];
  for (const item of list) {
    const m = /^blast\s*\(?\s*(\d+(?:\.\d+)?)/i.exec(String(item));
    if (!m) continue;
    const size = Number(m[1]);
    // Necromunda's Blast(3") is a 3" template (radius 1.5"); Trench Crusade's BLAST X" is a radius.
    return ruleset === "necromunda" ? size / 2 : size;
  }
  return null;
}
