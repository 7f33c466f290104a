// Necromunda falls: the edge test of a Prone fighter, the drop, the fall's hit, and landing on another
// fighter. Every move here respects walls: the step over the edge on the upper level, the landing spot on the
// lower one, and the push apart from a fighter landed on.

import { ledgeFoot, sameLevel } from "../../battlefield/levels.js";
import { moveBase } from "../../battlefield/move-base.js";
import { type Resolution, rollDie } from "../../engine/prompts.js";
import { EPS, type Vec2, fromBearing } from "../../geometry/vec.js";
import { fallHit } from "./rules.js";
import { type AttackRun, type FighterState, L } from "./state.js";
import { type LedgeWall, landingSpot, ledgeWithinHalfInch, onHighSide } from "./ledges.js";
import { resolveHit, subTags } from "./injury.js";
import { solidNotLedge } from "./movers.js";
import { pushOutOfWalls } from "./settle.js";

/**
 * Moves a fighter that failed its edge test over the edge, on its own level; returns false when a wall
 * beyond the edge holds it before its centre is past the edge (it then stays where it is, Prone).
 */
function stepOver(run: AttackRun, s: FighterState, ledge: LedgeWall): boolean {
  const spot = landingSpot(ledge, s, s.r);
  const dx = spot.x - s.x,
    dy = spot.y - s.y;
  const len = Math.hypot(dx, dy);
  if (len <= EPS) return true;
  const moved = moveBase(run.bf, { x: s.x, y: s.y }, { x: dx / len, y: dy / len }, s.r, len, { blocks: solidNotLedge, z: s.z });
  if (onHighSide(ledge, moved.end)) return false;
  run.moveTo(s, moved.end.x, moved.end.y);
  return true;
}

/**
 * Separation from a fighter landed on, to base contact on its far side: the shortest clear move among straight
 * away from it and 16 bearings round it (nearest first), each a move that stops at walls.
 */
function pushApart(run: AttackRun, s: FighterState, o: FighterState): void {
  const need = s.r + o.r + EPS;
  const dx = s.x - o.x,
    dy = s.y - o.y;
  const len = Math.hypot(dx, dy);
  const dirs: Vec2[] = [len <= EPS ? { x: 1, y: 0 } : { x: dx / len, y: dy / len }];
  for (let k = 0; k < 16; k++) dirs.push(fromBearing(k * 22.5));
  const moves = dirs
    .map((d, i) => {
      const tx = o.x + d.x * need - s.x,
        ty = o.y + d.y * need - s.y;
      return { i, tx, ty, step: Math.hypot(tx, ty) };
    })
    .sort((a, b) => a.step - b.step || a.i - b.i);
  for (const m of moves) {
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
export function* resolveFalls(run: AttackRun): Resolution<void> {
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
      const roll = yield* rollDie(`N.fallI[${s.id}]`, 6);
      if (roll !== 1 && roll + bonus >= s.fig.stats.I) {
        run.say(s, "edgeTestPassed", { roll, I: s.fig.stats.I });
        continue;
      }
      run.say(s, "edgeTestFailed", { roll, I: s.fig.stats.I });
      if (!stepOver(run, s, ledge)) {
        run.say(s, "fallHeldByWall", { figure: s.id, ledge: ledge.id });
        continue;
      }
    } else ledge = fall.ledge;
    const drop = ledge.ledge.dropInches;
    s.z = Math.min(s.z, ledgeFoot(ledge));
    pushOutOfWalls(run, s);
    const entry = run.entry(s, "blast");
    entry["fell"] = { ledge: ledge.id, inches: drop };
    run.out.events.push({ kind: "fell", figure: s.id, note: L("fellEvent", { figure: s.id, inches: drop }) });
    const hit = fallHit(drop);
    run.say(s, "fell", { inches: drop });
    if (hit) yield* resolveHit(run, s, { ...hit, rupture: false, demolition: false }, subTags(`N.fall[${s.id}]`), 0, 0, false);
    if (s.status === "standing") s.status = "pinned";
    // Landing on another fighter (one on the level it lands on) pins it and gives it the same hit; then the
    // two are separated.
    for (const o of run.near(s, s.r)) {
      if (o === s || !sameLevel(o.z, s.z, run.levelGap) || Math.hypot(s.x - o.x, s.y - o.y) >= s.r + o.r - EPS) continue;
      run.entry(o, "landedOn");
      run.say(o, "landedOn", { figure: s.id });
      if (hit) yield* resolveHit(run, o, { ...hit, rupture: false, demolition: false }, subTags(`N.fall[${o.id}]`), 0, 0, false);
      if (o.status === "standing" && !o.engaged) o.status = "pinned";
      pushApart(run, s, o);
    }
  }
}
