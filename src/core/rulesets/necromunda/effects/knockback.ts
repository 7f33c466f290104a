// Necromunda Knockback: the seed's force contest and push with obstruction hits and base
// contact, and N23's 1" move; a fighter pushed over a ledge is queued to fall.

import { defined } from "../../../engine/expect.js";
import { sameLevel } from "../../../battlefield/levels.js";
import { moveBase } from "../../../battlefield/move-base.js";
import type { WallSnapshot } from "../../../battlefield/types.js";
import { drawFace, rollDie } from "../../../engine/prompts.js";
import { EPS, type Vec2, type Vec3, clockHour, fromBearing, hypot } from "../../../geometry/vec.js";
import { knockbackDistance, knockbackResistance, woundTarget } from "../rules.js";
import { type AttackRun, type FighterState, L, type ObstructionState, gap } from "../state.js";
import { firstLedgeCrossing } from "./ledges.js";
import { type HitProfile, resolveHit, subTags } from "./injury.js";
import { KB_GRAZE, obstacles, solidNotLedge, solidOrLedgeAt } from "./movers.js";
import { pin } from "./pinning.js";

/** An identical hit on a wall with Wounds (its Toughness defaults to 6 when the wall gives none). */
function hitObstruction(run: AttackRun, wall: WallSnapshot, S: number): void {
  const obstructions = (run.obstructions ??= new Map<string, ObstructionState>());
  const o = obstructions.get(wall.id) ?? { wall, wounds: wall.wounds ?? 0 };
  obstructions.set(wall.id, o);
  if (o.wounds <= 0) return;
  const T = wall.toughness ?? 6;
  const roll = rollDie(`N.kbHit[${wall.id}].wound`, 6);
  const need = woundTarget(S, T);
  if (roll >= need) {
    o.wounds = Math.max(0, o.wounds - 1);
    run.log.push(L("obstructionDamaged", { wall: wall.id, roll, need, wounds: o.wounds }));
  } else run.log.push(L("obstructionUnharmed", { wall: wall.id, roll, need }));
}
/**
 * The direction a fighter is knocked back: straight away, or null when it stands centred (then
 * `rolledDirection` rolls it).
 */
function awayDirection(run: AttackRun, s: FighterState, hole: Vec3): Vec2 | null {
  const from = run.settings["necro.kbDirection"] === "fromAttacker" ? run.attacker : hole;
  const dx = s.x - from.x,
    dy = s.y - from.y;
  const len = hypot(dx, dy);
  return len > EPS ? { x: dx / len, y: dy / len } : null;
}

/** A-09 for a centred fighter: the Scatter dice's bearing. */
function rolledDirection(run: AttackRun, s: FighterState): Vec2 {
  const bearing = rollDie(`N.kbDir[${s.id}]`, 360) % 360;
  // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
  if (run.loud) run.say(s, "kbDirectionRolled", { bearing, clock: clockHour(bearing) });
  return fromBearing(bearing);
}

interface Pushed {
  readonly travelled: number;
  readonly blocked: ReturnType<typeof moveBase>["blocker"];
}

/** A knocked-back fighter's move as the walls and bases allow it, and the first ledge it would go over. */
interface PushPlan {
  readonly start: Vec2;
  readonly moved: ReturnType<typeof moveBase>;
  readonly crossing: ReturnType<typeof firstLedgeCrossing>;
}

function planPush(run: AttackRun, s: FighterState, dir: Vec2, distance: number): PushPlan {
  const start = { x: s.x, y: s.y };
  const moved = moveBase(run.bf, start, dir, s.r, distance, {
    blocks: solidNotLedge,
    figures: obstacles(run, s, distance),
    figureGraze: KB_GRAZE,
    z: s.z,
  });
  // An object is not pushed off a ledge: it stops where the move ends.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a shortcut — with no ledges there is no crossing to find
  const crossing = s.fig.stats.object === null && run.hasLedges ? firstLedgeCrossing(run.bf, start, moved.end, s.z, run.levelGap) : null;
  return { start, moved, crossing };
}

/** A push that goes over no ledge: the fighter moves where the walls and bases let it. */
function pushFlat(run: AttackRun, s: FighterState, { moved }: PushPlan): Pushed {
  run.moveTo(s, moved.end.x, moved.end.y);
  return { travelled: moved.travelled, blocked: moved.blocker };
}

/** A push over a ledge: under N23 an Initiative test keeps the fighter at the edge; otherwise its fall is queued. */
function pushOverLedge(run: AttackRun, s: FighterState, dir: Vec2, plan: PushPlan): Pushed {
  const { start, moved } = plan;
  const crossing = defined(plan.crossing, "the ledge crossed");
  if (run.n23) {
    const roll = rollDie(`N.edgeI[${s.id}]`, 6);
    // Stryker disable next-line ConditionalExpression: Initiative is at least 2 (the scenario checks it), so a 1 fails the other test too
    if (roll !== 1 && roll >= s.fig.stats.I) {
      // The fighter keeps its footing at the edge: its centre stops EPS short of the ledge line.
      const travelled = Math.max(0, moved.travelled * crossing.t - EPS);
      // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
      if (run.loud) run.say(s, "edgeTestPassed", { roll, I: s.fig.stats.I });
      run.moveTo(s, start.x + dir.x * travelled, start.y + dir.y * travelled);
      return { travelled, blocked: null };
    }
    // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
    if (run.loud) run.say(s, "edgeTestFailed", { roll, I: s.fig.stats.I });
  }
  // Stryker disable next-line StringLiteral: resolveFalls tells only "proneNearEdge" apart
  run.falls.push({ state: s, kind: "pushed", ledge: crossing.ledge });
  // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
  if (run.loud) run.say(s, "pushedOffLedge", { ledge: crossing.ledge.id });
  return pushFlat(run, s, plan);
}

/** Knocks the fighter `distance` inches away as far as walls, bases and ledges let it, and records the move on its entry. */
function knockBack(run: AttackRun, s: FighterState, hole: Vec3, distance: number): Pushed {
  const dir = awayDirection(run, s, hole) ?? rolledDirection(run, s);
  const plan = planPush(run, s, dir, distance);
  const pushed = plan.crossing ? pushOverLedge(run, s, dir, plan) : pushFlat(run, s, plan);
  const { start } = plan;
  // Stryker disable next-line StringLiteral: the fighter's entry already exists (its contest or hit made it), so the cause is not used
  const entry = run.entry(s, "blast");
  entry["knockback"] = { distance, moved: Math.round(pushed.travelled * 1e4) / 1e4, from: [start.x, start.y], to: [s.x, s.y] };
  return pushed;
}

/**
 * N7e, seed: the force contest (`N.kbForce`, then `N.kbRes`, each a D3); a fighter that loses it is pushed, with
 * obstruction hits and base contact with a near enemy.
 */
export function seedKnockback(run: AttackRun, s: FighterState, hole: Vec3): void {
  const draw = drawFace();
  // Stryker disable next-line ConditionalExpression: drawn in place or asked for, the same face from the same stream
  const force = draw ? draw(3) : rollDie(`N.kbForce[${s.id}]`, 3);
  // Stryker disable next-line ConditionalExpression: drawn in place or asked for, the same face from the same stream
  const res = draw ? draw(3) : rollDie(`N.kbRes[${s.id}]`, 3);
  const st = s.fig.stats;
  const resistance = knockbackResistance(st.S, st.object, res);
  const kd = knockbackDistance(run.weapon.S, force, resistance);
  // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
  if (run.loud) run.say(s, "kbContest", { force: run.weapon.S + force, resistance, distance: kd });
  if (kd <= 0) return;
  const { blocked } = knockBack(run, s, hole, kd);
  if (blocked?.kind === "tableEdge") run.say(s, "stoppedAtTableEdge");
  else if (blocked) {
    const hit: HitProfile = { S: kd, AP: 0, D: 1, rupture: false, demolition: false };
    if (blocked.kind === "wall") {
      // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
      if (run.loud) run.say(s, "kbIntoWall", { wall: blocked.wall.id, S: kd });
      resolveHit(run, s, hit, subTags(`N.kbHit[${s.id}]`), 0, 0, false);
      if ((blocked.wall.wounds ?? 0) > 0) hitObstruction(run, blocked.wall, kd);
    } else if (run.settings["necro.kbModelsObstruct"]) {
      // Stryker disable next-line StringLiteral: the text of an error that cannot happen (the blocker came from the battlefield's own figures)
      const x = run.state(defined(run.bf.figure(blocked.id), "the fighter in the way"));
      // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
      if (run.loud) run.say(s, "kbIntoFighter", { figure: x.id, S: kd });
      resolveHit(run, s, hit, subTags(`N.kbHit[${s.id}]`), 0, 0, false);
      run.entry(x, "knockbackObstruction");
      // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
      if (run.loud) run.say(x, "struckByKnockback", { figure: s.id, S: kd });
      resolveHit(run, x, hit, subTags(`N.kbHit[${x.id}]`), 0, 0, false);
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
    // Stryker disable next-line ConditionalExpression: the fighter itself is on its own side, skipped by the next test
    if (o === s || o.side === s.side || o.fig.stats.object !== null) continue;
    const d = gap(s, o, run.levelGap);
    if (d <= 1 + EPS && d < bestD && sameLevel(s.z, o.z, run.levelGap)) {
      best = o;
      bestD = d;
    }
  }
  if (!best) return;
  // In base contact with an enemy the fighter is Engaged, no longer Active: the seed's Pin applies only to
  // a fighter that remains Active (N7g).
  s.engaged = true;
  // Already touching (to 1/1000"): nothing to move.
  // Stryker disable next-line EqualityOperator: only a gap of exactly 1/1000" tells < from <=
  if (bestD <= 1e-3) return;
  const dx = best.x - s.x,
    dy = best.y - s.y;
  const len = hypot(dx, dy);
  const moved = moveBase(run.bf, { x: s.x, y: s.y }, { x: dx / len, y: dy / len }, s.r, len, {
    blocks: solidOrLedgeAt(s.z, run.levelGap),
    figures: obstacles(run, s, len),
    z: s.z,
  });
  run.moveTo(s, moved.end.x, moved.end.y);
  // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
  if (run.loud) run.say(s, "intoBaseContact", { figure: best.id });
}

/** N7e, N23: a D6 at or over S moves the fighter 1" away; if blocked, +1 Damage. Returns the bonus. */
export function n23Knockback(run: AttackRun, s: FighterState, hole: Vec3): number {
  const roll = rollDie(`N.kb[${s.id}]`, 6);
  if (roll < s.fig.stats.S) {
    // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
    if (run.loud) run.say(s, "kbN23Resisted", { roll, S: s.fig.stats.S });
    return 0;
  }
  const { travelled, blocked } = knockBack(run, s, hole, 1);
  // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
  if (run.loud) run.say(s, "kbN23Moved", { roll, S: s.fig.stats.S, moved: travelled.toFixed(2) });
  // Keeping one's footing at a platform edge is not being blocked: only an obstruction adds Damage.
  if (blocked?.kind === "tableEdge") run.say(s, "stoppedAtTableEdge");
  else if (blocked) {
    run.say(s, "kbN23Blocked");
    return 1;
  }
  return 0;
}
