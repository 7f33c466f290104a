// The fighter profile form: fields from the ruleset's stats schema; form ↔ flags round trip; errors name fields.

import { describe, expect, it } from "vitest";
import type { FighterProfile } from "../../../src/foundry/platform/flags.js";
import { formFromProfile, profileFromForm, statFields } from "../../../src/foundry/ui/fighter-form.js";
import { launcherFrag } from "../../helpers/necromunda.js";

const necro: FighterProfile = {
  side: "Goliaths",
  baseMm: 32,
  stats: { BS: 4, S: 3, T: 3, W: 1, save: null, cool: 7, status: "pinned", engaged: false },
  weapons: [
    {
      id: "gl",
      name: "Grenade Launcher (Frag)",
      ruleset: "necromunda",
      weapon: launcherFrag(),
      state: { outOfAmmo: true, deletedProfiles: [], unusableProfiles: [], consumed: false, usesLeft: null },
    },
  ],
};

describe("fighter form", () => {
  it("generates one field per stat of the ruleset, typed by its schema", () => {
    const fields = statFields("necromunda", {});
    expect(fields.map((f) => f.stat)).toContain("BS");
    expect(fields.find((f) => f.stat === "status")).toMatchObject({
      kind: "select",
      options: ["", "standing", "pinned", "seriouslyInjured"],
    });
    expect(fields.find((f) => f.stat === "engaged")).toMatchObject({ kind: "select", options: ["", "true", "false"] });
    expect(fields.find((f) => f.stat === "S")).toMatchObject({ kind: "number", min: 0, max: 10 });
    expect(statFields("trench-crusade", {}).find((f) => f.stat === "keywords")?.kind).toBe("list");
    expect(statFields("gzg", {}).map((f) => f.stat)).toEqual([
      "quality",
      "motivation",
      "strength",
      "sealed",
      "suppression",
      "armour",
      "cover",
      "moved",
    ]);
  });
  it("round-trips a profile through the form, keeping weapon states", () => {
    const form = formFromProfile("necromunda", necro);
    expect(form["stats.save"]).toBe("null");
    expect(profileFromForm("necromunda", form, necro)).toEqual({ profile: necro });
  });
  it("round-trips Trench Crusade keyword lists and GZG grade names", () => {
    const tc: FighterProfile = { stats: { ranged: 1, keywords: ["TOUGH", "NEGATE GAS"], down: true }, weapons: [] };
    expect(profileFromForm("trench-crusade", formFromProfile("trench-crusade", tc), tc)).toEqual({ profile: tc });
    const gzg: FighterProfile = { stats: { quality: "Veteran", motivation: 2, strength: 8 }, weapons: [] };
    expect(profileFromForm("gzg", formFromProfile("gzg", gzg), gzg)).toEqual({ profile: gzg });
  });
  it("leaves blank fields out, so defaults and the actor mapping apply", () => {
    expect(profileFromForm("necromunda", { side: "", baseMm: "", "stats.BS": "", "stats.engaged": "" }, undefined)).toEqual({
      profile: { stats: {}, weapons: [] },
    });
  });
  it("names the field of every problem, stats and weapons alike", () => {
    const form = {
      ...formFromProfile("necromunda", necro),
      "stats.BS": "9",
      baseMm: "-3",
      "weapons.0.weapon": JSON.stringify({ name: "x", profile: "y", ammo: 1 }),
    };
    const r = profileFromForm("necromunda", form, necro);
    expect("issues" in r && r.issues.map((i) => i.field)).toEqual(["stats.BS", "baseMm", "weapons.0.weapon.ammo"]);
    const broken = profileFromForm("necromunda", { "weapons.0.id": "a", "weapons.0.name": "A", "weapons.0.weapon": "{" }, undefined);
    expect("issues" in broken && broken.issues[0]!.field).toBe("weapons.0.weapon");
  });
  it("drops a weapon's state when asked, or when the weapon is new", () => {
    const form = { ...formFromProfile("necromunda", necro), "weapons.0.resetState": true };
    const r = profileFromForm("necromunda", form, necro);
    expect("profile" in r && r.profile.weapons?.[0]?.state).toBeNull();
    const fresh = profileFromForm("necromunda", { ...formFromProfile("necromunda", necro), "weapons.0.id": "new" }, necro);
    expect("profile" in fresh && fresh.profile.weapons?.[0]?.state).toBeNull();
  });
});
