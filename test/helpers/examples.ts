// The bundled example documents (examples/*.json) as the tests read them: parsed, and checked by the core's own
// validation before a test edits them, which is what lets them be typed as scenario documents.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadScenario } from "../../src/core/index.js";
import type { ScenarioDoc } from "../../src/core/scenario/document.js";

/** examples/<file> parsed; a document loadScenario refuses throws its ScenarioError here. */
export function exampleDoc(file: string): ScenarioDoc {
  const doc: unknown = JSON.parse(readFileSync(join(import.meta.dirname, "../../examples", file), "utf8"));
  loadScenario(doc);
  return doc as ScenarioDoc;
}
