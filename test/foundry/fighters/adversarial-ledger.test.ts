// A hostile player against the rules ledger (fighters/ledger.ts, hooks/rules-ledger.ts) through the real relay and
// GM pipeline: for each document a player can write (their token, their linked actor, an unlinked token's
// ActorDelta, a token they create) and each rules value read from it, an edit — made while the GM's client watches
// or while no GM is connected — changes nothing of the resolution; a GM's own edit does.

import { describe, expect, it } from "vitest";
import type { AttackRequest } from "../../../src/foundry/api-types.js";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import { LedgerSync } from "../../../src/foundry/hooks/rules-ledger.js";
import { actorKey, tokenKey } from "../../../src/foundry/pipeline/ledger-rows.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { gmLedgerSync } from "../../helpers/foundry/gm-ledger-sync.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { FakeOwnership, GM_ID, P1, P2, USERS, table } from "../../helpers/foundry/fake-users.js";
import { noticeOf } from "../../helpers/foundry/notice-of.js";
import { USER_ROLES, mayUpdateOwned, mayWriteWorldSetting } from "../../helpers/foundry/foundry-rules.js";

const SCENE = "scene00000000001";
const A = "attackerA0000001"; // P1's gunner, linked to P1's actor
const L = "loaderL100000001"; // P1's loader, unlinked copy of an actor
const E = "enemyE0000000001"; // P2's model
const ACTOR_A = "actorA0000000001";
const ACTOR_L = "actorL0000000001";
const gl: FighterWeapon = { id: "gl", name: "GL", ruleset: "gzg", weapon: { name: "GL", rangeBand: 6, payload: "explosive" }, state: null };
const fighter = (side: string, stats: Record<string, unknown>, weapons?: FighterWeapon[]) => ({
  ordnance: { fighter: { side, stats, ...(weapons ? { weapons } : {}) } },
});
const OWN = new FakeOwnership(USERS, { [A]: [P1], [L]: [P1], [E]: [P2] });
const TURN = "combat0000000001/1/combatant000001";

const newScene = () =>
  new FakeScene(SCENE, SQUARE_INCH, undefined, {
    tokens: [
      token(A, 0, 0, { actorId: ACTOR_A, actorLink: true }),
      token(L, 100, 0, { actorId: ACTOR_L, actorLink: false }),
      token(E, 1100, 0, { flags: fighter("blue", { quality: 10 }) }),
    ],
    actors: [
      { _id: ACTOR_A, flags: fighter("red", { quality: 10 }, [gl]) },
      { _id: ACTOR_L, flags: fighter("red", { quality: 10, motivation: 2 }) },
    ],
  });

const shot: AttackRequest = {
  sceneId: SCENE,
  attackerTokenId: A,
  weaponId: "gl",
  target: { tokenId: E },
  blind: false,
  options: { loader: L },
};

/** A player's write to a document they own, as Foundry's server accepts it (the player owns it). */
interface Edit {
  readonly what: string;
  readonly name: "Token" | "Actor";
  readonly row: { _id: string; flags: Record<string, unknown> };
}

const EDITS: readonly Edit[] = [
  {
    what: "own token: a BLAST weapon of their own on the gunner",
    name: "Token",
    row: { _id: A, flags: fighter("red", { quality: 1 }, [{ ...gl, weapon: { name: "GL", rangeBand: 99, payload: "explosive" } }]) },
  },
  { what: "own actor: the gunner's quality", name: "Actor", row: { _id: ACTOR_A, flags: fighter("red", { quality: 1 }, [gl]) } },
  { what: "own actor: the gunner's side", name: "Actor", row: { _id: ACTOR_A, flags: { ordnance: { fighter: { side: "blue" } } } } },
  { what: "own actor: the whole profile deleted", name: "Actor", row: { _id: ACTOR_A, flags: { "-=ordnance": null } } },
  { what: "unlinked token: the loader's motivation", name: "Token", row: { _id: L, flags: fighter("red", { motivation: 6 }) } },
  {
    what: "unlinked token: the loader's count cleared",
    name: "Token",
    row: { _id: L, flags: { ordnance: { counted: { loaderShot: { activation: "someOtherTurn", used: 0 } } } } },
  },
  {
    what: "the other player's model marked out of action (untargetable)",
    name: "Token",
    row: {
      _id: E,
      flags: {
        ordnance: {
          state: {
            attackId: "x",
            status: "outOfAction",
            cause: "x",
            wounds: null,
            toughness: null,
            injuries: [],
            injury: null,
            blood: null,
            suppression: null,
          },
        },
      },
    },
  },
  { what: "the other player's model's quality", name: "Token", row: { _id: E, flags: fighter("blue", { quality: 1 }) } },
];

/** Runs the same attack (same dice, same ids) after `edit`, twice in the same turn; returns what each came to. */
async function resolveAfter(edit: Edit | null, gmOnline: boolean): Promise<{ results: string[]; outputs: unknown[]; told: string[] }> {
  const scene = newScene();
  const told: string[] = [];
  const sync = gmLedgerSync(scene, told);
  const t = table(scene, OWN, { ruleset: "gzg", settings: {}, faces: [4, 4, 4, 4], activation: () => TURN });
  const results = [await noticeOf(t.relays[P1]!.attack(shot))];
  if (edit) {
    // Foundry's server accepts the write: the player owns the document (the token, or the actor behind their token).
    const editor = edit.row._id === E ? P2 : P1;
    const owners = edit.name === "Token" ? (OWN.owners[edit.row._id] ?? []) : [P1];
    expect(mayUpdateOwned(USER_ROLES.PLAYER, owners, editor)).toBe(true);
    if (edit.name === "Token") await scene.update("Token", [edit.row]);
    else await scene.updateActors([edit.row]);
    if (gmOnline) {
      const key = edit.name === "Token" ? tokenKey(SCENE, edit.row._id) : actorKey(edit.row._id);
      sync.onUpdate(key, edit.row, editor, edit.row._id);
      await sync.settled();
    }
  }
  // The second shot of the turn: refused with one shot per activation; the first shot's effects stand.
  results.push(await noticeOf(t.relays[P1]!.attack(shot)));
  results.push(await noticeOf(t.relays[GM_ID]!.attack({ ...shot, options: { loader: L, loaderShot: 2 } })));
  return { results, outputs: t.cards.map((c) => c.output), told };
}

describe("adversarial: rules state lives where players cannot write", () => {
  it("the reference: a first shot, a second one refused, the GM's granted one resolved", async () => {
    const ref = await resolveAfter(null, false);
    expect(ref.results).toEqual(["applied", 'ORDNANCE.Trust.countUsedUp {"field":"options.loaderShot","max":1}', "applied"]);
    expect(ref.outputs).toHaveLength(2);
  });

  for (const edit of EDITS) {
    for (const gmOnline of [false, true]) {
      it(`${edit.what} (${gmOnline ? "the GM's client watching" : "no GM connected"}) changes nothing`, async () => {
        const ref = await resolveAfter(null, false);
        const got = await resolveAfter(edit, gmOnline);
        expect(got.results).toEqual(ref.results);
        expect(got.outputs).toEqual(ref.outputs);
        // Watching, the GM's client tells its user once what it ignored; unwatched, nobody could.
        expect(got.told.length).toBe(gmOnline ? 1 : 0);
      });
    }
  }

  it("the ledger itself is a world setting: a player's client cannot write it (Foundry's server rule)", () => {
    expect(mayWriteWorldSetting(USER_ROLES.PLAYER)).toBe(false);
    expect(mayWriteWorldSetting(USER_ROLES.TRUSTED)).toBe(false);
    expect(mayWriteWorldSetting(USER_ROLES.ASSISTANT)).toBe(true);
    expect(mayWriteWorldSetting(USER_ROLES.GAMEMASTER)).toBe(true);
  });

  it("a GM's own edit is adopted and changes the resolution (the ledger is not merely frozen)", async () => {
    const scene = newScene();
    const t = table(scene, OWN, { ruleset: "gzg", settings: {}, faces: [4, 4, 4, 4], activation: () => TURN });
    await scene.gmUpdate("Token", [{ _id: E, flags: EDITS[6]!.row.flags }]);
    expect(await noticeOf(t.relays[P1]!.attack(shot))).toBe(`ORDNANCE.Error.unknownToken {"id":"${E}"}`);
  });

  it("an unlinked token's ActorDelta, carried in the token's source, is never read", async () => {
    const scene = new FakeScene(SCENE, SQUARE_INCH, undefined, {
      tokens: [
        token(A, 0, 0, { actorId: ACTOR_A, actorLink: true }),
        token(L, 100, 0, { actorId: ACTOR_L, actorLink: false }),
        // What `toObject()` of a token whose synthetic actor the player edited holds: a delta with a profile.
        Object.assign(token(E, 1100, 0, { flags: fighter("blue", { quality: 10 }) }), {
          delta: { flags: fighter("blue", { quality: 1 }) },
        }),
      ],
      actors: [
        { _id: ACTOR_A, flags: fighter("red", { quality: 10 }, [gl]) },
        { _id: ACTOR_L, flags: fighter("red", { quality: 10, motivation: 2 }) },
      ],
    });
    const ref = await resolveAfter(null, false);
    const t = table(scene, OWN, { ruleset: "gzg", settings: {}, faces: [4, 4, 4, 4], activation: () => TURN });
    expect(await noticeOf(t.relays[P1]!.attack(shot))).toBe("applied");
    expect(t.cards[0]!.output).toEqual(ref.outputs[0]);
  });

  it("a token a player creates with a weapon of its own in its flags cannot fire it; copied from their actor, it fights with the actor's ledger profile", async () => {
    const scene = newScene();
    const t = table(scene, new FakeOwnership(USERS, { [A]: [P1], [L]: [P1], [E]: [P2], newToken00000001: [P1], newToken00000002: [P1] }), {
      ruleset: "gzg",
      settings: {},
      faces: [4, 4, 4, 4],
    });
    const big = { ...gl, id: "big", weapon: { name: "GL", rangeBand: 99, payload: "explosive" } };
    // Created by the player through Foundry's API (no GM adopts it): the flags hold a weapon nobody gave it.
    await scene.create("Token", [token("newToken00000001", 200, 0, { flags: fighter("red", { quality: 1 }, [big]) })]);
    const own = await noticeOf(t.relays[P1]!.attack({ ...shot, attackerTokenId: "newToken00000001", weaponId: "big", options: {} }));
    expect(own).toBe('ORDNANCE.Error.unknownWeapon {"id":"big"}');
    // A copy of their linked actor: the actor's ledger weapon, not the flags on the new token.
    await scene.create("Token", [
      token("newToken00000002", 200, 0, { actorId: ACTOR_A, actorLink: false, flags: fighter("red", { quality: 1 }, [big]) }),
    ]);
    expect(await noticeOf(t.relays[P1]!.attack({ ...shot, attackerTokenId: "newToken00000002", weaponId: "big", options: {} }))).toBe(
      'ORDNANCE.Error.unknownWeapon {"id":"big"}',
    );
    expect(await noticeOf(t.relays[P1]!.attack({ ...shot, attackerTokenId: "newToken00000002", options: {} }))).toBe("applied");
    expect(t.cards.at(-1)!.scenario).toMatchObject({ attack: { weapon: { rangeBand: 6 } } });
  });

  it("a token a player creates brings no rules state: it fights with its actor's profile", () => {
    const rows: unknown[] = [];
    const sync = new LedgerSync({
      isActiveGM: () => true,
      isGM: (u) => u === GM_ID,
      ownersMayEdit: () => false,
      write: (r) => (rows.push(r), Promise.resolve()),
      notify: () => undefined,
    });
    const flags = fighter("red", { quality: 1 }, [{ ...gl, weapon: { name: "GL", rangeBand: 99 } }]);
    expect(sync.onCreate(tokenKey(SCENE, "newToken00000001"), flags, P1, true)).toEqual([]);
    // A GM placing a token from an actor a player owns: the prototype's flags are the player's, not adopted either.
    expect(sync.onCreate(tokenKey(SCENE, "newToken00000001"), flags, GM_ID, true)).toEqual([]);
    // A GM's own new token (pasted, or from a GM's actor) brings its flags.
    expect(sync.onCreate(tokenKey(SCENE, "newToken00000001"), flags, GM_ID, false)).toHaveLength(1);
    expect(rows).toHaveLength(1);
    // Only the active GM's client writes.
    const idle = new LedgerSync({
      isActiveGM: () => false,
      isGM: () => true,
      ownersMayEdit: () => false,
      write: () => Promise.reject(new Error("must not write")),
      notify: () => undefined,
    });
    expect(idle.onCreate(tokenKey(SCENE, "x"), flags, GM_ID, false)).toEqual([]);
    // A document a GM deletes has its entry dropped (on the active GM's client only); a player's deletion drops
    // nothing, so a token deleted and brought back with its id keeps its state.
    idle.onDelete([tokenKey(SCENE, "x")], GM_ID);
    sync.onDelete([tokenKey(SCENE, "newToken00000001")], P1);
    expect(rows).toHaveLength(1);
    sync.onDelete([tokenKey(SCENE, "newToken00000001")], GM_ID);
    expect(rows.at(-1)).toEqual([{ key: tokenKey(SCENE, "newToken00000001"), diff: null }]);
    expect(idle.onUpdate(tokenKey(SCENE, "x"), { flags }, GM_ID, "x")).toEqual([]);
  });
});
