// The throw on every client's canvas, over the fake socket network: the GM's client plays the whole picture and sends
// the card's public one — no document written, no hidden token in what players get; only a GM's broadcast is played,
// only when well formed, and the relay leaves it alone. Every fixture's canvas picture survives the wire unchanged.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Picture, pictureOf, resolveScenario } from "../../../src/core/index.js";
import { SHOW_THROW, announceThrow, parseShowThrow, pictureSubjects, receiveThrow } from "../../../src/foundry/canvas/throw-broadcast.js";
import { parsePicture } from "../../../src/foundry/canvas/picture-message.js";
import { canvasPicture, cardPicture } from "../../../src/foundry/chat/card-picture.js";
import { parseMessage } from "../../../src/foundry/relay/relay-messages.js";
import { FakeNetwork, settle } from "../../helpers/foundry/fake-socket.js";
import { GM_ID, P1, P2, USERS } from "../../helpers/foundry/fake-users.js";
import { H, SCENE, attackWithHiddenVictim } from "../../helpers/foundry/hidden-victim.js";

/** The attack whose blast catches a token hidden from players; the scene as written, and the card as posted. */
async function attack() {
  const { scene, own, card } = await attackWithHiddenVictim();
  const shown = cardPicture(
    card.scenario,
    card.output,
    (id) => own.hidden.has(id),
    (id) => id,
    (n) => n.key,
  ).canvas;
  return { scene, card, own, shown, whole: canvasPicture(pictureOf(card.scenario, card.output)) };
}

/** Each user's client on the network: what it played. */
function clients(net: FakeNetwork) {
  const played = new Map<string, { sceneId: string; picture: Picture }[]>();
  const portsFor = (userId: string) => {
    const socket = net.socketFor(userId);
    const ports = {
      emit: (m: unknown) => {
        socket.emitRaw(m);
      },
      isGM: (id: string) => USERS.some((u) => u.id === id && u.isGM),
      play: (sceneId: string, picture: Picture) => void played.set(userId, [...(played.get(userId) ?? []), { sceneId, picture }]),
    };
    socket.on((m, sender) => void receiveThrow(ports, m, sender));
    return { ports, socket };
  };
  return { played, gm: portsFor(GM_ID), p1: portsFor(P1), p2: portsFor(P2) };
}

describe("the throw on every client's canvas", () => {
  it("the GM plays the whole throw, players the public one; nothing is written to the scene", async () => {
    const { scene, card, shown, whole } = await attack();
    const before = { calls: scene.calls.length, dump: JSON.stringify(scene.dump()) };
    const net = new FakeNetwork();
    const c = clients(net);
    announceThrow(c.gm.ports, SCENE, card.attackId, whole, shown);
    await settle();
    expect(scene.calls.length).toBe(before.calls);
    expect(JSON.stringify(scene.dump())).toBe(before.dump);
    expect(net.sent).toHaveLength(1);
    expect(pictureSubjects(c.played.get(GM_ID)?.[0]?.picture ?? whole)).toContain(H);
    for (const player of [P1, P2]) {
      const got = c.played.get(player) ?? [];
      expect(got.map((g) => g.sceneId)).toEqual([SCENE]);
      expect(pictureSubjects(got[0]?.picture ?? whole)).not.toContain(H);
      expect(JSON.stringify(got)).not.toContain(H);
      expect(got[0]?.picture.primitives.some((p) => p.kind === "impact")).toBe(true);
    }
    expect(JSON.stringify(net.sent)).not.toContain(H);
  });

  it("a refused attack shows nothing and sends nothing", () => {
    const net = new FakeNetwork();
    const c = clients(net);
    announceThrow(c.gm.ports, SCENE, "a1", null, null);
    expect(net.sent).toEqual([]);
    expect(c.played.size).toBe(0);
  });

  it("a player's broadcast is not played by anyone", async () => {
    const { card, shown } = await attack();
    const net = new FakeNetwork();
    const c = clients(net);
    c.p1.socket.emitRaw({ type: SHOW_THROW, sceneId: SCENE, attackId: card.attackId, picture: shown });
    await settle();
    expect(c.played.size).toBe(0);
  });

  it("a malformed broadcast is not played: extra field, bad id, a wall, a coordinate out of range, too many primitives", async () => {
    const { card, shown } = await attack();
    if (!shown) throw new Error("no picture");
    const ok = { type: SHOW_THROW, sceneId: SCENE, attackId: card.attackId, picture: shown };
    expect(parseShowThrow(JSON.parse(JSON.stringify(ok)))).toEqual(ok);
    const first = shown.primitives[0];
    const bad: unknown[] = [
      { ...ok, userId: P1 },
      { ...ok, sceneId: "../../etc" },
      {
        ...ok,
        picture: {
          ...shown,
          primitives: [...shown.primitives, { kind: "wall", phase: "aim", id: "w", a: { x: 0, y: 0 }, b: { x: 1, y: 1 } }],
        },
      },
      { ...ok, picture: { ...shown, primitives: [{ ...first, at: { x: 1e9, y: 0 } }] } },
      { ...ok, picture: { ...shown, primitives: Array.from({ length: 401 }, () => first) } },
      { ...ok, picture: { ...shown, outcome: "BOOM" } },
    ];
    for (const b of bad) expect(parseShowThrow(b)).toBeNull();
    const net = new FakeNetwork();
    const c = clients(net);
    for (const b of bad) c.gm.socket.emitRaw(b);
    await settle();
    expect(c.played.size).toBe(0);
  });

  it("the relay ignores the broadcast (no request id: nothing to answer)", () => {
    expect(parseMessage({ type: SHOW_THROW, sceneId: SCENE, attackId: "a1", picture: {} })).toEqual({ ok: false, requestId: null });
  });
});

describe("canvas pictures on the wire", () => {
  const root = join(import.meta.dirname, "../../..");
  const cases = ["gzg", "necromunda", "trench-crusade"].flatMap((r) =>
    readdirSync(join(root, "test/fixtures", r))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [`${r}/${f}`, JSON.parse(readFileSync(join(root, "test/fixtures", r, f), "utf8")) as { scenario: unknown }] as const),
  );
  it.each(cases)("%s: the canvas picture comes back from JSON exactly", (_n, fx) => {
    const { output } = resolveScenario(fx.scenario);
    const p = canvasPicture(pictureOf(fx.scenario, output));
    expect(parsePicture(JSON.parse(JSON.stringify(p)))).toEqual(p);
  });
});
