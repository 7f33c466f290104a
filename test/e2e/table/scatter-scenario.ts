// The test table's Trench Crusade SCATTER case (issue #26; docs/foundry.md "Decisions while resolving" and "The test
// table"): player 1's Satchel Charge fails its Success Roll at player 2's heretic, so player 2 — the side the blast can
// reach — picks where it scatters with a click on their own canvas. A point at the wrong distance is refused with
// the rules' reason (the automation decides; the card says so); after Undo, a legal point is taken and the card says
// player 2 chose it.

import { expect } from "vitest";
import type { Seat, Table } from "./table.js";
import { differences, fingerprint, fingerprintBecomes, screenshots, seatsOf, until } from "./seats.js";
import { refusal } from "./forgery.js";
import { type ThrowEnd, cardText, scriptDice, startThrow } from "./actions.js";
import { HERETIC, PILGRIM } from "./worlds.js";
import { inch } from "./world.js";

/** The GM's Success Roll: 1 + 2 = 3, a Failure; the Satchel Charge scatters 7 − 3 = 4". */
const FAILED_SUCCESS = [1, 2];
const THROW = { attacker: PILGRIM, weapon: "satchel", target: HERETIC };
/** Player 2's notice: what the point is for in words (the thrower, its weapon, the distance), not the roll tag. */
const PROMPT = "Click the canvas to choose where Pilgrim's Satchel Charge scatters to (4\" from the original target).";
/** The heretic stands at (8, 6)": 2" below it is not 4" away; 4" below it is. */
const ILLEGAL = { x: inch(8), y: inch(8) };
const LEGAL = { x: inch(8), y: inch(10) };

type Notices = { table: { notifications: { shown: { message: string }[] } } };
const notices = (): string[] => (globalThis as unknown as Notices).table.notifications.shown.map((n) => n.message);

/** Waits until the seat is asked for a point, then clicks `at` (scene px) on its canvas. */
async function pickPoint(seat: Seat, at: { x: number; y: number }): Promise<void> {
  const asked = (await seat.page.evaluate(notices)).filter((m) => m.startsWith("Click the canvas")).length;
  await until(
    seat,
    "the scatter point's prompt",
    notices,
    null,
    (m) => m.filter((x) => x.startsWith("Click the canvas")).length > asked,
    60_000,
  );
  const p = await seat.page.evaluate(
    ([x, y]) => (globalThis as unknown as { canvas: { pagePoint(x: number, y: number): { x: number; y: number } } }).canvas.pagePoint(x, y),
    [at.x, at.y] as const,
  );
  await seat.page.mouse.click(p.x, p.y);
}

async function scatteredThrow(t: Table, at: { x: number; y: number }): Promise<string> {
  await scriptDice(t.gm, FAILED_SUCCESS);
  const thrown: Promise<ThrowEnd> = startThrow(t.p1, THROW);
  await pickPoint(t.p2, at);
  const end = await thrown;
  if (!("messageId" in end) || !end.messageId) throw new Error(`the Satchel Charge was refused: ${JSON.stringify(end)}`);
  return end.messageId;
}

export async function scatterChosenByPlayer2(t: Table): Promise<void> {
  const start = await fingerprint(t.gm);
  // A point 2" from the heretic: refused with the rules' reason, shown to player 2; the automation decides.
  const first = await scatteredThrow(t, ILLEGAL);
  expect(await t.p2.page.evaluate(notices)).toContain(PROMPT);
  const reason = refusal("ORDNANCE.Decision.refused.point", { reason: 'not exactly 4" from the original target' }).text;
  await until(t.p2, "the refusal", notices, null, (m) => m.includes(reason));
  for (const seat of seatsOf(t)) expect(await cardText(seat, first)).toMatch(/Scatter point: asked of Bob, decided by the automation/);
  expect(await t.p1.page.evaluate(notices)).not.toContain(reason);
  await t.gm.page.click(`#chat-log [data-message-id="${first}"] [data-ordnance-action="undo"]`);
  for (const seat of seatsOf(t)) expect(differences(start, await fingerprintBecomes(seat, start))).toEqual([]);

  // A point exactly 4" away: taken; every card names player 2 as the one who chose; the template is where they clicked.
  const second = await scatteredThrow(t, LEGAL);
  for (const seat of seatsOf(t)) expect(await cardText(seat, second)).toContain('Scatter point: (8", 10"), chosen by Bob');
  const after = await fingerprint(t.gm);
  for (const seat of seatsOf(t)) expect(await fingerprintBecomes(seat, after)).toBe(after);
  const templates = await t.p2.page.evaluate(() =>
    (
      globalThis as unknown as {
        game: { scenes: { contents: { collections: { templates: { contents: { _source: { x: number; y: number } }[] } } }[] } };
      }
    ).game.scenes.contents[0]!.collections.templates.contents.map((d) => [d._source.x, d._source.y]),
  );
  expect(templates).toEqual([[LEGAL.x, LEGAL.y]]);
  await screenshots(t, "scatter");
  for (const seat of seatsOf(t)) expect(seat.problems).toEqual([]);
}
