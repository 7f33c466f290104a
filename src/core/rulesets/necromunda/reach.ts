// What a Necromunda attack may touch (docs/rules.md §2.4 N1–N11): the line of fire with the marker's scatter
// (D6", a misfire at the firer), the fighters under the marker, how far each hit fighter can travel
// (Knockback, base contact, Running for Cover, a fall), who it can strike or land on, and whose Nerve it tests.

import type { FigureSnapshot } from "../../battlefield/types.js";
import { centreDistXY } from "../../geometry/segment.js";
import type { Vec2 } from "../../geometry/vec.js";
import { type AttackReach, type ReachShape, capsule, disc, maxBaseRadius, shapeDistance } from "../../scenario/reach.js";
import type { NecroContext } from "./attack.js";
import { ledgesOf } from "./effects/ledges.js";
import { type NecroStats, blastRadius } from "./types.js";

/** The scatter dice move the marker at most a D6 in inches (N5). */
const SCATTER_MAX = 6;
/** Running for Cover: 2D6" standing, half Movement prone (§2.3). */
const RFC_DICE_MAX = 12;
/** Friends within 3" count for, and take, Nerve tests (§2.3, N7i). */
const NERVE_RANGE = 3;
/** After Knockback a fighter within 1" of an enemy moves into base contact. */
const CONTACT = 1;
/** A prone fighter within ½" of a ledge may fall (N7h). */
const LEDGE_CHECK = 0.5;
/** Reach slack for the exact tests on the way (their tolerances are 1e-6"). */
const SLACK = 0.01;

type Fig = FigureSnapshot<NecroStats>;

export function necroReach(ctx: NecroContext): AttackReach | null {
  const { scenario, battlefield: bf, settings } = ctx;
  const attack = scenario.attack;
  // The End Phase reads only the smoke clouds.
  if (!attack) return { terrain: [], figures: [], keepClouds: "all" };
  const weapon = attack.weapon;
  const attacker = bf.figure(attack.attacker);
  // Stryker disable next-line ConditionalExpression: a point target names no figure, so the lookup finds none either way
  const targetFig = attack.target.kind === "figure" ? (bf.figure(attack.target.figure) ?? null) : null;
  const aim: Vec2 | null = attack.target.kind === "point" ? attack.target.point : targetFig;
  // A parsed document names figures that exist; anything else is not pruned.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: unreachable for a parsed document (see above)
  if (!attacker || !aim) return null;
  // A marker may be offset over the target's base.
  const offset = targetFig ? targetFig.baseRadius : 0;
  const has = (t: (typeof weapon.traits)[number]): boolean => weapon.traits.includes(t);
  const base = maxBaseRadius(bf.figures);
  // The hole lies on the line of fire (pulled back, or a misfire at the firer) or scattered off it; under
  // necro.offTable = clampToEdge a marker that scatters off the table stops where its path leaves it, on that path.
  const holes = capsule(attacker, aim, offset + SCATTER_MAX);
  const terrain: ReachShape[] = [holes];
  const figures: ReachShape[] = [];
  const newClouds = scenario.battlefield.clouds.filter((c) => /^smoke-\d+$/.test(c.id)).map((c) => c.id);
  if (has("Smoke")) return { terrain, figures, keepClouds: newClouds };

  // Stryker disable next-line StringLiteral: necro.smokeAsBlast5 matters only for Smoke, which returned above
  const R = blastRadius(weapon, settings["necro.smokeAsBlast5"]);
  let hit: Fig[];
  if (R === null) hit = targetFig ? [targetFig] : [];
  else {
    terrain.push({ ...holes, radius: holes.radius + R + base });
    const under = { ...holes, radius: holes.radius + R };
    figures.push(under);
    hit = bf.figures.filter((f) => shapeDistance(under, f) <= under.radius + f.baseRadius + SLACK);
  }

  const n23 = settings["necro.traitSet"] === "n23";
  const knockback = has("Knockback") ? (n23 ? 1 : weapon.S + 3 + CONTACT) : 0;
  const rfc = (f: Fig): number => Math.max(RFC_DICE_MAX, Math.ceil(f.stats.M / 2));
  const fear = has("Fear");
  const ledges = ledgesOf(bf).length > 0;
  // A fall moves a fighter over the edge (within ½" of it) and off anyone it lands on.
  const fall = (f: Fig): number => (ledges ? LEDGE_CHECK + 4 * f.baseRadius + 2 * base + SLACK : 0);

  // Fighters that may be hit, struck by a knocked-back fighter, or landed on, and how far each may travel.
  const travel = new Map<Fig, number>();
  const queue: Fig[] = [];
  for (const f of hit) {
    travel.set(f, knockback + (fear ? rfc(f) : 0) + fall(f));
    queue.push(f);
  }
  for (let c = queue.pop(); c; c = queue.pop()) {
    const d = travel.get(c) ?? 0;
    for (const o of bf.figures) {
      if (travel.has(o) || centreDistXY(c, o) > d + c.baseRadius + o.baseRadius + SLACK) continue;
      travel.set(o, fall(o));
      queue.push(o);
    }
  }
  const cascade = settings["necro.resolveCascadeNerve"];
  for (const [c, d] of travel) {
    terrain.push(disc(c, d + c.baseRadius + LEDGE_CHECK + base));
    // Friends within 3": a Fear test counts them; a casualty's are told to test, or (cascading) test with
    // their own friends and run.
    const friends = disc(c, d + c.baseRadius + NERVE_RANGE);
    figures.push(friends);
    if (!cascade) continue;
    for (const o of bf.figures) {
      if (shapeDistance(friends, o) > friends.radius + o.baseRadius + SLACK) continue;
      const run = (travel.get(o) ?? 0) + rfc(o) + o.baseRadius;
      terrain.push(disc(o, run + LEDGE_CHECK + base));
      figures.push(disc(o, run + NERVE_RANGE));
    }
  }
  return { terrain, figures, keepClouds: [] };
}
