// The short CI pass of the fuzz (`npm run fuzz` runs the long one; docs/testing.md): random valid
// battlefields with levels per ruleset checked for the invariants, and mutated documents through the
// command line, which must end in status 0 or 2 within two seconds each.

import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runFuzz } from "../scripts/fuzz/run.js";

describe("fuzz (short pass)", () => {
  it("150 random battlefields per ruleset and 300 mutants: no failure", { timeout: 120_000 }, () => {
    const report = runFuzz(join(import.meta.dirname, ".."), { n: 150, mutants: 300, seed: "ci" });
    expect(report.failures.map((f) => `${f.pass} ${f.ruleset ?? ""} ${f.seed}: ${f.problems.join("; ").slice(0, 500)}`)).toEqual([]);
    expect(Object.keys(report.exitCodes).sort()).toEqual(["0", "2"]);
  });
});
