// End-to-end tests of what a newcomer tripped over in the sandbox (issue #30): a rooftop aim keeps its height and
// raised figures say theirs, a throw the rules refuse is no throw, the Demo menu shows the demo loaded, the arrow
// keys carry on from the aim Escape put away, and the Necromunda demo's launcher lasts on the default seed.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveScenario } from "../../src/core/index.js";
import { aimAt, gzgDemo, necroDemo, openPage, registered, repo, resolvedDocument, translate, useBrowser } from "./harness.js";

useBrowser();

const sandbox = (key: string, data?: Record<string, string | number>): string =>
  translate({ key: `ORDNANCE.Sandbox.${key}`, ...(data ? { data } : {}) });

describe("a newcomer's second contact (issue #30)", () => {
  it.runIf(registered.has("necromunda"))(
    "examples/necromunda-two-levels.json: the rooftop aim keeps its height, the throw resolves as `ordnance resolve` does",
    async () => {
      const page = await openPage("?seed=levels");
      await page.setInputFiles("#file", join(repo, "examples/necromunda-two-levels.json"));
      await page.waitForFunction(() => (document.getElementById("status")?.textContent ?? "").includes("necromunda-two-levels.json"));
      expect(await page.inputValue("#aim-z")).toBe("3");
      expect(await page.textContent("#aim-text")).toBe(sandbox("AimPointHigh", { x: "17.5", y: "12.0", z: 3 }));
      // Raised figures say how high they stand; the one on the ground says nothing.
      expect(await page.textContent('.figure[data-id="F"] .figure-label')).toBe(sandbox("FigureHigh", { id: "F", z: 3 }));
      expect(await page.textContent('.figure[data-id="G"] .figure-label')).toBe("G");
      expect(await page.isHidden("#aim-verdict")).toBe(true);
      expect(await page.isEnabled("#throw")).toBe(true);
      await page.click("#throw");
      await page.waitForSelector("#result[data-outcome]", { state: "attached" });
      const resolved = await resolvedDocument(page);
      expect(resolved.attack?.target).toEqual({ point: [17.5, 12, 3] });
      const expected = resolveScenario(resolved, { translate }).output;
      expect(expected.outcome).not.toBe("ILLEGAL");
      expect(await page.getAttribute("#result", "data-outcome")).toBe(expected.outcome);
      // The same aim moved by a key keeps its height; the height field sets it.
      await page.focus("#table");
      await page.keyboard.press("ArrowLeft");
      expect(await page.textContent("#aim-text")).toBe(sandbox("AimPointHigh", { x: "17.0", y: "12.0", z: 3 }));
      await page.fill("#aim-z", "0");
      await page.press("#aim-z", "Enter");
      await page.waitForFunction(
        (want) => document.getElementById("aim-text")?.textContent === want,
        sandbox("AimPoint", { x: "17.0", y: "12.0" }),
      );
      await page.close();
    },
  );

  it("a throw the rules refuse is refused: not counted, not on the undo history, and the page says why", async () => {
    const page = await openPage("?ruleset=gzg&seed=refused");
    const bounds = gzgDemo.battlefield["bounds"] as { width: number; height: number };
    // The far corner: beyond any hand grenade's reach.
    await aimAt(page, bounds.width - 1, bounds.height - 1);
    await page.waitForSelector("#aim-verdict:not([hidden])");
    await page.focus("#table");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#error:not([hidden])");
    const why = (await page.textContent("#status")) ?? "";
    expect(why.startsWith(sandbox("Refused", { reason: "" }).trim())).toBe(true);
    expect(await page.$("#result[data-outcome]")).toBeNull();
    expect(await page.isDisabled("#undo")).toBe(true);
    // The next legal throw is throw 1, seeded `<seed>:1`.
    const sentry = gzgDemo.battlefield.figures!.find((f) => f.id === "sentry")!;
    await aimAt(page, sentry.x, sentry.y);
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    expect((await resolvedDocument(page))["seed"]).toBe("refused:1");
    expect(await page.textContent("#status")).toContain(sandbox("Log.thrown", { n: 1, outcome: "" }).split(":")[0]!);
    await page.close();
  });

  it("a hand-written document with // comments: the editor says where and why it is not JSON", async () => {
    const page = await openPage("?ruleset=gzg");
    await page.click("#json-card summary");
    await page.fill("#json", '{\n  // the ruleset\n  "ruleset": "gzg"\n}');
    await page.click("#apply-json");
    await page.waitForSelector("#error:not([hidden])");
    const error = (await page.textContent("#error")) ?? "";
    expect(error).toContain("at line 2, column 3");
    expect(error).toContain(sandbox("Error.jsonComments"));
    await page.close();
  });

  it("the Demo menu shows the demo loaded, and nothing once a file is opened", async () => {
    const page = await openPage("?ruleset=gzg");
    expect(await page.inputValue("#demo")).toBe("demo-gzg");
    if (registered.has("trench-crusade")) {
      await page.selectOption("#demo", "demo-trench-crusade");
      await page.waitForFunction(() => (document.getElementById("ruleset") as HTMLSelectElement).value === "trench-crusade");
      expect(await page.inputValue("#demo")).toBe("demo-trench-crusade");
    }
    await page.setInputFiles("#file", join(repo, "examples/gzg-smoke-bounce.json"));
    await page.waitForFunction(() => (document.getElementById("demo") as HTMLSelectElement).value === "");
    await page.close();
  });

  it("after Escape the arrow keys carry on from the aim put away, not from the thrower's feet", async () => {
    const page = await openPage("?ruleset=gzg");
    const at = await aimAt(page, 30, 20);
    await page.focus("#table");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.getElementById("aim")?.dataset["x"] === undefined);
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(() => document.getElementById("aim")?.dataset["x"] !== undefined);
    const aim = await page.$eval("#aim", (a) => ({ x: Number((a as SVGElement).dataset["x"]), y: Number((a as SVGElement).dataset["y"]) }));
    expect(aim).toEqual({ x: at.x + 0.5, y: at.y });
    await page.close();
  });

  it.runIf(registered.has("necromunda"))("the Necromunda demo's launcher lasts the first throws on the default seed", async () => {
    const page = await openPage("?ruleset=necromunda");
    // The demo's own seed, not one shared by every demo.
    expect(await page.inputValue("#seed")).toBe(necroDemo!["seed"]);
    for (let n = 1; n <= 5; n++) {
      await page.click("#throw");
      await page.waitForFunction((k) => (document.getElementById("status")?.textContent ?? "").startsWith(`Throw ${String(k)} `), n);
      const out = JSON.parse((await page.textContent("#output-doc")) ?? "{}") as { weapon?: { outOfAmmo?: boolean } };
      expect(out.weapon?.outOfAmmo, `throw ${String(n)}`).toBe(false);
    }
    await page.close();
  });
});
