// Trench Crusade Blessing (and the attacker's Blood) markers kept between attacks, through the real relay and GM
// pipeline: an attacker's spend on its Success Roll and a hit model's on its Injury Roll are stored in the rules
// ledger (flags.ordnance.state.blessing its display mirror), the next attack holds fewer, Undo gives them back, and a
// player's edit of the display flag — with or without a GM's client watching — changes nothing.

import { describe, expect, it } from "vitest";
import type { AttackRequest } from "../../../src/foundry/api-types.js";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import type { CardInput } from "../../../src/foundry/pipeline/pipeline.js";
import { actorKey, tokenKey } from "../../../src/foundry/pipeline/ledger-rows.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { gmLedgerSync } from "../../helpers/foundry/gm-ledger-sync.js";
import { SQUARE_INCH, idMaker, token } from "../../helpers/foundry/foundry-data.js";
import { FakeOwnership, GM_ID, P1, P2, USERS, table } from "../../helpers/foundry/fake-users.js";
import { noticeOf } from "../../helpers/foundry/notice-of.js";
import { History } from "../../helpers/foundry/undo-harness.js";

const SCENE = "scene00000000001";
const A = "attackerA0000001"; // P1's model, an unlinked token keeping its own profile and state
const E = "enemyE0000000001"; // P2's model, linked to P2's actor (its state lives on the actor)
const ACTOR_E = "actorE0000000001";
const charge: FighterWeapon = {
  id: "charge",
  name: "Test charge",
  ruleset: "trench-crusade",
  weapon: { name: "Test charge", range: 24, keywords: ["BLAST(1)"] },
  state: null,
};
/** The relay's refusal of a spend beyond the markers the GM's client reads (the ledger's). */
const tooMany = (max: number): string => `ORDNANCE.Trust.outOfRange {"min":0,"max":${String(max)},"field":"decisions.blessingSpend.${A}"}`;
const OWN = new FakeOwnership(USERS, { [A]: [P1], [E]: [P2] });

const newScene = () =>
  new FakeScene(SCENE, SQUARE_INCH, undefined, {
    tokens: [
      token(A, 0, 0, { flags: { ordnance: { fighter: { side: "red", stats: { ranged: 1, blessing: 3, blood: 2 }, weapons: [charge] } } } }),
      token(E, 500, 0, { actorId: ACTOR_E, actorLink: true }),
    ],
    actors: [{ _id: ACTOR_E, flags: { ordnance: { fighter: { side: "blue", stats: { blessing: 2 } } } } }],
  });

const shot = (decisions: AttackRequest["decisions"]): AttackRequest => ({
  sceneId: SCENE,
  attackerTokenId: A,
  weaponId: "charge",
  target: { tokenId: E },
  blind: false,
  ...(decisions ? { decisions } : {}),
});

/** The scenario figure's stats an attack resolved with (what the rules read). */
const statsIn = (card: CardInput, id: string): Record<string, unknown> => {
  const figs = (card.scenario as { battlefield: { figures: { id: string; stats: Record<string, unknown> }[] } }).battlefield.figures;
  return figs.find((f) => f.id === id)?.stats ?? {};
};

const tableOn = (scene: FakeScene) =>
  table(scene, OWN, { ruleset: "trench-crusade", settings: {}, faces: [4, 4, 4, 4, 4], newId: idMaker("doc") });

describe("Trench Crusade Blessing markers are kept between attacks", () => {
  it("the attacker's spend on its Success Roll: stored in the ledger and its display flag, the next attack holds fewer", async () => {
    const scene = newScene();
    const t = tableOn(scene);
    expect(await noticeOf(t.relays[P1]!.attack(shot({ blessingSpend: { [A]: 2 } })))).toBe("applied");
    const first = t.cards[0]!;
    expect(statsIn(first, A)).toMatchObject({ blessing: 3 });
    expect(first.output["attacker"]).toMatchObject({ figure: A, blessing: 1 });
    expect(first.output.affected.map((a) => a.figure)).not.toContain(A);
    // The GM-owned copy and its display mirror.
    expect(scene.ledgerEntries()[tokenKey(SCENE, A)]?.state).toMatchObject({ blessing: 1, status: "standing" });
    expect(scene.token(A)!.flags.ordnance?.state).toMatchObject({ blessing: 1 });

    // Two more are more than it holds now: refused, naming the field; one is fine, and leaves none.
    expect(await noticeOf(t.relays[P1]!.attack(shot({ blessingSpend: { [A]: 2 } })))).toBe(tooMany(1));
    expect(await noticeOf(t.relays[P1]!.attack(shot({ blessingSpend: { [A]: 1 } })))).toBe("applied");
    expect(statsIn(t.cards[1]!, A)).toMatchObject({ blessing: 1 });
    expect(scene.ledgerEntries()[tokenKey(SCENE, A)]?.state).toMatchObject({ blessing: 0 });
  });

  it("a hit model's spend on its Injury Roll is kept on its actor; an attack that spends nothing leaves the attacker's state alone", async () => {
    const scene = newScene();
    const t = tableOn(scene);
    // The GM gives both spends up front (a hit model's Blessing is its owner's choice; a GM may make any).
    expect(await noticeOf(t.relays[GM_ID]!.attack(shot({ blessingSpend: { [A]: 0, [E]: 1 } })))).toBe("applied");
    const e = t.cards[0]!.output.affected.find((a) => a.figure === E);
    expect(e).toMatchObject({ blessing: 1 });
    expect(scene.ledgerEntries()[actorKey(ACTOR_E)]?.state).toMatchObject({ blessing: 1 });
    expect(scene.actor(ACTOR_E)!.flags.ordnance?.state).toMatchObject({ blessing: 1 });
    expect(scene.ledgerEntries()[tokenKey(SCENE, A)]?.state).toBeUndefined();
    expect(await noticeOf(t.relays[GM_ID]!.attack(shot({ blessingSpend: { [A]: 0, [E]: 0 } })))).toBe("applied");
    expect(statsIn(t.cards[1]!, E)).toMatchObject({ blessing: 1 });
  });

  it("Undo gives the markers back, newest first, to the ledger and the display flags", async () => {
    const scene = newScene();
    const t = tableOn(scene);
    const history = new History();
    const start = scene.dump();
    expect(await noticeOf(t.relays[GM_ID]!.attack(shot({ blessingSpend: { [A]: 2, [E]: 1 }, bloodSpendOnSuccess: 1 })))).toBe("applied");
    history.add(t.cards[0]!);
    const afterFirst = scene.dump();
    expect(afterFirst.Ledger[tokenKey(SCENE, A)]?.["state"]).toMatchObject({ blessing: 1, blood: 1 });
    expect(await noticeOf(t.relays[GM_ID]!.attack(shot({ blessingSpend: { [A]: 1, [E]: 0 }, bloodSpendOnSuccess: 1 })))).toBe("applied");
    history.add(t.cards[1]!);
    expect(scene.ledgerEntries()[tokenKey(SCENE, A)]?.state).toMatchObject({ blessing: 0, blood: 0 });

    expect(await history.undo(scene, history.entries[1]!)).toEqual([t.cards[1]!.attackId]);
    expect(scene.dump().Ledger).toEqual(afterFirst.Ledger);
    expect(scene.token(A)!.flags.ordnance?.state).toMatchObject({ blessing: 1, blood: 1 });
    expect(await history.undo(scene, history.entries[0]!)).toEqual([t.cards[0]!.attackId]);
    expect(scene.dump().Ledger).toEqual(start.Ledger);
    expect(scene.token(A)!.flags.ordnance?.state).toBeUndefined();
    // Back where it began: the full three Blessings are there to spend.
    expect(await noticeOf(t.relays[P1]!.attack(shot({ blessingSpend: { [A]: 3 } })))).toBe("applied");
  });

  for (const watching of [false, true]) {
    it(`a player's edit of the display flag changes nothing (${watching ? "the GM's client watching" : "no GM connected"})`, async () => {
      const scene = newScene();
      const t = tableOn(scene);
      const told: string[] = [];
      const sync = gmLedgerSync(scene, told);
      expect(await noticeOf(t.relays[P1]!.attack(shot({ blessingSpend: { [A]: 3 } })))).toBe("applied");
      const held = scene.ledgerEntries();
      // P1 owns the token: Foundry's server takes the write. The display flag says three Blessings again.
      const state = { ...scene.token(A)!.flags.ordnance!.state!, blessing: 3 };
      const edit = { _id: A, flags: { ordnance: { state } } };
      await scene.update("Token", [edit]);
      expect(scene.token(A)!.flags.ordnance?.state).toMatchObject({ blessing: 3 });
      if (watching) {
        sync.onUpdate(tokenKey(SCENE, A), edit, P1, A);
        await sync.settled();
      }
      expect(scene.ledgerEntries()).toEqual(held);
      expect(told).toEqual(watching ? [`${P1} ${A} state`] : []);
      expect(await noticeOf(t.relays[P1]!.attack(shot({ blessingSpend: { [A]: 1 } })))).toBe(tooMany(0));
      // Without a spend it resolves with the none the ledger holds.
      expect(await noticeOf(t.relays[P1]!.attack(shot(undefined)))).toBe("applied");
      expect(statsIn(t.cards.at(-1)!, A)).toMatchObject({ blessing: 0 });
    });
  }
});
