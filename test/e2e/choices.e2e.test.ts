// End-to-end tests of the players' decisions made on the table: the opponent's Trench Crusade scatter
// point (the circle with its legal and illegal stretches, pointer and keyboard) and the Necromunda
// resolution order, each resolved with the same dice as the core in node.

import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadScenario, orderAtAim, resolveScenario } from "../../src/core/index.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import { learnScatter, pointAt } from "../../src/sandbox/scatter-pick.js";
import { applyOutput, newSession } from "../../src/sandbox/session.js";
import {
  type Doc,
  aimAt,
  expectPageShows,
  necroDemo,
  openPage,
  registered,
  repo,
  resolvedDocument,
  tcDemo,
  toScreen,
  translate,
  useBrowser,
} from "./harness.js";

useBrowser();

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
    await page.waitForFunction(() => document.getElementById("status")?.textContent.startsWith("Not a legal scatter point"));
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
    // Undo restores the table and the result drawn with it: the automation's throw.
    await page.click("#undo");
    await page.waitForFunction(() => !(document.getElementById("resolved-doc")?.textContent ?? "").includes('"endOfRound": true'));
    expect(await page.getAttribute("#result", "data-outcome")).toBe(learned.output.outcome);
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
    const under = orderAtAim(loadScenario(necroDemo))!.slice();
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
