// Writes the README's chat-card screenshots, docs/images/chat-card-light.png and chat-card-dark.png (`npm run
// screenshots:card`): the page scripts/card-screenshot/card-page.ts builds from the real template, stylesheet and a
// resolved example, in headless Chromium (test/e2e/browser.ts). test/e2e/card-page.e2e.test.ts checks the same page.

import { join } from "node:path";
import process from "node:process";
import { runnerImport } from "vite";

const root = join(import.meta.dirname, "..");
const { module: pages } = await runnerImport(join(root, "scripts/card-screenshot/card-page.ts"));
const { module: chromium } = await runnerImport(join(root, "test/e2e/browser.ts"));

const browser = await chromium.launchChromium();
try {
  for (const theme of pages.THEMES) {
    const page = await browser.newPage({ viewport: { width: 340, height: 600 }, deviceScaleFactor: 2 });
    await page.setContent(pages.cardPage(root, pages.README_EXAMPLE, theme).html);
    // The picture is an <img> of SVG data: wait until it is decoded, so the screenshot never shows an empty frame.
    await page.$eval("figure.ordnance-card__picture img", (img) => img.decode());
    const out = join(root, "docs/images", `chat-card-${theme}.png`);
    await (await page.$("#sidebar")).screenshot({ path: out });
    process.stdout.write(`wrote ${out}\n`);
    await page.close();
  }
} finally {
  await browser.close();
}
