// Vitest configuration of the end-to-end tests: the built sandbox (dist/sandbox) in headless Chromium.
// `npm run test:e2e` builds the sandbox first; the tests serve it themselves on a random local port.

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/e2e/**/*.e2e.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
    // One retry for the browser tests only, against timing noise of a headless browser on a loaded
    // two-core machine. (A real race was found this way: a click swallowed when live odds re-rendered
    // the table between press and release; the page now throws on pointerup.) A test that fails twice
    // still fails, and every step times out with its own name first.
    retry: 1,
  },
});
