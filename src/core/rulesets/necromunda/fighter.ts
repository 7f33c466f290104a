// What happens to each fighter a Necromunda attack hits (docs/rules.md §2.4 N7 a–i): Gas, the wound roll
// (Demolition), saves with cover and AP, damage and Injury dice, Knockback (seed and N23), Fear with the
// Nerve test and Running for Cover, Pinning, falls off ledges and the Nerve tests friends must take.

import { type BaseObstacle, moveBase, moveBaseAlong } from "../../battlefield/move-base.js";
import type { WallSnapshot } from "../../battlefield/types.js";
import { type Resolution, rollDice, rollDie } from "../../engine/prompts.js";
import { EPS, type Vec2, type Vec3, fromBearing } from "../../geometry/vec.js";
import {
  type InjuryResult,
  applyInjuries,
  fallHit,
  injuryDice,
  knockbackDistance,
  knockbackResistance,
  nervePasses,
  saveTarget,
  woundTarget,
} from "./rules.js";
import { type AttackRun, type FighterState, L, gap, isOut } from "./state.js";
import { firstLedgeCrossing, landingSpot, ledgeWithinHalfInch } from "./ledges.js";

/** A base brushing another by less than this does not obstruct it (see `figureGraze` in move-base). */
export const KB_GRAZE = 0.05;

/** Friends count within this many inches, edge to edge, for Nerve tests (§2.3). */
const NERVE_RANGE = 3;

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

export const mainTags = (id: string): HitTags => ({
  wound: `N.wound[${id}]`,
  save: `N.save[${id}]`,
  dmg: `N.dmg[${id}]`,
  rupture: `N.rupture[${id}]`,
  injury: (k) => `N.injury[${id}]#${k}`,
});

const subTags = (prefix: string): HitTags => ({
  wound: `${prefix}.wound`,
  save: `${prefix}.save`,
  dmg: `${prefix}.dmg`,
  rupture: `${prefix}.rupture`,
  injury: (k) => `${prefix}.injury#${k}`,
});

const canTakeNerve = (s: FighterState): boolean => !s.fig.stats.immuneNerve && s.fig.stats.object === null;

/** Rolls n Injury dice and applies them (§2.3). Under N23 Fear, a Nerve test replaces the roll. */
export function* injuryRoll(run: AttackRun, s: FighterState, n: number, tags: HitTags, fearReplaces: boolean): Resolution<void> {
  if (n <= 0 || s.status === "outOfAction") return;
  if (fearReplaces && canTakeNerve(s) && s.status !== "seriouslyInjured") {
    run.say(s, "fearReplacesInjury");
    // N23 Fear has no stand-up: a Pinned fighter that breaks runs as a Prone one (standing up is the seed's addition, §2.3).
    yield* nerveTest(run, s, -2, false);
    return;
  }
  const results: InjuryResult[] = [];
  for (let k = 1; k <= n; k++) {
    const face = yield* rollDie(tags.injury(k), 6);
    results.push(run.faces.injury[face] as InjuryResult);
  }
  const before = s.status;
  const { status, toughness, applied } = applyInjuries(results, s.status, s.T);
  s.injuries.push(...results);
  s.T = toughness;
  s.status = status;
  run.say(s, "injuries", { rolled: results.join(", "), applied: applied.join(", "), toughness });
  // One Lasting Injury roll per OOA die, after the battle (§2.5).
  for (const r of results)
    if (r === "OOA") run.out.events.push({ kind: "lastingInjuryRequired", figure: s.id, note: L("lastingInjury", { figure: s.id }) });
  if (status !== before && (status === "seriouslyInjured" || status === "outOfAction")) {
    // One set of Nerve tests per casualty (N7i), even if a later hit of this attack takes it further (SI, then OOA).
    if (!run.casualties.includes(s)) run.casualties.push(s);
    if (before === "standing" && status === "seriouslyInjured") queueEdgeCheck(run, s);
    run.say(s, isOut(s) ? "outOfAction" : "seriouslyInjured");
  }
}

/**
 * Wound roll, save and damage of one hit on a fighter (N7c–d); objects lose Wounds without Injury dice.
 * Returns whether the hit wounded and got past the save.
 */
export function* resolveHit(
  run: AttackRun,
  s: FighterState,
  hit: HitProfile,
  tags: HitTags,
  coverBonus: number,
  damageBonus: number,
  fearReplaces: boolean,
): Resolution<boolean> {
  const st = s.fig.stats;
  const need = woundTarget(hit.S, s.T);
  let roll: number;
  if (hit.demolition && st.object !== null && s.W >= 1) {
    const a = yield* rollDie(`${tags.wound}#a`, 6);
    const b = yield* rollDie(`${tags.wound}#b`, 6);
    roll = Math.max(a, b);
    run.say(s, "demolition", { a, b });
  } else roll = yield* rollDie(tags.wound, 6);
  if (roll < need) {
    run.say(s, "notWounded", { roll, need, S: hit.S, T: s.T });
    return false;
  }
  run.say(s, "wounded", { roll, need, S: hit.S, T: s.T });
  // One save: the armour save with cover and AP, or a field save (neither cover nor AP), whichever is better.
  const armour = saveTarget(st.save, coverBonus, hit.AP);
  const field = st.fieldSave ?? 7;
  const target = Math.min(armour, field);
  if (target <= 6) {
    const save = yield* rollDie(tags.save, 6);
    if (save !== 1 && save >= target) {
      run.say(s, "saved", { roll: save, target });
      return false;
    }
    run.say(s, "saveFailed", { roll: save, target });
  } else run.say(s, "noSave", { target });
  let d: number;
  if (hit.rupture) d = yield* rollDie(tags.rupture, 3);
  else if (hit.D === "D3") d = yield* rollDie(tags.dmg, 3);
  else d = hit.D;
  d += damageBonus;
  if (st.object !== null) {
    s.W = Math.max(0, s.W - d);
    run.say(s, "objectDamage", { damage: d, wounds: s.W });
    if (s.W === 0) s.status = "outOfAction";
    return true;
  }
  const { wounds, dice } = injuryDice(d, s.W);
  s.W = wounds;
  run.say(s, "damage", { damage: d, wounds, dice });
  yield* injuryRoll(run, s, dice, tags, fearReplaces);
  return true;
}

/** An identical hit on a wall with Wounds (its Toughness defaults to 6 when the wall gives none). */
function* hitObstruction(run: AttackRun, wall: WallSnapshot, S: number): Resolution<void> {
  const o = run.obstructions.get(wall.id) ?? { wall, wounds: wall.wounds ?? 0 };
  run.obstructions.set(wall.id, o);
  if (o.wounds <= 0) return;
  const T = wall.toughness ?? 6;
  const roll = yield* rollDie(`N.kbHit[${wall.id}].wound`, 6);
  const need = woundTarget(S, T);
  if (roll >= need) {
    o.wounds = Math.max(0, o.wounds - 1);
    run.log.push(L("obstructionDamaged", { wall: wall.id, roll, need, wounds: o.wounds }));
  } else run.log.push(L("obstructionUnharmed", { wall: wall.id, roll, need }));
}

/** Bases that may stop a fighter moving up to `reach` inches: everyone else on the table near it. */
function obstacles(run: AttackRun, s: FighterState, reach: number): BaseObstacle[] {
  const list: BaseObstacle[] = [];
  for (const o of run.near(s, reach + s.r)) if (o !== s) list.push({ id: o.id, x: o.x, y: o.y, baseRadius: o.r });
  return list;
}

const solidNotLedge = (w: WallSnapshot): boolean => w.blocksMove && w.ledge === undefined;
const solidOrLedge = (w: WallSnapshot): boolean => w.blocksMove || w.ledge !== undefined;

/** The direction a fighter is knocked back, rolling the Scatter dice's bearing when centred. */
function* knockbackDirection(run: AttackRun, s: FighterState, hole: Vec3): Resolution<Vec2> {
  const from = run.settings["necro.kbDirection"] === "fromAttacker" ? run.attacker : hole;
  const dx = s.x - from.x,
    dy = s.y - from.y;
  const len = Math.hypot(dx, dy);
  if (len > EPS) return { x: dx / len, y: dy / len };
  const bearing = (yield* rollDie(`N.kbDir[${s.id}]`, 360)) % 360;
  run.say(s, "kbDirectionRolled", { bearing });
  return fromBearing(bearing);
}

/** Moves a knocked-back fighter; returns what stopped it and whether it went over a ledge. */
function* push(
  run: AttackRun,
  s: FighterState,
  dir: Vec2,
  distance: number,
): Resolution<{ travelled: number; blocked: ReturnType<typeof moveBase>["blocker"] }> {
  const start = { x: s.x, y: s.y };
  const moved = moveBase(run.bf, start, dir, s.r, distance, {
    blocks: solidNotLedge,
    figures: obstacles(run, s, distance),
    figureGraze: KB_GRAZE,
  });
  let end = moved.end;
  let travelled = moved.travelled;
  const crossing = firstLedgeCrossing(run.bf, start, end);
  if (crossing && s.fig.stats.object === null) {
    if (run.n23) {
      const roll = yield* rollDie(`N.edgeI[${s.id}]`, 6);
      if (roll !== 1 && roll >= s.fig.stats.I) {
        // The fighter keeps its footing at the edge: its centre stops EPS short of the ledge line.
        travelled = Math.max(0, travelled * crossing.t - EPS);
        end = { x: start.x + dir.x * travelled, y: start.y + dir.y * travelled };
        run.say(s, "edgeTestPassed", { roll, I: s.fig.stats.I });
        run.moveTo(s, end.x, end.y);
        return { travelled, blocked: null };
      }
      run.say(s, "edgeTestFailed", { roll, I: s.fig.stats.I });
    }
    run.falls.push({ state: s, kind: "pushed", ledge: crossing.ledge });
    run.say(s, "pushedOffLedge", { ledge: crossing.ledge.id });
  }
  run.moveTo(s, end.x, end.y);
  return { travelled, blocked: moved.blocker };
}

/** N7e, seed: the force contest, the push, obstruction hits and base contact with a near enemy. */
export function* seedKnockback(run: AttackRun, s: FighterState, hole: Vec3): Resolution<void> {
  const st = s.fig.stats;
  const force = yield* rollDie(`N.kbForce[${s.id}]`, 3);
  const res = yield* rollDie(`N.kbRes[${s.id}]`, 3);
  const resistance = knockbackResistance(st.S, st.object, res);
  const kd = knockbackDistance(run.weapon.S, force, resistance);
  run.say(s, "kbContest", { force: run.weapon.S + force, resistance, distance: kd });
  if (kd <= 0) return;
  const dir = yield* knockbackDirection(run, s, hole);
  const from = { x: s.x, y: s.y };
  const { travelled, blocked } = yield* push(run, s, dir, kd);
  const entry = run.entry(s, "blast");
  entry["knockback"] = { distance: kd, moved: Math.round(travelled * 1e4) / 1e4, from: [from.x, from.y], to: [s.x, s.y] };
  if (blocked?.kind === "tableEdge") run.say(s, "stoppedAtTableEdge");
  else if (blocked) {
    const hit: HitProfile = { S: kd, AP: 0, D: 1, rupture: false, demolition: false };
    if (blocked.kind === "wall") {
      run.say(s, "kbIntoWall", { wall: blocked.wall.id, S: kd });
      yield* resolveHit(run, s, hit, subTags(`N.kbHit[${s.id}]`), 0, 0, false);
      if ((blocked.wall.wounds ?? 0) > 0) yield* hitObstruction(run, blocked.wall, kd);
    } else if (run.settings["necro.kbModelsObstruct"]) {
      const x = run.states.get(blocked.id) ?? run.state(run.bf.figure(blocked.id)!);
      run.say(s, "kbIntoFighter", { figure: x.id, S: kd });
      yield* resolveHit(run, s, hit, subTags(`N.kbHit[${s.id}]`), 0, 0, false);
      run.entry(x, "knockbackObstruction");
      run.say(x, "struckByKnockback", { figure: s.id, S: kd });
      yield* resolveHit(run, x, hit, subTags(`N.kbHit[${x.id}]`), 0, 0, false);
      pin(run, x);
    } else run.say(s, "kbStoppedByFighter", { figure: blocked.id });
  }
  if (s.status !== "outOfAction") contactNearestEnemy(run, s);
}

/** The 1" rule is ignored; a fighter ending within 1" of enemies moves into base contact with the nearest. */
function contactNearestEnemy(run: AttackRun, s: FighterState): void {
  let best: FighterState | null = null;
  let bestD = Infinity;
  for (const o of run.near(s, 1 + s.r)) {
    if (o === s || o.side === s.side || o.fig.stats.object !== null) continue;
    const d = gap(s, o);
    if (d <= 1 + EPS && d < bestD) {
      best = o;
      bestD = d;
    }
  }
  if (!best) return;
  // In base contact with an enemy the fighter is Engaged, no longer Active: the seed's Pin applies only to
  // a fighter that remains Active (N7g).
  s.engaged = true;
  // Already touching (to 1/1000"): nothing to move.
  if (bestD <= 1e-3) return;
  const dx = best.x - s.x,
    dy = best.y - s.y;
  const len = Math.hypot(dx, dy);
  const moved = moveBase(run.bf, { x: s.x, y: s.y }, { x: dx / len, y: dy / len }, s.r, len, {
    blocks: solidOrLedge,
    figures: obstacles(run, s, len),
  });
  run.moveTo(s, moved.end.x, moved.end.y);
  run.say(s, "intoBaseContact", { figure: best.id });
}

/** N7e, N23: a D6 at or over S moves the fighter 1" away; if blocked, +1 Damage. Returns the bonus. */
export function* n23Knockback(run: AttackRun, s: FighterState, hole: Vec3): Resolution<number> {
  const roll = yield* rollDie(`N.kb[${s.id}]`, 6);
  if (roll < s.fig.stats.S) {
    run.say(s, "kbN23Resisted", { roll, S: s.fig.stats.S });
    return 0;
  }
  const dir = yield* knockbackDirection(run, s, hole);
  const from = { x: s.x, y: s.y };
  const { travelled, blocked } = yield* push(run, s, dir, 1);
  const entry = run.entry(s, "blast");
  entry["knockback"] = { distance: 1, moved: Math.round(travelled * 1e4) / 1e4, from: [from.x, from.y], to: [s.x, s.y] };
  run.say(s, "kbN23Moved", { roll, S: s.fig.stats.S, moved: travelled.toFixed(2) });
  // Keeping one's footing at a platform edge is not being blocked: only an obstruction adds Damage.
  if (blocked?.kind === "tableEdge") run.say(s, "stoppedAtTableEdge");
  else if (blocked) {
    run.say(s, "kbN23Blocked");
    return 1;
  }
  return 0;
}

/** Friendly fighters within 3" that are neither Broken nor Seriously Injured (§2.3 Nerve test). */
function steadyFriends(run: AttackRun, s: FighterState): number {
  let n = 0;
  for (const o of run.near(s, NERVE_RANGE + s.r)) {
    if (o === s || o.side !== s.side || o.broken || o.status === "seriouslyInjured" || o.fig.stats.object !== null) continue;
    if (gap(s, o) <= NERVE_RANGE + EPS) n++;
  }
  return n;
}

/** A Nerve test; on a fail the fighter is Broken, stands up if Pinned and `fromFear` (seed Fear), and Runs for Cover. */
export function* nerveTest(run: AttackRun, s: FighterState, modifier: number, fromFear: boolean): Resolution<boolean> {
  const dice = yield* rollDice(run.tags.tag(`N.nerve[${s.id}]`), 2, 6);
  const friends = steadyFriends(run, s);
  const total = dice[0]! + dice[1]! + friends + modifier;
  if (nervePasses(dice, friends, modifier, s.fig.stats.cool)) {
    run.say(s, "nervePassed", { total, cool: s.fig.stats.cool, friends, modifier });
    return true;
  }
  s.broken = true;
  run.say(s, "nerveFailed", { total, cool: s.fig.stats.cool, friends, modifier });
  if (s.status === "pinned" && fromFear) {
    s.status = "standing";
    run.say(s, "standsUp");
  }
  yield* runForCover(run, s);
  return false;
}

/**
 * Running for Cover (§2.3, A-13): a Standing fighter moves 2D6", a Prone one half its Movement (rounded up),
 * straight away from the attacker or along `decisions.rfcPath`.
 */
function* runForCover(run: AttackRun, s: FighterState): Resolution<void> {
  let distance: number;
  if (s.status === "pinned") distance = Math.ceil(s.fig.stats.M / 2);
  else {
    const dice = yield* rollDice(run.tags.tag(`N.rfc[${s.id}]`), 2, 6);
    distance = dice[0]! + dice[1]!;
  }
  const paths = run.decisions["rfcPath"] as Readonly<Record<string, readonly (readonly number[])[]>> | undefined;
  const path = paths?.[s.id];
  const opts = { blocks: solidOrLedge, figures: obstacles(run, s, distance) };
  const start = { x: s.x, y: s.y };
  let moved;
  if (path && path.length > 0) {
    moved = moveBaseAlong(
      run.bf,
      start,
      path.map((p) => ({ x: p[0]!, y: p[1]! })),
      s.r,
      distance,
      opts,
    );
  } else {
    if (run.settings["necro.rfcMode"] === "callerPath") run.say(s, "rfcNoPath");
    let dx = s.x - run.attacker.x,
      dy = s.y - run.attacker.y;
    if (Math.hypot(dx, dy) <= EPS) {
      const hole = run.out.impact!;
      dx = s.x - hole.x;
      dy = s.y - hole.y;
    }
    const len = Math.hypot(dx, dy);
    moved =
      len <= EPS ? { end: start, travelled: 0, blocker: null } : moveBase(run.bf, start, { x: dx / len, y: dy / len }, s.r, distance, opts);
  }
  run.moveTo(s, moved.end.x, moved.end.y);
  const entry = run.entry(s, "fear");
  entry["ranForCover"] = { rolled: distance, moved: Math.round(moved.travelled * 1e4) / 1e4, from: [start.x, start.y], to: [s.x, s.y] };
  run.say(s, "ranForCover", { rolled: distance, moved: moved.travelled.toFixed(2) });
}

/** N7g: a Standing, Active (not Engaged) fighter that is hit becomes Prone and Pinned. */
export function pin(run: AttackRun, s: FighterState): void {
  if (s.status !== "standing" || s.engaged || s.fig.stats.object !== null) return;
  s.status = "pinned";
  run.say(s, "pinned");
  queueEdgeCheck(run, s);
}

/** A fighter that went from Standing to Prone within ½" of an edge may fall (N7h). */
export function queueEdgeCheck(run: AttackRun, s: FighterState): void {
  const ledge = ledgeWithinHalfInch(run.bf, s, s.r);
  if (ledge && !run.falls.some((f) => f.state === s)) run.falls.push({ state: s, kind: "proneNearEdge", ledge });
}

/** N7h: the falls, after every fighter's resolution, for those still on the battlefield. */
export function* resolveFalls(run: AttackRun): Resolution<void> {
  for (const fall of run.falls) {
    const s = fall.state;
    if (s.status === "outOfAction") continue;
    const ledge = fall.ledge;
    if (fall.kind === "proneNearEdge") {
      const bonus = ledge.ledge.railing ? 1 : 0;
      const roll = yield* rollDie(`N.fallI[${s.id}]`, 6);
      if (roll !== 1 && roll + bonus >= s.fig.stats.I) {
        run.say(s, "edgeTestPassed", { roll, I: s.fig.stats.I });
        continue;
      }
      run.say(s, "edgeTestFailed", { roll, I: s.fig.stats.I });
      const spot = landingSpot(ledge, s, s.r);
      run.moveTo(s, spot.x, spot.y);
    }
    const drop = ledge.ledge.dropInches;
    s.z = Math.max(0, s.z - drop);
    const entry = run.entry(s, "blast");
    entry["fell"] = { ledge: ledge.id, inches: drop };
    run.out.events.push({ kind: "fell", figure: s.id, note: L("fellEvent", { figure: s.id, inches: drop }) });
    const hit = fallHit(drop);
    run.say(s, "fell", { inches: drop });
    if (hit) yield* resolveHit(run, s, { ...hit, rupture: false, demolition: false }, subTags(`N.fall[${s.id}]`), 0, 0, false);
    if (s.status === "standing") s.status = "pinned";
    // Landing on another fighter (one on the same level: bases within ½" of height of each other) pins it
    // and gives it the same hit; then the two are separated.
    for (const o of run.near(s, s.r)) {
      if (o === s || Math.abs(o.z - s.z) > 0.5 || Math.hypot(s.x - o.x, s.y - o.y) >= s.r + o.r - EPS) continue;
      run.entry(o, "landedOn");
      run.say(o, "landedOn", { figure: s.id });
      if (hit) yield* resolveHit(run, o, { ...hit, rupture: false, demolition: false }, subTags(`N.fall[${o.id}]`), 0, 0, false);
      if (o.status === "standing" && !o.engaged) o.status = "pinned";
      let dx = s.x - o.x,
        dy = s.y - o.y;
      const len = Math.hypot(dx, dy);
      if (len <= EPS) [dx, dy] = [1, 0];
      else [dx, dy] = [dx / len, dy / len];
      // Shortest separation: straight out along the line of centres to base contact (+EPS).
      run.moveTo(s, o.x + dx * (s.r + o.r + EPS), o.y + dy * (s.r + o.r + EPS));
    }
  }
}

/** N7i: every fighter that became Seriously Injured or Out of Action calls Nerve tests from friends within 3". */
export function* nerveEvents(run: AttackRun): Resolution<void> {
  const cascade = run.settings["necro.resolveCascadeNerve"];
  for (const c of run.casualties) {
    for (const o of run.near(c, NERVE_RANGE + c.r)) {
      if (o === c || o.side !== c.side || o.broken || o.status === "seriouslyInjured" || !canTakeNerve(o)) continue;
      if (gap(c, o) > NERVE_RANGE + EPS) continue;
      if (cascade) {
        run.entry(o, "fear");
        run.say(o, "cascadeNerve", { figure: c.id });
        yield* nerveTest(run, o, 0, false);
      } else {
        run.out.events.push({ kind: "nerveTestRequired", figure: o.id, note: L("nerveTestRequired", { figure: o.id, casualty: c.id }) });
      }
    }
  }
}
