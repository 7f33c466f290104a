// Necromunda Nerve: the Nerve test with steady friends, Breaking and Running for Cover,
// and the tests friends of a casualty must take.

import { defined } from "../../../engine/expect.js";
import { type BaseMoveOptions, type BaseMoveResult, moveBase, moveBaseAlong } from "../../../battlefield/move-base.js";
import { routeCheck, routeGround } from "../../../battlefield/route-ground.js";
import { decideRoute, heldDecision } from "../../../engine/decisions.js";
import { drawFace, rollDice } from "../../../engine/prompts.js";
import { EPS, type Vec2, hypot } from "../../../geometry/vec.js";
import { nervePasses } from "../rules.js";
import { type AttackRun, type FighterState, L, gap } from "../state.js";
import { obstacles, solidOrLedgeAt } from "./movers.js";

/** Friends count within this many inches, edge to edge, for Nerve tests (§2.3). */
const NERVE_RANGE = 3;
export const canTakeNerve = (s: FighterState): boolean => !s.fig.stats.immuneNerve && s.fig.stats.object === null;
/** Friendly fighters within 3" that are neither Broken nor Seriously Injured (§2.3 Nerve test). */
function steadyFriends(run: AttackRun, s: FighterState): number {
  let n = 0;
  for (const o of run.near(s, NERVE_RANGE + s.r)) {
    if (o === s || o.side !== s.side || o.broken || o.status === "seriouslyInjured" || o.fig.stats.object !== null) continue;
    if (gap(s, o, run.levelGap) <= NERVE_RANGE + EPS) n++;
  }
  return n;
}

/** A Nerve test; on a fail the fighter is Broken, stands up if Pinned and `fromFear` (seed Fear), and Runs for Cover. */
export function nerveTest(run: AttackRun, s: FighterState, modifier: number, fromFear: boolean): void {
  const draw = drawFace();
  // Drawn in place, the tag (and its repeat count) is never read.
  // Stryker disable next-line ConditionalExpression: drawn in place or asked for, the same face from the same stream
  const dice = draw ? [draw(6), draw(6)] : rollDice(run.tags.tag(`N.nerve[${s.id}]`), 2, 6);
  const friends = steadyFriends(run, s);
  const total = dice.reduce((a, b) => a + b, 0) + friends + modifier;
  if (nervePasses(dice, friends, modifier, s.fig.stats.cool)) {
    // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
    if (run.loud) run.say(s, "nervePassed", { total, cool: s.fig.stats.cool, friends, modifier });
    return;
  }
  s.broken = true;
  // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
  if (run.loud) run.say(s, "nerveFailed", { total, cool: s.fig.stats.cool, friends, modifier });
  if (s.status === "pinned" && fromFear) {
    s.status = "standing";
    run.say(s, "standsUp");
  }
  runForCover(run, s);
}

/**
 * Running for Cover (§2.3, A-13): a Standing fighter moves 2D6", a Prone one half its Movement (rounded up),
 * straight away from the attacker or along `decisions.rfcPath`.
 */
function runForCover(run: AttackRun, s: FighterState): void {
  let distance: number;
  if (s.status === "pinned") distance = Math.ceil(s.fig.stats.M / 2);
  else {
    const draw = drawFace();
    // Stryker disable next-line ConditionalExpression: drawn in place or asked for, the same face from the same stream
    const dice = draw ? [draw(6), draw(6)] : rollDice(run.tags.tag(`N.rfc[${s.id}]`), 2, 6);
    distance = dice.reduce((a, b) => a + b, 0);
  }
  const opts = { blocks: solidOrLedgeAt(s.z, run.levelGap), figures: obstacles(run, s, distance), z: s.z };
  const start = { x: s.x, y: s.y };
  const along = (route: readonly (readonly [number, number])[]) =>
    moveBaseAlong(
      run.bf,
      start,
      route.map((p) => ({ x: p[0], y: p[1] })),
      s.r,
      distance,
      opts,
    );
  const place = { decision: "rfcPath", figure: s.id };
  const held = heldDecision(run.decisions, place) as readonly (readonly [number, number])[] | undefined;
  let moved;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty path never gets here (the scenario schema asks for a way point)
  if (held && held.length > 0) moved = along(held);
  else {
    const away = awayFromAttacker(run, s, start, distance, opts);
    // The fighter's own player picks where it runs (a seeded trial alone leaves it to the automation, as a prompt would),
    // on the ground the prompt carries: the check is the picker's own (battlefield/route-ground.ts).
    const ground = drawFace() ? null : routeGround(run.bf, start, s.r, distance, opts);
    const route = !ground
      ? null
      : decideRoute(run.decisions, {
          ...place,
          tag: run.tags.tag(`N.rfcRoute[${s.id}]`),
          chooser: s.side,
          askOf: s.id,
          fallback: [away.end.x, away.end.y],
          ground,
          check: (p) => routeCheck(ground, p),
        });
    const picked = route?.[0];
    const automatic = !picked || hypot(picked[0] - away.end.x, picked[1] - away.end.y) <= 1e-9;
    if (automatic && run.settings["necro.rfcMode"] === "callerPath") run.say(s, "rfcNoPath");
    moved = automatic ? away : along([picked]);
  }
  run.moveTo(s, moved.end.x, moved.end.y);
  // Stryker disable next-line StringLiteral: the fighter's entry already exists (its Nerve test's note made it), so the cause is not used
  const entry = run.entry(s, "fear");
  entry["ranForCover"] = { rolled: distance, moved: Math.round(moved.travelled * 1e4) / 1e4, from: [start.x, start.y], to: [s.x, s.y] };
  // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
  if (run.loud) run.say(s, "ranForCover", { rolled: distance, moved: moved.travelled.toFixed(2) });
}
/** The automation's Running for Cover move: straight away from the attacker (from the hole when on top of it). */
function awayFromAttacker(run: AttackRun, s: FighterState, start: Vec2, distance: number, opts: BaseMoveOptions): BaseMoveResult {
  let dx = s.x - run.attacker.x,
    dy = s.y - run.attacker.y;
  if (hypot(dx, dy) <= EPS) {
    // Stryker disable next-line StringLiteral: the text of an error that cannot happen (a fighter runs only after the marker landed)
    const hole = defined(run.out.impact, "the impact");
    dx = s.x - hole.x;
    dy = s.y - hole.y;
  }
  const len = hypot(dx, dy);
  return len <= EPS
    ? { end: start, travelled: 0, blocker: null }
    : moveBase(run.bf, start, { x: dx / len, y: dy / len }, s.r, distance, opts);
}

/** N7i: every fighter that became Seriously Injured or Out of Action calls Nerve tests from friends within 3". */
export function nerveEvents(run: AttackRun): void {
  const cascade = run.settings["necro.resolveCascadeNerve"];
  for (const c of run.casualties) {
    for (const o of run.near(c, NERVE_RANGE + c.r)) {
      // The casualty itself is Seriously Injured, or Out of Action and not near anyone: it calls no test of its own.
      if (o.side !== c.side || o.broken || o.status === "seriouslyInjured" || !canTakeNerve(o)) continue;
      if (gap(c, o, run.levelGap) > NERVE_RANGE + EPS) continue;
      if (cascade) {
        run.entry(o, "fear");
        // Stryker disable next-line ConditionalExpression: say() drops a quiet run's notes itself
        if (run.loud) run.say(o, "cascadeNerve", { figure: c.id });
        nerveTest(run, o, 0, false);
      } else {
        run.out.events.push({ kind: "nerveTestRequired", figure: o.id, note: L("nerveTestRequired", { figure: o.id, casualty: c.id }) });
      }
    }
  }
}
