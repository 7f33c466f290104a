// Prunes a scenario document to its attack's reach (docs/design-notes.md, "chat cards stay small"): the
// walls, figures and clouds the ruleset says the resolution may touch, plus every figure the attack or
// the decisions name, written without parse defaults. The rest is kept as given, so it resolves alike.

import { type Battlefield, createBattlefield } from "../battlefield/battlefield.js";
import type { WallSnapshot } from "../battlefield/types.js";
import type { GridBox } from "../geometry/grid-index.js";
import { wallIndexOf } from "../battlefield/wall-index.js";
import { segmentTouchesBox } from "../geometry/segment.js";
import { getRuleset } from "../rulesets/index.js";
import { type AttackReach, type ReachShape, segmentShapeDistance, shapeDistance } from "./reach.js";
import { withoutDefaults } from "./compact.js";
import { loadScenario } from "./resolve.js";
import type { Scenario } from "./scenario.js";

/**
 * Slack added to every reach, in inches. The queries' own tolerances are far smaller (1e-6" distances,
 * 1e-9 of a segment's length for crossings); a hundredth of an inch keeps anything on a reach's edge.
 */
const MARGIN = 0.01;

type Raw = Record<string, unknown>;

/** Every string the document's attack (not its weapon) and decisions hold, as keys or values: ids it names. */
export function namedIds(doc: Raw): Set<string> {
  const ids = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === "string") ids.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === "object" && v !== null)
      for (const [k, x] of Object.entries(v)) {
        ids.add(k);
        walk(x);
      }
  };
  const attack = doc["attack"];
  if (typeof attack === "object" && attack !== null) for (const [k, v] of Object.entries(attack)) if (k !== "weapon") walk(v);
  walk(doc["decisions"]);
  return ids;
}

const boxOf = (s: ReachShape): GridBox => ({
  minX: Math.min(s.a.x, s.b.x) - s.radius - MARGIN,
  minY: Math.min(s.a.y, s.b.y) - s.radius - MARGIN,
  maxX: Math.max(s.a.x, s.b.x) + s.radius + MARGIN,
  maxY: Math.max(s.a.y, s.b.y) + s.radius + MARGIN,
});

/** Indexes of the walls with some part inside a box, in snapshot order (through the same cached grid). */
export function wallsInBox(walls: readonly WallSnapshot[], box: GridBox): number[] {
  if (walls.length === 0) return [];
  const found: number[] = [];
  // The list's shared grid (battlefield/wall-index.ts): the attack's battlefield built it, or a warm-up did.
  wallIndexOf(walls).grid.queryBox(box, (i) => {
    const w = walls[i];
    if (w && segmentTouchesBox(w.a, w.b, box)) found.push(i);
  });
  return found.sort((a, b) => a - b);
}

/** Indexes of the walls, figures and clouds within a reach, in snapshot order. */
export function withinReach(
  snapshot: Scenario["battlefield"],
  reach: AttackReach,
): { walls: number[]; figures: number[]; clouds: number[] } {
  const keptWalls = new Set<number>();
  if (snapshot.walls.length > 0) {
    const grid = wallIndexOf(snapshot.walls).grid;
    for (const s of reach.terrain)
      grid.queryBox(boxOf(s), (i) => {
        if (keptWalls.has(i)) return;
        const w = snapshot.walls[i];
        if (w && segmentShapeDistance(s, { x: w.a[0], y: w.a[1] }, { x: w.b[0], y: w.b[1] }) <= s.radius + MARGIN) keptWalls.add(i);
      });
  }
  const keepF = new Set(reach.keepFigures ?? []);
  const figures: number[] = [];
  snapshot.figures.forEach((f, i) => {
    if (keepF.has(f.id) || reach.figures.some((s) => shapeDistance(s, f) <= s.radius + f.baseRadius + MARGIN)) figures.push(i);
  });
  const keepC = reach.keepClouds === "all" ? null : new Set(reach.keepClouds ?? []);
  const clouds: number[] = [];
  snapshot.clouds.forEach((c, i) => {
    if (keepC === null || keepC.has(c.id) || reach.terrain.some((s) => shapeDistance(s, c) <= s.radius + c.radius + MARGIN)) clouds.push(i);
  });
  return { walls: [...keptWalls].sort((a, b) => a - b), figures, clouds };
}

/**
 * The scenario document with its battlefield pruned to the attack's reach; the document itself when its
 * ruleset declares no bound. `scenario` and `battlefield` (the parsed document and a battlefield over it)
 * save parsing the document again when the caller has them.
 */
export function pruneScenario(doc: Raw, scenario: Scenario = loadScenario(doc), battlefield?: Battlefield<unknown>): Raw {
  const ruleset = getRuleset(scenario.ruleset);
  if (!ruleset) return doc;
  const settings = scenario.resolvedSettings;
  const bf = battlefield ?? createBattlefield(scenario.battlefield);
  const reach = ruleset.reach({ scenario, battlefield: bf, settings });
  if (!reach) return doc;
  const named = namedIds(doc);
  const extra = scenario.battlefield.figures.filter((f) => named.has(f.id)).map((f) => f.id);
  const keep = withinReach(scenario.battlefield, { ...reach, keepFigures: [...(reach.keepFigures ?? []), ...extra] });
  const raw = doc["battlefield"] as Raw;
  const pick = (key: "walls" | "figures" | "clouds", kept: number[]): Raw => {
    const list = raw[key];
    return Array.isArray(list) ? { [key]: kept.map((i) => withoutDefaults(key, list[i])) } : {};
  };
  return {
    ...doc,
    battlefield: { ...raw, ...pick("walls", keep.walls), ...pick("figures", keep.figures), ...pick("clouds", keep.clouds) },
  };
}
