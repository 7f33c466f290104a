// Prompts: what a ruleset asks its driver instead of rolling or deciding itself (docs/architecture.md §1, principle 2).
// A resolution is a generator that yields prompts and receives answers; helpers here keep the
// rulesets' `yield*` calls typed.

import { DrawnDice, DrawnDie } from "./drawn.js";
import { defined } from "./expect.js";

export interface DicePrompt {
  readonly kind: "dice";
  /** Stable roll tag, e.g. `G.skill` or `N.injury[B1]#2` (docs/scenario.md "Roll tags"). */
  readonly tag: string;
  readonly count: number;
  readonly sides: number;
}

export interface ChoicePrompt {
  readonly kind: "choice";
  readonly tag: string;
  /** Side (player) who makes the choice. */
  readonly chooser: string;
  readonly options: readonly string[];
  /** The automation policy's pick, used when nobody answers. */
  readonly fallback: string;
  /** Key under the scenario's `decisions` that answers it. */
  readonly decision: string;
}

export type PointAnswer = readonly [number, number] | readonly [number, number, number];

export interface PointPrompt {
  readonly kind: "point";
  readonly tag: string;
  readonly chooser: string;
  /** The automation policy's pick (null: no legal point, which the ruleset treats as its rule says). */
  readonly fallback: PointAnswer | null;
  readonly decision: string;
  /** Why a chosen point is not legal, or null when it is. */
  readonly check: (p: PointAnswer) => string | null;
}

export type Prompt = DicePrompt | ChoicePrompt | PointPrompt;
export type Answer = readonly number[] | string | PointAnswer | null;

export type Resolution<R> = Generator<Prompt, R, Answer>;

/**
 * The answerer of the synchronous driver now running (`runFast`), or null. While it is set, the helpers below
 * answer their prompt in place instead of yielding it through every generator layer; the answers, their
 * order and their checks are the driver's own, so the result is the same.
 */
let inline: ((prompt: Prompt) => Answer) | null = null;
/**
 * The driver's face source when its answerer rolls every die from a stream and checks nothing per tag (a
 * seeded answerer alone): dice then skip the prompt, its answer record and its check (faces 1..sides by
 * construction), drawing the same numbers in the same order.
 */
let inlineFace: ((sides: number) => number) | null = null;

/**
 * Runs `step` with prompts answered in place by `answer` (null: yielded to the driver), dice drawn from `face`
 * when given; restores the previous mode.
 */
export function withInlineAnswers<T>(
  answer: ((prompt: Prompt) => Answer) | null,
  step: () => T,
  face: ((sides: number) => number) | null = null,
): T {
  const before = inline;
  const beforeFace = inlineFace;
  inline = answer;
  inlineFace = answer ? face : null;
  try {
    return step();
  } finally {
    inline = before;
    inlineFace = beforeFace;
  }
}

/** Asks a prompt built by the caller; returns the driver's (checked) answer. */
export function* ask(prompt: Prompt): Resolution<Answer> {
  return inline ? inline(prompt) : yield prompt;
}

/**
 * The face source while dice are drawn in place (`inlineFace`), else null. A step run thousands of times per odds
 * request may draw `face(sides)` itself where it would `yield* rollDie(tag, sides)`: the same number from the same
 * stream in the same order, without building the tag, the drawn die and the delegation. The mode is fixed for a
 * whole run (a fast run never suspends), so a step may read it once at its start.
 */
export const drawFace = (): ((sides: number) => number) | null => inlineFace;

/** Roll `count` dice of `sides` faces under `tag`; returns the faces in the order rolled. */
export function rollDice(tag: string, count: number, sides: number): Resolution<number[]> {
  return inlineFace ? new DrawnDice(inlineFace, count, sides) : askDice(tag, count, sides);
}

function* askDice(tag: string, count: number, sides: number): Resolution<number[]> {
  const prompt: DicePrompt = { kind: "dice", tag, count, sides };
  const faces = inline ? inline(prompt) : yield prompt;
  return (faces as readonly number[]).slice();
}

/** Roll one die; returns its face. */
export function rollDie(tag: string, sides: number): Resolution<number> {
  return inlineFace ? new DrawnDie(inlineFace, sides) : askDie(tag, sides);
}

function* askDie(tag: string, sides: number): Resolution<number> {
  const prompt: DicePrompt = { kind: "dice", tag, count: 1, sides };
  const faces = inline ? inline(prompt) : yield prompt;
  return defined((faces as readonly number[])[0], "the rolled die");
}

export function* choose(prompt: Omit<ChoicePrompt, "kind">): Resolution<string> {
  const p: ChoicePrompt = { kind: "choice", ...prompt };
  const pick = inline ? inline(p) : yield p;
  return pick as string;
}

export function* pickPoint(prompt: Omit<PointPrompt, "kind">): Resolution<PointAnswer | null> {
  const q: PointPrompt = { kind: "point", ...prompt };
  const p = inline ? inline(q) : yield q;
  return p as PointAnswer | null;
}

export const diceLabel = (p: DicePrompt): string => `${p.count}d${p.sides}`;
