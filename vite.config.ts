// Builds the Foundry module bundle (dist/ordnance.js, the `esmodules` entry of module.json) and
// configures Vitest for the unit, fixture and adapter tests.

import { defineConfig } from "vitest/config";

export default defineConfig({
  build: {
    outDir: "dist",
    emptyOutDir: false,
    sourcemap: true,
    target: "es2022",
    lib: { entry: "src/foundry/module.ts", formats: ["es"], fileName: () => "ordnance.js" },
    // One file for Foundry's `esmodules` entry: no code splitting.
    rolldownOptions: { output: { codeSplitting: false } },
  },
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/e2e/**"],
    environment: "node",
    // Seeded property tests run thousands of attacks; on a loaded two-core machine they can take
    // several seconds, so the default 5 s limit would fail them for the machine's sake, not the code's.
    testTimeout: 30_000,
  },
});
