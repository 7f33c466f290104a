// GZG profiles as the rules read them (docs/scenario.md, docs/rules.md §3.2–§3.3): default fuses and blast dice of
// thrown and launched weapons, each die size refused with its own path, an unknown grade naming the grades and
// aliases, and a loader that must be another figure than the gunner.

import { describe, expect, it } from "vitest";
import { getRuleset, loadScenario } from "../../../../src/core/index.js";
import type { GzgSettings } from "../../../../src/core/rulesets/gzg/settings.js";
import { prepareStats, prepareWeapon } from "../../../../src/core/rulesets/gzg/types.js";
import { refusal } from "../../../helpers/refusal.js";

const settings = (given: Record<string, unknown> = {}): GzgSettings => {
  const r = getRuleset("gzg");
  if (!r) throw new Error("no gzg ruleset");
  return r.resolveSettings(given) as GzgSettings;
};

describe("GZG profiles", () => {
  it("a hand grenade is time-fused with a D8 blast die, a launched round contact-fused with a D10", () => {
    expect(prepareWeapon({ name: "Grenade", thrown: true })).toMatchObject({ fuse: "time", blastDie: 8 });
    expect(prepareWeapon({ name: "GL", rangeBand: 6 })).toMatchObject({ fuse: "contact", blastDie: 10 });
  });

  it("each die is refused with its own path", () => {
    const die = (v: unknown) => `expected a die size (4, 6, 8, 10 or 12), got ${JSON.stringify(v)}`;
    expect(refusal(() => prepareWeapon({ name: "GL", rangeBand: 6, blastDie: 7 }))).toEqual({ path: "$.blastDie", problem: die(7) });
    expect(refusal(() => prepareStats({ strength: 5 }, settings()))).toEqual({ path: "$.strength", problem: die(5) });
    expect(refusal(() => prepareStats({ quality: "8" }, settings()))).toMatchObject({ path: "$.quality" });
    expect(refusal(() => prepareStats({ quality: 9 }, settings()))).toEqual({ path: "$.quality", problem: die(9) });
    expect(refusal(() => prepareStats({ quality: "Odd" }, settings({ "gzg.gradeAliases": { Odd: 5 } })))).toEqual({
      path: "$.quality",
      problem: die(5),
    });
  });

  it("an unknown grade names the grades and the aliases", () => {
    expect(refusal(() => prepareStats({ quality: "Heroic" }, settings()))).toEqual({
      path: "$.quality",
      problem: 'unknown grade "Heroic" (grades: Untrained, Green, Regular, Veteran, Elite; aliases: Expert, Trained, Novice)',
    });
  });

  it("a loader must be another figure than the gunner", () => {
    const doc = (loader: string) => ({
      ruleset: "gzg",
      battlefield: {
        figures: [
          { id: "G", side: "red", x: 0, y: 0, stats: {} },
          { id: "M", side: "red", x: 1, y: 0, stats: {} },
        ],
      },
      attack: { attacker: "G", weapon: { name: "GL", rangeBand: 6 }, target: { point: [10, 0] }, loader },
    });
    expect(refusal(() => loadScenario(doc("G")))).toEqual({
      path: "$.attack.loader",
      problem: "the loader must be another figure than the gunner",
    });
    expect(refusal(() => loadScenario(doc("X")))).toEqual({ path: "$.attack.loader", problem: 'no figure has id "X"' });
    expect(loadScenario(doc("M")).attack?.extras["loader"]).toBe("M");
  });
});
