// Drivers for resolutions: `run` answers prompts synchronously, `runAsync` awaits an async answerer
// (Foundry rolls, a player's canvas pick). Both check every answer against its prompt and record it.

import { DiceError } from "./errors.js";
import { type Answer, type Prompt, type Resolution, withAnswers } from "./prompts.js";

/** Where an answer came from; `noAnswer`: a user was asked (`by`) and gave no legal answer in time, the policy decided. */
export type AnswerSource = "script" | "seed" | "replay" | "policy" | "noAnswer" | "decision" | "user" | "foundry";

export interface RecordedAnswer {
  readonly tag: string;
  readonly kind: Prompt["kind"];
  readonly value: Answer;
  readonly source: AnswerSource;
  /** For dice: how many dice of how many sides, e.g. `2d6`. */
  readonly dice?: string;
  /** For a decision a user was asked: who (a user id); with the `decisions` key (and figure) it answers. */
  readonly by?: string;
  readonly decision?: string;
  readonly figure?: string;
}

/** An answer with where it came from; `undefined` means "not mine, ask the next answerer". */
export interface Answered {
  readonly value: Answer;
  readonly source: AnswerSource;
  /** Who gave it (a user id), for a decision a user made. */
  readonly by?: string;
}

export type Answerer = (prompt: Prompt) => Answered | undefined;
/** An answerer that rolls every die as `face(sides)` does, in the order asked, whatever its tag (the seeded one). */
export type FaceAnswerer = Answerer & { readonly face: (sides: number) => number };
export type AsyncAnswerer = (prompt: Prompt) => PromiseLike<Answered | undefined> | Answered | undefined;

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
  // The automation decides for a user who did not answer: its own fallback (a ruleset may tell it apart by identity).
  if (answered.source === "noAnswer" && prompt.kind !== "dice") return { ...answered, value: prompt.fallback };
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
  } else if (prompt.kind === "count") {
    if (typeof v !== "number" || !Number.isInteger(v) || v < prompt.min || v > prompt.max) {
      throw new DiceError(prompt.tag, `count ${JSON.stringify(v)} is not a whole number from ${prompt.min} to ${prompt.max}`);
    }
  } else if (prompt.kind === "order") {
    const ids = Array.isArray(v) ? (v as readonly unknown[]) : [];
    const all =
      ids.length === prompt.options.length && new Set(ids).size === ids.length && ids.every((id) => prompt.options.includes(id as string));
    if (!all) throw new DiceError(prompt.tag, `order ${JSON.stringify(v)} does not list each of ${prompt.options.join(", ")} once`);
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
    : a.by === undefined
      ? { tag: prompt.tag, kind: prompt.kind, value: a.value, source: a.source }
      : {
          tag: prompt.tag,
          kind: prompt.kind,
          value: a.value,
          source: a.source,
          by: a.by,
          decision: prompt.decision,
          ...(prompt.figure === undefined ? {} : { figure: prompt.figure }),
        };
}

export function run<R>(resolution: Resolution<R>, answerer: Answerer): RunResult<R> {
  const answers: RecordedAnswer[] = [];
  // Every prompt comes back here to be recorded, even when called from inside a `runFast`.
  const result = withAnswers((prompt) => {
    const a = checkAnswer(prompt, answerer(prompt));
    answers.push(record(prompt, a));
    return a.value;
  }, resolution);
  return { result, answers };
}

/**
 * Like `run` without the transcript, for Monte Carlo loops where only the result matters. A face answerer's dice
 * skip the prompt altogether (its faces always fit).
 */
export function runFast<R>(resolution: Resolution<R>, answerer: Answerer | FaceAnswerer): R {
  return withAnswers((prompt) => checkAnswer(prompt, answerer(prompt)).value, resolution, "face" in answerer ? answerer.face : null);
}

const isThenable = (v: unknown): v is PromiseLike<Answered | undefined> =>
  typeof v === "object" && v !== null && typeof (v as { then?: unknown }).then === "function";

/** Thrown through a resolution to stop it at a prompt whose answer is still awaited (never seen outside `runAsync`). */
class Suspended extends Error {
  constructor(
    readonly prompt: Prompt,
    readonly pending: PromiseLike<Answered | undefined>,
  ) {
    super(`waiting for the answer to ${prompt.tag}`);
  }
}

/**
 * Like `run`, for an answerer that may answer later (a Foundry roll, a player's pick on the canvas). An answer given
 * at once is used at once. At a prompt whose answer is awaited the resolution stops; once the answer comes, it runs
 * again from the start with the answers so far given back in order. A resolution is a pure function of its answers
 * (docs/architecture.md, principle 2), so it asks the same prompts again, and the answerer is asked each prompt once,
 * in order. A resolution that asks another prompt on the way back is a defect, reported with both tags.
 */
export async function runAsync<R>(resolution: Resolution<R>, answerer: AsyncAnswerer): Promise<RunResult<R>> {
  const known: RecordedAnswer[] = [];
  for (;;) {
    let step = 0;
    try {
      const result = withAnswers((prompt) => {
        const again = known[step];
        if (again) {
          if (again.tag !== prompt.tag || again.kind !== prompt.kind) {
            throw new Error(
              `runAsync: prompt ${String(step + 1)} was ${again.kind} ${again.tag} and is now ${prompt.kind} ${prompt.tag}: the resolution is not a function of its answers alone`,
            );
          }
          step++;
          // A policy answer is the prompt's own fallback (a ruleset may tell it apart by identity): this run's.
          return again.source === "policy" || again.source === "noAnswer" ? checkAnswer(prompt, undefined).value : again.value;
        }
        const given = answerer(prompt);
        // Stryker disable next-line ConditionalExpression: an answer given at once but awaited is the same answer; the resolution only runs again
        if (isThenable(given)) throw new Suspended(prompt, given);
        const a = checkAnswer(prompt, given);
        known.push(record(prompt, a));
        step++;
        return a.value;
      }, resolution);
      return { result, answers: known };
    } catch (e) {
      if (!(e instanceof Suspended)) throw e;
      known.push(record(e.prompt, checkAnswer(e.prompt, await e.pending)));
    }
  }
}
