// Trench Crusade builders shared by the odds tests: A throws a Satchel Charge at E, 5.5" away (HEAVY: a failed
// throw scatters), on an open table or behind the given walls.

import { getRuleset } from "../../src/core/index.js";
import type { ScenarioDoc, WallDoc } from "../../src/core/scenario/document.js";

/** The bundled Satchel Charge (`tc.satchelCharge`) as a user picks it: BLAST(3), SCATTER, HEAVY, one use per game. */
export const satchelCharge = (): Record<string, unknown> => ({
  ...getRuleset("trench-crusade")!.presets.find((p) => p.id === "tc.satchelCharge")!.weapon,
});

export const satchelAtE = (walls: WallDoc[] = []): ScenarioDoc => ({
  ruleset: "trench-crusade",
  battlefield: {
    ...(walls.length ? { walls } : {}),
    figures: [
      { id: "A", side: "1", x: 0, y: 0 },
      { id: "E", side: "2", x: 5.5, y: 0 },
    ],
  },
  attack: {
    attacker: "A",
    weapon: { name: "Satchel Charge", range: 6, injuryDice: 1, keywords: ["BLAST(3)", "HEAVY", "SCATTER"] },
    target: { figure: "E" },
  },
});
