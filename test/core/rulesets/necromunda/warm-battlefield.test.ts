// Necromunda's Ruleset.warmBattlefield (the scene cache's warm-up, docs/foundry.md "Warm-up"): it builds the
// battlefield's figure slots and ledge list before the first attack, and an attack on a warmed battlefield resolves
// exactly as one on a fresh battlefield does (here a knockback toward a ledge, which reads both; unscripted dice seeded).

import { describe, expect, it } from "vitest";
import {
  chainAnswerers,
  createBattlefield,
  getRuleset,
  loadScenario,
  outputDocument,
  run,
  scriptedAnswerer,
  seededAnswerer,
} from "../../../../src/core/index.js";
import { fig, wall } from "../../../helpers/scenario-run.js";
import { attacker, frag, necroDoc } from "../../../helpers/necromunda.js";

const doc = necroDoc({
  figures: [attacker(4), fig("R", "blue", 11, 0, {}, { z: 4 }), fig("S", "blue", 9, 1, {}, { z: 4 })],
  weapon: frag(),
  target: { point: [10, 0, 4] },
  walls: [wall("edge", [11.5, -5], [11.5, 5], { blocksMove: false, blocksSight: false, ledge: { dropInches: 4 } })],
  dice: { "N.firepower": 4, "N.hit": 6, "N.kb[R]": 3, "N.edgeI[R]": 2, "N.wound[R]": 1, "N.fallI[R]": 4, "N.kb[S]": 1, "N.wound[S]": 1 },
});

function attackOn(warm: boolean) {
  const scenario = loadScenario(doc);
  const ruleset = getRuleset("necromunda");
  if (!ruleset?.warmBattlefield) throw new Error("Necromunda warms its battlefield");
  const battlefield = createBattlefield(scenario.battlefield);
  if (warm) {
    battlefield.buildIndexes();
    ruleset.warmBattlefield(battlefield);
    // Idempotent: a second warm-up changes nothing.
    ruleset.warmBattlefield(battlefield);
  }
  const { result, answers } = run(
    ruleset.attack({ scenario, battlefield, settings: scenario.resolvedSettings }),
    chainAnswerers(scriptedAnswerer(scenario.dice, scenario.decisions), seededAnswerer("warm-battlefield")),
  );
  return outputDocument(result, answers);
}

describe("Necromunda's warmBattlefield", () => {
  it("an attack on a warmed battlefield resolves exactly as on a fresh one (a knockback over a ledge)", () => {
    const warm = attackOn(true);
    expect(warm).toEqual(attackOn(false));
    // The ledge was in play: the fighter knocked toward it took the edge test.
    const r = warm.affected.find((a) => a.figure === "R");
    expect(r?.notes.some((n) => n.key.includes("edgeTest"))).toBe(true);
  });
});
