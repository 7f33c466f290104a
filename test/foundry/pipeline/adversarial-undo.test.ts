// Undo as a stack per scene, against the sequences that corrupted scenes before: A, B, undo A (B is
// undone first); A, upkeep, undo A (the upkeep that removed A's cloud is undone first); A, a hand move,
// undo A (refused, naming the token, unless the GM restores anyway); an undo failing half-way is rolled
// back.

import { describe, expect, it } from "vitest";
import type { WindSnapshot } from "../../../src/core/index.js";
import { runAttack, runUpkeep } from "../../../src/foundry/pipeline/pipeline.js";
import { undoSequence } from "../../../src/foundry/scene/undo-stack.js";
import type { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";
import { ATTACKER, History, VICTIM, undoScene } from "../../helpers/foundry/undo-harness.js";
import { noticeOf } from "../../helpers/foundry/notice-of.js";

const scene = undoScene;

const attack = async (s: FakeScene, h: History, weaponId: string, faces: number[], target = { tokenId: VICTIM } as const) => {
  const hx = harness(s, { faces });
  const ports = { ...hx.ports, newId: h.newId };
  const tgt = weaponId === "smoke" ? { point: { x: 3000, y: 0 } } : target;
  await runAttack(ports, { sceneId: s.sceneId, attackerTokenId: ATTACKER, weaponId, target: tgt, blind: false }, "gm");
  return h.add(hx.cards[0]!);
};

describe("adversarial: undo sequences", () => {
  it("A, B, undo A: B is undone first, then A; the scene is as before A", async () => {
    const s = scene();
    const before = s.dump();
    const h = new History();
    const a = await attack(s, h, "gl", [10, 1, 1, 12, 12]);
    const afterA = s.dump();
    const b = await attack(s, h, "gl", [10, 1, 1, 12, 12]);
    expect(s.dump()).not.toEqual(afterA);
    expect(undoSequence(h.entries, a).map((e) => e.attackId)).toEqual([b.attackId, a.attackId]);
    expect(await h.undo(s, a)).toEqual([b.attackId, a.attackId]);
    expect(s.dump()).toEqual(before);
  });

  it("A, B, undo B: only B; then A is the newest again", async () => {
    const s = scene();
    const h = new History();
    const a = await attack(s, h, "gl", [10, 1, 1, 12, 12]);
    const afterA = s.dump();
    const b = await attack(s, h, "gl", [10, 1, 1, 12, 12]);
    expect(await h.undo(s, b)).toEqual([b.attackId]);
    expect(s.dump()).toEqual(afterA);
    expect(undoSequence(h.entries, a).map((e) => e.attackId)).toEqual([a.attackId]);
  });

  it("A (a smoke cloud), upkeep (the cloud dissipates), undo A: the upkeep is undone first, then the cloud goes", async () => {
    const s = scene();
    const before = s.dump();
    const h = new History();
    const a = await attack(s, h, "smoke", [8]);
    expect(s.tiles()).toHaveLength(1);
    const wind: WindSnapshot = { enabled: true, hour: 3, mode: "fixed3" };
    const hx = harness(s, { faces: [5], wind });
    await runUpkeep({ ...hx.ports, newId: h.newId }, "gm");
    expect(s.tiles()).toEqual([]);
    const up = h.add(hx.cards[0]!);
    expect(await noticeOf(h.undo(s, a))).toBe("applied");
    expect(h.entries.map((e) => e.undone)).toEqual([true, true]);
    expect(up.attackId).not.toBe(a.attackId);
    expect(s.dump()).toEqual(before);
  });

  it("A, a hand move, undo A: refused naming the token and field, nothing written; the GM may restore anyway", async () => {
    const s = scene();
    const before = s.dump();
    const h = new History();
    const a = await attack(s, h, "gl", [10, 1, 1, 12, 12]);
    const moved = s.dump().Token.find((t) => t["_id"] === VICTIM)!;
    // The victim was knocked or left in place by A; the GM drags it by hand.
    await s.update("Token", [{ _id: VICTIM, x: Number(moved["x"]) + 700 }]);
    const handEdited = s.dump();
    const refusal = await noticeOf(h.undo(s, a));
    expect(refusal).toMatch(/^ORDNANCE.Trust.undoDrift /);
    expect(refusal).toContain(`"field":"x"`);
    expect(refusal).toContain(VICTIM);
    expect(s.dump()).toEqual(handEdited);
    expect(await noticeOf(h.undo(s, a, true))).toBe("applied");
    // Restored anyway: A's writes are undone; the hand move (which A did not write) stays.
    const expected = structuredClone(before);
    expected.Token.find((t) => t["_id"] === VICTIM)!["x"] = Number(moved["x"]) + 700;
    expect(s.dump()).toEqual(expected);
  });

  it("A, a player's edit of the victim's Ordnance flags (the display mirror), undo A: not a change by hand; the ledger is restored", async () => {
    const s = scene();
    const before = s.dump();
    const h = new History();
    const a = await attack(s, h, "gl", [10, 1, 1, 12, 12]);
    const state = s.dump().Token.find((t) => t["_id"] === VICTIM)!["flags"] as { ordnance?: { state?: object } };
    expect(state.ordnance?.state).toBeDefined();
    // The victim's player clears the state A wrote on their token (Foundry lets an owner update their token).
    await s.update("Token", [{ _id: VICTIM, flags: { ordnance: { "-=state": null } } }]);
    expect(await noticeOf(h.undo(s, a))).toBe("applied");
    expect(s.dump().Ledger).toEqual(before.Ledger);
  });

  it("A, the victim deleted by hand, undo A: refused (the token no longer exists)", async () => {
    const s = scene();
    const h = new History();
    const a = await attack(s, h, "gl", [10, 1, 1, 12, 12]);
    await s.delete("Token", [VICTIM]);
    expect(await noticeOf(h.undo(s, a))).toMatch(/^ORDNANCE.Trust.undoDrift .*"field":"exists"/);
  });

  it("an undo that fails half-way is rolled back: the scene stays as the attack left it", async () => {
    const s = scene();
    const h = new History();
    const a = await attack(s, h, "gl", [10, 1, 1, 12, 12]);
    const afterA = s.dump();
    s.failOn = (op, name) => op === "update" && name === "Token";
    expect(await noticeOf(h.undo(s, a))).toMatch(/^ORDNANCE.Trust.undoRolledBack /);
    expect(s.dump()).toEqual(afterA);
    expect(h.entries[0]!.undone).toBe(false);
  });
});
