// Where the end-to-end tests write screenshots: docs/images only when asked (ORDNANCE_SCREENSHOTS=1), else
// test-results/images (git-ignored), so that `npm test` leaves a clean clone clean.
import { mkdirSync } from "node:fs";
import { join } from "node:path";

export function screenshotPath(name: string): string {
  const dir = process.env["ORDNANCE_SCREENSHOTS"] === "1" ? "docs/images" : "test-results/images";
  mkdirSync(dir, { recursive: true });
  return join(dir, name);
}
