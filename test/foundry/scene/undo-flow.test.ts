// The GM's Undo dialogs, button by button (scene/undo-flow.ts, wired to Foundry's dialogs in chat-card.ts):
// "undo later attacks first" confirmed → undone, cancelled → nothing written; a hand edit refused →
// "restore anyway" declined → nothing more written, accepted → the forced undo of only what is left.

import { describe, expect, it } from "vitest";
import { NoticeError } from "../../../src/foundry/platform/errors.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { type UndoQuestions, undoWithQuestions } from "../../../src/foundry/scene/undo-flow.js";
import type { HistoryEntry } from "../../../src/foundry/scene/undo-stack.js";
import type { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";
import { ATTACKER, History, VICTIM, reader, undoScene } from "../../helpers/foundry/undo-harness.js";

const scene = undoScene;

async function attack(s: FakeScene, h: History, weaponId: "gl" | "smoke"): Promise<HistoryEntry> {
  const hx = harness(s, { faces: weaponId === "smoke" ? [8] : [10, 1, 1, 12, 12] });
  const target = weaponId === "smoke" ? { point: { x: 3000, y: 0 } } : { tokenId: VICTIM };
  await runAttack({ ...hx.ports, newId: h.newId }, { sceneId: s.sceneId, attackerTokenId: ATTACKER, weaponId, target, blind: false }, "gm");
  const card = hx.cards[0];
  if (!card) throw new Error("no card");
  return h.add(card);
}

/** The GM's scripted answers, and what each dialog was shown. */
function gm(answers: { later?: boolean; anyway?: boolean }) {
  const shown: { later: string[][]; anyway: string[] } = { later: [], anyway: [] };
  const ask: UndoQuestions = {
    confirmLater: (later) => {
      shown.later.push(later.map((e) => e.attackId));
      return Promise.resolve(answers.later ?? false);
    },
    restoreAnyway: (refusal: NoticeError) => {
      shown.anyway.push(`${refusal.key} ${JSON.stringify(refusal.data)}`);
      return Promise.resolve(answers.anyway ?? false);
    },
  };
  return { ask, shown };
}

const undo = (s: FakeScene, h: History, target: HistoryEntry, ask: UndoQuestions) =>
  undoWithQuestions(s, reader(s), () => h.entries, target.attackId, ask, {
    undone: (e) => {
      h.markUndone(e);
      return Promise.resolve();
    },
  });

describe("Undo dialogs", () => {
  it("the newest entry: no question asked, undone", async () => {
    const s = scene();
    const before = s.dump();
    const h = new History();
    const a = await attack(s, h, "gl");
    const { ask, shown } = gm({});
    expect(await undo(s, h, a, ask)).toBe("undone");
    expect(shown).toEqual({ later: [], anyway: [] });
    expect(s.dump()).toEqual(before);
    expect(await undo(s, h, a, ask)).toBe("nothing");
  });

  it("an older entry: the GM is shown the later ones; cancel writes nothing, confirm undoes them newest first", async () => {
    const s = scene();
    const before = s.dump();
    const h = new History();
    const a = await attack(s, h, "gl");
    const b = await attack(s, h, "smoke");
    const afterB = s.dump();
    const no = gm({ later: false });
    expect(await undo(s, h, a, no.ask)).toBe("cancelled");
    expect(no.shown.later).toEqual([[b.attackId]]);
    expect(s.dump()).toEqual(afterB);
    expect(h.entries.map((e) => e.undone)).toEqual([false, false]);
    const yes = gm({ later: true });
    expect(await undo(s, h, a, yes.ask)).toBe("undone");
    expect(yes.shown.anyway).toEqual([]);
    expect(s.dump()).toEqual(before);
    expect(h.entries.map((e) => e.undone)).toEqual([true, true]);
  });

  it("a hand edit: refused naming the document; declining 'restore anyway' writes nothing more", async () => {
    const s = scene();
    const h = new History();
    const a = await attack(s, h, "gl");
    await s.update("Token", [{ _id: VICTIM, x: 3000 }]);
    const edited = s.dump();
    const { ask, shown } = gm({ anyway: false });
    expect(await undo(s, h, a, ask)).toBe("kept");
    expect(shown.anyway).toHaveLength(1);
    expect(shown.anyway[0]).toMatch(new RegExp(`^ORDNANCE.Trust.undoDrift .*${VICTIM}.*"field":"x"`));
    expect(s.dump()).toEqual(edited);
    expect(h.entries[0]?.undone).toBe(false);
  });

  it("'restore anyway' forces only what is left: a later entry undone before the refusal is not undone twice", async () => {
    const s = scene();
    const before = s.dump();
    const h = new History();
    const a = await attack(s, h, "smoke");
    const b = await attack(s, h, "gl");
    // The GM drags A's cloud by hand; B (the later attack) never touched it.
    const cloud = s.tiles()[0];
    if (!cloud?._id) throw new Error("no cloud");
    await s.update("Tile", [{ _id: cloud._id, x: cloud.x + 300 }]);
    const { ask, shown } = gm({ later: true, anyway: true });
    expect(await undo(s, h, a, ask)).toBe("undone");
    expect(shown.later).toEqual([[b.attackId]]);
    expect(shown.anyway[0]).toMatch(/^ORDNANCE.Trust.undoDrift .*"field":"x"/);
    expect(h.entries.map((e) => e.undone)).toEqual([true, true]);
    // A's cloud (moved by hand) is gone with A; everything else is as before both attacks.
    expect(s.dump()).toEqual(before);
  });

  it("any other failure is not a question: it reaches the GM as the error", async () => {
    const s = scene();
    const h = new History();
    const a = await attack(s, h, "gl");
    s.failOn = (op, name) => op === "update" && name === "Token";
    const { ask, shown } = gm({ anyway: true });
    const err = await undo(s, h, a, ask).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoticeError);
    expect((err as NoticeError).key).toBe("ORDNANCE.Trust.undoRolledBack");
    expect(shown).toEqual({ later: [], anyway: [] });
  });
});
