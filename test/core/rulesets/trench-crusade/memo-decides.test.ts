// Trench Crusade's per-battlefield memos (docs/rules.md §1.4a, §4.4 T5): a line of sight is one answer per
// pair of 3D points (a low wall hides a model on the ground and not one above it at the same spot), each
// question is asked of the battlefield once, and both memos start again past their size limit.

import { describe, expect, it, vi } from "vitest";
import type { Battlefield, Point } from "../../../../src/core/battlefield/battlefield.js";
import { lineOfSight, memoised, modelsNear } from "../../../../src/core/rulesets/trench-crusade/memo.js";
import type { TcStats } from "../../../../src/core/rulesets/trench-crusade/types.js";
import { keysOf, resolveDoc } from "../../../helpers/scenario-run.js";

/** The limit both memos keep before they start again (memo.ts). */
const LIMIT = 50_000;

/** A battlefield whose line of sight answers `see` and counts the questions; each call is a fresh cache. */
function spyField(see: (p: Point, q: Point) => boolean = () => true) {
  const asked = { count: 0 };
  const hasLoS = (p: Point, q: Point): boolean => {
    asked.count++;
    return see(p, q);
  };
  return { bf: { hasLoS } as unknown as Battlefield<TcStats>, asked };
}

describe("rules §1.4a, §4.4 T5: line of sight at each height", () => {
  const blastBehindLowWall = (order: readonly string[]) => {
    const models: Record<string, unknown> = {
      ground: { id: "ground", side: "2", x: 12, y: 0, z: 0, baseRadius: 0.5, stats: {} },
      raised: { id: "raised", side: "2", x: 12, y: 0, z: 3, baseRadius: 0.5, stats: {} },
    };
    return resolveDoc({
      ruleset: "trench-crusade",
      battlefield: {
        // A wall 1" high between the blast centre and both models: the line to the raised one crosses it 1.5" up.
        walls: [{ id: "low", a: [11, -3], b: [11, 3], top: 1 }],
        figures: [{ id: "A", side: "1", x: 0, y: 0, z: 0, baseRadius: 0.5, stats: {} }, ...order.map((k) => models[k])],
      },
      attack: { attacker: "A", weapon: { name: "Test charge", range: 24, keywords: ["BLAST(4)"] }, target: { point: [10, 0] } },
      dice: { "T.success": [4, 4], "T.injury[raised]": [1, 1] },
    } as never);
  };

  it.each([[["ground", "raised"]], [["raised", "ground"]]])(
    "a low wall hides the model on the ground, not the one above it (listed %j)",
    (order) => {
      const out = blastBehindLowWall(order);
      expect(out.affected.map((a) => a.figure)).toEqual(["raised"]);
      expect(keysOf(out.affected[0]?.notes ?? [])).toContain("hitBlast");
    },
  );

  it("each of the six coordinates makes a different question; a repeated one is asked once", () => {
    const { bf, asked } = spyField((p, q) => (p.z ?? 0) + (q.z ?? 0) < 1);
    const p = { x: 1, y: 2, z: 0 };
    const q = { x: 4, y: 5, z: 0 };
    expect(lineOfSight(bf, p, q)).toBe(true);
    expect(lineOfSight(bf, { ...p }, { ...q })).toBe(true);
    expect(asked.count).toBe(1);
    const variants = [
      { ...p, x: 9 },
      { ...p, y: 9 },
      { ...p, z: 2 },
    ].map((v) => [v, q] as const);
    variants.push(
      ...[
        { ...q, x: 9 },
        { ...q, y: 9 },
        { ...q, z: 2 },
      ].map((v) => [p, v] as const),
    );
    expect(variants.map(([a, b]) => lineOfSight(bf, a, b))).toEqual([true, true, false, true, true, false]);
    expect(asked.count).toBe(7);
    expect(lineOfSight(bf, { x: 1, y: 2 }, { x: 4, y: 5 })).toBe(true);
    expect(asked.count).toBe(7);
  });

  it("keeps 50,000 answers and starts again at the next one", () => {
    const { bf, asked } = spyField();
    const first = { x: 0, y: 0 };
    for (let i = 0; i < LIMIT; i++) lineOfSight(bf, first, { x: i, y: 0 });
    expect(asked.count).toBe(LIMIT);
    lineOfSight(bf, first, { x: 0, y: 0 });
    lineOfSight(bf, first, { x: LIMIT - 1, y: 0 });
    expect(asked.count).toBe(LIMIT);
    lineOfSight(bf, first, { x: LIMIT, y: 0 });
    lineOfSight(bf, first, { x: 0, y: 0 });
    expect(asked.count).toBe(LIMIT + 2);
    lineOfSight(bf, first, { x: 0, y: 0 });
    expect(asked.count).toBe(LIMIT + 2);
  });
});

describe("per-battlefield memo of pure results", () => {
  it("computes once per battlefield and key", () => {
    const a = spyField().bf;
    const b = spyField().bf;
    const compute = vi.fn(() => ({ n: 1 }));
    const v = memoised(a, ["k"], compute);
    expect(memoised(a, ["k"], compute)).toBe(v);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(memoised(a, ["other"], compute)).not.toBe(v);
    expect(memoised(b, ["k"], compute)).not.toBe(v);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it("keeps 50,000 keys and starts again at the next one", () => {
    const { bf } = spyField();
    let computed = 0;
    const compute = () => computed++;
    for (let i = 0; i < LIMIT; i++) memoised(bf, ["k", i], compute);
    memoised(bf, ["k", 0], compute);
    memoised(bf, ["k", LIMIT - 1], compute);
    expect(computed).toBe(LIMIT);
    memoised(bf, ["last"], compute);
    memoised(bf, ["last"], compute);
    expect(computed).toBe(LIMIT + 1);
    memoised(bf, ["k", 0], compute);
    expect(computed).toBe(LIMIT + 2);
  });

  it("models near a point are the battlefield's candidates", () => {
    const figuresNear = vi.fn(() => ["m"]);
    const bf = { figuresNear } as unknown as Battlefield<TcStats>;
    expect(modelsNear(bf, { x: 1, y: 2 }, 3)).toEqual(["m"]);
    expect(figuresNear).toHaveBeenCalledWith({ x: 1, y: 2 }, 3);
  });
});
