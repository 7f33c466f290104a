// Profiles and weapons are the GM's: who may edit them, what the GM's client does when a player edits
// one anyway (the attack is refused until a GM saves it), and a weapon that matches no library weapon
// marked custom where owners may edit; the guard's wiring (which client marks, and that a relayed attack
// waits for the mark).

import { describe, expect, it } from "vitest";
import { NoticeError } from "../../../src/foundry/platform/errors.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { isCustomWeapon, mayEditProfile, untrustedProfileEdit } from "../../../src/foundry/fighters/profile-trust.js";
import { type GuardEnv, ProfileGuard } from "../../../src/foundry/hooks/profile-guard.js";
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

  it("the GM's client marks a player's change to the module's data (also its deletion) unless owners may edit", () => {
    const weapons = { flags: { ordnance: { fighter: { weapons: [{ id: "w", weapon: { ...frag, range: 999 } }] } } } };
    expect(untrustedProfileEdit(weapons, false, false)).toBe(true);
    expect(untrustedProfileEdit({ flags: { "-=ordnance": null } }, false, false)).toBe(true);
    expect(untrustedProfileEdit({ flags: { ordnance: { "-=profileEditedBy": null } } }, false, false)).toBe(true);
    expect(untrustedProfileEdit(weapons, true, false)).toBe(false);
    expect(untrustedProfileEdit(weapons, false, true)).toBe(false);
    expect(untrustedProfileEdit({ x: 100, y: 200 }, false, false)).toBe(false);
  });

  it("an attack with a profile a player changed without leave is refused before anything is rolled or written", async () => {
    const weapon = {
      id: "frag",
      name: "Frag",
      ruleset: "trench-crusade" as const,
      weapon: { ...frag, range: 999, blast: 99 },
      state: null,
    };
    const scene = new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
      tokens: [
        token("attacker00000001", 0, 0, {
          flags: { ordnance: { fighter: { side: "red", weapons: [weapon] }, profileEditedBy: "player0000000001" } },
        }),
        token("enemy00000000001", 500, 0, { flags: { ordnance: { fighter: { side: "blue" } } } }),
      ],
    });
    const before = scene.dump();
    const h = harness(scene, { ruleset: "trench-crusade" });
    const err = await runAttack(
      h.ports,
      {
        sceneId: scene.sceneId,
        attackerTokenId: "attacker00000001",
        weaponId: "frag",
        target: { tokenId: "enemy00000000001" },
        blind: false,
      },
      "player0000000001",
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoticeError);
    expect((err as NoticeError).key).toBe("ORDNANCE.Trust.profileEdited");
    expect(h.cards).toEqual([]);
    expect(scene.dump()).toEqual(before);
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

describe("the profile guard (hooks/profile-guard.ts) on the GM's client", () => {
  const GM = "gmUser0000000001";
  const P1 = "player0000000001";
  const A = "attacker00000001";
  const E = "enemy00000000001";
  const tcWeapon = { id: "frag", name: "Frag", ruleset: "trench-crusade" as const, weapon: frag, state: null };
  const newScene = () =>
    new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
      tokens: [
        token(A, 0, 0, { flags: { ordnance: { fighter: { side: "red", weapons: [tcWeapon] } } } }),
        token(E, 500, 0, { flags: { ordnance: { fighter: { side: "blue" } } } }),
      ],
    });
  const env = (over: Partial<GuardEnv> = {}): GuardEnv => ({
    isActiveGM: () => true,
    isGM: (u) => u === GM,
    ownersMayEdit: () => false,
    ...over,
  });
  const attack = (scene: FakeScene, userId: string) =>
    runAttack(
      harness(scene, { ruleset: "trench-crusade", faces: [4, 4, 4, 4] }).ports,
      { sceneId: scene.sceneId, attackerTokenId: A, weaponId: "frag", target: { tokenId: E }, blind: false },
      userId,
    ).then(
      () => "applied",
      (e: unknown) => (e instanceof NoticeError ? e.key : String(e)),
    );

  it("a player's edit is marked; the attack is refused until a GM saves the profile (the GM's save is not marked)", async () => {
    const scene = newScene();
    const guard = new ProfileGuard(env());
    const mark = (u: string) => scene.update("Token", [{ _id: A, flags: { ordnance: { profileEditedBy: u } } }]);
    // The player widens the weapon through Foundry's API; the hook sees the change.
    const edit = { _id: A, flags: { ordnance: { fighter: { side: "red", weapons: [{ ...tcWeapon, weapon: { ...frag, range: 999 } }] } } } };
    await scene.update("Token", [edit]);
    expect(guard.onUpdate(edit, P1, mark)).toBe(true);
    await guard.settled();
    expect(await attack(scene, P1)).toBe("ORDNANCE.Trust.profileEdited");
    // The GM checks and saves the profile (the dialog removes the mark): not marked again, attacks work.
    const save = { _id: A, flags: { ordnance: { fighter: { side: "red", weapons: [tcWeapon] }, "-=profileEditedBy": null } } };
    await scene.update("Token", [save]);
    expect(guard.onUpdate(save, GM, mark)).toBe(false);
    expect(await attack(scene, P1)).toBe("applied");
  });

  it("only the active GM's client marks, and not where owners may edit, nor for a change outside the module's data", () => {
    const change = { flags: { ordnance: { fighter: { stats: { blood: 9 } } } } };
    const calls: string[] = [];
    const mark = (u: string) => {
      calls.push(u);
      return Promise.resolve();
    };
    expect(new ProfileGuard(env({ isActiveGM: () => false })).onUpdate(change, P1, mark)).toBe(false);
    expect(new ProfileGuard(env({ ownersMayEdit: () => true })).onUpdate(change, P1, mark)).toBe(false);
    expect(new ProfileGuard(env()).onUpdate({ x: 500 }, P1, mark)).toBe(false);
    expect(calls).toEqual([]);
    expect(new ProfileGuard(env()).onUpdate(change, P1, mark)).toBe(true);
    expect(calls).toEqual([P1]);
  });

  it("a relayed attack waits for a mark still being written (an attack sent right after the edit cannot slip through)", async () => {
    const guard = new ProfileGuard(env());
    let release: () => void = () => undefined;
    const slow = new Promise<void>((r) => (release = r));
    guard.onUpdate({ flags: { "-=ordnance": null } }, P1, () => slow);
    let settled = false;
    const waiting = guard.settled().then(() => (settled = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(settled).toBe(true);
  });
});
