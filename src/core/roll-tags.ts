// Roll tags in plain words (issue #30): parses a tag (docs/scenario.md "Roll tags": `<R>.<family>[<subject>].<sub>#<k>`)
// into localization keys under ORDNANCE.RollTag.* plus values, so every screen says what a roll is, not only its tag.

import type { Note, Translate } from "./i18n.js";

/** A tag's parts: `N.kbHit[F2].injury#3` is N, kbHit, F2, injury, 3. */
export interface RollTagParts {
  readonly ruleset: string;
  readonly family: string;
  readonly subject: string | null;
  readonly sub: string | null;
  readonly index: string | null;
}

/**
 * What a family's subject is: none; a figure (`{who}`); a cloud (`{cloud}`); a figure hit by something, whose tag
 * names the roll of that hit (`.wound`, `.save`, `.injury`). `dice` marks families whose `#k` counts dice, not tests.
 */
type Kind = "none" | "figure" | "cloud" | "hit";
interface Family {
  readonly kind: Kind;
  readonly dice?: boolean;
}

const none: Family = { kind: "none" };
const figure: Family = { kind: "figure" };
const cloud: Family = { kind: "cloud" };

/** Every family the core rolls or asks for, per ruleset prefix (docs/rules.md §2.4, §3, §4; docs/scenario.md). */
const FAMILIES: ReadonlyMap<string, ReadonlyMap<string, Family>> = new Map([
  [
    "N",
    new Map<string, Family>([
      ["firepower", none],
      ["hit", none],
      ["improbable", none],
      ["hit2", none],
      ["scatter", none],
      ["scatterBearing", none],
      ["scatterD6", none],
      ["misfire", none],
      ["ammo", none],
      ["order", none],
      ["gas", figure],
      ["wound", figure],
      ["save", figure],
      ["rupture", figure],
      ["dmg", figure],
      ["injury", { kind: "figure", dice: true }],
      ["kb", figure],
      ["kbForce", figure],
      ["kbRes", figure],
      ["kbDir", figure],
      ["edgeI", figure],
      ["fallI", figure],
      ["kbHit", { kind: "hit" }],
      ["fall", { kind: "hit" }],
      ["nerve", figure],
      ["rfc", figure],
      ["rfcRoute", figure],
      ["smokeEnd", cloud],
    ]),
  ],
  [
    "G",
    new Map<string, Family>([
      ["loader", none],
      ["blind", none],
      ["skill", none],
      ["dir", none],
      ["windDir", none],
      ["blastQ", figure],
      ["blastFP", figure],
      ["armour", figure],
      ["cover", figure],
      ["damage", figure],
      ["save", figure],
      ["react", figure],
      ["gas", figure],
      ["dissipate", cloud],
      ["windDist", cloud],
    ]),
  ],
  [
    "T",
    new Map<string, Family>([
      ["melee", none],
      ["meleeRetarget", none],
      ["success", none],
      ["scatterPoint", none],
      ["bloodSpendOnSuccess", none],
      ["blessingSpend", figure],
      ["bloodSpendOnInjury", figure],
      ["bloodbath", figure],
      ["injury", figure],
    ]),
  ],
]);

/** The rolls of a hit (`N.kbHit[F].wound`, `N.fall[F].injury#2`). */
const HIT_ROLLS: ReadonlySet<string> = new Set(["wound", "save", "injury"]);

const TAG = /^([A-Z])\.([A-Za-z0-9]+)(?:\[([^\]]+)\])?(?:\.([A-Za-z0-9]+))?(?:#([A-Za-z0-9]+))?$/;

/** Every family the labeller knows, as `<R>.<family>` (and `<R>.<family>.<sub>` for the rolls of a hit). */
export const ROLL_TAG_FAMILIES: readonly string[] = [...FAMILIES].flatMap(([r, families]) =>
  [...families].flatMap(([name, f]) => (f.kind === "hit" ? [...HIT_ROLLS].map((sub) => `${r}.${name}.${sub}`) : [`${r}.${name}`])),
);

/** A tag's family as `<R>.<family>` or `<R>.<family>.<sub>`, or null when the labeller does not know it. */
export function rollTagFamily(tag: string): string | null {
  const p = parseRollTag(tag);
  if (!p || !familyOf(p)) return null;
  return p.sub === null ? `${p.ruleset}.${p.family}` : `${p.ruleset}.${p.family}.${p.sub}`;
}

/** A tag's parts, or null when it is not of the tag syntax. */
export function parseRollTag(tag: string): RollTagParts | null {
  const m = TAG.exec(tag);
  const [, ruleset, family, subject, sub, index] = m ?? [];
  if (ruleset === undefined || family === undefined) return null;
  return { ruleset, family, subject: subject ?? null, sub: sub ?? null, index: index ?? null };
}

/** The family a tag belongs to, when the core rolls such a tag (the subject and the `.sub` fit the family). */
function familyOf(p: RollTagParts): Family | null {
  const f = FAMILIES.get(p.ruleset)?.get(p.family);
  if (!f) return null;
  if ((f.kind === "none") !== (p.subject === null)) return null;
  if ((f.kind === "hit") !== (p.sub !== null)) return null;
  if (p.sub !== null && !HIT_ROLLS.has(p.sub)) return null;
  return f;
}

/**
 * The notes that say a tag in words: the roll itself, then (for `#k` on a repeated test, or `#a`/`#b` on a
 * Demolition pair) a note wrapping it as `{roll}`. Figure subjects go through `nameOf`; an unknown tag is
 * ORDNANCE.RollTag.unknown.
 */
export function rollTagNotes(tag: string, nameOf: (figureId: string) => string = (id) => id): [Note, ...Note[]] {
  const p = parseRollTag(tag);
  const f = p && familyOf(p);
  if (!p || !f) return [{ key: "ORDNANCE.RollTag.unknown" }];
  const data: Record<string, string | number> = {};
  if (f.kind === "cloud" && p.subject !== null) data["cloud"] = p.subject;
  else if (p.subject !== null) data["who"] = nameOf(p.subject);
  const countsDice = f.dice === true || p.sub === "injury";
  const k = p.index !== null && /^\d+$/.test(p.index) ? Number(p.index) : null;
  if (countsDice) data["k"] = k ?? 1;
  const key = p.sub === null ? `ORDNANCE.RollTag.${p.ruleset}.${p.family}` : `ORDNANCE.RollTag.${p.ruleset}.${p.family}.${p.sub}`;
  const base: Note = Object.keys(data).length ? { key, data } : { key };
  if (p.index === null || countsDice) return [base];
  if (p.index === "a") return [base, { key: "ORDNANCE.RollTag.pairFirst" }];
  if (p.index === "b") return [base, { key: "ORDNANCE.RollTag.pairSecond" }];
  return [base, { key: "ORDNANCE.RollTag.again", data: { k: k ?? p.index } }];
}

/** A tag in plain words ("Wound roll for Kell"), through a translator over lang/en.json or Foundry's i18n. */
export function rollTagLabel(tag: string, translate: Translate, nameOf?: (figureId: string) => string): string {
  const [base, ...wraps] = rollTagNotes(tag, nameOf);
  let text = translate(base);
  for (const w of wraps) text = translate({ key: w.key, data: { ...w.data, roll: text } });
  return text;
}
