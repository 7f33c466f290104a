// The actor-vs-token rule through the GM pipeline on the fake scene: a linked token fights with its actor's
// profile and its weapon state goes to the actor; an unlinked token borrows its actor's profile but keeps
// its own weapon state. Undo restores exactly.

import { describe, expect, it } from "vitest";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import { executeUndo } from "../../../src/foundry/pipeline/operation-plan.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";
import { launcherFrag } from "../../helpers/necromunda.js";

const ATT = "attacker00000001";
const ACTOR_L = "actorL0000000001";

describe("actor vs token, through the pipeline", () => {
  const gl: FighterWeapon = {
    id: "gl",
    name: "Grenade launcher",
    ruleset: "necromunda",
    weapon: launcherFrag({ ammo: 6, traits: ["Blast(3)"] }),
    state: null,
  };
  const attackerScene = (link: boolean) =>
    new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
      tokens: [
        token(ATT, -50, -50, { actorId: ACTOR_L, actorLink: link }),
        token("victim0000000001", 350, -50, { flags: { ordnance: { fighter: { side: "blue" } } } }),
      ],
      actors: [{ _id: ACTOR_L, flags: { ordnance: { fighter: { side: "red", stats: { BS: 3 }, weapons: [gl] } } } }],
    });
  const request = {
    sceneId: "scene00000000001",
    attackerTokenId: ATT,
    weaponId: "gl",
    target: { tokenId: "victim0000000001" },
    blind: false,
  };

  it("a linked token fights with its actor's profile; the weapon state is written to the actor", async () => {
    const s = attackerScene(true);
    const before = s.dump();
    const h = harness(s, { ruleset: "necromunda", faces: [1] });
    const r = await runAttack(h.ports, request, "u");
    expect(r.output!.weapon.outOfAmmo).toBe(true);
    expect(s.actor(ACTOR_L)!.flags.ordnance?.fighter?.weapons?.[0]?.state?.outOfAmmo).toBe(true);
    expect(s.token(ATT)!.flags.ordnance).toBeUndefined();
    expect(JSON.stringify(h.cards[0]!.scenario)).toContain(`"id":"${ATT}","side":"red"`);
    await executeUndo(s, h.cards[0]!.undo!);
    expect(s.dump()).toEqual(before);
  });

  it("an unlinked token without a profile of its own uses its actor's; its weapon state stays on the token", async () => {
    const s = attackerScene(false);
    const before = s.dump();
    const h = harness(s, { ruleset: "necromunda", faces: [1] });
    await runAttack(h.ports, request, "u");
    expect(s.token(ATT)!.flags.ordnance?.fighter?.weapons?.[0]?.state?.outOfAmmo).toBe(true);
    expect(s.actor(ACTOR_L)!.flags.ordnance?.fighter?.weapons?.[0]?.state).toBeNull();
    // The next attack with that token reads the token's weapons (with the state): refused.
    const again = await runAttack(harness(s, { ruleset: "necromunda", faces: [6] }).ports, request, "u");
    expect(again.output).toMatchObject({ outcome: "ILLEGAL", reason: "noAmmo" });
    await executeUndo(s, h.cards[0]!.undo!);
    expect(s.dump()).toEqual(before);
  });
});
