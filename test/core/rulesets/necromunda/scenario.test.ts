// Necromunda scenario documents: bad settings, weapons and decisions are refused with the JSON path of the
// problem (docs/scenario.md "The document"), and the face-map settings change how special dice read (docs/rules.md §6).

import { describe, expect, it } from "vitest";
import { ScenarioError } from "../../../../src/core/engine/errors.js";
import { loadScenario, resolveScenario } from "../../../../src/core/scenario/resolve.js";

const base = (over: Record<string, unknown> = {}, weapon: Record<string, unknown> = {}): Record<string, unknown> => ({
  ruleset: "necromunda",
  battlefield: {
    figures: [
      { id: "A0", side: "red", x: 0, y: 0 },
      { id: "B", side: "blue", x: 10.5, y: 0 },
    ],
  },
  attack: {
    attacker: "A0",
    weapon: {
      name: "GL",
      profile: "Frag",
      short: 6,
      long: 24,
      accShort: -1,
      S: 3,
      D: "1",
      ammo: 5,
      traits: ["Blast(3)", "Knockback"],
      ...weapon,
    },
    target: { figure: "B" },
  },
  ...over,
});

const pathOf = (doc: unknown): string => {
  try {
    loadScenario(doc);
  } catch (e) {
    if (e instanceof ScenarioError) return e.path;
    throw e;
  }
  return "no error";
};

describe("Necromunda scenario checks", () => {
  it("a face map that leaves a face out names the setting", () => {
    expect(pathOf(base({ settings: { "necro.injuryDieMap": "FW:1-2, SI:3-4, OOA:6" } }))).toBe('$.settings["necro.injuryDieMap"]');
  });
  it("an unknown necro setting and a bad value are refused", () => {
    expect(pathOf(base({ settings: { "necro.trait": "seed" } }))).toBe('$.settings["necro.trait"]');
    expect(pathOf(base({ settings: { "necro.traitSet": "n18" } }))).toBe('$.settings["necro.traitSet"]');
  });
  it("a misspelt trait and a missing ammo value name the weapon field", () => {
    expect(pathOf(base({}, { traits: ["Blast (3)"] }))).toBe("$.attack.weapon.traits[0]");
    const noAmmo = base();
    delete ((noAmmo["attack"] as Record<string, unknown>)["weapon"] as Record<string, unknown>)["ammo"];
    expect(pathOf(noAmmo)).toBe("$.attack.weapon.ammo");
  });
  it("an rfcPath for an unknown figure is refused", () => {
    expect(pathOf(base({ decisions: { rfcPath: { Z: [[1, 1]] } } }))).toBe("$.decisions.rfcPath.Z");
  });
  it("a ledge wall is accepted; a bad ledge is refused", () => {
    const bf = {
      figures: [
        { id: "A0", side: "red", x: 0, y: 0 },
        { id: "B", side: "blue", x: 10.5, y: 0 },
      ],
    };
    expect(
      pathOf(
        base({
          battlefield: {
            ...bf,
            walls: [{ id: "e", a: [1, 1], b: [1, 5], ledge: { dropInches: 3, railing: true }, wounds: 2, toughness: 5 }],
          },
        }),
      ),
    ).toBe("no error");
    expect(pathOf(base({ battlefield: { ...bf, walls: [{ id: "e", a: [1, 1], b: [1, 5], ledge: { drop: 3 } }] } }))).toBe(
      "$.battlefield.walls[0].ledge.dropInches",
    );
  });
  it("necro.scatterFaceMap decides which D6 faces are arrows", () => {
    const dice = {
      "N.firepower": 2,
      "N.hit": 2,
      "N.scatter": 5,
      "N.scatterBearing": 90,
      "N.scatterD6": 1,
      "N.misfire": 4,
      "N.wound[B]": 1,
      "N.kbForce[B]": 1,
      "N.kbRes[B]": 3,
    };
    expect(resolveScenario(base({ dice })).output.outcome).toBe("DUD");
    const arrows = resolveScenario(base({ dice, settings: { "necro.scatterFaceMap": "ARROW:1-5, HIT:6" } })).output;
    expect(arrows.outcome).toBe("SCATTERED");
    expect(arrows.impact).toEqual({ x: 10.5, y: 1, z: 0 });
  });
  it("necro.firepowerDieMap decides which face is the Ammo symbol", () => {
    const dice = { "N.firepower": 6, "N.hit": 4, "N.wound[B]": 1, "N.kbForce[B]": 1, "N.kbRes[B]": 3, "N.ammo": 6 };
    expect(resolveScenario(base({ dice })).output.rolls.map((r) => r.tag)).not.toContain("N.ammo");
    const out = resolveScenario(base({ dice, settings: { "necro.firepowerDieMap": "AMMO:6, 1:1-2, 2:3-4, 3:5" } })).output;
    expect(out.rolls.map((r) => r.tag)).toContain("N.ammo");
    expect(out["firepower"]).toBe("AMMO");
  });
});
