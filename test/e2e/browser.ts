// Headless Chromium for the end-to-end tests: the system browser (Debian `chromium`) driven by
// playwright-core, never a downloaded one.

import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

export const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

export const hasChromium = (): boolean => existsSync(CHROMIUM);

export function launchChromium(): Promise<Browser> {
  if (!hasChromium())
    throw new Error(
      `Chromium was not found at ${CHROMIUM}: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
}
