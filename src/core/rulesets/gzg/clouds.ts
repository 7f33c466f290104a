// The smoke and gas markers a GZG round places (docs/rules.md §3.4 G8–G9) and which clouds block sight.

import type { CloudSightRule } from "../../battlefield/battlefield.js";
import type { CloudSnapshot } from "../../battlefield/types.js";
import type { Vec3 } from "../../geometry/vec.js";
import type { CloudOut } from "../../scenario/output.js";
import type { GzgSettings } from "./settings.js";
import type { GzgWeapon } from "./types.js";

/** Radius of a GZG smoke or gas marker: 3", a cloud 6" across (docs/rules.md §3.4 G8). */
export const CLOUD_RADIUS = 3;

export function gzgCloudSight(settings: GzgSettings): CloudSightRule {
  // A line exactly 3" from the centre is within the marker only when areas are inclusive (`gzg.areaInclusive`).
  return Object.assign((c: CloudSnapshot) => (c.kind === "smoke" || settings["gzg.gasBlocksLos"] ? c.radius : null), {
    inclusive: settings["gzg.areaInclusive"],
  });
}

/** A new marker of the weapon's payload at the impact, with an id no cloud on the table has. */
export function placeCloud(existing: readonly { id: string }[], weapon: GzgWeapon, impact: Vec3, settings: GzgSettings): CloudOut {
  const kind: CloudOut["kind"] = weapon.payload === "gas" ? "gas" : "smoke";
  const taken = new Set(existing.map((c) => c.id));
  let k = 1;
  while (taken.has(`${kind}-${k}`)) k++;
  const cloud = {
    id: `${kind}-${k}`,
    kind,
    x: impact.x,
    y: impact.y,
    z: impact.z,
    radius: CLOUD_RADIUS,
    lethal: kind === "gas" && weapon.lethal,
  };
  return { ...cloud, blocksSight: gzgCloudSight(settings)(cloud) !== null };
}
