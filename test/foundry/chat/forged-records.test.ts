// Forged records and cards (issue 29, class 1): a player's whispered message carrying a record flag, a player's card
// naming the GM's real record, a GM record whose undo is not the inverse of its applied steps. The undo history,
// the card's record lookup (Undo, Export, replay, Show on canvas) and recovery ignore each one and report it once;
// the GM's real records still work. The chat log enforces Foundry's authorship rule (foundry-rules.ts).

import { describe, expect, it } from "vitest";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import type { AttackRecord } from "../../../src/foundry/platform/flags.js";
import { ReportOnce, type Untrusted, inverseProblem, trustedRecordOf } from "../../../src/foundry/chat/record-trust.js";
import { sceneHistory, unfinishedEntries } from "../../../src/foundry/chat/record-history.js";
import { undoEntries, undoSequence } from "../../../src/foundry/scene/undo-stack.js";
import { FakeChatLog, chatJournal, postCardOn } from "../../helpers/foundry/fake-chat.js";
import { GM_ID, P1, USERS } from "../../helpers/foundry/fake-users.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";
import { ATTACKER, VICTIM, reader, undoScene } from "../../helpers/foundry/undo-harness.js";
import { idMaker } from "../../helpers/foundry/foundry-data.js";

/** A table with one real attack of the GM's: its record and card on the chat log. */
async function world() {
  const log = new FakeChatLog(USERS);
  const scene = undoScene();
  const before = scene.dump();
  const h = harness(scene, { faces: [10, 1, 1, 12, 12] });
  let cardId = "";
  const ports = {
    ...h.ports,
    newId: idMaker("doc"),
    journal: chatJournal(log, GM_ID),
    read: reader(scene),
    postCard: async (card: Parameters<typeof h.ports.postCard>[0]) => (cardId = postCardOn(log, GM_ID, card)),
  };
  await runAttack(
    ports,
    { sceneId: scene.sceneId, attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: VICTIM }, blind: false },
    GM_ID,
  );
  const recordId = log.views().find((m) => m.record)!.id;
  const reported: Untrusted[] = [];
  return { log, scene, before, cardId, recordId, reported, report: new ReportOnce((u) => reported.push(u)) };
}

/** The real record with its undo rewritten: a wall deleted and the victim teleported "on undo". */
function forgedUndo(real: AttackRecord): AttackRecord {
  const steps = [
    { op: "delete", name: "Wall", ids: ["wallOfTheKeep001"] },
    ...real.undo!.steps.slice(1),
  ] as unknown as AttackRecord["undo"] extends infer U ? (U extends { steps: infer S } ? S : never) : never;
  return { ...real, attackId: "forged0000000001", undo: { sceneId: real.sceneId, steps } };
}

describe("forged records and cards", () => {
  it("a player cannot write a message as the GM, nor edit the GM's record (Foundry's server rule, mirrored)", async () => {
    const { log, recordId } = await world();
    expect(() => {
      log.create(P1, { author: GM_ID, flags: { ordnance: { attack: {} } } });
    }).toThrow(/may not create/);
    expect(() => {
      log.update(P1, recordId, { flags: { ordnance: { attack: { undone: false } } } });
    }).toThrow(/may not update/);
    const own = log.create(P1, { content: "hi" });
    expect(() => {
      log.update(P1, own, { author: GM_ID });
    }).toThrow(/may not update/);
    expect(() => {
      log.delete(P1, recordId);
    }).toThrow(/may not delete/);
  });

  it("a player's whispered record is not in the undo history, is not recovered, and is reported once", async () => {
    const { log, scene, recordId, report, reported } = await world();
    const real = log.view(recordId)!.record!;
    const forged = log.create(P1, {
      whisper: [GM_ID],
      flags: { ordnance: { attack: { ...forgedUndo(real), journal: { phase: "pending", done: 1 }, at: 99 } } },
    });
    const history = sceneHistory(log.views(), scene.sceneId, log.isGM, report);
    expect(history.map((h) => h.messageId)).toEqual([recordId]);
    expect(unfinishedEntries(log.views(), log.isGM, report)).toEqual([]);
    sceneHistory(log.views(), scene.sceneId, log.isGM, report);
    expect(reported.map((r) => [r.message.id, r.problem])).toEqual([[forged, "author"]]);
  });

  it("a player's card naming the GM's real record gets no record (so no Undo, Export or replay)", async () => {
    const { log, recordId, cardId, report, reported } = await world();
    const real = log.view(cardId)!.card!;
    const fake = log.create(P1, { flags: { ordnance: { card: { ...real } } } });
    expect(report.check(trustedRecordOf(log.view(fake)!, (id) => log.view(id), log.isGM))).toBeNull();
    expect(reported.map((r) => r.problem)).toEqual(["cardAuthor"]);
    // The GM's own card still leads to its record.
    expect(report.check(trustedRecordOf(log.view(cardId)!, (id) => log.view(id), log.isGM))?.recordMessage.id).toBe(recordId);
  });

  it("a GM card naming a record of another attack, or a missing record, gets none", async () => {
    const { log, recordId, cardId } = await world();
    const card = log.view(cardId)!.card!;
    const other = log.create(GM_ID, { flags: { ordnance: { card: { ...card, attackId: "someOtherAttack1" } } } });
    const lost = log.create(GM_ID, { flags: { ordnance: { card: { ...card, recordId: "message999999999" } } } });
    const check = (id: string) => trustedRecordOf(log.view(id)!, (x) => log.view(x), log.isGM);
    expect(check(other)).toMatchObject({ problem: "cardRecord" });
    expect(check(lost)).toMatchObject({ problem: "noRecord" });
    expect(check(recordId)).toMatchObject({ recordMessage: { id: recordId } });
  });

  it("a GM-authored record whose undo is not the inverse of its applied steps is ignored by Undo; the real one still undoes exactly", async () => {
    const { log, scene, before, recordId, report, reported } = await world();
    const real = log.view(recordId)!.record!;
    expect(inverseProblem(real)).toBeNull();
    const bad = log.create(GM_ID, { whisper: [GM_ID], flags: { ordnance: { attack: { ...forgedUndo(real), at: 99 } } } });
    expect(inverseProblem(log.view(bad)!.record!)).toMatch(/^applied\[\d+\]\.(name|op|ids)$/);
    const history = sceneHistory(log.views(), scene.sceneId, log.isGM, report).map((h) => h.entry);
    expect(history.map((e) => e.attackId)).toEqual([real.attackId]);
    expect(reported.map((r) => r.message.id)).toEqual([bad]);
    await undoEntries(scene, reader(scene), undoSequence(history, history[0]!), { undone: async () => undefined });
    expect(scene.dump()).toEqual(before);
  });

  it("undo steps that write fields the module never writes, or other flag scopes, are refused", async () => {
    const { log, recordId } = await world();
    const real = log.view(recordId)!.record!;
    const tokenStep = real.undo!.steps.findIndex((s) => s.name === "Token" && s.op === "update");
    expect(tokenStep).toBeGreaterThanOrEqual(0);
    const withField = (row: Record<string, unknown>): AttackRecord => {
      const steps = real.undo!.steps.map((s, i) =>
        i === tokenStep && s.op === "update" ? { ...s, data: s.data.map((d, j) => (j === 0 ? { ...(d as object), ...row } : d)) } : s,
      );
      return { ...real, undo: { sceneId: real.sceneId, steps } as AttackRecord["undo"] };
    };
    expect(inverseProblem(withField({ hidden: true }))).toMatch(/fields$/);
    expect(inverseProblem(withField({ flags: { core: { sheetClass: "x" } } }))).toMatch(/fields$/);
    expect(inverseProblem({ ...real, undo: { ...real.undo!, sceneId: "anotherScene0001" } })).toBe("undo.sceneId");
    expect(inverseProblem({ ...real, undo: { ...real.undo!, steps: real.undo!.steps.slice(1) } })).toBe("undo.steps");
  });
});
