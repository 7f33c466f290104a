// End-to-end speed on the big table (300 figures, 5,000 walls, src/cli/big-table.ts): the time from an aim change
// to its first impact map drawn (the worker's early answer when its run is long, see odds-client.ts) and to the
// odds from all the trials, against the odds worker's own time for a full batch in the same run. The numbers are
// printed and written to test-results/big-table-speed.json (docs/testing.md "Speed"). The bound is a ratio, so a
// loaded machine, which slows the page and the worker alike, does not fail it; the target itself (the first map
// within 100 ms) is reported, measured on a quiet machine.

import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { bigTableScenario } from "../../src/cli/big-table.js";
import { FIRST_ANSWER_MS } from "../../src/sandbox/odds-client.js";
import { openPage, repo, toScreen, useBrowser } from "./harness.js";

useBrowser();

/** Aims in the weapon's range (further along the line the rules refuse the throw, and no map is drawn). */
/** Aims in the weapon's range (further along the line the rules refuse the throw, and no map is drawn). */
const AIMS = 8;
/**
 * The first map may take at most this many times its irreducible part: two animation frames (one draws the aim,
 * one the map) and the worker's full batch, both measured in the same run, so a loaded machine slows the bound
 * with the page.
 */
const MAX_RATIO = 2.5;
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round1 = (v: number): number => Math.round(v * 10) / 10;

interface Watch {
  aimAt: number;
  first: number | null;
  full: number | null;
  trials: number;
  workerMs: number;
}

/**
 * Watches the table for the aim at (x, y): when its map is first in the page (data-map-current, heat cells drawn)
 * and when its odds from all the trials are (data-odds-current), in ms after the call. Runs in the page.
 */
function watch([x, y]: readonly [number, number]): void {
  const table = document.getElementById("table")!;
  const w: Watch = { aimAt: performance.now(), first: null, full: null, trials: 0, workerMs: 0 };
  (window as unknown as { watch: Watch }).watch = w;
  const check = (): void => {
    const aim = document.getElementById("aim");
    if (!aim || Math.abs(Number(aim.dataset["x"]) - x) > 0.35 || Math.abs(Number(aim.dataset["y"]) - y) > 0.35) return;
    if (!document.querySelector("#heat-map rect.heat-cell")) return;
    const at = performance.now() - w.aimAt;
    if (w.first === null && table.dataset["mapCurrent"] === "true") {
      w.first = at;
      w.trials = Number(table.dataset["oddsTrials"]);
    }
    if (w.full === null && table.dataset["oddsCurrent"] === "true") {
      w.full = at;
      w.workerMs = Number(table.dataset["oddsWorkerMs"]);
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(table, { attributes: true, subtree: true, childList: true });
}

/** Two animation frames in the page, now. Runs in the page. */
function twoFrames(): Promise<number> {
  const frame = (): Promise<number> => new Promise((r) => requestAnimationFrame(r));
  return frame().then((a) => frame().then(() => frame().then((b) => b - a)));
}

it("draws the map for a new aim on the big table within a bound set by the frames and the worker's own time", async () => {
  const page = await openPage();
  const doc = bigTableScenario("gzg");
  await page.$eval("#json", (el, text) => ((el as HTMLTextAreaElement).value = text), JSON.stringify(doc));
  await page.$eval("#apply-json", (b) => {
    (b as HTMLButtonElement).click();
  });
  await page.waitForSelector('#table[data-odds-current="true"]', { timeout: 60_000 });
  expect(await page.$$eval("#table-ground .walls line", (ls) => ls.length)).toBe(5000);

  const attack = doc["attack"] as { attacker: string; target: { figure?: string; point?: number[] } };
  const figures = (doc["battlefield"] as { figures: { id: string; x: number; y: number }[] }).figures;
  const aimed = attack.target.point ?? [
    figures.find((f) => f.id === attack.target.figure)!.x,
    figures.find((f) => f.id === attack.target.figure)!.y,
  ];
  const firstMs: number[] = [];
  const fullMs: number[] = [];
  const workerMs: number[] = [];
  const firstTrials: number[] = [];
  const framesMs: number[] = [];
  for (let i = 0; i < AIMS; i++) {
    // New points a little apart (each its own odds), off any figure; the pointer lands on whole pixels (≈ 0.2" here).
    const x = aimed[0]! + 0.7 * (i + 1);
    const y = aimed[1]! + 0.3 * i;
    const s = await toScreen(page, x, y);
    framesMs.push(await page.evaluate(twoFrames));
    await page.evaluate(watch, [x, y] as const);
    await page.mouse.move(Math.round(s.x), Math.round(s.y));
    const done = await page.waitForFunction(() => {
      const w = (window as unknown as { watch: Watch }).watch;
      return w.full !== null && w;
    });
    const w = (await done.jsonValue()) as Watch;
    firstMs.push(w.first!);
    fullMs.push(w.full!);
    firstTrials.push(w.trials);
    workerMs.push(w.workerMs);
  }
  const floor = median(framesMs) + median(workerMs);
  const result = {
    aims: AIMS,
    firstMapMedianMs: Math.round(median(firstMs)),
    fullOddsMedianMs: Math.round(median(fullMs)),
    workerMedianMs: round1(median(workerMs)),
    twoFramesMedianMs: round1(median(framesMs)),
    ratio: round1(median(firstMs) / floor),
    firstAnswerBudgetMs: FIRST_ANSWER_MS,
    firstMs: firstMs.map(Math.round),
    firstTrials,
    fullMs: fullMs.map(Math.round),
    workerMs: workerMs.map(round1),
  };
  console.log("big table, aim → impact map:", JSON.stringify(result));
  writeFileSync(join(repo, "test-results/big-table-speed.json"), `${JSON.stringify(result, null, 2)}\n`);
  expect(workerMs.every((v) => v > 0)).toBe(true);
  // Every final answer ran all the trials; a first answer ran fewer only when it came early.
  expect(await page.getAttribute("#table", "data-odds-trials")).toBe("800");
  expect(firstMs.every((v, i) => v <= fullMs[i]!)).toBe(true);
  expect(firstTrials.every((n) => n > 0 && n <= 800)).toBe(true);
  expect(result.ratio).toBeLessThan(MAX_RATIO);
  await page.close();
}, 180_000);
