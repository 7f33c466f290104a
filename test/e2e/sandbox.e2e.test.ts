// End-to-end tests of the sandbox page in headless Chromium: each available demo is aimed and thrown
// with a fixed seed, and what the page shows (log, rolls, impact, figures hit, live odds) must equal
// the same document resolved by the core in node; hand-edited and broken scenarios are loaded too. The
// demos write the README's screenshots (screenshots.ts: docs/images/ with ORDNANCE_SCREENSHOTS=1; sandbox-<ruleset>-aiming.png while aiming, sandbox-<ruleset>.png after the throw).

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RULESETS, loadScenario, odds, resolveScenario } from "../../src/core/index.js";
import { ODDS_SEED, ODDS_TRIALS } from "../../src/sandbox/odds-client.js";
import {
  type Doc,
  aimAt,
  demos,
  expectPageShows,
  gzgDemo,
  openPage,
  registered,
  repo,
  resolvedDocument,
  toScreen,
  translate,
  useBrowser,
} from "./harness.js";
import { screenshotPath } from "./screenshots.js";

useBrowser();

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
      await page.screenshot({ path: screenshotPath(`sandbox-${demo.doc.ruleset}-aiming.png`) });
      const shownOdds = await page.$$eval(".figure[data-odds-hit]", (fs) =>
        Object.fromEntries(
          fs.map(
            (f) =>
              [
                String((f as SVGElement).dataset["id"]),
                { hit: Number((f as SVGElement).dataset["oddsHit"]), outOfAction: Number((f as SVGElement).dataset["oddsOoa"]) },
              ] as const,
          ),
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
      // the rolls table says what each roll is in words, the tag beside it (issue #30)
      expect(await page.textContent("#rolls thead th")).toBe("Roll");
      const words = await page.$$eval("#rolls tbody tr[data-tag]", (rows) =>
        rows.map((r) => [r.getAttribute("data-tag"), r.querySelector(".roll-label")?.textContent] as const),
      );
      for (const [tag, label] of words) expect(label).not.toContain(tag);
      const known = words.filter(([tag]) => tag !== null && tag in PLAIN);
      expect(known.length).toBeGreaterThan(0);
      for (const [tag, label] of known) expect(label).toBe(PLAIN[tag!]);
      await page.screenshot({ path: screenshotPath(`sandbox-${demo.doc.ruleset}.png`) });
      await page.close();
    });
  }
});

/** Rolls the demos make, in the words lang/en.json gives them. */
const PLAIN: Readonly<Record<string, string>> = {
  "N.hit": "Hit roll (Ballistic Skill test)",
  "N.ammo": "Ammo test",
  "G.dir": "Deviation direction (clock hour)",
  "G.skill": "Skill roll (quality die)",
  "G.blind": "Blind shot deviation (inches)",
  "T.success": "Success roll",
};

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
    await page.waitForFunction(() => document.getElementById("error")?.textContent.includes("typo.json"));
    expect(await page.textContent("#error")).toContain("$.atack: unknown field");

    await page.setInputFiles("#file", { name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{ not json") });
    await page.waitForFunction(() => document.getElementById("error")?.textContent.includes("broken.json is not valid JSON"));

    const unregistered = ["necromunda", "trench-crusade", "gzg"].find((r) => !registered.has(r));
    if (unregistered) {
      await page.setInputFiles("#file", {
        name: "other.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify({ ...gzgDemo, ruleset: unregistered })),
      });
      await page.waitForFunction(() => document.getElementById("error")?.textContent.includes("other.json"));
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
    await page.screenshot({ path: join(repo, "test-results", "sandbox-phone-full-page.png"), fullPage: true });
    await page.close();
  });
});
