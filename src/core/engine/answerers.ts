// Answerers: scripted by tag (tests, a scenario's `dice` and `decisions`), seeded (seedrandom's Alea,
// for Monte Carlo and unscripted rolls), replay of a recorded transcript, and a chain trying each in turn.

import { defined } from "./expect.js";
import seedrandom from "seedrandom";
import { DiceError } from "./errors.js";
import { heldDecision } from "./decisions.js";
import type { Answer, Prompt } from "./prompts.js";
import type { Answered, Answerer, FaceAnswerer, RecordedAnswer } from "./run.js";

export type ScriptedDice = Readonly<Record<string, number | readonly number[]>>;
export type Decisions = Readonly<Record<string, unknown>>;

/** Answers dice from a tag → face(s) map; choices and points from `decisions` by their decision key. */
export function scriptedAnswerer(dice: ScriptedDice, decisions: Decisions = {}): Answerer {
  return (prompt) => {
    if (prompt.kind === "dice") {
      if (!Object.hasOwn(dice, prompt.tag)) return undefined;
      const v = defined(dice[prompt.tag], "a scripted roll");
      return { value: typeof v === "number" ? [v] : v, source: "script" };
    }
    const held = heldDecision(decisions, prompt);
    if (held === undefined) return undefined;
    return { value: scenarioAnswer(prompt, held), source: "decision" };
  };
}

/** A decision as the scenario holds it → its prompt's answer (the inverse of `decisionValue`). */
function scenarioAnswer(prompt: Exclude<Prompt, { kind: "dice" }>, held: unknown): Answer {
  if (prompt.kind === "count" && typeof held === "boolean") return held ? 1 : 0;
  if (prompt.kind === "point" && prompt.route && Array.isArray(held)) return (held[held.length - 1] as Answer | undefined) ?? null;
  return held as Answer;
}

/** A uniform integer source in [0, 1). Alea is seedrandom's fastest generator with a stable stream. */
export type Random = () => number;

export function seededRandom(seed: string): Random {
  return seedrandom.alea(seed);
}

/** Rolls every die from a seeded stream; leaves choices and points to the automation policy. */
export function seededAnswerer(seedOrRandom: string | Random): FaceAnswerer {
  const rng = typeof seedOrRandom === "string" ? seededRandom(seedOrRandom) : seedOrRandom;
  const face = (sides: number): number => 1 + Math.floor(rng() * sides);
  const answer: Answerer = (prompt) => {
    if (prompt.kind !== "dice") return undefined;
    const faces = new Array<number>(prompt.count);
    for (let i = 0; i < prompt.count; i++) faces[i] = face(prompt.sides);
    return { value: faces, source: "seed" };
  };
  return Object.assign(answer, { face });
}

/** Replays recorded answers in order; a prompt whose tag differs from the record is a divergence. */
export function replayAnswerer(recorded: readonly RecordedAnswer[]): Answerer {
  let i = 0;
  return (prompt: Prompt): Answered => {
    const next = recorded[i++];
    if (!next) throw new DiceError(prompt.tag, `the transcript ended before this ${prompt.kind} prompt`);
    if (next.tag !== prompt.tag) throw new DiceError(prompt.tag, `the transcript has ${next.tag} at step ${i}`);
    return { value: next.value, source: "replay" };
  };
}

/** Asks each answerer in turn; the first that answers wins. */
export function chainAnswerers(...answerers: Answerer[]): Answerer {
  return (prompt) => {
    for (const a of answerers) {
      const v = a(prompt);
      if (v !== undefined) return v;
    }
    return undefined;
  };
}
