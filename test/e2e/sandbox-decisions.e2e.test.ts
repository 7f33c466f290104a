// End-to-end tests of the players' decisions the sandbox asks while a throw resolves (issue #27 item 4): a Trench
// Crusade model's owner spending its Blessings in the decision panel, and a Necromunda fighter's Running for Cover
// route picked on the table by keyboard; each throw resolves as the core does for those answers, and the log says who
// chose.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type Answerer, resolveScenario } from "../../src/core/index.js";
import { nextDecision } from "../../src/sandbox/decision-flow.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import { screenshotPath } from "./screenshots.js";
import { expectPageShows, openPage, registered, resolvedDocument, tcDemo, translate, useBrowser } from "./harness.js";

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
    resolved = await resolvedDocument(page);
    expect(resolveScenario(resolved, { translate }).output).toEqual(output);
    expect((await decidedLines(page)).map((d) => d.by)).toEqual(["automation"]);
    await page.close();
  });
});
