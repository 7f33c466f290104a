// The engine: a resolution's prompts one by one, the answerers, and the drivers'
// checks on every answer (faces out of range, wrong count, missing roll, replay divergence).

import { describe, expect, it } from "vitest";
import {
  DiceError,
  type Outcome,
  type Prompt,
  chainAnswerers,
  loadScenario,
  prepareResolution,
  replayAnswerer,
  resolveScenario,
  rollDie,
  run,
  runAsync,
  scriptedAnswerer,
  seededAnswerer,
} from "../../../src/core/index.js";

const gz02 = {
  ruleset: "gzg",
  battlefield: { figures: [{ id: "F", side: "red", x: 0, y: 0, stats: { quality: 10, motivation: 1 } }] },
  attack: { attacker: "F", weapon: { name: "GL", rangeBand: 6 }, target: { point: [26, 0] } },
  dice: { "G.skill": 2, "G.dir": 6 },
};

/** Runs the GZG resolution with `faces` given in order, one per prompt; returns the prompts asked and the outcome. */
function promptByPrompt(faces: number[]): { prompts: Prompt[]; outcome: Outcome } {
  const prompts: Prompt[] = [];
  const { result } = run(prepareResolution(loadScenario(gz02))(), (p) => {
    prompts.push(p);
    const face = faces[prompts.length - 1];
    return face === undefined ? undefined : { value: [face], source: "script" };
  });
  return { prompts, outcome: result };
}

describe("a GZG resolution, prompt by prompt", () => {
  it("asks for the skill die, then the direction, then returns the outcome", () => {
    const { prompts, outcome } = promptByPrompt([2, 6]);
    expect(prompts).toEqual([
      { kind: "dice", tag: "G.skill", count: 1, sides: 10 },
      { kind: "dice", tag: "G.dir", count: 1, sides: 12 },
    ]);
    expect(outcome.outcome).toBe("DEVIATED");
    expect(outcome.impact?.x).toBeCloseTo(24, 9);
    expect(outcome.impact?.y).toBeCloseTo(0, 9);
  });

  it("a different answer at the first prompt changes the path: a 6 hits and asks nothing more", () => {
    const { prompts, outcome } = promptByPrompt([6]);
    expect(prompts.map((p) => p.tag)).toEqual(["G.skill"]);
    expect(outcome.outcome).toBe("HIT");
  });

  it("a prompt asked outside a driver is refused with its tag", () => {
    expect(() => rollDie("X.loose", 6)).toThrow(/X\.loose was asked outside a driver/);
    // Calling a resolution is what a driver does; without one its first prompt is refused the same way.
    expect(() => prepareResolution(loadScenario(gz02))()()).toThrow(/G\.skill was asked outside a driver/);
  });
});

describe("answerers", () => {
  const dice = { kind: "dice", tag: "X.a", count: 2, sides: 6 } as const;

  it("scripted answers by tag, accepting a single face for a single die", () => {
    expect(scriptedAnswerer({ "X.a": [3, 4] })(dice)).toEqual({ value: [3, 4], source: "script" });
    expect(scriptedAnswerer({ "X.b": 5 })({ ...dice, tag: "X.b", count: 1 })).toEqual({ value: [5], source: "script" });
    expect(scriptedAnswerer({})(dice)).toBeUndefined();
  });

  it("seeded answers are reproducible and within the die", () => {
    const a = seededAnswerer("s1"),
      b = seededAnswerer("s1");
    const rolls = Array.from({ length: 200 }, () => a(dice)!.value as number[]);
    expect(Array.from({ length: 200 }, () => b(dice)!.value)).toEqual(rolls);
    const faces = rolls.flat();
    expect(Math.min(...faces)).toBe(1);
    expect(Math.max(...faces)).toBe(6);
  });

  it("seeded streams are pinned for a given seed", () => {
    const ans = seededAnswerer("ordnance");
    const faces = Array.from({ length: 8 }, () => (ans({ kind: "dice", tag: "t", count: 1, sides: 6 })!.value as number[])[0]);
    expect(faces).toEqual(PINNED_ORDNANCE_D6);
  });

  it("a chain asks each answerer in turn", () => {
    const chain = chainAnswerers(scriptedAnswerer({ "X.a": [1, 1] }), seededAnswerer("x"));
    expect(chain(dice)!.source).toBe("script");
    expect(chain({ ...dice, tag: "X.other" })!.source).toBe("seed");
  });
});

// Alea("ordnance") as D6 faces, recorded from seedrandom 3.0.5: a change of generator would silently
// change every seeded scenario and saved session, so it must fail here first.
const PINNED_ORDNANCE_D6 = [6, 4, 1, 1, 2, 6, 3, 4];

describe("drivers check every answer", () => {
  const gen = () => prepareResolution(loadScenario(gz02))();

  it("a face that does not fit its die names the tag", () => {
    expect(() => run(gen(), scriptedAnswerer({ "G.skill": 11 }))).toThrow(/roll G\.skill: face 11 does not fit a d10/);
  });

  it("the wrong number of dice names the tag", () => {
    expect(() => run(gen(), scriptedAnswerer({ "G.skill": [1, 2] }))).toThrow(/roll G\.skill: expected 1 die of d10/);
  });

  it("a missing roll with no seed names the tag", () => {
    const err = (() => {
      try {
        run(gen(), scriptedAnswerer({ "G.skill": 2 }));
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(DiceError);
    expect((err as DiceError).tag).toBe("G.dir");
    expect((err as DiceError).exitCode).toBe(2);
  });

  it("a recorded transcript replays to the same output, and a divergence is reported", async () => {
    const first = resolveScenario({ ...gz02, dice: {}, seed: "replay-me" });
    const replayed = run(gen(), replayAnswerer(first.answers));
    expect(replayed.answers.map((a) => a.value)).toEqual(first.answers.map((a) => a.value));
    const replay = replayAnswerer(first.answers);
    const asyncRun = await runAsync(gen(), async (p) => replay(p));
    expect(asyncRun.answers.map((a) => a.value)).toEqual(first.answers.map((a) => a.value));
    expect(asyncRun.answers[0]!.tag).toBe("G.skill");
    const wrong = [{ ...first.answers[0]!, tag: "G.blind" }];
    expect(() => run(gen(), replayAnswerer(wrong))).toThrow(/the transcript has G\.blind at step 1/);
  });

  it("the same seed gives the same transcript; another seed may not", () => {
    const a = resolveScenario({ ...gz02, dice: {}, seed: "same" });
    const b = resolveScenario({ ...gz02, dice: {}, seed: "same" });
    expect(b.answers).toEqual(a.answers);
    expect(b.output).toEqual(a.output);
  });
});
