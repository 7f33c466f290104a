// Weapon state fed back: after an attack the fighter's weapon record keeps the output's `weapon`, and the
// next attack's scenario carries it in the ruleset's own weapon fields — end to end through the pipeline.

import { describe, expect, it } from "vitest";
import type { AttackRequest } from "../../../src/foundry/api-types.js";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { sharesState, weaponWithState } from "../../../src/foundry/fighters/weapon-state.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, storedSatchel, token } from "../../helpers/foundry/foundry-data.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";
import { launcherFrag } from "../../helpers/necromunda.js";

const A = "attacker00000001";
const B = "victim0000000001";
const attackOf = (scenario: unknown): Record<string, unknown> => {
  const a = typeof scenario === "object" && scenario !== null && "attack" in scenario ? scenario.attack : null;
  return typeof a === "object" && a !== null && "weapon" in a && typeof a.weapon === "object" && a.weapon !== null ? { ...a.weapon } : {};
};

function scene(weapons: FighterWeapon[], stats: { a: Record<string, unknown>; b: Record<string, unknown> }): FakeScene {
  return new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
    tokens: [
      token(A, -50, -50, { flags: { ordnance: { fighter: { side: "red", stats: stats.a, weapons } } } }),
      token(B, 350, -50, { flags: { ordnance: { fighter: { side: "blue", stats: stats.b } } } }),
    ],
  });
}

const request = (weaponId: string): AttackRequest => ({
  sceneId: "scene00000000001",
  attackerTokenId: A,
  weaponId,
  target: { tokenId: B },
  blind: false,
});
/** Aimed at the ground beside B (B may be out of action after the first throw). */
const atPoint = (weaponId: string): AttackRequest => ({ ...request(weaponId), target: { point: { x: 400, y: 100 } } });

describe("Necromunda: an Out of Ammo grenade launcher is refused", () => {
  const frag: FighterWeapon = {
    id: "gl-frag",
    name: "Grenade launcher (frag)",
    ruleset: "necromunda",
    weapon: launcherFrag({ ammo: 6, traits: ["Blast(3)"] }),
    state: null,
  };
  const krak: FighterWeapon = {
    id: "gl-krak",
    name: "Grenade launcher (krak)",
    ruleset: "necromunda",
    weapon: {
      name: "Grenade Launcher",
      profile: "Krak",
      short: 6,
      long: 24,
      accShort: -1,
      accLong: 0,
      S: 6,
      AP: -2,
      D: "2",
      ammo: 6,
      traits: [],
    },
    state: null,
  };
  const stats = { a: { BS: 3 }, b: { T: 3, W: 1 } };

  it("a failed Ammo test is kept on both profiles, and the next shot with either is ILLEGAL noAmmo", async () => {
    const s = scene([frag, krak], stats);
    // Every die a 1: the firepower die shows the Ammo symbol and the 6+ Ammo test fails.
    const first = await runAttack(harness(s, { ruleset: "necromunda", faces: [1] }).ports, request("gl-frag"), "u");
    expect(first.output!.weapon.outOfAmmo).toBe(true);
    const stored = s.token(A)!.flags.ordnance!.fighter!.weapons!;
    expect(stored.map((w) => w.state?.outOfAmmo)).toEqual([true, true]);

    for (const id of ["gl-frag", "gl-krak"]) {
      const h = harness(s, { ruleset: "necromunda", faces: [6] });
      const again = await runAttack(h.ports, request(id), "u");
      expect(again.output).toMatchObject({ outcome: "ILLEGAL", reason: "noAmmo", weapon: { outOfAmmo: true } });
      expect(attackOf(h.cards[0]!.scenario)).toMatchObject({ outOfAmmo: true });
    }
  });
});

describe("Trench Crusade: a used Satchel Charge has no uses left", () => {
  const satchel = storedSatchel();

  it("is thrown once (usesLeft 0, consumed), then refused with usesLeft 0 and the stored state unchanged", async () => {
    const s = scene([satchel], { a: {}, b: {} });
    const first = await runAttack(harness(s, { ruleset: "trench-crusade", faces: [6] }).ports, atPoint("satchel"), "u");
    expect(first.output!.outcome).not.toBe("ILLEGAL");
    expect(first.output!.weapon).toMatchObject({ consumed: true, usesLeft: 0 });
    expect(s.token(A)!.flags.ordnance!.fighter!.weapons![0]!.state).toMatchObject({ consumed: true, usesLeft: 0 });

    const h = harness(s, { ruleset: "trench-crusade", faces: [6] });
    const before = s.dump();
    const again = await runAttack(h.ports, atPoint("satchel"), "u");
    expect(again.output).toMatchObject({ outcome: "ILLEGAL", reason: "noUsesLeft", weapon: { usesLeft: 0 } });
    expect(attackOf(h.cards[0]!.scenario)).toMatchObject({ usesPerGame: 1, used: 1 });
    expect(s.dump()).toEqual(before); // a refused throw writes nothing
  });
});

describe("weaponWithState", () => {
  const state = { outOfAmmo: true, deletedProfiles: ["Frag"], unusableProfiles: ["Krak"], consumed: false, usesLeft: null };
  it("maps each ruleset's fields and leaves the record alone without state", () => {
    expect(weaponWithState("necromunda", { name: "GL", outOfAmmo: false }, null)).toEqual({ name: "GL", outOfAmmo: false });
    expect(weaponWithState("necromunda", { name: "GL" }, { ...state, outOfAmmoProfiles: ["Frag"] })).toEqual({
      name: "GL",
      outOfAmmo: true,
      deletedProfiles: ["Frag"],
      unusableProfiles: ["Krak"],
      outOfAmmoProfiles: ["Frag"],
    });
    expect(weaponWithState("trench-crusade", { name: "Bombs", usesPerGame: 3 }, { ...state, usesLeft: 1 })).toEqual({
      name: "Bombs",
      usesPerGame: 3,
      used: 2,
    });
    expect(weaponWithState("trench-crusade", { name: "Rifle" }, { ...state, usesLeft: null })).toEqual({ name: "Rifle" });
    expect(weaponWithState("gzg", { name: "GL" }, state)).toEqual({ name: "GL" });
  });
  it("shares state between Necromunda profiles of one weapon only", () => {
    const w = (id: string, ruleset: FighterWeapon["ruleset"], name: string): FighterWeapon => ({
      id,
      name: id,
      ruleset,
      weapon: { name },
      state: null,
    });
    expect(sharesState(w("a", "necromunda", "GL"), w("b", "necromunda", "GL"))).toBe(true);
    expect(sharesState(w("a", "necromunda", "GL"), w("b", "necromunda", "Frag grenades"))).toBe(false);
    expect(sharesState(w("a", "trench-crusade", "Bombs"), w("b", "trench-crusade", "Bombs"))).toBe(false);
  });
});
