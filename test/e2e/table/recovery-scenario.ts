// The test table's reload case (issue #28; docs/foundry.md "Reload mid-attack and two GMs" and "The test table"):
// the GM's page is closed while player 1's Frag is being written — the juve's knockback move has landed, the
// attack's journal is open — and opened again. Player 1 is told at once that the request was not run; while no GM
// is connected a throw is refused; on `ready` the GM's client rolls the attack back (the dialog's default), the
// table is told in chat, every client holds the starting world, and the next attack and its Undo work.

import { expect } from "vitest";
import type { Table } from "./table.js";
import { differences, fingerprint, fingerprintBecomes, report, screenshots, seatsOf, until } from "./seats.js";
import { refusal } from "./forgery.js";
import { type ThrowEnd, chatTexts, dialogText, pressDialog, scriptDice, serverRecords, startThrow } from "./actions.js";
import { BACK_WALL, BLAST, FRAG_FACES, GANGER, GM, JUVE, SCENE } from "./world.js";
import type { DocOp } from "./server-docs.js";

const FRAG = { attacker: GANGER, weapon: "frag", target: { x: BLAST.x, y: BLAST.y } };
const SCENE_NAME = "Underhive junction";

/** A token move (`TokenDocument#move`: an update carrying its waypoints) of the GM's. */
const isMove = (op: DocOp): boolean =>
  op.doc === "Token" && op.op === "update" && typeof op.options["movement"] === "object" && op.options["movement"] !== null;

/** The token positions of the scene as the server holds them. */
function serverTokens(t: Table): Record<string, [unknown, unknown]> {
  const scene = t.server.world.scenes.find((s) => s["_id"] === SCENE)!;
  return Object.fromEntries((scene["tokens"] as Record<string, unknown>[]).map((tok) => [String(tok["_id"]), [tok["x"], tok["y"]]]));
}

export async function gmClosedMidKnockback(t: Table, start: string): Promise<void> {
  const before = serverTokens(t);
  await scriptDice(t.gm, FRAG_FACES);
  const cut = t.server.severAfter(GM, isMove);
  const thrown: Promise<ThrowEnd> = startThrow(t.p1, FRAG);
  const move = await cut;

  // The GM's client was cut off after its first knockback move landed: a token stands elsewhere, and the attack's
  // record (written before the first write) says the journal is open — part of the attack is on the table.
  const moved = Object.keys((move.options["movement"] as Record<string, unknown> | undefined) ?? {});
  expect(moved).toHaveLength(1);
  expect(serverTokens(t)[moved[0]!]).not.toEqual(before[moved[0]!]);
  const records = serverRecords(t).filter((r) => r.journal?.["phase"] !== "completed");
  expect(records).toHaveLength(1);
  expect(records[0]!.journal?.["phase"]).toBe("pending");
  const landed = serverTokens(t)[moved[0]!]!;
  await until(
    t.p2,
    "the landed move",
    ([scene, id]) => {
      type D = { _source: Record<string, unknown>; collections: Record<string, { get(id: string): D | undefined }> };
      const tok = (globalThis as unknown as { game: { scenes: { get(id: string): D } } }).game.scenes
        .get(scene)
        .collections["tokens"]!.get(id)!;
      return [tok._source["x"], tok._source["y"]];
    },
    [SCENE, moved[0]!] as const,
    (xy) => JSON.stringify(xy) === JSON.stringify(landed),
  );
  const half = await fingerprint(t.p2);
  expect(half).not.toBe(start);
  await t.reopen(t.gm, false);

  // Player 1 is told at once that the GM left before running the request, not after the request timeout (120 s).
  expect(await thrown).toEqual(refusal("ORDNANCE.Journal.gmLeft"));
  // With no GM connected a throw is refused at once.
  expect(await startThrow(t.p1, FRAG)).toEqual(refusal("ORDNANCE.Error.noGM"));
  // The players hold the same half-applied world meanwhile.
  expect(await fingerprintBecomes(t.p1, half)).toBe(half);

  // The GM opens the world again: on `ready` the interrupted attack is found and the GM asked; Roll back is the default.
  await t.reopen(t.gm);
  const asked = await dialogText(t.gm, "Interrupted attack");
  expect(asked).toContain(`Attack ${records[0]!.attackId} on ${SCENE_NAME} was interrupted after`);
  await pressDialog(t.gm, "Interrupted attack", "rollBack");
  for (const seat of seatsOf(t)) {
    const now = await fingerprintBecomes(seat, start);
    expect(differences(start, now), `${seat.userId} after the rollback; the GM's client: ${await report(t.gm)}`).toEqual([]);
  }
  const told = refusal("ORDNANCE.Journal.rolledBack", { id: records[0]!.attackId, scene: SCENE_NAME }).text;
  for (const seat of seatsOf(t)) {
    const texts = await waitForChat(seat, told);
    expect(texts.filter((x) => x.includes(told))).toHaveLength(1);
  }
  expect(serverRecords(t).find((r) => r.id === records[0]!.id)?.journal).toEqual({ phase: "rolledBack", done: 0 });
  await screenshots(t, "recovery");

  // The next attack resolves and undoes as any other.
  const recordsBefore = serverRecords(t).length;
  await scriptDice(t.gm, FRAG_FACES);
  const next = await startThrow(t.p1, FRAG);
  if (!("messageId" in next)) throw new Error(`the next Frag was refused: ${next.text}`);
  const id = next.messageId!;
  for (const seat of seatsOf(t))
    await until(seat, "the next card", (m) => document.querySelector(`#chat-log [data-message-id="${m}"]`) !== null, id, Boolean);
  const after = await fingerprint(t.gm);
  expect(after).not.toBe(start);
  for (const seat of seatsOf(t)) expect(await fingerprintBecomes(seat, after)).toBe(after);
  const juveX = await t.p2.page.evaluate(
    ([scene, juve, wall]) => {
      type D = { _source: Record<string, unknown>; collections: Record<string, { get(id: string): D | undefined }> };
      const s = (globalThis as unknown as { game: { scenes: { get(id: string): D } } }).game.scenes.get(scene);
      return [Number(s.collections["tokens"]!.get(juve)!._source["x"]), (s.collections["walls"]!.get(wall)!._source["c"] as number[])[0]!];
    },
    [SCENE, JUVE, BACK_WALL] as const,
  );
  expect(juveX[0]! + 100).toBeGreaterThan(juveX[1]! - 2);
  expect(
    serverRecords(t)
      .slice(recordsBefore)
      .map((r) => r.journal?.["phase"]),
  ).toEqual(["completed"]);
  await t.gm.page.click(`#chat-log [data-message-id="${id}"] [data-ordnance-action="undo"]`);
  for (const seat of seatsOf(t)) {
    const now = await fingerprintBecomes(seat, start);
    expect(differences(start, now), `${seat.userId} after Undo of the next attack`).toEqual([]);
  }
  for (const seat of seatsOf(t)) expect(seat.problems).toEqual([]);
}

async function waitForChat(seat: Table["gm"], text: string): Promise<string[]> {
  const end = Date.now() + 20_000;
  for (;;) {
    const texts = await chatTexts(seat);
    if (texts.some((x) => x.includes(text)) || Date.now() > end) return texts;
    await new Promise((r) => setTimeout(r, 150));
  }
}
