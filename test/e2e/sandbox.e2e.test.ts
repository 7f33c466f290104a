// End-to-end tests of the sandbox page in headless Chromium: each available demo is aimed and thrown
// with a fixed seed, and what the page shows (log, rolls, impact, figures hit, live odds) must equal
// the same document resolved by the core in node; hand-edited and broken scenarios are loaded too.

import { mkdirSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { RULESETS, loadScenario, makeTranslator, odds, resolveScenario, type OutputDocument } from "../../src/core/index.js";
import { ODDS_SEED, ODDS_TRIALS } from "../../src/sandbox/odds-client.js";
import { fightersUnderMarker } from "../../src/sandbox/order-list.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import { learnScatter, pointAt } from "../../src/sandbox/scatter-pick.js";
import { applyOutput, newSession } from "../../src/sandbox/session.js";
import { launchChromium } from "./browser.js";
import { type StaticServer, serveStatic } from "./static-server.js";

const repo = join(import.meta.dirname, "../..");
const translate = makeTranslator(en);
const registered = new Set<string>(RULESETS.map((r) => r.id));

interface Doc {
  ruleset: string;
  battlefield: { figures?: { id: string; x: number; y: number }[]; clouds?: { id: string }[]; [k: string]: unknown };
  attack?: { attacker: string; target: { figure?: string; point?: number[] } };
  [k: string]: unknown;
}

const demos = readdirSync(join(repo, "examples"))
  .filter((f) => /^demo-.+\.json$/.test(f))
  .map((f) => ({ file: f, doc: JSON.parse(readFileSync(join(repo, "examples", f), "utf8")) as Doc }));

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  server = await serveStatic(join(repo, "dist/sandbox"));
  browser = await launchChromium();
  mkdirSync(join(repo, "test-results"), { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPage(query = "", viewport = { width: 1280, height: 800 }): Promise<Page> {
  const page = await browser.newPage({ viewport });
  // Shorter than the test's own timeout, so a stuck step fails with its own name and selector.
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${server.url}${query}`);
  await page.waitForSelector("body[data-ready]");
  expect(errors).toEqual([]);
  return page;
}

/** Screen position of a table point (inches), through the SVG's own transform. */
function toScreen(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
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
async function aimAt(page: Page, x: number, y: number): Promise<{ x: number; y: number; screen: { x: number; y: number } }> {
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

const text = (page: Page, selector: string): Promise<string[]> => page.$$eval(selector, (els) => els.map((e) => e.textContent ?? ""));

async function resolvedDocument(page: Page): Promise<Doc> {
  return JSON.parse((await page.textContent("#resolved-doc")) ?? "") as Doc;
}

/** The page's drawing and log of the last resolution must be the core's output for the same document. */
async function expectPageShows(page: Page, expected: OutputDocument): Promise<void> {
  const resolvedFigures = new Map((await resolvedDocument(page)).battlefield.figures?.map((f) => [f.id, f]) ?? []);
  expect(await page.getAttribute("#result", "data-outcome")).toBe(expected.outcome);
  expect(await page.getAttribute("#outcome", "data-outcome")).toBe(expected.outcome);
  expect(await text(page, "#log > li")).toEqual(expected.log);
  const rolls = await page.$$eval("#rolls tbody tr[data-tag]", (rows) =>
    rows.map((r) => [...r.querySelectorAll("td")].map((c) => c.textContent)),
  );
  expect(rolls).toEqual(expected.rolls.map((r) => [r.tag, r.dice, r.faces.join(", ")]));
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
  expect(await page.$$eval(".move-arrow:not(.cloud-drift)", (ls) => ls.map((l) => (l as SVGElement).dataset["figure"]))).toEqual(
    moved.map((a) => a.figure),
  );
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

describe("sandbox demos", () => {
  it("lists only registered rulesets and says which demos need a missing one", async () => {
    const page = await openPage();
    const options = await page.$$eval("#ruleset option", (os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(options.sort()).toEqual([...registered].sort());
    const missing = demos.filter((d) => !registered.has(d.doc.ruleset));
    const notice = await page.$("#notice:not([hidden])");
    if (missing.length) {
      expect(notice).not.toBeNull();
      for (const d of missing)
        expect(await page.$eval(`#demo option[value="${d.file.replace(/\.json$/, "")}"]`, (o) => (o as HTMLOptionElement).disabled)).toBe(
          true,
        );
    } else expect(notice).toBeNull();
    await page.close();
  });

  for (const demo of demos.filter((d) => registered.has(d.doc.ruleset))) {
    it(`${demo.file}: aim with live odds, throw with a fixed seed, same result as the core`, async () => {
      const page = await openPage(`?ruleset=${demo.doc.ruleset}&seed=e2e`);
      expect(await page.$$eval("#table .figure", (fs) => fs.length)).toBe(demo.doc.battlefield.figures?.length);
      const target = demo.doc.attack!.target;
      const goal = target.point
        ? { x: target.point[0]!, y: target.point[1]! }
        : demo.doc.battlefield.figures!.find((f) => f.id === target.figure)!;
      const aim = await aimAt(page, goal.x, goal.y);
      const shownOdds = await page.$$eval(".figure[data-odds-hit]", (fs) =>
        Object.fromEntries(
          fs.map((f) => [
            (f as SVGElement).dataset["id"],
            { hit: Number((f as SVGElement).dataset["oddsHit"]), outOfAction: Number((f as SVGElement).dataset["oddsOoa"]) },
          ]),
        ),
      );
      await page.mouse.click(aim.screen.x, aim.screen.y);
      await page.waitForSelector("#result[data-outcome]", { state: "attached" });

      const resolved = await resolvedDocument(page);
      expect(resolved.seed).toBe("e2e:1");
      expect(resolved.battlefield).toEqual(demo.doc.battlefield);
      expect(resolved.attack?.attacker).toBe(demo.doc.attack!.attacker);
      if (resolved.attack?.target.point) expect(resolved.attack.target.point).toEqual([aim.x, aim.y]);
      else expect(resolved.attack?.target.figure).toBe(target.figure);

      const expected = resolveScenario(resolved, { translate }).output;
      await expectPageShows(page, expected);
      const nodeOdds = odds(loadScenario({ ...resolved, seed: ODDS_SEED }), { trials: ODDS_TRIALS, seed: ODDS_SEED });
      expect(shownOdds).toEqual(nodeOdds.figures);
      await page.screenshot({ path: join(repo, "test-results", `sandbox-${demo.doc.ruleset}.png`) });
      await page.close();
    });
  }
});

const gzgDemo = demos.find((d) => d.doc.ruleset === "gzg")!.doc;

describe("sandbox controls", () => {
  it("is keyboard usable: arrows move the aim, Enter throws, Ctrl+Z undoes, Escape cancels", async () => {
    const page = await openPage("?seed=keys");
    const start = gzgDemo.attack!.target.point!;
    await page.focus("#table");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    await page.waitForFunction(
      ([x, y]) => document.getElementById("aim")?.dataset["x"] === String(x) && document.getElementById("aim")?.dataset["y"] === String(y),
      [start[0]! + 1, start[1]! + 2] as const,
    );
    await page.keyboard.press("Enter");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const resolved = await resolvedDocument(page);
    expect(resolved.attack?.target.point).toEqual([start[0]! + 1, start[1]! + 2]);
    expect(resolved.seed).toBe("keys:1");
    await expectPageShows(page, resolveScenario(resolved, { translate }).output);

    await page.keyboard.press("Control+z");
    await page.waitForSelector("#result:not([data-outcome])", { state: "attached" });
    expect(JSON.parse(await page.inputValue("#json"))).toEqual(gzgDemo);
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.getElementById("aim")?.dataset["x"] === undefined);
    expect(await page.textContent("#aim-text")).toBe(translate({ key: "ORDNANCE.Sandbox.AimNone" }));
    await page.close();
  });

  it("ends the round through the core (clouds dissipate or drift) and undoes it", async () => {
    const page = await openPage("?seed=round");
    const cloudsBefore = await page.$$eval(".cloud", (cs) => cs.map((c) => (c as SVGElement).dataset["id"]));
    expect(cloudsBefore).toEqual(gzgDemo.battlefield.clouds!.map((c) => c.id));
    await page.click("#end-round");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const resolved = await resolvedDocument(page);
    expect(resolved["endOfRound"]).toBe(true);
    expect(resolved.attack).toBeUndefined();
    expect(resolved.seed).toBe("round:1");
    const expected = resolveScenario(resolved, { translate }).output;
    expect(expected.outcome).toBe("UPKEEP");
    await expectPageShows(page, expected);
    const left = cloudsBefore.filter((id) => !expected.clouds.removed.includes(id!));
    expect(await page.$$eval(".cloud", (cs) => cs.map((c) => (c as SVGElement).dataset["id"]))).toEqual(left);
    const state = JSON.parse(await page.inputValue("#json")) as Doc;
    expect(state.battlefield.clouds?.map((c) => c.id)).toEqual(left);
    // This seed makes the smoke linger and drift on a newly rolled wind: drawn as an arrow, kept in the state.
    expect(expected.clouds.moved.length).toBeGreaterThan(0);
    for (const m of expected.clouds.moved) {
      expect(await page.$(`.cloud-drift[data-cloud="${m.id}"]`)).not.toBeNull();
      expect(Number(await page.getAttribute(`.cloud[data-id="${m.id}"]`, "data-x"))).toBeCloseTo(m.x, 3);
      expect(Number(await page.getAttribute(`.cloud[data-id="${m.id}"]`, "data-y"))).toBeCloseTo(m.y, 3);
    }
    expect(state.battlefield["wind"]).toMatchObject({ hour: (expected["wind"] as { hour: number }).hour });

    await page.click("#undo");
    await page.waitForSelector("#result:not([data-outcome])", { state: "attached" });
    expect(await page.$$eval(".cloud", (cs) => cs.map((c) => (c as SVGElement).dataset["id"]))).toEqual(cloudsBefore);
    await page.close();
  });

  it("writes rules settings from the ruleset's spec into the scenario and resolves with them", async () => {
    const page = await openPage("?seed=settings");
    await page.click("#settings-card summary");
    const controls = await page.$$eval("#settings [data-key]", (els) => els.map((e) => (e as HTMLElement).dataset["key"]));
    expect(controls).toEqual(Object.keys(RULESETS.find((r) => r.id === "gzg")!.settings));
    await page.uncheck('#settings [data-key="gzg.wallsShieldBlast"]');
    await page.selectOption('#settings [data-key="gzg.explosiveEffect"]', "detailed");
    await page.fill('#settings [data-key="gzg.maxBounces"]', "1");
    await page.press('#settings [data-key="gzg.maxBounces"]', "Tab");
    const settings = { "gzg.wallsShieldBlast": false, "gzg.explosiveEffect": "detailed", "gzg.maxBounces": 1 };
    expect((JSON.parse(await page.inputValue("#json")) as Doc)["settings"]).toEqual(settings);
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const resolved = await resolvedDocument(page);
    expect(resolved["settings"]).toEqual(settings);
    await expectPageShows(page, resolveScenario(resolved, { translate }).output);
    await page.close();
  });

  it("throws a ruleset preset with another attacker", async () => {
    const page = await openPage("?seed=preset");
    const preset = RULESETS.find((r) => r.id === "gzg")!.presets.find((p) => p.id === "gzg.smokeGrenade")!;
    await page.selectOption("#attacker", "sergeant");
    await page.selectOption("#weapon", preset.id);
    await page.waitForSelector('#table .figure.attacker[data-id="sergeant"]');
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const resolved = await resolvedDocument(page);
    expect(resolved.attack).toMatchObject({ attacker: "sergeant", weapon: preset.weapon });
    const expected = resolveScenario(resolved, { translate }).output;
    await expectPageShows(page, expected);
    expect(await page.$$eval(".cloud", (cs) => cs.length)).toBe(gzgDemo.battlefield.clouds!.length + expected.clouds.placed.length);
    await page.close();
  });

  it("loads a hand-edited scenario from the JSON editor and throws it", async () => {
    const page = await openPage("?seed=edited");
    const edited = structuredClone(gzgDemo) as Doc & { attack: { weapon: Record<string, unknown> } };
    edited.battlefield.figures = edited.battlefield.figures!.filter((f) => f.id !== "medic");
    edited.battlefield.figures.find((f) => f.id === "grenadier")!.x = 14;
    edited.attack.attacker = "gunner";
    edited.attack.weapon = { name: "Launched smoke round", rangeBand: 6, fuse: "contact", payload: "smoke", blastRadius: 0 };
    edited.attack.target = { point: [30, 24] };
    await page.click("#json-card summary");
    await page.fill("#json", JSON.stringify(edited, null, 2));
    await page.click("#apply-json");
    await page.waitForFunction(() => !document.querySelector('.figure[data-id="medic"]'));
    expect(await page.$eval('.figure[data-id="grenadier"]', (f) => (f as SVGElement).dataset["x"])).toBe("14");
    expect(await page.inputValue("#attacker")).toBe("gunner");
    await page.focus("#table");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const resolved = await resolvedDocument(page);
    expect(resolved.attack).toEqual(edited.attack);
    const expected = resolveScenario(resolved, { translate }).output;
    await expectPageShows(page, expected);
    expect(expected.clouds.placed.length).toBe(1);
    expect(await page.$$eval(".cloud-smoke", (cs) => cs.length)).toBe(2);
    await page.close();
  });

  it("shows the core's error, naming the JSON path, for a bad scenario file and keeps the table", async () => {
    const page = await openPage();
    const figures = await page.$$eval("#table .figure", (fs) => fs.length);
    const bad = structuredClone(gzgDemo) as unknown as { battlefield: { figures: Record<string, unknown>[] } };
    bad.battlefield.figures[1]!["x"] = "ten";
    await page.setInputFiles("#file", { name: "bad.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(bad)) });
    await page.waitForSelector("#error:not([hidden])");
    const message = (await page.textContent("#error")) ?? "";
    expect(message).toContain("bad.json");
    expect(message).toContain("$.battlefield.figures[1].x: expected a number");
    expect(await page.$$eval("#table .figure", (fs) => fs.length)).toBe(figures);

    await page.setInputFiles("#file", {
      name: "typo.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ ...gzgDemo, atack: {} })),
    });
    await page.waitForFunction(() => document.getElementById("error")?.textContent?.includes("typo.json"));
    expect(await page.textContent("#error")).toContain("$.atack: unknown field");

    await page.setInputFiles("#file", { name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{ not json") });
    await page.waitForFunction(() => document.getElementById("error")?.textContent?.includes("broken.json is not valid JSON"));

    const unregistered = ["necromunda", "trench-crusade", "gzg"].find((r) => !registered.has(r));
    if (unregistered) {
      await page.setInputFiles("#file", {
        name: "other.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify({ ...gzgDemo, ruleset: unregistered })),
      });
      await page.waitForFunction(() => document.getElementById("error")?.textContent?.includes("other.json"));
      expect(await page.textContent("#error")).toContain(`$.ruleset: the ${unregistered} ruleset is not available in this build`);
    }
    expect(await page.$$eval("#table .figure", (fs) => fs.length)).toBe(figures);
    await page.close();
  });

  it("fits a phone-sized screen", async () => {
    const page = await openPage("?seed=phone", { width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The landscape table is drawn turned, edge to edge: the full width, and taller than wide.
    const box = await page.$eval("#table", (t) => ({ width: t.getBoundingClientRect().width, height: t.getBoundingClientRect().height }));
    expect(box.width).toBe(390);
    expect(await page.getAttribute("#table", "data-turned")).toBe("true");
    const bounds = gzgDemo.battlefield["bounds"] as { width: number; height: number };
    expect(bounds.width).toBeGreaterThan(bounds.height);
    expect(box.height).toBeGreaterThan(box.width * 1.2);
    // Pointer positions still map to the table: aim at a figure, drawn where the pointer is.
    const figure = gzgDemo.battlefield.figures![1]!;
    await aimAt(page, figure.x, figure.y);
    const drawn = await page.$eval(`.figure[data-id="${figure.id}"] .base`, (c) => c.getBoundingClientRect());
    const at = await toScreen(page, figure.x, figure.y);
    expect(Math.abs(drawn.x + drawn.width / 2 - at.x)).toBeLessThan(2);
    expect(Math.abs(drawn.y + drawn.height / 2 - at.y)).toBeLessThan(2);
    expect(await page.textContent("#aim-text")).toContain(figure.id);
    // The arrow keys move the aim as seen on the turned table: right on screen is the table's −y.
    await page.focus("#table");
    const before = await page.$eval("#aim", (a) => ({
      x: Number((a as SVGElement).dataset["x"]),
      y: Number((a as SVGElement).dataset["y"]),
    }));
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(
      ([x, y]) => document.getElementById("aim")?.dataset["x"] === String(x) && document.getElementById("aim")?.dataset["y"] === String(y),
      [before.x, before.y - 0.5] as const,
    );
    // Unseeded: a fresh seed per throw, still written into the resolved document so it can be replayed.
    await page.uncheck("#seeded");
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const resolved = await resolvedDocument(page);
    expect(resolved.seed).toMatch(/^[0-9a-z]+:1$/);
    expect(resolved.seed).not.toBe("phone:1");
    await expectPageShows(page, resolveScenario(resolved, { translate }).output);
    await page.screenshot({ path: join(repo, "test-results", "sandbox-phone.png"), fullPage: true });
    await page.close();
  });
});

const tcDemo = demos.find((d) => d.doc.ruleset === "trench-crusade")?.doc;
const necroDemo = demos.find((d) => d.doc.ruleset === "necromunda")?.doc;

/** The arcs drawn for the opponent's scatter choice. */
const drawnArcs = (page: Page): Promise<{ from: number; to: number; legal: boolean }[]> =>
  page.$$eval("#scatter-choice .scatter-arc", (as) =>
    as.map((a) => ({
      from: Number(a.getAttribute("data-from")),
      to: Number(a.getAttribute("data-to")),
      legal: a.getAttribute("data-legal") === "true",
    })),
  );

const shownPick = (page: Page): Promise<{ x: number; y: number; legal: boolean }> =>
  page.$eval("#scatter-pick", (p) => ({
    x: Number(p.getAttribute("data-x")),
    y: Number(p.getAttribute("data-y")),
    legal: p.getAttribute("data-legal") === "true",
  }));

describe.skipIf(!registered.has("trench-crusade"))("the opponent's Trench Crusade scatter point", () => {
  /** With this session seed the demo's Satchel Charge, thrown at its own aim, fails and scatters. */
  const SEED = "scatter10";
  const learn = () => learnScatter({ ...(structuredClone(tcDemo) as unknown as ScenarioDoc), seed: `${SEED}:1` }, translate)!;

  it("draws the circle with its illegal stretches, refuses an illegal click and resolves the clicked point with the same dice", async () => {
    const expected = learn();
    expect(expected.arcs.some((a) => !a.legal)).toBe(true);
    const page = await openPage(`?ruleset=trench-crusade&seed=${SEED}`);
    expect(await page.isChecked("#opponent-scatter")).toBe(false);
    expect(await page.isVisible("#opponent-scatter")).toBe(true);
    expect(await page.isVisible("#order-card")).toBe(false);
    await page.check("#opponent-scatter");
    const target = tcDemo!.attack!.target.point!;
    const aim = await aimAt(page, target[0]!, target[1]!);
    await page.mouse.click(aim.screen.x, aim.screen.y);
    await page.waitForSelector("#scatter-choice[data-radius]", { state: "attached" });
    expect(Number(await page.getAttribute("#scatter-choice", "data-radius"))).toBe(expected.radius);
    expect(await drawnArcs(page)).toEqual(expected.arcs);
    expect(await page.$("#result[data-outcome]")).toBeNull();
    expect(await page.textContent("#status")).toBe(
      translate({ key: "ORDNANCE.Sandbox.Scatter.Choose", data: { inches: expected.radius, side: expected.chooser } }),
    );

    // A click past the circle on an illegal stretch (behind the house wall) snaps to it and is refused.
    const bad = expected.arcs.find((a) => !a.legal)!;
    const [bx, by] = pointAt(expected.centre, expected.radius + 1.5, (bad.from + bad.to) / 2);
    const badScreen = await toScreen(page, bx, by);
    await page.mouse.move(badScreen.x, badScreen.y);
    await page.waitForSelector('#scatter-pick[data-legal="false"]', { state: "attached" });
    await page.screenshot({ path: join(repo, "test-results", "sandbox-scatter-choice.png") });
    await page.mouse.click(badScreen.x, badScreen.y);
    await page.waitForFunction(() => document.getElementById("status")?.textContent?.startsWith("Not a legal scatter point"));
    expect(await page.$("#result[data-outcome]")).toBeNull();

    // A click on a legal stretch, far from the automation's own pick, is the opponent's point.
    const good = expected.arcs.filter((a) => a.legal).sort((a, b) => b.to - b.from - (a.to - a.from))[0]!;
    const [gx, gy] = pointAt(expected.centre, expected.radius + 1.5, (good.from + good.to) / 2);
    const goodScreen = await toScreen(page, gx, gy);
    await page.mouse.move(Math.round(goodScreen.x), Math.round(goodScreen.y));
    await page.waitForSelector('#scatter-pick[data-legal="true"]', { state: "attached" });
    const pick = await shownPick(page);
    expect(Math.hypot(pick.x - expected.centre.x, pick.y - expected.centre.y)).toBeCloseTo(expected.radius, 3);
    await page.mouse.click(Math.round(goodScreen.x), Math.round(goodScreen.y));
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });

    const resolved = await resolvedDocument(page);
    expect(resolved.seed).toBe(`${SEED}:1`);
    expect(resolved["decisions"]).toEqual({ scatterPoint: [pick.x, pick.y] });
    const output = resolveScenario(resolved, { translate }).output;
    await expectPageShows(page, output);
    expect(output.outcome).toBe("SCATTERED");
    expect([output.impact!.x, output.impact!.y]).toEqual([pick.x, pick.y]);
    expect(Math.hypot(pick.x - expected.fallback![0], pick.y - expected.fallback![1])).toBeGreaterThan(1);
    // The same dice as the learning resolution: same Success Roll, same scatter distance.
    expect(output["successRoll"]).toEqual(expected.output["successRoll"]);
    expect(output["scatterDistance"]).toBe(expected.radius);
    expect(await page.$("#scatter-choice[data-radius]")).toBeNull();
    await page.close();
  });

  it("is keyboard usable: arrows turn the point, Enter picks it; Escape leaves it to the automation policy", async () => {
    const expected = learn();
    const page = await openPage(`?ruleset=trench-crusade&seed=${SEED}`);
    await page.check("#opponent-scatter");
    await page.focus("#table");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#scatter-choice[data-radius]", { state: "attached" });
    const start =
      Math.round((Math.atan2(expected.fallback![1] - expected.centre.y, expected.fallback![0] - expected.centre.x) * 180) / Math.PI + 360) %
      360;
    const first = await shownPick(page);
    expect([first.x, first.y]).toEqual(pointAt(expected.centre, expected.radius, start));
    // Turn to a bearing the core accepts: the legal stretch nearest clockwise, plus 2°.
    let turns = 0;
    while (expected.check(pointAt(expected.centre, expected.radius, start + turns)) !== null || turns < 12) turns++;
    for (let i = 0; i < turns; i++) await page.keyboard.press("ArrowRight");
    const target = pointAt(expected.centre, expected.radius, start + turns);
    await page.waitForFunction(
      ([x, y]) =>
        document.getElementById("scatter-pick")?.getAttribute("data-x") === String(x) &&
        document.getElementById("scatter-pick")?.getAttribute("data-y") === String(y),
      target,
    );
    await page.keyboard.press("Enter");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    let resolved = await resolvedDocument(page);
    expect(resolved["decisions"]).toEqual({ scatterPoint: target });
    await expectPageShows(page, resolveScenario(resolved, { translate }).output);

    // Undo, throw again with the same seed, and let the automation choose.
    await page.keyboard.press("Control+z");
    await page.waitForSelector("#result:not([data-outcome])", { state: "attached" });
    await page.focus("#table");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#scatter-choice[data-radius]", { state: "attached" });
    await page.keyboard.press("Escape");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    resolved = await resolvedDocument(page);
    expect(resolved.seed).toBe(`${SEED}:1`);
    expect(resolved["decisions"]).toBeUndefined();
    const output = resolveScenario(resolved, { translate }).output;
    expect(output).toEqual(expected.output);
    await expectPageShows(page, output);
    await page.close();
  });

  it("ending the round while the opponent chooses lets the automation land the throw first", async () => {
    const page = await openPage(`?ruleset=trench-crusade&seed=${SEED}`);
    await page.check("#opponent-scatter");
    await page.click("#throw");
    await page.waitForSelector("#scatter-choice[data-radius]", { state: "attached" });
    expect(await page.isDisabled("#throw")).toBe(true);
    await page.click("#end-round");
    await page.waitForFunction(() => (document.getElementById("resolved-doc")?.textContent ?? "").includes('"endOfRound": true'));
    expect(await page.$("#scatter-choice[data-radius]")).toBeNull();
    const resolved = await resolvedDocument(page);
    expect(resolved.seed).toBe(`${SEED}:2`);
    // The throw before it was applied as the automation placed it: undoing the upkeep shows that state.
    const learned = learn();
    const thrown = applyOutput(newSession(structuredClone(tcDemo) as unknown as ScenarioDoc), learned.doc, learned.output);
    await page.click("#undo");
    await page.waitForSelector("#result:not([data-outcome])", { state: "attached" });
    expect(JSON.parse(await page.inputValue("#json"))).toEqual(thrown.doc);
    await page.close();
  });

  it("stays one-click with the option off: the automation policy chooses", async () => {
    const page = await openPage(`?ruleset=trench-crusade&seed=${SEED}`);
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const resolved = await resolvedDocument(page);
    expect(resolved["decisions"]).toBeUndefined();
    expect(resolveScenario(resolved, { translate }).output).toEqual(learn().output);
    await page.close();
  });
});

describe.skipIf(!registered.has("necromunda"))("the Necromunda resolution order", () => {
  it("lists the fighters under the marker, reorders them from the keyboard into decisions, and the throw follows it", async () => {
    const page = await openPage("?ruleset=necromunda&seed=order");
    await page.waitForSelector("#order-card:not([hidden])");
    expect(await page.isVisible("#opponent-scatter")).toBe(false);
    const figures = (necroDemo!.battlefield.figures as { id: string; x: number; y: number; baseRadius?: number }[]).map((f) => ({
      ...f,
      baseRadius: f.baseRadius ?? 0.5,
    }));
    const target = figures.find((f) => f.id === necroDemo!.attack!.target.figure)!;
    const under = fightersUnderMarker(figures, target, 1.5);
    expect(under.length).toBeGreaterThan(1);
    const listed = () => page.$$eval("#resolution-order > li", (lis) => lis.map((li) => (li as HTMLElement).dataset["id"]));
    expect(await listed()).toEqual(under);
    const reversed = under.slice().reverse();
    for (let i = 0; i < under.length - 1; i++) {
      await page.focus(`#resolution-order button[data-id="${under[0]}"][data-move="1"]`);
      await page.keyboard.press("Enter");
    }
    await page.waitForFunction(
      (want) =>
        JSON.stringify([...document.querySelectorAll("#resolution-order > li")].map((li) => (li as HTMLElement).dataset["id"])) === want,
      JSON.stringify(reversed),
    );
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset["id"])).toBe(under[0]);
    expect((JSON.parse(await page.inputValue("#json")) as Doc)["decisions"]).toEqual({ resolutionOrder: reversed });
    await page.screenshot({ path: join(repo, "test-results", "sandbox-resolution-order.png") });

    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const resolved = await resolvedDocument(page);
    expect(resolved.seed).toBe("order:1");
    expect(resolved["decisions"]).toEqual({ resolutionOrder: reversed });
    const output = resolveScenario(resolved, { translate }).output;
    expect(output["hitFigures"]).toEqual(reversed);
    await expectPageShows(page, output);
    // The order was for that throw; the distance order without it would differ.
    const plain = structuredClone(resolved);
    delete plain["decisions"];
    expect(resolveScenario(plain, { translate }).output["hitFigures"]).toEqual(under);
    expect((JSON.parse(await page.inputValue("#json")) as Doc)["decisions"]).toBeUndefined();
    await page.close();
  });
});
