// The players' decisions the sandbox asks while it resolves a throw (issue #27 item 4), pure over the core: the
// learning resolution that finds the next decision a player makes (a spend, a Running for Cover route, the scatter
// point), the answer written into the document's `decisions`, and who made each decision of the final resolution.

import {
  type Answer,
  type CountPrompt,
  type OutputDocument,
  type PointAnswer,
  type PointPrompt,
  type Prompt,
  type Translate,
  decisionValue,
  getRuleset,
  heldDecision,
  parseRollTag,
  resolveScenario,
} from "../core/index.js";
import { type ScenarioDoc, clone } from "./scenario-doc.js";

/** Which kinds of decision the page asks (the rest are left to the automation's policy). */
export interface AskFlags {
  /** The opponent's scatter point (Trench Crusade). */
  readonly scatter: boolean;
  /** Spends of markers and yes/no spends (Trench Crusade Blessing, Blood, Bloodbath). */
  readonly spends: boolean;
  /** Running for Cover routes (Necromunda). */
  readonly routes: boolean;
}

/** A decision the page asks: a count (a spend, a yes/no) or a point (a scatter point, a route's way point). */
export type Asked = CountPrompt | PointPrompt;

/** The next decision to ask, and the learning resolution's output (every decision from it on left to the policy). */
export interface Found {
  readonly prompt: Asked;
  readonly output: OutputDocument;
}

/** Whether the page asks this prompt under `flags`. */
export function asks(prompt: Prompt, flags: AskFlags): prompt is Asked {
  if (prompt.kind === "count") return flags.spends;
  if (prompt.kind === "point") return prompt.route === true ? flags.routes : flags.scatter;
  return false;
}

/** Whether a ruleset's players have spends (or, with `routes`, Running for Cover routes) to decide while resolving. */
export function asksWhileResolving(ruleset: string, routes = true): boolean {
  return (
    getRuleset(ruleset)?.choices.some(
      (c) =>
        c.group === "decisions" &&
        ((routes && c.value === "route") || ((c.value === "int" || c.value === "bool") && c.key !== "resolutionOrder")),
    ) === true
  );
}

/**
 * Resolves `doc` with its decisions so far and every other decision left to the automation, and returns the first
 * decision it asked that the page asks (`flags`), the document does not hold, and the player has not already left to
 * the automation (`left`, by prompt tag); null when there is none. The prompts roll no dice, so the same document with
 * that decision answered rolls the same dice up to it.
 */
export function nextDecision(doc: ScenarioDoc, left: ReadonlySet<string>, flags: AskFlags, translate?: Translate): Found | null {
  const held = doc.decisions ?? {};
  let found: Asked | null = null;
  const { output } = resolveScenario(doc, {
    ...(translate ? { translate } : {}),
    answerer: (p) => {
      if (!found && asks(p, flags) && !left.has(p.tag) && heldDecision(held, p) === undefined) found = p;
      return undefined;
    },
  });
  const prompt = found as Asked | null;
  return prompt ? { prompt, output } : null;
}

/** The document with a player's answer written where its prompt reads it (`decisions.<key>` or `.<key>.<figure>`). */
export function withAnswer(doc: ScenarioDoc, prompt: Asked, value: number | PointAnswer): ScenarioDoc {
  const next = clone(doc);
  const decisions: Record<string, unknown> = { ...(next.decisions ?? {}) };
  const v = decisionValue(prompt, value);
  if (prompt.figure === undefined) decisions[prompt.decision] = v;
  else {
    const map = decisions[prompt.decision];
    decisions[prompt.decision] = { ...(typeof map === "object" && map !== null && !Array.isArray(map) ? map : {}), [prompt.figure]: v };
  }
  next.decisions = decisions;
  return next;
}

/** Who made a decision of a resolution: the player on the page, the automation's policy, or the document as loaded. */
export type DecidedBy = "you" | "automation" | "document";

export interface Decided {
  readonly tag: string;
  readonly kind: Exclude<Prompt["kind"], "dice">;
  readonly value: Answer;
  readonly by: DecidedBy;
}

/** A decision the player made on the page: the question and the answer written into the document. */
export interface Chosen {
  readonly prompt: Asked;
  readonly value: number | PointAnswer;
}

/** The document without the answers the player wrote (the decisions those questions read). */
function withoutAnswers(doc: ScenarioDoc, chosen: Iterable<Chosen>): ScenarioDoc {
  const next = clone(doc);
  let decisions: Record<string, unknown> = next.decisions ?? {};
  for (const { prompt } of chosen) {
    const map = decisions[prompt.decision];
    const rest =
      prompt.figure !== undefined && typeof map === "object" && map !== null && !Array.isArray(map)
        ? Object.fromEntries(Object.entries(map).filter(([id]) => id !== prompt.figure))
        : {};
    decisions = Object.fromEntries(Object.entries(decisions).filter(([key]) => key !== prompt.decision));
    if (Object.keys(rest).length) decisions[prompt.decision] = rest;
  }
  if (Object.keys(decisions).length) next.decisions = decisions;
  else delete next.decisions;
  return next;
}

/**
 * Every decision the resolution of `doc` asks, in the order the rules ask them, with who made it: one the player made
 * on the page (`chosen`, by prompt tag) is the player's, one the document answers is the document's, the rest the
 * automation's. A decision the document holds is read without being asked, so the player's answers are taken out of
 * the document and given as answers to the engine's prompts instead — which resolves the same (tested).
 */
export function whoDecided(doc: ScenarioDoc, chosen: ReadonlyMap<string, Chosen>): Decided[] {
  const { answers } = resolveScenario(withoutAnswers(doc, chosen.values()), {
    answerer: (p) => {
      const c = p.kind === "dice" ? undefined : chosen.get(p.tag);
      return c && { value: c.value, source: "user" };
    },
  });
  const out: Decided[] = [];
  for (const a of answers) {
    if (a.kind === "dice") continue;
    const by: DecidedBy = a.source === "user" ? "you" : a.source === "decision" ? "document" : "automation";
    out.push({ tag: a.tag, kind: a.kind, value: a.value, by });
  }
  return out;
}

/** Whether a decision's tag names a yes/no decision of the ruleset (its descriptor's value is a flag). */
export function isFlag(ruleset: string, tag: string): boolean {
  const family = parseRollTag(tag)?.family;
  return getRuleset(ruleset)?.choices.some((c) => c.key === family && c.value === "bool") === true;
}

/** A decision's value in words: a count, yes/no for a flag, a point as (x, y), a list of ids, or nothing. */
export function decidedValue(d: Decided, words: { yes: string; no: string; none: string }, flag: boolean): string {
  const v = d.value;
  if (v === null) return words.none;
  if (typeof v === "number") return flag ? (v === 1 ? words.yes : words.no) : String(v);
  if (typeof v === "string") return v;
  if (d.kind === "point") return `(${(v as readonly number[]).map((n) => n.toFixed(2)).join(", ")})`;
  return (v as readonly (string | number)[]).join(", ");
}
