// Trench Crusade builders shared by the tests: the Satchel Charge as the rulebook prints it, and for the odds tests
// A throwing one at E, 5.5" away (HEAVY: a failed throw scatters), on an open table or behind the given walls.

import { getRuleset } from "../../src/core/index.js";
import type { ScenarioDoc, WallDoc } from "../../src/core/scenario/document.js";

/** The Satchel Charge's profile written out (the same fields as the bundled preset, so a preset change moves no rule test). */
export const SATCHEL_CHARGE: Readonly<Record<string, unknown>> = {
  name: "Satchel Charge",
  range: 6,
  injuryDice: 1,
  usesPerGame: 1,
  keywords: ["BLAST(3)", "CONSUMABLE", "HEAVY", "IGNORE ARMOUR", "IGNORE COVER", "SCATTER"],
};

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
