// A figure moving through GZG smoke or gas (docs/rules.md §3.4 G8–G9 "Movement"): the first time its path
// comes within a marker's 3" during a move it takes that marker's test — once per marker per
// activation (the caller passes the markers already tested this activation).

import { defined } from "../../engine/expect.js";
import { closestPointOnSegment } from "../../geometry/segment.js";
import type { Vec2, Vec3 } from "../../geometry/vec.js";
import { note } from "../../i18n.js";
import { type Outcome, emptyOutcome } from "../../scenario/output.js";
import type { GzgContext } from "./attack.js";
import { TagCounter } from "../../engine/tags.js";
import { AffectedBook, gasTest, smokeTest } from "./effects.js";
import { hypot } from "../../geometry/vec.js";

/**
 * Whether a base moving along `path` comes within `radius` of `centre` (to its edge or centre, per settings)
 * at a point no solid wall separates from the centre (`clouds.wallsContain`).
 */
function pathEnters(path: readonly Vec2[], centre: Vec3, radius: number, baseRadius: number, z: number, ctx: GzgContext): boolean {
  const s = ctx.settings;
  const reach = radius + (s["gzg.areaMeasure"] === "baseEdge" ? baseRadius : 0);
  const eps = s["geometry.eps"];
  for (let i = 0; i < path.length; i++) {
    const a = defined(path[i], "a path point");
    const b = defined(path[Math.min(i + 1, path.length - 1)], "a path point");
    const near = closestPointOnSegment(centre, a, b);
    const d = hypot(centre.x - near.x, centre.y - near.y);
    const within = s["gzg.areaInclusive"] ? d <= reach + eps : d < reach - eps;
    if (within && !(s["clouds.wallsContain"] && ctx.battlefield.wallBetween(centre, { ...near, z }, "move"))) return true;
  }
  return false;
}

export function gzgFigureMoved(ctx: GzgContext, figureId: string, path: readonly Vec2[], alreadyTested: readonly string[]): Outcome {
  const out = emptyOutcome("UPKEEP");
  out.extra["trigger"] = "movement";
  const f = ctx.battlefield.figure(figureId);
  if (!f || path.length === 0) return out;
  const book = new AffectedBook(out.affected);
  const tags = new TagCounter();
  const tested: string[] = [];
  for (const c of ctx.battlefield.snapshot.clouds) {
    if (alreadyTested.includes(c.id) || !pathEnters(path, c, c.radius, f.baseRadius, f.z, ctx)) continue;
    tested.push(c.id);
    out.notes.push(note("ORDNANCE.Log.gzg.movedIntoCloud", { figure: f.id, cloud: c.id }));
    if (c.kind === "smoke") smokeTest(f, book, ctx.settings, tags, "smoke", out.notes);
    else gasTest(f, c.lethal, book, ctx.settings, tags, "gas", out.notes);
  }
  out.extra["testedClouds"] = tested;
  return out;
}
