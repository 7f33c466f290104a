// The benchmark's schema-validation keys (issue #13): validating the big table's 5,000-wall document against
// its ruleset's schema, and, as a yardstick from the same run, parsing that document's JSON text.

import { performance } from "node:perf_hooks";
import { getRuleset, scenarioSchema, validate } from "../core/index.js";
import { bigTableScenario } from "./big-table.js";

const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Median milliseconds of `f` over `rounds` runs, after as many unmeasured ones. */
function timeMs(rounds: number, f: () => unknown): number {
  for (let i = 0; i < rounds; i++) f();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    f();
    times.push(performance.now() - t0);
  }
  return median(times);
}

export function validateBench(): { validateMs5k: number; parseMs5k: number; validateOverParse: number } {
  const doc = bigTableScenario("gzg");
  const ruleset = getRuleset("gzg");
  if (!ruleset) throw new Error("the GZG ruleset is missing from this build");
  const schema = scenarioSchema(ruleset);
  if (validate(doc, schema).length) throw new Error("the big table does not validate");
  const text = JSON.stringify(doc);
  const validateMs = timeMs(40, () => validate(doc, schema));
  const parseMs = timeMs(40, () => JSON.parse(text));
  return {
    validateMs5k: Number(validateMs.toFixed(3)),
    parseMs5k: Number(parseMs.toFixed(3)),
    validateOverParse: Number((validateMs / parseMs).toFixed(2)),
  };
}
