// The bundled Necromunda presets (docs/rules.md §2.1): the seed card's six Grenade Launcher profiles, their N23
// variants and thrown grenades — values as tabled, and each one resolves an attack end to end.

import { describe, expect, it } from "vitest";
import { createBattlefield } from "../../../../src/core/battlefield/battlefield.js";
import { seededAnswerer } from "../../../../src/core/engine/answerers.js";
import { run } from "../../../../src/core/engine/run.js";
import { getRuleset } from "../../../../src/core/rulesets/index.js";
import { necromunda } from "../../../../src/core/rulesets/necromunda/index.js";
import { loadScenario } from "../../../../src/core/scenario/resolve.js";

const preset = (id: string) => necromunda.presets.find((p) => p.id === id)!.weapon;

describe("Necromunda presets", () => {
  it("holds the six seed profiles, their N23 variants and the thrown grenades", () => {
    const ids = necromunda.presets.map((p) => p.id);
    for (const p of ["choke", "frag", "krak", "plasma", "scare", "smoke"]) {
      expect(ids).toContain(`necro.gl.${p}`);
      expect(ids).toContain(`necro.gl.${p}.n23`);
    }
    expect(ids).toContain("necro.fragGrenade");
  });

  it("matches the seed card and the N23 differences of docs/rules.md §2.1", () => {
    expect(preset("necro.gl.frag")).toMatchObject({
      short: 6,
      long: 24,
      accShort: -1,
      accLong: 0,
      S: 3,
      AP: 0,
      D: 1,
      ammo: 5,
      traits: ["Blast(3)", "Knockback"],
    });
    expect(preset("necro.gl.frag.n23")["ammo"]).toBe(6);
    expect(preset("necro.gl.krak")).toMatchObject({ S: 6, AP: -2, D: "D3", ammo: 5, traits: ["Rupture"] });
    expect(preset("necro.gl.krak.n23")).toMatchObject({ S: 6, AP: -2, D: 2, ammo: 6, traits: [] });
    expect(preset("necro.gl.plasma")["traits"]).toEqual(["Blast(3)", "Scarce"]);
    expect(preset("necro.gl.plasma.n23")["traits"]).toEqual(["Blast(3)", "Unstable"]);
    expect(preset("necro.gl.choke")).toMatchObject({ ammo: 5, traits: ["Blast(3)", "Gas", "Limited"] });
    expect(preset("necro.gl.scare")).toMatchObject({ ammo: 6, traits: ["Blast(3)", "Fear", "Gas", "Limited"] });
    expect(preset("necro.gl.smoke")).toMatchObject({ ammo: 4, traits: ["Smoke"] });
    expect(preset("necro.gl.smoke.n23")["traits"]).toEqual(["Blast(5)", "Smoke"]);
    expect(preset("necro.fragGrenade")).toMatchObject({ long: "Sx3" });
    expect(preset("necro.fragGrenade")["short"]).toBeUndefined();
    expect(preset("necro.fragGrenade")["traits"]).toContain("Grenade");
  });

  it("every preset resolves an attack at a fighter with seeded dice", () => {
    const doc = {
      ruleset: "necromunda",
      battlefield: {
        figures: [
          { id: "A0", side: "red", x: 0, y: 0, stats: { BS: 3 } },
          { id: "B", side: "blue", x: 5, y: 0, stats: { save: 5 } },
          { id: "C", side: "blue", x: 6, y: 0.5 },
        ],
      },
      attack: { attacker: "A0", weapon: { name: "x", profile: "x", long: 24, ammo: 4 }, target: { figure: "B" } },
    };
    const scenario = loadScenario(doc);
    const ruleset = getRuleset("necromunda")!;
    const settings = ruleset.resolveSettings({});
    const bf = createBattlefield(scenario.battlefield);
    for (const p of necromunda.presets) {
      for (let i = 0; i < 20; i++) {
        const s = { ...scenario, attack: { ...scenario.attack!, weapon: ruleset.prepareWeapon(p.weapon, settings) } };
        const out = run(ruleset.attack({ scenario: s, battlefield: bf, settings }), seededAnswerer(`${p.id}-${i}`)).result;
        expect(out.outcome).not.toBe("ILLEGAL");
        if ((p.weapon["traits"] as string[]).includes("Smoke") && out.outcome !== "DUD") expect(out.clouds.placed).toHaveLength(1);
      }
    }
  });
});
