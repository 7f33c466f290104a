// Forged requests typed into a player's console at the test table (docs/foundry.md "The test table"): a raw
// socket frame that claims another user as its sender, and `api.throw` with what a player may not ask for. Each
// returns the refusal the GM's client sent back, as its localization key, values and the player's language.

import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Seat } from "./table.js";

export interface Refusal {
  readonly key: string;
  readonly data: Record<string, unknown>;
  /** The key rendered in the player's language (the key itself when it has no text). */
  readonly text: string;
}

type Game = {
  socket: { on(channel: string, fn: (m: unknown, senderId: string) => void): void };
  i18n: { has(key: string): boolean; format(key: string, data: Record<string, unknown>): string };
  modules: { get(id: string): { api: { throw(input: unknown): Promise<unknown> } } };
};

/**
 * Sends `payload` on the module's channel as a raw frame from this seat's WebSocket, with `claimedSender` written
 * into the frame (the table's server ignores it and stamps the real sender), and waits for the GM's answer.
 */
export function forgedFrame(seat: Seat, payload: Record<string, unknown>, claimedSender: string): Promise<Refusal | "accepted"> {
  return seat.page.evaluate(
    async ([p, sender]) => {
      const g = (globalThis as unknown as { game: Game }).game;
      const table = (globalThis as unknown as { table: { rawSend(frame: unknown): void } }).table;
      const answer = new Promise<Refusal | "accepted">((resolve, reject) => {
        setTimeout(() => {
          reject(new Error("no answer from the GM's client within 60 s"));
        }, 60_000);
        g.socket.on("module.ordnance", (m) => {
          const r = m as { type?: string; requestId?: string; ok?: boolean; error?: { key: string; data: Record<string, unknown> } };
          if (r.type !== "result" || r.requestId !== p["requestId"]) return;
          if (r.ok === true || !r.error) resolve("accepted");
          else
            resolve({
              key: r.error.key,
              data: r.error.data,
              text: g.i18n.has(r.error.key) ? g.i18n.format(r.error.key, r.error.data) : r.error.key,
            });
        });
      });
      table.rawSend({ t: "module", channel: "module.ordnance", payload: p, senderId: sender, userId: sender });
      return answer;
    },
    [payload, claimedSender] as const,
  );
}

/** `api.throw(input)` on this seat: the refusal it ended with, or "accepted". */
export function refusedThrow(seat: Seat, input: Record<string, unknown>): Promise<Refusal | "accepted"> {
  return seat.page.evaluate(async (i) => {
    const g = (globalThis as unknown as { game: Game }).game;
    try {
      await g.modules.get("ordnance").api.throw(i);
      return "accepted" as const;
    } catch (e) {
      const n = e as { key?: string; data?: Record<string, unknown>; message?: string };
      const key = n.key ?? String(n.message);
      const data = n.data ?? {};
      return { key, data, text: g.i18n.has(key) ? g.i18n.format(key, data) : key };
    }
  }, input);
}

const english = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../../lang/en.json"), "utf8")) as Record<string, unknown>;

/** The refusal `key` with `data` as lang/en.json words it (what the player must be shown). */
export function refusal(key: string, data: Record<string, unknown> = {}): Refusal {
  let at: unknown = english;
  for (const k of key.split(".")) at = typeof at === "object" && at !== null ? (at as Record<string, unknown>)[k] : undefined;
  if (typeof at !== "string") throw new Error(`lang/en.json has no ${key}`);
  const text = at.replace(/\{([^}]+)\}/g, (m, k: string) => (k in data ? String(data[k]) : m));
  return { key, data, text };
}
