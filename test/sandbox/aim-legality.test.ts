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
    expect(aimVerdict(d, translate)).toMatchObject({ legal: true, reason: null, output: null });
  });

  it("an allowed aim tells its first die: GZG's blind die when a wall hides the point, its skill die when not", () => {
    // The grenadier at (11, 15) throws at (17, 15), 6" away on open ground, then with a screen at x = 14 between.
    const base = demo("gzg");
    const at = (walls: unknown[]): ScenarioDoc =>
      ({
        ...base,
        battlefield: { ...base.battlefield, walls: [...(base.battlefield.walls ?? []), ...walls] },
        attack: { ...base.attack!, target: { point: [17, 15] } },
      }) as ScenarioDoc;
    expect(aimVerdict(at([]), translate).firstDie?.tag).toBe("G.skill");
    const hidden = aimVerdict(at([{ id: "screen", a: [14, 13], b: [14, 17] }]), translate);
    expect(hidden).toMatchObject({ legal: true, firstDie: { tag: "G.blind", sides: 12 } });
    // The words the page shows for it, from the language file.
    const words = translate({ key: "ORDNANCE.Sandbox.FirstDie.blind", data: { attacker: "grenadier", sides: 12 } });
    expect(words).toBe(
      'Blind shot: grenadier cannot see the aim point (or the shot is declared blind), so the round deviates up to 12" whatever the range or skill.',
    );
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
