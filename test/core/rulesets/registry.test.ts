// The ruleset registry (docs/architecture.md §4): the three bundled rulesets in order, a ruleset registered at
// run time found by id with its setting keys known, a taken id refused by name, and the remover taking back
// exactly what it added even when called twice; plus the labels' helpers (signed modifiers, note keys) and
// aim hints that give up on bad records but let a ruleset's own bug through.

import { describe, expect, it } from "vitest";
import {
  RULESETS,
  RULESET_IDS,
  type AnyRuleset,
  aimHintsFor,
  aimNote,
  defineSettings,
  getRuleset,
  knownSettings,
  num,
  registerRuleset,
  rulesetCatalog,
  setting,
  signed,
  summaryNote,
} from "../../../src/core/index.js";

const gzg = (): AnyRuleset => {
  const r = getRuleset("gzg");
  if (!r) throw new Error("gzg is bundled");
  return r;
};
const fake = (id: string): AnyRuleset => ({ ...gzg(), id, settings: defineSettings({ [`${id}.level`]: setting(num(), 1) }) });

describe("the ruleset registry", () => {
  it("bundles Necromunda, GZG and Trench Crusade, in that order, each under its id", () => {
    expect(RULESET_IDS).toEqual(["necromunda", "gzg", "trench-crusade"]);
    expect(RULESETS.map((r) => r.id)).toEqual(["necromunda", "gzg", "trench-crusade"]);
    expect(rulesetCatalog.ids).toEqual(["necromunda", "gzg", "trench-crusade"]);
    for (const id of RULESET_IDS) expect(rulesetCatalog.get(id)?.id).toBe(id);
    expect(getRuleset("chess")).toBeUndefined();
  });

  it("a registered ruleset is found by id with its settings known; the remover takes both back", () => {
    const forget = registerRuleset(fake("fifth"));
    try {
      expect(getRuleset("fifth")?.id).toBe("fifth");
      expect(rulesetCatalog.ids).toEqual(["necromunda", "gzg", "trench-crusade", "fifth"]);
      expect(RULESETS.map((r) => r.id)).toContain("fifth");
      expect(Object.keys(knownSettings())).toContain("fifth.level");
      expect(Object.keys(knownSettings())).toContain("gzg.maxBands");
    } finally {
      forget();
    }
    expect(getRuleset("fifth")).toBeUndefined();
    expect(rulesetCatalog.ids).toEqual(["necromunda", "gzg", "trench-crusade"]);
    expect(Object.keys(knownSettings())).not.toContain("fifth.level");
    expect(Object.keys(knownSettings())).toContain("gzg.maxBands");
  });

  it("a taken id is refused, naming it, and nothing is added", () => {
    expect(() => registerRuleset(fake("gzg"))).toThrow('a ruleset with id "gzg" is already registered');
    expect(rulesetCatalog.ids).toEqual(["necromunda", "gzg", "trench-crusade"]);
    expect(Object.keys(knownSettings())).not.toContain("gzg.level");
  });

  it("removing a ruleset twice takes away nothing else: another registration and the bundled ones stay", () => {
    const forgetA = registerRuleset(fake("sixth"));
    const forgetB = registerRuleset(fake("seventh"));
    try {
      forgetA();
      forgetA();
      expect(rulesetCatalog.ids).toEqual(["necromunda", "gzg", "trench-crusade", "seventh"]);
      expect(Object.keys(knownSettings())).toContain("seventh.level");
      expect(Object.keys(knownSettings())).not.toContain("sixth.level");
    } finally {
      forgetB();
    }
    forgetB();
    expect(rulesetCatalog.ids).toEqual(["necromunda", "gzg", "trench-crusade"]);
    expect(Object.keys(knownSettings())).toContain("necro.blastOutOfRange");
  });
});

describe("label helpers", () => {
  it("signed writes +n, −n (a real minus sign) and ±0", () => {
    expect([signed(2), signed(-3), signed(0), signed(0.5), signed(-0.5)]).toEqual(["+2", "−3", "±0", "+0.5", "−0.5"]);
  });

  it("aim hint and weapon summary notes carry their key prefix, and data only when given", () => {
    expect(aimNote("ring")).toEqual({ key: "ORDNANCE.AimHint.ring" });
    expect(aimNote("ring", { tn: 2 })).toEqual({ key: "ORDNANCE.AimHint.ring", data: { tn: 2 } });
    expect(summaryNote("blast")).toEqual({ key: "ORDNANCE.WeaponSummary.blast" });
    expect(summaryNote("blast", { r: 3 })).toEqual({ key: "ORDNANCE.WeaponSummary.blast", data: { r: 3 } });
  });
});

describe("aimHintsFor", () => {
  const launcher = { name: "GL", rangeBand: 6, payload: "explosive", blastRadius: 2 };
  const attacker = { stats: {}, baseRadius: 0.5 };

  it("asks the ruleset with the prepared weapon, the attacker's prepared stats and base, and the resolved settings", () => {
    const seen: unknown[] = [];
    const r: AnyRuleset = {
      ...gzg(),
      presentation: {
        ...gzg().presentation,
        aimHints: (weapon, att, settings) => {
          seen.push(weapon, att, settings);
          return gzg().presentation.aimHints(weapon, att, settings);
        },
      },
    };
    const h = aimHintsFor(r, launcher, { stats: { quality: 8 }, baseRadius: 0.75 }, { "gzg.maxBands": 3 });
    expect(h?.rings).toHaveLength(3);
    const [weapon, att, settings] = seen as [Record<string, unknown>, { stats: unknown; baseRadius: number }, Record<string, unknown>];
    expect(weapon).toEqual(gzg().prepareWeapon(launcher, settings));
    expect(att).toEqual({ stats: gzg().prepareStats({ quality: 8 }, settings), baseRadius: 0.75 });
    expect(settings).toEqual(gzg().resolveSettings({ "gzg.maxBands": 3 }));
  });

  it("gives null for a weapon or stats the schema refuses, or bad settings; a ruleset's own error goes through", () => {
    expect(aimHintsFor(gzg(), { ...launcher, rangeBand: "six" }, attacker, {})).toBeNull();
    expect(aimHintsFor(gzg(), launcher, { stats: { quality: "Legendary" }, baseRadius: 0.5 }, {})).toBeNull();
    expect(aimHintsFor(gzg(), launcher, attacker, { "gzg.maxBands": "many" })).toBeNull();
    const broken: AnyRuleset = {
      ...gzg(),
      presentation: {
        ...gzg().presentation,
        aimHints: () => {
          throw new RangeError("a bug in the ruleset");
        },
      },
    };
    expect(() => aimHintsFor(broken, launcher, attacker, {})).toThrow(RangeError);
  });
});
