// End-to-end: the impact map drawn under the blast circle while aiming (the same grid as the core's odds in
// node, with its legend), and the Suggest button (the aim moves to the suggestion, whose score the core
// reproduces on the same dice).

import { describe, expect, it } from "vitest";
import { type SuggestTarget, loadScenario, odds, scoreTargets } from "../../src/core/index.js";
import { ODDS_SEED, ODDS_TRIALS } from "../../src/sandbox/odds-client.js";
import { heatCells, heatLegend } from "../../src/sandbox/heat-map.js";
import { SUGGEST_SEED } from "../../src/sandbox/suggest-client.js";
import { aimAt, gzgDemo, openPage, translate, useBrowser } from "./harness.js";

useBrowser();

/** The demo aimed at `target`, as the page simulates it (its seed, no scripted dice). */
function aimedDoc(target: SuggestTarget, seed: string): Record<string, unknown> {
  const doc = Object.fromEntries(Object.entries(gzgDemo).filter(([k]) => k !== "dice"));
  return { ...doc, attack: { ...gzgDemo.attack, target }, seed };
}

describe("the impact map while aiming", () => {
  it("draws the live odds' impact grid under the blast circle, with its legend", async () => {
    const page = await openPage();
    const start = gzgDemo.attack!.target.point!;
    const aim = await aimAt(page, start[0]! + 1, start[1]! - 1);
    const map = odds(loadScenario(aimedDoc({ point: [aim.x, aim.y] }, ODDS_SEED)), {
      trials: ODDS_TRIALS,
      seed: ODDS_SEED,
      impacts: true,
    }).impact.map!;
    const cells = await page.$$eval("#heat-map rect.heat-cell", (rs) =>
      rs.map((r) => ({ x: Number(r.getAttribute("x")), y: Number(r.getAttribute("y")), cls: r.getAttribute("class") })),
    );
    const expected = heatCells(map.impacts);
    expect(cells.length).toBe(expected.length);
    expect(cells.length).toBeGreaterThan(3);
    for (const [i, c] of expected.entries()) {
      expect(cells[i]!.x).toBeCloseTo(c.x, 3);
      expect(cells[i]!.y).toBeCloseTo(c.y, 3);
      expect(cells[i]!.cls).toBe(`heat-cell heat-b${String(c.band)}`);
    }
    expect(await page.textContent("#impact-legend")).toBe(heatLegend(map));
    // Under the blast circle: the map is in the layer drawn before the figures and the aim.
    const order = await page.$$eval("#table .content > g", (gs) => gs.map((g) => g.getAttribute("class")));
    expect(order.indexOf("aim-under")).toBeLessThan(order.indexOf("aim"));
    expect(await page.$(".aim-under #heat-map")).not.toBeNull();
    await page.close();
  });
});

describe("the Suggest button", () => {
  it("moves the aim to the suggestion and says why; the core scores that target the same on the same dice", async () => {
    const page = await openPage();
    const button = await page.textContent("#suggest");
    expect(button).toBe(translate({ key: "ORDNANCE.Suggest.button" }));
    await page.click("#suggest");
    await page.waitForSelector("#suggest-why[data-target]:not([hidden])");
    const shown = await page.$eval("#suggest-why", (p) => {
      const d = (p as HTMLElement).dataset;
      return { target: d["target"] ?? "", score: d["score"] ?? "", trials: d["trials"] ?? "", text: p.textContent };
    });
    const target = JSON.parse(shown.target) as SuggestTarget;
    const score = Number(shown.score);
    const trials = Number(shown.trials);

    // The aim went there (a point on the page's tenth-of-an-inch steps, or the figure).
    const aim = await page.$eval("#aim", (a) => ({ x: Number((a as SVGElement).dataset["x"]), y: Number((a as SVGElement).dataset["y"]) }));
    if ("point" in target) expect([aim.x, aim.y]).toEqual([target.point[0], target.point[1]]);
    else {
      const f = gzgDemo.battlefield.figures!.find((g) => g.id === target.figure)!;
      expect([aim.x, aim.y]).toEqual([f.x, f.y]);
    }

    // The same target on the same trials scores the same in node, and beats where the demo aims.
    const scenario = loadScenario(aimedDoc({ point: gzgDemo.attack!.target.point! as [number, number] }, SUGGEST_SEED));
    const [mine, demoAim] = scoreTargets(scenario, [target, { point: gzgDemo.attack!.target.point! as [number, number] }], {
      trials,
      seed: SUGGEST_SEED,
    });
    expect(mine!.score).toBe(score);
    expect(score).toBeGreaterThanOrEqual(demoAim!.score);
    expect(shown.text).toContain(
      translate({
        key: "ORDNANCE.Suggest.why",
        data: { enemies: mine!.enemiesHit.toFixed(2), friends: mine!.friendsHit.toFixed(2) },
      }),
    );

    // The live odds follow the new aim; the words go when the aim moves away.
    await page.waitForSelector('#table[data-odds-current="true"]');
    await page.focus("#table");
    await page.keyboard.press("ArrowRight");
    await page.waitForSelector("#suggest-why", { state: "hidden" });
    await page.close();
  });
});
