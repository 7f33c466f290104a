// What the table's tests read from and do at each seat (docs/foundry.md "The test table"): the scene's
// fingerprint, the chat log, a wait that polls every client, and each client's screenshot.

import type { Seat, Table } from "./table.js";
import { screenshotPath } from "../screenshots.js";

/** Everything the module may write, as this client holds it: the scenes with their embedded documents, the actors and
 * the rules ledger (the world setting `ordnance.ledger`). */
export function fingerprint(seat: Seat): Promise<string> {
  return seat.page.evaluate(() => {
    type Docs = { contents: { _source: unknown }[] };
    const g = (globalThis as unknown as { game: { scenes: Docs; actors: Docs; settings: { get(ns: string, key: string): unknown } } }).game;
    const ledger = g.settings.get("ordnance", "ledger");
    // Keys sorted: the server and a JSON column hold objects, not key orders.
    const sorted = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sorted)
        : typeof v === "object" && v !== null
          ? Object.fromEntries(
              Object.entries(v)
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([k, x]) => [k, sorted(x)]),
            )
          : v;
    return JSON.stringify(
      sorted({ scenes: g.scenes.contents.map((s) => s._source), actors: g.actors.contents.map((a) => a._source), ledger }),
    );
  });
}

/** Where two fingerprints differ: each path whose values differ, with both values (for a failing test's message). */
export function differences(a: string, b: string): string[] {
  const out: string[] = [];
  const walk = (x: unknown, y: unknown, path: string): void => {
    if (typeof x === "object" && x !== null && typeof y === "object" && y !== null && Array.isArray(x) === Array.isArray(y)) {
      const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
      for (const k of keys) walk((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${path}.${k}`);
    } else if (JSON.stringify(x) !== JSON.stringify(y)) out.push(`${path}: ${JSON.stringify(x)} → ${JSON.stringify(y)}`);
  };
  walk(JSON.parse(a), JSON.parse(b), "");
  return out;
}

/** The seat's fingerprint once it equals `expected`, or its last one after 20 s. */
export async function fingerprintBecomes(seat: Seat, expected: string): Promise<string> {
  const end = Date.now() + 20_000;
  let now = await fingerprint(seat);
  while (now !== expected && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 150));
    now = await fingerprint(seat);
  }
  return now;
}

/** What a seat's user was told and asked, and its socket trace: notices, open dialogs (a failing test prints it). */
export function report(seat: Seat): Promise<string> {
  return seat.page.evaluate(() => {
    const table = (globalThis as unknown as { table: { notifications: { shown: unknown[] }; trace(): unknown } }).table;
    const dialogs = [...document.querySelectorAll(".application, .dialog")].map((d) => d.textContent.replace(/\s+/g, " ").trim());
    return JSON.stringify({ notices: table.notifications.shown, dialogs, trace: table.trace() });
  });
}

export const seatsOf = (t: Table): Seat[] => [t.gm, t.p1, t.p2];

/** Polls `check(arg)` on the seat's page until `ok` holds of it (its last value is in the error otherwise). */
export async function until<T, A>(
  seat: Seat,
  what: string,
  check: (arg: A) => T | Promise<T>,
  arg: A,
  ok: (v: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const end = Date.now() + ms;
  let last: T | undefined;
  for (;;) {
    // Playwright types the argument as it arrives in the page (`Unboxed<A>`), which a generic A cannot name.
    last = await seat.page.evaluate(check as (arg: unknown) => T | Promise<T>, arg as unknown);
    if (ok(last)) return last;
    if (Date.now() > end)
      throw new Error(`${seat.userId}: ${what} did not happen; last seen ${JSON.stringify(last)} — ${seat.problems.join(" | ")}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The Ordnance messages this client holds: id, which flag (card or attack record) and the card's text. */
export function ordnanceMessages(seat: Seat): Promise<{ id: string; card: boolean; record: boolean; text: string; buttons: string[] }[]> {
  return seat.page.evaluate(() => {
    type M = { id: string; getFlag(s: string, k: string): unknown };
    const g = (globalThis as unknown as { game: { messages: { contents: M[] } } }).game;
    return g.messages.contents
      .filter((m) => m.getFlag("ordnance", "card") !== undefined || m.getFlag("ordnance", "attack") !== undefined)
      .map((m) => {
        const li = document.querySelector(`#chat-log [data-message-id="${m.id}"]`);
        return {
          id: m.id,
          card: m.getFlag("ordnance", "card") !== undefined,
          record: m.getFlag("ordnance", "attack") !== undefined,
          text: li?.textContent ?? "",
          buttons: [...(li?.querySelectorAll("[data-ordnance-action]") ?? [])].map(
            (b) => (b as HTMLElement).dataset["ordnanceAction"] ?? "",
          ),
        };
      });
  });
}

/** Each client's page as `table-<step>-<seat>.png` (docs/images only with ORDNANCE_SCREENSHOTS=1). */
export async function screenshots(t: Table, step: string): Promise<void> {
  const names: [Seat, string][] = [
    [t.gm, "gm"],
    [t.p1, "player1"],
    [t.p2, "player2"],
  ];
  for (const [seat, name] of names) await seat.page.screenshot({ path: screenshotPath(`table-${step}-${name}.png`) });
}
