// A suggested aim on a (fake) scene: the scene's snapshot gives the same answer as core `suggest` on the
// scenario it was laid out from, in the scene's terms (token id, px), and bad input is named.

import { describe, expect, it } from "vitest";
import { loadScenario, suggest } from "../../../src/core/index.js";
import { objectiveOf, suggestAim } from "../../../src/foundry/ui/suggest-aim.js";
import { K } from "../../helpers/foundry/foundry-data.js";
import { PPI, docId, renameFigures, sceneFromScenario } from "../../helpers/foundry/scene-from-scenario.js";

const weapon = { name: "Hand grenade", thrown: true, fuse: "time" };
const doc = renameFigures({
  ruleset: "gzg",
  battlefield: {
    figures: [
      { id: "F", side: "red", x: 2, y: 2, stats: { quality: 10, motivation: 1 } },
      { id: "E1", side: "blue", x: 10, y: 2, stats: { quality: 8, motivation: 2 } },
      { id: "E2", side: "blue", x: 10, y: 3.6, stats: { quality: 8, motivation: 2 } },
      { id: "P", side: "red", x: 12.5, y: 2.8, stats: { quality: 8, motivation: 2 } },
    ],
  },
  attack: { attacker: "F", weapon, target: { figure: "F" } },
});
const scene = sceneFromScenario(doc);
const unbounded = {
  scene: scene.data(),
  gridUnitsPerInch: 1,
  consts: K,
  ruleset: "gzg" as const,
  settings: {},
  attackerTokenId: docId("F"),
  weapon,
  seed: "foundry",
};
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
