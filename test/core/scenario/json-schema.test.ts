// The committed docs/scenario.schema.json must be what the core's schema generates (run
// `npm run schema` after changing a ruleset's fields), and must describe the bundled examples.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { knownSettings, loadScenario, scenarioJsonSchema } from "../../../src/core/index.js";

const root = join(import.meta.dirname, "../../..");

describe("scenario JSON Schema", () => {
  it("docs/scenario.schema.json is current", () => {
    const committed = JSON.parse(readFileSync(join(root, "docs/scenario.schema.json"), "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(scenarioJsonSchema())));
  });

  it("has a branch per registered ruleset that lists the stats fields", () => {
    const schema = scenarioJsonSchema() as { allOf: { if: { properties: { ruleset: { const: string } } }; then: any }[] };
    const gzg = schema.allOf.find((b) => b.if.properties.ruleset.const === "gzg")!;
    const stats = gzg.then.properties.battlefield.properties.figures.items.properties.stats;
    expect(Object.keys(stats.properties)).toEqual(
      expect.arrayContaining(["quality", "motivation", "strength", "sealed", "suppression", "armour", "cover"]),
    );
    expect(stats.additionalProperties).toBe(false);
  });

  it.each(readdirSync(join(root, "examples")).filter((f) => f.endsWith(".json")))("example %s is a valid scenario", (file) => {
    expect(() => loadScenario(JSON.parse(readFileSync(join(root, "examples", file), "utf8")))).not.toThrow();
  });
});

describe("docs/scenario.md", () => {
  const text = readFileSync(join(root, "docs/scenario.md"), "utf8");
  it.each(Object.keys(knownSettings()))("documents the setting %s", (key) => {
    expect(text).toContain(`\`${key}\``);
  });
});
