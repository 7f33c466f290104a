// Each ruleset's aim hints (docs/rules.md §2.4 N3–N4, §3.4 G1–G4, §4.3–§4.4 T1): rings measured the way the
// rules measure range, what the shot needs at a distance, and the blast or cloud radius the attack itself uses.

import { describe, expect, it } from "vitest";
import { type AimDistance, type AnyRuleset, aimHintsFor, getRuleset } from "../../../src/core/index.js";

type Rec = Record<string, unknown>;
const rs = (id: string): AnyRuleset => getRuleset(id)!;
const hints = (id: string, weapon: Rec, stats: Rec = {}, settings: Rec = {}, baseRadius = 0.5) =>
  aimHintsFor(rs(id), weapon, { stats, baseRadius }, settings)!;
const point = (centreDistance: number): AimDistance => ({ centreDistance, targetBaseRadius: 0 });
const label = (h: ReturnType<typeof hints>, at: AimDistance) => h.band(at).label;

describe("GZG range bands (G1–G4)", () => {
  const launcher = { name: "GL", rangeBand: 6, payload: "explosive", blastRadius: 2 };
  it("draws one ring per band up to gzg.maxBands from the firer's centre, each with its target number", () => {
    const h = hints("gzg", launcher);
    expect(h.rings).toHaveLength(10);
    expect(h.rings[0]).toEqual({ radius: 6, label: { key: "ORDNANCE.AimHint.ringTn", data: { tn: 1 } } });
    expect(h.rings[9]!.radius).toBe(60);
    expect(hints("gzg", launcher, {}, { "gzg.maxBands": 4 }).rings).toHaveLength(4);
  });
  it("derives a thrown weapon's band from the strength die", () => {
    expect(hints("gzg", { name: "Grenade", thrown: true }, { strength: 10 }).rings[0]!.radius).toBe(4);
    expect(hints("gzg", { name: "Grenade", thrown: true, rangeBand: 9 }).rings[0]!.radius).toBe(2);
  });
  it('reads TN as ceil(R/RB), 24"/6" being TN 4 under ceil and 5 under floorPlusOne (A-18)', () => {
    expect(label(hints("gzg", launcher, { quality: 12 }), point(24)).data).toMatchObject({ tn: 4 });
    expect(label(hints("gzg", launcher, { quality: 12 }, { "gzg.tnRounding": "floorPlusOne" }), point(24)).data).toMatchObject({ tn: 5 });
    expect(hints("gzg", launcher).band(point(61))).toEqual({
      inRange: false,
      label: { key: "ORDNANCE.AimHint.beyondBands", data: { max: 10 } },
    });
  });
  it("says whether the shot can hit, and the deviation die from the quality die on (G4, A-19)", () => {
    const green = hints("gzg", launcher, { quality: "Green" });
    expect(label(green, point(29))).toEqual({ key: "ORDNANCE.AimHint.bandTnDie", data: { tn: 5, die: 6 } });
    expect(label(green, point(35))).toEqual({ key: "ORDNANCE.AimHint.bandAutoDeviation", data: { tn: 6, die: 6 } });
    expect(label(green, point(41)).data).toEqual({ tn: 7, die: 8 });
    expect(label(green, point(53)).data).toEqual({ tn: 9, die: 12 });
    expect(green.band(point(59))).toEqual({ inRange: false, label: { key: "ORDNANCE.AimHint.bandDieBeyond12", data: { tn: 10 } } });
    expect(label(hints("gzg", launcher, { quality: "Expert" }), point(29)).data).toEqual({ tn: 5, die: 10 });
    expect(label(hints("gzg", launcher, { quality: 8 }, { "gzg.shiftSidesPerBand": 4 }), point(53)).data).toEqual({ tn: 9, die: 12 });
  });
  it('gives the blast radius the attack uses: 2" when the weapon names none, the 3" cloud for smoke and gas', () => {
    expect(hints("gzg", { name: "Rocket", rangeBand: 10 }).blastRadius).toBe(2);
    expect(hints("gzg", { name: "Smoke", rangeBand: 6, payload: "smoke", blastRadius: 0 }).blastRadius).toBe(3);
  });
});

describe("Necromunda Short and Long range (N3–N4)", () => {
  const gl = { name: "GL", profile: "Frag", short: 6, long: 24, accShort: -1, accLong: 0, ammo: 5, traits: ["Blast(3)", "Knockback"] };
  it("draws Short and Long rings from the attacker's base edge; a Sx3 Long is the thrower's Strength × 3", () => {
    expect(hints("necromunda", gl).rings.map((r) => [r.radius, r.label.key])).toEqual([
      [6.5, "ORDNANCE.AimHint.ringShort"],
      [24.5, "ORDNANCE.AimHint.ringLong"],
    ]);
    const stick = { name: "Frag grenade", profile: "-", short: "-", long: "Sx3", ammo: 4, traits: ["Blast(3)", "Grenade"] };
    expect(hints("necromunda", stick, { S: 4 }, {}, 1).rings.map((r) => r.radius)).toEqual([13]);
  });
  it("measures edge to edge to a fighter and names the band with the BS and its Accuracy", () => {
    const h = hints("necromunda", gl, { BS: 3 });
    expect(h.band(point(6.5))).toEqual({ inRange: true, label: { key: "ORDNANCE.AimHint.bandShort", data: { bs: 3, acc: "−1" } } });
    expect(h.band(point(6.6)).label.key).toBe("ORDNANCE.AimHint.bandLong");
    // 7" between centres, two 0.5" bases: 6" edge to edge is still Short
    expect(h.band({ centreDistance: 7, targetBaseRadius: 0.5 }).label.key).toBe("ORDNANCE.AimHint.bandShort");
    expect(label(h, point(20)).data).toEqual({ bs: 3, acc: "±0" });
  });
  it("beyond Long range pulls a Blast marker back (necro.blastOutOfRange) or refuses the shot", () => {
    expect(hints("necromunda", gl).band(point(30))).toEqual({
      inRange: true,
      label: { key: "ORDNANCE.AimHint.beyondLongPulledBack", data: { long: 24 } },
    });
    expect(hints("necromunda", gl, {}, { "necro.blastOutOfRange": "autoMiss" }).band(point(30)).inRange).toBe(false);
    const krak = { ...gl, profile: "Krak", traits: ["Rupture"] };
    expect(hints("necromunda", krak).band(point(30))).toEqual({
      inRange: false,
      label: { key: "ORDNANCE.AimHint.beyondLong", data: { long: 24 } },
    });
  });
  it('gives the marker\'s radius: Blast(3") 1.5", Blast(5") 2.5", a smoke round\'s 2.5" cloud, none for Krak', () => {
    expect(hints("necromunda", gl).blastRadius).toBe(1.5);
    expect(hints("necromunda", { ...gl, traits: ["Blast(5)", "Smoke"] }).blastRadius).toBe(2.5);
    expect(hints("necromunda", { ...gl, traits: ["Smoke"] }, {}, { "necro.smokeAsBlast5": false }).blastRadius).toBe(2.5);
    expect(hints("necromunda", { ...gl, traits: ["Rupture"] }).blastRadius).toBeNull();
  });
});

describe("Trench Crusade range and half range (T1, §4.3)", () => {
  const gl = { name: "GL", range: 24, keywords: ["BLAST(2)"] };
  it("draws half range (−1 DICE beyond it) and the maximum from the attacker's base edge", () => {
    expect(hints("trench-crusade", gl).rings.map((r) => [r.radius, r.label.key])).toEqual([
      [12.5, "ORDNANCE.AimHint.ringHalf"],
      [24.5, "ORDNANCE.AimHint.ringMax"],
    ]);
    expect(hints("trench-crusade", gl, {}, { "tc.rangeMeasure": "centre" }).rings.map((r) => r.radius)).toEqual([12, 24]);
    const h = hints("trench-crusade", gl);
    expect(label(h, point(12.5)).key).toBe("ORDNANCE.AimHint.bandInRange");
    expect(label(h, point(13)).key).toBe("ORDNANCE.AimHint.bandLongTc");
    expect(h.band(point(24.5)).inRange).toBe(true);
    expect(h.band(point(25)).inRange).toBe(false);
    expect(h.band({ centreDistance: 25, targetBaseRadius: 0.5 }).inRange).toBe(true);
  });
  it("leaves out half range for IGNORE LONG RANGE", () => {
    const frag = { name: "Frag", range: 8, keywords: ["BLAST(2)", "IGNORE LONG RANGE"] };
    expect(hints("trench-crusade", frag).rings.map((r) => r.radius)).toEqual([8.5]);
    expect(label(hints("trench-crusade", frag), point(7)).key).toBe("ORDNANCE.AimHint.bandInRange");
  });
  it("gives the Success Roll's net DICE: Ranged, −1 at long range, −1 when Down; and the critical threshold", () => {
    expect(label(hints("trench-crusade", gl, { ranged: 1 }), point(6)).data).toEqual({ dice: "+1", crit: 12 });
    expect(label(hints("trench-crusade", gl, { ranged: 1 }, { "tc.critAt": 11 }), point(14)).data).toEqual({ dice: "±0", crit: 11 });
    expect(label(hints("trench-crusade", gl, { ranged: 0, down: true }), point(14)).data).toEqual({ dice: "−2", crit: 12 });
  });
  it("gives BLAST X as the radius, none without BLAST", () => {
    expect(hints("trench-crusade", { name: "Satchel", range: 6, keywords: ["BLAST(3)"] }).blastRadius).toBe(3);
    expect(hints("trench-crusade", { name: "Rifle", range: 24, keywords: ["HEAVY"] }).blastRadius).toBeNull();
  });
});

describe("records the ruleset refuses", () => {
  it("give no hints rather than guessed ones", () => {
    expect(aimHintsFor(rs("gzg"), { rangeBand: 6 }, { stats: {}, baseRadius: 0.5 }, {})).toBeNull();
    expect(aimHintsFor(rs("trench-crusade"), { name: "GL", range: 24 }, { stats: { ranged: 9 }, baseRadius: 0.5 }, {})).toBeNull();
    expect(aimHintsFor(rs("trench-crusade"), { name: "GL", range: 24 }, { stats: {}, baseRadius: 0.5 }, { "tc.critAt": "x" })).toBeNull();
  });
});
