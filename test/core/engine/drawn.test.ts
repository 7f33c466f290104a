// Dice drawn in place under a face answerer (`runFast` with a seeded stream): no generator per roll, the faces
// drawn when `yield*` reaches the roll (the order a generator would read them), and the same faces as the prompt path.

import { describe, expect, it } from "vitest";
import { type Resolution, rollDice, rollDie, run, runFast, seededAnswerer, withInlineAnswers } from "../../../src/core/index.js";

/** A resolution that rolls a d6, three d3 and a d360, and returns every face. */
function* rolls(): Resolution<number[]> {
  const a = yield* rollDie("t.a", 6);
  const b = yield* rollDice("t.b", 3, 3);
  const c = yield* rollDie("t.c", 360);
  return [a, ...b, c];
}

/** A generator function's objects share this prototype chain. */
const generatorProto = Object.getPrototypeOf(rolls.prototype) as object;

/** A face source that writes down what it was asked, and answers 1, 2, 3, … */
function counting(): { face: (sides: number) => number; asked: number[] } {
  const asked: number[] = [];
  return { asked, face: (sides) => (asked.push(sides), asked.length) };
}

/** One step of a resolution, as a plain object (a roll drawn in place is its own result). */
function step<R>(r: Resolution<R>): { done: boolean | undefined; value: unknown } {
  const { done, value } = r.next();
  return { done, value };
}

/** Runs `body` with rolls drawn from `face`, as `runFast` does for a face answerer. */
function withFaces<T>(face: (sides: number) => number, body: () => T): T {
  return withInlineAnswers(() => null, body, face);
}

/** Whether `x` is a generator object (its prototype is its function's, whose prototype is the generators'). */
const isGenerator = (x: object): boolean => Object.getPrototypeOf(Object.getPrototypeOf(x)) === generatorProto;

describe("dice drawn in place", () => {
  it("a roll under a face answerer is no generator, and a roll outside one is a generator that asks", () => {
    const { face } = counting();
    const inPlace = withFaces(face, () => rollDie("t.x", 6));
    expect(isGenerator(inPlace)).toBe(false);
    const asking = rollDie("t.x", 6);
    expect(isGenerator(asking)).toBe(true);
    expect(isGenerator(rolls())).toBe(true);
    expect(asking.next()).toEqual({ done: false, value: { kind: "dice", tag: "t.x", count: 1, sides: 6 } });
  });

  it("draws at the first step, not when made, and never again", () => {
    const { face, asked } = counting();
    withFaces(face, () => {
      const first = rollDie("t.a", 6);
      const second = rollDice("t.b", 2, 3);
      expect(asked).toEqual([]);
      expect(step(second)).toEqual({ done: true, value: [1, 2] });
      expect(step(first)).toEqual({ done: true, value: 3 });
      expect(step(first)).toEqual({ done: true, value: 3 });
      expect(asked).toEqual([3, 3, 6]);
      expect(first[Symbol.iterator]()).toBe(first);
      expect(first.return(5)).toEqual({ done: true, value: 5 });
      expect(() => second.throw(new Error("stop"))).toThrow("stop");
    });
  });

  it("gives the faces the prompt path gives, in the same order", () => {
    for (const seed of ["d1", "d2", "d3"]) {
      const slow = run(rolls(), seededAnswerer(seed));
      expect(runFast(rolls(), seededAnswerer(seed))).toEqual(slow.result);
      expect(slow.answers.map((a) => a.tag)).toEqual(["t.a", "t.b", "t.c"]);
    }
  });
});
