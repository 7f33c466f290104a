// End-to-end: the odds worker the Foundry module ships (dist/odds-worker.js, built by vite.worker.config.ts) runs
// as a module Worker in Chromium: one table sent whole, then attack-only aims on it, each answer equal to the core's
// odds in node for the same seed; an aim on a table it never received is refused, naming it.

import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadScenario, odds } from "../../src/core/index.js";
import { launchChromium } from "./browser.js";
import { repo } from "./harness.js";
import { type StaticServer, serveStatic } from "./static-server.js";

const BUILT = join(repo, "dist/odds-worker.js");
const TRIALS = 400;
const SEED = "built-worker";

const example = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(repo, "examples", name), "utf8")) as Record<string, unknown>;

let dir: string;
let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(BUILT)) throw new Error(`${BUILT} is missing: run \`vite build --config vite.worker.config.ts\` (npm run test:e2e does)`);
  // The built file exactly as shipped, served beside an empty page of the same origin.
  dir = mkdtempSync(join(tmpdir(), "ordnance-worker-"));
  copyFileSync(BUILT, join(dir, "odds-worker.js"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>odds worker</title>");
  server = await serveStatic(dir);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Posts the requests in order to one fresh module Worker of the built file; returns its replies. */
async function ask(requests: readonly object[]): Promise<unknown[]> {
  const page = await browser.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(server.url);
  const replies = await page.evaluate(
    (reqs) =>
      new Promise<unknown[]>((done, fail) => {
        const worker = new Worker("./odds-worker.js", { type: "module" });
        const got: unknown[] = [];
        worker.onerror = (e) => {
          fail(new Error(`worker error: ${e.message}`));
        };
        worker.onmessage = (e: MessageEvent) => {
          got.push(e.data);
          if (got.length === reqs.length) done(got);
        };
        for (const r of reqs) worker.postMessage(r);
      }),
    requests,
  );
  await page.close();
  expect(errors).toEqual([]);
  return replies;
}

/** The core's odds for the document aimed at `target`, as a structured clone would carry them. */
const coreOdds = (doc: Record<string, unknown>, target: unknown): Summary =>
  JSON.parse(
    JSON.stringify(
      odds(loadScenario({ ...doc, attack: { ...(doc["attack"] as object), target } }), { trials: TRIALS, seed: SEED, impacts: true }),
    ),
  ) as Summary;

interface Summary {
  readonly impact: unknown;
}
type Reply = { readonly id: number; readonly summary?: Summary; readonly error?: string; readonly ms?: number };

describe("the built odds worker in Chromium", () => {
  it.each(["necromunda-frag-knockback.json", "gzg-launched-grenade.json", "trench-crusade-satchel-scatter.json"])(
    "%s: a table sent whole, then attack-only aims, each equal to the core's odds for the same seed",
    async (name) => {
      const doc = example(name);
      const attack = doc["attack"] as { target: unknown };
      const aims = [attack.target, { point: [10, 10] }, { point: [12.5, 9] }];
      const requests = [
        ...aims.map((target, i) =>
          i === 0
            ? { id: i, scene: 3, doc, trials: TRIALS, seed: SEED }
            : { id: i, scene: 3, attack: { ...attack, target }, trials: TRIALS, seed: SEED },
        ),
        // The last aim again, its table sent whole under another scene key: the browser's own reference.
        { id: 3, scene: 5, doc: { ...doc, attack: { ...attack, target: aims[2] } }, trials: TRIALS, seed: SEED },
      ];
      const replies = (await ask(requests)) as Reply[];
      expect(replies.map((r) => r.id)).toEqual([0, 1, 2, 3]);
      for (const r of replies) expect(r.error).toBeUndefined();
      // Attack-only on the held table answers exactly as the whole document does, in the same browser.
      expect(replies[2]?.summary).toEqual(replies[3]?.summary);
      // Equal to node's core to the last cell of the impact map (whose path sampling once hung on the last bit of
      // Math.hypot, where Chromium and Node 20 differ: impact-grid.ts STEP_SLACK).
      for (const [i, target] of aims.entries()) {
        expect(replies[i]?.summary).toEqual(coreOdds(doc, target));
        expect(typeof replies[i]?.ms).toBe("number");
      }
    },
  );

  it("refuses an attack-only aim on a table it never received, naming the scene", async () => {
    const doc = example("gzg-launched-grenade.json");
    const replies = await ask([
      { id: 1, scene: 3, doc, trials: 50, seed: SEED },
      { id: 2, scene: 4, attack: doc["attack"], trials: 50, seed: SEED },
    ]);
    expect(replies[1]).toEqual({ id: 2, error: "odds worker: scene 4 was never sent whole" });
  });
});
