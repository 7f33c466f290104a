// Profiles and weapons are the GM's: who may edit them, and a weapon that matches no library weapon
// marked custom where owners may edit. What a player's edit does anyway (nothing the rules read): the
// rules ledger's adversarial suite, adversarial-ledger.test.ts.

import { describe, expect, it } from "vitest";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { isCustomWeapon, mayEditProfile } from "../../../src/foundry/fighters/profile-trust.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";

const frag = { name: "Frag Grenades", range: 8, keywords: ["ASSAULT", "BLAST(2)", "IGNORE COVER", "IGNORE LONG RANGE", "SHRAPNEL"] };

describe("adversarial: who edits fighter profiles", () => {
  it("a GM always; an owner only where the world allows it; never a non-owner", () => {
    expect(mayEditProfile({ isGM: true }, false, false)).toBe(true);
    expect(mayEditProfile({ isGM: false }, true, false)).toBe(false);
    expect(mayEditProfile({ isGM: false }, true, true)).toBe(true);
    expect(mayEditProfile({ isGM: false }, false, true)).toBe(false);
  });
});

describe("custom weapons", () => {
  it("a preset or world library weapon is not custom; any change to it is", () => {
    expect(isCustomWeapon("trench-crusade", frag, [])).toBe(false);
    expect(isCustomWeapon("trench-crusade", { ...frag, range: 999 }, [])).toBe(true);
    expect(isCustomWeapon("trench-crusade", { keywords: [...frag.keywords], range: 8, name: "Frag Grenades" }, [])).toBe(false);
    const mine = { name: "Home brew", range: 6, keywords: ["BLAST(1)"] };
    expect(isCustomWeapon("trench-crusade", mine, [])).toBe(true);
    expect(isCustomWeapon("trench-crusade", mine, [{ id: "hb", name: "Home brew", ruleset: "trench-crusade", weapon: mine }])).toBe(false);
  });

  it("the card input names the weapon when the port finds it custom", async () => {
    const scene = new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
      tokens: [
        token("attacker00000001", 0, 0, {
          flags: {
            ordnance: {
              fighter: {
                side: "red",
                weapons: [{ id: "w", name: "Big one", ruleset: "trench-crusade", weapon: { ...frag, range: 9 }, state: null }],
              },
            },
          },
        }),
        token("enemy00000000001", 500, 0, { flags: { ordnance: { fighter: { side: "blue" } } } }),
      ],
    });
    const h = harness(scene, { ruleset: "trench-crusade", faces: [4, 4, 4, 4] });
    const ports = { ...h.ports, customWeapon: (w: Readonly<Record<string, unknown>>) => isCustomWeapon("trench-crusade", w, []) };
    await runAttack(
      ports,
      { sceneId: scene.sceneId, attackerTokenId: "attacker00000001", weaponId: "w", target: { tokenId: "enemy00000000001" }, blind: false },
      "gm",
    );
    expect(h.cards[0]!.customWeapon).toBe("Big one");
  });
});
