// The scenario JSON Schema for editors (docs/scenario.schema.json), generated from the same schema
// descriptions the parser validates with; one `if ruleset … then …` branch per registered ruleset.

import { RULESETS } from "../rulesets/index.js";
import { scenarioSchema } from "./scenario.js";
import { toJsonSchema } from "./schema.js";

export function scenarioJsonSchema(): Record<string, unknown> {
  const branches = RULESETS.map((r) => ({
    if: { properties: { ruleset: { const: r.id } }, required: ["ruleset"] },
    then: toJsonSchema(scenarioSchema(r)),
  }));
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://ordnance-vtt.github.io/ordnance/scenario.schema.json",
    title: "Ordnance scenario",
    description: "One grenade or blast-weapon attack, or one end-of-round upkeep, for the ordnance command line and Foundry module.",
    type: "object",
    required: ["ruleset", "battlefield"],
    properties: { ruleset: { enum: RULESETS.map((r) => r.id) } },
    allOf: branches,
  };
}
