// The actor data → stats mapping, and the profile the adapter uses for a token.

import { describe, expect, it } from "vitest";
import type { FighterProfile, FighterWeapon } from "../../../src/foundry/platform/flags.js";
import {
  effectiveProfile,
  isOwnProfile,
  mappedStats,
  mappingIssues,
  mergeProfiles,
  valueAtPath,
} from "../../../src/foundry/ui/stat-mapping.js";

const actor = { system: { bs: { value: "4" }, str: 3, cool: 30, name: "Gor" } };
const mapping = { necromunda: { BS: "system.bs.value", S: "system.str", cool: "system.cool", T: "system.missing" } };

describe("stat mapping", () => {
  it("reads dotted paths", () => {
    expect(valueAtPath(actor, "system.bs.value")).toBe("4");
    expect(valueAtPath(actor, "system.nope.value")).toBeUndefined();
  });
  it("fills only stats the profile lacks, converting numeric text, skipping values the schema refuses", () => {
    const r = mappedStats("necromunda", mapping, actor, { S: 4 });
    expect(r.stats).toEqual({ S: 4, BS: 4 });
    expect(r.skipped).toEqual([{ path: "system.cool", problem: "must be at most 12, got 30" }]);
  });
  it("validates the mapping setting", () => {
    expect(mappingIssues(mapping)).toEqual([]);
    expect(mappingIssues({ necromunda: { XX: "system.a" }, chess: {} }).map((i) => i.path)).toEqual(["$.necromunda.XX", "$.chess"]);
    expect(mappingIssues({ gzg: { quality: "system..q" } })[0]!.path).toBe("$.gzg.quality");
  });
  it("uses the token's profile over the actor's, completed by the mapping", () => {
    const token = { stats: { BS: 3 }, weapons: [] };
    const own = { side: "A", stats: {}, weapons: [] };
    expect(effectiveProfile("necromunda", token, own, mapping, actor)).toEqual({ side: "A", stats: { BS: 3, S: 3 }, weapons: [] });
    expect(effectiveProfile("necromunda", undefined, own, mapping, actor)).toEqual({ side: "A", stats: { BS: 4, S: 3 }, weapons: [] });
    expect(effectiveProfile("necromunda", undefined, own, {}, actor)).toBe(own);
    expect(effectiveProfile("gzg", undefined, undefined, mapping, actor)).toBeUndefined();
  });
});

describe("token profile over actor profile", () => {
  const spent = { outOfAmmo: true, deletedProfiles: [], unusableProfiles: [], consumed: false, usesLeft: null };
  const w = (id: string, name = id): FighterWeapon => ({
    id,
    name,
    ruleset: "necromunda",
    weapon: { name, profile: "-", ammo: 4 },
    state: null,
  });
  const actorProfile: FighterProfile = {
    side: "Goliath",
    baseMm: 32,
    stats: { BS: 4, S: 4 },
    weapons: [w("frag", "Frag"), w("krak", "Krak")],
  };
  it("keeps the actor's stats and loadout when an attack wrote only weapon states into the token", () => {
    const tokenFlag: FighterProfile = { weapons: [{ ...w("frag", "old name"), state: spent }, w("removed")] };
    expect(isOwnProfile(tokenFlag)).toBe(false);
    expect(mergeProfiles(tokenFlag, actorProfile)).toEqual({
      side: "Goliath",
      baseMm: 32,
      stats: { BS: 4, S: 4 },
      weapons: [{ ...w("frag", "Frag"), state: spent }, w("krak", "Krak")],
    });
  });
  it("lets a token's own side, base and stats win", () => {
    const tokenFlag: FighterProfile = { side: "Escher", stats: { BS: 2 } };
    expect(isOwnProfile(tokenFlag)).toBe(true);
    expect(mergeProfiles(tokenFlag, actorProfile)).toMatchObject({
      side: "Escher",
      baseMm: 32,
      stats: { BS: 2, S: 4 },
      weapons: actorProfile.weapons,
    });
    expect(mergeProfiles(undefined, actorProfile)).toBe(actorProfile);
    expect(mergeProfiles(tokenFlag, undefined)).toBe(tokenFlag);
  });
});
