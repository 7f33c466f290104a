// Replays every scenario fixture (test/fixtures/<ruleset>/*.json: the worked cases of docs/rules.md and
// regressions) through the command line's own code path and checks the expected output.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./helpers/cli.js";
import { subsetMismatches } from "./helpers/subset.js";

interface Fixture {
  readonly case: string;
  readonly summary: string;
  readonly scenario: unknown;
  /** A subset of the output document (numbers within 1e-3). */
  readonly expect: Record<string, unknown>;
  /** The exact order of roll tags. */
  readonly rollOrder?: readonly string[];
}

const root = join(import.meta.dirname, "fixtures");

for (const ruleset of readdirSync(root)) {
  describe(`${ruleset} fixtures`, () => {
    for (const file of readdirSync(join(root, ruleset))
      .filter((f) => f.endsWith(".json"))
      .sort()) {
      const fx = JSON.parse(readFileSync(join(root, ruleset, file), "utf8")) as Fixture;
      it(`${fx.case}: ${fx.summary}`, () => {
        const { code, out, err } = runCli(["resolve", file], { [file]: JSON.stringify(fx.scenario) });
        expect(err).toBe("");
        expect(code).toBe(0);
        const output = JSON.parse(out) as { rolls: { tag: string }[] };
        expect(subsetMismatches(output, fx.expect)).toEqual([]);
        if (fx.rollOrder) expect(output.rolls.map((r) => r.tag)).toEqual(fx.rollOrder);
      });
    }
  });
}
