// The resolution order list: who the core would resolve at the aimed document (the ruleset's orderAtAim), a
// chosen order ranking them, moves, and the order the core then resolves in.

import { describe, expect, it } from "vitest";
import { AimScenarios, resolveScenario } from "../../src/core/index.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import { moveInList, orderAt, orderedList } from "../../src/sandbox/order-list.js";
import { exampleDoc } from "../helpers/examples.js";

const example = (name: string): ScenarioDoc => exampleDoc(`${name}.json`);
const necro = example("demo-necromunda");

describe("resolution order list", () => {
  it("ranks by a chosen order, others after in their own order, and moves items clamped to the ends", () => {
    expect(orderedList(["a", "b", "c"], undefined)).toEqual(["a", "b", "c"]);
    expect(orderedList(["a", "b", "c"], ["c", "x", "a"])).toEqual(["c", "a", "b"]);
    expect(moveInList(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    expect(moveInList(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveInList(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveInList(["a", "b", "c"], "z", 1)).toEqual(["a", "b", "c"]);
  });

  it("asks the core for the aimed document only where its ruleset takes an order, and not of a refused document", () => {
    const aims = new AimScenarios();
    expect(orderAt({ ...necro, attack: { ...necro.attack!, target: { point: [200, 200] } } }, aims)).toEqual([]);
    expect(orderAt(example("demo-trench-crusade"), aims)).toBeNull();
    expect(orderAt({ ...necro, settings: { "necro.blastVertical": "cube" } }, aims)).toBeNull();
  });

  it("lists the core's fighters under the demo's marker, with dice and seed left out, and the core follows a reversed order", () => {
    const list = orderAt({ ...necro, seed: "order:1", dice: { "N.hit": "not a face" } }, new AimScenarios())!;
    const plain = resolveScenario({ ...necro, seed: "order:1" }).output;
    expect(plain.outcome).toBe("HIT");
    expect(plain["hitFigures"]).toEqual(list);
    expect(list.length).toBeGreaterThan(1);
    const reversed = list.slice().reverse();
    const chosen = resolveScenario({ ...necro, seed: "order:1", decisions: { resolutionOrder: reversed } }).output;
    expect(chosen["hitFigures"]).toEqual(reversed);
  });
});
