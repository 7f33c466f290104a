// The GM answers a question still waiting on a player (issue #27 item 1, "the GM can always answer for anyone";
// src/foundry/relay/decision-asker.ts `answerFor`, questions.ts): the GM's client hears the question is waiting; the
// first accepted answer wins and names who gave it; the player's prompt is closed and told; the player's later answer
// is refused as late and changes nothing; the GM may leave it to the automation; a value the rules refuse is not taken.

import { describe, expect, it } from "vitest";
import { settle } from "../../helpers/foundry/fake-socket.js";
import { GM, P1, P2, T1, T2, world } from "../../helpers/foundry/relay-world.js";

const sentBy = (w: ReturnType<typeof world>, user: string, type: string) =>
  w.net.sent.filter((s) => s.from === user && (s.message as { type: string }).type === type).map((s) => s.message);

describe("relay: the GM answers for a player", () => {
  it("the GM's client hears the question waiting; the GM's answer wins, names the GM, closes the player's prompt", async () => {
    const w = world({ neverPick: true });
    const by: string[] = [];
    const asked = w.relays[GM]!.askCount(P2, "blessingSpend", 2, T2, {}, (id) => void by.push(id));
    await settle();
    expect(w.waiting).toEqual([
      { requestId: `${GM}-req-1`, userId: P2, message: { type: "askCount", to: P2, tag: "blessingSpend", max: 2, figure: T2 } },
    ]);
    expect(w.relays[GM]!.waitingQuestions().map((q) => q.requestId)).toEqual([`${GM}-req-1`]);
    // The player's dialog is open (its signal not aborted) when the GM answers.
    expect(w.signals[P2]?.map((s) => s.aborted)).toEqual([false]);
    expect(w.relays[GM]!.answerFor(`${GM}-req-1`, 1)).toBe(true);
    expect(await asked).toBe(1);
    expect(by).toEqual([GM]);
    expect(w.settled).toEqual([`${GM}-req-1`]);
    expect(w.relays[GM]!.waitingQuestions()).toEqual([]);
    await settle();
    expect(sentBy(w, GM, "closed")).toEqual([{ type: "closed", requestId: `${GM}-req-1`, to: P2, by: GM }]);
    expect(w.signals[P2]?.map((s) => s.aborted)).toEqual([true]);
    expect(w.informs[P2]).toEqual([["ORDNANCE.Decision.answeredByGM", { gm: `name of ${GM}` }]]);
    // The closed dialog sends nothing (it would only be refused).
    expect(sentBy(w, P2, "count")).toEqual([]);
    expect(w.notices[P2]).toBeUndefined();
  });

  it("the player's answer after the GM's is refused as late and changes nothing; a second GM answer is too late", async () => {
    const w = world({ neverPick: true });
    const asked = w.relays[GM]!.askOrder(P1, "N.order", [T1, T2]);
    await settle();
    expect(w.relays[GM]!.answerFor(`${GM}-req-1`, [T2, T1])).toBe(true);
    w.net.socketFor(P1).emitRaw({ type: "order", requestId: `${GM}-req-1`, order: [T1, T2] });
    expect(await asked).toEqual([T2, T1]);
    await settle();
    expect(w.notices[P1]).toEqual(["ORDNANCE.Decision.refused.late"]);
    expect(w.relays[GM]!.answerFor(`${GM}-req-1`, [T1, T2])).toBe(false);
  });

  it("the player's answer first: the GM's is too late, and the GM's waiting dialog is told the question settled", async () => {
    const w = world({ neverPick: true });
    const by: string[] = [];
    const asked = w.relays[GM]!.askCount(P1, "bloodbath", 1, T1, { flag: true }, (id) => void by.push(id));
    await settle();
    w.net.socketFor(P1).emitRaw({ type: "count", requestId: `${GM}-req-1`, count: 1 });
    expect(await asked).toBe(1);
    expect(by).toEqual([P1]);
    expect(w.settled).toEqual([`${GM}-req-1`]);
    expect(w.relays[GM]!.answerFor(`${GM}-req-1`, 0)).toBe(false);
    await settle();
    expect(sentBy(w, GM, "closed")).toEqual([]);
  });

  it("the GM may leave it to the automation: nothing is chosen, no one is named, the player's prompt closes", async () => {
    const w = world({ neverPick: true });
    const by: string[] = [];
    const asked = w.relays[GM]!.askPoint(
      P2,
      "N.rfcRoute[x]",
      [1, 2],
      () => null,
      undefined,
      (id) => void by.push(id),
    );
    await settle();
    expect(w.relays[GM]!.answerFor(`${GM}-req-1`, null)).toBe(true);
    expect(await asked).toBeUndefined();
    expect(by).toEqual([]);
    await settle();
    expect(w.signals[P2]?.map((s) => s.aborted)).toEqual([true]);
  });

  it("a value the rules refuse is not taken: the GM is told why and the question keeps waiting on the player", async () => {
    const w = world({ neverPick: true });
    const asked = w.relays[GM]!.askCount(P1, "blessingSpend", 2, T1);
    await settle();
    expect(w.relays[GM]!.answerFor(`${GM}-req-1`, 3)).toBe(false);
    expect(w.notices[GM]).toEqual(["ORDNANCE.Decision.refused.outOfRange"]);
    expect(w.relays[GM]!.waitingQuestions()).toHaveLength(1);
    w.net.socketFor(P1).emitRaw({ type: "count", requestId: `${GM}-req-1`, count: 2 });
    expect(await asked).toBe(2);
  });

  it("only a GM's client answers for a player, and a closing message from a player is ignored", async () => {
    const w = world({ neverPick: true });
    void w.relays[GM]!.askCount(P1, "blessingSpend", 2, T1);
    await settle();
    // P2's client knows no such question, and is no GM.
    expect(w.relays[P2]!.answerFor(`${GM}-req-1`, 1)).toBe(false);
    w.net.socketFor(P2).emitRaw({ type: "closed", requestId: `${GM}-req-1`, to: P1, by: P2 });
    await settle();
    expect(w.signals[P1]?.map((s) => s.aborted)).toEqual([false]);
    expect(w.informs[P1]).toBeUndefined();
    // Timed out: settled, nothing waits, and the GM's late answer is refused.
    w.timers.advance(10_000);
    await settle();
    expect(w.settled).toEqual([`${GM}-req-1`]);
    expect(w.relays[GM]!.answerFor(`${GM}-req-1`, 1)).toBe(false);
  });
});
