// StrykerJS mutation testing of the pure rules core (`npm run mutate`; how to run it scoped and read its
// report: docs/testing.md). Not part of CI: a full run takes hours on a shared two-core machine.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.stryker.config.ts", related: false },
  mutate: ["src/core/**/*.ts"],
  // scripts/stryker-ignore-defined.mjs: no mutants in the message of defined(value, "what"), which shows only
  // when an invariant breaks.
  plugins: ["@stryker-mutator/*", "./scripts/stryker-ignore-defined.mjs"],
  ignorers: ["defined-message"],
  coverageAnalysis: "perTest",
  concurrency: 2,
  // Re-runs only mutants whose code or covering tests changed since the last run.
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  tempDirName: ".stryker-tmp",
  cleanTempDir: true,
  reporters: ["clear-text", "html", "progress"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  clearTextReporter: { allowColor: false, logTests: false },
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 10000,
  // The first full run of the covering tests, on a loaded shared machine.
  dryRunTimeoutMinutes: 30,
};
