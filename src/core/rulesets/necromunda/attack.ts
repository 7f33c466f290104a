// One Necromunda shooting attack with a grenade launcher profile or a thrown grenade (docs/rules.md §2.4
// N1–N10): preconditions, Firepower dice, range and marker, the hit roll, scatter, dud and misfire,
// who is under the marker, each fighter's fate, Smoke, and the Ammo test. Rolls follow §2.4's order.

import { defined } from "../../engine/expect.js";
import type { FigureSnapshot } from "../../battlefield/types.js";
import { drawFace, rollDie } from "../../engine/prompts.js";
import { baseEdgeToPoint, edgeToEdge } from "../../geometry/segment.js";
import { EPS, type Vec3, hypot } from "../../geometry/vec.js";
import { note } from "../../i18n.js";
import { type Outcome, emptyOutcome } from "../../scenario/output.js";
import type { RulesetContext } from "../ruleset.js";
import { ammoCheck } from "./ammo.js";
import { fightersUnder } from "./area.js";
import { placeSmoke } from "./clouds.js";
import { resolveFalls } from "./effects/falls.js";
import { resolveFighter } from "./effects/fighter.js";
import { nerveEvents } from "./effects/nerve.js";
import { sightOnce } from "./memo.js";
import { COVER_HIT_MODIFIER, hitNeed, hitPasses } from "./rules.js";
import { scatterMarker } from "./scatter.js";
import { type NecroSettings, facesOf } from "./settings.js";
import { AttackRun, L } from "./state.js";
import { type NecroStats, type NecroWeapon, blastRadius, hasTrait as has, longRange } from "./types.js";

/** A modifier as players write it: +1, −1 (a minus sign, not a hyphen). */
const signed = (n: number): string => (n > 0 ? `+${String(n)}` : `−${String(-n)}`);

export type NecroContext = RulesetContext<NecroStats, NecroWeapon, NecroSettings>;

export function necroAttack(ctx: NecroContext): Outcome {
  const { scenario, battlefield: bf, settings } = ctx;
  const attack = defined(scenario.attack, "the attack");
  const weapon = attack.weapon;
  const attacker = defined(bf.figure(attack.attacker), "the attacker");
  const out = emptyOutcome("HIT");
  out.weapon = {
    outOfAmmo: weapon.outOfAmmo,
    deletedProfiles: weapon.deletedProfiles.slice(),
    unusableProfiles: weapon.unusableProfiles.slice(),
    consumed: false,
    usesLeft: null,
  };
  // Stryker disable next-line MethodExpression: ammoCheck copies this list before adding to it, and nothing else writes it
  if (weapon.outOfAmmoProfiles.length) out.weapon["outOfAmmoProfiles"] = weapon.outOfAmmoProfiles.slice();
  const run = new AttackRun(bf, settings, facesOf(settings), weapon, attacker, out, scenario.decisions, ctx.quiet);
  const log = run.log;
  const illegal = (reason: string): Outcome => {
    out.outcome = "ILLEGAL";
    out.reason = reason;
    log.push(note(`ORDNANCE.Reason.${reason}`));
    return out;
  };

  // N1: preconditions.
  // A deleted profile's reason says why it went: a grenade type used up, a Limited profile, else struck from the card.
  if (weapon.deletedProfiles.includes(weapon.profile)) {
    if (has(weapon, "Grenade")) return illegal("grenadesGone");
    const limited = has(weapon, "Limited");
    return illegal(limited ? "profileDeleted" : "profileStruck");
  }
  if (weapon.unusableProfiles.includes(weapon.profile)) return illegal("profileUnusable");
  if (weapon.outOfAmmo || weapon.outOfAmmoProfiles.includes(weapon.profile)) return illegal("noAmmo");
  const R = blastRadius(weapon, settings["necro.smokeAsBlast5"]);
  const smoke = has(weapon, "Smoke");
  // The marker's radius in inches, for whoever draws the blast area (null: no Blast marker).
  out.blastRadius = smoke ? null : R;
  const target = attack.target;
  const targetFig = target.kind === "figure" ? defined(bf.figure(target.figure), "the target figure") : null;
  if (!targetFig && R === null) return illegal(smoke ? "smokeAtPointNeedsBlast" : "nonBlastAtPoint");
  let hole: Vec3;
  if (targetFig) {
    hole = { x: targetFig.x, y: targetFig.y, z: targetFig.z };
    const offset = attack.extras["markerOffset"] as readonly [number, number] | undefined;
    if (offset && R !== null) {
      if (settings["necro.markerOnFighter"] !== "offsetOverBase") log.push(L("offsetIgnored"));
      else {
        if (hypot(offset[0], offset[1]) > targetFig.baseRadius + EPS) return illegal("markerOffBase");
        hole = { x: hole.x + offset[0], y: hole.y + offset[1], z: hole.z };
      }
    }
  } else hole = (target as { point: Vec3 }).point;
  out.aim = hole;
  if (!sightOnce(bf, attacker, hole, settings["geometry.touchCounts"])) return illegal("noLineOfSight");

  // N2: Firepower dice (not for grenades, nor under the natural-6 trigger).
  const grenade = has(weapon, "Grenade");
  let ammoTest = false;
  if (!grenade && settings["necro.ammoTrigger"] === "firepower") {
    const face = rollDie("N.firepower", 6);
    const fp = defined(run.faces.firepower[face], "a Firepower face");
    out.extra["firepower"] = fp;
    ammoTest = fp === "AMMO";
    // Stryker disable next-line ConditionalExpression: a quiet run writes its notes to a scratch log that is never read
    if (run.loud) log.push(L(ammoTest ? "firepowerAmmo" : "firepower", { face, result: fp }));
    // Unstable (N23 Plasma) may overheat on the Ammo symbol; docs/rules.md §2.4 gives no procedure, so the caller resolves it.
    if (ammoTest && has(weapon, "Unstable"))
      out.events.push({ kind: "unstableCheckRequired", figure: attacker.id, note: L("unstable", { figure: attacker.id }) });
  }

  // N3: range and the marker.
  const long = longRange(weapon, attacker.stats.S);
  let range = targetFig ? edgeToEdge(attacker, targetFig, settings["geometry.levelGap"]) : baseEdgeToPoint(attacker, hole);
  out.extra["range"] = Math.round(range * 1e4) / 1e4;
  out.extra["longRange"] = long;
  let autoMiss = false;
  if (range > long + EPS) {
    if (R !== null && settings["necro.blastOutOfRange"] === "pullBack") {
      hole = pullBack(attacker, hole, long);
      out.extra["declaredRange"] = out.extra["range"];
      range = long;
      out.extra["range"] = long;
      out.extra["pulledBack"] = true;
      log.push(L("pulledBack", { long }));
    } else {
      autoMiss = true;
      log.push(L("beyondLong", { range: range.toFixed(2), long }));
    }
  }

  // N4: the hit roll.
  let hit = false;
  let natural = 0;
  if (!autoMiss) {
    const short = weapon.short !== null && range <= weapon.short + EPS;
    const mods = hitModifiers(run, targetFig, short, smoke);
    const BS = attacker.stats.BS;
    const need = hitNeed(BS, mods);
    out.extra["hitModifier"] = mods;
    if (need.improbable) {
      const imp = rollDie("N.improbable", 6);
      log.push(L("improbable", { need: need.need, roll: imp }));
      if (imp === 6) {
        natural = rollDie("N.hit2", 6);
        hit = hitPasses(natural, BS, 0);
        log.push(L(hit ? "hit" : "missed", { roll: natural, modifier: 0, BS }));
      }
    } else {
      const draw = drawFace();
      // Stryker disable next-line ConditionalExpression: drawn in place or asked for, the same face from the same stream
      natural = draw ? draw(6) : rollDie("N.hit", 6);
      hit = hitPasses(natural, BS, mods);
      // Stryker disable next-line ConditionalExpression: a quiet run writes its notes to a scratch log that is never read
      if (run.loud) log.push(L(hit ? "hit" : "missed", { roll: natural, modifier: mods, BS }));
    }
    if (settings["necro.ammoTrigger"] === "naturalSix" && natural === 6) {
      ammoTest = true;
      log.push(L("naturalSixAmmo"));
    }
  }

  // N5: a miss; Blast markers scatter.
  let landed = true;
  if (!hit) {
    if (R === null) {
      out.outcome = "MISS";
      landed = false;
      if (settings["necro.strayShotsForBlast"] && targetFig) {
        out.events.push({ kind: "strayShotsRequired", figure: targetFig.id, note: L("strayShots", { figure: targetFig.id }) });
      }
    } else {
      ({ at: hole, landed } = scatterMarker(run, hole));
    }
  }

  if (out.outcome !== "MISS" && out.outcome !== "DUD") out.impact = hole;
  // N9: Smoke hits nobody, whether or not it uses a Blast marker.
  if (landed && smoke) placeSmoke(run, scenario.battlefield.clouds, hole);
  else if (landed && R !== null) {
    // N6–N7: who is under the marker, then each one's fate.
    const hits = fightersUnder(run, hole, R, hit);
    out.extra["hitFigures"] = hits.map((s) => s.id);
    if (hits.length === 0 && run.loud) log.push(L("nobodyHit"));
    for (const s of hits) resolveFighter(run, s, hole);
  } else if (landed && targetFig) {
    // A hit with a weapon without Blast strikes its target alone.
    resolveFighter(run, run.state(targetFig), hole);
  }
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: shortcuts — with no fall or casualty queued (none is unless the marker landed), neither step does anything
  if (landed && run.falls.length > 0) resolveFalls(run);
  // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator: as above
  if (landed && run.casualties.length > 0) nerveEvents(run);
  run.finish();

  // N10: Ammo.
  if (grenade || ammoTest) ammoCheck(run, grenade);
  return out;
}

/** N3: moves the hole straight back toward the attacker until its base edge is `long` from it. */
function pullBack(attacker: FigureSnapshot<NecroStats>, hole: Vec3, long: number): Vec3 {
  const dx = hole.x - attacker.x,
    dy = hole.y - attacker.y;
  const dxy = hypot(dx, dy);
  const dz = hole.z - attacker.z;
  const wantXY = Math.sqrt(Math.max(0, long * long - dz * dz)) + attacker.baseRadius;
  const k = dxy > 0 ? wantXY / dxy : 0;
  return { x: attacker.x + dx * k, y: attacker.y + dy * k, z: hole.z };
}

/**
 * N4's hit modifiers summed; a loud run names each one that is not 0 with the rule that gives it, so that players
 * see what the total on the hit roll's line is made of.
 */
function hitModifiers(run: AttackRun, target: FigureSnapshot<NecroStats> | null, short: boolean, smoke: boolean): number {
  const { weapon, log } = run;
  const loud = run.loud;
  let mods = short ? weapon.accShort : weapon.accLong;
  if (loud && mods !== 0) log.push(L(short ? "modShort" : "modLong", { mod: signed(mods) }));
  if (target) {
    const { cover, engaged, status } = target.stats;
    const c = COVER_HIT_MODIFIER[cover];
    mods += c;
    const full = cover === "full";
    if (loud && c !== 0) log.push(L(full ? "modFullCover" : "modPartialCover", { mod: signed(c) }));
    if (engaged && status === "standing") {
      mods -= 1;
      if (loud) log.push(L("modEngaged", { mod: signed(-1) }));
    }
    if (status !== "standing" && !short) {
      mods -= 1;
      if (loud) log.push(L("modProneLong", { mod: signed(-1) }));
    }
  } else if (!smoke) {
    mods -= 2;
    if (loud) log.push(L("modPointTarget", { mod: signed(-2) }));
  }
  return mods;
}
