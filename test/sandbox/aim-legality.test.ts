// The sandbox's verdict on an aim, before any die is thrown, is the core's own: an attack the core
// refuses gives the same ILLEGAL reason as resolving it with dice; an allowed one rolls nothing.

import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { AimScenarios, makeTranslator, resolveScenario } from "../../src/core/index.js";
import { aimVerdict } from "../../src/sandbox/aim-legality.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import { exampleDoc } from "../helpers/examples.js";

const translate = makeTranslator(en);
const demo = (ruleset: string): ScenarioDoc => exampleDoc(`demo-${ruleset}.json`);

/** Every enemy of the demo's attacker, as a target of the demo's own attack. */
function atEachEnemy(ruleset: string): { figure: string; doc: ScenarioDoc }[] {
  const d = demo(ruleset);
  const attack = d.attack!;
  const figures = d.battlefield.figures ?? [];
  const side = figures.find((f) => f.id === attack.attacker)!.side;
  return figures
    .filter((f) => f.side !== side)
    .map((f) => ({ figure: f.id, doc: { ...d, attack: { ...attack, target: { figure: f.id } }, seed: "verdict" } }));
}

describe("aimVerdict", () => {
  for (const ruleset of ["gzg", "necromunda", "trench-crusade"])
    it(`${ruleset}: each enemy as a target gets the verdict the full resolution gives`, () => {
      let refused = 0;
      for (const { doc } of atEachEnemy(ruleset)) {
        const v = aimVerdict(doc, translate);
        const full = resolveScenario(doc, { translate }).output;
        expect(v.legal).toBe(full.outcome !== "ILLEGAL");
        if (!v.legal) {
          refused++;
          expect(v.reason).toBe(full.reason);
          expect(v.output?.log).toEqual(full.log);
          expect(v.output?.rolls).toEqual([]);
        }
      }
      if (ruleset !== "gzg") expect(refused).toBeGreaterThan(0);
    });

  it("ignores the document's scripted dice and seed (nothing is rolled or spent)", () => {
    const d = { ...demo("gzg"), dice: { "G.skill": 9 } } as ScenarioDoc;
    expect(aimVerdict(d, translate)).toEqual({ legal: true, reason: null, output: null });
  });
});

describe("aimVerdict aim after aim on one table", () => {
  it("gives with its kept parse the verdicts a fresh parse gives, and changes no document", () => {
    for (const ruleset of ["gzg", "necromunda", "trench-crusade"]) {
      const aims = new AimScenarios();
      for (const { doc } of atEachEnemy(ruleset)) {
        const before = JSON.stringify(doc);
        expect(aimVerdict(doc, translate, aims)).toEqual(aimVerdict(doc, translate));
        expect(JSON.stringify(doc)).toBe(before);
      }
    }
  });
});
