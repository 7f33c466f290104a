// Runs before `npm start` and `npm test`: installs the pinned dependencies (`npm ci`) when they are missing, so the
// one command works on a fresh clone; before `npm test` it also checks that the system Chromium the end-to-end tests
// drive is there, and stops at once with how to install it. Plain node, no dependencies of its own.

import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync(new URL("../node_modules/.bin/vite", import.meta.url))) {
  console.log("Installing dependencies (npm ci)…");
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit", cwd: new URL("..", import.meta.url) });
}

if (process.env.npm_lifecycle_event === "pretest") {
  const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
  if (!existsSync(chromium)) {
    console.error(
      [
        `Chromium was not found at ${chromium}. The sandbox's end-to-end tests drive the system Chromium (no browser is downloaded).`,
        "Install it, then run npm test again:",
        "  Debian / Ubuntu:  sudo apt-get install chromium",
        "  Fedora:           sudo dnf install chromium",
        "  macOS:            brew install --cask chromium",
        "or point CHROMIUM_PATH at a Chromium or Chrome binary (CHROMIUM_PATH=/path/to/chrome npm test).",
        "Without a browser, `npx vitest run` runs every unit test.",
      ].join("\n"),
    );
    process.exit(1);
  }
}
