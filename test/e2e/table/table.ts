// The test table in a test (docs/foundry.md "The test table"): the table's server over a fresh world and three
// Chromium contexts at it — the GM, player 1 and player 2 — each page booted, its console errors and warnings
// and its page errors collected. `reset` starts a scenario from a known world on the same server and browsers;
// `reopen` closes a seat's page and opens it again (a reload, or a tab closed and opened).

import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "../browser.js";
import { type TableServer, startTable } from "./server.js";
import { GM, P1, P2, type World, initialWorld } from "./world.js";

export interface Seat {
  readonly userId: string;
  /** The seat's page now (`Table.reopen` and `Table.reset` open it again). */
  page: Page;
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
  /**
   * Starts over from `world` (default: `initialWorld()`) on the same server and browsers: the server's world is
   * replaced, then every page is loaded again (the GM's first, as `openTable` does) and each seat's problems are
   * cleared. Each page boots as a Foundry client joining the world does; nothing of the last scenario is left in
   * a page (scripted dice, dialogs, the module's memory).
   */
  reset(world?: World): Promise<void>;
  /**
   * Closes the seat's page (as a user closing the tab: its socket closes, the server announces the user gone) and,
   * unless `open` is false, opens it again in the same browser context and waits until it has booted. The seat's
   * problems are cleared: what a closed page reported is not the new page's.
   */
  reopen(seat: Seat, open?: boolean): Promise<void>;
  close(): Promise<void>;
}

/** Opens the user's page in `context` and waits until the client has booted; its console problems go to `problems`. */
async function openPage(context: BrowserContext, url: string, userId: string, problems: string[]): Promise<Page> {
  const page = await context.newPage();
  page.on("console", (m) => {
    // Chromium's software GL driver reports its own performance notes as warnings ("[.WebGL-…]GL Driver Message …
    // GPU stall due to ReadPixels", when PIXI measures text); they come from the browser, not from a script.
    if (m.type() === "warning" && /^\[\.WebGL-[0-9a-fx]+\]GL Driver Message \(OpenGL, Performance/.test(m.text())) return;
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${url}game?user=${userId}`);
  await booted(page, userId, problems);
  return page;
}

async function booted(page: Page, userId: string, problems: string[]): Promise<void> {
  try {
    await page.waitForFunction(() => (globalThis as { table?: { ready?: boolean } }).table?.ready === true, undefined, {
      timeout: 60_000,
      polling: 100,
    });
  } catch (e) {
    throw new Error(`${userId}'s client did not boot: ${problems.join(" | ") || String(e)}`);
  }
}

async function seat(browser: Browser, url: string, userId: string): Promise<Seat> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 720 } });
  const problems: string[] = [];
  const page = await openPage(context, url, userId, problems);
  return { userId, page, context, problems };
}

/** Starts the server over `world` (default: `initialWorld()`), under `prefix` ("/" by default), and seats the GM first, then the two players. */
export async function openTable(opts: { prefix?: string; world?: World } = {}): Promise<Table> {
  const server = await startTable({ world: opts.world ?? initialWorld(), ...(opts.prefix ? { prefix: opts.prefix } : {}) });
  const browser = await launchChromium();
  const gm = await seat(browser, server.url, GM);
  const [p1, p2] = await Promise.all([seat(browser, server.url, P1), seat(browser, server.url, P2)]);
  const open = async (s: Seat): Promise<void> => {
    s.problems.length = 0;
    s.page = await openPage(s.context, server.url, s.userId, s.problems);
  };
  const reopen = async (s: Seat, again = true): Promise<void> => {
    await s.page.close();
    if (again) await open(s);
  };
  return {
    server,
    browser,
    gm,
    p1,
    p2,
    reopen,
    reset: async (world = initialWorld()) => {
      // Every page leaves before the world changes, so no client holds a copy of the last one.
      await Promise.all([gm, p1, p2].map((s) => s.page.close()));
      server.reset(world);
      await open(gm);
      await Promise.all([open(p1), open(p2)]);
    },
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
