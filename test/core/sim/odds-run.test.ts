// Odds run in steps (the live preview's first answer, then the rest): after any number of trials the summary is
// `odds` over that many trials on the same stream, so the preview's last answer is exactly the one-step answer.

import { describe, expect, it } from "vitest";
import { OddsRun, loadScenario, odds } from "../../../src/core/index.js";
import { bouncingGrenade } from "../../helpers/gzg.js";

/** A GZG grenade bouncing off a wall beside two figures: impacts, paths and hits all vary trial to trial. */
const doc = bouncingGrenade([{ id: "C", side: "blue", x: 11, y: 2, stats: { quality: 8, motivation: 2 } }]);

describe("odds run in steps", () => {
  it("gives after each step the odds of that many trials on one stream, the last equal to a single run", () => {
    const scenario = loadScenario(doc);
    const run = new OddsRun(scenario, { seed: "steps", impacts: true });
    run.step(1);
    run.step(99);
    expect(run.trials).toBe(100);
    const first = run.summary();
    expect(first).toEqual(odds(scenario, { trials: 100, seed: "steps", impacts: true }));
    run.step(500);
    const whole = odds(scenario, { trials: 600, seed: "steps", impacts: true });
    expect(run.summary()).toEqual(whole);
    // The steps really differ: the preview is a coarser picture than the answer it leads to.
    expect(first.impact.map?.impacts.trials).toBe(100);
    expect(whole.impact.map?.impacts.trials).toBe(600);
    expect(whole.impact.map?.paths).not.toBeNull();
  });

  it("refuses a summary before any trial and a step that is not a whole number of trials", () => {
    const run = new OddsRun(loadScenario(doc), { seed: "steps" });
    expect(() => run.summary()).toThrow(/no trials have been run/);
    expect(() => {
      run.step(0);
    }).toThrow(/trials must be a whole number of at least 1, got 0/);
    expect(() => {
      run.step(2.5);
    }).toThrow(/got 2.5/);
    expect(run.trials).toBe(0);
  });
});
