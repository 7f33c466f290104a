// Blood and Blessing markers kept between attacks (docs/rules.md §4.3–§4.4, docs/architecture.md §4): what the
// presentation gives an adapter to store — a hit model's markers from its `affected` entry, the attacker's spends on
// its own Success Roll from `unlistedStates` — and how a stored state feeds the markers back into the next attack.

import { describe, expect, it } from "vitest";
import { type AnyRuleset, getRuleset, resolveScenario } from "../../../../src/core/index.js";
import type { StoredFigureState } from "../../../../src/core/rulesets/presentation.js";
import type { OutputDocument } from "../../../../src/core/scenario/output.js";

type Doc = Record<string, unknown>;
const PLAIN = { name: "Test charge", range: 24, keywords: ["BLAST(1)"] };
const fig = (id: string, side: string, x: number, stats: Doc = {}) => ({ id, side, x, y: 0, z: 0, baseRadius: 0.5, stats });

const tc = (): AnyRuleset => {
  const r = getRuleset("trench-crusade");
  if (!r) throw new Error("no trench-crusade ruleset");
  return r;
};
const unlisted = (o: OutputDocument): Readonly<Record<string, StoredFigureState>> => tc().presentation.unlistedStates?.(o) ?? {};

const resolve = (figures: unknown[], decisions: Doc, dice: Doc, target: Doc = { figure: "E" }): OutputDocument =>
  resolveScenario({
    ruleset: "trench-crusade",
    battlefield: { walls: [], figures },
    attack: { attacker: "A", weapon: PLAIN, target },
    decisions,
    dice,
  }).output;

describe("Trench Crusade markers an adapter stores", () => {
  it("an attacker that spends Blessing and Blood on its Success Roll, not hit itself: its markers left, its status", () => {
    const o = resolve(
      [fig("A", "1", 0, { blessing: 3, blood: 2, down: true }), fig("E", "2", 5)],
      { blessingSpend: { A: 2 }, bloodSpendOnSuccess: 1 },
      {
        "T.success": [1, 1],
      },
    );
    expect(o.affected.map((e) => e.figure)).not.toContain("A");
    expect(unlisted(o)).toEqual({ A: { status: "down", wounds: null, toughness: null, blood: 1, suppression: null, blessing: 1 } });
  });

  it("nothing spent on the Success Roll: no state to store for the attacker", () => {
    const o = resolve(
      [fig("A", "1", 0, { blessing: 3, blood: 2 }), fig("E", "2", 5)],
      { blessingSpend: { A: 0 }, bloodSpendOnSuccess: 0 },
      {
        "T.success": [1, 1],
      },
    );
    expect(unlisted(o)).toEqual({});
  });

  it("an attacker its own blast hits: its `affected` entry holds the markers, nothing unlisted", () => {
    // A hit on a point 1" away: the BLAST(1) reaches the attacker; a Minor Hit (3 + 3) for it.
    const o = resolve(
      [fig("A", "1", 0, { blessing: 2 }), fig("E", "2", 9)],
      { blessingSpend: { A: 1 } },
      { "T.success": [6, 6, 6], "T.injury[A]": [3, 3] },
      { point: [1.2, 0] },
    );
    const a = o.affected.find((e) => e.figure === "A");
    expect(a).toMatchObject({ blessing: 1 });
    expect(unlisted(o)).toEqual({});
  });

  it("a hit model's Blessing spent on its Injury Roll is in its `affected` entry", () => {
    const o = resolve(
      [fig("A", "1", 0), fig("E", "2", 5, { blessing: 2 })],
      { blessingSpend: { E: 2 } },
      {
        "T.success": [6, 6],
        "T.injury[E]": [1, 1, 1],
      },
    );
    expect(o.affected.find((e) => e.figure === "E")).toMatchObject({ blessing: 0 });
  });

  it("a stored state feeds Blessing back into the stats; a state without the field (kept before it existed) leaves them", () => {
    const state = (blessing?: number | null): StoredFigureState => ({
      status: "standing",
      wounds: null,
      toughness: null,
      blood: 1,
      suppression: null,
      ...(blessing !== undefined ? { blessing } : {}),
    });
    const stats = { ranged: 1, blessing: 3, blood: 0 };
    expect(tc().presentation.statsWithState(stats, state(1))).toEqual({ ranged: 1, blessing: 1, blood: 1, down: false });
    expect(tc().presentation.statsWithState(stats, state(0))).toEqual({ ranged: 1, blessing: 0, blood: 1, down: false });
    expect(tc().presentation.statsWithState(stats, state(null))).toEqual({ ranged: 1, blessing: 3, blood: 1, down: false });
    expect(tc().presentation.statsWithState(stats, state())).toEqual({ ranged: 1, blessing: 3, blood: 1, down: false });
  });
});
