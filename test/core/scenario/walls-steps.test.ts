// A document's walls parsed in steps (parseWallsSteps) give what parsing the whole document gives for them: the
// same normalized walls, and for a bad list the same error (path, problem and the other problems listed).

import { describe, expect, it } from "vitest";
import { ScenarioError, getRuleset, loadScenario, parseWallsSteps } from "../../../src/core/index.js";

const wall = (i: number, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: `w${String(i)}`,
  a: [i, 0],
  b: [i, 1],
  ...(i % 3 === 0 ? { blocksSight: false } : {}),
  ...(i % 4 === 0 ? { bottom: 0, top: 2, blocksFrom: "left" } : {}),
  ...over,
});

/** What loadScenario makes of the walls (or the error it throws). */
function eager(ruleset: string, walls: unknown[]): unknown {
  try {
    return loadScenario({ ruleset, battlefield: { walls }, endOfRound: true }).battlefield.walls;
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    return { path: e.path, problem: e.problem, others: e.others };
  }
}

function stepped(ruleset: string, walls: unknown[], size: number): unknown {
  const steps = parseWallsSteps(walls, getRuleset(ruleset)?.schemas.wall);
  let total = 0;
  for (let n = steps.step(size); n > 0; n = steps.step(size)) {
    expect(n).toBeLessThanOrEqual(size);
    total += n;
  }
  expect(total).toBe(walls.length);
  try {
    return steps.finish();
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    return { path: e.path, problem: e.problem, others: e.others };
  }
}

describe("walls parsed in steps", () => {
  const good = Array.from({ length: 23 }, (_, i) => wall(i));
  const cases: [string, unknown[]][] = [
    ["valid walls with every optional field", good],
    ["a ruleset's own wall field (Necromunda wounds)", good.map((w, i) => (i === 5 ? { ...w, wounds: 2 } : w))],
    [
      "schema problems in two walls far apart",
      good.map((w, i) => (i === 2 ? { ...w, a: [1] } : i === 20 ? { ...w, blocksMove: "yes" } : w)),
    ],
    ["a non-object wall", good.map((w, i) => (i === 9 ? 12 : w))],
    ["duplicate ids and equal ends", good.map((w, i) => (i === 17 ? { ...w, id: "w3" } : i === 8 ? { ...w, b: [8, 0] } : w))],
    ["a top below its bottom", good.map((w, i) => (i === 12 ? { ...w, bottom: 3, top: 1 } : w))],
  ];
  it.each(cases)("%s: as the whole document's parse", (_, walls) => {
    for (const ruleset of ["gzg", "necromunda"]) {
      const want = eager(ruleset, walls);
      for (const size of [1, 5, 1000]) expect(stepped(ruleset, walls, size)).toEqual(want);
    }
  });

  it("keeps a frozen wall already in normal form as it is, and copies any other", () => {
    const frozen = Object.freeze({ id: "f", a: Object.freeze([0, 0]), b: Object.freeze([1, 0]), blocksMove: true, blocksSight: false });
    const partial = Object.freeze({ id: "p", a: Object.freeze([0, 1]), b: Object.freeze([1, 1]) });
    const open = { id: "o", a: [0, 2], b: [1, 2], blocksMove: true, blocksSight: true };
    const [f, p, o] = parseWallsSteps([frozen, partial, open]).finish();
    expect(f).toBe(frozen);
    expect(p).not.toBe(partial);
    expect(p).toEqual({ ...partial, blocksMove: true, blocksSight: true });
    expect(o).not.toBe(open);
    expect(o?.a).not.toBe(open.a);
    expect([f, p, o]).toEqual(
      loadScenario({ ruleset: "gzg", battlefield: { walls: [frozen, partial, open] }, endOfRound: true }).battlefield.walls,
    );
  });

  it("the cases above include refusals (the comparison is not of two successes only)", () => {
    expect(eager("gzg", cases[2]![1])).toMatchObject({ path: "$.battlefield.walls[2].a" });
    expect(eager("gzg", cases[4]![1])).toMatchObject({
      path: "$.battlefield.walls[17].id",
      others: ["$.battlefield.walls[8].b: a wall needs two different end points"],
    });
    expect(Array.isArray(eager("gzg", cases[0]![1]))).toBe(true);
  });
});
