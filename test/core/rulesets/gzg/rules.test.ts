// GZG rules over plain numbers (docs/rules.md §3.2–§3.4) as tables, and seeded property tests of whole
// GZG attacks on random tables.

import { describe, expect, it } from "vitest";
import {
  type Outcome,
  chainAnswerers,
  createBattlefield,
  getRuleset,
  loadScenario,
  prepareResolution,
  resolveScenario,
  run,
  seededAnswerer,
  seededRandom,
} from "../../../../src/core/index.js";
import { gzgCloudSight } from "../../../../src/core/rulesets/gzg/clouds.js";
import {
  accuracyDie,
  clockBearing,
  quickAndDirty,
  rangeBand,
  reactionTarget,
  targetNumber,
  windReferenceBearing,
} from "../../../../src/core/rulesets/gzg/rules.js";

describe("range band (G1)", () => {
  it.each([
    [6, 2],
    [8, 3],
    [10, 4],
    [12, 5],
    [4, 2],
  ])('a thrower with strength D%i throws %i" bands', (die, band) => {
    expect(rangeBand({ thrown: true, rangeBand: 99 }, die)).toBe(band);
  });
  it("a launched weapon keeps its own band", () => {
    expect(rangeBand({ thrown: false, rangeBand: 10 }, 12)).toBe(10);
  });
});

describe("target number (G2, A-18)", () => {
  it.each([
    [0, 6, "ceil", 1],
    [5.9, 6, "ceil", 1],
    [6, 6, "ceil", 1],
    [6.01, 6, "ceil", 2],
    [24, 6, "ceil", 4],
    [26, 6, "ceil", 5],
    [24, 6, "floorPlusOne", 5],
    [23.9, 6, "floorPlusOne", 4],
    [0, 6, "floorPlusOne", 1],
    [40, 6, "ceil", 7],
    [3.5 * 4, 4, "ceil", 4],
  ] as const)("range %f with band %f (%s) → TN %i", (range, band, rounding, tn) => {
    expect(targetNumber(range, band, rounding)).toBe(tn);
  });
});

describe("accuracy die and shifting (G4, A-19)", () => {
  it.each([
    // [TN, quality die, expected]
    [5, 10, { kind: "roll", sides: 10 }],
    [9, 10, { kind: "roll", sides: 10 }],
    [10, 10, { kind: "auto", sides: 10 }],
    [6, 6, { kind: "auto", sides: 6 }],
    [7, 6, { kind: "auto", sides: 8 }],
    [8, 6, { kind: "auto", sides: 10 }],
    [9, 6, { kind: "auto", sides: 12 }],
    [10, 6, { kind: "illegal", reason: "dieShiftBeyondD12" }],
    [3, 4, { kind: "roll", sides: 4 }],
    [8, 4, { kind: "auto", sides: 12 }],
    [9, 4, { kind: "illegal", reason: "dieShiftBeyondD12" }],
    [7, 8, { kind: "roll", sides: 8 }],
    [10, 8, { kind: "auto", sides: 12 }],
    [10, 12, { kind: "roll", sides: 12 }],
  ] as const)("TN %i with a D%i", (tn, q, want) => {
    expect(accuracyDie(tn, q, 2)).toEqual(want);
  });
});

describe("directions (§1.6, A-28)", () => {
  it.each([
    [12, 0],
    [3, 90],
    [6, 180],
    [9, 270],
    [10, 300],
    [1, 30],
  ])("hour %i with the line of fire along +x is %i°", (hour, bearing) => {
    expect(clockBearing(0, hour)).toBe(bearing);
  });
  it("wind hour 12 points to table north (−y) or away from player 1's edge", () => {
    expect(windReferenceBearing("tableNorth", "north")).toBe(-90);
    expect(windReferenceBearing("player1Edge", "south")).toBe(-90);
    expect(windReferenceBearing("player1Edge", "north")).toBe(90);
    expect(windReferenceBearing("player1Edge", "west")).toBe(0);
  });
});

describe("reaction tests and Quick-and-Dirty fire", () => {
  it("the reaction target is motivation, or motivation plus suppression (A-23)", () => {
    expect(reactionTarget(2, 3, "motivation")).toBe(2);
    expect(reactionTarget(2, 3, "motivationPlusSuppression")).toBe(5);
  });
  it.each([
    [[6, 3], [4], "suppressed"],
    [[6, 5], [4], "hit"],
    [[4, 4], [4], "none"],
    [[9, 9], [4, 10], "none"],
    [[9, 2], [4, 8], "suppressed"],
  ] as const)("attack %j against defence %j → %s", (attack, defence, want) => {
    expect(quickAndDirty(attack, defence)).toBe(want);
  });
});

describe("seeded whole attacks on random tables", () => {
  function randomAttack(k: number): Record<string, unknown> {
    const rng = seededRandom(`gzg-attack-${k}`);
    const walls = Array.from({ length: 12 }, (_, i) => {
      const x = rng() * 30,
        y = rng() * 30,
        a = rng() * Math.PI * 2,
        len = 2 + rng() * 10;
      return { id: `w${i}`, a: [x, y], b: [x + Math.cos(a) * len, y + Math.sin(a) * len], blocksSight: rng() < 0.7 };
    });
    const figures = Array.from({ length: 10 }, (_, i) => ({
      id: `f${i}`,
      side: i % 2 ? "blue" : "red",
      x: rng() * 30,
      y: rng() * 30,
      stats: { quality: [4, 6, 8, 10, 12][Math.floor(rng() * 5)], motivation: 1 + Math.floor(rng() * 3), sealed: rng() < 0.2 },
    }));
    const payload = ["explosive", "smoke", "gas"][k % 3];
    return {
      ruleset: "gzg",
      battlefield: { walls, figures },
      attack: {
        attacker: "f0",
        weapon: { name: "g", thrown: k % 2 === 0, rangeBand: 6, fuse: k % 2 === 0 ? "time" : "contact", payload },
        target: { point: [rng() * 30, rng() * 30] },
      },
      seed: `gzg-${k}`,
    };
  }

  it("the same seed gives the same transcript", () => {
    for (let k = 0; k < 20; k++) {
      const a = resolveScenario(randomAttack(k));
      const b = resolveScenario(randomAttack(k));
      expect(b.answers).toEqual(a.answers);
      expect(b.output).toEqual(a.output);
    }
  });

  it("a deviation path never passes through a solid wall; a contact-fused round ends at or before the first wall", () => {
    let withWall = 0;
    for (let k = 0; k < 150; k++) {
      const doc = randomAttack(k);
      // Full precision (the output document rounds coordinates to 1/10,000").
      const output = run(prepareResolution(loadScenario(doc))(), chainAnswerers(seededAnswerer(`gzg-${k}`))).result as Outcome & {
        extra: Record<string, unknown>;
      };
      const walls = (doc.battlefield as { walls: { a: number[]; b: number[] }[] }).walls;
      for (const leg of output.path) {
        for (const w of walls) {
          expect(properCrossing(leg.from, leg.to, w.a, w.b), `case ${k}`).toBe(false);
        }
      }
      if (output.extra["detonatedOnObstacle"] || (output.extra["bounces"] as number) > 0) withWall++;
    }
    expect(withWall).toBeGreaterThan(5);
  });
});

/** Whether two segments cross strictly inside both (touching at an end does not count). */
function properCrossing(p: readonly number[], q: readonly number[], a: readonly number[], b: readonly number[]): boolean {
  const o = (x: readonly number[], y: readonly number[], z: readonly number[]) =>
    (y[0]! - x[0]!) * (z[1]! - x[1]!) - (y[1]! - x[1]!) * (z[0]! - x[0]!);
  const d1 = o(a, b, p),
    d2 = o(a, b, q),
    d3 = o(p, q, a),
    d4 = o(p, q, b);
  const tol = 1e-9;
  return ((d1 > tol && d2 < -tol) || (d1 < -tol && d2 > tol)) && ((d3 > tol && d4 < -tol) || (d3 < -tol && d4 > tol));
}

describe("smoke blocks line of sight (GZ-13, G8, A-26)", () => {
  const cloud = { id: "m", kind: "smoke" as const, x: 30, y: 0, z: 0, radius: 3, lethal: false };
  const gas = { ...cloud, id: "g", kind: "gas" as const, x: 60 };
  const bf = createBattlefield({ bounds: null, walls: [], figures: [], clouds: [cloud, gas], wind: null });
  const rule = (s: Record<string, unknown> = {}) =>
    gzgCloudSight(getRuleset("gzg")!.resolveSettings(s) as Parameters<typeof gzgCloudSight>[0]);

  it('a line through the marker is blocked; one passing 3.5" away is clear; exactly 3" is blocked', () => {
    expect(bf.hasLoS({ x: 30, y: -10 }, { x: 30, y: 10 }, rule())).toBe(false);
    expect(bf.hasLoS({ x: 0, y: 3.5 }, { x: 50, y: 3.5 }, rule())).toBe(true);
    expect(bf.hasLoS({ x: 0, y: 3 }, { x: 50, y: 3 }, rule())).toBe(false);
  });

  it("gas blocks sight only with gzg.gasBlocksLos", () => {
    expect(bf.hasLoS({ x: 60, y: -10 }, { x: 60, y: 10 }, rule())).toBe(true);
    expect(bf.hasLoS({ x: 60, y: -10 }, { x: 60, y: 10 }, rule({ "gzg.gasBlocksLos": true }))).toBe(false);
  });
});
