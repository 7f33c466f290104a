// `npm test` stops at once, saying how to install Chromium, when the browser the end-to-end tests drive
// is missing; `npm start` (which needs no browser) and a present browser pass.

import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const script = join(import.meta.dirname, "../../scripts/ensure-deps.mjs");
const run = (lifecycle: string, chromium: string) =>
  spawnSync(process.execPath, [script], {
    env: { ...process.env, npm_lifecycle_event: lifecycle, CHROMIUM_PATH: chromium },
    encoding: "utf8",
  });

describe("scripts/ensure-deps.mjs", () => {
  it("before npm test, a missing Chromium fails fast with how to install it", () => {
    const r = run("pretest", "/nonexistent/chromium");
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("Chromium was not found at /nonexistent/chromium");
    expect(r.stderr).toContain("sudo apt-get install chromium");
    expect(r.stderr).toContain("CHROMIUM_PATH");
  });

  it("passes when the browser is there (any existing file stands in for it), and before npm start never asks for it", () => {
    expect(run("pretest", process.execPath).status).toBe(0);
    expect(run("prestart", "/nonexistent/chromium").status).toBe(0);
  });
});
