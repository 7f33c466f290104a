// Live odds: sliced Monte Carlo on a manual scheduler; only the newest aim is reported; finished answers
// are reused; merged slices equal the core's odds over the same trials.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type OddsSummary, loadScenario, odds } from "../../../src/core/index.js";
import { OddsThrottle, type Scheduler, mergeOdds } from "../../../src/foundry/ui/odds-throttle.js";

class ManualScheduler implements Scheduler {
  queue: { fn: () => void; ms: number }[] = [];
  later(fn: () => void, ms: number): void {
    this.queue.push({ fn, ms });
  }
  runAll(limit = 100): number {
    let n = 0;
    while (this.queue.length && n < limit) {
      this.queue.shift()!.fn();
      n++;
    }
    return n;
  }
}

const doc: unknown = JSON.parse(readFileSync(join(import.meta.dirname, "../../../examples/necromunda-frag-knockback.json"), "utf8"));
const slice = (d: unknown, trials: number, seed: string): OddsSummary => odds(loadScenario(d), { trials, seed });

describe("mergeOdds", () => {
  it("weights shares by trials", () => {
    const a: OddsSummary = {
      trials: 100,
      outcomes: { HIT: 0.5 },
      figures: { x: { hit: 0.5, outOfAction: 0.1 } },
      impact: { meanDeviation: 1 },
    };
    const b: OddsSummary = {
      trials: 300,
      outcomes: { HIT: 0.1, MISS: 0.9 },
      figures: { y: { hit: 1, outOfAction: 0 } },
      impact: { meanDeviation: null },
    };
    expect(mergeOdds(a, b)).toEqual({
      trials: 400,
      outcomes: { HIT: 0.2, MISS: 0.675 },
      figures: { x: { hit: 0.125, outOfAction: 0.025 }, y: { hit: 0.75, outOfAction: 0 } },
      impact: { meanDeviation: 1 },
    });
  });
});

describe("OddsThrottle", () => {
  it("runs an aim in slices, reporting a growing summary, and finishes at the total", () => {
    const s = new ManualScheduler();
    const reports: [string, number, boolean][] = [];
    const t = new OddsThrottle(slice, s, { sliceTrials: 50, totalTrials: 200, settleMs: 30, seed: "t" }, (k, sum, done) =>
      reports.push([k, sum.trials, done]),
    );
    t.request("a", doc);
    expect(s.queue[0]!.ms).toBe(30);
    s.runAll();
    expect(reports).toEqual([
      ["a", 50, false],
      ["a", 100, false],
      ["a", 150, false],
      ["a", 200, true],
    ]);
  });
  it("drops an older aim as soon as a newer one is asked for", () => {
    const s = new ManualScheduler();
    const keys: string[] = [];
    const t = new OddsThrottle(slice, s, { sliceTrials: 50, totalTrials: 100, settleMs: 0, seed: "t" }, (k) => keys.push(k));
    t.request("old", doc);
    s.queue.shift()!.fn(); // one slice of "old"
    t.request("new", doc);
    s.runAll();
    expect(keys).toEqual(["old", "new", "new"]);
  });
  it("answers an aim asked for again from the finished summary, with no new work", () => {
    const s = new ManualScheduler();
    let calls = 0;
    const counted = (d: unknown, n: number, seed: string): OddsSummary => (calls++, slice(d, n, seed));
    const out: OddsSummary[] = [];
    const t = new OddsThrottle(counted, s, { sliceTrials: 100, totalTrials: 100, settleMs: 0, seed: "t" }, (_k, sum) => out.push(sum));
    t.request("a", doc);
    s.runAll();
    t.request("b", doc);
    t.request("a", doc);
    expect(s.runAll()).toBe(1); // b's first slice is scheduled but stale
    expect(calls).toBe(1);
    expect(out[1]).toBe(out[0]);
  });
  it("is deterministic: the same aim gives the same odds", () => {
    const run = (): OddsSummary => {
      const s = new ManualScheduler();
      let last: OddsSummary | null = null;
      new OddsThrottle(slice, s, { sliceTrials: 40, totalTrials: 120, settleMs: 0, seed: "t" }, (_k, sum) => (last = sum)).request(
        "a",
        doc,
      );
      s.runAll();
      return last!;
    };
    expect(run()).toEqual(run());
    expect(run().trials).toBe(120);
  });
  it("cancel stops the pending slices", () => {
    const s = new ManualScheduler();
    let n = 0;
    const t = new OddsThrottle(slice, s, { sliceTrials: 10, totalTrials: 100, settleMs: 0, seed: "t" }, () => n++);
    t.request("a", doc);
    t.cancel();
    s.runAll();
    expect(n).toBe(0);
  });
  it("ends an aim whose scenario core refuses, reporting why", () => {
    const s = new ManualScheduler();
    const failures: [string, string][] = [];
    let reports = 0;
    const t = new OddsThrottle(
      slice,
      s,
      { sliceTrials: 10, totalTrials: 100, settleMs: 0, seed: "t" },
      () => reports++,
      (k, e) => failures.push([k, e instanceof Error ? e.name : "?"]),
    );
    t.request("bad", { ruleset: "chess" });
    expect(s.runAll()).toBe(1);
    expect(reports).toBe(0);
    expect(failures).toEqual([["bad", "ScenarioError"]]);
  });
});
