// A hostile player against the GZG loader count: which shot of the loader's activation this is, is
// counted on the GM's client per combat turn (flags on the loader's token, written in the attack's own
// plan), never taken from the request; Undo gives the shot back; outside combat only the first shot is
// a player's, later ones are the GM's to grant (docs/foundry.md "Trust").

import { describe, expect, it } from "vitest";
import type { AttackRequest } from "../../../src/foundry/api-types.js";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import { countStep, gunnerTurn, settleCounts } from "../../../src/foundry/relay/activation-counts.js";
import { GZG_CHOICES } from "../../../src/core/rulesets/gzg/choices.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { FakeOwnership, GM_ID, P1, P2, USERS, table } from "../../helpers/foundry/fake-users.js";
import { History } from "../../helpers/foundry/undo-harness.js";
import { noticeOf } from "../../helpers/foundry/notice-of.js";

const SCENE = "scene00000000001";
const A = "attackerA0000001"; // P1's gunner
const L = "loaderL100000001"; // P1's loader, in base contact
const E = "enemyE0000000001";
const gl: FighterWeapon = { id: "gl", name: "GL", ruleset: "gzg", weapon: { name: "GL", rangeBand: 6, payload: "explosive" }, state: null };
const fighter = (side: string, stats: Record<string, unknown>, weapons: FighterWeapon[] = []) => ({
  flags: { ordnance: { fighter: { side, stats, weapons } } },
});
const scene = () =>
  new FakeScene(SCENE, SQUARE_INCH, undefined, {
    tokens: [
      token(A, 0, 0, fighter("red", { quality: 10 }, [gl])),
      token(L, 100, 0, fighter("red", { quality: 10, motivation: 2 })),
      token(E, 1100, 0, fighter("blue", { quality: 10 })),
    ],
  });
const OWN = new FakeOwnership(USERS, { [A]: [P1], [L]: [P1], [E]: [P2] });
const TWO = { "gzg.loaderShotsPerActivation": 2 };

const shot = (loaderShot?: number): AttackRequest => ({
  sceneId: SCENE,
  attackerTokenId: A,
  weaponId: "gl",
  target: { tokenId: E },
  blind: false,
  options: loaderShot === undefined ? { loader: L } : { loader: L, loaderShot },
});

/** A table in a combat whose turn the test moves, with a history to undo from. */
function combatTable(faces: number[], settings: Record<string, unknown> = TWO) {
  const turn = { key: "combat0000000001/1/combatant000001" as string | null };
  const h = new History();
  const t = table(scene(), OWN, { ruleset: "gzg", settings, faces, activation: () => turn.key, newId: h.newId });
  const counted = () => t.scene.tokens().find((x) => x._id === L)?.flags.ordnance?.counted?.["loaderShot"];
  const lastScenarioAttack = () => (t.cards.at(-1)!.scenario as { attack: Record<string, unknown> }).attack;
  return { t, h, turn, counted, lastScenarioAttack };
}

describe("adversarial: GZG loader shots are counted by the GM's client", () => {
  // Loader D10 rolls 4 over motivation 2: transferred; the shot itself is rolled with the same faces.
  const FACES = [4, 4, 4, 4];

  it("a player claiming shot 1 on the second attack of a turn is refused, naming the field; unclaimed, it gets shot 2's rules", async () => {
    const { t, h, counted, lastScenarioAttack } = combatTable(FACES);
    expect(await noticeOf(t.relays[P1]!.attack(shot()))).toBe("applied");
    const first = t.cards.at(-1)!;
    expect(first.output).toMatchObject({ loader: { figure: L, roll: 4, result: "transferred" } });
    expect(lastScenarioAttack()["loaderShot"]).toBeUndefined();
    expect(counted()).toEqual({ activation: "combat0000000001/1/combatant000001", used: 1 });
    h.add(first);

    // The forged claim: shot 1 again (a fresh loader roll, an unlimited number of shots).
    const before = t.scene.dump();
    expect(await noticeOf(t.relays[P1]!.attack(shot(1)))).toBe('ORDNANCE.Trust.countMismatch {"field":"options.loaderShot","expected":2}');
    expect(t.scene.dump()).toEqual(before);
    expect(t.cards).toHaveLength(1);

    // Unclaimed (or claimed right), the GM's count makes it shot 2: no loader roll, loaderShot 2 on the card.
    expect(await noticeOf(t.relays[P1]!.attack(shot()))).toBe("applied");
    expect(t.cards.at(-1)!.output["loader"]).toBeUndefined();
    expect(lastScenarioAttack()["loaderShot"]).toBe(2);
    expect(counted()?.used).toBe(2);
    h.add(t.cards.at(-1)!);

    // A third shot is beyond the rules switch, claimed or not.
    expect(await noticeOf(t.relays[P1]!.attack(shot()))).toBe('ORDNANCE.Trust.countUsedUp {"field":"options.loaderShot","max":2}');
    expect(await noticeOf(t.relays[P1]!.attack(shot(2)))).toBe('ORDNANCE.Trust.countMismatch {"field":"options.loaderShot","expected":3}');
  });

  it("undo gives the shot back: after undoing both shots the same claim of shot 1 is accepted", async () => {
    const { t, h, counted } = combatTable(FACES);
    const clean = t.scene.dump();
    await t.relays[P1]!.attack(shot());
    const a = h.add(t.cards.at(-1)!);
    await t.relays[P1]!.attack(shot(2));
    const b = h.add(t.cards.at(-1)!);
    expect(await noticeOf(t.relays[P1]!.attack(shot(1)))).toMatch(/^ORDNANCE.Trust.countMismatch/);

    // Undoing the second shot gives it back: shot 2 is claimable again, shot 1 still is not.
    expect(await h.undo(t.scene, b)).toEqual([b.attackId]);
    expect(counted()?.used).toBe(1);
    expect(await noticeOf(t.relays[P1]!.attack(shot(1)))).toBe('ORDNANCE.Trust.countMismatch {"field":"options.loaderShot","expected":2}');

    // Undoing the first restores the token as it was (no count at all): the claim of shot 1 works.
    expect(await h.undo(t.scene, a)).toEqual([a.attackId]);
    expect(counted()).toBeUndefined();
    expect(t.scene.dump()).toEqual(clean);
    expect(await noticeOf(t.relays[P1]!.attack(shot(1)))).toBe("applied");
    expect(t.cards.at(-1)!.output).toMatchObject({ loader: { figure: L, result: "transferred" } });
  });

  it("the count starts again on the next combat turn", async () => {
    const { t, turn, counted } = combatTable(FACES);
    await t.relays[P1]!.attack(shot());
    await t.relays[P1]!.attack(shot());
    expect(await noticeOf(t.relays[P1]!.attack(shot()))).toMatch(/^ORDNANCE.Trust.countUsedUp/);
    turn.key = "combat0000000001/2/combatant000001";
    expect(await noticeOf(t.relays[P1]!.attack(shot(1)))).toBe("applied");
    expect(counted()).toEqual({ activation: "combat0000000001/2/combatant000001", used: 1 });
  });

  it("a player's loaded shot outside the gunner's own turn is refused, naming the field; the count is the gunner's, not the current combatant's", async () => {
    const turn = { current: "combatantA000001" };
    const combat = () => ({
      id: "combat0000000001",
      round: 1,
      combatant: { id: turn.current },
      combatants: [
        { id: "combatantA000001", tokenId: A },
        { id: "combatantE000001", tokenId: E },
      ],
    });
    const t = table(scene(), OWN, {
      ruleset: "gzg",
      settings: TWO,
      faces: FACES,
      activation: (id) => gunnerTurn(combat(), id),
      newId: new History().newId,
    });
    const counted = () => t.scene.tokens().find((x) => x._id === L)?.flags.ordnance?.counted?.["loaderShot"];
    expect(await noticeOf(t.relays[P1]!.attack(shot()))).toBe("applied");
    expect(counted()).toEqual({ activation: "combat0000000001/1/combatantA000001", used: 1 });
    // The enemy's turn: no fresh loaded shot for the gunner (before, the new turn's key reset the count).
    turn.current = "combatantE000001";
    expect(await noticeOf(t.relays[P1]!.attack(shot()))).toBe('ORDNANCE.Trust.notGunnersTurn {"field":"options.loaderShot"}');
    expect(await noticeOf(t.relays[P1]!.attack(shot(1)))).toBe('ORDNANCE.Trust.notGunnersTurn {"field":"options.loaderShot"}');
    // A GM may still fire it; it counts in the gunner's own turn.
    expect(await noticeOf(t.relays[GM_ID]!.attack(shot()))).toBe("applied");
    expect(counted()).toEqual({ activation: "combat0000000001/1/combatantA000001", used: 2 });
    // Back on the gunner's turn the count goes on: both shots of the activation are used.
    turn.current = "combatantA000001";
    expect(await noticeOf(t.relays[P1]!.attack(shot()))).toBe('ORDNANCE.Trust.countUsedUp {"field":"options.loaderShot","max":2}');
  });

  it("a fumbled loader roll uses up the activation (his actions are lost)", async () => {
    // Loader rolls 2, not over motivation 2.
    const { t, counted } = combatTable([2]);
    expect(await noticeOf(t.relays[P1]!.attack(shot()))).toBe("applied");
    expect(t.cards.at(-1)!.output).toMatchObject({ outcome: "ILLEGAL", reason: "loaderFumbled" });
    expect(counted()?.used).toBe(2);
    expect(await noticeOf(t.relays[P1]!.attack(shot()))).toBe('ORDNANCE.Trust.countUsedUp {"field":"options.loaderShot","max":2}');
  });

  it("with one shot per activation (the default) a second shot in the turn is refused; a shot the rules refused is not counted", async () => {
    const { t, counted } = combatTable(FACES, {});
    expect(await noticeOf(t.relays[P1]!.attack(shot()))).toBe("applied");
    expect(await noticeOf(t.relays[P1]!.attack(shot()))).toBe('ORDNANCE.Trust.countUsedUp {"field":"options.loaderShot","max":1}');
    // The loader moved this turn: the rules refuse the shot before it is fired; nothing is counted.
    const moved = combatTable(FACES);
    await moved.t.scene.gmUpdate("Token", [
      { _id: L, flags: { ordnance: { fighter: { stats: { quality: 10, motivation: 2, moved: true } } } } },
    ]);
    expect(await noticeOf(moved.t.relays[P1]!.attack(shot()))).toBe("applied");
    expect(moved.t.cards.at(-1)!.output).toMatchObject({ outcome: "ILLEGAL", reason: "crewMoved" });
    expect(moved.counted()).toBeUndefined();
    expect(counted()?.used).toBe(1);
  });

  it("the GM grants a shot (sets the count); a player's shot outside combat is always the first, nothing counted", async () => {
    const { t, counted } = combatTable(FACES);
    await t.relays[P1]!.attack(shot());
    await t.relays[P1]!.attack(shot());
    expect(await noticeOf(t.relays[GM_ID]!.attack(shot(1)))).toBe("applied");
    expect(counted()?.used).toBe(1);

    const out = table(scene(), OWN, { ruleset: "gzg", settings: TWO, faces: FACES, newId: new History().newId });
    expect(await noticeOf(out.relays[P1]!.attack(shot()))).toBe("applied");
    expect(await noticeOf(out.relays[P1]!.attack(shot(1)))).toBe("applied");
    expect(await noticeOf(out.relays[P1]!.attack(shot(2)))).toBe(
      'ORDNANCE.Trust.countMismatch {"field":"options.loaderShot","expected":1}',
    );
    expect(out.scene.tokens().find((x) => x._id === L)?.flags.ordnance?.counted).toBeUndefined();
    expect(await noticeOf(out.relays[GM_ID]!.attack(shot(2)))).toBe("applied");
  });
});

describe("activation counts (pure)", () => {
  it("the count belongs to the gunner's own combatant's turn in the round, whoever's turn it is; none before the combat starts", () => {
    const combatants = [
      { id: "k1", tokenId: A },
      { id: "k9", tokenId: E },
    ];
    expect(gunnerTurn({ id: "c1", round: 3, combatant: { id: "k1" }, combatants }, A)).toEqual({ key: "c1/3/k1", now: true });
    // On another combatant's turn: the same key (the gunner's), and not now.
    expect(gunnerTurn({ id: "c1", round: 3, combatant: { id: "k9" }, combatants }, A)).toEqual({ key: "c1/3/k1", now: false });
    // A gunner with no combatant has no turn.
    expect(gunnerTurn({ id: "c1", round: 3, combatant: { id: "k9" }, combatants }, L)).toEqual({ key: "c1/3/-", now: false });
    expect(gunnerTurn({ id: "c1", round: 0, combatant: null, combatants }, A)).toBeNull();
    expect(gunnerTurn(undefined, A)).toBeNull();
  });

  it("the count step's inverse restores the token's previous count exactly (or deletes it)", () => {
    const ctx = {
      settings: TWO,
      weapon: {},
      attacker: { id: A, side: "red" } as never,
      target: null,
      figures: [],
    };
    const prior = token(L, 0, 0, { flags: { ordnance: { counted: { loaderShot: { activation: "old", used: 2 } } } } });
    const s = settleCounts(GZG_CHOICES, { loader: L }, ctx, false, { key: "now", now: true }, [prior]);
    expect(s.attack).toEqual({ loader: L });
    const step = countStep(s.uses, { outcome: "HIT" });
    expect(step?.forward).toEqual({
      op: "update",
      name: "Token",
      data: [{ _id: L, flags: { ordnance: { counted: { loaderShot: { activation: "now", used: 1 } } } } }],
    });
    expect(step?.inverse).toEqual({
      op: "update",
      name: "Token",
      data: [{ _id: L, flags: { ordnance: { counted: { loaderShot: { activation: "old", used: 2 } } } } }],
    });
    const fresh = settleCounts(GZG_CHOICES, { loader: L }, ctx, false, { key: "now", now: true }, []);
    expect(countStep(fresh.uses, { outcome: "HIT" })?.inverse).toMatchObject({ data: [{ flags: { ordnance: { "-=counted": null } } }] });
    const other = token(L, 0, 0, { flags: { ordnance: { counted: { other: { activation: "now", used: 1 } } } } });
    const beside = settleCounts(GZG_CHOICES, { loader: L }, ctx, false, { key: "now", now: true }, [other]);
    expect(countStep(beside.uses, { outcome: "HIT" })?.inverse).toMatchObject({
      data: [{ flags: { ordnance: { counted: { "-=loaderShot": null } } } }],
    });
    expect(countStep(fresh.uses, { outcome: "ILLEGAL", reason: "crewMoved" })).toBeNull();
  });
});
