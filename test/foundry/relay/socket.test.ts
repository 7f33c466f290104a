// The player → GM relay: identity from the server-stamped sender id, ownership and weapon checks,
// size and shape checks, one application per request id, one request at a time, no-GM and timeout
// errors, and point prompts answered by the right user or falling back.

import { describe, expect, it } from "vitest";
import type { AttackRequest } from "../../../src/foundry/api-types.js";
import { parseMessage, scatterWire } from "../../../src/foundry/relay/relay-messages.js";
import type { RelayEnv } from "../../../src/foundry/relay/socket.js";
import { settle } from "../../helpers/foundry/fake-socket.js";
import { GM, L1, P1, P2, T1, T2, noticeKey, request, world } from "../../helpers/foundry/relay-world.js";

describe("relay: attacks", () => {
  it("applies an owner's request on the GM client, attributed to the server-stamped sender", async () => {
    const w = world();
    const r = await w.relays[P1]!.attack(request());
    expect(r.attackId).toBe("attack0000000001");
    expect(w.performed).toEqual([{ request: request(), userId: P1 }]);
  });

  it("refuses a player who does not own the attacker", async () => {
    const w = world();
    expect(await noticeKey(w.relays[P2]!.attack(request({ attackerTokenId: T1 })))).toBe("ORDNANCE.Error.notOwner");
    expect(w.performed).toEqual([]);
  });

  it("ignores identity in the payload: a spoofed user id is a malformed request, never applied", async () => {
    const w = world();
    const sock = w.net.socketFor(P2);
    sock.emitRaw({ type: "attack", requestId: "spoofed-0001", request: { ...request(), userId: P1 } });
    sock.emitRaw({ type: "attack", requestId: "spoofed-0002", userId: P1, request: request() });
    await settle();
    expect(w.performed).toEqual([]);
    const replies = w.net.sent.filter((s) => s.from === GM).map((s) => s.message);
    expect(replies).toEqual([
      { type: "result", requestId: "spoofed-0001", to: P2, ok: false, error: { key: "ORDNANCE.Error.badRequest", data: {} } },
      { type: "result", requestId: "spoofed-0002", to: P2, ok: false, error: { key: "ORDNANCE.Error.badRequest", data: {} } },
    ]);
  });

  it("refuses an unknown token, an unknown weapon and a malformed target", async () => {
    const w = world();
    expect(await noticeKey(w.relays[P1]!.attack(request({ attackerTokenId: "unknown000000001" })))).toBe("ORDNANCE.Error.notOwner");
    expect(await noticeKey(w.relays[P1]!.attack(request({ weaponId: "plasma" })))).toBe("ORDNANCE.Error.unknownWeapon");
    expect(await noticeKey(w.relays[P1]!.attack(request({ target: { point: { x: Number.NaN, y: 0 } } })))).toBe("ORDNANCE.Trust.malformed");
    expect(w.performed).toEqual([]);
  });

  it("refuses an oversized payload", async () => {
    const w = world();
    expect(await noticeKey(w.relays[P1]!.attack(request({ weaponId: "x".repeat(5000) })))).toBe("ORDNANCE.Error.badRequest");
    expect(w.performed).toEqual([]);
  });

  it("applies a repeated request id once and answers both copies alike", async () => {
    const w = world();
    const sock = w.net.socketFor(P1);
    const msg = { type: "attack", requestId: "repeat-00001", request: request() };
    sock.emitRaw(msg);
    sock.emitRaw(msg);
    await settle();
    await settle();
    expect(w.performed.length).toBe(1);
    const replies = w.net.sent.filter((s) => s.from === GM).map((s) => s.message);
    expect(replies.length).toBe(2);
    expect(replies[0]).toEqual(replies[1]);
  });

  it("runs concurrent requests one at a time", async () => {
    const w = world();
    const all = await Promise.all([
      w.relays[P1]!.attack(request()),
      w.relays[P2]!.attack(request({ attackerTokenId: T2 })),
      w.relays[GM]!.attack(request()),
    ]);
    expect(w.maxConcurrent).toBe(1);
    expect(new Set(all.map((r) => r.attackId)).size).toBe(3);
  });

  it("fails at once with a clear error when no GM is connected", async () => {
    const w = world({ gmOnline: false });
    expect(await noticeKey(w.relays[P1]!.attack(request()))).toBe("ORDNANCE.Error.noGM");
    expect(w.net.sent).toEqual([]);
  });

  it("times out when the GM's client does not answer", async () => {
    const w = world({ gmSilent: true });
    const p = noticeKey(w.relays[P1]!.attack(request()));
    await settle();
    w.timers.advance(10_000);
    expect(await p).toBe("ORDNANCE.Error.timeout");
  });

  it("ignores a forged result from another player", async () => {
    const w = world({ gmSilent: true });
    const p = w.relays[P1]!.attack(request());
    await settle();
    w.net.socketFor(P2).emitRaw({ type: "result", requestId: `${P1}-req-1`, to: P1, ok: true, attackId: "forged", messageId: null });
    await settle();
    w.timers.advance(10_000);
    expect(await noticeKey(p)).toBe("ORDNANCE.Error.timeout");
  });
});

describe("relay: attack options and up-front decisions", () => {
  it("applies a loader the sender owns, with its shot number, as sent", async () => {
    const w = world();
    await w.relays[P1]!.attack(request({ options: { loader: L1, loaderShot: 1 } }));
    expect(w.performed).toEqual([{ request: request({ options: { loader: L1, loaderShot: 1 } }), userId: P1 }]);
  });

  it("refuses options and decisions of the wrong type or shape as malformed", async () => {
    const w = world();
    const bad: Partial<AttackRequest>[] = [
      { options: { loader: { id: L1 } } as never },
      { options: { loaderShot: "1" as unknown as number, "bad key": 1 } },
      { options: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, i])) },
      { decisions: { bloodSpendOnInjury: { short: 1 } } },
      { decisions: { bloodbath: { [T2]: "yes" as unknown as boolean } } },
      { decisions: { rfcPath: { [T2]: [] } } },
      { decisions: { rfcPath: { [T2]: [{ x: 1, y: 2, z: 3 } as never] } } },
    ];
    for (const over of bad)
      expect(await noticeKey(w.relays[P1]!.attack(request(over))), JSON.stringify(over)).toBe("ORDNANCE.Trust.malformed");
    expect(w.performed).toEqual([]);
  });

  it("refuses oversized options: too many way points, or a route too long for one message", async () => {
    const w = world();
    const route = (n: number) => Array.from({ length: n }, (_, i) => ({ x: 1000.5 + i, y: 2000.25 + i }));
    expect(await noticeKey(w.relays[P1]!.attack(request({ decisions: { rfcPath: { [T2]: route(17) } } })))).toBe(
      "ORDNANCE.Trust.malformed",
    );
    const many = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`token${String(i).padStart(11, "0")}`, route(16)]));
    expect(await noticeKey(w.relays[P1]!.attack(request({ decisions: { rfcPath: many } })))).toBe("ORDNANCE.Error.badRequest");
    expect(w.performed).toEqual([]);
    await w.relays[P1]!.attack(request({ decisions: { rfcPath: { [T2]: route(16) } } }));
    expect(w.performed).toHaveLength(1);
  });
});

describe("relay: count prompts (the opponent's choice)", () => {
  it("asks the choosing user and returns their count; refuses one out of range", async () => {
    const w = world();
    expect(await w.relays[GM]!.askCount(P2, "bloodSpendOnSuccess", 3)).toBe(2);
    expect(w.net.sent.find((s) => s.from === GM)?.message).toEqual({
      type: "askCount",
      requestId: `${GM}-req-1`,
      to: P2,
      tag: "bloodSpendOnSuccess",
      max: 3,
    });
    expect(await w.relays[GM]!.askCount(P2, "bloodSpendOnSuccess", 1)).toBeUndefined();
  });

  it("falls back (undefined) when the user is offline, declines or does not answer in time", async () => {
    const w = world();
    w.counts[P1] = null;
    expect(await w.relays[GM]!.askCount(P1, "bloodSpendOnSuccess", 3)).toBeUndefined();
    expect(await w.relays[GM]!.askCount("offline000000001", "bloodSpendOnSuccess", 3)).toBeUndefined();
    const slow = world({ neverPick: true });
    const p = slow.relays[GM]!.askCount(P1, "bloodSpendOnSuccess", 3);
    await settle();
    slow.timers.advance(10_000);
    expect(await p).toBeUndefined();
  });

  it("ignores a count from a user who was not asked, and a malformed one", async () => {
    const w = world({ neverPick: true });
    const p = w.relays[GM]!.askCount(P1, "bloodSpendOnSuccess", 3);
    await settle();
    const requestId = `${GM}-req-1`;
    w.net.socketFor(P2).emitRaw({ type: "count", requestId, count: 3 });
    w.net.socketFor(P1).emitRaw({ type: "count", requestId, count: 2.5 });
    await settle();
    w.net.socketFor(P1).emitRaw({ type: "count", requestId, count: 1 });
    expect(await p).toBe(1);
  });
});

describe("relay: count prompts for a figure (a spend asked while resolving)", () => {
  it("names the figure to the asked user's dialog", async () => {
    const w = world();
    const asked: unknown[] = [];
    const p2 = w.relays[P2]!;
    // The asked client's dialog receives the decision, its range and the figure it is made for.
    (p2 as unknown as { qenv: RelayEnv }).qenv = {
      ...(p2 as unknown as { qenv: RelayEnv }).qenv,
      pickCount: (tag, max, figure) => (asked.push([tag, max, figure]), Promise.resolve(1)),
    };
    expect(await w.relays[GM]!.askCount(P2, "blessingSpend", 2, T2)).toBe(1);
    expect(asked).toEqual([["blessingSpend", 2, T2]]);
    expect(w.net.sent.find((s) => s.from === GM)?.message).toEqual({
      type: "askCount",
      requestId: `${GM}-req-1`,
      to: P2,
      tag: "blessingSpend",
      max: 2,
      figure: T2,
    });
  });

  it("an answer given twice, or after the timeout, changes nothing", async () => {
    const w = world({ neverPick: true });
    const p = w.relays[GM]!.askCount(P1, "bloodbath", 1, T1);
    await settle();
    const requestId = `${GM}-req-1`;
    w.net.socketFor(P1).emitRaw({ type: "count", requestId, count: 1 });
    w.net.socketFor(P1).emitRaw({ type: "count", requestId, count: 0 });
    expect(await p).toBe(1);
    const late = w.relays[GM]!.askCount(P1, "bloodbath", 1, T1);
    await settle();
    w.timers.advance(10_000);
    expect(await late).toBeUndefined();
    w.net.socketFor(P1).emitRaw({ type: "count", requestId: `${GM}-req-2`, count: 1 });
    await settle();
    expect(await late).toBeUndefined();
  });
});

describe("relay: point prompts", () => {
  it("asks the choosing user and returns their point", async () => {
    const w = world();
    expect(await w.relays[GM]!.askPoint(P2, "T.scatterPoint", [1, 1])).toEqual([7, 8]);
  });

  it("falls back (undefined) when the user is offline or does not answer in time", async () => {
    const w = world();
    expect(await w.relays[GM]!.askPoint("offline000000001", "T.scatterPoint", [1, 1])).toBeUndefined();
    expect(w.net.sent).toEqual([]);
    const hung = world({ neverPick: true });
    const ask = hung.relays[GM]!.askPoint(P1, "T.scatterPoint", [1, 1]);
    await settle();
    hung.timers.advance(9_999);
    await settle();
    expect(hung.timers.pending).toBe(1);
    hung.timers.advance(1);
    expect(await ask).toBeUndefined();
  });

  it("carries what a scatter point is for to the asked user's picker; a malformed one makes the question malformed", async () => {
    const w = world();
    const scatter = { weapon: "Satchel Charge", inches: 4, figure: T1 };
    expect(await w.relays[GM]!.askPoint(P2, "T.scatterPoint", [1, 1], undefined, undefined, undefined, scatter)).toEqual([7, 8]);
    expect(await w.relays[GM]!.askPoint(P2, "T.scatterPoint", [1, 1])).toEqual([7, 8]);
    expect(w.scatters[P2]).toEqual([scatter, undefined]);
    const ask = (s: unknown) =>
      parseMessage({ type: "askPoint", requestId: "gm-req-00001", to: P2, tag: "T.scatterPoint", fallback: null, scatter: s });
    expect(ask(scatter)).toMatchObject({ ok: true, message: { scatter } });
    expect(ask({ weapon: "Satchel Charge", inches: 4 })).toMatchObject({
      ok: true,
      message: { scatter: { weapon: "Satchel Charge", inches: 4 } },
    });
    for (const bad of [
      null,
      { ...scatter, inches: -1 },
      { ...scatter, inches: "4" },
      { ...scatter, figure: "no id" },
      { ...scatter, weapon: "" },
      { ...scatter, weapon: "x".repeat(65) },
      { ...scatter, extra: 1 },
    ])
      expect(ask(bad).ok).toBe(false);
    // The GM's client cuts a long name rather than send a question the player's client would refuse.
    expect(ask(scatterWire({ attacker: T1, weapon: "x".repeat(80), inches: 4 }, false)).ok).toBe(true);
    // A name that cannot be carried (empty): the question goes without it.
    expect(scatterWire({ attacker: T1, weapon: "", inches: 4 }, false)).toBeUndefined();
  });

  it("ignores an answer from a user who was not asked", async () => {
    const w = world();
    const ask = w.relays[GM]!.askPoint(P1, "T.scatterPoint", [1, 1]);
    // P2 answers first with a forged point for P1's prompt; only P1's own answer counts.
    w.net.socketFor(P2).emitRaw({ type: "point", requestId: `${GM}-req-1`, point: [99, 99] });
    expect(await ask).toEqual([5, 6]);
  });
});
