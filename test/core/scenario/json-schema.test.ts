// The committed docs/scenario.schema.json must be what the core's schema generates (run
// `npm run schema` after changing a ruleset's fields), and must describe the bundled examples.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { knownSettings, loadScenario, scenarioJsonSchema } from "../../../src/core/index.js";
import { at, listAt, objectAt } from "../../helpers/json-path.js";

const root = join(import.meta.dirname, "../../..");

describe("scenario JSON Schema", () => {
  it("docs/scenario.schema.json is current", () => {
    const committed: unknown = JSON.parse(readFileSync(join(root, "docs/scenario.schema.json"), "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(scenarioJsonSchema())));
  });

  it("has a branch per registered ruleset that lists the stats fields", () => {
    const gzg = listAt(scenarioJsonSchema(), "allOf").find((b) => at(b, "if", "properties", "ruleset", "const") === "gzg");
    const stats = objectAt(gzg, "then", "properties", "battlefield", "properties", "figures", "items", "properties", "stats");
    expect(Object.keys(objectAt(stats, "properties"))).toEqual(
      expect.arrayContaining(["quality", "motivation", "strength", "sealed", "suppression", "armour", "cover"]),
    );
    expect(stats["additionalProperties"]).toBe(false);
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
