// A Running for Cover route picked on the table (Necromunda, docs/rules.md §2.3): the ground the fighter can reach
// in one straight move (the core's own, carried by the prompt: the distance rolled, walls and bases respected), a
// pointer or a keyboard step snapped onto it, and the automation's route offered. Pure over the core.

import { type PointPrompt, type RouteGround, routeCheck, routeOutline, snapToGround } from "../core/index.js";

/** What the player picks from: the prompt, its ground and outline, and the automation's own way point. */
export interface RouteChoice {
  readonly prompt: PointPrompt;
  readonly ground: RouteGround;
  /** The fighter that runs. */
  readonly figure: string;
  /** The legal ground's edge, one point per direction round the start (a polygon). */
  readonly outline: readonly (readonly [number, number])[];
  /** The automation's way point (its route runs straight to it), or null when it has none. */
  readonly automation: readonly [number, number] | null;
}

/** Coordinates written into the decision are rounded to 1/10,000" when the rounded point is still legal. */
const round4 = (v: number): number => Math.round(v * 10_000) / 10_000;

/** The choice a route prompt offers; null for a point prompt that is not a route or carries no ground. */
export function routeChoiceOf(prompt: PointPrompt, rays = 180): RouteChoice | null {
  const ground = prompt.ground;
  if (prompt.route !== true || !ground) return null;
  const fallback = prompt.fallback;
  return {
    prompt,
    ground,
    figure: prompt.figure ?? prompt.askOf ?? "",
    outline: routeOutline(ground, rays),
    automation: fallback ? [fallback[0], fallback[1]] : null,
  };
}

/**
 * The legal point for a pointer or candidate at `p`: `p` itself when the fighter can run there, else as far as it gets
 * in that direction from where it stands (the core's snapToGround); rounded to 1/10,000" when that stays legal.
 */
export function snapRoute(choice: RouteChoice, p: readonly [number, number]): [number, number] {
  const snapped = snapToGround(choice.ground, p);
  const rounded: [number, number] = [round4(snapped[0]), round4(snapped[1])];
  return routeCheck(choice.ground, rounded) === null ? rounded : snapped;
}

/** Where the candidate starts: the automation's way point (legal by the rule), else where the fighter stands. */
export function firstCandidate(choice: RouteChoice): [number, number] {
  const a = choice.automation;
  return a && routeCheck(choice.ground, a) === null ? [a[0], a[1]] : snapRoute(choice, choice.ground.start);
}

/** The candidate moved by (dx, dy) inches and snapped back onto the legal ground. */
export function nudgeRoute(choice: RouteChoice, from: readonly [number, number], dx: number, dy: number): [number, number] {
  return snapRoute(choice, [from[0] + dx, from[1] + dy]);
}
