// Where a Necromunda Blast marker goes when the hit roll fails (docs/rules.md §2.4 N5): the Scatter dice's
// arrow or Hit, a misfire or dud on a Hit with a 1, or D6" along the bearing, stopped by walls, then the
// table edge (`necro.offTable`). Nothing lands on a dud or off the table.

import { defined } from "../../engine/expect.js";
import { clipPathToTable } from "../../battlefield/table-edge.js";
import { travel } from "../../battlefield/travel.js";
import { drawFace, rollDie } from "../../engine/prompts.js";
import { type Vec3, clockHour, fromBearing } from "../../geometry/vec.js";
import { type AttackRun, L } from "./state.js";

/** Where the marker ends (`at`) and whether it lands there: not on a dud (`at` is the aim) nor off the table. */
export interface Scattered {
  readonly at: Vec3;
  readonly landed: boolean;
}

/** Scatters the marker from `hole`. */
export function scatterMarker(run: AttackRun, hole: Vec3): Scattered {
  const { bf, settings, out, log, attacker } = run;
  const draw = drawFace();
  // Stryker disable next-line ConditionalExpression: drawn in place or asked for, the same face from the same stream
  const face = defined(run.faces.scatter[draw ? draw(6) : rollDie("N.scatter", 6)], "a scatter face");
  // Stryker disable next-line ConditionalExpression: drawn in place or asked for, the same face from the same stream
  const bearing = (draw ? draw(360) : rollDie("N.scatterBearing", 360)) % 360;
  // Stryker disable next-line ConditionalExpression: drawn in place or asked for, the same face from the same stream
  const d6 = draw ? draw(6) : rollDie("N.scatterD6", 6);
  out.extra["scatter"] = { face, bearing, d6 };
  if (face === "HIT" && d6 === 1 && settings["necro.misfireEnabled"]) {
    const m = rollDie("N.misfire", 6);
    if (m >= 2) {
      out.outcome = "DUD";
      log.push(L("dud", { roll: m }));
      // Stryker disable next-line ObjectLiteral: nothing reads where a dud is (no impact, nobody hit)
      return { at: hole, landed: false };
    }
    out.outcome = "MISFIRE";
    log.push(L("misfire", { roll: m }));
    return { at: { x: attacker.x, y: attacker.y, z: attacker.z }, landed: true };
  }
  out.outcome = "SCATTERED";
  // Stryker disable next-line StringLiteral: with no bounces allowed (maxBounces defaults to 0) travel stops at the first wall whatever onWall says.
  const path = travel(bf, hole, fromBearing(bearing), d6, { onWall: "stop", kind: "scatter", z: hole.z });
  out.path = path.legs;
  const end = { x: path.end.x, y: path.end.y, z: hole.z };
  // Stryker disable next-line ConditionalExpression: a quiet run writes its notes to a scratch log that is never read
  if (run.loud) log.push(L(path.endedAtWall ? "scatteredToWall" : "scattered", { face, bearing, clock: clockHour(bearing), inches: d6 }));
  if (bf.isOnTable(end)) return { at: end, landed: true };
  // clampToEdge stops the marker where its path leaves the table: a point on the path, so never past a wall.
  const clamp = settings["necro.offTable"] === "clampToEdge";
  const clipped = clamp ? clipPathToTable(defined(bf.snapshot.bounds, "the table's bounds"), out.path, "stop") : null;
  if (!clipped) {
    out.extra["offTable"] = true;
    // Under clampToEdge a path that never crosses the table has no point at its edge to stop at.
    log.push(L(clamp ? "offTableNoEdge" : "offTable"));
    return { at: end, landed: false };
  }
  out.path = clipped.legs;
  log.push(L("clampedToEdge"));
  return { at: { x: clipped.end.x, y: clipped.end.y, z: hole.z }, landed: true };
}
