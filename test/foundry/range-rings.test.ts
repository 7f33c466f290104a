// Range rings, the target number at a distance and the blast radius, per ruleset (docs/rules.md §2, §3.4 G1–G2, §4).

import { describe, expect, it } from "vitest";
import { blastRadiusOf, gzgRangeBand, gzgTargetNumber, necroLong, rangeBandAt, rangeRings } from "../../src/foundry/ui/range-rings.js";

describe("GZG range bands", () => {
  const launcher = { rangeBand: 6, thrown: false, payload: "explosive", blastRadius: 2 };
  it("draws one ring per band up to gzg.maxBands, each labelled with its target number", () => {
    const rings = rangeRings("gzg", launcher, {}, {});
    expect(rings).toHaveLength(10);
    expect(rings[0]).toEqual({ radius: 6, labelKey: "ORDNANCE.Aim.ringTn", labelData: { tn: 1 } });
    expect(rings[9]!.radius).toBe(60);
    expect(rangeRings("gzg", launcher, {}, { "gzg.maxBands": 4 })).toHaveLength(4);
  });
  it("derives a thrown weapon's band from the strength die (G1)", () => {
    expect(gzgRangeBand({ thrown: true }, { strength: 6 })).toBe(2);
    expect(gzgRangeBand({ thrown: true }, { strength: 10 })).toBe(4);
    expect(gzgRangeBand({ thrown: true, rangeBand: 9 }, {})).toBe(2);
  });
  it('gives TN = ceil(R/RB), 24"/6" being TN 4 under ceil and 5 under floorPlusOne (A-18)', () => {
    expect(gzgTargetNumber(0.5, 6, "ceil")).toBe(1);
    expect(gzgTargetNumber(24, 6, "ceil")).toBe(4);
    expect(gzgTargetNumber(24, 6, "floorPlusOne")).toBe(5);
    expect(rangeBandAt("gzg", launcher, {}, {}, 13)).toMatchObject({ inRange: true, labelData: { tn: 3 } });
    expect(rangeBandAt("gzg", launcher, {}, {}, 61)).toMatchObject({ inRange: false, labelKey: "ORDNANCE.Aim.beyondBands" });
  });
  it("says whether the shot can hit, and the deviation die from the quality die on (G4, A-19)", () => {
    // Green D6: TN 5 rolls over 5; TN 6 deviates on a D6, 7 on a D8, 9 on a D12, 10 is not allowed
    const green = { quality: "Green" };
    expect(rangeBandAt("gzg", launcher, green, {}, 29)).toMatchObject({ labelKey: "ORDNANCE.Aim.bandTnDie", labelData: { tn: 5, die: 6 } });
    expect(rangeBandAt("gzg", launcher, green, {}, 35)).toMatchObject({
      labelKey: "ORDNANCE.Aim.bandAutoDeviation",
      labelData: { tn: 6, die: 6 },
    });
    expect(rangeBandAt("gzg", launcher, green, {}, 41)).toMatchObject({ labelData: { tn: 7, die: 8 } });
    expect(rangeBandAt("gzg", launcher, green, {}, 53)).toMatchObject({ labelData: { tn: 9, die: 12 } });
    expect(rangeBandAt("gzg", launcher, green, {}, 59)).toMatchObject({ inRange: false, labelKey: "ORDNANCE.Aim.bandDieBeyond12" });
    expect(rangeBandAt("gzg", launcher, { quality: "Expert" }, {}, 29).labelData).toEqual({ tn: 5, die: 10 });
    expect(rangeBandAt("gzg", launcher, { quality: 8 }, { "gzg.shiftSidesPerBand": 4 }, 53).labelData).toEqual({ tn: 9, die: 12 });
  });
});

describe("Necromunda short and long range", () => {
  const gl = { short: 6, long: 24, accShort: -1, accLong: 0, traits: ["Blast(3)", "Knockback"] };
  it("draws Short and Long rings; a Sx3 Long is the thrower's Strength × 3", () => {
    expect(rangeRings("necromunda", gl, {}, {}).map((r) => [r.radius, r.labelKey])).toEqual([
      [6, "ORDNANCE.Aim.ringShort"],
      [24, "ORDNANCE.Aim.ringLong"],
    ]);
    expect(necroLong({ long: "Sx3" }, { S: 4 })).toBe(12);
    expect(rangeRings("necromunda", { short: "-", long: "Sx3" }, { S: 3 }, {}).map((r) => r.radius)).toEqual([9]);
  });
  it("names the band with the BS and the band's Accuracy", () => {
    expect(rangeBandAt("necromunda", gl, { BS: 3 }, {}, 5)).toMatchObject({
      inRange: true,
      labelKey: "ORDNANCE.Aim.bandShort",
      labelData: { bs: 3, acc: "−1" },
    });
    expect(rangeBandAt("necromunda", gl, { BS: 3 }, {}, 20)).toMatchObject({ labelKey: "ORDNANCE.Aim.bandLong", labelData: { acc: "±0" } });
    expect(rangeBandAt("necromunda", gl, {}, {}, 25)).toMatchObject({ inRange: false, labelKey: "ORDNANCE.Aim.beyondLong" });
  });
});

describe("Trench Crusade range and half range", () => {
  it("draws half range (long range −1 DICE beyond it) and the maximum", () => {
    const gl = { range: 24, keywords: ["BLAST(2)"] };
    expect(rangeRings("trench-crusade", gl, {}, {}).map((r) => [r.radius, r.labelKey])).toEqual([
      [12, "ORDNANCE.Aim.ringHalf"],
      [24, "ORDNANCE.Aim.ringMax"],
    ]);
    expect(rangeBandAt("trench-crusade", gl, {}, {}, 13).labelKey).toBe("ORDNANCE.Aim.bandLongTc");
    expect(rangeBandAt("trench-crusade", gl, {}, {}, 25).inRange).toBe(false);
  });
  it("leaves out half range for IGNORE LONG RANGE", () => {
    const frag = { range: 8, keywords: ["BLAST(2)", "IGNORE LONG RANGE"] };
    expect(rangeRings("trench-crusade", frag, {}, {}).map((r) => r.radius)).toEqual([8]);
    expect(rangeBandAt("trench-crusade", frag, {}, {}, 7).labelKey).toBe("ORDNANCE.Aim.bandInRange");
  });
  it("gives the Success Roll's net DICE: Ranged, −1 at long range, −1 when Down; and the critical threshold", () => {
    const gl = { range: 24, keywords: ["BLAST(2)"] };
    expect(rangeBandAt("trench-crusade", gl, { ranged: 1 }, {}, 6).labelData).toEqual({ dice: "+1", crit: 12 });
    expect(rangeBandAt("trench-crusade", gl, { ranged: 1 }, { "tc.critAt": 11 }, 13).labelData).toEqual({ dice: "±0", crit: 11 });
    expect(rangeBandAt("trench-crusade", gl, { ranged: 0, down: true }, {}, 13).labelData).toEqual({ dice: "−2", crit: 12 });
  });
});

describe("blast radius", () => {
  it("reads each ruleset's own convention", () => {
    expect(blastRadiusOf("necromunda", { traits: ["Blast(3)"] })).toBe(1.5);
    expect(blastRadiusOf("necromunda", { traits: ["Blast(5)", "Smoke"] })).toBe(2.5);
    expect(blastRadiusOf("trench-crusade", { keywords: ["BLAST(3)"] })).toBe(3);
    expect(blastRadiusOf("gzg", { payload: "explosive", blastRadius: 2 })).toBe(2);
    expect(blastRadiusOf("gzg", { payload: "smoke", blastRadius: 0 })).toBe(3);
    expect(blastRadiusOf("trench-crusade", { keywords: ["HEAVY"] })).toBeNull();
  });
});
