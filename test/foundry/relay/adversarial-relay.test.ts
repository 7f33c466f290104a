// A hostile player against the relay's own defences: who is asked the opponent's questions (co-owned
// tokens included), flooding (limits before parsing, pending and per-second limits, refusals localized),
// scene permission and permission re-checked when a request leaves the queue, and replaying a request id
// after many others or later within the remembering window.

import { describe, expect, it } from "vitest";
import type { AttackRequest } from "../../../src/foundry/api-types.js";
import { chooserFor } from "../../../src/foundry/relay/chooser.js";
import { NoticeError } from "../../../src/foundry/platform/errors.js";
import { FLOOD_LIMITS } from "../../../src/foundry/relay/socket.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { FakeOwnership, GM_ID, P1, P2, P3, USERS, table } from "../../helpers/foundry/fake-users.js";
import { settle } from "../../helpers/foundry/fake-socket.js";

const A = "attackerA0000001";
const E = "enemyE0000000001";
const E2 = "enemyE0000000002";
const SIDES = { [A]: "red", [E]: "blue", [E2]: "blue" };

describe("adversarial: the opponent's questions go to the opponent", () => {
  const ask = (owners: Record<string, string[]>, users = USERS) =>
    chooserFor("blue", A, new FakeOwnership(users, owners).chooserTokens(SIDES), users, GM_ID);

  it("asks a player of the target's side", () => {
    expect(ask({ [A]: [P1], [E]: [P2] })).toBe(P2);
  });

  it("never asks the attacker's player, even when they co-own a token of the target's side", () => {
    // P1 co-owns E with P2: P2 is asked.
    expect(ask({ [A]: [P1], [E]: [P1, P2] })).toBe(P2);
    // P1 is listed first on the first enemy token and owns the other alone: still P2.
    expect(ask({ [A]: [P1], [E]: [P1], [E2]: [P1, P2] })).toBe(P2);
    // Only the attacker's player owns the other side: the GM decides.
    expect(ask({ [A]: [P1], [E]: [P1], [E2]: [P1] })).toBe(GM_ID);
  });

  it("never asks a co-owner of the attacker, even one who also owns the target", () => {
    expect(ask({ [A]: [P1, P2], [E]: [P2] })).toBe(GM_ID);
    expect(ask({ [A]: [P1, P2], [E]: [P2], [E2]: [P3] })).toBe(P3);
  });

  it("skips players who are not connected, and asks the GM when nobody of that side is", () => {
    const offline = USERS.map((u) => (u.id === P2 ? { ...u, active: false } : u));
    expect(ask({ [A]: [P1], [E]: [P2], [E2]: [P3] }, offline)).toBe(P3);
    expect(ask({ [A]: [P1], [E]: [P2] }, offline)).toBe(GM_ID);
    expect(ask({ [A]: [P1] })).toBe(GM_ID);
  });
});

const SCENE = "scene00000000001";
function scene(): FakeScene {
  const weapon = {
    id: "frag",
    name: "Frag",
    ruleset: "trench-crusade" as const,
    weapon: { name: "Frag", range: 8, keywords: ["BLAST(2)", "IGNORE COVER"] },
    state: null,
  };
  return new FakeScene(SCENE, SQUARE_INCH, undefined, {
    tokens: [
      token(A, 0, 0, { flags: { ordnance: { fighter: { side: "red", stats: {}, weapons: [weapon] } } } }),
      token(E, 500, 0, { flags: { ordnance: { fighter: { side: "blue", stats: {} } } } }),
    ],
  });
}
const OWN = new FakeOwnership(USERS, { [A]: [P1], [E]: [P2] });
const request: AttackRequest = {
  sceneId: SCENE,
  attackerTokenId: A,
  weaponId: "frag",
  target: { point: { x: 5000, y: 5000 } },
  blind: false,
};
const replies = (t: ReturnType<typeof table>, to: string) =>
  t.net.sent
    .filter((s) => s.from === GM_ID)
    .map((s) => s.message as { to: string; requestId: string; ok: boolean; error?: { key: string } })
    .filter((m) => m.to === to);

describe("adversarial: flooding", () => {
  it("refuses a burst beyond the per-second limit, localized, and accepts again a second later", async () => {
    const t = table(scene(), OWN, { ruleset: "trench-crusade", limits: { pending: 100, rawPerSecond: 2000 } });
    const sock = t.net.socketFor(P1);
    for (let i = 0; i < 1000; i++) sock.emitRaw({ type: "attack", requestId: `burst-${String(i).padStart(6, "0")}`, request });
    for (let i = 0; i < 30; i++) await settle();
    const r = replies(t, P1);
    expect(r).toHaveLength(1000);
    expect(t.cards).toHaveLength(FLOOD_LIMITS.perSecond);
    expect(r.filter((m) => !m.ok).every((m) => m.error?.key === "ORDNANCE.Trust.tooFast")).toBe(true);
    t.timers.advance(1000);
    sock.emitRaw({ type: "attack", requestId: "after-000001", request });
    for (let i = 0; i < 10; i++) await settle();
    expect(t.cards).toHaveLength(FLOOD_LIMITS.perSecond + 1);
  });

  it("limits every message before it is parsed: a burst of malformed or well-formed ones gets a few answers, the rest are dropped", async () => {
    const t = table(scene(), OWN, {
      ruleset: "trench-crusade",
      limits: { pending: 100, perSecond: 100, rawPerSecond: FLOOD_LIMITS.rawPerSecond },
    });
    const sock = t.net.socketFor(P1);
    // Malformed: each would cost the GM a parse and a broadcast error reply.
    for (let i = 0; i < 1000; i++)
      sock.emitRaw({ type: "attack", requestId: `bad-${String(i).padStart(6, "0")}`, request: { nonsense: i } });
    for (let i = 0; i < 10; i++) await settle();
    expect(replies(t, P1)).toHaveLength(FLOOD_LIMITS.rawPerSecond);
    expect(replies(t, P1).every((m) => !m.ok && m.error?.key === "ORDNANCE.Error.badRequest")).toBe(true);
    // Still within the same second, a well-formed request is dropped too; a second later it is handled.
    sock.emitRaw({ type: "attack", requestId: "good-0000000001", request });
    for (let i = 0; i < 5; i++) await settle();
    expect(t.cards).toHaveLength(0);
    t.timers.advance(1000);
    sock.emitRaw({ type: "attack", requestId: "good-0000000002", request });
    for (let i = 0; i < 5; i++) await settle();
    expect(t.cards).toHaveLength(1);
    // The GM's own client is never gated.
    for (let i = 0; i < 50; i++)
      t.net.socketFor(GM_ID).emitRaw({ type: "attack", requestId: `gm-${String(i).padStart(8, "0")}`, request: {} });
    for (let i = 0; i < 5; i++) await settle();
    expect(t.cards).toHaveLength(1);
  });

  it("refuses a user's request beyond the pending limit while theirs wait; others' requests are not held up", async () => {
    const t = table(scene(), OWN, { ruleset: "trench-crusade", limits: { perSecond: 100 } });
    const p1 = Array.from({ length: FLOOD_LIMITS.pending + 2 }, () =>
      t.relays[P1]!.attack(request).then(
        () => "ok",
        (e: unknown) => (e instanceof NoticeError ? e.key : String(e)),
      ),
    );
    const results = await Promise.all(p1);
    expect(results.filter((x) => x === "ok")).toHaveLength(FLOOD_LIMITS.pending);
    expect(results.filter((x) => x === "ORDNANCE.Trust.tooManyPending")).toHaveLength(2);
    // Once they are done, the same user may ask again.
    expect(await t.relays[P1]!.attack(request).then(() => "ok")).toBe("ok");
  });
});

describe("adversarial: permission is checked on arrival and again when a request leaves the queue", () => {
  it("a request naming a scene the player may not view is refused, naming why; the GM's is not", async () => {
    const t = table(scene(), OWN, { ruleset: "trench-crusade", mayViewScene: (u) => u === GM_ID });
    const refused = await t.relays[P1]!.attack(request).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(NoticeError);
    expect((refused as NoticeError).key).toBe("ORDNANCE.Trust.sceneNotViewable");
    expect(t.cards).toHaveLength(0);
    expect(await t.relays[GM_ID]!.attack(request).then(() => "ok")).toBe("ok");
  });

  it("a request queued before the GM switched to GM-only attacks is refused when its turn comes", async () => {
    const mode = { gmOnly: false };
    const t = table(scene(), OWN, { ruleset: "trench-crusade", gmOnly: () => mode.gmOnly });
    const sock = t.net.socketFor(P1);
    // Accepted on arrival (checked synchronously when it is received), then waits for the queue.
    sock.emitRaw({ type: "attack", requestId: "queued-00000001", request });
    mode.gmOnly = true;
    for (let i = 0; i < 10; i++) await settle();
    expect(replies(t, P1)).toEqual([
      { type: "result", requestId: "queued-00000001", to: P1, ok: false, error: { key: "ORDNANCE.Error.notOwner", data: {} } },
    ]);
    expect(t.cards).toHaveLength(0);
    mode.gmOnly = false;
    sock.emitRaw({ type: "attack", requestId: "queued-00000002", request });
    for (let i = 0; i < 10; i++) await settle();
    expect(t.cards).toHaveLength(1);
  });
});

describe("adversarial: replaying a request id", () => {
  it("answers a replay after 1,000 other requests with the first answer, never performing it twice", async () => {
    const t = table(scene(), OWN, { ruleset: "trench-crusade" });
    const sock = t.net.socketFor(P1);
    const first = { type: "attack", requestId: "replayed-0001", request };
    sock.emitRaw(first);
    await settle();
    for (let i = 0; i < 1000; i++) {
      sock.emitRaw({ type: "attack", requestId: `other-${String(i).padStart(6, "0")}`, request: { ...request, weaponId: "none" } });
      // Four a second, within the flood limits: every one of them is handled and remembered.
      if (i % 4 === 3) {
        await settle();
        t.timers.advance(1000);
      }
    }
    await settle();
    expect(replies(t, P1).filter((m) => m.error?.key === "ORDNANCE.Error.unknownWeapon")).toHaveLength(1000);
    sock.emitRaw(first);
    for (let i = 0; i < 5; i++) await settle();
    expect(t.cards).toHaveLength(1);
    const answers = replies(t, P1).filter((m) => m.requestId === "replayed-0001");
    expect(answers).toHaveLength(2);
    expect(answers[1]).toEqual(answers[0]);
  });

  it("remembers ids per user: another user's same id is their own request", async () => {
    const t = table(scene(), new FakeOwnership(USERS, { [A]: [P1, P2] }), { ruleset: "trench-crusade" });
    t.net.socketFor(P1).emitRaw({ type: "attack", requestId: "same-id-0001", request });
    t.net.socketFor(P2).emitRaw({ type: "attack", requestId: "same-id-0001", request });
    for (let i = 0; i < 5; i++) await settle();
    expect(t.cards).toHaveLength(2);
  });

  it("forgets an id only after the remembering window (time, not a count)", async () => {
    const t = table(scene(), OWN, { ruleset: "trench-crusade" });
    const sock = t.net.socketFor(P1);
    const msg = { type: "attack", requestId: "window-00001", request };
    sock.emitRaw(msg);
    await settle();
    t.timers.advance(FLOOD_LIMITS.rememberMs - 1);
    sock.emitRaw(msg);
    await settle();
    expect(t.cards).toHaveLength(1);
    t.timers.advance(2);
    sock.emitRaw(msg);
    for (let i = 0; i < 5; i++) await settle();
    expect(t.cards).toHaveLength(2);
  });
});
