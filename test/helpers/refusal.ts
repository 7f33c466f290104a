// What a refused input says: the JSON path and the problem of the ScenarioError a call throws, so a test can
// compare both with one `toEqual`. Shared by the profile tests of every ruleset.

import { ScenarioError } from "../../src/core/index.js";

/** The path and message of the ScenarioError `f` throws; any other error is rethrown, and no error at all fails. */
export function refusal(f: () => unknown): { path: string; problem: string } {
  try {
    f();
  } catch (e) {
    if (e instanceof ScenarioError) return { path: e.path, problem: e.problem };
    throw e;
  }
  throw new Error("no ScenarioError");
}
