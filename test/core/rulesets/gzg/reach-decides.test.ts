// GZG's reach, shape by shape (docs/rules.md §3.4 G1–G10; docs/architecture.md, pruning): the line of fire, the
// landing disc of this shot's die plus the payload (accuracy die, blind die, none for a refused shot), the
// approach capsule when it is checked, the largest base added for terrain, the cloud ids a new marker must not
// repeat, and an end of turn's drift around every cloud.

import { describe, expect, it } from "vitest";
import type { AttackReach } from "../../../../src/core/scenario/reach.js";
import { disc, reachOfDoc, seg } from "../../../helpers/reach.js";

type Doc = Record<string, unknown>;

const FIRER = { id: "F", side: "red", x: 0, y: 20, stats: { quality: 6, motivation: 1, strength: 10 } };
/** A figure of base 1" off to the side, so that terrain shapes grow by 1". */
const BIG = { id: "B", side: "blue", x: 40, y: 0, baseRadius: 1, stats: {} };

function reachOf(
  doc: { attack?: Doc; settings?: Doc; walls?: Doc[]; clouds?: Doc[]; figures?: Doc[] },
  drop: string[] = [],
): AttackReach | null {
  return reachOfDoc(
    {
      ruleset: "gzg",
      settings: doc.settings ?? {},
      battlefield: {
        bounds: { width: 60, height: 40 },
        walls: doc.walls ?? [],
        clouds: doc.clouds ?? [],
        figures: doc.figures ?? [FIRER, BIG],
      },
      ...(doc.attack ? { attack: doc.attack } : { endOfRound: true }),
    },
    drop,
  );
}

/** 14" at a 2" band: target number 7, past quality D6, so an automatic deviation on a D8 (6 + 2 sides per band). */
const GL = { name: "GL", rangeBand: 2, payload: "explosive", blastRadius: 2 };
const shot = (over: Doc = {}, weapon: Doc = GL): Doc => ({ attacker: "F", weapon, target: { point: [14, 20] }, ...over });

describe("§3.4 G1–G7: a shot's reach", () => {
  it("a seen shot: the line of fire, and the accuracy die plus the blast around the aim point (terrain one base wider)", () => {
    expect(reachOf({ attack: shot() })).toEqual({
      terrain: [seg([0, 20], [14, 20], 0), disc([14, 20], 11)],
      figures: [disc([14, 20], 10)],
      keepClouds: [],
    });
  });

  it("a checked approach path adds the line of fire with the payload's radius", () => {
    expect(reachOf({ attack: shot(), settings: { "gzg.checkApproachPath": true } })).toEqual({
      terrain: [seg([0, 20], [14, 20], 0), disc([14, 20], 11), seg([0, 20], [14, 20], 3)],
      figures: [disc([14, 20], 10), seg([0, 20], [14, 20], 2)],
      keepClouds: [],
    });
  });

  it.each([
    ["gzg.tnRounding floorPlusOne (TN 8, a D10)", shot(), { "gzg.tnRounding": "floorPlusOne" }, 12],
    ["gzg.shiftSidesPerBand 4 (a D10)", shot(), { "gzg.shiftSidesPerBand": 4 }, 12],
    ["a thrown weapon's band from strength D10 (4\": TN 4, a D6 roll)", shot({}, { ...GL, rangeBand: 9, thrown: true }), {}, 8],
    ['a 1" band, a die past D12 (the shot is refused)', shot({}, { ...GL, rangeBand: 1 }), {}, 2],
    ["a declared blind shot (the blind D12)", shot({ blind: true }), {}, 14],
    ["a blind shot with gzg.blindDie 20", shot({ blind: true }), { "gzg.blindDie": 20 }, 22],
    ["a figure as the aim point", shot({ target: { figure: "T" } }), {}, 10],
  ] as const)('the landing disc with %s is %d"', (_what, attack, settings, radius) => {
    const figures = [FIRER, BIG, { id: "T", side: "blue", x: 14, y: 20, stats: {} }];
    expect(reachOf({ attack, settings, figures })?.figures).toEqual([disc([14, 20], radius)]);
  });

  it("a shot the firer cannot see (a wall, or a smoke marker) is blind: the blind die", () => {
    const walls = [{ id: "screen", a: [7, 18], b: [7, 22], blocksMove: false }];
    expect(reachOf({ attack: shot(), walls })?.figures).toEqual([disc([14, 20], 14)]);
    const clouds = [{ id: "haze", kind: "smoke", x: 7, y: 20, radius: 1 }];
    expect(reachOf({ attack: shot(), clouds })?.figures).toEqual([disc([14, 20], 14)]);
  });

  it('a smoke round reaches 3" past its die and keeps the clouds whose ids a new marker must not repeat', () => {
    const clouds = ["smoke-1", "gas-12", "smoke-", "xsmoke-2", "smoke-3x", "smoke-a", "fog-4"].map((id, i) => ({
      id,
      kind: "smoke",
      x: 50,
      y: 5 * i,
      radius: 1,
    }));
    const r = reachOf({ attack: shot({}, { name: "Smoke", rangeBand: 2, payload: "smoke" }), clouds });
    expect(r?.figures).toEqual([disc([14, 20], 11)]);
    expect(r?.keepClouds).toEqual(["smoke-1", "gas-12"]);
    expect(reachOf({ attack: shot(), clouds })?.keepClouds).toEqual([]);
  });

  it("no reach when the firer or the aimed figure is not on the battlefield", () => {
    const figures = [FIRER, BIG, { id: "T", side: "blue", x: 14, y: 20, stats: {} }];
    expect(reachOf({ attack: shot(), figures }, ["F"])).toBeNull();
    expect(reachOf({ attack: shot({ target: { figure: "T" } }), figures }, ["T"])).toBeNull();
    expect(reachOf({ attack: shot({ target: { figure: "T" } }), figures })).not.toBeNull();
  });
});

describe("§3.4 G10: an end of turn's reach", () => {
  it('every cloud with its radius plus the farthest drift (6"), terrain one base wider, and every cloud kept', () => {
    const clouds = [
      { id: "s", kind: "smoke", x: 5, y: 6, radius: 3 },
      { id: "g", kind: "gas", x: 30, y: 10, radius: 2 },
    ];
    expect(reachOf({ clouds })).toEqual({
      terrain: [disc([5, 6], 10), disc([30, 10], 9)],
      figures: [disc([5, 6], 9), disc([30, 10], 8)],
      keepClouds: "all",
    });
  });
});
