// The cloud a Necromunda Smoke weapon places (docs/rules.md §2.4 N9) and which clouds block sight.

import type { CloudSightRule } from "../../battlefield/battlefield.js";
import type { CloudSnapshot } from "../../battlefield/types.js";
import type { Vec3 } from "../../geometry/vec.js";
import type { CloudOut } from "../../scenario/output.js";
import { type AttackRun, L } from "./state.js";

/** Radius of a smoke cloud: 2.5" out from the counter, like a 5" Blast marker (N9). */
export const SMOKE_RADIUS = 2.5;

// Stryker disable next-line BooleanLiteral: the one call without an argument (placeSmoke) reads only the radius
export function necroCloudSight(touchCounts = true): CloudSightRule {
  // A line exactly at the cloud's radius touches it: inside only when touching counts (`geometry.touchCounts`).
  return Object.assign((c: CloudSnapshot) => (c.kind === "smoke" ? c.radius : null), { inclusive: touchCounts });
}

/** N9: the smoke cloud. */
export function placeSmoke(run: AttackRun, existing: readonly { id: string }[], hole: Vec3): void {
  const taken = new Set(existing.map((c) => c.id));
  let k = 1;
  while (taken.has(`smoke-${k}`)) k++;
  const smoke = { id: `smoke-${k}`, kind: "smoke" as const, x: hole.x, y: hole.y, z: hole.z, radius: SMOKE_RADIUS, lethal: false };
  const cloud: CloudOut = { ...smoke, blocksSight: necroCloudSight()(smoke) !== null };
  run.out.clouds.placed.push(cloud);
  run.log.push(L("smokePlaced", { radius: SMOKE_RADIUS }));
}
