// Vitest configuration for mutation testing (stryker.config.mjs): the rules core's own tests (test/core and
// the scenario fixtures) — not the adapters' — without the ones that scan source text (language keys, layer
// imports), which cannot read Stryker's instrumented copy of src/; with a longer per-test timeout.
// ORDNANCE_MUTATE_TESTS (comma-separated globs) narrows the tests to a file's own, for a quick scoped run: its
// score is then a lower bound of the full one, since every mutant those tests kill the full set kills too.

import { defineConfig } from "vitest/config";

const focus = process.env.ORDNANCE_MUTATE_TESTS?.split(",").filter((g) => g.trim() !== "");

export default defineConfig({
  test: {
    include: focus && focus.length > 0 ? focus : ["test/core/**/*.test.ts", "test/fixtures.test.ts"],
    exclude: ["test/core/rulesets/necromunda/i18n.test.ts", "test/core/architecture.test.ts"],
    environment: "node",
    // Instrumented code on a shared machine runs several times slower than the plain suite.
    testTimeout: 60_000,
  },
});
