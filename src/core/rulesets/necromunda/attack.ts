// One Necromunda shooting attack with a grenade launcher profile or a thrown grenade (docs/rules.md §2.4
// N1–N10): preconditions, Firepower dice, range and marker, the hit roll, scatter, dud and misfire,
// who is under the marker, each fighter's fate, Smoke, and the Ammo test. Rolls follow §2.4's order.

import type { CloudSightRule } from "../../battlefield/battlefield.js";
import { clipPathToTable } from "../../battlefield/table-edge.js";
import { travel } from "../../battlefield/travel.js";
import type { CloudSnapshot, FigureSnapshot } from "../../battlefield/types.js";
import { type Resolution, rollDie } from "../../engine/prompts.js";
import { baseEdgeToPoint, centreDistXY, edgeDist3D, edgeToEdge, overlapsCircle } from "../../geometry/segment.js";
import { EPS, type Vec3, clockHour, fromBearing } from "../../geometry/vec.js";
import { note } from "../../i18n.js";
import { type CloudOut, type Outcome, emptyOutcome } from "../../scenario/output.js";
import type { RulesetContext } from "../ruleset.js";
import { resolveFalls } from "./falls.js";
import { type HitProfile, injuryRoll, mainTags, resolveHit } from "./injury.js";
import { n23Knockback, seedKnockback } from "./knockback.js";
import { nerveEvents, nerveTest } from "./nerve.js";
import { pin } from "./pinning.js";
import { COVER_BONUS, COVER_HIT_MODIFIER, hitNeed, hitPasses } from "./rules.js";
import { type NecroSettings, parseFaceMap } from "./settings.js";
import { AttackRun, type Faces, type FighterState, L, figureIndex, isOut } from "./state.js";
import { MemoKind, recall, remember } from "./memo.js";
import { type NecroStats, type NecroWeapon, blastRadius, longRange } from "./types.js";

export type NecroContext = RulesetContext<NecroStats, NecroWeapon, NecroSettings>;

/** N1: sight from the attacker to the hole, asked once per battlefield and pair of points. */
function sightOnce(bf: NecroContext["battlefield"], from: Vec3, to: Vec3, touchCounts: boolean): boolean {
  const key = [MemoKind.Sight, touchCounts ? 1 : 0, from.x, from.y, to.x, to.y];
  return (recall(bf, key) as boolean | undefined) ?? remember(bf, key, bf.hasLoS(from, to, necroCloudSight(touchCounts)));
}

/** Radius of a smoke cloud: 2.5" out from the counter, like a 5" Blast marker (N9). */
export const SMOKE_RADIUS = 2.5;

export function necroCloudSight(touchCounts = true): CloudSightRule {
  // A line exactly at the cloud's radius touches it: inside only when touching counts (`geometry.touchCounts`).
  return Object.assign((c: CloudSnapshot) => (c.kind === "smoke" ? c.radius : null), { inclusive: touchCounts });
}

const faceCache = new WeakMap<object, Faces>();

/** The special dice's face maps for these settings (parsed once per settings object). */
export function facesOf(settings: NecroSettings): Faces {
  let f = faceCache.get(settings);
  if (!f) {
    f = {
      injury: parseFaceMap(settings["necro.injuryDieMap"], "necro.injuryDieMap", ["FW", "SI", "OOA"]),
      firepower: parseFaceMap(settings["necro.firepowerDieMap"], "necro.firepowerDieMap", ["AMMO", "1", "2", "3"]),
      scatter: parseFaceMap(settings["necro.scatterFaceMap"], "necro.scatterFaceMap", ["ARROW", "HIT"]),
    };
    faceCache.set(settings, f);
  }
  return f;
}

const has = (w: NecroWeapon, t: NecroWeapon["traits"][number]): boolean => w.traits.includes(t);

export function* necroAttack(ctx: NecroContext): Resolution<Outcome> {
  const { scenario, battlefield: bf, settings } = ctx;
  const attack = scenario.attack!;
  const weapon = attack.weapon;
  const attacker = bf.figure(attack.attacker)!;
  const out = emptyOutcome("HIT");
  out.weapon = {
    outOfAmmo: weapon.outOfAmmo,
    deletedProfiles: weapon.deletedProfiles.slice(),
    unusableProfiles: weapon.unusableProfiles.slice(),
    consumed: false,
    usesLeft: null,
  };
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
  if (weapon.deletedProfiles.includes(weapon.profile)) return illegal("profileDeleted");
  if (weapon.unusableProfiles.includes(weapon.profile)) return illegal("profileUnusable");
  if (weapon.outOfAmmo || weapon.outOfAmmoProfiles.includes(weapon.profile)) return illegal("noAmmo");
  const R = blastRadius(weapon, settings["necro.smokeAsBlast5"]);
  const smoke = has(weapon, "Smoke");
  // The marker's radius in inches, for whoever draws the blast area (null: no Blast marker).
  out.blastRadius = smoke ? null : R;
  const target = attack.target;
  const targetFig = target.kind === "figure" ? bf.figure(target.figure)! : null;
  if (!targetFig && R === null) return illegal(smoke ? "smokeAtPointNeedsBlast" : "nonBlastAtPoint");
  let hole: Vec3;
  if (targetFig) {
    hole = { x: targetFig.x, y: targetFig.y, z: targetFig.z };
    const offset = attack.extras["markerOffset"] as readonly number[] | undefined;
    if (offset && R !== null) {
      if (settings["necro.markerOnFighter"] !== "offsetOverBase") log.push(L("offsetIgnored"));
      else {
        if (Math.hypot(offset[0]!, offset[1]!) > targetFig.baseRadius + EPS) return illegal("markerOffBase");
        hole = { x: hole.x + offset[0]!, y: hole.y + offset[1]!, z: hole.z };
      }
    }
  } else hole = (target as { point: Vec3 }).point;
  out.aim = hole;
  if (!sightOnce(bf, attacker, hole, settings["geometry.touchCounts"])) return illegal("noLineOfSight");

  // N2: Firepower dice (not for grenades, nor under the natural-6 trigger).
  const grenade = has(weapon, "Grenade");
  let ammoTest = false;
  if (!grenade && settings["necro.ammoTrigger"] === "firepower") {
    const face = yield* rollDie("N.firepower", 6);
    const fp = run.faces.firepower[face]!;
    out.extra["firepower"] = fp;
    ammoTest = fp === "AMMO";
    log.push(L(ammoTest ? "firepowerAmmo" : "firepower", { face, result: fp }));
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
    let mods = short ? weapon.accShort : weapon.accLong;
    if (targetFig) {
      mods += COVER_HIT_MODIFIER[targetFig.stats.cover];
      if (targetFig.stats.engaged && targetFig.stats.status === "standing") mods -= 1;
      if (targetFig.stats.status !== "standing" && !short) mods -= 1;
    } else if (!smoke) mods -= 2;
    const BS = attacker.stats.BS;
    const need = hitNeed(BS, mods);
    out.extra["hitModifier"] = mods;
    if (need.improbable) {
      const imp = yield* rollDie("N.improbable", 6);
      log.push(L("improbable", { need: need.need, roll: imp }));
      if (imp === 6) {
        natural = yield* rollDie("N.hit2", 6);
        hit = hitPasses(natural, BS, 0);
        log.push(L(hit ? "hit" : "missed", { roll: natural, modifier: 0, BS }));
      }
    } else {
      natural = yield* rollDie("N.hit", 6);
      hit = hitPasses(natural, BS, mods);
      log.push(L(hit ? "hit" : "missed", { roll: natural, modifier: mods, BS }));
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
      const face = run.faces.scatter[yield* rollDie("N.scatter", 6)]!;
      const bearing = (yield* rollDie("N.scatterBearing", 360)) % 360;
      const d6 = yield* rollDie("N.scatterD6", 6);
      out.extra["scatter"] = { face, bearing, d6 };
      if (face === "HIT" && d6 === 1 && settings["necro.misfireEnabled"]) {
        const m = yield* rollDie("N.misfire", 6);
        if (m >= 2) {
          out.outcome = "DUD";
          landed = false;
          log.push(L("dud", { roll: m }));
        } else {
          out.outcome = "MISFIRE";
          hole = { x: attacker.x, y: attacker.y, z: attacker.z };
          log.push(L("misfire", { roll: m }));
        }
      } else {
        out.outcome = "SCATTERED";
        const path = travel(bf, hole, fromBearing(bearing), d6, { onWall: "stop", kind: "scatter", z: hole.z });
        out.path = path.legs;
        hole = { x: path.end.x, y: path.end.y, z: hole.z };
        log.push(L(path.endedAtWall ? "scatteredToWall" : "scattered", { face, bearing, clock: clockHour(bearing), inches: d6 }));
        if (!bf.isOnTable(hole)) {
          if (settings["necro.offTable"] === "clampToEdge") {
            const b = bf.snapshot.bounds!;
            // The point where the scatter path meets the table edge (per axis only if it started off the table).
            const clipped = clipPathToTable(b, out.path, "stop");
            if (clipped) out.path = clipped.legs;
            const p = clipped?.end ?? {
              x: Math.min(b.x + b.width, Math.max(b.x, hole.x)),
              y: Math.min(b.y + b.height, Math.max(b.y, hole.y)),
            };
            hole = { x: p.x, y: p.y, z: hole.z };
            log.push(L("clampedToEdge"));
          } else {
            landed = false;
            out.extra["offTable"] = true;
            log.push(L("offTable"));
          }
        }
      }
    }
  }

  if (out.outcome !== "MISS" && out.outcome !== "DUD") out.impact = hole;
  // N9: Smoke hits nobody, whether or not it uses a Blast marker.
  if (landed && smoke) placeSmoke(run, scenario.battlefield.clouds, hole);
  else if (landed && R !== null) yield* resolveMarker(run, hole, R);
  else if (landed && targetFig) {
    // A hit with a weapon without Blast strikes its target alone.
    yield* resolveFighter(run, run.state(targetFig), hole);
  }
  if (landed) {
    yield* resolveFalls(run);
    yield* nerveEvents(run);
  }
  run.finish();

  // N10: Ammo.
  if (grenade || ammoTest) yield* ammoCheck(run, grenade);
  return out;
}

/** N3: moves the hole straight back toward the attacker until its base edge is `long` from it. */
function pullBack(attacker: FigureSnapshot<NecroStats>, hole: Vec3, long: number): Vec3 {
  const dx = hole.x - attacker.x,
    dy = hole.y - attacker.y;
  const dxy = Math.hypot(dx, dy);
  const dz = hole.z - attacker.z;
  const wantXY = Math.sqrt(Math.max(0, long * long - dz * dz)) + attacker.baseRadius;
  const k = dxy > 0 ? wantXY / dxy : 0;
  return { x: attacker.x + dx * k, y: attacker.y + dy * k, z: hole.z };
}

interface Under {
  readonly list: readonly FigureSnapshot<NecroStats>[];
  readonly dist: ReadonlyMap<FigureSnapshot<NecroStats>, number>;
}

/** N6 on the snapshot: who stands under a marker at the hole, behind no solid wall, nearest first. */
function underMarker(bf: NecroContext["battlefield"], hole: Vec3, R: number, touch: boolean, sphere: boolean): Under {
  const { figures, grid } = figureIndex(bf);
  const candidates: FigureSnapshot<NecroStats>[] = [];
  grid.queryBox({ minX: hole.x - R, minY: hole.y - R, maxX: hole.x + R, maxY: hole.y + R }, (i) => {
    candidates.push(figures[i]!);
  });
  const found = candidates.filter((f) => {
    if (sphere) {
      const d = edgeDist3D(hole, f);
      if (touch ? d > R + EPS : d >= R - EPS) return false;
    } else if (!overlapsCircle(hole, R, f, touch) || Math.abs(f.z - hole.z) > EPS) return false;
    return !bf.wallBetween(hole, f, "move");
  });
  const d = new Map(found.map((f) => [f, centreDistXY(hole, f)] as const));
  found.sort((a, b) => d.get(a)! - d.get(b)! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { list: found, dist: d };
}

/** N6: the fighters under the marker and not behind solid terrain, in resolution order. */
export function fightersUnder(run: AttackRun, hole: Vec3, R: number): FighterState[] {
  const { bf, settings } = run;
  const touch = settings["geometry.touchCounts"];
  const sphere = settings["necro.blastVertical"] === "sphere";
  // Who stands under a marker at a point depends only on the snapshot: trials landing there share it.
  const key = [MemoKind.Under, hole.x, hole.y, hole.z, R, touch ? 1 : 0, sphere ? 1 : 0];
  const { list: under, dist } = (recall(bf, key) as Under | undefined) ?? remember(bf, key, underMarker(bf, hole, R, touch, sphere));
  const list = under.slice();
  const byDist = (a: FigureSnapshot<NecroStats>, b: FigureSnapshot<NecroStats>): number =>
    dist.get(a)! - dist.get(b)! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const order = run.decisions["resolutionOrder"] as readonly string[] | undefined;
  if (order) {
    const rank = new Map(order.map((id, i) => [id, i] as const));
    list.sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity) || byDist(a, b));
  }
  return list.map((f) => run.state(f));
}

function* resolveMarker(run: AttackRun, hole: Vec3, R: number): Resolution<void> {
  const hits = fightersUnder(run, hole, R);
  run.out.extra["hitFigures"] = hits.map((s) => s.id);
  if (hits.length === 0) run.log.push(L("nobodyHit"));
  for (const s of hits) yield* resolveFighter(run, s, hole);
}

/** N7: one fighter's resolution, steps a–g. */
function* resolveFighter(run: AttackRun, s: FighterState, hole: Vec3): Resolution<void> {
  if (s.status === "outOfAction") return;
  const w = run.weapon;
  const gas = has(w, "Gas");
  const fear = has(w, "Fear");
  run.entry(s, gas ? "gas" : "blast");
  const pinnable = !gas && !has(w, "Smoke");
  if (pinnable && run.settings["necro.pinTiming"] === "onHit") pin(run, s);
  // a. Cover from the hole: none when the hole lies over the fighter's own base.
  const overBase = Math.hypot(hole.x - s.x, hole.y - s.y) <= s.r + EPS;
  const coverBonus = overBase ? 0 : COVER_BONUS[s.fig.stats.coverFromHole];
  const fearReplaces = fear && run.n23;
  const seedFear = fear && !run.n23;
  if (gas) {
    if (seedFear && !run.settings["necro.fearAfterGas"]) yield* fearTest(run, s);
    yield* gasRoll(run, s, fearReplaces);
    if (seedFear && run.settings["necro.fearAfterGas"]) yield* fearTest(run, s);
    return;
  }
  let damageBonus = 0;
  if (run.n23 && has(w, "Knockback") && blastRadius(w, run.settings["necro.smokeAsBlast5"]) !== null && s.fig.stats.object === null) {
    damageBonus = yield* n23Knockback(run, s, hole);
  }
  const profile: HitProfile = { S: w.S, AP: w.AP, D: w.D, rupture: has(w, "Rupture"), demolition: has(w, "Demolition") };
  yield* resolveHit(run, s, profile, mainTags(s.id), coverBonus, damageBonus, fearReplaces);
  if (!run.n23 && has(w, "Knockback") && !isOut(s)) yield* seedKnockback(run, s, hole);
  if (seedFear) yield* fearTest(run, s);
  if (pinnable && run.settings["necro.pinTiming"] === "endOfTarget" && !isOut(s)) pin(run, s);
}

/** N7b: Gas — no wound roll, no save; a D6 over T (seed) or at least T or a 6 (N23) means one Injury die. */
function* gasRoll(run: AttackRun, s: FighterState, fearReplaces: boolean): Resolution<void> {
  if (s.fig.stats.object !== null) return;
  const roll = yield* rollDie(`N.gas[${s.id}]`, 6);
  const affected = run.n23 ? roll >= s.T || roll === 6 : roll > s.T;
  run.say(s, affected ? "gasTakes" : "gasResisted", { roll, T: s.T });
  if (affected) yield* injuryRoll(run, s, 1, mainTags(s.id), fearReplaces);
}

/** N7f, seed: Fear's Nerve test at −2 (not for the Seriously Injured, the immune, objects or the already Broken). */
function* fearTest(run: AttackRun, s: FighterState): Resolution<void> {
  const st = s.fig.stats;
  if (s.status === "outOfAction" || s.status === "seriouslyInjured" || st.immuneNerve || st.object !== null || s.broken) return;
  yield* nerveTest(run, s, -2, true);
}

/** N9: the smoke cloud. */
function placeSmoke(run: AttackRun, existing: readonly { id: string }[], hole: Vec3): void {
  const taken = new Set(existing.map((c) => c.id));
  let k = 1;
  while (taken.has(`smoke-${k}`)) k++;
  const smoke = { id: `smoke-${k}`, kind: "smoke" as const, x: hole.x, y: hole.y, z: hole.z, radius: SMOKE_RADIUS, lethal: false };
  const cloud: CloudOut = { ...smoke, blocksSight: necroCloudSight()(smoke) !== null };
  run.out.clouds.placed.push(cloud);
  run.log.push(L("smokePlaced", { radius: SMOKE_RADIUS }));
}

/** N10: the Ammo test and what a fail does to the weapon. */
function* ammoCheck(run: AttackRun, grenade: boolean): Resolution<void> {
  const w = run.weapon;
  const roll = yield* rollDie("N.ammo", 6);
  const ws = run.out.weapon;
  if (roll >= w.ammo) {
    run.log.push(L("ammoPassed", { roll, ammo: w.ammo }));
    return;
  }
  if (grenade) {
    ws.outOfAmmo = true;
    ws.consumed = true;
    ws.usesLeft = 0;
    if (!ws.deletedProfiles.includes(w.profile)) ws.deletedProfiles.push(w.profile);
    run.log.push(L("grenadeGone", { roll, ammo: w.ammo }));
    return;
  }
  if (run.settings["necro.multiProfileAmmo"] === "allProfiles") {
    ws.outOfAmmo = true;
    run.log.push(L("outOfAmmo", { roll, ammo: w.ammo }));
  } else {
    const list = ((ws["outOfAmmoProfiles"] as string[] | undefined) ?? []).slice();
    if (!list.includes(w.profile)) list.push(w.profile);
    ws["outOfAmmoProfiles"] = list;
    run.log.push(L("profileOutOfAmmo", { roll, ammo: w.ammo, profile: w.profile }));
  }
  if (has(w, "Limited") && !ws.deletedProfiles.includes(w.profile)) {
    ws.deletedProfiles.push(w.profile);
    run.log.push(L("limitedDeleted", { profile: w.profile }));
  }
  if (has(w, "Scarce") && !ws.unusableProfiles.includes(w.profile)) {
    ws.unusableProfiles.push(w.profile);
    run.log.push(L("scarceUnusable", { profile: w.profile }));
  }
}
