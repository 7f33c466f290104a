// The test table in a test (docs/foundry.md "The test table"): the table's server over a fresh world and three
// Chromium contexts at it — the GM, player 1 and player 2 — each page booted, its console errors and warnings
// and its page errors collected.

import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "../browser.js";
import { type TableServer, startTable } from "./server.js";
import { GM, P1, P2, initialWorld } from "./world.js";

export interface Seat {
  readonly userId: string;
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and warnings and uncaught page errors, as text. */
  readonly problems: string[];
}

export interface Table {
  readonly server: TableServer;
  readonly browser: Browser;
  readonly gm: Seat;
  readonly p1: Seat;
  readonly p2: Seat;
  close(): Promise<void>;
}

async function seat(browser: Browser, url: string, userId: string): Promise<Seat> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 720 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    // Chromium's software GL driver reports its own performance notes as warnings ("[.WebGL-…]GL Driver Message …
    // GPU stall due to ReadPixels", when PIXI measures text); they come from the browser, not from a script.
    if (m.type() === "warning" && /^\[\.WebGL-[0-9a-fx]+\]GL Driver Message \(OpenGL, Performance/.test(m.text())) return;
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${url}game?user=${userId}`);
  try {
    await page.waitForFunction(() => (globalThis as { table?: { ready?: boolean } }).table?.ready === true, undefined, { timeout: 60_000 });
  } catch (e) {
    throw new Error(`${userId}'s client did not boot: ${problems.join(" | ") || String(e)}`);
  }
  return { userId, page, context, problems };
}

/** Starts the server (under `prefix`, "/" by default) and seats the GM first, then the two players. */
export async function openTable(opts: { prefix?: string } = {}): Promise<Table> {
  const server = await startTable({ world: initialWorld(), ...(opts.prefix ? { prefix: opts.prefix } : {}) });
  const browser = await launchChromium();
  const gm = await seat(browser, server.url, GM);
  const [p1, p2] = await Promise.all([seat(browser, server.url, P1), seat(browser, server.url, P2)]);
  return {
    server,
    browser,
    gm,
    p1,
    p2,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
