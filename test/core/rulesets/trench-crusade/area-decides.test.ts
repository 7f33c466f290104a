// Who a Trench Crusade blast hits, decided at its edge (docs/rules.md §4.4 T5, `geometry.touchCounts`): a base
// exactly eps past or inside the radius, and the chosen target hit on a success even outside the candidates.

import { describe, expect, it } from "vitest";
import { createBattlefield, getRuleset, loadScenario } from "../../../../src/core/index.js";
import { blastHits, inBlast } from "../../../../src/core/rulesets/trench-crusade/area.js";
import type { TcSettings } from "../../../../src/core/rulesets/trench-crusade/settings.js";
import type { TcFigure } from "../../../../src/core/rulesets/trench-crusade/types.js";

/** A tolerance that is exact in binary (2⁻⁷), so radius ± eps is exact too. */
const EPS = 0.0078125;
const C = { x: 10, y: 10, z: 0 };

function setup(settings: Record<string, unknown> = {}) {
  const scenario = loadScenario({
    ruleset: "trench-crusade",
    settings: { "geometry.eps": EPS, ...settings },
    endOfRound: true,
    battlefield: { figures: [{ id: "A", side: "1", x: 0, y: 0, z: 0, baseRadius: 0.5, stats: {} }] },
  });
  const ruleset = getRuleset("trench-crusade");
  if (!ruleset) throw new Error("no trench-crusade ruleset");
  return { bf: createBattlefield(scenario.battlefield) as never, settings: ruleset.resolveSettings(scenario.settings) as TcSettings };
}
/** A model on the x axis whose base edge is 2" + k·eps from the centre. */
const at = (k: number): TcFigure =>
  ({ id: "M", side: "2", x: 12.5 + k * EPS, y: 10, z: 0, baseRadius: 0.5, stats: {} }) as unknown as TcFigure;

describe("rules §4.4 T5: a blast's edge", () => {
  it.each([
    [true, 1, true],
    [true, 1.5, false],
    [false, -1, false],
    [false, -1.5, true],
  ])('geometry.touchCounts %s: a base edge 2" %d·eps away is hit: %s', (touch, k, hit) => {
    expect(inBlast(C, 2, at(k), setup({ "geometry.touchCounts": touch }).settings)).toBe(hit);
  });

  it("the chosen target is hit first on a success, even when no candidate lists it", () => {
    const { bf, settings } = setup();
    const far: TcFigure = { ...at(40), id: "T" };
    expect(blastHits(bf, C, 2, "1", far, settings, [], () => []).map((h) => [h.figure.id, h.cause])).toEqual([["T", "blast"]]);
  });
});
