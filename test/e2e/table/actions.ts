// What the table's scenarios do at a seat (docs/foundry.md "The test table"): script the GM's dice, throw through
// `api.throw` (its result or the refusal it ended with), read the chat log's text and the world as the server holds
// it, and press a button of an open dialog.

import type { Seat, Table } from "./table.js";
import type { Refusal } from "./forgery.js";
import type { Data } from "./world.js";
import { until } from "./seats.js";

/** Queues faces for the seat's next rolls (the GM's client rolls an attack's dice). */
export async function scriptDice(seat: Seat, faces: readonly number[]): Promise<void> {
  await seat.page.evaluate(
    (f) => (globalThis as unknown as { table: { dice: { scripted: number[] } } }).table.dice.scripted.push(...f),
    faces as number[],
  );
}

export type ThrowEnd = { messageId: string | null } | Refusal;

/**
 * `api.throw(input)` on the seat, started now: resolves with the card's message id, or with the refusal the throw
 * ended with (its key, values and the text the player was shown). Never rejects, so a test can start it and look later.
 */
export function startThrow(seat: Seat, input: Record<string, unknown>): Promise<ThrowEnd> {
  return seat.page.evaluate(async (i) => {
    type Game = {
      i18n: { has(key: string): boolean; format(key: string, data: Record<string, unknown>): string };
      modules: { get(id: string): { api: { throw(input: unknown): Promise<{ messageId: string | null }> } } };
    };
    const g = (globalThis as unknown as { game: Game }).game;
    try {
      const r = await g.modules.get("ordnance").api.throw(i);
      return { messageId: r.messageId };
    } catch (e) {
      const n = e as { key?: string; data?: Record<string, unknown>; message?: string };
      const key = n.key ?? String(n.message);
      const data = n.data ?? {};
      return { key, data, text: g.i18n.has(key) ? g.i18n.format(key, data) : key };
    }
  }, input);
}

/** The text of each message in the seat's chat log, in order. */
export function chatTexts(seat: Seat): Promise<string[]> {
  return seat.page.evaluate(() =>
    [...document.querySelectorAll("#chat-log .chat-message")].map((li) => li.textContent.replace(/\s+/g, " ").trim()),
  );
}

/** The world's messages as the server holds them, with their Ordnance record flag when they have one. */
export function serverRecords(t: Table): { id: string; attackId: string; journal: Data | undefined }[] {
  return t.server.world.messages.flatMap((m) => {
    const record = ((m["flags"] as Data | undefined)?.["ordnance"] as Data | undefined)?.["attack"] as Data | undefined;
    return record ? [{ id: String(m["_id"]), attackId: String(record["attackId"]), journal: record["journal"] as Data | undefined }] : [];
  });
}

/** Waits for an open dialog on the seat whose title is `title`; returns its text. */
export async function dialogText(seat: Seat, title: string): Promise<string> {
  const dialog = seat.page.locator("form.dialog", { has: seat.page.locator(".window-title", { hasText: title }) });
  await dialog.waitFor({ timeout: 60_000 });
  return (await dialog.locator(".dialog-content").textContent()) ?? "";
}

/** Presses the button with `action` in the open dialog titled `title`. */
export async function pressDialog(seat: Seat, title: string, action: string): Promise<void> {
  const dialog = seat.page.locator("form.dialog", { has: seat.page.locator(".window-title", { hasText: title }) });
  await dialog.locator(`button[data-action="${action}"]`).click();
}

/** The card's text for `messageId` on the seat, once it is there. */
export function cardText(seat: Seat, messageId: string): Promise<string> {
  return until(
    seat,
    "the card",
    (id) => document.querySelector(`#chat-log [data-message-id="${id}"]`)?.textContent.replace(/\s+/g, " ") ?? "",
    messageId,
    (x) => x !== "",
  );
}
