// `runFast` answers without recording (and draws a seeded answerer's dice as bare faces), and a quiet
// Necromunda run skips its notes: both must give exactly what the recording driver `run` gives.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  DiceError,
  type Outcome,
  type Prompt,
  createBattlefield,
  getRuleset,
  loadScenario,
  prepareResolution,
  preparedFor,
  rollDie,
  run,
  runFast,
  scriptedAnswerer,
  seededAnswerer,
  type Answerer,
  type Resolution,
} from "../../../src/core/index.js";

const example = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../../examples/${name}`, import.meta.url), "utf8"));
const EXAMPLES = ["necromunda-frag-knockback.json", "necromunda-two-levels.json", "trench-crusade-satchel-scatter.json", "demo-gzg.json"];

/** An answerer that also writes down every prompt's tag, in order. */
function listening(inner: Answerer): { answer: Answerer; tags: string[] } {
  const tags: string[] = [];
  return { tags, answer: (p: Prompt) => (tags.push(p.tag), inner(p)) };
}

describe("runFast gives what run gives", () => {
  for (const name of EXAMPLES) {
    it(`${name}: the same outcome from the same prompts, asked in the same order, over 60 seeds`, () => {
      const make = prepareResolution(loadScenario(example(name)));
      for (let i = 0; i < 60; i++) {
        const slow = listening(seededAnswerer(`rf-${String(i)}`));
        const fast = listening(seededAnswerer(`rf-${String(i)}`));
        const expected = run(make(), slow.answer).result;
        expect(runFast(make(), fast.answer)).toEqual(expected);
        expect(fast.tags).toEqual(slow.tags);
        expect(fast.tags.length).toBeGreaterThan(0);
      }
    });
  }

  for (const name of EXAMPLES) {
    it(`${name}: a seeded answerer's dice drawn as faces, without prompts, give what run gives, over 60 seeds`, () => {
      const make = prepareResolution(loadScenario(example(name)));
      for (let i = 0; i < 60; i++) {
        const expected = run(make(), seededAnswerer(`rf-${String(i)}`)).result;
        const seeded = seededAnswerer(`rf-${String(i)}`);
        // Only its faces may be used for dice: the answerer itself refuses them.
        const facesOnly = Object.assign(
          (p: Prompt) => {
            if (p.kind === "dice") throw new Error(`prompted for ${p.tag}`);
            return seeded(p);
          },
          { face: seeded.face },
        );
        expect(runFast(make(), facesOnly)).toEqual(expected);
      }
    });
  }

  it("a bad answer still fails with the roll's tag", () => {
    const make = prepareResolution(loadScenario(example("demo-gzg.json")));
    expect(() => runFast(make(), scriptedAnswerer({ "G.skill": 11 }))).toThrow(DiceError);
    expect(() => runFast(make(), scriptedAnswerer({ "G.skill": 11 }))).toThrow(/roll G\.skill: face 11 does not fit a d10/);
  });

  it("a resolution driven by run inside a runFast records its own prompts with its own answerer", () => {
    const make = prepareResolution(loadScenario(example("demo-gzg.json")));
    const alone = run(make(), seededAnswerer("inner"));
    const outer: Resolution<{ inner: ReturnType<typeof run<Outcome>>; die: number }> = () => {
      const inner = run(make(), seededAnswerer("inner"));
      const die = rollDie("X.outer", 6);
      return { inner, die };
    };
    const got = runFast(outer, seededAnswerer("outer"));
    expect(got.inner.answers).toEqual(alone.answers);
    expect(got.inner.answers.length).toBeGreaterThan(0);
    expect(got.die).toBeGreaterThanOrEqual(1);
  });
});

/** An outcome without any notes: what a quiet run leaves out. */
function withoutNotes(o: Outcome): Outcome {
  return { ...o, notes: [], affected: o.affected.map((a) => ({ ...a, notes: [] })) };
}

describe("a quiet Necromunda run", () => {
  for (const name of ["necromunda-frag-knockback.json", "necromunda-two-levels.json", "demo-necromunda.json"]) {
    it(`${name}: the same outcome with its notes left empty, over 100 seeds`, () => {
      const scenario = loadScenario(example(name));
      const ruleset = getRuleset(scenario.ruleset);
      if (!ruleset) throw new Error("no Necromunda ruleset");
      const battlefield = createBattlefield(scenario.battlefield);
      const ctx = { scenario, battlefield, settings: scenario.resolvedSettings };
      let noted = 0;
      for (let i = 0; i < 100; i++) {
        const loud = runFast(ruleset.attack(ctx), seededAnswerer(`q-${String(i)}`));
        const quiet = runFast(ruleset.attack({ ...ctx, quiet: true }), seededAnswerer(`q-${String(i)}`));
        noted += loud.notes.length + loud.affected.reduce((n, a) => n + a.notes.length, 0);
        expect(quiet.notes).toEqual([]);
        for (const a of quiet.affected) expect(a.notes).toEqual([]);
        expect(quiet).toEqual(withoutNotes(loud));
      }
      expect(noted).toBeGreaterThan(100);
    });
  }
});

describe("preparedFor", () => {
  it("keeps the notes (the sandbox's aim check shows them) unless asked to be quiet", () => {
    const scenario = loadScenario(example("necromunda-frag-knockback.json"));
    const loud = runFast(preparedFor(scenario)(), seededAnswerer("p"));
    const quiet = runFast(preparedFor(scenario, { quiet: true })(), seededAnswerer("p"));
    expect(loud.notes.length).toBeGreaterThan(0);
    expect(quiet.notes).toEqual([]);
    expect(quiet).toEqual(withoutNotes(loud));
  });
});
