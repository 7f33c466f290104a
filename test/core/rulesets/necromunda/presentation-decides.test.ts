// What the adapters show and keep for Necromunda (docs/rules.md §2.4 N10, §2.5): a weapon's one-line summary from
// its raw record (dashes and missing fields left out), a fighter's stats with its stored state folded in, a weapon
// record with its ammunition state, and which profiles share that state.

import { describe, expect, it } from "vitest";
import { necroPresentation as p } from "../../../../src/core/rulesets/necromunda/presentation.js";
import type { StoredFigureState } from "../../../../src/core/rulesets/presentation.js";
import { aimHintsFor, getRuleset } from "../../../../src/core/index.js";
import { defined } from "../../../../src/core/engine/expect.js";

const part = (key: string, data: Record<string, string>) => ({ key: `ORDNANCE.WeaponSummary.${key}`, data });

describe("weaponSummary", () => {
  it("a launcher profile: profile, ranges, S, AP, D, Ammo and traits, in that order", () => {
    expect(
      p.weaponSummary({
        name: "GL",
        profile: "Frag",
        short: 6,
        long: 24,
        S: 3,
        AP: -1,
        D: "1",
        ammo: 5,
        traits: ["Blast(3)", "Knockback"],
      }),
    ).toEqual([
      part("profile", { profile: "Frag" }),
      part("shortLong", { short: '6"', long: '24"' }),
      part("stat", { name: "S", value: "3" }),
      part("stat", { name: "AP", value: "-1" }),
      part("stat", { name: "D", value: "1" }),
      part("ammo", { ammo: "5" }),
      part("list", { list: "Blast(3), Knockback" }),
    ]);
  });

  it("dashes, nulls and missing fields are left out; a thrown range is shown as written", () => {
    expect(p.weaponSummary({ name: "Frag grenade", short: "-", long: "Sx3", S: "–", AP: null, traits: [] })).toEqual([
      part("shortLong", { short: "-", long: "Sx3" }),
    ]);
    expect(p.weaponSummary({ name: "x", short: "–", long: "-", D: "-", traits: "Blast(3)" })).toEqual([
      part("shortLong", { short: "-", long: "-" }),
    ]);
    expect(p.weaponSummary({ name: "x", long: null })).toEqual([part("shortLong", { short: "-", long: "-" })]);
  });
});

describe("statsWithState: the stored state is the newer word", () => {
  const state = (over: Partial<StoredFigureState>): StoredFigureState => ({
    status: "standing",
    wounds: null,
    toughness: null,
    blood: null,
    suppression: null,
    ...over,
  });
  const stats = { BS: 4, W: 2, T: 3, status: "pinned" };

  it("a standing, pinned or seriously injured fighter takes that status", () => {
    for (const status of ["standing", "pinned", "seriouslyInjured"] as const) {
      expect(p.statsWithState(stats, state({ status }))).toEqual({ ...stats, status });
      expect(p.statsWithState({ ...stats, status: "x" }, state({ status }))).toEqual({ ...stats, status });
    }
  });

  it("a Broken fighter keeps its status and is Broken; Out of Action changes neither", () => {
    expect(p.statsWithState(stats, state({ status: "broken" }))).toEqual({ ...stats, broken: true });
    expect(p.statsWithState(stats, state({ status: "outOfAction" }))).toEqual(stats);
  });

  it("Wounds and Toughness when the state has them, 0 included", () => {
    expect(p.statsWithState(stats, state({ wounds: 0, toughness: 1 }))).toEqual({ ...stats, status: "standing", W: 0, T: 1 });
    expect(p.statsWithState(stats, state({}))).toEqual({ ...stats, status: "standing" });
  });
});

describe("weaponWithState and sharesState (N10: profiles of one weapon share its ammunition)", () => {
  const out = { outOfAmmo: true, deletedProfiles: ["Krak"], unusableProfiles: ["Smoke"], consumed: false, usesLeft: null };

  it("folds in the ammunition state as copies", () => {
    const w = p.weaponWithState({ name: "GL", profile: "Frag", outOfAmmo: false }, out);
    expect(w).toEqual({ name: "GL", profile: "Frag", outOfAmmo: true, deletedProfiles: ["Krak"], unusableProfiles: ["Smoke"] });
    expect(w["deletedProfiles"]).not.toBe(out.deletedProfiles);
    expect(w["unusableProfiles"]).not.toBe(out.unusableProfiles);
  });

  it("profiles out of ammunition on their own, when given, keeping only names", () => {
    expect(p.weaponWithState({ name: "GL" }, { ...out, outOfAmmoProfiles: ["Frag", 3, "Krak"] })["outOfAmmoProfiles"]).toEqual([
      "Frag",
      "Krak",
    ]);
    expect(p.weaponWithState({ name: "GL" }, { ...out, outOfAmmoProfiles: "Frag" })["outOfAmmoProfiles"]).toEqual([]);
  });

  it("two records share a state when they have the same name", () => {
    expect(p.sharesState({ name: "GL", profile: "Frag" }, { name: "GL", profile: "Krak" })).toBe(true);
    expect(p.sharesState({ name: "GL" }, { name: "Grenades" })).toBe(false);
    expect(p.sharesState({ name: 3 }, { name: 3 })).toBe(false);
    expect(p.usesLeft({ name: "GL", ammo: 5 })).toBeNull();
  });
});

describe('aim hints at the range boundaries (N3: base edge to base edge, 1e-6" of tolerance)', () => {
  const gl = { name: "GL", profile: "Frag", short: 6, long: 24, accShort: 1, accLong: -1, S: 3, ammo: 5, traits: ["Blast(3)"] };
  const band = (weapon: Record<string, unknown>, centreDistance: number, settings: Record<string, unknown> = {}) =>
    defined(aimHintsFor(defined(getRuleset("necromunda"), "necromunda"), weapon, { stats: {}, baseRadius: 0.5 }, settings), "hints").band({
      centreDistance,
      targetBaseRadius: 0,
    });

  it('Short range up to Short + 1e-6", Long range up to Long + 1e-6"', () => {
    expect(band(gl, 6.5 + 1e-6).label.key).toBe("ORDNANCE.AimHint.bandShort");
    expect(band(gl, 6.5 + 2e-6).label.key).toBe("ORDNANCE.AimHint.bandLong");
    const auto = { "necro.blastOutOfRange": "autoMiss" };
    expect(band(gl, 24.5 + 1e-6, auto)).toMatchObject({ inRange: true, label: { key: "ORDNANCE.AimHint.bandLong" } });
    expect(band(gl, 24.5 + 2e-6, auto)).toMatchObject({ inRange: false, label: { key: "ORDNANCE.AimHint.beyondLong" } });
  });

  it("a smoke round fired as a Blast(5) marker (the default) is pulled back like one", () => {
    const smoke = { ...gl, profile: "Smoke", traits: ["Smoke"] };
    expect(band(smoke, 40)).toMatchObject({ inRange: true, label: { key: "ORDNANCE.AimHint.beyondLongPulledBack" } });
    expect(band(smoke, 40, { "necro.smokeAsBlast5": false })).toMatchObject({ inRange: false });
  });

  it("a thrown grenade has no Short range, even at the thrower's base", () => {
    const grenade = { name: "Frag grenade", profile: "Frag", long: "Sx3", S: 3, ammo: 4, traits: ["Blast(3)", "Grenade"] };
    expect(band(grenade, 0.5).label.key).toBe("ORDNANCE.AimHint.bandLong");
  });
});
