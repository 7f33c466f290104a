// Trench Crusade's document checks (docs/scenario.md, docs/rules.md §4.4 T3, T6): every marker spend is within the
// markers the model holds — the opponent's spend of the attacker's Blood on the Success Roll, Blood on an Injury
// Roll with any Bloodbath (6, or 3 on a Down model), Blessing — and every figure a decision names exists; the end
// of a round has nothing to do.

import { describe, expect, it } from "vitest";
import { getRuleset, loadScenario, resolveScenario } from "../../../../src/core/index.js";

type Doc = Record<string, unknown>;
const fig = (id: string, side: string, x: number, stats: Doc) => ({ id, side, x, y: 0, z: 0, baseRadius: 0.5, stats });

/** The issues check() finds in these decisions on a table of A (attacker: 2 Blood, 1 Blessing), D (Down, 3 Blood) and E (5 Blood). */
function issues(decisions: Doc, attack = true) {
  const scenario = loadScenario({
    ruleset: "trench-crusade",
    battlefield: {
      figures: [fig("A", "1", 0, { blood: 2, blessing: 1 }), fig("D", "2", 5, { blood: 3, down: true }), fig("E", "2", 8, { blood: 5 })],
    },
    ...(attack
      ? { attack: { attacker: "A", weapon: { name: "Charge", range: 24, keywords: ["BLAST(1)"] }, target: { figure: "E" } } }
      : { endOfRound: true }),
  });
  const ruleset = getRuleset("trench-crusade");
  if (!ruleset?.check) throw new Error("no trench-crusade check");
  return ruleset.check({ ...scenario, decisions }, scenario.resolvedSettings);
}

describe("Trench Crusade document checks", () => {
  it("accepts spends of exactly the markers held", () => {
    expect(issues({ bloodSpendOnSuccess: 1, bloodSpendOnInjury: { A: 1, E: 5 }, bloodbath: { D: true }, blessingSpend: { A: 1 } })).toEqual(
      [],
    );
    expect(issues({ bloodSpendOnSuccess: 2 })).toEqual([]);
  });

  it("the opponent cannot spend more of the attacker's Blood than it holds, counted with its Injury spend", () => {
    expect(issues({ bloodSpendOnSuccess: 3 })).toEqual([
      { path: "$.decisions.bloodSpendOnSuccess", problem: "the attacker holds only 2 Blood markers" },
      { path: "$.decisions.bloodSpendOnInjury.A", problem: "spends 3 Blood markers (with any Bloodbath) but A holds 2" },
    ]);
    expect(issues({ bloodSpendOnSuccess: 1, bloodSpendOnInjury: { A: 2 } })).toEqual([
      { path: "$.decisions.bloodSpendOnInjury.A", problem: "spends 3 Blood markers (with any Bloodbath) but A holds 2" },
    ]);
    expect(issues({ bloodSpendOnSuccess: 3 }, false)).toEqual([]);
  });

  it("a Bloodbath costs 6 markers, 3 on a Down model, added to the Injury spend", () => {
    expect(issues({ bloodbath: { E: true } })).toEqual([
      { path: "$.decisions.bloodSpendOnInjury.E", problem: "spends 6 Blood markers (with any Bloodbath) but E holds 5" },
    ]);
    expect(issues({ bloodbath: { D: true }, bloodSpendOnInjury: { D: 1 } })).toEqual([
      { path: "$.decisions.bloodSpendOnInjury.D", problem: "spends 4 Blood markers (with any Bloodbath) but D holds 3" },
    ]);
    expect(issues({ bloodbath: { E: false }, bloodSpendOnInjury: { E: 6 } })).toEqual([
      { path: "$.decisions.bloodSpendOnInjury.E", problem: "spends 6 Blood markers (with any Bloodbath) but E holds 5" },
    ]);
  });

  it("Blessing spends are within the model's markers", () => {
    expect(issues({ blessingSpend: { A: 2, E: 1 } })).toEqual([
      { path: "$.decisions.blessingSpend.A", problem: "A holds only 1 Blessing markers" },
      { path: "$.decisions.blessingSpend.E", problem: "E holds only 0 Blessing markers" },
    ]);
  });

  it("every figure a decision names exists", () => {
    expect(issues({ bloodSpendOnInjury: { X: 0 }, bloodbath: { Y: false }, blessingSpend: { Z: 0 }, meleeRetarget: "W" })).toEqual([
      { path: "$.decisions.bloodSpendOnInjury.X", problem: 'no figure has id "X"' },
      { path: "$.decisions.bloodbath.Y", problem: 'no figure has id "Y"' },
      { path: "$.decisions.blessingSpend.Z", problem: 'no figure has id "Z"' },
      { path: "$.decisions.meleeRetarget", problem: 'no figure has id "W"' },
    ]);
    expect(issues({ meleeRetarget: "D" })).toEqual([]);
  });

  it("the end of a round asks nothing and says there is no upkeep", () => {
    const out = resolveScenario({ ruleset: "trench-crusade", endOfRound: true, battlefield: { figures: [] } }).output;
    expect(out.notes.map((n) => n.key)).toEqual(["ORDNANCE.Log.tc.noUpkeep"]);
    expect(out.rolls).toEqual([]);
  });
});
