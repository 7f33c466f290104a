// The end-to-end harness: the built sandbox served on a random local port, headless Chromium, and the
// helpers the tests share (open a page and check it loads cleanly, aim at a table point, compare what
// the page shows with the core's output for the same document).

import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import en from "../../lang/en.json";
import { RULESETS, makeTranslator, type OutputDocument, pictureOf, primitivesOf, rollTagLabel } from "../../src/core/index.js";
import { launchChromium } from "./browser.js";
import { type StaticServer, serveStatic } from "./static-server.js";

export const repo = join(import.meta.dirname, "../..");
export const translate = makeTranslator(en);
export const registered = new Set<string>(RULESETS.map((r) => r.id));

export interface Doc {
  ruleset: string;
  battlefield: { figures?: { id: string; x: number; y: number }[]; clouds?: { id: string }[]; [k: string]: unknown };
  attack?: { attacker: string; target: { figure?: string; point?: number[] } };
  [k: string]: unknown;
}

export const demos = readdirSync(join(repo, "examples"))
  .filter((f) => /^demo-.+\.json$/.test(f))
  .map((f) => ({ file: f, doc: JSON.parse(readFileSync(join(repo, "examples", f), "utf8")) as Doc }));

let server: StaticServer;
let browser: Browser;

/** Starts the server and the browser for the test file that calls it (and stops them after it). */
export function useBrowser(): void {
  beforeAll(async () => {
    server = await serveStatic(join(repo, "dist/sandbox"));
    browser = await launchChromium();
    mkdirSync(join(repo, "test-results"), { recursive: true });
  });
  afterAll(async () => {
    await browser.close();
    await server.close();
  });
}

/** Opens the sandbox; it must load with no script error, no console error and no failed request (e.g. a favicon). */
/**
 * Opens the sandbox. Reduced motion by default: the result is drawn at once, so screenshots show it whole; `motion`
 * lets the result play its animation.
 */
export async function openPage(query = "", viewport = { width: 1280, height: 800 }, motion = false): Promise<Page> {
  const page = await browser.newPage({ viewport, reducedMotion: motion ? "no-preference" : "reduce" });
  // Shorter than the test's own timeout, so a stuck step fails with its own name and selector.
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`${String(r.status())} ${r.url()}`);
  });
  await page.goto(`${server.url}${query}`);
  await page.waitForSelector("body[data-ready]");
  await page.waitForLoadState("load");
  expect(errors).toEqual([]);
  return page;
}

/** Screen position of a table point (inches), through the SVG's own transform. */
export function toScreen(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ([tx, ty]) => {
      // The drawing's own group: on a portrait phone a landscape table is drawn turned.
      const content = document.querySelector("#table > g.content") as SVGGraphicsElement;
      const p = new DOMPoint(tx, ty).matrixTransform(content.getScreenCTM()!);
      return { x: p.x, y: p.y };
    },
    [x, y] as const,
  );
}

/** Moves the pointer over a table point (on a whole pixel, as a real pointer is); returns the aim shown and the pixel. */
export async function aimAt(page: Page, x: number, y: number): Promise<{ x: number; y: number; screen: { x: number; y: number } }> {
  const t = await toScreen(page, x, y);
  const screen = { x: Math.round(t.x), y: Math.round(t.y) };
  await page.mouse.move(screen.x, screen.y);
  await page.waitForFunction(
    ([tx, ty]) => {
      const aim = document.getElementById("aim");
      return aim && Math.abs(Number(aim.dataset["x"]) - tx) < 0.2 && Math.abs(Number(aim.dataset["y"]) - ty) < 0.2;
    },
    [x, y] as const,
  );
  await page.waitForSelector('#table[data-odds-current="true"]');
  const shown = await page.$eval("#aim", (a) => ({ x: Number((a as SVGElement).dataset["x"]), y: Number((a as SVGElement).dataset["y"]) }));
  return { ...shown, screen };
}

export const text = (page: Page, selector: string): Promise<string[]> => page.$$eval(selector, (els) => els.map((e) => e.textContent));

export async function resolvedDocument(page: Page): Promise<Doc> {
  return JSON.parse((await page.textContent("#resolved-doc")) ?? "") as Doc;
}

/** The page's drawing and log of the last resolution must be the core's output for the same document. */
export async function expectPageShows(page: Page, expected: OutputDocument): Promise<void> {
  const resolvedFigures = new Map((await resolvedDocument(page)).battlefield.figures?.map((f) => [f.id, f]) ?? []);
  expect(await page.getAttribute("#result", "data-outcome")).toBe(expected.outcome);
  expect(await page.getAttribute("#outcome", "data-outcome")).toBe(expected.outcome);
  expect(await text(page, "#log > li")).toEqual(expected.log);
  // each roll: its tag (for scripting), its dice and faces, and words saying what it is (issue #30: not the bare tag)
  const rolls = await page.$$eval("#rolls tbody tr[data-tag]", (rows) =>
    rows.map((r) => {
      const [, dice, faces] = [...r.querySelectorAll("td")].map((c) => c.textContent);
      return { tag: r.querySelector(".roll-tag")?.textContent, dice, faces, label: r.querySelector(".roll-label")?.textContent ?? "" };
    }),
  );
  expect(rolls.map(({ tag, dice, faces }) => [tag, dice, faces])).toEqual(expected.rolls.map((r) => [r.tag, r.dice, r.faces.join(", ")]));
  expect(rolls.map((r) => r.label)).toEqual(expected.rolls.map((r) => rollTagLabel(r.tag, translate)));
  for (const r of rolls) expect(r.label, r.tag).not.toBe(translate({ key: "ORDNANCE.RollTag.unknown" }));
  if (expected.impact) {
    const drawn = await page.$eval("#impact", (g) => ({
      x: Number((g as SVGElement).dataset["x"]),
      y: Number((g as SVGElement).dataset["y"]),
    }));
    expect(drawn.x).toBeCloseTo(expected.impact.x, 3);
    expect(drawn.y).toBeCloseTo(expected.impact.y, 3);
  } else expect(await page.$("#impact")).toBeNull();
  const legs = await page.$$eval(".path-leg", (ls) =>
    ls.map((l) => [(l as SVGElement).dataset["kind"], ...["x1", "y1", "x2", "y2"].map((a) => Number(l.getAttribute(a)))]),
  );
  expect(legs).toEqual(
    expected.path.map((l) => [l.kind, ...[l.from[0], l.from[1], l.to[0], l.to[1]].map((v) => Math.round(v * 1000) / 1000)]),
  );
  const moved = expected.affected.filter((a) => {
    const from = resolvedFigures.get(a.figure);
    return from && Math.hypot(a.position.x - from.x, a.position.y - from.y) > 0.01;
  });
  // One arrow per move (knocked back, then moved on into base contact, …): each figure that moved has at least one.
  const arrows = await page.$$eval(".move-arrow:not(.cloud-drift)", (ls) => ls.map((l) => (l as SVGElement).dataset["figure"]));
  expect([...new Set(arrows)]).toEqual(moved.map((a) => a.figure));
  // The drawing is the shared picture's (src/core/picture): its moves by kind, its bounce marks, its blast.
  const picture = pictureOf(await resolvedDocument(page), expected);
  const moves = primitivesOf(picture, "move");
  expect(
    await page.$$eval("#result [data-move]", (ls) =>
      ls.map((l) => [(l as SVGElement).dataset["figure"], (l as SVGElement).dataset["move"]]),
    ),
  ).toEqual(moves.filter((m) => m.moveKind !== "cloudDrift" && m.moveKind !== "fall").map((m) => [m.subject, m.moveKind]));
  expect(await page.$$eval("#result .fall-mark", (ls) => ls.map((l) => (l as SVGElement).dataset["figure"]))).toEqual(
    moves.filter((m) => m.moveKind === "fall").map((m) => m.subject),
  );
  expect((await page.$$("#result .bounce-point")).length).toBe(primitivesOf(picture, "bounce").length);
  expect((await page.$$("#result .blast")).length).toBe(primitivesOf(picture, "blast").length);
  const marks = await page.$$eval(".hit-mark", (gs) =>
    gs.map((g) => [(g as SVGElement).dataset["figure"], (g as SVGElement).dataset["status"]]),
  );
  expect(marks).toEqual(expected.affected.map((a) => [a.figure, a.status]));
  const effects = await page.$$eval("#affected > li", (lis) =>
    lis.map((li) => [...li.querySelectorAll(".effects li")].map((e) => e.textContent)),
  );
  expect(effects).toEqual(expected.affected.map((a) => a.effects));
  // The outcome is applied: moved figures stand where the core put them, figures out of action are off.
  for (const a of expected.affected) {
    const fig = await page.$(`.figure[data-id="${a.figure}"]`);
    if (a.status === "outOfAction") expect(await fig?.getAttribute("class")).toContain("casualty");
    else {
      expect(Number(await fig?.getAttribute("data-x"))).toBeCloseTo(a.position.x, 3);
      expect(Number(await fig?.getAttribute("data-y"))).toBeCloseTo(a.position.y, 3);
    }
  }
}

export const gzgDemo = demos.find((d) => d.doc.ruleset === "gzg")!.doc;
export const tcDemo = demos.find((d) => d.doc.ruleset === "trench-crusade")?.doc;
export const necroDemo = demos.find((d) => d.doc.ruleset === "necromunda")?.doc;
