// What a GZG attack or end-of-turn may touch (docs/rules.md §3.4 G1–G10): the line of fire (sight, the
// approach path), the deviation with its bounces around the aim point (at most this shot's die), the
// blast or cloud there; an end of turn rolls for every cloud, drifts it (walls may stop it) and tests figures.

import { distance } from "../../geometry/vec.js";
import { type AttackReach, type ReachShape, capsule, disc, maxBaseRadius } from "../../scenario/reach.js";
import type { GzgContext } from "./attack.js";
import { CLOUD_RADIUS, gzgCloudSight } from "./clouds.js";
import { accuracyDie, rangeBand, targetNumber } from "./rules.js";
/** The farthest wind moves a cloud: 3", or a D6. */
const MAX_DRIFT = 6;
/** The ids a new cloud's id is chosen against (`smoke-1`, `gas-2`, …). */
const NEW_CLOUD_ID = /^(smoke|gas)-\d+$/;

export function gzgReach(ctx: GzgContext): AttackReach | null {
  const { scenario, battlefield: bf, settings } = ctx;
  const attack = scenario.attack;
  if (!attack) {
    // A drifting cloud may stop at a wall, and a wall may shelter a figure from it.
    const near = scenario.battlefield.clouds.map((c) => disc(c, c.radius + MAX_DRIFT));
    const base = maxBaseRadius(bf.figures);
    return { terrain: near.map((s) => ({ ...s, radius: s.radius + base })), figures: near, keepClouds: "all" };
  }
  const firer = bf.figure(attack.attacker);
  const aim = attack.target.kind === "figure" ? bf.figure(attack.target.figure) : attack.target.point;
  // A parsed document names figures that exist; anything else is not pruned.
  if (!firer || !aim) return null;
  const weapon = attack.weapon;
  const payload = weapon.payload === "explosive" ? weapon.blastRadius : CLOUD_RADIUS;
  const base = maxBaseRadius(bf.figures);
  // The farthest the round deviates: the blind die for a blind shot (declared, or no line of sight, as the attack
  // decides), else the accuracy die the range gives (a miss deviates its roll; no die: the shot is refused).
  const blind = attack.blind || !bf.hasLoS(firer, aim, gzgCloudSight(settings));
  const die = accuracyDie(
    targetNumber(distance(firer, aim), rangeBand(weapon, firer.stats.strength), settings["gzg.tnRounding"]),
    firer.stats.quality,
    settings["gzg.shiftSidesPerBand"],
  );
  const deviation = blind ? settings["gzg.blindDie"] : die.kind === "illegal" ? 0 : die.sides;
  const landing: ReachShape[] = [disc(aim, deviation + payload)];
  // With the approach checked, the round may stop at any wall on the line of fire.
  if (settings["gzg.checkApproachPath"]) landing.push(capsule(firer, aim, payload));
  return {
    terrain: [capsule(firer, aim, 0), ...landing.map((s) => ({ ...s, radius: s.radius + base }))],
    figures: landing,
    keepClouds: weapon.payload === "explosive" ? [] : scenario.battlefield.clouds.filter((c) => NEW_CLOUD_ID.test(c.id)).map((c) => c.id),
  };
}
