// What the adapters show for GZG (docs/rules.md §3.4 G1–G9): the weapon line, the area drawn at the impact (the
// 3" cloud, or an explosive's radius, none at 0), whether a band can be fired into, the suppression kept
// between attacks, and no weapon state.

import { describe, expect, it } from "vitest";
import { type AimDistance, type AnyRuleset, aimHintsFor, getRuleset } from "../../../../src/core/index.js";
import type { StoredFigureState } from "../../../../src/core/rulesets/presentation.js";
import type { WeaponStateOut } from "../../../../src/core/scenario/output.js";

const gzg = (): AnyRuleset => {
  const r = getRuleset("gzg");
  if (!r) throw new Error("no gzg ruleset");
  return r;
};
const p = () => gzg().presentation;
const S = (key: string, data?: Record<string, unknown>) =>
  data ? { key: `ORDNANCE.WeaponSummary.${key}`, data } : { key: `ORDNANCE.WeaponSummary.${key}` };
const point = (centreDistance: number): AimDistance => ({ centreDistance, targetBaseRadius: 0 });
const state = (suppression: number | null): StoredFigureState => ({
  status: "standing",
  wounds: null,
  toughness: null,
  blood: null,
  suppression,
});
const WEAPON_STATE: WeaponStateOut = { outOfAmmo: false, deletedProfiles: [], unusableProfiles: [], consumed: false, usesLeft: 2 };

describe("GZG weapon line", () => {
  it("a launcher: its band, payload, fuse and blast radius", () => {
    expect(p().weaponSummary({ rangeBand: 6, payload: "explosive", fuse: "contact", blastRadius: 2 })).toEqual([
      S("band", { band: 6 }),
      S("payload", { payload: "explosive" }),
      S("fuse", { fuse: "contact" }),
      S("blast", { radius: 2 }),
    ]);
  });

  it("a thrown lethal gas grenade; a band that is not a number; no blast at 0 and no empty fields", () => {
    expect(p().weaponSummary({ thrown: true, payload: "gas", lethal: true })).toEqual([
      S("thrown"),
      S("payloadLethal", { payload: "gas" }),
    ]);
    expect(p().weaponSummary({ thrown: "yes", rangeBand: "6", payload: null, fuse: undefined, blastRadius: 0, lethal: true })).toEqual([
      S("band", { band: "?" }),
    ]);
    expect(p().weaponSummary({ rangeBand: 4, payload: "smoke", lethal: "yes", blastRadius: "2" })).toEqual([
      S("band", { band: 4 }),
      S("payload", { payload: "smoke" }),
    ]);
  });
});

describe("GZG aim hints and state", () => {
  it("the area at the impact: a cloud's 3\", an explosive's radius, none for an explosive of radius 0", () => {
    const radius = (weapon: Record<string, unknown>) =>
      aimHintsFor(gzg(), { name: "W", rangeBand: 6, ...weapon }, { stats: {}, baseRadius: 0.5 }, {})?.blastRadius;
    expect([
      radius({ payload: "smoke" }),
      radius({ payload: "explosive", blastRadius: 2 }),
      radius({ payload: "explosive", blastRadius: 0 }),
    ]).toEqual([3, 2, null]);
  });

  it("a band the firer rolls for, or deviates on automatically, can be fired into", () => {
    const h = aimHintsFor(
      gzg(),
      { name: "GL", rangeBand: 6, payload: "explosive", blastRadius: 2 },
      { stats: { quality: "Green" }, baseRadius: 0.5 },
      {},
    );
    expect(h?.band(point(29)).inRange).toBe(true);
    expect(h?.band(point(35)).inRange).toBe(true);
  });

  it("figures keep their suppression between attacks; weapons keep nothing and share nothing", () => {
    expect(p().statsWithState({ quality: 8, suppression: 0 }, state(2))).toEqual({ quality: 8, suppression: 2 });
    const stats = { quality: 8, suppression: 1 };
    const kept = p().statsWithState(stats, state(null));
    expect(kept).toEqual({ quality: 8, suppression: 1 });
    expect(kept).not.toBe(stats);
    const weapon = { name: "GL", rangeBand: 6 };
    const after = p().weaponWithState(weapon, WEAPON_STATE);
    expect(after).toEqual(weapon);
    expect(after).not.toBe(weapon);
    expect(p().usesLeft(weapon)).toBeNull();
    expect(p().sharesState(weapon, weapon)).toBe(false);
  });
});
