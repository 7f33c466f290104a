// The race of an attack and an Undo on the same scene (issue #29 item 6): the attack is held at its dice while the
// GM undoes an earlier attack. On the GM client's one serial queue the Undo waits for the attack and then undoes it
// first (the later entry), ending at the starting scene; an Undo that lands from outside the queue (another GM's
// client) while the attack waits makes the attack's snapshot stale, and the attack is refused at write time naming
// the document, with nothing of it written. Either way the scene ends consistent.

import { describe, expect, it } from "vitest";
import { type AttackAnswerer, runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { SerialQueue } from "../../../src/foundry/relay/handover.js";
import type { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { type FakeRoll, harness } from "../../helpers/foundry/pipeline-harness.js";
import { ATTACKER, History, VICTIM, reader, undoScene } from "../../helpers/foundry/undo-harness.js";
import { noticeOf } from "../../helpers/foundry/notice-of.js";

const REQUEST = { attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: VICTIM }, blind: false } as const;
const FACES = [10, 1, 1, 12, 12];

/** An attack whose first dice prompt waits for `gate`; its history entry is added when its card is posted. */
function heldAttack(s: FakeScene, h: History, gate: Promise<void>, log: string[]) {
  const hx = harness(s, { faces: FACES });
  const answerer = (id: string | null): AttackAnswerer<FakeRoll> => {
    const a = hx.ports.answerer(id);
    let first = true;
    return {
      ...a,
      answer: async (p) => {
        if (first) {
          first = false;
          log.push("attack waits");
          await gate;
        }
        return a.answer(p);
      },
    };
  };
  return async () => {
    const r = await runAttack({ ...hx.ports, newId: h.newId, read: reader(s), answerer }, { sceneId: s.sceneId, ...REQUEST }, "gm");
    log.push("attack written");
    h.add(hx.cards[0]!);
    return r;
  };
}

async function firstAttack(s: FakeScene, h: History) {
  const hx = harness(s, { faces: FACES });
  await runAttack({ ...hx.ports, newId: h.newId, read: reader(s) }, { sceneId: s.sceneId, ...REQUEST }, "gm");
  return h.add(hx.cards[0]!);
}

async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) await new Promise((go) => setImmediate(go));
}

describe("an attack and an Undo on the same scene", () => {
  it("on the one queue: the Undo waits for the attack, then undoes it first; the scene ends as it began", async () => {
    const s = undoScene();
    const before = s.dump();
    const h = new History();
    const a1 = await firstAttack(s, h);
    const log: string[] = [];
    let open = (): void => undefined;
    const gate = new Promise<void>((go) => (open = go));
    const queue = new SerialQueue();
    const attack = queue.run(heldAttack(s, h, gate, log));
    await settle();
    const undo = queue.run(async () => {
      log.push("undo runs");
      return h.undo(s, a1);
    });
    await settle();
    // The Undo has not run while the attack waits.
    expect(log).toEqual(["attack waits"]);
    open();
    const a2 = await attack;
    expect(await undo).toEqual([a2.attackId, a1.attackId]);
    expect(log).toEqual(["attack waits", "attack written", "undo runs"]);
    expect(s.dump()).toEqual(before);
  });

  it("an Undo from outside the queue lands while the attack waits: the attack is refused at write time, nothing of it written", async () => {
    const s = undoScene();
    const before = s.dump();
    const h = new History();
    const a1 = await firstAttack(s, h);
    const log: string[] = [];
    let open = (): void => undefined;
    const gate = new Promise<void>((go) => (open = go));
    const attack = heldAttack(s, h, gate, log)();
    await settle();
    // Another GM's client undoes the first attack meanwhile (its own queue is not this one).
    expect(await h.undo(s, a1)).toEqual([a1.attackId]);
    expect(s.dump()).toEqual(before);
    const calls = s.dbCalls();
    open();
    const refusal = await noticeOf(attack);
    expect(refusal).toMatch(/^ORDNANCE.Journal.sceneChanged /);
    expect(refusal).toMatch(new RegExp(`${VICTIM}|${ATTACKER}`));
    expect(s.dbCalls()).toBe(calls);
    expect(s.dump()).toEqual(before);
    expect(h.entries.map((e) => e.attackId)).toEqual([a1.attackId]);
  });
});
