// End-to-end: the chat-card page `npm run screenshots:card` photographs for the README (scripts/card-screenshot/): for
// every example, the picture decodes in Chromium, each part of the card is there exactly when the card has content for
// it, the template's parts are all exercised, and both themes reach the card. It needs no sandbox build.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARD_PICTURE_WIDTH } from "../../src/foundry/chat/card-picture.js";
import { README_EXAMPLE, SECTIONS, THEMES, cardPage } from "../../scripts/card-screenshot/card-page.js";
import { launchChromium } from "./browser.js";

const root = join(import.meta.dirname, "../..");
const examples = readdirSync(join(root, "examples"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => `examples/${f}`);

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 340, height: 600 } });
  page.setDefaultTimeout(10_000);
});
afterAll(async () => {
  await browser.close();
});

/** Loads one example's page (one browser page for all, to keep the file quick); it must load with no script error. */
async function open(example: string, theme: (typeof THEMES)[number]): Promise<{ page: Page; built: ReturnType<typeof cardPage> }> {
  const built = cardPage(root, example, theme);
  const errors: string[] = [];
  const onError = (e: Error): void => {
    errors.push(e.message);
  };
  page.on("pageerror", onError);
  await page.setContent(built.html);
  page.off("pageerror", onError);
  expect(errors).toEqual([]);
  return { page, built };
}

/** The picture's decoding and its natural size: decode() rejects when the SVG data is not an image Chromium can draw. */
const pictureOf = (page: Page) =>
  page.$eval("figure.ordnance-card__picture img", async (img: HTMLImageElement) => {
    await img.decode();
    return { complete: img.complete, width: img.naturalWidth, height: img.naturalHeight };
  });

describe("the chat-card page", () => {
  const seen = new Set<string>();

  it.each(examples)("%s: the picture decodes and each part is shown exactly when the card has it", async (example) => {
    const { page, built } = await open(example, "light");
    if (built.view.picture !== null) {
      const picture = await pictureOf(page);
      expect(picture.complete).toBe(true);
      expect(picture.width).toBe(CARD_PICTURE_WIDTH);
      expect(picture.height).toBeGreaterThan(0);
    }
    for (const s of SECTIONS) {
      const count = await page.locator(`#chat-log .message-content ${s.selector}`).count();
      expect(count > 0, `${s.name} (${s.selector})`).toBe(s.shown(built.view));
    }
    for (const c of await page.$$eval("[class]", (els) => els.flatMap((e) => [...e.classList]))) seen.add(c);
  });

  it("together the examples show every part of the template but a refusal's reason and an undone note", () => {
    const template = readFileSync(join(root, "templates/chat-card.hbs"), "utf8");
    const parts = new Set([...template.matchAll(/\b(ordnance-card__[\w-]+)/g)].map((m) => m[1] ?? ""));
    const unseen = [...parts].filter((p) => !seen.has(p) && !/--$/.test(p)).sort();
    expect(unseen).toEqual(["ordnance-card__reason", "ordnance-card__undone"]);
  });

  it("the README's card: the picture, the steps, both sides with badges, the rolls and the buttons", async () => {
    const { page, built } = await open(README_EXAMPLE, "light");
    expect((await pictureOf(page)).width).toBe(CARD_PICTURE_WIDTH);
    const shown = SECTIONS.filter((s) => s.shown(built.view)).map((s) => s.name);
    expect(shown).toEqual(["outcome", "picture", "choices", "steps", "sides", "badges", "rolls", "buttons"]);
    expect(built.view.sides.length).toBe(2);
  });

  it("each theme reaches the card: dark text on the light theme, light text on the dark one", async () => {
    const luminance: Record<string, number> = {};
    for (const theme of THEMES) {
      const { page } = await open(README_EXAMPLE, theme);
      luminance[theme] = await page.$eval(".ordnance-card__steps", (el) => {
        const [r = 0, g = 0, b = 0] = (getComputedStyle(el).color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
        return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      });
    }
    expect(luminance["light"]).toBeLessThan(0.3);
    expect(luminance["dark"]).toBeGreaterThan(0.7);
  });
});
