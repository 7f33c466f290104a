// End-to-end: the result plays in the order of its picture's timeline (the throw, each leg, the impact, then the moves
// and statuses), once, the figures moved starting where they stood; with reduced motion it is drawn at once. Also
// writes the README's frames of a throw.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { aimAt, gzgDemo, openPage, repo, toScreen, useBrowser } from "./harness.js";
import { screenshotPath } from "./screenshots.js";

useBrowser();

/** Each element of the result with its phase: its classes, its animation (computed style) and its step's start (s). */
const steps = (page: Page) =>
  page.$$eval("#result [data-phase]", (els) =>
    els.map((e) => {
      const style = getComputedStyle(e);
      return {
        phase: (e as SVGElement).dataset["phase"],
        cls: e.getAttribute("class") ?? "",
        start: parseFloat(style.getPropertyValue("--at")),
        animation: style.animationName,
      };
    }),
  );

async function throwGzg(page: Page): Promise<void> {
  const [x = 0, y = 0] = gzgDemo.attack?.target.point ?? [];
  await aimAt(page, x, y);
  await page.click("#throw");
  await page.waitForSelector("#result[data-outcome]", { state: "attached" });
}

describe("the result's animation", () => {
  it("plays the throw, the legs in turn, the impact, then the moves and statuses; then settles", async () => {
    const page = await openPage("?seed=anim", undefined, true);
    await throwGzg(page);
    const s = await steps(page);
    // Every element animates — unless a redraw on a slow machine came after the whole timeline had played.
    const settled = await page.$eval("#result", (g) => g.classList.contains("settled"));
    if (!settled) expect(s.filter((e) => !e.animation.startsWith("result-"))).toEqual([]);
    const at = (pred: (e: (typeof s)[number]) => boolean): number[] => s.filter(pred).map((e) => e.start);
    const legs = at((e) => e.cls.includes("path-leg"));
    const impact = at((e) => e.phase === "impact");
    const after = at((e) => e.phase === "aftermath");
    expect(legs.length).toBeGreaterThan(0);
    // Each leg after the one before, the impact after the last leg, the statuses after the impact.
    legs.slice(1).forEach((t, i) => {
      expect(t).toBeGreaterThan(legs[i] ?? Infinity);
    });
    expect(impact.length).toBeGreaterThan(0);
    for (const t of impact) expect(t).toBeGreaterThan(Math.max(...legs));
    expect(after.length).toBeGreaterThan(0);
    for (const t of after) expect(t).toBeGreaterThan(Math.max(...impact));
    // Once played, nothing is left running and everything is visible.
    await page.waitForFunction(
      () => document.querySelectorAll("#result.settled").length === 1 || document.getAnimations().length === 0,
      undefined,
      {
        timeout: 15_000,
      },
    );
    const hidden = await page.$$eval("#result [data-phase]", (els) => els.filter((e) => getComputedStyle(e).opacity !== "1").length);
    expect(hidden).toBe(0);
    await page.close();
  });

  it("with reduced motion, draws the result at once", async () => {
    const page = await openPage("?seed=anim");
    await throwGzg(page);
    const s = await steps(page);
    expect(s.length).toBeGreaterThan(0);
    expect(s.filter((e) => e.animation !== "none")).toEqual([]);
    await page.close();
  });

  it("writes the README's frames: the throw in flight, at the impact, and settled", async () => {
    const page = await openPage("?seed=anim", undefined, true);
    await throwGzg(page);
    const total = await page.evaluate(() =>
      Math.max(...document.getAnimations().map((a) => Number(a.effect?.getComputedTiming().endTime ?? 0))),
    );
    const s = await steps(page);
    const firstLeg = Math.min(...s.filter((e) => e.cls.includes("path-leg")).map((e) => e.start));
    const impact = Math.min(...s.filter((e) => e.phase === "impact").map((e) => e.start));
    // A redraw since the throw started its elements that much into the timeline.
    const elapsed = await page.$eval("#result", (g) => parseFloat(getComputedStyle(g).getPropertyValue("--elapsed")) || 0);
    const table = await page.$("#table");
    if (!table) throw new Error("no #table on the page");
    // Seconds into the timeline: along the first leg, just after the impact, and once everything has played.
    const frames: [string, number][] = [
      ["flight", firstLeg + 0.2],
      ["impact", impact + 0.25],
      ["settled", total / 1000],
    ];
    for (const [name, seconds] of frames) {
      // Every animation paused at the same moment of the timeline: the frame is the same on every run.
      await page.evaluate(
        (t) => {
          for (const a of document.getAnimations()) {
            a.pause();
            a.currentTime = t;
          }
        },
        Math.max(0, seconds - elapsed) * 1000,
      );
      await table.screenshot({ path: screenshotPath(`sandbox-throw-${name}.png`) });
    }
    await page.close();
  });

  /** Throws the Necromunda knockback example (scripted dice): the figures hit are knocked back. */
  async function throwKnockback(page: Page): Promise<{ figure: string; from: { x: number; y: number } }[]> {
    const buffer = readFileSync(join(repo, "examples/necromunda-frag-knockback.json"));
    await page.setInputFiles("#file", { name: "knockback.json", mimeType: "application/json", buffer });
    await page.waitForFunction(
      () => document.querySelector("#ruleset") && (document.querySelector("#ruleset") as HTMLSelectElement).value === "necromunda",
    );
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const arrows = await page.$$eval("#result line[data-move]", (ls) =>
      ls.map((l) => ({
        figure: (l as SVGElement).dataset["figure"] ?? "",
        from: { x: Number(l.getAttribute("x1")), y: Number(l.getAttribute("y1")) },
      })),
    );
    return arrows.filter((a, i) => arrows.findIndex((b) => b.figure === a.figure) === i);
  }

  /** A figure's base on screen (its centre, with every transform and animation applied) and where the table puts it. */
  const base = (page: Page, id: string) =>
    page.$eval(`#table .figures [data-id="${id}"] .base`, (c) => {
      const r = c.getBoundingClientRect();
      return {
        screen: { x: r.x + r.width / 2, y: r.y + r.height / 2 },
        cx: Number(c.getAttribute("cx")),
        cy: Number(c.getAttribute("cy")),
      };
    });
  const near = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.hypot(a.x - b.x, a.y - b.y);

  it("moves each figure knocked back from where it stood along its arrow to where it ends", async () => {
    const page = await openPage("?seed=anim", undefined, true);
    const moved = await throwKnockback(page);
    expect(moved.length).toBeGreaterThan(0);
    const seek = (ms: number) =>
      page.evaluate((t) => {
        for (const a of document.getAnimations()) {
          a.pause();
          a.currentTime = t;
        }
      }, ms);
    const total = await page.evaluate(() =>
      Math.max(...document.getAnimations().map((a) => Number(a.effect?.getComputedTiming().endTime ?? 0))),
    );
    await seek(0);
    for (const m of moved) {
      const b = await base(page, m.figure);
      // Where the table draws it (its end) is not where it is seen at the start: it stands at its arrow's start.
      expect(near(b.screen, await toScreen(page, m.from.x, m.from.y)), m.figure).toBeLessThan(2);
      expect(near(b.screen, await toScreen(page, b.cx, b.cy)), m.figure).toBeGreaterThan(10);
    }
    await seek(total);
    for (const m of moved) {
      const b = await base(page, m.figure);
      expect(near(b.screen, await toScreen(page, b.cx, b.cy)), m.figure).toBeLessThan(2);
    }
    await page.close();
  });

  it("with reduced motion, the figures knocked back stand where they end from the start", async () => {
    const page = await openPage("?seed=anim");
    const moved = await throwKnockback(page);
    expect(moved.length).toBeGreaterThan(0);
    for (const m of moved) {
      const b = await base(page, m.figure);
      expect(near(b.screen, await toScreen(page, b.cx, b.cy)), m.figure).toBeLessThan(2);
      expect(await page.$eval(`#table .figures [data-id="${m.figure}"]`, (g) => getComputedStyle(g).animationName)).toBe("none");
    }
    await page.close();
  });
});
