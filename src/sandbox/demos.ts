// The demo battlefields bundled with the page (examples/demo-<ruleset>.json). A demo whose ruleset
// is not registered in this build is listed but cannot be loaded.

import demoGzg from "../../examples/demo-gzg.json";
import demoNecromunda from "../../examples/demo-necromunda.json";
import demoTrenchCrusade from "../../examples/demo-trench-crusade.json";
import { RULESETS } from "../core/index.js";
import type { ScenarioDoc } from "./scenario-doc.js";

export interface Demo {
  readonly name: string;
  readonly ruleset: string;
  readonly doc: ScenarioDoc;
  readonly available: boolean;
}

const registered = new Set<string>(RULESETS.map((r) => r.id));

export const DEMOS: readonly Demo[] = [
  { name: "demo-gzg", doc: demoGzg as unknown as ScenarioDoc },
  { name: "demo-necromunda", doc: demoNecromunda as unknown as ScenarioDoc },
  { name: "demo-trench-crusade", doc: demoTrenchCrusade as unknown as ScenarioDoc },
].map((d) => ({ ...d, ruleset: d.doc.ruleset, available: registered.has(d.doc.ruleset) }));

export const demoFor = (ruleset: string): Demo | undefined => DEMOS.find((d) => d.ruleset === ruleset && d.available);
