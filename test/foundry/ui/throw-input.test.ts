// The API's friendly throw input → the relay's AttackRequest; the weapon line and state the dialog shows.

import { describe, expect, it } from "vitest";
import type { AttackRequest } from "../../../src/foundry/api-types.js";
import { NoticeError } from "../../../src/foundry/platform/errors.js";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import { type ThrowLookups, requestFromInput } from "../../../src/foundry/ui/throw-input.js";
import { rulesLine, weaponState } from "../../../src/foundry/ui/weapon-summary.js";
import en from "../../../lang/en.json";
import { makeTranslator } from "../../../src/core/index.js";

const translate = makeTranslator(en);
const line = (ruleset: string, w: Record<string, unknown>): string => rulesLine(ruleset, w).map(translate).join(" · ");

const frag: FighterWeapon = {
  id: "w1",
  name: "Frag grenade",
  ruleset: "necromunda",
  weapon: {
    name: "Frag grenade",
    profile: "Frag",
    short: null,
    long: "Sx3",
    S: 3,
    AP: 0,
    D: 1,
    ammo: 4,
    traits: ["Blast(3)", "Knockback", "Grenade"],
  },
  state: null,
};
const krak: FighterWeapon = { ...frag, id: "w2", name: "Krak grenade" };
const look: ThrowLookups = { currentSceneId: () => "S1", weaponsOf: (_s, t) => (t === "A" ? [frag, krak] : null) };

describe("requestFromInput", () => {
  it("takes token documents, Token objects or ids, a weapon by id or name, a token or point target", () => {
    expect(requestFromInput({ attacker: { id: "A" }, weapon: "Krak grenade", target: { document: { id: "B" } } }, look)).toEqual({
      sceneId: "S1",
      attackerTokenId: "A",
      weaponId: "w2",
      target: { tokenId: "B" },
      blind: false,
    });
    expect(requestFromInput({ attacker: "A", target: { x: 100, y: 250 }, blind: true }, look)).toEqual({
      sceneId: "S1",
      attackerTokenId: "A",
      weaponId: "w1",
      target: { point: { x: 100, y: 250 } },
      blind: true,
    });
  });
  it("passes attack options and up-front decisions on to the request", () => {
    expect(
      requestFromInput(
        { attacker: "A", target: "B", options: { markerOffset: [0.2, 0] }, decisions: { rfcPath: { B: [{ x: 1, y: 2 }] } } },
        look,
      ),
    ).toEqual({
      sceneId: "S1",
      attackerTokenId: "A",
      weaponId: "w1",
      target: { tokenId: "B" },
      blind: false,
      options: { markerOffset: [0.2, 0] },
      decisions: { rfcPath: { B: [{ x: 1, y: 2 }] } },
    });
  });
  it("passes an AttackRequest through unchanged", () => {
    const r: AttackRequest = { sceneId: "S2", attackerTokenId: "A", weaponId: "w9", target: { tokenId: "B" }, blind: false };
    expect(requestFromInput(r, look)).toBe(r);
  });
  it("refuses unknown tokens, weapons, scenes and targets with a localized notice", () => {
    const key = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        return e instanceof NoticeError ? e.key : "other";
      }
      return "none";
    };
    expect(key(() => requestFromInput({ attacker: "Z", target: "B" }, look))).toBe("ORDNANCE.Error.unknownToken");
    expect(key(() => requestFromInput({ attacker: "A", weapon: "Melta", target: "B" }, look))).toBe("ORDNANCE.Error.unknownWeapon");
    expect(key(() => requestFromInput({ attacker: "A", target: { x: Number.NaN, y: 1 } }, look))).toBe("ORDNANCE.Error.badTarget");
    expect(key(() => requestFromInput({ attacker: "A", target: "B" }, { ...look, currentSceneId: () => null }))).toBe(
      "ORDNANCE.Error.noScene",
    );
  });
});

describe("weapon summary", () => {
  it("writes each ruleset's rules line", () => {
    expect(line("necromunda", frag.weapon)).toBe("Frag · -/Sx3 · S 3 · AP 0 · D 1 · Ammo 4+ · Blast(3), Knockback, Grenade");
    expect(line("gzg", { rangeBand: 6, payload: "gas", lethal: true, fuse: "contact", blastRadius: 0 })).toBe(
      'band 6" · gas (lethal) · contact fuse',
    );
    expect(line("trench-crusade", { range: 6, keywords: ["BLAST(3)", "HEAVY"] })).toBe('6" · BLAST(3), HEAVY');
  });
  it("reads the ammunition or uses state, after the last attack or from the record", () => {
    const base = { outOfAmmo: false, deletedProfiles: [], unusableProfiles: [], consumed: false, usesLeft: null };
    expect(weaponState("necromunda", frag.weapon, null)).toEqual({ stateKey: "ORDNANCE.Weapon.ready", stateData: {}, usable: true });
    expect(weaponState("necromunda", frag.weapon, { ...base, outOfAmmo: true }).usable).toBe(false);
    expect(weaponState("necromunda", frag.weapon, { ...base, deletedProfiles: ["Frag"] })).toMatchObject({
      stateKey: "ORDNANCE.Weapon.profileGone",
      usable: false,
    });
    expect(weaponState("trench-crusade", { usesPerGame: 2, used: 1 }, null)).toEqual({
      stateKey: "ORDNANCE.Weapon.usesLeft",
      stateData: { n: 1 },
      usable: true,
    });
    expect(weaponState("trench-crusade", { usesPerGame: 1 }, { ...base, usesLeft: 0 })).toMatchObject({
      stateKey: "ORDNANCE.Weapon.noUsesLeft",
      usable: false,
    });
    expect(weaponState("trench-crusade", {}, { ...base, consumed: true }).stateKey).toBe("ORDNANCE.Weapon.consumed");
  });
  it("has no rules line and no uses for a ruleset that is not registered", () => {
    expect(rulesLine("warhammer", frag.weapon)).toEqual([]);
    expect(weaponState("warhammer", { usesPerGame: 2 }, null).stateKey).toBe("ORDNANCE.Weapon.ready");
  });
});
