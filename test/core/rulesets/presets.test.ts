// Every bundled preset of every ruleset is a scenario weapon record: it passes the ruleset's weapon
// schema and loads in a scenario, so the sandbox, the weapon library and scenario files can use it as is.

import { describe, expect, it } from "vitest";
import { RULESETS, loadScenario, resolveScenario, validate } from "../../../src/core/index.js";

const attacker: Record<string, Record<string, unknown>> = {
  gzg: { quality: 10, motivation: 1, strength: 8 },
  necromunda: { BS: 3, S: 3 },
  "trench-crusade": {},
};

describe.each(RULESETS.map((r) => [r.id, r] as const))("%s presets", (_id, ruleset) => {
  it("has presets with unique ids", () => {
    expect(ruleset.presets.length).toBeGreaterThan(3);
    expect(new Set(ruleset.presets.map((p) => p.id)).size).toBe(ruleset.presets.length);
  });

  it.each(ruleset.presets.map((p) => [p.id, p] as const))("%s is a valid weapon record and resolves an attack", (_pid, preset) => {
    expect(validate(preset.weapon, ruleset.schemas.weapon)).toEqual([]);
    const doc = {
      ruleset: ruleset.id,
      battlefield: {
        figures: [
          { id: "A", side: "red", x: 0, y: 0, stats: attacker[ruleset.id] },
          { id: "B", side: "blue", x: 4, y: 0 },
        ],
      },
      attack: { attacker: "A", weapon: preset.weapon, target: { figure: "B" } },
      seed: preset.id,
    };
    expect(() => loadScenario(doc)).not.toThrow();
    const { output } = resolveScenario(doc);
    expect(output.outcome).not.toBe("ILLEGAL");
  });
});
