// The aim preview's rings and bands come from the world ruleset's aim hints (the per-ruleset cases are
// test/core/rulesets/aim-hints.test.ts): labels as localization keys with data, nothing drawn for an unknown ruleset or
// a record its schemas refuse.

import { describe, expect, it } from "vitest";
import { blastRadiusOf, rangeBandAt, rangeRings } from "../../../src/foundry/ui/range-rings.js";

const attacker = { stats: {}, baseRadius: 0.5 };

describe("range rings in the aim preview", () => {
  const gl = { name: "GL", range: 24, keywords: ["BLAST(2)"] };
  it("draws the ruleset's rings around the attacker's centre, labelled by key and data", () => {
    expect(rangeRings("trench-crusade", gl, attacker, {})).toEqual([
      { radius: 12.5, labelKey: "ORDNANCE.AimHint.ringHalf", labelData: {} },
      { radius: 24.5, labelKey: "ORDNANCE.AimHint.ringMax", labelData: {} },
    ]);
    expect(rangeRings("gzg", { name: "GL", rangeBand: 6 }, attacker, { "gzg.maxBands": 2 })).toEqual([
      { radius: 6, labelKey: "ORDNANCE.AimHint.ringTn", labelData: { tn: 1 } },
      { radius: 12, labelKey: "ORDNANCE.AimHint.ringTn", labelData: { tn: 2 } },
    ]);
  });
  it("names what applies at the aim, measuring to a target's base as the ruleset does", () => {
    expect(rangeBandAt("trench-crusade", gl, attacker, {}, 25)).toMatchObject({ distance: 25, inRange: false });
    expect(rangeBandAt("trench-crusade", gl, attacker, {}, 25, 0.5)).toEqual({
      distance: 25,
      inRange: true,
      labelKey: "ORDNANCE.AimHint.bandLongTc",
      labelData: { dice: "−1", crit: 12 },
    });
  });
  it("uses the core's blast radius (a GZG weapon without one gets the 2\" the attack uses)", () => {
    expect(blastRadiusOf("gzg", { name: "Rocket", rangeBand: 10 }, attacker, {})).toBe(2);
    expect(blastRadiusOf("necromunda", { name: "GL", profile: "Frag", long: 24, ammo: 5, traits: ["Blast(3)"] }, attacker, {})).toBe(1.5);
  });
  it("draws nothing for an unknown ruleset or a record the ruleset refuses, and says so at the aim", () => {
    expect(rangeRings("warhammer", gl, attacker, {})).toEqual([]);
    expect(blastRadiusOf("warhammer", gl, attacker, {})).toBeNull();
    expect(rangeRings("trench-crusade", { range: 24 }, attacker, {})).toEqual([]);
    expect(rangeBandAt("warhammer", gl, attacker, {}, 3)).toEqual({
      distance: 3,
      inRange: false,
      labelKey: "ORDNANCE.AimHint.noHints",
      labelData: {},
    });
  });
  it("follows a change of settings, stats or weapon", () => {
    expect(rangeRings("gzg", { name: "GL", rangeBand: 6 }, attacker, {})).toHaveLength(10);
    expect(rangeRings("gzg", { name: "GL", rangeBand: 6 }, attacker, { "gzg.maxBands": 3 })).toHaveLength(3);
    expect(rangeRings("gzg", { name: "G", thrown: true }, { stats: { strength: 12 }, baseRadius: 0.5 }, {})[0]!.radius).toBe(5);
  });
});
