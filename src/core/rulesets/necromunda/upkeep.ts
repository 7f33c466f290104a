// Necromunda End Phase (docs/rules.md §2.4 N11): every smoke cloud dissipates on a D6 at or under
// `necro.smokeDissipateMax` (3 with the seed trait set, 4 under N23). Other clouds are left alone.

import { rollDie } from "../../engine/prompts.js";
import { type Outcome, emptyOutcome } from "../../scenario/output.js";
import type { NecroContext } from "./attack.js";
import { L } from "./state.js";

export function necroUpkeep(ctx: NecroContext): Outcome {
  const out = emptyOutcome("UPKEEP");
  const max = ctx.settings["necro.smokeDissipateMax"];
  for (const c of ctx.scenario.battlefield.clouds) {
    if (c.kind !== "smoke") continue;
    const roll = rollDie(`N.smokeEnd[${c.id}]`, 6);
    if (roll <= max) {
      out.clouds.removed.push(c.id);
      out.notes.push(L("smokeDissipated", { cloud: c.id, roll, max }));
    } else out.notes.push(L("smokeLingers", { cloud: c.id, roll, max }));
  }
  return out;
}
