// Drivers for resolutions: `run` answers prompts synchronously, `runAsync` awaits an async answerer
// (Foundry rolls, a player's canvas pick). Both check every answer against its prompt and record it.

import { DiceError } from "./errors.js";
import { type Answer, type Prompt, type Resolution, withInlineAnswers } from "./prompts.js";

export type AnswerSource = "script" | "seed" | "replay" | "policy" | "decision" | "user" | "foundry";

export interface RecordedAnswer {
  readonly tag: string;
  readonly kind: Prompt["kind"];
  readonly value: Answer;
  readonly source: AnswerSource;
  /** For dice: how many dice of how many sides, e.g. `2d6`. */
  readonly dice?: string;
}

/** An answer with where it came from; `undefined` means "not mine, ask the next answerer". */
export interface Answered {
  readonly value: Answer;
  readonly source: AnswerSource;
}

export type Answerer = (prompt: Prompt) => Answered | undefined;
/** An answerer that rolls every die as `face(sides)` does, in the order asked, whatever its tag (the seeded one). */
export type FaceAnswerer = Answerer & { readonly face: (sides: number) => number };
export type AsyncAnswerer = (prompt: Prompt) => Promise<Answered | undefined> | Answered | undefined;

export interface RunResult<R> {
  readonly result: R;
  readonly answers: RecordedAnswer[];
}

/** Checks an answer against its prompt; throws an error naming the tag when it does not fit. */
export function checkAnswer(prompt: Prompt, answered: Answered | undefined): Answered {
  if (!answered) {
    if (prompt.kind === "dice") throw new DiceError(prompt.tag, `no value: script it in "dice" or give a "seed"`);
    return { value: prompt.fallback, source: "policy" };
  }
  const v = answered.value;
  if (prompt.kind === "dice") {
    if (!Array.isArray(v) || v.length !== prompt.count) {
      throw new DiceError(
        prompt.tag,
        `expected ${prompt.count} ${prompt.count === 1 ? "die" : "dice"} of d${prompt.sides}, got ${JSON.stringify(v)}`,
      );
    }
    for (const f of v as readonly number[]) {
      if (!Number.isInteger(f) || f < 1 || f > prompt.sides) {
        throw new DiceError(prompt.tag, `face ${JSON.stringify(f)} does not fit a d${prompt.sides} (1..${prompt.sides})`);
      }
    }
  } else if (prompt.kind === "choice") {
    if (typeof v !== "string" || !prompt.options.includes(v)) {
      throw new DiceError(prompt.tag, `choice ${JSON.stringify(v)} is not one of ${prompt.options.join(", ")}`);
    }
  } else if (v !== null) {
    if (!Array.isArray(v) || (v.length !== 2 && v.length !== 3) || !(v as number[]).every(Number.isFinite)) {
      throw new DiceError(prompt.tag, `expected a point [x, y] or [x, y, z], got ${JSON.stringify(v)}`);
    }
    const why = prompt.check(v as unknown as readonly [number, number]);
    if (why) throw new DiceError(prompt.tag, `point ${JSON.stringify(v)} is not legal: ${why}`);
  }
  return answered;
}

function record(prompt: Prompt, a: Answered): RecordedAnswer {
  return prompt.kind === "dice"
    ? { tag: prompt.tag, kind: "dice", value: a.value, source: a.source, dice: `${prompt.count}d${prompt.sides}` }
    : { tag: prompt.tag, kind: prompt.kind, value: a.value, source: a.source };
}

export function run<R>(resolution: Resolution<R>, answerer: Answerer): RunResult<R> {
  const answers: RecordedAnswer[] = [];
  // Every prompt comes back here to be recorded, even when called from inside a `runFast`.
  return withInlineAnswers(null, () => {
    let step = resolution.next();
    while (!step.done) {
      const prompt = step.value;
      const a = checkAnswer(prompt, answerer(prompt));
      answers.push(record(prompt, a));
      step = resolution.next(a.value);
    }
    return { result: step.value, answers };
  });
}

/**
 * Like `run` without the transcript, for Monte Carlo loops where only the result matters. Prompts are answered
 * where they are asked (`withInlineAnswers`), not passed up through every generator layer: same answers, same order.
 * A face answerer's dice skip the prompt altogether (its faces always fit).
 */
export function runFast<R>(resolution: Resolution<R>, answerer: Answerer | FaceAnswerer): R {
  const answer = (prompt: Prompt): Answer => checkAnswer(prompt, answerer(prompt)).value;
  return withInlineAnswers(
    answer,
    () => {
      let step = resolution.next();
      while (!step.done) step = resolution.next(answer(step.value));
      return step.value;
    },
    "face" in answerer ? answerer.face : null,
  );
}

export async function runAsync<R>(resolution: Resolution<R>, answerer: AsyncAnswerer): Promise<RunResult<R>> {
  const answers: RecordedAnswer[] = [];
  let step = resolution.next();
  while (!step.done) {
    const prompt = step.value;
    const a = checkAnswer(prompt, await answerer(prompt));
    answers.push(record(prompt, a));
    step = resolution.next(a.value);
  }
  return { result: step.value, answers };
}
