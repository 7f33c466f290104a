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
  },
});
