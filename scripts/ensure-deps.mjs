// Runs before `npm start` and `npm test`: installs the pinned dependencies (`npm ci`) when they are missing, so the
// one command works on a fresh clone. Plain node, no dependencies of its own.

import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync(new URL("../node_modules/.bin/vite", import.meta.url))) {
  console.log("Installing dependencies (npm ci)…");
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit", cwd: new URL("..", import.meta.url) });
}
