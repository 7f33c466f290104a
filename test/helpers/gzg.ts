// GZG builders shared by the odds tests: F (quality D4) throws a time-fused hand grenade at B, 12" away, with a
// long wall 1" beyond B across the line of fire and up to three bounces, so impacts and paths vary trial to trial.

import type { FigureDoc, ScenarioDoc } from "../../src/core/scenario/document.js";

/** The bouncing-grenade table, with `extra` figures added after F and B. */
export const bouncingGrenade = (extra: FigureDoc[] = []): ScenarioDoc => ({
  ruleset: "gzg",
  settings: { "gzg.maxBounces": 3 },
  battlefield: {
    walls: [{ id: "W", a: [13, -20], b: [13, 20] }],
    figures: [
      { id: "F", side: "red", x: 0, y: 0, stats: { quality: 4, motivation: 1 } },
      { id: "B", side: "blue", x: 12, y: 0, stats: { quality: 8, motivation: 2 } },
      ...extra,
    ],
  },
  attack: { attacker: "F", weapon: { name: "Hand grenade", thrown: true, fuse: "time" }, target: { figure: "B" } },
});
