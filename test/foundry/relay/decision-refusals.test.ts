// Decisions over the relay (issue #27): an order question answered by the asked user; and every answer the GM's
// client does not accept — from a user who was not asked, a second or late one, one out of the rules' range, an
// illegal point, a list that is not an order — is refused with a localized reason shown to its sender, and changes
// nothing (a refused answer of the asked user leaves the decision to the automation).

import { describe, expect, it } from "vitest";
import { settle } from "../../helpers/foundry/fake-socket.js";
import { GM, P1, P2, T1, T2, world } from "../../helpers/foundry/relay-world.js";

const refusalsTo = (w: ReturnType<typeof world>, user: string) =>
  w.net.sent.filter(
    (s) => s.from === GM && (s.message as { type: string; to?: string }).type === "refused" && (s.message as { to: string }).to === user,
  );

describe("relay: order questions", () => {
  it("asks the user to order the tokens and returns their order", async () => {
    const w = world();
    w.orders[P1] = [T2, T1];
    expect(await w.relays[GM]!.askOrder(P1, "N.order", [T1, T2])).toEqual([T2, T1]);
    expect(w.net.sent.find((s) => s.from === GM)?.message).toEqual({
      type: "askOrder",
      requestId: `${GM}-req-1`,
      to: P1,
      tag: "N.order",
      options: [T1, T2],
    });
  });

  it("a list that is not an order of those tokens is refused, told to the user, and the automation decides", async () => {
    const w = world();
    w.orders[P1] = [T1];
    expect(await w.relays[GM]!.askOrder(P1, "N.order", [T1, T2])).toBeUndefined();
    await settle();
    expect(w.notices[P1]).toEqual(["ORDNANCE.Decision.refused.notAnOrder"]);
    w.orders[P2] = null;
    expect(await w.relays[GM]!.askOrder(P2, "N.order", [T1, T2])).toBeUndefined();
    expect(w.notices[P2]).toBeUndefined();
  });
});

describe("relay: answers that are refused", () => {
  it("a count out of range: the asked user is told the range; the automation decides", async () => {
    const w = world();
    expect(await w.relays[GM]!.askCount(P2, "bloodSpendOnSuccess", 1)).toBeUndefined();
    await settle();
    expect(refusalsTo(w, P2).map((s) => s.message)).toEqual([
      { type: "refused", requestId: `${GM}-req-1`, to: P2, key: "ORDNANCE.Decision.refused.outOfRange", data: { min: 0, max: 1 } },
    ]);
    expect(w.notices[P2]).toEqual(["ORDNANCE.Decision.refused.outOfRange"]);
  });

  it("an answer from a user who was not asked is refused to them and changes nothing; the asked user's stands", async () => {
    const w = world({ neverPick: true });
    const asked = w.relays[GM]!.askCount(P1, "bloodbath", 1, T1);
    await settle();
    w.net.socketFor(P2).emitRaw({ type: "count", requestId: `${GM}-req-1`, count: 1 });
    await settle();
    expect(w.notices[P2]).toEqual(["ORDNANCE.Decision.refused.notAsked"]);
    w.net.socketFor(P1).emitRaw({ type: "count", requestId: `${GM}-req-1`, count: 0 });
    expect(await asked).toBe(0);
    expect(w.notices[P1]).toBeUndefined();
  });

  it("a second answer, and one after the timeout, are refused as late and change nothing", async () => {
    const w = world({ neverPick: true });
    const first = w.relays[GM]!.askCount(P1, "blessingSpend", 2, T1);
    await settle();
    w.net.socketFor(P1).emitRaw({ type: "count", requestId: `${GM}-req-1`, count: 2 });
    w.net.socketFor(P1).emitRaw({ type: "count", requestId: `${GM}-req-1`, count: 0 });
    expect(await first).toBe(2);
    await settle();
    expect(w.notices[P1]).toEqual(["ORDNANCE.Decision.refused.late"]);
    const timedOut = w.relays[GM]!.askOrder(P1, "N.order", [T1, T2]);
    await settle();
    w.timers.advance(10_000);
    expect(await timedOut).toBeUndefined();
    w.net.socketFor(P1).emitRaw({ type: "order", requestId: `${GM}-req-2`, order: [T1, T2] });
    await settle();
    expect(w.notices[P1]).toEqual(["ORDNANCE.Decision.refused.late", "ORDNANCE.Decision.refused.late"]);
    // A stray id the GM never asked is not answered at all.
    w.net.socketFor(P1).emitRaw({ type: "count", requestId: "never-asked-0001", count: 1 });
    await settle();
    expect(w.notices[P1]).toHaveLength(2);
  });

  it("a point the rules do not allow is refused with the rules' reason; the automation decides", async () => {
    const w = world();
    const check = (p: readonly [number, number]) =>
      p[0] > 6 ? { key: "ORDNANCE.Decision.refused.point", data: { reason: "beyond the distance" } } : null;
    expect(await w.relays[GM]!.askPoint(P2, "N.rfcRoute", null, check)).toBeUndefined();
    expect(await w.relays[GM]!.askPoint(P1, "N.rfcRoute", null, check)).toEqual([5, 6]);
    await settle();
    expect(refusalsTo(w, P2).map((s) => (s.message as { data: unknown }).data)).toEqual([{ reason: "beyond the distance" }]);
    expect(w.notices[P2]).toEqual(["ORDNANCE.Decision.refused.point"]);
    expect(w.notices[P1]).toBeUndefined();
  });

  it("a refusal only reaches the user it names, and only from a GM", async () => {
    const w = world();
    w.net.socketFor(P1).emitRaw({ type: "refused", requestId: "forged-00000001", to: P2, key: "ORDNANCE.Decision.refused.late", data: {} });
    w.net.socketFor(GM).emitRaw({ type: "refused", requestId: "real-0000000001", to: P1, key: "ORDNANCE.Decision.refused.late", data: {} });
    await settle();
    expect(w.notices[P2]).toBeUndefined();
    expect(w.notices[P1]).toEqual(["ORDNANCE.Decision.refused.late"]);
  });

  it("the GM's own question: an answer out of range is shown to the GM and left to the automation", async () => {
    const w = world();
    w.counts[GM] = 5;
    expect(await w.relays[GM]!.askCount(GM, "bloodSpendOnSuccess", 2)).toBeUndefined();
    expect(w.notices[GM]).toEqual(["ORDNANCE.Decision.refused.outOfRange"]);
    w.counts[GM] = 2;
    expect(await w.relays[GM]!.askCount(GM, "bloodSpendOnSuccess", 2)).toBe(2);
  });
});
