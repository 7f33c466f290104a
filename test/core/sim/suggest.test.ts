// `suggest` on seeded trials: it keeps a friend out of the blast, aims where the rules allow when the
// target hides behind a wall, compares candidates on the same dice, honours its objective and budget.

import { describe, expect, it } from "vitest";
import { ScenarioError, type SuggestTarget, loadScenario, scoreTargets, suggest } from "../../../src/core/index.js";
import { satchelAtE } from "../../helpers/trench-crusade.js";

const gzg = (figures: object[], walls: object[] = []) =>
  loadScenario({
    ruleset: "gzg",
    battlefield: { walls, figures },
    attack: { attacker: "F", weapon: { name: "Hand grenade", thrown: true, fuse: "time" }, target: { figure: "E1" } },
  });

const thrower = { id: "F", side: "red", x: 0, y: 0, stats: { quality: 10, motivation: 1 } };
const blue = (id: string, x: number, y: number) => ({ id, side: "blue", x, y, stats: { quality: 8, motivation: 2 } });
// Three enemies in a knot 8" away, and a friend right beside them on the far side.
const cluster = gzg([thrower, blue("E1", 8, 0), blue("E2", 8, 1.6), blue("E3", 9.2, 0.8), { ...thrower, id: "P", x: 11.4, y: 0.8 }]);
const BUDGET = { maxCandidates: 400, trials: 600, seed: "cluster" } as const;

describe("suggest", () => {
  it("aims at the cluster of enemies but keeps the friend beside them out of the blast", () => {
    const s = suggest(cluster, BUDGET);
    const naive: SuggestTarget[] = [{ figure: "E1" }, { figure: "E2" }, { figure: "E3" }, { point: [8.4, 0.8] }, { figure: "P" }];
    const scored = scoreTargets(cluster, [s.target, ...naive], { trials: 600, seed: "cluster" });
    // Scored again on the same trials, the suggestion scores what it reported.
    expect(scored[0]!.score).toBe(s.score);
    for (const n of scored.slice(1)) expect(s.score).toBeGreaterThanOrEqual(n.score);
    const centroid = scored[4]!;
    expect(s.expected.friendsHit).toBeLessThan(centroid.friendsHit);
    expect(s.expected.friendsHit).toBeLessThan(0.1);
    expect(s.expected.enemiesHit).toBeGreaterThan(1.5);
    expect(s.complete).toBe(true);
    expect(s.candidates).toBeGreaterThan(10);
  });

  it("gives the same answer for the same seed and budget", () => {
    expect(suggest(cluster, BUDGET)).toEqual(suggest(cluster, BUDGET));
  });

  it("scores a target on the same dice whatever else is scored beside it (common random numbers)", () => {
    const t: SuggestTarget = { point: [8.2, 0.5] };
    const alone = scoreTargets(cluster, [t], { trials: 300, seed: "crn" })[0];
    const among = scoreTargets(cluster, [{ figure: "E3" }, { point: [3, 3] }, t], { trials: 300, seed: "crn" })[2];
    expect(among).toEqual(alone);
  });

  it("weighs friends as the objective says", () => {
    const careless = suggest(cluster, { ...BUDGET, objective: { measure: "hit", enemyWeight: 1, friendWeight: 0 } });
    const careful = suggest(cluster, BUDGET);
    expect(careless.expected.enemiesHit).toBeGreaterThanOrEqual(careful.expected.enemiesHit);
    expect(careless.score).toBe(careless.expected.enemiesHit);
    const outOfAction = suggest(cluster, { ...BUDGET, objective: { measure: "outOfAction", enemyWeight: 1, friendWeight: 2 } });
    expect(outOfAction.score).toBeCloseTo(outOfAction.expected.enemiesOutOfAction - 2 * outOfAction.expected.friendsOutOfAction, 3);
    expect(outOfAction.expected.enemiesOutOfAction).toBeGreaterThan(0);
  });

  it("tries points on the caller's step (the sandbox aims on tenths of an inch)", () => {
    const s = suggest(cluster, { ...BUDGET, pointStep: 0.1 });
    if ("point" in s.target) for (const v of s.target.point) expect(Math.round(v * 10) / 10).toBe(v);
    expect(s.expected.enemiesHit).toBeGreaterThan(1.5);
  });

  it("stops at its time budget on the injected clock", () => {
    let t = 0;
    const s = suggest(cluster, { seed: "clock", trials: 600, now: () => (t += 5), timeMs: 200 });
    expect(s.complete).toBe(false);
    expect(s.candidates).toBeLessThan(40);
    expect(s.candidates).toBeGreaterThan(0);
  });

  it("aims beside a wall when the enemy behind it cannot be seen (Trench Crusade needs line of sight)", () => {
    const doc = loadScenario(satchelAtE([{ id: "W", a: [4.5, -1.2], b: [4.5, 1.2] }]));
    const s = suggest(doc, { maxCandidates: 150, trials: 400, seed: "wall" });
    expect(s.target).not.toEqual({ figure: "E" });
    const [mine, behind] = scoreTargets(doc, [s.target, { figure: "E" }], { trials: 400, seed: "wall" });
    expect(behind!.legal).toBe(false);
    expect(mine!.legal).toBe(true);
    expect(s.expected.enemiesHit).toBeGreaterThan(0.3);
  });

  it("does not depend on where the document aims (issue #30): the same answer from any starting target", () => {
    const from = (target: object) =>
      suggest(
        loadScenario({
          ...JSON.parse(JSON.stringify(cluster.source)),
          attack: { ...(cluster.source as { attack: object }).attack, target },
        }),
        BUDGET,
      );
    const base = from({ figure: "E1" });
    expect(from({ figure: "P" })).toEqual(base);
    expect(from({ point: [1, 1] })).toEqual(base);
    expect(from({ point: [-6, 5] })).toEqual(base);
  });

  it("says which budget stopped it: the number of targets", () => {
    const s = suggest(cluster, { ...BUDGET, maxCandidates: 5 });
    expect(s).toMatchObject({ complete: false, stoppedBy: "candidates", candidates: 5 });
    let t = 0;
    expect(suggest(cluster, { seed: "clock", trials: 600, now: () => (t += 5), timeMs: 200 }).stoppedBy).toBe("time");
    expect(suggest(cluster, BUDGET).stoppedBy).toBeNull();
  });

  it("refuses an end-of-round document, naming $.attack", () => {
    const upkeep = loadScenario({ ruleset: "gzg", endOfRound: true, battlefield: { figures: [thrower] } });
    expect(() => suggest(upkeep)).toThrow(ScenarioError);
    expect(() => suggest(upkeep)).toThrow(/\$\.attack/);
  });
});
