// A suggested aim on a (fake) scene: the scene's snapshot gives the same answer as core `suggest` on the
// scenario it was laid out from, in the scene's terms (token id, px), and bad input is named.

import { describe, expect, it } from "vitest";
import { loadScenario, suggest } from "../../../src/core/index.js";
import { objectiveOf, suggestAim, suggestionWhy } from "../../../src/foundry/ui/suggest-aim.js";
import { K } from "../../helpers/foundry/foundry-data.js";
import { SATCHEL, gzgGrenadeTable, gzgSuggestInput, satchelTable } from "../../helpers/foundry/suggest-tables.js";
import { PPI, docId, sceneFromScenario } from "../../helpers/foundry/scene-from-scenario.js";

const doc = gzgGrenadeTable();
const unbounded = gzgSuggestInput(doc);
const input = { ...unbounded, maxCandidates: 60 };

describe("suggestAim on a scene", () => {
  it("answers as core suggest does on the same table, the point in px", () => {
    const aim = suggestAim(input);
    // The scene's table: its bounds come from the scene rectangle.
    const snapDoc = { ...doc, battlefield: { ...(doc["battlefield"] as object), bounds: { x: -48, y: -48, width: 96, height: 96 } } };
    const core = suggest(loadScenario(snapDoc), { maxCandidates: 60, seed: "foundry" });
    expect(aim.score).toBe(core.score);
    expect(aim.expected).toEqual(core.expected);
    expect(aim.candidates).toBe(core.candidates);
    if ("figure" in core.target) expect(aim.target).toEqual({ tokenId: core.target.figure });
    else {
      const px = { x: core.target.point[0] * PPI, y: core.target.point[1] * PPI };
      expect(aim.target).toEqual({ point: px });
      expect(aim.throwTarget).toEqual(px);
    }
    expect(aim.expected.enemiesHit).toBeGreaterThan(1);
  });

  it("fills the objective's defaults and refuses a bad one", () => {
    expect(objectiveOf({ friendWeight: 0 })).toEqual({ measure: "hit", enemyWeight: 1, friendWeight: 0 });
    expect(() => objectiveOf({ measure: "kills" as "hit" })).toThrow(/ORDNANCE\.Suggest\.badObjective/);
    expect(() => objectiveOf({ enemyWeight: -1 })).toThrow(/ORDNANCE\.Suggest\.badObjective/);
  });

  it("names an attacker that is not a figure on the table", () => {
    expect(() => suggestAim({ ...input, attackerTokenId: "nobody0000000000" })).toThrow(/ORDNANCE\.Error\.unknownToken.*nobody/);
  });

  it("stops at its time budget on the clock it is given", () => {
    let t = 0;
    const aim = suggestAim({ ...unbounded, now: () => (t += 10), timeMs: 100 });
    expect(aim.complete).toBe(false);
  });
});

describe("suggestAim with the attack's options and decisions", () => {
  const tcWeapon = SATCHEL;
  const tcDoc = satchelTable(true);
  const tc = {
    scene: sceneFromScenario(tcDoc).data(),
    gridUnitsPerInch: 1,
    consts: K,
    ruleset: "trench-crusade" as const,
    settings: {},
    attackerTokenId: docId("A"),
    weapon: tcWeapon,
    seed: "blessing",
    maxCandidates: 24,
  };
  const bounded = (d: Record<string, unknown>): Record<string, unknown> => ({
    ...d,
    battlefield: { ...(d["battlefield"] as object), bounds: { x: -48, y: -48, width: 96, height: 96 } },
  });

  it("spends the attacker's Blessing markers as a throw would: the answer is core suggest with that decision", () => {
    const spend = { blessingSpend: { [docId("A")]: 3 } };
    const aim = suggestAim({ ...tc, decisions: spend });
    const core = suggest(loadScenario({ ...bounded(tcDoc), decisions: spend }), { maxCandidates: 24, seed: "blessing" });
    expect(aim.score).toBe(core.score);
    expect(aim.expected).toEqual(core.expected);
    // Three more DICE on the Success Roll: the best target lands more often than without them.
    const plain = suggestAim(tc);
    expect(aim.expected.enemiesHit).toBeGreaterThan(plain.expected.enemiesHit);
  });

  it("refuses what a throw would refuse, naming the field", () => {
    expect(() => suggestAim({ ...tc, decisions: { blessingSpend: { [docId("A")]: 4 } } })).toThrow(/blessingSpend/);
    expect(() => suggestAim({ ...tc, options: { notAnOption: 1 } })).toThrow(/ORDNANCE\.Trust\.undeclared.*options\.notAnOption/);
    const player = { isGM: false, owns: (id: string) => id === docId("A"), hidden: () => false };
    expect(() => suggestAim({ ...tc, options: { successModifier: 2 }, sender: player })).toThrow(/ORDNANCE\.Trust\.gmOnly/);
    // The GM may grant the modifier; the answer is core suggest with it.
    const granted = suggestAim({ ...tc, options: { successModifier: 2 } });
    const core = suggest(loadScenario({ ...bounded(tcDoc), attack: { ...(tcDoc["attack"] as object), successModifier: 2 } }), {
      maxCandidates: 24,
      seed: "blessing",
    });
    expect(granted.score).toBe(core.score);
  });

  it("takes a GZG blind shot as core does", () => {
    const aim = suggestAim({ ...input, blind: true });
    const core = suggest(loadScenario({ ...bounded(doc), attack: { ...(doc["attack"] as object), blind: true } }), {
      maxCandidates: 60,
      seed: "foundry",
    });
    expect(aim.score).toBe(core.score);
    expect(aim.expected).toEqual(core.expected);
    // Blind, the shell strays further: a different (worse) best score than aimed in sight.
    expect(aim.score).toBeLessThan(suggestAim(input).score);
  });
});

describe("suggestionWhy", () => {
  it("says the expected hits per side, or out of action for that objective, in lang/en.json's words", () => {
    const s = {
      target: { tokenId: "x" },
      throwTarget: "x",
      score: 1,
      expected: { enemiesHit: 1.234, friendsHit: 0.1, enemiesOutOfAction: 0.5, friendsOutOfAction: 0 },
      candidates: 3,
      complete: true,
    };
    expect(suggestionWhy(s)).toEqual({ key: "ORDNANCE.Suggest.why", data: { enemies: "1.23", friends: "0.10" } });
    expect(suggestionWhy(s, "outOfAction")).toEqual({ key: "ORDNANCE.Suggest.whyOut", data: { enemies: "0.50", friends: "0.00" } });
  });
});
