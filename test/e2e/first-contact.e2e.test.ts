// End-to-end tests of what a newcomer meets first: the JSON editor keeps unsaved text through redraws,
// an illegal aim says why (the core's reason) before any throw, the result is not covered by the aim
// preview or by overlapping labels, rounds and Undo say what they did, and the page fits a phone and a
// laptop screen with Throw on the first screen.

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { resolveScenario } from "../../src/core/index.js";
import { aimVerdict } from "../../src/sandbox/aim-legality.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import { aimAt, demos, gzgDemo, openPage, registered, translate, useBrowser } from "./harness.js";
import { screenshotPath } from "./screenshots.js";

useBrowser();

const sandbox = (key: string, data?: Record<string, string | number>): string =>
  translate({ key: `ORDNANCE.Sandbox.${key}`, ...(data ? { data } : {}) });

/** Pairs of table labels (names, odds, status) whose boxes on screen overlap by more than a pixel each way. */
const overlappingLabels = (page: Page): Promise<string[]> =>
  page.$$eval("#table .figure-label, #table .odds-label, #table .status-label", (els) => {
    const boxes = els.map((e) => ({ text: e.textContent, r: e.getBoundingClientRect() }));
    const out: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!.r, boxes[j]!.r];
        const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (w > 1 && h > 1) out.push(`${boxes[i]!.text} / ${boxes[j]!.text}`);
      }
    return out;
  });

describe("first contact", () => {
  it("the JSON editor keeps unsaved text while the table redraws, and Revert brings the current document back", async () => {
    const page = await openPage("?seed=editor");
    await page.click("#json-card summary");
    const draft = `${await page.inputValue("#json")}\n{ half-fixed`;
    await page.fill("#json", draft);
    await page.waitForSelector("#json-state:not([hidden])");
    // Redraws: pointer over the table, another attacker, another weapon, a throw.
    const f = gzgDemo.battlefield.figures![2]!;
    await aimAt(page, f.x + 3, f.y);
    await page.selectOption("#attacker", "sergeant");
    await page.selectOption("#weapon", { index: 1 });
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    expect(await page.inputValue("#json")).toBe(draft);
    await page.click("#revert-json");
    expect(await page.isHidden("#json-state")).toBe(true);
    const current = JSON.parse(await page.inputValue("#json")) as ScenarioDoc;
    expect(current.attack?.attacker).toBe("sergeant");
    // Not dirty any more: the editor follows the document again.
    await page.click("#undo");
    await page.waitForFunction(
      (was) =>
        (JSON.parse((document.getElementById("json") as HTMLTextAreaElement).value) as { attack: { attacker: string } }).attack.attacker ===
        was,
      gzgDemo.attack!.attacker,
    );
    await page.close();
  });

  for (const demo of demos.filter((d) => registered.has(d.doc.ruleset)))
    it(`${demo.file}: an illegal aim shows the core's reason before throwing, and no throw is spent`, async () => {
      const doc = demo.doc as unknown as ScenarioDoc;
      const attacker = doc.battlefield.figures!.find((f) => f.id === doc.attack!.attacker)!;
      // The nearest enemy the core refuses, else a point far beyond any range.
      const enemies = doc.battlefield.figures!.filter((f) => f.side !== attacker.side);
      enemies.sort((a, b) => Math.hypot(a.x - attacker.x, a.y - attacker.y) - Math.hypot(b.x - attacker.x, b.y - attacker.y));
      const refusedEnemy = enemies.find(
        (e) => !aimVerdict({ ...doc, attack: { ...doc.attack!, target: { figure: e.id } } }, translate).legal,
      );
      const bounds = doc.battlefield.bounds!;
      const goal = refusedEnemy ?? { id: null, x: (bounds.x ?? 0) + bounds.width - 1, y: (bounds.y ?? 0) + bounds.height - 1 };
      const target = refusedEnemy ? { figure: refusedEnemy.id } : { point: [goal.x, goal.y] };
      const expected = resolveScenario({ ...doc, attack: { ...doc.attack!, target }, seed: "full" }, { translate }).output;
      expect(expected.outcome).toBe("ILLEGAL");

      const page = await openPage(`?ruleset=${doc.ruleset}&seed=legal`);
      await aimAt(page, goal.x, goal.y);
      await page.waitForSelector("#aim-verdict:not([hidden])");
      expect(await page.getAttribute("#aim-verdict", "data-reason")).toBe(expected.reason);
      const shown = (await page.textContent("#aim-verdict")) ?? "";
      expect(shown).toContain(translate({ key: `ORDNANCE.Reason.${expected.reason!}` }));
      for (const line of expected.log) expect(shown).toContain(line);
      expect(await page.getAttribute("#aim", "data-legal")).toBe("false");
      expect(await page.$("#result[data-outcome]")).toBeNull();
      // The demo's own aim is allowed: the verdict goes away.
      const own = demo.doc.attack!.target;
      const ownAt = own.point ? { x: own.point[0]!, y: own.point[1]! } : demo.doc.battlefield.figures!.find((g) => g.id === own.figure)!;
      await aimAt(page, ownAt.x, ownAt.y);
      await page.waitForSelector("#aim-verdict", { state: "hidden" });
      expect(await page.getAttribute("#aim", "data-legal")).toBe("true");
      await page.close();
    });

  it("no labels overlap while aiming or after a throw, where the aim preview stays off the result; the standing ring is not the attacker's colour", async () => {
    for (const demo of demos.filter((d) => registered.has(d.doc.ruleset))) {
      const page = await openPage(`?ruleset=${demo.doc.ruleset}&seed=e2e`);
      // While aiming, the live odds on every figure stay clear of the names.
      const target = demo.doc.attack!.target;
      const goal = target.point
        ? { x: target.point[0]!, y: target.point[1]! }
        : demo.doc.battlefield.figures!.find((f) => f.id === target.figure)!;
      await aimAt(page, goal.x, goal.y);
      expect(await page.$$(".odds-label")).not.toEqual([]);
      expect(await overlappingLabels(page)).toEqual([]);
      await page.click("#throw");
      await page.waitForSelector("#result[data-outcome]", { state: "attached" });
      expect(await page.$$("#aim .line-of-fire, #aim .aim-blast, .range-ring")).toEqual([]);
      expect(await overlappingLabels(page)).toEqual([]);
      const standing = await page.$$eval('.hit-mark[data-status="standing"] .status-ring', (rs) =>
        rs.map((r) => getComputedStyle(r).stroke),
      );
      const attacker = await page.$eval(".figure.attacker .base", (b) => getComputedStyle(b).stroke);
      for (const s of standing) expect(s).not.toBe(attacker);
      await page.close();
    }
  });

  it("counts rounds, not resolutions; Undo says what it undid and shows the result before it; a new demo starts a new history", async () => {
    const page = await openPage("?seed=rounds");
    expect(await page.textContent("#round")).toBe(sandbox("Round", { n: 1 }));
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const thrown = await page.getAttribute("#result", "data-outcome");
    await page.click("#end-round");
    await page.waitForFunction(() => document.getElementById("result")?.dataset["outcome"] === "UPKEEP");
    expect(await page.textContent("#status")).toBe(sandbox("Log.upkeep", { n: 1, next: 2 }));
    expect(await page.textContent("#round")).toBe(sandbox("Round", { n: 2 }));
    await page.click("#undo");
    await page.waitForFunction((o) => document.getElementById("result")?.dataset["outcome"] === o, thrown);
    expect(await page.textContent("#status")).toBe(sandbox("Log.undone", { what: sandbox("Undid.upkeep", { n: 1 }) }));
    expect(await page.textContent("#round")).toBe(sandbox("Round", { n: 1 }));
    expect(await page.textContent("#outcome")).not.toBeNull();
    expect(await page.textContent("#log-panel")).not.toContain(sandbox("Log.empty"));
    // Another ruleset is a new scenario: Undo does not step back across it.
    const other = [...registered].find((r) => r !== "gzg");
    if (other) {
      await page.selectOption("#ruleset", other);
      await page.waitForFunction(() => (document.getElementById("undo") as HTMLButtonElement).disabled);
    }
    await page.close();
  });

  it("a phone (390×844): Throw on the first screen, labels legible, the weapon's name whole, no keyboard hint", async () => {
    const page = await openPage("?seed=phone", { width: 390, height: 844 });
    const throwBox = await page.$eval("#throw", (b) => b.getBoundingClientRect().toJSON() as DOMRect);
    expect(throwBox.bottom).toBeLessThanOrEqual(844);
    expect(await page.isVisible(".keys")).toBe(false);
    // A label's font size on screen: its size in inches times the drawing's scale (whatever the rotation).
    const smallest = await page.$$eval("#table .figure-label", (ls) =>
      Math.min(
        ...ls.map((l) => {
          const m = (l as SVGGraphicsElement).getScreenCTM();
          return parseFloat(getComputedStyle(l).fontSize) * (m ? Math.hypot(m.a, m.b) : 1);
        }),
      ),
    );
    expect(smallest).toBeGreaterThanOrEqual(10);
    await expectWholeSelect(page, "#weapon");
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    expect(await overlappingLabels(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath("sandbox-phone.png") });
    await page.close();
  });

  it("a laptop (1366×768): the weapon menu is not cut and End round stays on one line", async () => {
    const page = await openPage("?ruleset=necromunda", { width: 1366, height: 768 });
    await expectWholeSelect(page, "#weapon");
    const [undo, end] = await Promise.all(["#undo", "#end-round"].map((s) => page.$eval(s, (b) => b.getBoundingClientRect().height)));
    expect(end).toBe(undo);
    await page.close();
  });
});

/** The select is wide enough for its chosen option's text (measured in its own font) and its arrow. */
async function expectWholeSelect(page: Page, selector: string): Promise<void> {
  const { need, have } = await page.$eval(selector, (s) => {
    const select = s as HTMLSelectElement;
    const ctx = document.createElement("canvas").getContext("2d")!;
    const style = getComputedStyle(select);
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return { need: ctx.measureText(select.selectedOptions[0]?.text ?? "").width + 20, have: select.clientWidth };
  });
  expect(have).toBeGreaterThanOrEqual(need);
}
