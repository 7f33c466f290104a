// A hostile player against the relay and the GM's pipeline: every forged option and decision of each
// ruleset is refused with the message naming the field (never applied, never an internal error); what
// the descriptors let the attacker choose goes through; the GM may still grant anything declared.

import { describe, expect, it } from "vitest";
import type { AttackRequest } from "../../../src/foundry/api-types.js";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { FakeOwnership, GM_ID, P1, P2, USERS, table } from "../../helpers/foundry/fake-users.js";
import { settle } from "../../helpers/foundry/fake-socket.js";
import { noticeOf } from "../../helpers/foundry/notice-of.js";

const SCENE = "scene00000000001";
const A = "attackerA0000001"; // P1's attacker
const F = "friendF000000001"; // P1's friend, in melee with E
const E = "enemyE0000000001"; // P2's enemy model
const E2 = "enemyE0000000002"; // P2's, few Blood markers
const H = "hiddenH000000001"; // hidden from players

const fighter = (side: string, stats: Record<string, unknown>, weapons: FighterWeapon[] = []) => ({
  flags: { ordnance: { fighter: { side, stats, weapons } } },
});
const tcWeapon: FighterWeapon = {
  id: "frag",
  name: "Frag Grenades",
  ruleset: "trench-crusade",
  weapon: { name: "Frag Grenades", range: 8, keywords: ["ASSAULT", "BLAST(2)", "IGNORE COVER", "IGNORE LONG RANGE", "SHRAPNEL"] },
  state: null,
};

function tcScene(): FakeScene {
  return new FakeScene(SCENE, SQUARE_INCH, undefined, {
    tokens: [
      token(A, 0, 0, fighter("red", { blood: 2, blessing: 1 }, [tcWeapon])),
      token(E, 500, 0, fighter("blue", { blood: 6 })),
      token(F, 600, 0, fighter("red", {})),
      token(E2, 500, 300, fighter("blue", { blood: 2 })),
      token(H, 400, 500, fighter("blue", { blood: 6 })),
    ],
  });
}
const OWN = new FakeOwnership(USERS, { [A]: [P1], [F]: [P1], [E]: [P2], [E2]: [P2] }, new Set([H]));

const request = (over: Partial<AttackRequest> = {}): AttackRequest => ({
  sceneId: SCENE,
  attackerTokenId: A,
  weaponId: "frag",
  target: { tokenId: E },
  blind: false,
  ...over,
});

describe("adversarial: Trench Crusade options and decisions from a player", () => {
  const forged: [string, Partial<AttackRequest>, string][] = [
    [
      "a Success Roll modifier (the GM's)",
      { options: { successModifier: 12 } },
      'ORDNANCE.Trust.gmOnly {"field":"options.successModifier"}',
    ],
    [
      "the opponent's Blood spend",
      { decisions: { bloodSpendOnSuccess: 2 } },
      'ORDNANCE.Trust.opponentChooses {"field":"decisions.bloodSpendOnSuccess"}',
    ],
    [
      "the opponent's scatter point",
      { decisions: { scatterPoint: [1, 2] } as never },
      'ORDNANCE.Trust.opponentChooses {"field":"decisions.scatterPoint"}',
    ],
    [
      "an enemy's Blessings",
      { decisions: { blessingSpend: { [E]: 1 } } },
      `ORDNANCE.Trust.notOwned {"id":"${E}","field":"decisions.blessingSpend"}`,
    ],
    [
      "more Blessings than held",
      { decisions: { blessingSpend: { [A]: 5 } } },
      `ORDNANCE.Trust.outOfRange {"min":0,"max":1,"field":"decisions.blessingSpend.${A}"}`,
    ],
    [
      "more of the target's Blood than it holds",
      { decisions: { bloodSpendOnInjury: { [E]: 7 } } },
      `ORDNANCE.Trust.outOfRange {"min":0,"max":6,"field":"decisions.bloodSpendOnInjury.${E}"}`,
    ],
    [
      "the attacker's own Blood on an injury",
      { decisions: { bloodSpendOnInjury: { [A]: 1 } } },
      `ORDNANCE.Trust.figureNotAllowed {"id":"${A}","field":"decisions.bloodSpendOnInjury"}`,
    ],
    [
      "a Bloodbath the target cannot pay for",
      { decisions: { bloodbath: { [E2]: true } } },
      `ORDNANCE.Trust.outOfRange {"min":0,"max":0,"field":"decisions.bloodbath.${E2}"}`,
    ],
    [
      "an enemy as the friend hit in melee",
      { decisions: { meleeRetarget: E2 } },
      `ORDNANCE.Trust.figureNotAllowed {"id":"${E2}","field":"decisions.meleeRetarget"}`,
    ],
    ["a hidden token as the target", { target: { tokenId: H } }, 'ORDNANCE.Trust.hiddenToken {"field":"target"}'],
    [
      "a hidden token's Blood",
      { decisions: { bloodSpendOnInjury: { [H]: 1 } } },
      'ORDNANCE.Trust.hiddenToken {"field":"decisions.bloodSpendOnInjury"}',
    ],
    [
      "a field of another ruleset",
      { options: { loader: F } },
      'ORDNANCE.Trust.undeclared {"field":"options.loader","ruleset":"trench-crusade"}',
    ],
    [
      "a decision of another ruleset",
      { decisions: { rfcPath: { [A]: [{ x: 1, y: 1 }] } } },
      'ORDNANCE.Trust.undeclared {"field":"decisions.rfcPath","ruleset":"trench-crusade"}',
    ],
    ["a fractional spend", { decisions: { bloodSpendOnInjury: { [E]: 1.5 } } }, "ORDNANCE.Error.badOption"],
    ["a token id as a count", { decisions: { meleeRetarget: 7 as unknown as string } }, "ORDNANCE.Error.badOption"],
    [
      "a Blood spend and a Bloodbath together beyond the markers held",
      { decisions: { bloodSpendOnInjury: { [E]: 2 }, bloodbath: { [E]: true } } },
      `ORDNANCE.Error.badOption {"field":"$.decisions.bloodSpendOnInjury.${E}"`,
    ],
  ];
  for (const [what, over, refusal] of forged)
    it(`refuses ${what}`, async () => {
      const t = table(tcScene(), OWN, { ruleset: "trench-crusade" });
      const before = t.scene.dump();
      const got = await noticeOf(t.relays[P1]!.attack(request(over)));
      expect(got.startsWith(refusal), got).toBe(true);
      expect(t.cards).toEqual([]);
      expect(t.scene.dump()).toEqual(before);
    });

  it("refuses inherited keys by name, never with an internal error: constructor, toString, valueOf, __proto__", async () => {
    const t = table(tcScene(), OWN, { ruleset: "trench-crusade" });
    for (const key of ["constructor", "toString", "valueOf", "hasOwnProperty"])
      for (const group of ["options", "decisions"] as const) {
        const forgedRequest = { ...request(), [group]: JSON.parse(`{"${key}": 1}`) as Record<string, number> };
        expect(await noticeOf(t.relays[P1]!.attack(forgedRequest))).toBe(
          `ORDNANCE.Trust.undeclared {"field":"${group}.${key}","ruleset":"trench-crusade"}`,
        );
      }
    // A JSON `__proto__` key arrives as an own key: refused by name, and never reaches a prototype.
    const proto = JSON.parse(`{"options": {"__proto__": {"successModifier": 12}}}`) as Partial<AttackRequest>;
    expect(await noticeOf(t.relays[P1]!.attack(request(proto)))).toBe('ORDNANCE.Trust.malformed {"field":"options.__proto__"}');
    const raw = JSON.parse(
      `{"type": "attack", "requestId": "proto-000001", "request": ${JSON.stringify({ ...request(), decisions: {} })}}`,
    ) as {
      request: { decisions: Record<string, unknown> };
    };
    raw.request.decisions = JSON.parse(`{"__proto__": 1}`) as Record<string, unknown>;
    t.net.socketFor(P1).emitRaw(raw);
    await settle();
    const reply = t.net.sent.find((s) => s.from === GM_ID && (s.message as { requestId: string }).requestId === "proto-000001");
    expect(reply?.message).toMatchObject({ ok: false, error: { key: "ORDNANCE.Trust.malformed", data: { field: "decisions.__proto__" } } });
    expect(t.cards).toEqual([]);
  });

  it("applies what the attacker may choose: its own Blessings, the target's Blood, a Bloodbath, a friend in melee", async () => {
    const t = table(tcScene(), OWN, { ruleset: "trench-crusade" });
    const decisions = { blessingSpend: { [A]: 1 }, bloodSpendOnInjury: { [E2]: 2 }, bloodbath: { [E]: true }, meleeRetarget: F };
    expect(await noticeOf(t.relays[P1]!.attack(request({ decisions })))).toBe("applied");
    expect((t.cards[0]!.scenario as { decisions: unknown }).decisions).toMatchObject(decisions);
  });

  it("lets the GM grant a modifier and make any declared choice (from the GM's own client or API)", async () => {
    const t = table(tcScene(), OWN, { ruleset: "trench-crusade" });
    const over = { options: { successModifier: 12 }, decisions: { bloodSpendOnSuccess: 1, blessingSpend: { [E]: 0 } } };
    expect(await noticeOf(t.relays[GM_ID]!.attack(request(over)))).toBe("applied");
    expect((t.cards[0]!.scenario as { attack: Record<string, unknown> }).attack["successModifier"]).toBe(12);
    // Still only declared fields, even for the GM.
    expect(await noticeOf(t.relays[GM_ID]!.attack(request({ options: { constructor: 1 } })))).toMatch(/^ORDNANCE.Trust.undeclared/);
  });

  it("refuses another player's attacker outright", async () => {
    const t = table(tcScene(), OWN, { ruleset: "trench-crusade" });
    expect(await noticeOf(t.relays[P2]!.attack(request()))).toBe("ORDNANCE.Error.notOwner {}");
  });
});

const gzgWeapon: FighterWeapon = {
  id: "gl",
  name: "GL",
  ruleset: "gzg",
  weapon: { name: "GL", rangeBand: 6, payload: "explosive" },
  state: null,
};
const L1 = "loaderL100000001"; // P1's crewman
const L2 = "loaderL200000001"; // P2's model on the same side (a co-player)

function gzgScene(): FakeScene {
  return new FakeScene(SCENE, SQUARE_INCH, undefined, {
    tokens: [
      token(A, 0, 0, fighter("red", { quality: 10 }, [gzgWeapon])),
      token(L1, 100, 0, fighter("red", { quality: 10 })),
      token(L2, 0, 100, fighter("red", { quality: 10 })),
      token(E, 1100, 0, fighter("blue", { quality: 10 })),
    ],
  });
}
const GZG_OWN = new FakeOwnership(USERS, { [A]: [P1], [L1]: [P1], [L2]: [P2], [E]: [P2] });

describe("adversarial: GZG loader", () => {
  const gzg = (over: Partial<AttackRequest>) => request({ weaponId: "gl", ...over });
  it("refuses another player's model as the loader, and an enemy even when owned", async () => {
    const t = table(gzgScene(), GZG_OWN, { ruleset: "gzg", faces: [10] });
    expect(await noticeOf(t.relays[P1]!.attack(gzg({ options: { loader: L2 } })))).toBe(
      `ORDNANCE.Trust.notOwned {"id":"${L2}","field":"options.loader"}`,
    );
    const both = new FakeOwnership(USERS, { [A]: [P1], [E]: [P1] });
    const t2 = table(gzgScene(), both, { ruleset: "gzg" });
    expect(await noticeOf(t2.relays[P1]!.attack(gzg({ options: { loader: E } })))).toBe(
      `ORDNANCE.Trust.figureNotAllowed {"id":"${E}","field":"options.loader"}`,
    );
  });

  it("bounds the loader's shot by the rules switch (none offered with one shot per activation)", async () => {
    const one = table(gzgScene(), GZG_OWN, { ruleset: "gzg" });
    expect(await noticeOf(one.relays[P1]!.attack(gzg({ options: { loader: L1, loaderShot: 1 } })))).toBe(
      'ORDNANCE.Trust.notOffered {"field":"options.loaderShot"}',
    );
    const two = table(gzgScene(), GZG_OWN, { ruleset: "gzg", settings: { "gzg.loaderShotsPerActivation": 2 } });
    expect(await noticeOf(two.relays[P1]!.attack(gzg({ options: { loader: L1, loaderShot: 3 } })))).toBe(
      'ORDNANCE.Trust.outOfRange {"min":1,"max":2,"field":"options.loaderShot"}',
    );
  });
});

const necroWeapon: FighterWeapon = {
  id: "frag",
  name: "Frag",
  ruleset: "necromunda",
  weapon: { name: "Frag grenade", short: 0, long: 6, blast: 3, strength: 3, ap: 0, damage: 1, traits: ['Blast (3")'] },
  state: null,
};

describe("adversarial: Necromunda", () => {
  const scene = () =>
    new FakeScene(SCENE, SQUARE_INCH, undefined, {
      tokens: [token(A, 0, 0, fighter("red", {}, [necroWeapon])), token(E, 500, 0, fighter("blue", {}))],
    });
  const own = new FakeOwnership(USERS, { [A]: [P1], [E]: [P2] });
  it("refuses a Running for Cover route for a fighter the player does not own (it is its own player's)", async () => {
    const t = table(scene(), own, { ruleset: "necromunda" });
    expect(await noticeOf(t.relays[P1]!.attack(request({ decisions: { rfcPath: { [E]: [{ x: 0, y: 0 }] } } })))).toBe(
      `ORDNANCE.Trust.notOwned {"id":"${E}","field":"decisions.rfcPath"}`,
    );
  });

  it("refuses a marker offset off the target's base, or when the rules keep the hole centred", async () => {
    const off = table(scene(), own, { ruleset: "necromunda", settings: { "necro.markerOnFighter": "offsetOverBase" } });
    expect(await noticeOf(off.relays[P1]!.attack(request({ options: { markerOffset: [3, 0] } })))).toBe(
      'ORDNANCE.Trust.outOfRange {"min":-0.5,"max":0.5,"field":"options.markerOffset"}',
    );
    const centred = table(scene(), own, { ruleset: "necromunda" });
    expect(await noticeOf(centred.relays[P1]!.attack(request({ options: { markerOffset: [0.1, 0] } })))).toBe(
      'ORDNANCE.Trust.notOffered {"field":"options.markerOffset"}',
    );
  });
});
