// Prompts: what a ruleset asks its driver instead of rolling or deciding itself (docs/architecture.md §1, principle 2).
// A resolution is a plain function run by a driver (run.ts); the helpers here ask the running driver and return
// its checked answer, typed.

import type { RouteGround } from "../battlefield/route-ground.js";
import { defined } from "./expect.js";

export interface DicePrompt {
  readonly kind: "dice";
  /** Stable roll tag, e.g. `G.skill` or `N.injury[B1]#2` (docs/scenario.md "Roll tags"). */
  readonly tag: string;
  readonly count: number;
  readonly sides: number;
}

/** Where a decision's answer lives in the scenario and whose it is (docs/foundry.md "Decisions while resolving"). */
export interface DecisionPlace {
  /** Key under the scenario's `decisions` that answers it. */
  readonly decision: string;
  /** A per-figure decision (`decisions.<decision>.<figure>`): the figure it is made for. */
  readonly figure?: string;
  /** The figure whose user answers (its owner); absent: the user who chooses for the side `chooser`. */
  readonly askOf?: string;
}

export interface ChoicePrompt extends DecisionPlace {
  readonly kind: "choice";
  readonly tag: string;
  /** Side (player) who makes the choice. */
  readonly chooser: string;
  readonly options: readonly string[];
  /** The automation policy's pick, used when nobody answers. */
  readonly fallback: string;
}

/** A whole number from `min` to `max` (a spend of markers), or a yes/no decision (`flag`: 1 is yes). */
export interface CountPrompt extends DecisionPlace {
  readonly kind: "count";
  readonly tag: string;
  readonly chooser: string;
  readonly min: number;
  readonly max: number;
  /** The automation policy's pick, used when nobody answers. */
  readonly fallback: number;
  /** The scenario holds the decision as a boolean (1 is true). */
  readonly flag?: boolean;
  /** The tag of the roll the answer changes, for whoever asks it. */
  readonly roll?: string;
  /** The localization key naming that roll (`{figure}`: the model whose roll it is), for whoever asks it. */
  readonly rollKey?: string;
  /** The markers the model holds when asked, by kind (`blood`, `blessing`), for whoever asks it. */
  readonly held?: Readonly<Record<string, number>>;
}

export type PointAnswer = readonly [number, number] | readonly [number, number, number];

export interface PointPrompt extends DecisionPlace {
  readonly kind: "point";
  readonly tag: string;
  readonly chooser: string;
  /** The automation policy's pick (null: no legal point, which the ruleset treats as its rule says). */
  readonly fallback: PointAnswer | null;
  /** The scenario holds the decision as a route whose one way point is the answer (`[[x, y]]`). */
  readonly route?: boolean;
  /** Why a chosen point is not legal, or null when it is. */
  readonly check: (p: PointAnswer) => string | null;
  /**
   * A route's legal ground as plain data (battlefield/route-ground.ts), for a picker to draw and snap to; `check`
   * accepts exactly the points it gives as reachable.
   */
  readonly ground?: RouteGround;
  /** What a scatter point is for, for whoever asks it: the attacker (a figure id), its weapon's name, the distance. */
  readonly scatter?: ScatterAbout;
}

/** A scatter point's question in plain data: `attacker`'s `weapon` scatters `inches` from the original target. */
export interface ScatterAbout {
  readonly attacker: string;
  readonly weapon: string;
  readonly inches: number;
}

/** An order of `options` (figure ids, the order they are resolved in): the answer lists each option once. */
export interface OrderPrompt extends DecisionPlace {
  readonly kind: "order";
  readonly tag: string;
  readonly chooser: string;
  readonly options: readonly string[];
  /** The automation policy's order, used when nobody answers. */
  readonly fallback: readonly string[];
}

export type Prompt = DicePrompt | ChoicePrompt | CountPrompt | PointPrompt | OrderPrompt;
/** A decision prompt: anything but dice. */
export type DecisionPrompt = ChoicePrompt | CountPrompt | PointPrompt | OrderPrompt;
export type Answer = readonly number[] | readonly string[] | string | number | PointAnswer | null;

/**
 * A resolution: an attack or upkeep ready to run, which asks its driver (`run`, `runFast`, `runAsync`) for every
 * die, choice and point through the helpers below. Calling it outside a driver throws.
 */
export type Resolution<R> = () => R;

/** The running driver's answerer (checked answers), or null outside a driver. */
let current: ((prompt: Prompt) => Answer) | null = null;
/**
 * The driver's face source when its answerer rolls every die from a stream and checks nothing per tag (a
 * seeded answerer alone): dice then skip the prompt, its answer record and its check (faces 1..sides by
 * construction), drawing the same numbers in the same order.
 */
let currentFace: ((sides: number) => number) | null = null;

/** Runs `step` with prompts answered by `answer`, dice drawn from `face` when given; restores the previous driver. */
export function withAnswers<T>(answer: (prompt: Prompt) => Answer, step: () => T, face: ((sides: number) => number) | null = null): T {
  const before = current;
  const beforeFace = currentFace;
  current = answer;
  currentFace = face;
  try {
    return step();
  } finally {
    current = before;
    currentFace = beforeFace;
  }
}

/** Asks a prompt built by the caller; returns the driver's (checked) answer. */
export function ask(prompt: Prompt): Answer {
  if (!current) throw new Error(`the prompt ${prompt.tag} was asked outside a driver (run, runFast or runAsync)`);
  return current(prompt);
}

/**
 * The face source while dice are drawn from a stream (`currentFace`), else null. A step run thousands of times per
 * odds request may draw `face(sides)` itself where it would call `rollDie(tag, sides)`: the same number from the
 * same stream in the same order, without building the tag. The mode is fixed for a whole run, so a step may read
 * it once at its start.
 */
export const drawFace = (): ((sides: number) => number) | null => currentFace;

/** Roll `count` dice of `sides` faces under `tag`; returns the faces in the order rolled. */
export function rollDice(tag: string, count: number, sides: number): number[] {
  const face = currentFace;
  if (face) {
    const faces: number[] = [];
    for (let i = 0; i < count; i++) faces.push(face(sides));
    return faces;
  }
  return (ask({ kind: "dice", tag, count, sides }) as readonly number[]).slice();
}

/** Roll one die; returns its face. */
export function rollDie(tag: string, sides: number): number {
  const face = currentFace;
  if (face) return face(sides);
  return defined((ask({ kind: "dice", tag, count: 1, sides }) as readonly number[])[0], "the rolled die");
}

export function choose(prompt: Omit<ChoicePrompt, "kind">): string {
  return ask({ kind: "choice", ...prompt }) as string;
}

export function chooseCount(prompt: Omit<CountPrompt, "kind">): number {
  return ask({ kind: "count", ...prompt }) as number;
}

export function pickPoint(prompt: Omit<PointPrompt, "kind">): PointAnswer | null {
  return ask({ kind: "point", ...prompt }) as PointAnswer | null;
}

export const diceLabel = (p: DicePrompt): string => `${p.count}d${p.sides}`;
