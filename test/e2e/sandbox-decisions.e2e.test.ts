// End-to-end tests of the players' decisions the sandbox asks while a throw resolves (issue #27 item 4): a Trench
// Crusade model's owner spending its Blessings in the decision panel, and a Necromunda fighter's Running for Cover
// route picked on the table by keyboard; each throw resolves as the core does for those answers, and the log says who
// chose.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Answerer, resolveScenario } from "../../src/core/index.js";
import { nextDecision } from "../../src/sandbox/decision-flow.js";
import { firstCandidate, nudgeRoute, routeChoiceOf, snapRoute } from "../../src/sandbox/route-pick.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import { screenshotPath } from "./screenshots.js";
import { expectPageShows, necroDemo, openPage, registered, resolvedDocument, tcDemo, toScreen, translate, useBrowser } from "./harness.js";

useBrowser();

/** Loads a scenario document into the page as a file (a fresh scenario, the seed field kept). */
async function loadDocument(page: Page, doc: unknown, name: string): Promise<void> {
  await page.setInputFiles("#file", { name, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(doc)) });
  await page.waitForFunction((n) => document.getElementById("status")?.textContent.includes(n), name);
}

/** The decisions listed under the result: tag, who, line. */
const decidedLines = (page: Page): Promise<{ tag: string; by: string; text: string }[]> =>
  page.$$eval("#decided > li", (lis) =>
    lis.map((li) => ({ tag: (li as HTMLElement).dataset["tag"] ?? "", by: (li as HTMLElement).dataset["by"] ?? "", text: li.textContent })),
  );

describe.skipIf(!registered.has("trench-crusade") || !tcDemo)("a Trench Crusade Blessing spend asked in the decision panel", () => {
  const TROOPER = "heretic-trooper";
  /** The demo with the heretic trooper holding 2 Blessing markers. */
  const blessed = (): ScenarioDoc => {
    const doc = structuredClone(tcDemo) as unknown as ScenarioDoc;
    const trooper = doc.battlefield.figures!.find((f) => f.id === TROOPER)!;
    trooper.stats = { ...trooper.stats, blessing: 2 };
    return doc;
  };
  /** With this session seed the demo's Satchel Charge, thrown at its own aim, hits and the trooper is in the blast. */
  const SEED = "bless29";
  const TAG = `T.blessingSpend[${TROOPER}]`;

  it("asks the hit model's owner, answers from the keyboard, and resolves as the core does with that answer", async () => {
    const thrown = { ...blessed(), seed: `${SEED}:1` };
    // What the page should ask: the core's own prompt for the first decision, found in node.
    const expected = nextDecision(thrown, new Set(), { scatter: false, spends: true, routes: false })!;
    expect(expected.prompt).toMatchObject({ tag: TAG, kind: "count", max: 2, fallback: 0, askOf: TROOPER });
    expect(expected.output.outcome).toBe("HIT");

    const page = await openPage(`?ruleset=trench-crusade&seed=${SEED}`);
    await loadDocument(page, blessed(), "blessed.json");
    expect(await page.isChecked("#ask-decisions")).toBe(false);
    await page.check("#ask-decisions");
    await page.focus("#table");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#decision-card:not([hidden])");
    expect(await page.getAttribute("#decision-card", "data-tag")).toBe(TAG);
    // The model the spend is for is ringed on the table.
    expect(await page.getAttribute("#decision-focus", "data-id")).toBe(TROOPER);
    expect(await page.$("#result[data-outcome]")).toBeNull();
    expect(await page.isDisabled("#throw")).toBe(true);
    expect(await page.textContent("#decision-question")).toBe(
      translate({ key: "ORDNANCE.Prompt.count.blessingSpend", data: { max: 2, figure: TROOPER } }),
    );
    expect(await page.textContent("#decision-roll")).toContain(translate({ key: "ORDNANCE.Log.tc.rollInjury", data: { figure: TROOPER } }));
    expect(await page.$$eval("#decision-held li", (lis) => lis.map((li) => li.textContent))).toEqual([
      translate({ key: "ORDNANCE.Prompt.held.blessing", data: { n: 2 } }),
    ]);
    // The automation's suggestion is preselected, and the field has the focus.
    expect(await page.inputValue("#decision-count")).toBe("0");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("decision-count");
    await page.screenshot({ path: screenshotPath("sandbox-decision-spend.png") });

    // Out of range: refused, still asked.
    await page.fill("#decision-count", "3");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.getElementById("status")?.textContent.startsWith("Not an answer the rules allow"));
    expect(await page.isVisible("#decision-card")).toBe(true);
    await page.fill("#decision-count", "2");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    expect(await page.isVisible("#decision-card")).toBe(false);
    expect(await page.$("#decision-focus")).toBeNull();

    const resolved = await resolvedDocument(page);
    expect(resolved.seed).toBe(`${SEED}:1`);
    expect(resolved["decisions"]).toEqual({ blessingSpend: { [TROOPER]: 2 } });
    const output = resolveScenario(resolved, { translate }).output;
    await expectPageShows(page, output);
    // The same as the engine's own prompt answered with 2 by the trooper's owner.
    const owner: Answerer = (p) => (p.kind === "count" && p.tag === TAG ? { value: 2, source: "user", by: "owner" } : undefined);
    expect(output).toEqual(resolveScenario(thrown, { translate, answerer: owner }).output);
    expect(output.affected.find((a) => a.figure === TROOPER)?.effects).toContain(
      translate({ key: "ORDNANCE.Log.tc.blessingSpent", data: { markers: 2 } }),
    );
    // Spent: the trooper holds none for the next throw.
    const table = JSON.parse(await page.inputValue("#json")) as ScenarioDoc;
    expect(table.battlefield.figures!.find((f) => f.id === TROOPER)!.stats).toMatchObject({ blessing: 0 });
    expect(await decidedLines(page)).toEqual([
      {
        tag: TAG,
        by: "you",
        text: translate({
          key: "ORDNANCE.Sandbox.Decided.you",
          data: { what: translate({ key: "ORDNANCE.RollTag.T.blessingSpend", data: { who: TROOPER } }), value: "2" },
        }),
      },
    ]);
    await page.close();
  });

  it("Escape leaves it to the automation, which the log says; with the option off nothing is asked", async () => {
    const thrown = { ...blessed(), seed: `${SEED}:1` };
    const page = await openPage(`?ruleset=trench-crusade&seed=${SEED}`);
    await loadDocument(page, blessed(), "blessed.json");
    await page.check("#ask-decisions");
    await page.click("#throw");
    await page.waitForSelector("#decision-card:not([hidden])");
    await page.keyboard.press("Escape");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    let resolved = await resolvedDocument(page);
    expect(resolved["decisions"]).toBeUndefined();
    const output = resolveScenario(resolved, { translate }).output;
    expect(output).toEqual(resolveScenario(thrown, { translate }).output);
    await expectPageShows(page, output);
    expect((await decidedLines(page)).map((d) => [d.tag, d.by])).toEqual([[TAG, "automation"]]);
    expect(await page.textContent("#status")).toContain(
      translate({
        key: "ORDNANCE.Sandbox.Decide.Left",
        data: { what: translate({ key: "ORDNANCE.RollTag.T.blessingSpend", data: { who: TROOPER } }) },
      }),
    );

    // Undone, and thrown again with the option off: one click, the automation decides, the same result.
    await page.click("#undo");
    await page.waitForSelector("#result:not([data-outcome])", { state: "attached" });
    await page.uncheck("#ask-decisions");
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    expect(await page.isVisible("#decision-card")).toBe(false);
    expect(await page.$("#decision-focus")).toBeNull();
    resolved = await resolvedDocument(page);
    expect(resolveScenario(resolved, { translate }).output).toEqual(output);
    expect((await decidedLines(page)).map((d) => d.by)).toEqual(["automation"]);
    await page.close();
  });
  it("on a phone the question comes before the table, on the first screen; Confirm answers it", async () => {
    const page = await openPage(`?ruleset=trench-crusade&seed=${SEED}`, { width: 390, height: 844 });
    await loadDocument(page, blessed(), "blessed.json");
    await page.check("#ask-decisions");
    await page.click("#throw");
    await page.waitForSelector("#decision-card:not([hidden])");
    const card = await page.$eval("#decision-card", (c) => ({
      top: c.getBoundingClientRect().top,
      bottom: c.getBoundingClientRect().bottom,
    }));
    const table = await page.$eval("#table", (c) => ({ top: c.getBoundingClientRect().top }));
    expect(card.bottom).toBeLessThanOrEqual(table.top);
    expect(card.top).toBeLessThan(844);
    await page.screenshot({ path: screenshotPath("sandbox-decision-phone.png") });
    await page.fill("#decision-count", "1");
    await page.click("#decision-confirm");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    expect((await resolvedDocument(page))["decisions"]).toEqual({ blessingSpend: { [TROOPER]: 1 } });
    await page.close();
  });
});

describe.skipIf(!registered.has("necromunda") || !necroDemo)("a Necromunda Running for Cover route picked on the table", () => {
  const CHAMPION = "escher-champion";
  const TAG = `N.rfcRoute[${CHAMPION}]`;
  /** The demo with friends' Nerve tests resolved at once (so a friend of a casualty may break and run). */
  const cascading = (): ScenarioDoc =>
    ({ ...structuredClone(necroDemo), settings: { "necro.resolveCascadeNerve": true } }) as unknown as ScenarioDoc;
  /** With this session seed the demo's Frag takes the ganger down and the champion, 1.9" from it, breaks and runs 3". */
  const SEED = "run19";
  const learn = () => {
    const found = nextDecision({ ...cascading(), seed: `${SEED}:1` }, new Set(), { scatter: false, spends: true, routes: true });
    if (found?.prompt.kind !== "point") throw new Error("no route asked");
    return { prompt: found.prompt, choice: routeChoiceOf(found.prompt)! };
  };
  const pickShown = (page: Page) =>
    page.$eval("#route-pick", (c) => [Number(c.getAttribute("data-x")), Number(c.getAttribute("data-y"))] as [number, number]);

  async function throwAndWaitForRoute(page: Page): Promise<void> {
    await loadDocument(page, cascading(), "cascading.json");
    await page.check("#ask-decisions");
    await page.focus("#table");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#route-choice[data-figure]", { state: "attached" });
  }

  it("draws the ground the fighter can reach and the automation's route; arrows move the point on it, Enter picks it", async () => {
    const { prompt, choice } = learn();
    expect(prompt).toMatchObject({ tag: TAG, askOf: CHAMPION });
    const page = await openPage(`?ruleset=necromunda&seed=${SEED}`);
    await throwAndWaitForRoute(page);
    expect(await page.getAttribute("#route-choice", "data-figure")).toBe(CHAMPION);
    expect(await page.getAttribute("#decision-focus", "data-id")).toBe(CHAMPION);
    expect(Number(await page.getAttribute("#route-choice", "data-distance"))).toBe(choice.ground.distance);
    expect(Number(await page.getAttribute("#route-choice .route-ground", "data-points"))).toBe(choice.outline.length);
    expect(await page.$("#result[data-outcome]")).toBeNull();
    expect(await page.isVisible("#scatter-auto")).toBe(true);
    expect(await page.textContent("#status")).toBe(
      translate({
        key: "ORDNANCE.Sandbox.Route.Choose",
        data: {
          figure: CHAMPION,
          inches: choice.ground.distance,
          who: translate({ key: "ORDNANCE.Sandbox.Decide.owner", data: { figure: CHAMPION, side: "blue" } }),
        },
      }),
    );
    // The automation's route is drawn and is where the point starts.
    const auto = await page.$eval("#route-auto", (c) => [Number(c.getAttribute("data-x")), Number(c.getAttribute("data-y"))]);
    expect(auto).toEqual(prompt.fallback);
    let expected = firstCandidate(choice);
    expect(await pickShown(page)).toEqual(expected);

    // Four steps west (towards the thrower) and two north (into the wall's way): each snapped onto the legal ground.
    for (const [key, dx, dy] of [
      ["ArrowLeft", -0.5, 0],
      ["ArrowLeft", -0.5, 0],
      ["ArrowLeft", -0.5, 0],
      ["ArrowLeft", -0.5, 0],
      ["ArrowUp", 0, -0.5],
      ["ArrowUp", 0, -0.5],
    ] as const) {
      await page.keyboard.press(key);
      expected = nudgeRoute(choice, expected, dx, dy);
      await page.waitForFunction(([x, y]) => {
        const c = document.getElementById("route-pick");
        return c?.getAttribute("data-x") === String(x) && c.getAttribute("data-y") === String(y);
      }, expected);
      expect(prompt.check(expected)).toBeNull();
    }
    expect(Math.hypot(expected[0] - prompt.fallback![0], expected[1] - prompt.fallback![1])).toBeGreaterThan(1);
    await page.screenshot({ path: screenshotPath("sandbox-decision-route.png") });
    await page.keyboard.press("Enter");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    expect(await page.$("#route-choice[data-figure]")).toBeNull();

    const resolved = await resolvedDocument(page);
    expect(resolved.seed).toBe(`${SEED}:1`);
    expect(resolved["decisions"]).toEqual({ rfcPath: { [CHAMPION]: [expected] } });
    const output = resolveScenario(resolved, { translate }).output;
    await expectPageShows(page, output);
    // The same as the engine's own route prompt answered with that point by the champion's player.
    const player: Answerer = (p) => (p.kind === "point" && p.tag === TAG ? { value: expected, source: "user", by: "player" } : undefined);
    expect(output).toEqual(resolveScenario({ ...cascading(), seed: `${SEED}:1` }, { translate, answerer: player }).output);
    const ran = output.affected.find((a) => a.figure === CHAMPION)!;
    expect([ran.position.x, ran.position.y].map((v) => Math.round(v * 1000) / 1000)).toEqual(
      expected.map((v) => Math.round(v * 1000) / 1000),
    );
    expect((await decidedLines(page)).filter((d) => d.tag === TAG).map((d) => d.by)).toEqual(["you"]);
    await page.close();
  });

  it("snaps the pointer onto the legal ground; Escape takes the automation's route", async () => {
    const { prompt, choice } = learn();
    const page = await openPage(`?ruleset=necromunda&seed=${SEED}`);
    await throwAndWaitForRoute(page);
    // Beyond the house wall: the point stays on this side of it, in the pointer's direction.
    const far: [number, number] = [20.3, 6];
    const screen = await toScreen(page, far[0], far[1]);
    await page.mouse.move(Math.round(screen.x), Math.round(screen.y));
    await page.waitForFunction((y) => Number(document.getElementById("route-pick")?.getAttribute("data-y")) > y, 8);
    const shown = await pickShown(page);
    expect(prompt.check(shown)).toBeNull();
    expect(shown[1]).toBeGreaterThan(8);
    expect(Math.hypot(shown[0] - snapRoute(choice, far)[0], shown[1] - snapRoute(choice, far)[1])).toBeLessThan(0.2);

    // Undo takes back the throw still waiting for its route (nothing was applied), and only that.
    await page.keyboard.press("Control+z");
    await page.waitForSelector("#route-choice:not([data-figure])", { state: "attached" });
    expect(await page.textContent("#status")).toBe(translate({ key: "ORDNANCE.Sandbox.Decide.Dropped" }));
    expect(await page.$("#result[data-outcome]")).toBeNull();
    await page.focus("#table");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#route-choice[data-figure]", { state: "attached" });

    await page.keyboard.press("Escape");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const resolved = await resolvedDocument(page);
    expect(resolved["decisions"]).toBeUndefined();
    const output = resolveScenario(resolved, { translate }).output;
    expect(output).toEqual(resolveScenario({ ...cascading(), seed: `${SEED}:1` }, { translate }).output);
    await expectPageShows(page, output);
    expect((await decidedLines(page)).filter((d) => d.tag === TAG).map((d) => d.by)).toEqual(["automation"]);
    await page.close();
  });
});
