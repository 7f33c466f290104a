// The sandbox's odds panel names the decisions its odds leave to the automation's policy (issue #27 item 5): the
// Necromunda demo's resolution order until the order panel writes one, in the language file's words.

import { describe, expect, it } from "vitest";
import { AimScenarios } from "../../src/core/index.js";
import { leftToPolicy } from "../../src/sandbox/policy-note.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import { exampleDoc } from "../helpers/examples.js";

describe("policy note", () => {
  it("names the Necromunda demo's open decisions, and drops the order once one is written", () => {
    const necro = exampleDoc("demo-necromunda.json");
    const aims = new AimScenarios();
    const open = leftToPolicy(necro, aims);
    expect(open).toContain("Order of hit fighters");
    expect(open).toContain("Running for Cover route");
    const ordered: ScenarioDoc = { ...necro, decisions: { ...necro.decisions, resolutionOrder: [] } };
    expect(leftToPolicy(ordered, aims)).not.toContain("Order of hit fighters");
  });

  it("a document the core refuses names nothing", () => {
    const necro = exampleDoc("demo-necromunda.json");
    expect(leftToPolicy({ ...necro, ruleset: "no-such-ruleset" }, new AimScenarios())).toEqual([]);
  });
});
