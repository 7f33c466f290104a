// One GZG FMA / Stargrunt grenade or rocket attack (docs/rules.md §3.4 G1–G9, G11): range band, target
// number, the accuracy roll or blind shot, clock-face deviation with contact or time fuse, then the
// payload — explosive, smoke or gas. Rolls follow the order of §3.4.

import { defined } from "../../engine/expect.js";
import { travel } from "../../battlefield/travel.js";
import { rollDie } from "../../engine/prompts.js";
import { edgeToEdge } from "../../geometry/segment.js";
import { type Vec3, bearingOf, distance, fromBearing } from "../../geometry/vec.js";
import { type Note, note } from "../../i18n.js";
import { type Outcome, emptyOutcome } from "../../scenario/output.js";
import type { RulesetContext } from "../ruleset.js";
import { figuresInCloud } from "./area.js";
import { CLOUD_RADIUS, gzgCloudSight, placeCloud } from "./clouds.js";
import { TagCounter } from "../../engine/tags.js";
import { AffectedBook, explosion, gasTest, smokeTest } from "./effects.js";
import { accuracyDie, clockBearing, rangeBand, targetNumber } from "./rules.js";
import type { GzgSettings } from "./settings.js";
import type { GzgStats, GzgWeapon } from "./types.js";

export type GzgContext = RulesetContext<GzgStats, GzgWeapon, GzgSettings>;

/** Bases closer than this count as in contact: tokens snapped to a grid rarely touch to the micron. */
const CONTACT_TOLERANCE = 0.05;

const L = (key: string, data?: Record<string, string | number>): Note => note(`ORDNANCE.Log.gzg.${key}`, data);

export function gzgAttack(ctx: GzgContext): Outcome {
  const { scenario, battlefield: bf, settings } = ctx;
  const attack = defined(scenario.attack, "the attack");
  const firer = defined(bf.figure(attack.attacker), "the attacker");
  const weapon = attack.weapon;
  // Stryker disable next-line StringLiteral: every way out of the attack sets the outcome (ILLEGAL, HIT, DEVIATED) itself.
  const out = emptyOutcome("HIT");
  const log = out.notes;
  const illegal = (reason: string): Outcome => {
    out.outcome = "ILLEGAL";
    out.reason = reason;
    log.push(note(`ORDNANCE.Reason.${reason}`));
    return out;
  };

  const aim: Vec3 =
    attack.target.kind === "figure"
      ? (({ x, y, z }) => ({ x, y, z }))(defined(bf.figure(attack.target.figure), "the target figure"))
      : attack.target.point;
  out.aim = aim;

  // G11: a shot fired with a loader's transferred action needs the loader's roll first.
  const loaderId = attack.extras["loader"] as string | undefined;
  if (loaderId !== undefined) {
    const loader = defined(bf.figure(loaderId), "the loader");
    const shot = (attack.extras["loaderShot"] as number | undefined) ?? 1;
    if (!weapon.setUp) return illegal("weaponNotSetUp");
    if (edgeToEdge(firer, loader, settings["geometry.levelGap"]) > CONTACT_TOLERANCE) return illegal("loaderNotInContact");
    if (firer.stats.moved || loader.stats.moved) return illegal("crewMoved");
    if (shot > settings["gzg.loaderShotsPerActivation"]) return illegal("loaderShotsExhausted");
    if (shot === 1) {
      const roll = rollDie("G.loader", loader.stats.quality);
      const transferred = roll > loader.stats.motivation;
      out.extra["loader"] = { figure: loader.id, roll, result: transferred ? "transferred" : "fumbled" };
      if (!transferred) {
        log.push(L("loaderFumbled", { loader: loader.id, roll, motivation: loader.stats.motivation }));
        return illegal("loaderFumbled");
      }
      log.push(L("loaderTransferred", { loader: loader.id, roll, motivation: loader.stats.motivation }));
    }
  }

  // G1–G2: range band and target number.
  const band = rangeBand(weapon, firer.stats.strength);
  const range = distance(firer, aim);
  const tn = targetNumber(range, band, settings["gzg.tnRounding"]);
  out.extra["rangeBand"] = band;
  out.extra["targetNumber"] = tn;
  log.push(L("range", { range: range.toFixed(2), band, tn }));

  const cloudSight = gzgCloudSight(settings);
  let blind = attack.blind;
  if (!blind && !bf.hasLoS(firer, aim, cloudSight)) {
    blind = true;
    log.push(L("autoBlind"));
  }
  out.extra["blind"] = blind;
  if (tn > settings["gzg.maxBands"] && (!blind || settings["gzg.blindMaxRange"])) return illegal("beyondMaxRange");

  // with the approach checked, a solid wall between firer and aim point stops the round there.
  if (settings["gzg.checkApproachPath"]) {
    const hit = bf.firstWallHit(firer, aim, "move");
    if (hit) {
      const d = fromBearing(bearingOf({ x: aim.x - firer.x, y: aim.y - firer.y }));
      // Level at the height where the line of fire meets the wall, so the same wall stops it.
      const z = firer.z + (aim.z - firer.z) * hit.t;
      // Stryker disable next-line StringLiteral: the leg always meets the wall found above, so it ends as a "stop" leg whatever its kind and onWall (maxBounces is 0).
      const leg = travel(bf, firer, d, hit.distance + 1, { onWall: "stop", kind: "deviate", z });
      out.outcome = "DEVIATED";
      out.path = leg.legs;
      out.extra["detonatedOnObstacle"] = weapon.fuse === "contact";
      log.push(L("approachBlocked", { wall: hit.wall.id }));
      return land(ctx, out, { x: leg.end.x, y: leg.end.y, z: aim.z }, log);
    }
  }

  // G3–G4: blind deviation, or the accuracy roll.
  let deviation: number | null = null;
  if (blind) {
    deviation = rollDie("G.blind", settings["gzg.blindDie"]);
    log.push(L("blindDeviation", { inches: deviation }));
  } else {
    const die = accuracyDie(tn, firer.stats.quality, settings["gzg.shiftSidesPerBand"]);
    if (die.kind === "illegal") return illegal(die.reason);
    const v = rollDie("G.skill", die.sides);
    if (die.kind === "roll" && v > tn) {
      log.push(L("skillHit", { roll: v, die: die.sides, tn }));
      out.outcome = "HIT";
      return land(ctx, out, aim, log);
    }
    deviation = v;
    log.push(
      die.kind === "roll"
        ? L("skillMiss", { roll: v, die: die.sides, tn })
        : L("autoDeviation", { roll: v, die: die.sides, tn, quality: firer.stats.quality }),
    );
  }

  // G5–G6: direction from the line of fire, then the path with its bounces.
  const hour = rollDie("G.dir", 12);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: at range 0 bearingOf gives 0 as well (atan2(0, 0) = 0).
  const lineOfFire = range > 0 ? bearingOf({ x: aim.x - firer.x, y: aim.y - firer.y }) : 0;
  const bearing = clockBearing(lineOfFire, hour);
  const path = travel(bf, aim, fromBearing(bearing), deviation, {
    z: aim.z,
    // Stryker disable next-line StringLiteral: travel() tells only "stop" apart, so "bounce" → "" bounces the same ("stop" → "" is decided by the contact-fuse tests).
    onWall: weapon.fuse === "contact" ? "stop" : "bounce",
    maxBounces: settings["gzg.maxBounces"],
    kind: "deviate",
  });
  out.outcome = "DEVIATED";
  out.path = path.legs;
  const detonated = weapon.fuse === "contact" && path.endedAtWall;
  out.extra["detonatedOnObstacle"] = detonated;
  out.extra["bounces"] = path.bounces;
  log.push(L("direction", { hour, inches: deviation }));
  if (detonated) log.push(L("contactDetonation", { wall: defined(path.wallsHit[0], "the wall hit").wall.id }));
  else if (path.bounces > 0) log.push(L(path.bounces === 1 ? "bounced.one" : "bounced.other", { bounces: path.bounces }));
  return land(ctx, out, { x: path.end.x, y: path.end.y, z: aim.z }, log);
}

/** The round lands at `impact`: apply its payload. */
function land(ctx: GzgContext, out: Outcome, impact: Vec3, log: Note[]): Outcome {
  const { scenario, battlefield: bf, settings } = ctx;
  const attack = defined(scenario.attack, "the attack");
  const weapon = attack.weapon;
  const firer = defined(bf.figure(attack.attacker), "the attacker");
  out.impact = impact;
  if (!bf.isOnTable(impact)) {
    log.push(L("offTable"));
    return out;
  }
  const book = new AffectedBook(out.affected);
  const tags = new TagCounter();
  if (weapon.payload === "explosive") {
    // The blast's radius in inches, for whoever draws the blast area.
    out.blastRadius = weapon.blastRadius;
    log.push(L("explosive", { radius: weapon.blastRadius }));
    explosion(bf, impact, weapon, firer.stats.quality, book, settings, log);
    return out;
  }
  // Smoke and gas make a cloud, not a blast area.
  out.blastRadius = null;
  const cloud = placeCloud(scenario.battlefield.clouds, weapon, impact, settings);
  out.clouds.placed.push(cloud);
  log.push(L(weapon.payload === "smoke" ? "smokePlaced" : weapon.lethal ? "lethalGasPlaced" : "gasPlaced", { radius: CLOUD_RADIUS }));
  for (const f of figuresInCloud(bf, impact, CLOUD_RADIUS, settings)) {
    if (weapon.payload === "smoke") smokeTest(f, book, settings, tags, "smoke", log);
    else gasTest(f, weapon.lethal, book, settings, tags, "gas", log);
  }
  return out;
}
