// Which rulesets give the attack's `blind` flag a meaning (the throw dialog offers it only for them): GZG's
// blind shot at a point the firer cannot see (docs/rules.md §3.4 G3); the others ignore the flag.

import { describe, expect, it } from "vitest";
import { RULESET_IDS, getRuleset } from "../../../src/core/index.js";

describe("blind shots", () => {
  it("are GZG's alone among the bundled rulesets", () => {
    expect(RULESET_IDS.filter((id) => getRuleset(id)?.blindShots === true)).toEqual(["gzg"]);
  });
});
