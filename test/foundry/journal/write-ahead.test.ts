// Write-ahead, then apply, through the real pipeline on a fake scene and chat log: the record (plan, undo, journal)
// exists before the attack's first write, is marked as each step lands and closed when the card is posted; a write
// that fails is rolled back and the record says so; an attack whose documents changed after it was resolved is
// refused, naming the document, with nothing written.

import { describe, expect, it } from "vitest";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import type { JournalState } from "../../../src/foundry/pipeline/journal.js";
import { FakeChatLog, chatJournal, postCardOn } from "../../helpers/foundry/fake-chat.js";
import { GM_ID, USERS } from "../../helpers/foundry/fake-users.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";
import { ATTACKER, VICTIM, reader, undoScene } from "../../helpers/foundry/undo-harness.js";
import { idMaker } from "../../helpers/foundry/foundry-data.js";
import { noticeOf } from "../../helpers/foundry/notice-of.js";
import type { FakeScene } from "../../helpers/foundry/fake-scene.js";

const REQUEST = { attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: VICTIM }, blind: false } as const;

function setup(opts: { cardFails?: boolean; beforeWrite?: (s: FakeScene) => Promise<void> } = {}) {
  const log = new FakeChatLog(USERS);
  const scene = undoScene();
  const h = harness(scene, { faces: [10, 1, 1, 12, 12] });
  const journal = chatJournal(log, GM_ID);
  const states: JournalState[] = [];
  let callsAtOpen = -1;
  const ports = {
    ...h.ports,
    newId: idMaker("doc"),
    read: reader(scene),
    journal: {
      open: async (card: Parameters<typeof journal.open>[0], state: JournalState) => {
        await opts.beforeWrite?.(scene);
        callsAtOpen = scene.dbCalls();
        states.push(state);
        return journal.open(card, state);
      },
      mark: async (id: string, state: JournalState) => {
        states.push(state);
        await journal.mark(id, state);
      },
    },
    postCard: async (card: Parameters<typeof h.ports.postCard>[0]) => {
      if (opts.cardFails) throw new Error("chat is down");
      return postCardOn(log, GM_ID, card);
    },
  };
  return { log, scene, ports, states, callsAtOpen: () => callsAtOpen };
}

describe("write-ahead, then apply", () => {
  it("the record is written before the first write, marked per step, closed with the card", async () => {
    const t = setup();
    await runAttack(t.ports, { sceneId: t.scene.sceneId, ...REQUEST }, GM_ID);
    const n = t.scene.dbCalls();
    expect(n).toBeGreaterThan(1);
    expect(t.callsAtOpen()).toBe(0);
    expect(t.states).toEqual([
      { phase: "pending", done: 0 },
      ...Array.from({ length: n }, (_, i) => ({ phase: i + 1 === n ? "applied" : "pending", done: i + 1 })),
      { phase: "completed", done: n },
    ]);
    const record = t.log.views().find((m) => m.record)!.record!;
    expect(record.journal).toEqual({ phase: "completed", done: n });
    expect(record.applied).toHaveLength(n);
    expect(t.log.views().find((m) => m.card)!.card!.recordId).toBe(t.log.views().find((m) => m.record)!.id);
  });

  it("a failed write is rolled back and the record marked rolled back", async () => {
    const t = setup();
    const before = t.scene.dump();
    t.scene.failOn = (op, name) => op === "update" && name === "Token";
    expect(await noticeOf(runAttack(t.ports, { sceneId: t.scene.sceneId, ...REQUEST }, GM_ID))).toMatch(/^ORDNANCE.Error.writeFailed /);
    expect(t.scene.dump()).toEqual(before);
    expect(t.log.views().find((m) => m.record)!.record!.journal).toEqual({ phase: "rolledBack", done: 0 });
  });

  it("a card that cannot be posted: the writes are taken back and the record marked rolled back", async () => {
    const t = setup({ cardFails: true });
    const before = t.scene.dump();
    expect(await noticeOf(runAttack(t.ports, { sceneId: t.scene.sceneId, ...REQUEST }, GM_ID))).toMatch(/^ORDNANCE.Error.writeFailed /);
    expect(t.scene.dump()).toEqual(before);
    expect(t.log.views().find((m) => m.record)!.record!.journal?.phase).toBe("rolledBack");
  });

  it("the victim moved by hand while the attack waited: refused naming it, nothing written, no record", async () => {
    const t = setup();
    const read = t.ports.read;
    let dragged = false;
    // The GM drags the victim after the resolution read the scene, just before the writes.
    const moved = {
      ...t.ports,
      read: ((name, id, parent) => {
        if (!dragged) {
          dragged = true;
          void t.scene.update("Token", [{ _id: VICTIM, x: 1500 }]);
        }
        return read(name, id, parent);
      }) as typeof read,
    };
    const refusal = await noticeOf(runAttack(moved, { sceneId: t.scene.sceneId, ...REQUEST }, GM_ID));
    expect(refusal).toMatch(/^ORDNANCE.Journal.sceneChanged /);
    expect(refusal).toContain(VICTIM);
    expect(t.scene.calls.map((c) => `${c.op} ${c.name}`)).toEqual(["update Token"]);
    expect(t.log.views()).toEqual([]);
  });
});
