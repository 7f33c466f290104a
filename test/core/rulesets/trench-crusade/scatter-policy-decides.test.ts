// Trench Crusade's automated scatter point (docs/rules.md §4.4 T4, A-37): each `tc.scatterPolicy` ranks the legal
// candidates by the chooser's and the attacker's models the blast (and the 1" pass after it) would hit, then by
// bearing; every setting that changes those counts is part of the memo's key on a shared battlefield; the
// models searched reach as far as a friend 1" beyond a model at the blast's edge.

import { describe, expect, it } from "vitest";
import { createBattlefield, getRuleset, loadScenario } from "../../../../src/core/index.js";
import type { Battlefield } from "../../../../src/core/battlefield/battlefield.js";
import { centreDistXY } from "../../../../src/core/geometry/segment.js";
import type { Vec3 } from "../../../../src/core/geometry/vec.js";
import { scatterPolicyPoint } from "../../../../src/core/rulesets/trench-crusade/scatter.js";
import type { TcSettings } from "../../../../src/core/rulesets/trench-crusade/settings.js";
import type { TcStats } from "../../../../src/core/rulesets/trench-crusade/types.js";

type Doc = Record<string, unknown>;
const fig = (id: string, side: string, x: number, y: number, baseRadius = 0.5, z = 0): Doc => ({
  id,
  side,
  x,
  y,
  z,
  baseRadius,
  stats: {},
});
const MIN = { "tc.scatterPolicy": "minimiseOwnLosses" };
const MAX = { "tc.scatterPolicy": "maximiseAttackerLosses" };
const CALLER = { "tc.scatterPolicy": "callerOnly" };
const C0 = { x: 20, y: 20, z: 0 };

/**
 * One battlefield (48" square; the scenario's attacker, of a third side, far off in a corner) shared by every pick on
 * it, as in Monte Carlo trials.
 */
function table(figures: Doc[], walls: Doc[] = []) {
  const scenario = loadScenario({
    ruleset: "trench-crusade",
    battlefield: { bounds: { x: 0, y: 0, width: 48, height: 48 }, walls, figures: [fig("A", "0", 1, 1), ...figures] },
    attack: { attacker: "A", weapon: { name: "Test charge", range: 24, keywords: ["BLAST(1)", "SCATTER"] }, target: { point: [10, 10] } },
  });
  const ruleset = getRuleset("trench-crusade");
  if (!ruleset) throw new Error("no trench-crusade ruleset");
  const bf = createBattlefield(scenario.battlefield) as unknown as Battlefield<TcStats>;
  const base = ruleset.resolveSettings({}) as TcSettings;
  /** The point picked for a BLAST(1) scattered `dist` from `c0`, side 1 attacking and side 2 choosing. */
  const pick = (settings: Doc, dist = 6, c0: Vec3 = C0, on: Battlefield<TcStats> = bf) =>
    scatterPolicyPoint({
      bf: on,
      c0,
      dist,
      radius: 1,
      attackerSide: "1",
      chooserSide: "2",
      settings: { ...base, ...settings },
    });
  /** The same battlefield listing exactly the models whose base is within reach (the grid's cells may list more). */
  const exact = { ...bf, figuresNear: (c: Vec3, r: number) => bf.figures.filter((f) => centreDistXY(c, f) - f.baseRadius <= r) };
  return { bf, exact, pick };
}

/** Degrees clockwise from +x of a picked point around `c0`, to 1/1000°; null for no point. */
function bearing(p: Vec3 | null, c0: Vec3 = C0): number | null {
  if (!p) return null;
  const deg = (Math.atan2(p.y - c0.y, p.x - c0.x) * 180) / Math.PI;
  return +(deg < 0 ? deg + 360 : deg).toFixed(3);
}

describe("rules §4.4 T4, A-37: each policy's pick", () => {
  // Models 6" out: at 90° one of the chooser's and one of the attacker's, at 180° one of the attacker's, at 270°
  // one of the chooser's and two of the attacker's (one of them on the circle, so a point on its base is a candidate).
  const ring = () =>
    table([
      fig("own90", "2", 20, 26),
      fig("att90", "1", 20, 27.2),
      fig("att180", "1", 14, 20),
      fig("own270", "2", 20, 14),
      fig("att270a", "1", 20, 12.8),
      fig("att270b", "1", 18.8, 14),
    ]);

  it("minimiseOwnLosses: none of the chooser's, then most of the attacker's, then the smallest bearing (170°, the first to catch 180°'s)", () => {
    expect(bearing(ring().pick(MIN))).toBe(170);
  });

  it("maximiseAttackerLosses: most of the attacker's, whatever the chooser loses (the base point before 260°)", () => {
    expect(bearing(ring().pick(MAX))).toBe(258.69);
  });

  it("callerOnly: the first legal bearing", () => {
    expect(ring().pick(CALLER)).toEqual({ x: 26, y: 20, z: 0 });
  });

  it("the three policies on one battlefield keep their own picks", () => {
    const { pick } = ring();
    expect([pick(MIN), pick(MAX), pick(CALLER), pick(MIN)].map((p) => bearing(p))).toEqual([170, 258.69, 0, 170]);
  });

  it("a tie on the attacker's models goes to fewer of the chooser's; the search stops at none of them and all of the attacker's", () => {
    // The attacker's model sits on the centre, so every point 1" away hits it; the chooser's is hit up to about 36°.
    const { pick } = table([fig("a0", "1", 20, 20), fig("o", "2", 22.2, 20)]);
    expect([bearing(pick(MAX, 1)), bearing(pick(MIN, 1))]).toEqual([40, 40]);
  });

  it("does not stop at all the attacker's models when the count is of the chooser's (two of the attacker's at 180°)", () => {
    const { exact, pick } = table([
      fig("w1", "1", 20, 26),
      fig("w2a", "1", 14, 20),
      fig("w2b", "1", 13.2, 20.6),
      fig("far", "2", 20, 13.4),
    ]);
    expect(bearing(pick(MIN, 6, C0, exact))).toBe(170);
  });
});

describe("rules §4.4 T4–T5: the settings that change a pick, on one battlefield", () => {
  it('tc.friendly1inSide and tc.friendly1inChain: who the 1" pass catches', () => {
    // At 90°: the attacker's model, 0.8" from it one of the chooser's, 0.8" beyond that another of the attacker's.
    const { pick } = table([fig("a90", "1", 20, 26), fig("o90", "2", 20, 27.8), fig("a2", "1", 20, 29.6), fig("a180", "1", 14, 20)]);
    const both = { "tc.friendly1inSide": "both" };
    expect(bearing(pick({ ...MAX, ...both }))).toBe(170);
    expect(bearing(pick({ ...MAX, ...both, "tc.friendly1inChain": true }))).toBe(80);
    expect(bearing(pick(MIN))).toBe(80);
    expect(bearing(pick({ ...MIN, ...both }))).toBe(170);
  });

  it("tc.blastLos: a one-way wall hides the model from the point, not the point from the model", () => {
    const { pick } = table([fig("a", "1", 20, 27.3)], [{ id: "w", a: [18, 26.8], b: [22, 26.8], blocksFrom: "left" }]);
    expect(bearing(pick(MAX))).toBe(85);
    expect(bearing(pick({ ...MAX, "tc.blastLos": "pointToModel" }))).toBe(0);
  });

  it("geometry.touchCounts: a base exactly at the blast's edge", () => {
    const { pick } = table([fig("t", "1", 20, 27.5)]);
    expect(bearing(pick(MAX))).toBe(90);
    expect(bearing(pick({ ...MAX, "geometry.touchCounts": false }))).toBe(0);
  });

  it("geometry.eps: a base 0.05\" past the blast's edge", () => {
    const { pick } = table([fig("e", "1", 20, 27.55)]);
    expect(bearing(pick(MAX))).toBe(0);
    expect(bearing(pick({ ...MAX, "geometry.eps": 0.1 }))).not.toBe(0);
  });

  it("tc.scatterMetric, and the centre itself: no two picks share an entry", () => {
    const { pick } = table([fig("ring", "3", 46 + 3 * Math.cos((49 * Math.PI) / 180), 20 + 3 * Math.sin((49 * Math.PI) / 180), 0.03, 0.3)]);
    const edge = { x: 46, y: 20, z: 0 };
    const raised = pick(CALLER, 3, edge);
    const flat = pick({ ...CALLER, "tc.scatterMetric": "tablePlane" }, 3, edge);
    expect([bearing(raised, edge), bearing(flat, edge)]).toEqual([49, 49]);
    expect(flat?.x).toBeGreaterThan((raised?.x ?? 0) + 0.005);
    // "1|23|…" and "12|3|…" would be one key without the separator.
    expect(pick(CALLER, 3, { x: 1, y: 23, z: 0 })).toEqual({ x: 4, y: 23, z: 0 });
    expect(pick(CALLER, 3, { x: 12, y: 3, z: 0 })).toEqual({ x: 15, y: 3, z: 0 });
  });
});

describe("rules §4.4 T4: the candidates the policy weighs", () => {
  it("near the table's edge the first legal bearing is 50°, or a model's base point before it, in bearing order", () => {
    const edge = { x: 46, y: 20, z: 0 };
    expect(bearing(table([]).pick(CALLER, 3, edge), edge)).toBe(50);
    const r49 = (49 * Math.PI) / 180;
    const { pick } = table([fig("ring", "3", 46 + 3 * Math.cos(r49), 20 + 3 * Math.sin(r49), 0.03)]);
    expect(bearing(pick(CALLER, 3, edge), edge)).toBe(49);
    expect(bearing(pick(MAX, 3, edge), edge)).toBe(49);
  });

  it("a friend 1\" beyond a model at the blast's edge counts, with a battlefield that lists exactly the models in reach", () => {
    // 2" bases: the chooser's model hit 3" + 1" + 2" out at 90°, the attacker's 1" past it; the smallest base last.
    const { exact, pick } = table([fig("E", "2", 20, 26, 2), fig("F", "1", 20, 31, 2), fig("tiny", "3", 40, 40, 0.25)]);
    expect(bearing(pick(MAX, 3, C0, exact))).toBe(90);
  });
});
