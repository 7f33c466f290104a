// End of a GZG game turn (docs/rules.md §3.4 G10): every smoke and gas marker may dissipate on the
// `gzg.dissipateOn` faces; with wind, survivors drift 3" (or D6") toward the rolled clock hour and
// figures a drifting cloud newly covers take the usual test. With `clouds.wallsContain` a cloud
// drifts like a point that stops at a wall, and a wall between a figure and the centre shelters it.

import { rollDie } from "../../engine/prompts.js";
import { fromBearing } from "../../geometry/vec.js";
import { type Note, note } from "../../i18n.js";
import { type Outcome, emptyOutcome } from "../../scenario/output.js";
import type { GzgContext } from "./attack.js";
import { insideArea, shelteredFrom } from "./area.js";
import { travel } from "../../battlefield/travel.js";
import type { FigureSnapshot } from "../../battlefield/types.js";
import type { Vec3 } from "../../geometry/vec.js";
import type { GzgStats } from "./types.js";
import { TagCounter } from "../../engine/tags.js";
import { AffectedBook, gasTest, smokeTest } from "./effects.js";
import { windReferenceBearing } from "./rules.js";
import { parseFaceRange } from "./settings.js";

const L = (key: string, data?: Record<string, string | number>): Note => note(`ORDNANCE.Log.gzg.${key}`, data);

export function gzgUpkeep(ctx: GzgContext): Outcome {
  const { scenario, battlefield: bf, settings } = ctx;
  const out = emptyOutcome("UPKEEP");
  const log = out.notes;
  const [lo, hi] = parseFaceRange(settings["gzg.dissipateOn"]);
  const survivors = [];
  for (const c of scenario.battlefield.clouds) {
    const roll = rollDie(`G.dissipate[${c.id}]`, 6);
    if (roll >= lo && roll <= hi) {
      out.clouds.removed.push(c.id);
      log.push(L("dissipated", { cloud: c.id, roll }));
    } else {
      survivors.push(c);
      log.push(L("lingers", { cloud: c.id, roll }));
    }
  }
  const wind = scenario.battlefield.wind ?? {
    enabled: settings["gzg.wind.enabled"],
    hour: null,
    mode: settings["gzg.wind.mode"],
    player1Edge: "south" as const,
  };
  if (!wind.enabled || survivors.length === 0) return out;

  // The direction is rolled once per game, the first time it is needed; the adapter keeps it.
  const hour = wind.hour ?? rollDie("G.windDir", 12);
  out.extra["wind"] = { hour, mode: wind.mode };
  const bearing = windReferenceBearing(settings["gzg.wind.reference"], wind.player1Edge ?? "south") + 30 * (hour % 12);
  const dir = fromBearing(bearing);
  const book = new AffectedBook(out.affected);
  const tags = new TagCounter();
  for (const c of survivors) {
    const dist = wind.mode === "d6" ? rollDie(`G.windDist[${c.id}]`, 6) : 3;
    const contained = settings["clouds.wallsContain"];
    // Stryker disable next-line ArrayDeclaration: an uncontained drift's path is the one straight leg drawn below, not these legs.
    const straight = { end: { x: c.x + dir.x * dist, y: c.y + dir.y * dist }, endedAtWall: false, legs: [] };
    // Stryker disable next-line StringLiteral: with maxBounces 0 (the default) travel() stops at the first wall whatever onWall says.
    const drift = contained ? travel(bf, c, dir, dist, { onWall: "stop", kind: "deviate", z: c.z }) : straight;
    const to = { x: drift.end.x, y: drift.end.y, z: c.z };
    if (!bf.isOnTable(to)) {
      out.clouds.removed.push(c.id);
      log.push(L("blownOff", { cloud: c.id }));
      continue;
    }
    out.clouds.moved.push({ id: c.id, x: to.x, y: to.y });
    if (contained) out.path.push(...drift.legs);
    else out.path.push({ from: [c.x, c.y], to: [to.x, to.y], kind: "deviate" });
    log.push(L(drift.endedAtWall ? "driftStopped" : "drifted", { cloud: c.id, inches: dist, hour }));
    if (!settings["gzg.testOnDrift"]) continue;
    const inside = (centre: Vec3, f: FigureSnapshot<GzgStats>): boolean =>
      insideArea(centre, c.radius, f, settings) && !shelteredFrom(bf, centre, f, settings);
    // Stryker disable next-line EqualityOperator,ConditionalExpression: ids are unique, and V8's sort only asks whether a result is below 0.
    const byId = (a: FigureSnapshot<GzgStats>, b: FigureSnapshot<GzgStats>): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const newlyCovered = bf
      .figuresNear(to, c.radius)
      .filter((f) => inside(to, f) && !inside(c, f))
      .sort(byId);
    for (const f of newlyCovered) {
      if (c.kind === "smoke") smokeTest(f, book, settings, tags, "smoke", log);
      else gasTest(f, c.lethal, book, settings, tags, "gas", log);
    }
  }
  return out;
}
