// Necromunda's resolution order before any roll (Ruleset.orderAtAim, docs/rules.md §2 N6): who would be under
// the Blast marker at the aim, nearest first — the same fighters, in the same order, the attack then resolves.

import { describe, expect, it } from "vitest";
import { RULESETS, loadScenario, orderAtAim } from "../../../../src/core/index.js";
import { attacker, frag, necroDoc } from "../../../helpers/necromunda.js";
import { fig, resolveDoc, wall } from "../../../helpers/scenario-run.js";

type Parts = Parameters<typeof necroDoc>[0];

/** Fighters around the target T at (10, 0): a and b 1" away, "touch" 2" away (its 0.5" base touches a 1.5" marker), "far" 5". */
const around = [
  attacker(),
  fig("T", "blue", 10, 0),
  fig("b", "blue", 11, 0),
  fig("a", "blue", 10, 1),
  fig("touch", "blue", 12, 0),
  fig("far", "blue", 15, 0),
];

const order = (p: Partial<Parts>): readonly string[] | null =>
  orderAtAim(loadScenario(necroDoc({ figures: around, weapon: frag(), target: { figure: "T" }, dice: {}, ...p })));

describe("Necromunda's resolution order at the aim", () => {
  it("is declared by Necromunda, the one bundled ruleset with a resolution order", () => {
    expect(RULESETS.filter((r) => Object.hasOwn(r, "orderAtAim")).map((r) => r.id)).toEqual(["necromunda"]);
  });

  it("lists the fighters under the marker nearest first, then by id; a touching base counts only when set", () => {
    expect(order({})).toEqual(["T", "a", "b", "touch"]);
    expect(order({ settings: { "geometry.touchCounts": false } })).toEqual(["T", "a", "b"]);
  });

  it("leaves out a fighter behind solid terrain on another level (levelOnly) or outside the sphere", () => {
    expect(order({ walls: [wall("w", [10.7, -0.3], [10.7, 0.3])] })).toEqual(["T", "a"]);
    const raised = (z: number) => [...around.slice(0, 3), fig("a", "blue", 10, 1, {}, { z }), ...around.slice(4)];
    expect(order({ figures: raised(0.5), settings: { "necro.blastVertical": "levelOnly" } })).toEqual(["T", "b", "touch"]);
    expect(order({ figures: raised(0.5) })).toEqual(["T", "a", "b", "touch"]);
    expect(order({ figures: raised(2) })).toEqual(["T", "b", "touch"]);
  });

  it("moves the hole by markerOffset only under offsetOverBase, and none when the offset leaves the base", () => {
    const offset = (markerOffset: number[], settings: Record<string, unknown>) =>
      orderAtAim(
        loadScenario({
          ...necroDoc({ figures: around, weapon: frag(), target: { figure: "T" }, dice: {}, settings }),
          attack: { attacker: "A0", weapon: frag(), target: { figure: "T" }, markerOffset },
        }),
      );
    expect(offset([0.5, 0], { "necro.markerOnFighter": "offsetOverBase" })).toEqual(["T", "b", "a", "touch"]);
    expect(offset([0.5, 0], {})).toEqual(["T", "a", "b", "touch"]);
    expect(offset([0.6, 0], { "necro.markerOnFighter": "offsetOverBase" })).toBeNull();
  });

  it("aims at a point too; a smoke round or a weapon without Blast orders no one", () => {
    expect(order({ target: { point: [11, 0] } })).toEqual(["b", "T", "touch", "a"]);
    expect(order({ weapon: frag(["Smoke"]) })).toBeNull();
    expect(order({ weapon: frag(["Smoke"]), settings: { "necro.smokeAsBlast5": true } })).toBeNull();
    expect(order({ weapon: frag(["Knockback"]) })).toBeNull();
  });

  it("is who the attack resolves at that hole, in that order", () => {
    const doc = {
      ...necroDoc({ figures: around, weapon: frag(["Blast(3)"]), target: { figure: "T" }, dice: { "N.hit": 6 } }),
      seed: "order",
    };
    const out = resolveDoc(doc);
    expect(out.outcome).toBe("HIT");
    expect(out["hitFigures"]).toEqual(orderAtAim(loadScenario(doc)));
  });
});
