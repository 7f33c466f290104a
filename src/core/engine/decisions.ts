// Decisions a ruleset asks while resolving: a decision the scenario already holds (given up front) is used as
// it is; only one it does not hold is asked, by a prompt, of the user it belongs to (docs/architecture.md §1).

import { type CountPrompt, type DecisionPlace, type OrderPrompt, type PointAnswer, type PointPrompt, ask } from "./prompts.js";

/** The scenario's own value of a decision: `decisions[key]`, or `decisions[key][figure]`; undefined when not held. */
export function heldDecision(decisions: Readonly<Record<string, unknown>>, place: DecisionPlace): unknown {
  if (!Object.hasOwn(decisions, place.decision)) return undefined;
  const v = decisions[place.decision];
  if (place.figure === undefined) return v;
  return typeof v === "object" && v !== null && !Array.isArray(v) && Object.hasOwn(v, place.figure)
    ? (v as Record<string, unknown>)[place.figure]
    : undefined;
}

/** A held decision as a count (a flag's true is 1), or undefined when it is not a number or flag. */
export function asCount(v: unknown): number | undefined {
  if (typeof v === "boolean") return v ? 1 : 0;
  return typeof v === "number" ? v : undefined;
}

/** The held count, else the answer to the count prompt (the caller asks only when the answer can matter). */
export function decideCount(decisions: Readonly<Record<string, unknown>>, prompt: Omit<CountPrompt, "kind">): number {
  const held = asCount(heldDecision(decisions, prompt));
  return held ?? (ask({ kind: "count", ...prompt }) as number);
}

/**
 * A spend of markers (or anything counted) that a model holds: 0 when it holds none, else the held or asked count
 * (`decideCount`), at most `held`. `prompt` builds the count prompt and is called only when `held` is above 0, so a
 * model that holds nothing — most of them, trial after trial, in the odds — neither asks nor builds a prompt.
 */
export function decideSpend(decisions: Readonly<Record<string, unknown>>, held: number, prompt: () => Omit<CountPrompt, "kind">): number {
  return held > 0 ? Math.min(held, decideCount(decisions, prompt())) : 0;
}

/**
 * A route the scenario holds (`decisions.<key>.<figure>` as way points), else the one way point the figure's user
 * picks (null: none), as a route of that one point.
 */
export function decideRoute(
  decisions: Readonly<Record<string, unknown>>,
  prompt: Omit<PointPrompt, "kind" | "route">,
): readonly (readonly [number, number])[] | null {
  const held = heldDecision(decisions, prompt);
  if (Array.isArray(held)) return held as readonly (readonly [number, number])[];
  const p = ask({ kind: "point", route: true, ...prompt }) as PointAnswer | null;
  return p === null ? null : [[p[0], p[1]]];
}

/** The order the scenario holds (a list of ids, possibly partial), else the order the chooser gives (every option once). */
export function decideOrder(decisions: Readonly<Record<string, unknown>>, prompt: Omit<OrderPrompt, "kind">): readonly string[] {
  const held = heldDecision(decisions, prompt);
  if (Array.isArray(held)) return held as readonly string[];
  return ask({ kind: "order", ...prompt }) as readonly string[];
}

/** The value a user's answer is written as under `decisions` (a flag's 1 as true, a route's point as `[[x, y]]`). */
export function decisionValue(
  prompt: CountPrompt | PointPrompt | OrderPrompt,
  value: number | PointAnswer | readonly string[] | null,
): unknown {
  if (prompt.kind === "order") return Array.isArray(value) ? [...(value as readonly string[])] : value;
  if (prompt.kind === "count") return prompt.flag ? value === 1 : value;
  if (value === null || typeof value === "number") return value;
  const p = value as PointAnswer;
  return prompt.route ? [[p[0], p[1]]] : [...p];
}
