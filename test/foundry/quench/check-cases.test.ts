// The in-world check cases (src/foundry/quench/cases/*.json) are scenario documents: each resolves in the core
// with its own scripted dice to what its checks expect, and becomes the layout the checks build (walls, ledge).

import { describe, expect, it } from "vitest";
import { RULESETS, resolveScenario } from "../../../src/core/index.js";
import { CASE_FILES, CHECK_CASES, checkCase } from "../../../src/foundry/quench/check-cases.js";

describe("the in-world check cases", () => {
  it("give one case per registered ruleset, in the registry's order", () => {
    expect(CHECK_CASES.map((c) => c.ruleset)).toEqual(RULESETS.map((r) => r.id));
  });

  it.each(CASE_FILES.map((f) => [f.case, f] as const))("%s resolves with its dice to what its checks expect", (_name, file) => {
    const { output } = resolveScenario(file.scenario);
    expect(output.outcome).not.toBe("ILLEGAL");
    expect(output.blastRadius !== null, "blast area").toBe(file.expect.blastArea);
    expect(output.clouds.placed.length > 0, "cloud").toBe(file.expect.cloud);
    const moved = output.affected.filter((a) => {
      const was = file.scenario.battlefield.figures?.find((f) => f.id === a.figure);
      return was && Math.hypot(a.position.x - was.x, a.position.y - was.y) > 0.5;
    });
    expect(moved.map((a) => a.figure)).toEqual(file.expect.knockedBack ? [file.expect.knockedBack] : []);
    if (file.upkeep) {
      const clouds = output.clouds.placed.map(({ id, kind, x, y, z, radius, lethal }) => ({ id, kind, x, y, z, radius, lethal }));
      const battlefield = { ...file.scenario.battlefield, clouds, wind: file.upkeep.wind };
      const after = resolveScenario({ ruleset: file.scenario.ruleset, battlefield, endOfRound: true, dice: file.upkeep.dice }).output;
      expect(after.clouds.moved.length).toBeGreaterThan(0);
    }
  });

  it("builds a ledge as a platform edge and any other wall as blocking movement, sight unless it says not", () => {
    const ledgeCase = CHECK_CASES.find((c) => c.walls.some((w) => w.ledgeDropInches !== undefined))!;
    expect(ledgeCase.walls.map((w) => [w.sight, w.ledgeDropInches])).toEqual([
      [false, 2],
      [true, undefined],
    ]);
    const file = CASE_FILES[0]!;
    const noSight = {
      ...file,
      scenario: { ...file.scenario, battlefield: { walls: [{ id: "w", a: [0, 0], b: [1, 0], blocksSight: false }] } },
    };
    expect(checkCase(noSight as typeof file).walls).toEqual([{ id: "w", a: [0, 0], b: [1, 0], sight: false }]);
    expect(() => checkCase({ ...file, scenario: { ...file.scenario, attack: undefined } })).toThrow(
      /ledge-knockback: the scenario has no attack/,
    );
  });
});
