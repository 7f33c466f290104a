// Vitest configuration for mutation testing (stryker.config.mjs): the unit suite without the tests that
// scan source text (language keys, layer imports), which cannot read Stryker's instrumented copy of src/,
// and with a longer per-test timeout.

import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vite.config.js";

export default mergeConfig(
  base,
  defineConfig({
    test: {
      // Instrumented code on a shared machine runs several times slower than the plain suite.
      testTimeout: 60_000,
      exclude: ["test/e2e/**", "test/lang.test.ts", "test/core/necromunda-i18n.test.ts", "test/core/architecture.test.ts"],
    },
  }),
);
