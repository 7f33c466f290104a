// Prunes a scenario document to its attack's reach (docs/design-notes.md, "chat cards stay small"): the
// walls, figures and clouds the ruleset says the resolution may touch, plus every figure the attack or
// the decisions name. The rest of the document is kept as given, so the pruned document resolves alike.

import { type Battlefield, createBattlefield } from "../battlefield/battlefield.js";
import { getRuleset } from "../rulesets/index.js";
import { type AttackReach, type ReachShape, segmentShapeDistance, shapeDistance } from "./reach.js";
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

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const boxOf = (s: ReachShape): Box => ({
  minX: Math.min(s.a.x, s.b.x) - s.radius - MARGIN,
  minY: Math.min(s.a.y, s.b.y) - s.radius - MARGIN,
  maxX: Math.max(s.a.x, s.b.x) + s.radius + MARGIN,
  maxY: Math.max(s.a.y, s.b.y) + s.radius + MARGIN,
});

/** Indexes of the walls, figures and clouds within a reach, in snapshot order. */
export function withinReach(
  snapshot: Scenario["battlefield"],
  reach: AttackReach,
): { walls: boolean[]; figures: boolean[]; clouds: boolean[] } {
  const terrain = reach.terrain.map((s) => ({ s, box: boxOf(s) }));
  const figureShapes = reach.figures.map((s) => ({ s, box: boxOf(s) }));
  const walls = snapshot.walls.map((w) => {
    const ax = w.a[0],
      ay = w.a[1],
      bx = w.b[0],
      by = w.b[1];
    const minX = Math.min(ax, bx),
      maxX = Math.max(ax, bx),
      minY = Math.min(ay, by),
      maxY = Math.max(ay, by);
    for (const { s, box } of terrain) {
      if (maxX < box.minX || minX > box.maxX || maxY < box.minY || minY > box.maxY) continue;
      if (segmentShapeDistance(s, { x: ax, y: ay }, { x: bx, y: by }) <= s.radius + MARGIN) return true;
    }
    return false;
  });
  const keepF = new Set(reach.keepFigures ?? []);
  const figures = snapshot.figures.map(
    (f) => keepF.has(f.id) || figureShapes.some(({ s }) => shapeDistance(s, f) <= s.radius + f.baseRadius + MARGIN),
  );
  const keepC = reach.keepClouds === "all" ? null : new Set(reach.keepClouds ?? []);
  const clouds = snapshot.clouds.map(
    (c) => keepC === null || keepC.has(c.id) || terrain.some(({ s }) => shapeDistance(s, c) <= s.radius + c.radius + MARGIN),
  );
  return { walls, figures, clouds };
}

/**
 * The scenario document with its battlefield pruned to the attack's reach; the document itself when its
 * ruleset declares no bound. `scenario` and `battlefield` (the parsed document and a battlefield over it)
 * save parsing the document again when the caller has them.
 */
export function pruneScenario(doc: Raw, scenario: Scenario = loadScenario(doc), battlefield?: Battlefield<unknown>): Raw {
  const ruleset = getRuleset(scenario.ruleset);
  if (!ruleset) return doc;
  const settings = ruleset.resolveSettings(scenario.settings);
  const bf = battlefield ?? createBattlefield(scenario.battlefield);
  const reach = ruleset.reach({ scenario, battlefield: bf, settings });
  if (!reach) return doc;
  const named = namedIds(doc);
  const extra = scenario.battlefield.figures.filter((f) => named.has(f.id)).map((f) => f.id);
  const keep = withinReach(scenario.battlefield, { ...reach, keepFigures: [...(reach.keepFigures ?? []), ...extra] });
  const raw = doc["battlefield"] as Raw;
  const pick = (key: string, mask: boolean[]): Raw => {
    const list = raw[key];
    return Array.isArray(list) ? { [key]: list.filter((_, i) => mask[i]) } : {};
  };
  return {
    ...doc,
    battlefield: { ...raw, ...pick("walls", keep.walls), ...pick("figures", keep.figures), ...pick("clouds", keep.clouds) },
  };
}
