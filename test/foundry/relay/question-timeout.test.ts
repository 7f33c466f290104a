// A player's open prompt closes when its question is settled without their answer (issue #27 follow-up; relay/
// decision-asker.ts, questions.ts): when the GM's client stops waiting (the world's request timeout), the asked user's
// count dialog, order dialog, scatter point click or Running for Cover route picker closes, they are told the time ran
// out, they send nothing, the GM's waiting dialog is settled and the card says the automation decided. Only a GM's
// `closed` naming the user closes their prompt (a forged one changes nothing); a prompt whose asking GM left closes too.

import { describe, expect, it } from "vitest";
import {
  type CountPrompt,
  type OrderPrompt,
  type PointPrompt,
  type Prompt,
  ask,
  createBattlefield,
  routeCheck,
  routeGround,
  runAsync,
} from "../../../src/core/index.js";
import { decisionLines } from "../../../src/foundry/chat/decision-lines.js";
import { foundryAnswerer } from "../../../src/foundry/pipeline/foundry-answerer.js";
import { pointRefusal } from "../../../src/foundry/relay/decision-asker.js";
import { parseMessage } from "../../../src/foundry/relay/relay-messages.js";
import { tableSnapshot } from "../../helpers/battlefield.js";
import { settle } from "../../helpers/foundry/fake-socket.js";
import { GM, P1, P2, T1, T2, type World, world } from "../../helpers/foundry/relay-world.js";
import { strictFormat } from "../../helpers/foundry/strict-format.js";

const REQ = `${GM}-req-1`;
// A base of radius 0.5 at (6, 7) running up to 4" on an open table: the automation's route ends at (10, 7).
const ground = routeGround(createBattlefield(tableSnapshot()), { x: 6, y: 7 }, 0.5, 4);

const count: CountPrompt = {
  kind: "count",
  tag: `T.blessingSpend[${T2}]`,
  chooser: "blue",
  decision: "blessingSpend",
  figure: T2,
  askOf: T2,
  min: 0,
  max: 2,
  fallback: 0,
};
const order: OrderPrompt = {
  kind: "order",
  tag: "N.order",
  chooser: "blue",
  decision: "resolutionOrder",
  options: [T1, T2],
  fallback: [T1, T2],
};
const scatter: PointPrompt = {
  kind: "point",
  tag: "T.scatterPoint",
  chooser: "blue",
  decision: "scatterPoint",
  fallback: [1, 1],
  check: () => null,
};
const route: PointPrompt = {
  kind: "point",
  tag: `N.rfcRoute[${T2}]`,
  chooser: "blue",
  decision: "rfcPath",
  figure: T2,
  askOf: T2,
  route: true,
  fallback: [10, 7],
  check: (p) => routeCheck(ground, p),
  ground,
};

/**
 * The GM's answerer over the GM's relay, wired as platform/foundry-ports.ts wires it: every decision goes to P2 (the
 * blue side's and T2's user).
 */
function gmAnswerer(w: World) {
  const relay = w.relays[GM]!;
  return foundryAnswerer({
    roller: { roll: () => Promise.reject(new Error("no dice in these prompts")) },
    userForSide: () => P2,
    userForFigure: () => P2,
    askPoint: (user, tag, fallback, prompt, by) =>
      relay.askPoint(
        user,
        tag,
        fallback ? [fallback[0], fallback[1]] : null,
        pointRefusal((p) => prompt.check(p)),
        prompt.ground,
        by,
      ),
    askCount: (user, prompt, by) => relay.askCount(user, prompt.decision, prompt.max, prompt.figure, {}, by),
    askOrder: (user, prompt, by) => relay.askOrder(user, prompt.tag, prompt.options, by),
  });
}

/** The card's "who chose" lines, through lang/en.json. */
const cardLines = (answers: Parameters<typeof decisionLines>[0]) =>
  decisionLines(answers, strictFormat, { figure: (id) => `figure ${id}`, user: (id) => `name of ${id}` });

const sentBy = (w: World, user: string) => w.net.sent.filter((s) => s.from === user).map((s) => s.message as { type: string });

const kinds: [string, Prompt, string, boolean][] = [
  ["the count dialog", count, "askCount", false],
  ["the order dialog", order, "askOrder", false],
  ["the scatter point click", scatter, "askPoint", false],
  ["the Running for Cover route picker", route, "askPoint", true],
];

describe("relay: a question that times out closes the player's prompt", () => {
  it.each(kinds)(
    "%s: closes on the player's client, who is told and sends nothing; the card says the automation decided",
    async (_n, prompt, type, withGround) => {
      const w = world({ neverPick: true });
      const resolved = runAsync(() => ask(prompt), gmAnswerer(w).answer);
      await settle();
      expect(sentBy(w, GM).map((m) => m.type)).toEqual([type]);
      expect(w.waiting.map((q) => [q.requestId, q.userId])).toEqual([[REQ, P2]]);
      // The prompt opened on P2's client (the route picker with its ground, a scatter click without).
      expect(w.signals[P2]?.map((s) => s.aborted)).toEqual([false]);
      if (prompt.kind === "point") expect(w.grounds[P2]?.map((g) => g !== undefined)).toEqual([withGround]);
      // One millisecond short of the timeout, it is still open.
      w.timers.advance(9_999);
      await settle();
      expect(w.signals[P2]?.map((s) => s.aborted)).toEqual([false]);
      expect(w.informs[P2]).toBeUndefined();

      w.timers.advance(1);
      await settle();
      expect(sentBy(w, GM).slice(1)).toEqual([{ type: "closed", requestId: REQ, to: P2, by: GM, reason: "timeout" }]);
      expect(w.signals[P2]?.map((s) => s.aborted)).toEqual([true]);
      expect(w.informs[P2]).toEqual([["ORDNANCE.Decision.closed.timeout", {}]]);
      expect(strictFormat("ORDNANCE.Decision.closed.timeout")).toBe("The time to answer this question ran out: the automation decided.");
      // Nothing from the player (an answer would only be refused as late), and nothing shown to anyone else.
      expect(sentBy(w, P2)).toEqual([]);
      expect(w.notices[P2]).toBeUndefined();
      expect(w.informs[P1]).toBeUndefined();
      // The GM's waiting dialog is settled, and nothing waits any more.
      expect(w.settled).toEqual([REQ]);
      expect(w.relays[GM]!.waitingQuestions()).toEqual([]);
      expect(w.relays[GM]!.answerFor(REQ, null)).toBe(false);

      const { answers } = await resolved;
      expect(answers).toEqual([
        expect.objectContaining({ tag: prompt.tag, source: "noAnswer", by: P2, value: (prompt as { fallback: unknown }).fallback }),
      ]);
      const name = strictFormat(`ORDNANCE.Choice.${(prompt as CountPrompt).decision}`);
      const named = "figure" in prompt && prompt.figure !== undefined ? `${name} (figure ${prompt.figure})` : name;
      expect(cardLines(answers)).toEqual([`${named}: asked of name of ${P2}, decided by the automation (no answer)`]);
    },
  );

  it("an answer before the timeout settles it: no `closed` is sent later, and the player is told nothing", async () => {
    const w = world();
    w.counts[P2] = 1;
    const { answers } = await runAsync(() => ask(count), gmAnswerer(w).answer);
    expect(answers).toEqual([expect.objectContaining({ source: "user", by: P2, value: 1 })]);
    w.timers.advance(60_000);
    await settle();
    expect(sentBy(w, GM).map((m) => m.type)).toEqual(["askCount"]);
    expect(w.informs[P2]).toBeUndefined();
    expect(w.notices[P2]).toBeUndefined();
  });

  it("a player's answer crossing the timeout is refused as late and changes nothing", async () => {
    const w = world({ neverPick: true });
    const asked = w.relays[GM]!.askOrder(P2, "N.order", [T1, T2]);
    await settle();
    w.timers.advance(10_000);
    // Sent before the `closed` reached P2's client.
    w.net.socketFor(P2).emitRaw({ type: "order", requestId: REQ, order: [T2, T1] });
    expect(await asked).toBeUndefined();
    await settle();
    expect(w.notices[P2]).toEqual(["ORDNANCE.Decision.refused.late"]);
  });
});

describe("relay: only a GM closes a prompt, and only the user's it names", () => {
  it("a forged `closed` from a player, or one naming another user, is ignored; the real timeout still closes it", async () => {
    const w = world({ neverPick: true });
    const asked = w.relays[GM]!.askCount(P2, "blessingSpend", 2, T2);
    await settle();
    // P1 forges the GM's timeout and the GM's answer for P2's question.
    w.net.socketFor(P1).emitRaw({ type: "closed", requestId: REQ, to: P2, by: GM, reason: "timeout" });
    w.net.socketFor(P1).emitRaw({ type: "closed", requestId: REQ, to: P2, by: GM });
    // The GM's closing of another user's prompt is not P2's.
    w.net.socketFor(GM).emitRaw({ type: "closed", requestId: REQ, to: P1, by: GM, reason: "timeout" });
    await settle();
    expect(w.signals[P2]?.map((s) => s.aborted)).toEqual([false]);
    expect(w.informs[P2]).toBeUndefined();
    expect(w.informs[P1]).toBeUndefined();
    w.timers.advance(10_000);
    expect(await asked).toBeUndefined();
    await settle();
    expect(w.signals[P2]?.map((s) => s.aborted)).toEqual([true]);
    expect(w.informs[P2]).toEqual([["ORDNANCE.Decision.closed.timeout", {}]]);
  });

  it("a `closed` for a question this client has no prompt open for is ignored (a second one tells nothing twice)", async () => {
    const w = world({ neverPick: true });
    void w.relays[GM]!.askCount(P2, "blessingSpend", 2, T2);
    await settle();
    w.timers.advance(10_000);
    await settle();
    w.net.socketFor(GM).emitRaw({ type: "closed", requestId: REQ, to: P2, by: GM, reason: "timeout" });
    w.net.socketFor(GM).emitRaw({ type: "closed", requestId: "never-asked-0001", to: P2, by: GM, reason: "timeout" });
    await settle();
    expect(w.informs[P2]).toEqual([["ORDNANCE.Decision.closed.timeout", {}]]);
  });

  it("`closed` is shape-checked: a reason other than the timeout, or an unknown key, is malformed", () => {
    const base = { type: "closed", requestId: REQ, to: P2, by: GM };
    expect(parseMessage(base)).toEqual({ ok: true, message: base });
    expect(parseMessage({ ...base, reason: "timeout" })).toEqual({ ok: true, message: { ...base, reason: "timeout" } });
    for (const bad of [
      { ...base, reason: "answered" },
      { ...base, reason: "" },
      { ...base, reason: null },
      { ...base, reason: 1 },
      { ...base, reason: ["timeout"] },
      { ...base, why: "timeout" },
      { ...base, by: "not a user id" },
      { type: "closed", requestId: REQ, to: P2, reason: "timeout" },
    ])
      expect(parseMessage(bad), JSON.stringify(bad)).toEqual({ ok: false, requestId: REQ });
  });
});

describe("relay: the GM who asked leaves", () => {
  it("the player's prompt closes on their client when the asking GM's client is gone, and they are told; nothing is sent", async () => {
    const w = world({ neverPick: true });
    void w.relays[GM]!.askPoint(P2, "N.rfcRoute[a]", [10, 7], () => null, ground);
    void w.relays[GM]!.askCount(P1, "blessingSpend", 2, T1);
    await settle();
    // A user coming or going who is not the GM who asked closes nothing.
    w.relays[P2]!.gmChanged();
    expect(w.signals[P2]?.map((s) => s.aborted)).toEqual([false]);
    w.leave(GM);
    w.relays[P2]!.gmChanged();
    w.relays[P1]!.gmChanged();
    await settle();
    expect(w.signals[P2]?.map((s) => s.aborted)).toEqual([true]);
    expect(w.signals[P1]?.map((s) => s.aborted)).toEqual([true]);
    expect(w.informs[P2]).toEqual([["ORDNANCE.Decision.closed.gmLeft", { gm: `name of ${GM}` }]]);
    expect(w.informs[P1]).toEqual([["ORDNANCE.Decision.closed.gmLeft", { gm: `name of ${GM}` }]]);
    expect(strictFormat("ORDNANCE.Decision.closed.gmLeft", { gm: "Gina" })).toBe("Gina left before you answered: the question is closed.");
    expect(sentBy(w, P1)).toEqual([]);
    expect(sentBy(w, P2)).toEqual([]);
    // Told once: another change of users finds nothing open.
    w.relays[P2]!.gmChanged();
    expect(w.informs[P2]).toHaveLength(1);
  });
});
