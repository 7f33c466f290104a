// The weapon library: presets from the core, import/export validated by each ruleset's weapon schema.

import { describe, expect, it } from "vitest";
import { RULESETS } from "../../../src/core/index.js";
import {
  type LibraryWeapon,
  LIBRARY_FORMAT,
  exportLibrary,
  fighterWeaponFrom,
  libraryEntries,
  mergeLibrary,
  parseLibraryImport,
  presetEntries,
  weaponIssues,
} from "../../../src/foundry/ui/weapon-library.js";

const mine: LibraryWeapon = {
  id: "house.stickbomb",
  name: "Stick bomb",
  ruleset: "necromunda",
  weapon: { name: "Stick bomb", profile: "-", short: null, long: "Sx3", ammo: 4, traits: ["Blast(3)", "Grenade"] },
};

describe("weapon library", () => {
  it("offers every preset of every ruleset, each valid against its own schema", () => {
    for (const r of RULESETS) {
      const entries = presetEntries(r.id);
      expect(entries.length, r.id).toBe(r.presets.length);
      for (const e of entries) expect(weaponIssues(r.id, e.weapon), e.id).toEqual([]);
    }
  });
  it("lists presets then the world's entries of the ruleset only", () => {
    const list = libraryEntries("necromunda", [mine, { ...mine, id: "other", ruleset: "gzg" }]);
    expect(list.at(-1)).toMatchObject({ id: "house.stickbomb", source: "world" });
    expect(list.filter((e) => e.source === "world")).toHaveLength(1);
  });
  it("round-trips an export through import", () => {
    const text = exportLibrary([mine]);
    expect(JSON.parse(text).format).toBe(LIBRARY_FORMAT);
    expect(parseLibraryImport(text)).toEqual({ weapons: [mine] });
  });
  it("refuses a file with a bad weapon, naming the entry and the field, and imports nothing", () => {
    const bad = { format: LIBRARY_FORMAT, weapons: [mine, { ...mine, id: "b", weapon: { ...mine.weapon, ammo: 9 } }] };
    const r = parseLibraryImport(JSON.stringify(bad));
    expect(r).toEqual({ issues: [{ path: "$.weapons[1].weapon.ammo", problem: "must be at most 7, got 9" }] });
  });
  it("refuses unknown rulesets, unknown fields, duplicate ids and non-JSON", () => {
    const r = parseLibraryImport(JSON.stringify([{ ...mine, ruleset: "chess" }, { ...mine, extra: 1 }, mine, mine]));
    expect("issues" in r && r.issues.map((i) => i.path)).toEqual(["$[0].ruleset", "$[1].extra", "$[3].id"]);
    expect(parseLibraryImport("{").toString()).toBeTruthy();
    expect("issues" in parseLibraryImport("{")).toBe(true);
    expect("issues" in parseLibraryImport(JSON.stringify({ weapons: [] }))).toBe(true);
  });
  it("merges imports over entries with the same id", () => {
    const renamed = { ...mine, name: "Stikk bomb" };
    expect(mergeLibrary([mine, { ...mine, id: "x" }], [renamed]).map((w) => [w.id, w.name])).toEqual([
      ["x", "Stick bomb"],
      ["house.stickbomb", "Stikk bomb"],
    ]);
  });
  it("makes a loadout weapon with a copy of the record and no state", () => {
    const w = fighterWeaponFrom(mine, "w1");
    expect(w).toEqual({ id: "w1", name: "Stick bomb", ruleset: "necromunda", weapon: mine.weapon, state: null });
    expect(w.weapon).not.toBe(mine.weapon);
  });
});
