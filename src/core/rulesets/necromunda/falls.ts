// Necromunda falls: the edge test of a Prone fighter, the drop, the fall's hit, and
// landing on another fighter.

import { type Resolution, rollDie } from "../../engine/prompts.js";
import { EPS } from "../../geometry/vec.js";
import { fallHit } from "./rules.js";
import { type AttackRun, L } from "./state.js";
import { landingSpot } from "./ledges.js";
import { resolveHit, subTags } from "./injury.js";

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
