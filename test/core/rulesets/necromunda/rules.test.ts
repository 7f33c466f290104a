// Table tests of the Necromunda rules over plain numbers (docs/rules.md §2.3, §2.4 N4, N7d; NC-14).

import { describe, expect, it } from "vitest";
import {
  applyInjuries,
  fallHit,
  hitNeed,
  hitPasses,
  injuryDice,
  knockbackDistance,
  knockbackResistance,
  nervePasses,
  saveTarget,
  woundTarget,
} from "../../../../src/core/rulesets/necromunda/rules.js";
import { parseFaceMap } from "../../../../src/core/rulesets/necromunda/settings.js";

describe("wound table (S against T)", () => {
  it.each([
    [6, 3, 2],
    [7, 3, 2],
    [4, 3, 3],
    [5, 3, 3],
    [3, 3, 4],
    [2, 3, 5],
    [1, 3, 6],
    [0, 3, 6],
    [2, 4, 6],
    [3, 4, 5],
    [4, 8, 6],
    [5, 8, 5],
    [8, 4, 2],
    [1, 1, 4],
    [2, 1, 2],
  ])("S%i against T%i needs %i+", (S, T, need) => {
    expect(woundTarget(S, T)).toBe(need);
  });
});

describe("Injury dice counting (NC-14)", () => {
  it.each([
    [2, 3, 1, 0],
    [2, 2, 0, 1],
    [2, 1, 0, 2],
    [2, 0, 0, 2],
    [3, 2, 0, 2],
    [1, 1, 0, 1],
    [1, 3, 2, 0],
    [0, 2, 2, 0],
  ])("%i Damage against W%i leaves W%i and rolls %i dice", (d, w, left, dice) => {
    expect(injuryDice(d, w)).toEqual({ wounds: left, dice });
  });
});

describe("applying Injury dice", () => {
  it("the first SI seriously injures, later SIs count as Flesh Wounds", () => {
    expect(applyInjuries(["SI", "SI"], "standing", 3)).toEqual({ status: "seriouslyInjured", toughness: 2, applied: ["SI", "FW"] });
  });
  it("an SI on a fighter already Seriously Injured is a Flesh Wound", () => {
    expect(applyInjuries(["SI"], "seriouslyInjured", 3)).toEqual({ status: "seriouslyInjured", toughness: 2, applied: ["FW"] });
  });
  it("a Pinned fighter becomes Seriously Injured", () => {
    expect(applyInjuries(["SI"], "pinned", 3).status).toBe("seriouslyInjured");
  });
  it("stops at the first OOA", () => {
    expect(applyInjuries(["FW", "OOA", "SI"], "standing", 3)).toEqual({ status: "outOfAction", toughness: 2, applied: ["FW", "OOA"] });
  });
  it("a Flesh Wound taking T to 0 puts the fighter Out of Action", () => {
    expect(applyInjuries(["FW"], "standing", 1)).toEqual({ status: "outOfAction", toughness: 0, applied: ["FW"] });
  });
});

describe("knockback resistance (seed)", () => {
  it.each([
    [3, null, 1, 4],
    [3, null, 3, 6],
    [4, null, 2, 6],
    [5, "light", 1, 2],
    [5, "light", 3, 4],
    [1, "heavy", 1, 5],
    [1, "heavy", 3, 7],
  ] as const)("S%i %s with D3 %i resists %i", (S, object, d3, r) => {
    expect(knockbackResistance(S, object, d3)).toBe(r);
  });
  it("the seed's example: an S3 attack against an S3 fighter moves 0–2\"", () => {
    const seen = new Set<number>();
    for (const f of [1, 2, 3]) for (const r of [1, 2, 3]) seen.add(knockbackDistance(3, f, knockbackResistance(3, null, r)));
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });
  it("never negative", () => {
    expect(knockbackDistance(3, 1, 9)).toBe(0);
  });
});

describe("hit roll", () => {
  it("a natural 1 always misses", () => {
    expect(hitPasses(1, 2, 5)).toBe(false);
  });
  it("natural + modifiers ≥ BS hits", () => {
    expect(hitPasses(6, 4, -2)).toBe(true);
    expect(hitPasses(5, 4, -2)).toBe(false);
  });
  it("an Improbable Shot when BS − modifiers > 6", () => {
    expect(hitNeed(4, -3)).toEqual({ need: 7, improbable: true });
    expect(hitNeed(4, -2)).toEqual({ need: 6, improbable: false });
  });
});

describe("save target", () => {
  it.each([
    [5, 0, 0, 5],
    [5, 1, 0, 4],
    [5, 0, -2, 7],
    [5, 1, -2, 6],
    [null, 2, 0, 5],
    [null, 0, 0, 7],
    [4, 2, -1, 3],
  ])("save %s with cover bonus %i and AP %i needs %i+", (save, cover, ap, need) => {
    expect(saveTarget(save, cover, ap)).toBe(need);
  });
});

describe("falling table", () => {
  it.each([
    [2, null],
    [2.0000001, null],
    [2.9, { S: 3, AP: 0, D: 1 }],
    [3, { S: 3, AP: 0, D: 1 }],
    [2.5001, { S: 3, AP: 0, D: 1 }],
    [5, { S: 3, AP: 0, D: 1 }],
    [6, { S: 5, AP: -1, D: 1 }],
    [7.5, { S: 7, AP: -2, D: 2 }],
    [9, { S: 7, AP: -2, D: 2 }],
    [10, { S: 9, AP: -3, D: 3 }],
    [14, { S: 9, AP: -3, D: 3 }],
  ])('a %s" drop (rounded up to the inch first)', (drop, hit) => {
    expect(fallHit(drop)).toEqual(hit);
  });
});

describe("Nerve test", () => {
  it("2D6 + friends + modifier ≥ Cool (NC-11: 6 + 1 − 2 = 5 fails Cool 7)", () => {
    expect(nervePasses([3, 3], 1, -2, 7)).toBe(false);
    expect(nervePasses([4, 4], 1, -2, 7)).toBe(true);
  });
});

describe("face maps", () => {
  it("parses the default injury map", () => {
    expect(parseFaceMap("FW:1-2, SI:3-5, OOA:6", "k", ["FW", "SI", "OOA"]).slice(1)).toEqual(["FW", "FW", "SI", "SI", "SI", "OOA"]);
  });
  it("rejects a face given twice, a face left out and an unknown result", () => {
    expect(() => parseFaceMap("FW:1-3, SI:3-5, OOA:6", "k", ["FW", "SI", "OOA"])).toThrow(/face 3 is given twice/);
    expect(() => parseFaceMap("FW:1-2, SI:3-4, OOA:6", "k", ["FW", "SI", "OOA"])).toThrow(/face 5 has no result/);
    expect(() => parseFaceMap("FW:1-2, XX:3-5, OOA:6", "k", ["FW", "SI", "OOA"])).toThrow(/unknown result/);
  });
});
