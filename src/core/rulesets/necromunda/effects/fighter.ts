// What happens to one Necromunda fighter caught by the attack (docs/rules.md §2.4 N7 a–g): cover from the hole,
// Gas or the hit with its save and Injury dice, Knockback, Fear and Pinning, in the order the settings give.

import { rollDie } from "../../../engine/prompts.js";
import { EPS, type Vec3, hypot } from "../../../geometry/vec.js";
import { COVER_BONUS } from "../rules.js";
import { type AttackRun, type FighterState, isOut } from "../state.js";
import type { NecroSettings } from "../settings.js";
import { type NecroWeapon, blastRadius, hasTrait as has } from "../types.js";
import { type HitProfile, injuryRoll, mainTags, resolveHit } from "./injury.js";
import { n23Knockback, seedKnockback } from "./knockback.js";
import { nerveTest } from "./nerve.js";
import { pin } from "./pinning.js";

/** What resolving a fighter reads of the weapon (its traits, its hit), the same for every fighter and trial. */
interface WeaponFacts {
  readonly settings: NecroSettings;
  readonly gas: boolean;
  readonly fear: boolean;
  readonly pinnable: boolean;
  readonly knockback: boolean;
  /** N23's Knockback move applies only to a weapon with a Blast marker. */
  readonly blastMarker: boolean;
  readonly profile: HitProfile;
}

/** Per weapon record, its facts under the settings they were read with (odds trials share both). */
const factsCache = new WeakMap<NecroWeapon, WeaponFacts>();

/** The facts asked for last: an odds run asks for one weapon's, trial after trial. */
let lastFacts: { readonly weapon: NecroWeapon; readonly facts: WeaponFacts } | null = null;

function weaponFacts(w: NecroWeapon, settings: NecroSettings): WeaponFacts {
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: a cache in front of a cache; either gives the same facts (settings change them only for Smoke, which never comes here)
  if (lastFacts?.weapon === w && lastFacts.facts.settings === settings) return lastFacts.facts;
  const facts = factsFor(w, settings);
  // Stryker disable next-line ObjectLiteral: an empty entry is a miss, and the cache behind answers
  lastFacts = { weapon: w, facts };
  return facts;
}

function factsFor(w: NecroWeapon, settings: NecroSettings): WeaponFacts {
  const cached = factsCache.get(w);
  // Stryker disable next-line ConditionalExpression: a cache; facts built afresh are the same
  if (cached?.settings === settings) return cached;
  const gas = has(w, "Gas");
  const facts: WeaponFacts = {
    settings,
    gas,
    fear: has(w, "Fear"),
    // Smoke hits nobody (N9), so a Smoke weapon never comes here.
    pinnable: !gas,
    knockback: has(w, "Knockback"),
    // Stryker disable next-line StringLiteral: necro.smokeAsBlast5 matters only for Smoke, which never comes here
    blastMarker: blastRadius(w, settings["necro.smokeAsBlast5"]) !== null,
    profile: { S: w.S, AP: w.AP, D: w.D, rupture: has(w, "Rupture"), demolition: has(w, "Demolition") },
  };
  factsCache.set(w, facts);
  return facts;
}

/** N7: one fighter's resolution, steps a–g. */
export function resolveFighter(run: AttackRun, s: FighterState, hole: Vec3): void {
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable — near() leaves out a fighter Out of Action, and a scenario cannot start one so
  if (s.status === "outOfAction") return;
  const { gas, fear, pinnable, knockback, blastMarker, profile } = weaponFacts(run.weapon, run.settings);
  run.entry(s, gas ? "gas" : "blast");
  if (pinnable && run.settings["necro.pinTiming"] === "onHit") pin(run, s);
  // a. Cover from the hole: none when the hole lies over the fighter's own base.
  // Stryker disable next-line EqualityOperator: only a hole exactly r + 1e-6 from the centre tells < from <=
  const overBase = hypot(hole.x - s.x, hole.y - s.y) <= s.r + EPS;
  const coverBonus = overBase ? 0 : COVER_BONUS[s.fig.stats.coverFromHole];
  const fearReplaces = fear && run.n23;
  const seedFear = fear && !run.n23;
  if (gas) {
    if (seedFear && !run.settings["necro.fearAfterGas"]) fearTest(run, s);
    gasRoll(run, s, fearReplaces);
    if (seedFear && run.settings["necro.fearAfterGas"]) fearTest(run, s);
    return;
  }
  let damageBonus = 0;
  if (run.n23 && knockback && blastMarker && s.fig.stats.object === null) {
    damageBonus = n23Knockback(run, s, hole);
  }
  resolveHit(run, s, profile, mainTags(s.id), coverBonus, damageBonus, fearReplaces);
  if (!run.n23 && knockback && !isOut(s)) seedKnockback(run, s, hole);
  if (seedFear) fearTest(run, s);
  if (pinnable && run.settings["necro.pinTiming"] === "endOfTarget" && !isOut(s)) pin(run, s);
}

/** N7b: Gas — no wound roll, no save; a D6 over T (seed) or at least T or a 6 (N23) means one Injury die. */
function gasRoll(run: AttackRun, s: FighterState, fearReplaces: boolean): void {
  if (s.fig.stats.object !== null) return;
  const roll = rollDie(`N.gas[${s.id}]`, 6);
  const affected = run.n23 ? roll >= s.T || roll === 6 : roll > s.T;
  run.say(s, affected ? "gasTakes" : "gasResisted", { roll, T: s.T });
  if (affected) injuryRoll(run, s, 1, mainTags(s.id), fearReplaces);
}

/** N7f, seed: Fear's Nerve test at −2 (not for the Seriously Injured, the immune, objects or the already Broken). */
function fearTest(run: AttackRun, s: FighterState): void {
  const st = s.fig.stats;
  if (s.status === "outOfAction" || s.status === "seriouslyInjured" || st.immuneNerve || st.object !== null || s.broken) return;
  nerveTest(run, s, -2, true);
}
