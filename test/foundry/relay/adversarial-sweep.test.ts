// Every field a ruleset declares, forged by a player through the relay: for each choice descriptor of
// each bundled ruleset (read from the registry, so a new descriptor is swept too), values naming a hidden
// token, a token of no scene, or numbers beyond any rule are refused with a message naming the field,
// nothing written. Plus the relay messages themselves: oversize, repeated ids, answers from the wrong user.

import { describe, expect, it } from "vitest";
import { type ChoiceDescriptor, RULESETS, type RulesetId } from "../../../src/core/index.js";
import type { AttackRequest } from "../../../src/foundry/api-types.js";
import { NoticeError } from "../../../src/foundry/platform/errors.js";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import { MAX_MESSAGE_CHARS } from "../../../src/foundry/relay/relay-messages.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { FakeOwnership, GM_ID, P1, P2, USERS, table } from "../../helpers/foundry/fake-users.js";
import { settle } from "../../helpers/foundry/fake-socket.js";

const SCENE = "scene00000000001";
const A = "attackerA0000001"; // P1's attacker
const F = "friendF000000001"; // P1's friend, next to the enemy
const E = "enemyE0000000001"; // P2's
const H = "hiddenH000000001"; // P1's side, hidden from players
const FOREIGN = "foreign000000001"; // a token of no figure on this scene

const WEAPONS: Record<RulesetId, FighterWeapon> = {
  gzg: { id: "w", name: "GL", ruleset: "gzg", weapon: { name: "GL", rangeBand: 6, payload: "explosive" }, state: null },
  "trench-crusade": {
    id: "w",
    name: "Frag",
    ruleset: "trench-crusade",
    weapon: { name: "Frag Grenades", range: 8, keywords: ["ASSAULT", "BLAST(2)", "IGNORE COVER", "IGNORE LONG RANGE", "SHRAPNEL"] },
    state: null,
  },
  necromunda: {
    id: "w",
    name: "Frag",
    ruleset: "necromunda",
    weapon: { name: "Frag grenade", short: 0, long: 6, blast: 3, strength: 3, ap: 0, damage: 1, traits: ['Blast (3")'] },
    state: null,
  },
};
const STATS: Record<RulesetId, Record<string, unknown>> = {
  gzg: { quality: 10 },
  "trench-crusade": { blood: 6, blessing: 2 },
  necromunda: {},
};
const scene = (ruleset: RulesetId) => {
  const fighter = (side: string, weapons: FighterWeapon[] = []) => ({
    flags: { ordnance: { fighter: { side, stats: STATS[ruleset], weapons } } },
  });
  return new FakeScene(SCENE, SQUARE_INCH, undefined, {
    tokens: [
      token(A, 0, 0, fighter("red", [WEAPONS[ruleset]])),
      token(H, 100, 0, fighter("red")),
      token(F, 600, 0, fighter("red")),
      token(E, 500, 0, fighter("blue")),
    ],
  });
};
// P1 owns the hidden model too: even their own hidden token may not be named in a request.
const OWN = new FakeOwnership(USERS, { [A]: [P1], [F]: [P1], [H]: [P1], [E]: [P2] }, new Set([H]));

/** A value of the descriptor's shape for one figure (per-figure maps). */
function sample(d: ChoiceDescriptor): unknown {
  switch (d.value) {
    case "int":
      return 1;
    case "bool":
      return true;
    case "route":
      return [{ x: 0, y: 0 }];
    case "offset":
    case "point":
      return [0, 0];
    case "figure":
      return F;
    case "figures":
      return [F];
  }
}

/** Forged values for a descriptor: a hidden token, a token of no scene, and values past any rule. */
function forgeries(d: ChoiceDescriptor): [string, unknown][] {
  if (d.perFigure)
    return [
      ["for a hidden token", { [H]: sample(d) }],
      ["for a token of no scene", { [FOREIGN]: sample(d) }],
      ...(d.value === "int" ? ([["beyond any rule", { [F]: 99 }]] as [string, unknown][]) : []),
    ];
  switch (d.value) {
    case "figure":
      return [
        ["naming a hidden token", H],
        ["naming a token of no scene", FOREIGN],
      ];
    case "figures":
      return [["naming a hidden token", [H]]];
    case "int":
      return [["beyond any rule", 99]];
    case "bool":
      return [["claimed", true]];
    case "offset":
    case "point":
      return [["far off", [40, 40]]];
    case "route":
      return [["a route", [{ x: 0, y: 0 }]]];
  }
}

async function refusal(p: Promise<unknown>): Promise<NoticeError | string> {
  try {
    await p;
    return "applied";
  } catch (e) {
    return e instanceof NoticeError ? e : `internal error: ${String(e)}`;
  }
}

describe("adversarial sweep: every declared option and decision, forged by a player", () => {
  for (const ruleset of RULESETS) {
    const id = ruleset.id as RulesetId;
    for (const d of ruleset.choices)
      for (const [how, value] of forgeries(d)) {
        const field = `${d.group === "attack" ? "options" : "decisions"}.${d.key}`;
        it(`${id} ${field} ${how}: refused naming the field, nothing written`, async () => {
          const t = table(scene(id), OWN, { ruleset: id, faces: [4, 4, 4, 4] });
          const before = t.scene.dump();
          const request: AttackRequest = {
            sceneId: SCENE,
            attackerTokenId: A,
            weaponId: "w",
            target: { tokenId: E },
            blind: false,
            ...(d.group === "attack" ? { options: { [d.key]: value as never } } : { decisions: { [d.key]: value as never } }),
          };
          const got = await refusal(t.relays[P1]!.attack(request));
          if (!(got instanceof NoticeError)) throw new Error(`${field} ${how}: ${got}`);
          const named = JSON.stringify(got.data);
          if (got.key === "ORDNANCE.Error.unknownToken") expect(got.data["id"]).toBe(FOREIGN);
          else {
            expect(got.key).toMatch(/^ORDNANCE\.(Trust\.|Error\.badOption$)/);
            expect(named).toContain(d.key);
          }
          expect(t.cards).toEqual([]);
          expect(t.scene.dump()).toEqual(before);
        });
      }
  }

  it("sweeps every descriptor of every bundled ruleset (none without a forgery)", () => {
    const swept = RULESETS.flatMap((r) => r.choices.filter((d) => forgeries(d).length > 0).map((d) => `${r.id}.${d.key}`));
    expect(swept).toHaveLength(RULESETS.reduce((n, r) => n + r.choices.length, 0));
    expect(swept.length).toBeGreaterThanOrEqual(13);
  });
});

describe("adversarial sweep: the relay messages", () => {
  const gzgTable = () => table(scene("gzg"), OWN, { ruleset: "gzg", faces: [4, 4, 4, 4] });
  const request: AttackRequest = { sceneId: SCENE, attackerTokenId: A, weaponId: "w", target: { tokenId: E }, blind: false };
  const replyTo = (t: ReturnType<typeof gzgTable>, requestId: string) =>
    t.net.sent.filter((s) => s.from === GM_ID && (s.message as { requestId?: string }).requestId === requestId).map((s) => s.message);

  it("an oversize message is refused with its request id, nothing performed", async () => {
    const t = gzgTable();
    const padding = "x".repeat(MAX_MESSAGE_CHARS);
    t.net.socketFor(P1).emitRaw({ type: "attack", requestId: "big-00000001", request: { ...request, weaponId: padding } });
    await settle();
    expect(replyTo(t, "big-00000001")).toEqual([
      { type: "result", requestId: "big-00000001", to: P1, ok: false, error: { key: "ORDNANCE.Error.badRequest", data: {} } },
    ]);
    expect(t.cards).toEqual([]);
  });

  it("a repeated request id is performed once, even with a different request under it", async () => {
    const t = gzgTable();
    t.net.socketFor(P1).emitRaw({ type: "attack", requestId: "same-0000001", request });
    await settle();
    t.net.socketFor(P1).emitRaw({ type: "attack", requestId: "same-0000001", request: { ...request, target: { tokenId: F } } });
    await settle();
    expect(t.cards).toHaveLength(1);
    const replies = replyTo(t, "same-0000001");
    expect(replies).toHaveLength(2);
    expect(replies[1]).toEqual(replies[0]);
  });

  it("a player cannot answer a question asked of someone else, nor ask one, nor forge the GM's result", async () => {
    const t = gzgTable();
    const gm = t.relays[GM_ID]!;
    const asked = gm.askCount(P2, "bloodSpendOnSuccess", 3);
    const ask = t.net.sent.find((s) => (s.message as { type: string }).type === "askCount")!.message as { requestId: string };
    // P1 (the attacker's player) answers P2's question before P2's client does: ignored. P2's client
    // declines (its dialog answers null here): the automation decides, not P1's 0.
    t.net.socketFor(P1).emitRaw({ type: "count", requestId: ask.requestId, count: 0 });
    await settle();
    expect(await asked).toBeUndefined();
    // A player asking another player, or posting a result to them, is ignored by that player's client.
    let picked = 0;
    t.net.socketFor(P1).emitRaw({ type: "askCount", requestId: "ask-00000001", to: P2, tag: "x", max: 9 });
    t.net.socketFor(P1).emitRaw({ type: "askPoint", requestId: "ask-00000002", to: P2, tag: "x", fallback: null });
    await settle();
    picked = t.net.sent.filter(
      (s) => s.from === P2 && ["ask-00000001", "ask-00000002"].includes((s.message as { requestId: string }).requestId),
    ).length;
    expect(picked).toBe(0);
    const pending = t.relays[P2]!.attack(request).catch((e: unknown) => e);
    const sentId = (t.net.sent.findLast((s) => s.from === P2)!.message as { requestId: string }).requestId;
    t.net.socketFor(P1).emitRaw({ type: "result", requestId: sentId, to: P2, ok: true, attackId: "forged", messageId: null });
    await settle();
    const result = await pending;
    // P2 does not own the attacker: the GM's refusal arrives, not P1's forged success.
    expect(result).toBeInstanceOf(NoticeError);
    expect((result as NoticeError).key).toBe("ORDNANCE.Error.notOwner");
  });
});
