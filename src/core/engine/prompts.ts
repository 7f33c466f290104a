// Prompts: what a ruleset asks its driver instead of rolling or deciding itself (docs/architecture.md §1, principle 2).
// A resolution is a generator that yields prompts and receives answers; helpers here keep the
// rulesets' `yield*` calls typed.

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

/** Roll `count` dice of `sides` faces under `tag`; returns the faces in the order rolled. */
export function* rollDice(tag: string, count: number, sides: number): Resolution<number[]> {
  const faces = yield { kind: "dice", tag, count, sides };
  return (faces as readonly number[]).slice();
}

/** Roll one die; returns its face. */
export function* rollDie(tag: string, sides: number): Resolution<number> {
  const faces = yield { kind: "dice", tag, count: 1, sides };
  return defined((faces as readonly number[])[0], "the rolled die");
}

export function* choose(prompt: Omit<ChoicePrompt, "kind">): Resolution<string> {
  const pick = yield { kind: "choice", ...prompt };
  return pick as string;
}

export function* pickPoint(prompt: Omit<PointPrompt, "kind">): Resolution<PointAnswer | null> {
  const p = yield { kind: "point", ...prompt };
  return p as PointAnswer | null;
}

export const diceLabel = (p: DicePrompt): string => `${p.count}d${p.sides}`;
