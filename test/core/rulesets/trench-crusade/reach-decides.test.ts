// Trench Crusade's reach, shape by shape (docs/rules.md §4.4 T1–T5; docs/architecture.md, pruning): the line of
// sight to the centre, the blast grown by a scatter (7 minus the roll, with or without the flat modifier) and
// by a melee retarget, the models a blast may catch and those 1" from them (chained or not), the opponent
// who picks a scatter point, and the 1" around the attacker and the target.

import { describe, expect, it } from "vitest";
import type { AttackReach } from "../../../../src/core/scenario/reach.js";
import { disc, reachOfDoc, seg } from "../../../helpers/reach.js";

type Doc = Record<string, unknown>;
const fig = (id: string, side: string, x: number, y: number, baseRadius = 0.5): Doc => ({ id, side, x, y, z: 0, baseRadius, stats: {} });

/** The attacker at the origin and, far away, a model of base 1" (the largest, so terrain grows by 1"). */
const BASE = [fig("A", "1", 0, 0), fig("BIG", "2", 40, 40, 1)];
const BLAST2 = { name: "Charge", range: 24, keywords: ["BLAST(2)"] };

function reachOf(doc: { attack?: Doc; settings?: Doc; figures?: Doc[] }, drop: string[] = []): AttackReach | null {
  return reachOfDoc(
    {
      ruleset: "trench-crusade",
      settings: doc.settings ?? {},
      battlefield: { walls: [], figures: doc.figures ?? BASE },
      ...(doc.attack ? { attack: doc.attack } : { endOfRound: true }),
    },
    drop,
  );
}

const atPoint = (weapon: Doc = BLAST2, over: Doc = {}): Doc => ({ attacker: "A", weapon, target: { point: [10, 0] }, ...over });

describe("§4.4 T1–T5: an attack's reach", () => {
  it('a blast at a point: the sight line, the blast one base wider, 1" around the attacker; a model out of reach is not kept (it picks no scatter point)', () => {
    expect(reachOf({ attack: atPoint() })).toEqual({
      terrain: [seg([0, 0], [10, 0], 0), disc([10, 0], 3)],
      figures: [disc([0, 0], 1.5)],
      keepFigures: [],
      keepClouds: [],
    });
  });

  it('keeps the models whose base is within the blast (plus 1/100"), then those 1" from them, chained with tc.friendly1inChain', () => {
    const figures = [
      fig("A", "1", 0, 0),
      fig("in", "1", 12.5, 0),
      fig("out", "2", 10, 2.52),
      fig("pal", "1", 14.5, 0),
      fig("pal2", "1", 16.5, 0),
      fig("away", "1", 16.52, 3),
    ];
    expect(reachOf({ attack: atPoint(), figures })?.keepFigures).toEqual(["in", "pal"]);
    expect(reachOf({ attack: atPoint(), figures, settings: { "tc.friendly1inChain": true } })?.keepFigures).toEqual(["in", "pal", "pal2"]);
  });

  it.each([
    ['SCATTER: 6" more (7 minus a roll of at least 1)', {}, {}, 8],
    ["SCATTER with a +2 Success Roll modifier", { successModifier: 2 }, {}, 6],
    ["SCATTER with a −2 modifier", { successModifier: -2 }, {}, 10],
    ["SCATTER with a +8 modifier (never below 0)", { successModifier: 8 }, {}, 2],
    ["SCATTER with tc.scatterBasis diceOnly (the dice alone)", { successModifier: 2 }, { "tc.scatterBasis": "diceOnly" }, 8],
  ] as const)('the blast of 2" with %s reaches %d"', (_what, over, settings, blast) => {
    const r = reachOf({ attack: atPoint({ ...BLAST2, keywords: ["BLAST(2)", "SCATTER"] }, over), settings });
    expect(r?.terrain).toEqual([seg([0, 0], [10, 0], 0), disc([10, 0], blast + 1)]);
  });

  it('a model target adds 1" around it and, when a friend in melee may be hit instead, 1" + its base + the largest base', () => {
    const figures = [...BASE, fig("T", "2", 10, 0, 0.75)];
    const at = (weapon: Doc, settings: Doc = {}) =>
      reachOf({ attack: { attacker: "A", weapon, target: { figure: "T" } }, figures, settings });
    // Shooting into melee with a blast re-targets only with tc.meleeRollForBlast.
    expect(at(BLAST2)).toEqual({
      terrain: [seg([0, 0], [10, 0], 0), disc([10, 0], 1 + 0.75 + 1 + 2 + 1)],
      figures: [disc([0, 0], 1.5), disc([10, 0], 1.75)],
      keepFigures: ["T"],
      keepClouds: [],
    });
    expect(at(BLAST2, { "tc.meleeRollForBlast": false })?.terrain).toEqual([seg([0, 0], [10, 0], 0), disc([10, 0], 3)]);
    expect(at({ name: "Rifle", range: 24, keywords: [] }, { "tc.meleeRollForBlast": false })?.terrain).toEqual([
      seg([0, 0], [10, 0], 0),
      disc([10, 0], 1 + 0.75 + 1 + 1),
    ]);
  });

  it("no reach without the attacker or the targeted model; an end of round reaches nothing", () => {
    const figures = [...BASE, fig("T", "2", 10, 0)];
    const atT = { attacker: "A", weapon: BLAST2, target: { figure: "T" } };
    expect(reachOf({ attack: atT, figures }, ["A"])).toBeNull();
    expect(reachOf({ attack: atT, figures }, ["T"])).toBeNull();
    expect(reachOf({})).toEqual({ terrain: [], figures: [], keepClouds: "all" });
  });
});
