// Necromunda falls: the edge test of a Prone fighter, the drop, the fall's hit, and landing on another
// fighter. Every move here respects walls: the step over the edge on the upper level, the landing spot on the
// lower one, and the push apart from a fighter landed on.

import { ledgeFoot, sameLevel } from "../../../battlefield/levels.js";
import { moveBase } from "../../../battlefield/move-base.js";
import { rollDie } from "../../../engine/prompts.js";
import { closestPointOnSegment } from "../../../geometry/segment.js";
import { EPS, STOP_CLEARANCE, type Vec2, fromBearing, hypot } from "../../../geometry/vec.js";
import { fallHit } from "../rules.js";
import { type AttackRun, type FighterState, L } from "../state.js";
import { type LedgeWall, highSide, landingSpot, ledgeWithinHalfInch, onHighSide } from "./ledges.js";
import { resolveHit, subTags } from "./injury.js";
import { solidNotLedge } from "./movers.js";
import { pushOutOfWalls } from "./settle.js";

/**
 * Where a fighter that failed its edge test ends over the edge, moving on its own level; null when a wall
 * beyond the edge holds it before its centre is past the edge.
 */
function stepOver(run: AttackRun, s: FighterState, ledge: LedgeWall): Vec2 | null {
  const spot = landingSpot(ledge, s, s.r);
  const dx = spot.x - s.x,
    dy = spot.y - s.y;
  const len = hypot(dx, dy);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: never true — the landing spot lies a radius and the stopping clearance (1e-4) beyond the edge
  if (len <= EPS) return spot;
  const moved = moveBase(run.bf, { x: s.x, y: s.y }, { x: dx / len, y: dy / len }, s.r, len, { blocks: solidNotLedge, z: s.z });
  return onHighSide(ledge, moved.end) ? null : moved.end;
}

/**
 * Separation from a fighter landed on, to base contact on its far side: the shortest clear move among straight
 * away from it and 16 bearings round it (nearest first), each a move that stops at walls.
 */
function pushApart(run: AttackRun, s: FighterState, o: FighterState): void {
  // Stryker disable next-line ArithmeticOperator: ± EPS (1e-6) beyond base contact is below the output's 1/10,000" rounding
  const need = s.r + o.r + EPS;
  const dx = s.x - o.x,
    dy = s.y - o.y;
  const len = hypot(dx, dy);
  // Stryker disable next-line EqualityOperator: only centres exactly 1e-6 apart tell < from <=
  const dirs: Vec2[] = [len <= EPS ? { x: 1, y: 0 } : { x: dx / len, y: dy / len }];
  // Stryker disable next-line EqualityOperator: a 17th bearing (360°) repeats the first, after it in the stable sort
  for (let k = 0; k < 16; k++) dirs.push(fromBearing(k * 22.5));
  const moves = dirs
    .map((d, i) => {
      const tx = o.x + d.x * need - s.x,
        ty = o.y + d.y * need - s.y;
      return { i, tx, ty, step: hypot(tx, ty) };
    })
    // A stable sort: equally near moves keep their order (straight away first, then by bearing).
    .sort((a, b) => a.step - b.step);
  for (const m of moves) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: never true — a fighter landed on is nearer than the radii − EPS, so every move is over 2·EPS
    if (m.step <= EPS) return;
    const moved = moveBase(run.bf, { x: s.x, y: s.y }, { x: m.tx / m.step, y: m.ty / m.step }, s.r, m.step, {
      blocks: solidNotLedge,
      z: s.z,
    });
    if (moved.blocker === null) {
      run.moveTo(s, moved.end.x, moved.end.y);
      return;
    }
  }
  // Walls on every side: it stays on the fighter it landed on rather than go through one.
}

/** N7h: the falls, after every fighter's resolution, for those still on the battlefield. */
export function resolveFalls(run: AttackRun): void {
  for (const fall of run.falls) {
    const s = fall.state;
    if (s.status === "outOfAction") continue;
    let ledge: LedgeWall;
    if (fall.kind === "proneNearEdge") {
      // Decided where the fighter ends the attack, on its own level.
      const near = ledgeWithinHalfInch(run.bf, s, s.r, s.z, run.levelGap);
      if (!near) continue;
      ledge = near;
      const bonus = ledge.ledge.railing ? 1 : 0;
      const roll = rollDie(`N.fallI[${s.id}]`, 6);
      if (roll !== 1 && roll + bonus >= s.fig.stats.I) {
        run.say(s, "edgeTestPassed", { roll, I: s.fig.stats.I });
        continue;
      }
      run.say(s, "edgeTestFailed", { roll, I: s.fig.stats.I });
      const over = stepOver(run, s, ledge);
      const landing = over && pushOutOfWalls(run, over, s.r, Math.min(s.z, ledgeFoot(ledge)));
      if (!landing || !landing.clear) {
        run.say(s, "fallHeldByWall", { figure: s.id, ledge: ledge.id });
        continue;
      }
      run.moveTo(s, landing.x, landing.y);
    } else {
      ledge = fall.ledge;
      const landing = pushOutOfWalls(run, s, s.r, Math.min(s.z, ledgeFoot(ledge)));
      if (!landing.clear) {
        // No room below: the fighter keeps its footing at the edge, its centre just back on the high side.
        const c = closestPointOnSegment(s, { x: ledge.a[0], y: ledge.a[1] }, { x: ledge.b[0], y: ledge.b[1] });
        const n = highSide(ledge);
        run.moveTo(s, c.x + n.x * STOP_CLEARANCE, c.y + n.y * STOP_CLEARANCE);
        run.say(s, "fallHeldByWall", { figure: s.id, ledge: ledge.id });
        continue;
      }
      run.moveTo(s, landing.x, landing.y);
    }
    const drop = ledge.ledge.dropInches;
    s.z = Math.min(s.z, ledgeFoot(ledge));
    // Stryker disable next-line StringLiteral: the faller's entry already exists (its Pinning or knockback note made it), so the cause is not used
    const entry = run.entry(s, "blast");
    entry["fell"] = { ledge: ledge.id, inches: drop };
    run.out.events.push({ kind: "fell", figure: s.id, note: L("fellEvent", { figure: s.id, inches: drop }) });
    const hit = fallHit(drop);
    run.say(s, "fell", { inches: drop });
    if (hit) resolveHit(run, s, { ...hit, rupture: false, demolition: false }, subTags(`N.fall[${s.id}]`), 0, 0, false);
    if (s.status === "standing") s.status = "pinned";
    // Landing on another fighter (one on the level it lands on) pins it and gives it the same hit; then the
    // two are separated.
    for (const o of run.near(s, s.r)) {
      // Stryker disable next-line EqualityOperator: only centres exactly r + r − 1e-6 apart tell >= from >, a distance no position lands on to the bit
      if (o === s || !sameLevel(o.z, s.z, run.levelGap) || hypot(s.x - o.x, s.y - o.y) >= s.r + o.r - EPS) continue;
      run.entry(o, "landedOn");
      run.say(o, "landedOn", { figure: s.id });
      if (hit) resolveHit(run, o, { ...hit, rupture: false, demolition: false }, subTags(`N.fall[${o.id}]`), 0, 0, false);
      if (o.status === "standing" && !o.engaged) o.status = "pinned";
      pushApart(run, s, o);
    }
  }
}
