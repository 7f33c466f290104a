// Two GMs and three players at one table (test/helpers/foundry/gm-table.ts: the real relay, pipeline, journal and
// recovery over one fake scene and chat log): each request is applied once, by the active GM; when the active GM
// leaves with three requests queued the new active GM takes them over (a half-written one rolled back first and its
// player told), or with no GM left each player is told at once; a GM who reconnects does not apply anything twice.

import { describe, expect, it } from "vitest";
import en from "../../../lang/en.json";
import { flattenDictionary } from "../../../src/core/index.js";
import type { AttackRequest, AttackResult } from "../../../src/foundry/api-types.js";
import { sceneHistory } from "../../../src/foundry/chat/record-history.js";
import { NoticeError } from "../../../src/foundry/platform/errors.js";
import { undoEntries, undoSequence } from "../../../src/foundry/scene/undo-stack.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { GM_A, GM_B, GmTable } from "../../helpers/foundry/gm-table.js";
import { reader } from "../../helpers/foundry/undo-harness.js";

const P1 = "player0000000001";
const P2 = "player0000000002";
const P3 = "player0000000003";
const PLAYERS = [P1, P2, P3];
const attackerOf = (p: string): string => `attacker${p.slice(-8)}`;
const VICTIM = "victim0000000001";
const gl = { id: "gl", name: "GL", ruleset: "gzg" as const, weapon: { name: "GL", rangeBand: 6, payload: "explosive" }, state: null };

/** Three players' GZG grenadiers (each owns one) and a victim 12" away. */
function scene(): FakeScene {
  return new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
    tokens: [
      ...PLAYERS.map((p, i) =>
        token(attackerOf(p), -50, -50 + i * 200, {
          flags: { ordnance: { fighter: { side: "red", stats: { quality: 10 }, weapons: [gl] } } },
        }),
      ),
      token(VICTIM, 1150, -50, { flags: { ordnance: { fighter: { side: "blue", stats: { quality: 10 } } } } }),
    ],
  });
}

const request = (p: string): AttackRequest => ({
  sceneId: "scene00000000001",
  attackerTokenId: attackerOf(p),
  weaponId: "gl",
  target: { tokenId: VICTIM },
  blind: false,
});

function table(gms: readonly string[]): GmTable {
  return new GmTable(scene(), gms, Object.fromEntries(PLAYERS.map((p) => [p, [attackerOf(p)]])), [10, 1, 1, 12, 12]);
}

/** Lets every client's pending work run to where it waits (the fakes use no real timers). */
async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) await new Promise((go) => setImmediate(go));
}

type Outcome = { ok: AttackResult } | { refused: string };
/** Every player's request sent at once; their outcomes as each player's client gets them (read after `settle`). */
function sendAll(t: GmTable): Outcome[] {
  const out: Outcome[] = [];
  PLAYERS.forEach((p, i) => {
    void t.clients
      .get(p)!
      .relay.attack(request(p))
      .then(
        (ok) => (out[i] = { ok }),
        (e: unknown) => (out[i] = { refused: e instanceof NoticeError ? e.key : String(e) }),
      );
  });
  return out;
}

/** The request id each record answers (one record per request run), and who wrote it. */
const runs = (t: GmTable) =>
  t.records().map((r) => ({ request: r.record.request?.requestId, author: r.author, phase: r.record.journal?.phase }));

/** Undoes every completed attack of the scene (newest first, through the real undo stack): the scene must come back. */
async function undoAll(t: GmTable): Promise<void> {
  const history = sceneHistory(t.log.views(), t.scene.sceneId, t.log.isGM, t.report).map((h) => h.entry);
  if (history.length) await undoEntries(t.scene, reader(t.scene), undoSequence(history, history[0]!), { undone: async () => undefined });
}

describe("two GMs connected", () => {
  it("each request is applied once, by the active GM; the other GM's client neither applies nor answers", async () => {
    const t = table([GM_A, GM_B]);
    const out = sendAll(t);
    await settle();
    await settle();
    expect(out.map((o) => "ok" in o)).toEqual([true, true, true]);
    expect(runs(t)).toEqual(PLAYERS.map((p, i) => ({ request: `${p}-req-${String(i + 1)}`, author: GM_A, phase: "completed" })));
    expect(t.cards()).toHaveLength(3);
    expect(t.clients.get(GM_B)!.started).toBe(0);
    expect(t.net.sent.filter((s) => s.from === GM_B)).toEqual([]);
  });
});

describe("the active GM leaves with three requests queued", () => {
  it("the other GM takes them over: each applied once, each player answered, no timeout waited", async () => {
    const t = table([GM_A, GM_B]);
    const before = t.scene.dump();
    t.clients.get(GM_A)!.fault = { hold: true };
    const out = sendAll(t);
    await settle();
    // GM A's client is resolving the first (held at its dice), the other two wait on its queue.
    expect(t.clients.get(GM_A)!.started).toBe(1);
    expect(t.records()).toEqual([]);
    t.leave(GM_A);
    await settle();
    await settle();
    expect(out.map((o) => "ok" in o)).toEqual([true, true, true]);
    expect(t.timers.time).toBe(0);
    expect(t.clients.get(GM_A)!.finished).toBe(0);
    expect(runs(t).map((r) => r.author)).toEqual([GM_B, GM_B, GM_B]);
    expect(new Set(runs(t).map((r) => r.request)).size).toBe(3);
    expect(t.cards()).toHaveLength(3);
    await undoAll(t);
    expect(t.scene.dump()).toEqual(before);
  });

  it("a request half-written when its GM left is rolled back first and its player told; the other two applied once", async () => {
    const t = table([GM_A, GM_B]);
    const before = t.scene.dump();
    // GM A's client dies at its second database call of P1's attack (the first landed).
    t.clients.get(GM_A)!.fault = { dieAtCall: 1 };
    const out = sendAll(t);
    await settle();
    await settle();
    expect(t.online.has(GM_A)).toBe(false);
    expect(out[0]).toEqual({ refused: "ORDNANCE.Journal.interrupted" });
    expect(out.slice(1).map((o) => "ok" in o)).toEqual([true, true]);
    // GM B's recovery ran when it became the active GM, before the requests re-sent to it.
    expect(
      t.clients
        .get(GM_B)!
        .recovered.flat()
        .map((r) => r.action),
    ).toEqual(["rolledBack"]);
    expect(t.log.contents().filter((c) => c.startsWith("recovery"))).toHaveLength(1);
    expect(runs(t)).toEqual([
      { request: `${P1}-req-1`, author: GM_A, phase: "rolledBack" },
      { request: `${P2}-req-2`, author: GM_B, phase: "completed" },
      { request: `${P3}-req-3`, author: GM_B, phase: "completed" },
    ]);
    // Nothing of the interrupted attack is left: undoing the two that ran gives back the starting scene.
    await undoAll(t);
    expect(t.scene.dump()).toEqual(before);
  });

  it("the new active GM chooses to complete the half-written one: finished once, its card posted, its player answered from it", async () => {
    const t = table([GM_A, GM_B]);
    const full = table([GM_A]);
    t.clients.get(GM_A)!.fault = { dieAtCall: 1 };
    t.clients.get(GM_B)!.choice = "complete";
    let answer: AttackResult | undefined;
    void t.clients
      .get(P1)!
      .relay.attack(request(P1))
      .then((r) => (answer = r));
    await settle();
    expect(
      t.clients
        .get(GM_B)!
        .recovered.flat()
        .map((r) => r.action),
    ).toEqual(["completed"]);
    expect(runs(t)).toEqual([{ request: `${P1}-req-1`, author: GM_A, phase: "completed" }]);
    expect(t.cards()).toHaveLength(1);
    expect(answer?.attackId).toBe(t.records()[0]?.record.attackId);
    expect(answer?.messageId).toBe(t.cards()[0]?.id);
    // The scene is the one the same attack leaves when nothing goes wrong.
    await full.clients.get(P1)!.relay.attack(request(P1));
    expect(t.scene.dump()).toEqual(full.scene.dump());
  });

  it("with no GM left, each requesting player is told at once with a localized reason; nothing is written", async () => {
    const t = table([GM_A]);
    const before = t.scene.dump();
    t.clients.get(GM_A)!.fault = { hold: true };
    const out = sendAll(t);
    await settle();
    t.leave(GM_A);
    await settle();
    expect(out).toEqual(PLAYERS.map(() => ({ refused: "ORDNANCE.Journal.gmLeft" })));
    expect(flattenDictionary(en).has("ORDNANCE.Journal.gmLeft")).toBe(true);
    expect(t.timers.time).toBe(0);
    expect(t.scene.dump()).toEqual(before);
    expect(t.records()).toEqual([]);
  });
});

describe("a GM who reconnects", () => {
  it("while the other GM holds requests: those not yet started are sent on to the returning active GM, each applied once", async () => {
    const t = table([GM_A, GM_B]);
    t.leave(GM_A);
    t.clients.get(GM_B)!.fault = { hold: true };
    const out = sendAll(t);
    await settle();
    expect(t.clients.get(GM_B)!.started).toBe(1);
    const a = t.join(GM_A);
    expect(t.activeGM()).toBe(GM_A);
    t.clients.get(GM_B)!.release();
    await settle();
    expect(out.map((o) => "ok" in o)).toEqual([true, true, true]);
    expect(runs(t)).toEqual([
      { request: `${P1}-req-1`, author: GM_B, phase: "completed" },
      { request: `${P2}-req-2`, author: GM_A, phase: "completed" },
      { request: `${P3}-req-3`, author: GM_A, phase: "completed" },
    ]);
    expect(a.started).toBe(2);
    expect(t.cards()).toHaveLength(3);
  });

  it("the answer lost with the GM who ran it: the other GM answers from the record, and the reconnected GM does not run it again", async () => {
    const t = table([GM_A, GM_B]);
    t.clients.get(GM_A)!.fault = { dieAfterClose: true };
    let answer: AttackResult | undefined;
    void t.clients
      .get(P1)!
      .relay.attack(request(P1))
      .then((r) => (answer = r));
    await settle();
    await settle();
    const [run] = t.records();
    expect(run?.record.journal?.phase).toBe("completed");
    // GM A closed the attack and left before answering; P1's client re-sent it to GM B, who answered from the record.
    expect(answer?.attackId).toBe(run?.record.attackId);
    expect(answer?.messageId).toBe(t.cards()[0]?.id);
    expect(t.clients.get(GM_B)!.started).toBe(0);
    const after = t.scene.dump();
    // GM A reconnects (a fresh client, the active GM again) and the same request reaches it once more.
    const back = t.join(GM_A);
    expect(t.activeGM()).toBe(GM_A);
    t.net.socketFor(P1).emitRaw({ type: "attack", requestId: `${P1}-req-1`, request: request(P1), gm: GM_A });
    await settle();
    expect(back.started).toBe(0);
    expect(t.records()).toHaveLength(1);
    expect(t.cards()).toHaveLength(1);
    expect(t.scene.dump()).toEqual(after);
  });

  it("a GM who left after the card but before closing the record: recovery closes it, nothing rolled back or posted twice", async () => {
    const t = table([GM_A, GM_B]);
    t.clients.get(GM_A)!.fault = { dieAfterCard: true };
    let answer: AttackResult | undefined;
    void t.clients
      .get(P1)!
      .relay.attack(request(P1))
      .then((r) => (answer = r));
    await settle();
    await settle();
    const after = t.scene.dump();
    expect(
      t.clients
        .get(GM_B)!
        .recovered.flat()
        .map((r) => r.action),
    ).toEqual(["closed"]);
    expect(t.records().map((r) => r.record.journal?.phase)).toEqual(["completed"]);
    expect(t.cards()).toHaveLength(1);
    expect(answer?.attackId).toBe(t.records()[0]?.record.attackId);
    // GM A reloads: its ready-time recovery finds nothing left to settle.
    const back = t.join(GM_A);
    await settle();
    expect(back.recovered.flat()).toEqual([]);
    expect(t.scene.dump()).toEqual(after);
  });
});
