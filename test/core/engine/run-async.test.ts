// `runAsync` for answers that come later (Foundry rolls, a player's pick): a resolution stopped at an awaited prompt
// runs again from the start with the answers so far given back. It must give exactly what `run` gives, ask the
// answerer each prompt once and in order, and report a resolution that asks something else on the way back.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { randomScenario } from "../../../scripts/fuzz/generate.js";
import {
  type Answered,
  DiceError,
  chainAnswerers,
  type Prompt,
  type Resolution,
  choose,
  loadScenario,
  prepareResolution,
  rollDie,
  run,
  runAsync,
  scriptedAnswerer,
  seededAnswerer,
} from "../../../src/core/index.js";

const example = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../examples/${name}`, import.meta.url), "utf8"));
const EXAMPLES = [
  "necromunda-frag-knockback.json",
  "necromunda-two-levels.json",
  "trench-crusade-satchel-scatter.json",
  "demo-gzg.json",
  "gzg-end-of-turn-wind.json",
];

/** The answerer's calls, in order: each prompt's tag. */
function counted<A>(inner: (p: Prompt) => A): { answer: (p: Prompt) => A; asked: string[] } {
  const asked: string[] = [];
  return { asked, answer: (p) => (asked.push(p.tag), inner(p)) };
}

describe("runAsync gives what run gives", () => {
  for (const name of EXAMPLES) {
    it(`${name}: every answer awaited — the same outcome and transcript, each prompt asked once, over 20 seeds`, async () => {
      const make = prepareResolution(loadScenario(example(name)));
      for (let i = 0; i < 20; i++) {
        const expected = run(make(), seededAnswerer(`ra-${String(i)}`));
        const seeded = seededAnswerer(`ra-${String(i)}`);
        const later = counted((p) => Promise.resolve(seeded(p)));
        const got = await runAsync(make(), later.answer);
        expect(got.result).toEqual(expected.result);
        expect(got.answers).toEqual(expected.answers);
        expect(later.asked).toEqual(expected.answers.map((a) => a.tag));
        expect(later.asked.length).toBeGreaterThan(0);
      }
    });
  }

  it("answers given at once and answers awaited mix freely", async () => {
    const make = prepareResolution(loadScenario(example("necromunda-frag-knockback.json")));
    const expected = run(make(), seededAnswerer("mix"));
    const seeded = seededAnswerer("mix");
    let n = 0;
    // Every other prompt is answered at once; the others wait.
    const mixed = counted((p: Prompt): Answered | undefined | Promise<Answered | undefined> =>
      n++ % 2 ? Promise.resolve(seeded(p)) : seeded(p),
    );
    const got = await runAsync(make(), mixed.answer);
    expect(got).toEqual(expected);
    expect(mixed.asked).toEqual(expected.answers.map((a) => a.tag));
    expect(expected.answers.length).toBeGreaterThan(3);
  });
});

describe("runAsync gives what run gives on random battlefields", () => {
  // The fuzz's random documents (levels, walls, clouds, decisions, scripted dice) reach prompts the examples do not.
  for (const ruleset of ["necromunda", "gzg", "trench-crusade"] as const) {
    it(`${ruleset}: 150 random documents, every answer awaited — the same outcome and transcript`, async () => {
      let prompts = 0;
      for (let i = 0; i < 150; i++) {
        const scenario = loadScenario(randomScenario(ruleset, `run-async:${String(i)}`));
        const make = prepareResolution(scenario);
        const answerer = () => chainAnswerers(scriptedAnswerer(scenario.dice, scenario.decisions), seededAnswerer(`ra-${String(i)}`));
        const expected = run(make(), answerer());
        const later = answerer();
        const got = await runAsync(make(), (p) => Promise.resolve(later(p)));
        expect(got).toEqual(expected);
        prompts += expected.answers.length;
      }
      // Many random attacks are refused before any roll; enough of them roll for the comparison to mean something.
      expect(prompts).toBeGreaterThan(50);
    });
  }
});

describe("runAsync's failures", () => {
  const gzg = () => prepareResolution(loadScenario(example("demo-gzg.json")))();

  it("an awaited answer that does not fit its die names the tag", async () => {
    const bad = scriptedAnswerer({ "G.skill": 11 });
    await expect(runAsync(gzg(), (p) => Promise.resolve(bad(p)))).rejects.toThrow(DiceError);
    await expect(runAsync(gzg(), (p) => Promise.resolve(bad(p)))).rejects.toThrow(/roll G\.skill: face 11 does not fit a d10/);
  });

  it("an answerer that fails passes its error on, after asking nothing more", async () => {
    const asked: string[] = [];
    const failing = (p: Prompt): Promise<Answered> => {
      asked.push(p.tag);
      return Promise.reject(new Error("the roll was cancelled"));
    };
    await expect(runAsync(gzg(), failing)).rejects.toThrow("the roll was cancelled");
    expect(asked).toEqual(["G.skill"]);
  });

  it("a resolution that asks another prompt when run again is reported with both tags", async () => {
    let runs = 0;
    // Not a function of its answers: its first prompt's tag changes from one run to the next.
    const impure: Resolution<number> = () => rollDie(`X.run${String(++runs)}`, 6) + rollDie("X.second", 6);
    await expect(runAsync(impure, () => Promise.resolve({ value: [3], source: "script" }))).rejects.toThrow(
      /prompt 1 was dice X\.run1 and is now dice X\.run2/,
    );
  });

  it("a prompt asked again with its tag but of another kind is reported with both kinds", async () => {
    let runs = 0;
    const fickle: Resolution<string> = () =>
      ++runs === 1
        ? String(rollDie("X.same", 6))
        : choose({ tag: "X.same", chooser: "red", options: ["a", "b"], fallback: "a", decision: "same" });
    await expect(runAsync(fickle, () => Promise.resolve({ value: [3], source: "script" }))).rejects.toThrow(
      /prompt 1 was dice X\.same and is now choice X\.same/,
    );
  });

  it("an error thrown by the resolution itself is not mistaken for a wait", async () => {
    const broken: Resolution<number> = () => {
      const face = rollDie("X.first", 6);
      throw new RangeError(`no rule for a ${String(face)}`);
    };
    await expect(runAsync(broken, () => Promise.resolve({ value: [4], source: "script" }))).rejects.toThrow("no rule for a 4");
  });
});

describe("runAsync's transcript", () => {
  it("an answerer with nothing to say (undefined, at once) leaves a choice to its fallback; a die's record names its dice", async () => {
    const both: Resolution<string> = () =>
      choose({ tag: "X.pick", chooser: "red", options: ["a", "b"], fallback: "b", decision: "pick" }) + String(rollDie("X.die", 6));
    const got = await runAsync(both, (p) => (p.kind === "dice" ? Promise.resolve({ value: [5], source: "script" }) : undefined));
    expect(got).toEqual({
      result: "b5",
      answers: [
        { tag: "X.pick", kind: "choice", value: "b", source: "policy" },
        { tag: "X.die", kind: "dice", value: [5], source: "script", dice: "1d6" },
      ],
    });
  });

  it("every answer is checked against its prompt: a choice among its options, dice of the count and faces asked", () => {
    const pick: Resolution<string> = () => choose({ tag: "X.pick", chooser: "red", options: ["a", "b"], fallback: "b", decision: "pick" });
    expect(run(pick, () => ({ value: "a", source: "decision" })).answers).toEqual([
      { tag: "X.pick", kind: "choice", value: "a", source: "decision" },
    ]);
    expect(() => run(pick, () => ({ value: "c", source: "decision" }))).toThrow(/choice "c" is not one of a, b/);
    const die: Resolution<number> = () => rollDie("X.die", 6);
    expect(() => run(die, () => ({ value: [0], source: "script" }))).toThrow(/face 0 does not fit a d6/);
    expect(() => run(die, () => ({ value: [1.5], source: "script" }))).toThrow(/face 1.5 does not fit a d6/);
    expect(() => run(die, () => ({ value: [1, 2], source: "script" }))).toThrow(/expected 1 die of d6, got \[1,2\]/);
    expect(() => run(die, () => undefined)).toThrow(/no value: script it in "dice" or give a "seed"/);
  });
});
