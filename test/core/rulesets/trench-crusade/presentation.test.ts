// What the adapters show for Trench Crusade (docs/rules.md §4.3–§4.4 T1, T7): the weapon line, the uses left, the
// Blood markers and Down kept between attacks, a weapon's uses folded back in, and the range limits exactly at
// their tolerance.

import { describe, expect, it } from "vitest";
import { type AimDistance, type AnyRuleset, aimHintsFor, getRuleset } from "../../../../src/core/index.js";
import { EPS } from "../../../../src/core/geometry/vec.js";
import type { StoredFigureState } from "../../../../src/core/rulesets/presentation.js";
import type { WeaponStateOut } from "../../../../src/core/scenario/output.js";

const tc = (): AnyRuleset => {
  const r = getRuleset("trench-crusade");
  if (!r) throw new Error("no trench-crusade ruleset");
  return r;
};
const p = () => tc().presentation;
const S = (key: string, data: Record<string, unknown>) => ({ key: `ORDNANCE.WeaponSummary.${key}`, data });
const point = (centreDistance: number): AimDistance => ({ centreDistance, targetBaseRadius: 0 });
const state = (status: StoredFigureState["status"], blood: number | null): StoredFigureState => ({
  status,
  wounds: null,
  toughness: null,
  blood,
  suppression: null,
});
const used = (usesLeft: number | null): WeaponStateOut => ({
  outOfAmmo: false,
  deletedProfiles: [],
  unusableProfiles: [],
  consumed: false,
  usesLeft,
});

describe("Trench Crusade weapon line and uses", () => {
  it("the range and the keywords; nothing for fields of the wrong kind or no keywords", () => {
    expect(p().weaponSummary({ range: 12, keywords: ["BLAST(2)", "SCATTER"] })).toEqual([
      S("range", { range: 12 }),
      S("list", { list: "BLAST(2), SCATTER" }),
    ]);
    expect(p().weaponSummary({ range: "12", keywords: [] })).toEqual([]);
    expect(p().weaponSummary({ keywords: "BLAST(2)" })).toEqual([]);
  });

  it("uses left: the uses per game less those used, none without a limit", () => {
    expect(p().usesLeft({ usesPerGame: 3, used: 1 })).toBe(2);
    expect(p().usesLeft({ usesPerGame: 3 })).toBe(3);
    expect(p().usesLeft({ usesPerGame: 3, used: "1" })).toBe(3);
    expect(p().usesLeft({ used: 1 })).toBeNull();
  });

  it("a weapon's uses after an attack: used = per game − left, kept between 0 and the limit", () => {
    expect(p().weaponWithState({ usesPerGame: 3 }, used(1))).toEqual({ usesPerGame: 3, used: 2 });
    expect(p().weaponWithState({ usesPerGame: 3 }, used(5))).toEqual({ usesPerGame: 3, used: 0 });
    expect(p().weaponWithState({ usesPerGame: 3 }, used(-2))).toEqual({ usesPerGame: 3, used: 3 });
    const free = { name: "Rifle" };
    expect(p().weaponWithState(free, used(null))).toEqual(free);
    expect(p().weaponWithState(free, used(null))).not.toBe(free);
    expect(p().weaponWithState({ usesPerGame: 3, used: 1 }, used(null))).toEqual({ usesPerGame: 3, used: 1 });
    expect(p().weaponWithState({ usesPerGame: "3" }, used(1))).toEqual({ usesPerGame: "3" });
    expect(p().sharesState(free, free)).toBe(false);
  });

  it("models keep their Blood markers and whether they are Down", () => {
    expect(p().statsWithState({ ranged: 1, blood: 0, down: false }, state("down", 2))).toEqual({ ranged: 1, blood: 2, down: true });
    expect(p().statsWithState({ ranged: 1, blood: 1, down: true }, state("standing", null))).toEqual({ ranged: 1, blood: 1, down: false });
  });
});

describe("Trench Crusade aim hints at the tolerance (T1)", () => {
  const hints = () =>
    aimHintsFor(
      tc(),
      { name: "Rifle", range: 24, keywords: [] },
      { stats: { ranged: 1 }, baseRadius: 0.5 },
      { "tc.rangeMeasure": "centre" },
    );

  it("exactly the range + EPS is in range, and exactly half + EPS is not long range", () => {
    const h = hints();
    expect(h?.band(point(24 + EPS)).inRange).toBe(true);
    expect(h?.band(point(24 + 2 * EPS))).toEqual({ inRange: false, label: { key: "ORDNANCE.AimHint.beyondRange", data: { range: 24 } } });
    expect(h?.band(point(12 + EPS)).label.key).toBe("ORDNANCE.AimHint.bandInRange");
    expect(h?.band(point(12 + 2 * EPS)).label.key).toBe("ORDNANCE.AimHint.bandLongTc");
  });
});
