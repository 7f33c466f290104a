// Vitest configuration for mutation testing (stryker.config.mjs): the rules core's own tests (test/core and
// the scenario fixtures) — not the adapters' — without the ones that scan source text (language keys, layer
// imports), which cannot read Stryker's instrumented copy of src/; with a longer per-test timeout.

import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/core/**/*.test.ts", "test/fixtures.test.ts"],
    exclude: ["test/core/rulesets/necromunda/i18n.test.ts", "test/core/architecture.test.ts"],
    environment: "node",
    // Instrumented code on a shared machine runs several times slower than the plain suite.
    testTimeout: 60_000,
  },
});
