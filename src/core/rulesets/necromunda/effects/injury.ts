// The hit on one Necromunda fighter: the wound roll (Demolition), the save with cover
// and AP, damage and the Injury dice, which N23 Fear may replace with a Nerve test.

import { drawFace, rollDie } from "../../../engine/prompts.js";
import { type InjuryResult, applyInjuries, injuryDice, saveTarget, woundTarget } from "../rules.js";
import { type AttackRun, type FighterState, L, isOut } from "../state.js";
import { canTakeNerve, nerveTest } from "./nerve.js";
import { queueEdgeCheck } from "./pinning.js";

export interface HitProfile {
  readonly S: number;
  readonly AP: number;
  readonly D: number | "D3";
  readonly rupture: boolean;
  readonly demolition: boolean;
}

/** Roll tags of one hit: the main attack's, a knockback obstruction's or a fall's (§2.4). */
export interface HitTags {
  readonly wound: string;
  readonly save: string;
  readonly dmg: string;
  readonly rupture: string;
  readonly injury: (k: number) => string;
}

/** Main-attack tags per figure id, kept for later attacks (forgotten past 4,096 ids, a bound on memory). */
const mainTagCache = new Map<string, HitTags>();

export function mainTags(id: string): HitTags {
  let t = mainTagCache.get(id);
  // Stryker disable next-line ConditionalExpression: a cache; building the tags afresh every time gives the same tags
  if (!t) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a bound on the cache's memory; the tags are the same whether or when it is cleared
    if (mainTagCache.size >= 4096) mainTagCache.clear();
    t = {
      wound: `N.wound[${id}]`,
      save: `N.save[${id}]`,
      dmg: `N.dmg[${id}]`,
      rupture: `N.rupture[${id}]`,
      injury: (k) => `N.injury[${id}]#${k}`,
    };
    mainTagCache.set(id, t);
  }
  return t;
}

export const subTags = (prefix: string): HitTags => ({
  wound: `${prefix}.wound`,
  save: `${prefix}.save`,
  dmg: `${prefix}.dmg`,
  rupture: `${prefix}.rupture`,
  injury: (k) => `${prefix}.injury#${k}`,
});
/** Rolls n Injury dice and applies them (§2.3). Under N23 Fear, a Nerve test replaces the roll. */
export function injuryRoll(run: AttackRun, s: FighterState, n: number, tags: HitTags, fearReplaces: boolean): void {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: unreachable — every caller asks for at least one die
  if (n <= 0) return;
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable — near() leaves out a fighter Out of Action, and resolveFighter and the falls skip one first
  if (s.status === "outOfAction") return;
  if (fearReplaces && canTakeNerve(s) && s.status !== "seriouslyInjured") {
    run.say(s, "fearReplacesInjury");
    // N23 Fear has no stand-up: a Pinned fighter that breaks runs as a Prone one (standing up is the seed's addition, §2.3).
    nerveTest(run, s, -2, false);
    return;
  }
  const results: InjuryResult[] = [];
  const draw = drawFace();
  for (let k = 1; k <= n; k++) {
    // Stryker disable next-line ConditionalExpression: drawn in place or asked for, the same face from the same stream
    const face = draw ? draw(6) : rollDie(tags.injury(k), 6);
    results.push(run.faces.injury[face] as InjuryResult);
  }
  const before = s.status;
  const { status, toughness, applied } = applyInjuries(results, s.status, s.T);
  s.injuries.push(...results);
  s.T = toughness;
  s.status = status;
  // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
  if (run.loud) run.say(s, "injuries", { rolled: results.join(", "), applied: applied.join(", "), toughness });
  // One Lasting Injury roll per OOA die, after the battle (§2.5).
  for (const r of results)
    if (r === "OOA") run.out.events.push({ kind: "lastingInjuryRequired", figure: s.id, note: L("lastingInjury", { figure: s.id }) });
  // applyInjuries only ever moves a fighter to Seriously Injured or Out of Action.
  if (status !== before) {
    // One set of Nerve tests per casualty (N7i), even if a later hit of this attack takes it further (SI, then OOA).
    if (!run.casualties.includes(s)) run.casualties.push(s);
    // Stryker disable next-line ConditionalExpression: queuing one taken Out of Action changes nothing, as resolveFalls skips it
    if (before === "standing" && status === "seriouslyInjured") queueEdgeCheck(run, s);
    run.say(s, isOut(s) ? "outOfAction" : "seriouslyInjured");
  }
}

/** Wound roll, save and damage of one hit on a fighter (N7c–d); objects lose Wounds without Injury dice. */
export function resolveHit(
  run: AttackRun,
  s: FighterState,
  hit: HitProfile,
  tags: HitTags,
  coverBonus: number,
  damageBonus: number,
  fearReplaces: boolean,
): void {
  const st = s.fig.stats;
  const need = woundTarget(hit.S, s.T);
  const draw = drawFace();
  let roll: number;
  if (hit.demolition && st.object !== null && s.W >= 1) {
    const a = rollDie(`${tags.wound}#a`, 6);
    const b = rollDie(`${tags.wound}#b`, 6);
    roll = Math.max(a, b);
    // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
    if (run.loud) run.say(s, "demolition", { a, b });
    // Stryker disable next-line ConditionalExpression: drawn in place or asked for, the same face from the same stream
  } else roll = draw ? draw(6) : rollDie(tags.wound, 6);
  if (roll < need) {
    // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
    if (run.loud) run.say(s, "notWounded", { roll, need, S: hit.S, T: s.T });
    return;
  }
  // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
  if (run.loud) run.say(s, "wounded", { roll, need, S: hit.S, T: s.T });
  // One save: the armour save with cover and AP, or a field save (neither cover nor AP), whichever is better.
  const armour = saveTarget(st.save, coverBonus, hit.AP);
  const field = st.fieldSave ?? 7;
  const target = Math.min(armour, field);
  if (target <= 6) {
    // Stryker disable next-line ConditionalExpression: drawn in place or asked for, the same face from the same stream
    const save = draw ? draw(6) : rollDie(tags.save, 6);
    if (save !== 1 && save >= target) {
      // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
      if (run.loud) run.say(s, "saved", { roll: save, target });
      return;
    }
    // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
    if (run.loud) run.say(s, "saveFailed", { roll: save, target });
  } else {
    // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
    if (run.loud) run.say(s, "noSave", { target });
  }
  let d: number;
  if (hit.rupture) d = draw ? draw(3) : rollDie(tags.rupture, 3);
  else if (hit.D === "D3") d = draw ? draw(3) : rollDie(tags.dmg, 3);
  else d = hit.D;
  d += damageBonus;
  if (st.object !== null) {
    s.W = Math.max(0, s.W - d);
    // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
    if (run.loud) run.say(s, "objectDamage", { damage: d, wounds: s.W });
    if (s.W === 0) s.status = "outOfAction";
    return;
  }
  const { wounds, dice } = injuryDice(d, s.W);
  s.W = wounds;
  // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
  if (run.loud) run.say(s, "damage", { damage: d, wounds, dice });
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut — injuryRoll does nothing for no dice
  if (dice > 0) injuryRoll(run, s, dice, tags, fearReplaces);
}
