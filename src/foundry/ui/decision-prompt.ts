// What a decision dialog shows (pure, tested in node; templates/decision-count.hbs and decision-order.hbs draw it): a
// spend's question with the roll it changes, what each marker does and the markers the model holds; an order's
// fighters by name; a point's notice (apps/route-picker.ts) says what the point is for — a scatter names the weapon,
// its thrower and the distance — never the roll tag. Keys come from the question itself (its decision key, the
// ruleset's key for the roll), never from a ruleset id.

import { type NoteData, rollTagLabel } from "../../core/index.js";
import type { CountDetails, ScatterWire } from "../relay/relay-messages.js";

type Format = (key: string, data?: Record<string, string | number>) => string;
/** A formatter that also takes a note's data (core `NoteData`: the roll-tag labels' notes). */
type NoteFormat = (key: string, data?: NoteData) => string;

export interface CountPromptView {
  /** The question, naming the model and the most it may spend. */
  readonly question: string;
  /** The roll the answer changes ("Sister Agathe's Injury Roll"), or null when the question does not say. */
  readonly roll: string | null;
  /** What the spend does, in a line. */
  readonly effect: string;
  /** The markers the model holds, one line per kind. */
  readonly held: readonly string[];
  readonly max: number;
  /** A yes/no decision: the dialog offers two choices instead of a number. */
  readonly flag: boolean;
}

export function countPromptView(
  decision: string,
  max: number,
  figure: string | undefined,
  more: CountDetails,
  format: Format,
  nameOf: (figureId: string) => string,
): CountPromptView {
  const name = figure !== undefined ? nameOf(figure) : format("ORDNANCE.Prompt.theModel");
  return {
    question: format(`ORDNANCE.Prompt.count.${decision}`, { max, figure: name }),
    roll: more.roll === undefined ? null : format(more.roll, { figure: name }),
    effect: format(`ORDNANCE.Prompt.effect.${decision}`),
    held: Object.entries(more.held ?? {}).map(([kind, n]) => format(`ORDNANCE.Prompt.held.${kind}`, { n })),
    max,
    flag: more.flag === true,
  };
}

/**
 * Where a scatter point is asked for, in words: whose weapon scatters and how far from the original target (the
 * attacker unnamed when it is hidden from the user asked).
 */
export function scatterQuestion(scatter: ScatterWire, format: Format, nameOf: (figureId: string) => string): string {
  const data = { weapon: scatter.weapon, inches: Math.round(scatter.inches * 100) / 100 };
  return scatter.figure === undefined
    ? format("ORDNANCE.Prompt.point.scatter", data)
    : format("ORDNANCE.Prompt.point.scatterOf", { ...data, figure: nameOf(scatter.figure) });
}

/**
 * What a point question is for, in words: a scatter point's `scatterQuestion`; any other point what its prompt is for
 * (the roll tag's label), never the tag itself.
 */
function pointQuestion(tag: string, scatter: ScatterWire | undefined, format: NoteFormat, nameOf: (figureId: string) => string): string {
  if (scatter) return scatterQuestion(scatter, format, nameOf);
  return format("ORDNANCE.Prompt.point.other", { label: rollTagLabel(tag, (n) => format(n.key, n.data), nameOf) });
}

/** The notice asking this user to click the canvas for a point, saying what the point is for (`pointQuestion`). */
export function pointPromptText(
  tag: string,
  scatter: ScatterWire | undefined,
  format: NoteFormat,
  nameOf: (figureId: string) => string,
): string {
  return format("ORDNANCE.Prompt.pickPoint", { what: pointQuestion(tag, scatter, format, nameOf) });
}

export interface OrderPromptView {
  readonly question: string;
  /** The fighters in the order offered (the automation's: nearest first). */
  readonly fighters: readonly { readonly id: string; readonly name: string; readonly position: number }[];
}

export function orderPromptView(options: readonly string[], format: Format, nameOf: (figureId: string) => string): OrderPromptView {
  return {
    question: format("ORDNANCE.Prompt.order.question", { n: options.length }),
    fighters: options.map((id, i) => ({ id, name: nameOf(id), position: i + 1 })),
  };
}

/** The order a submitted dialog gives (the ids as listed, comma-separated), or null when it is not an order of `options`. */
export function readOrder(value: unknown, options: readonly string[]): string[] | null {
  if (typeof value !== "string") return null;
  const ids = value.split(",").filter((s) => s !== "");
  const complete = ids.length === options.length && new Set(ids).size === ids.length && ids.every((id) => options.includes(id));
  return complete ? ids : null;
}

/** A question still waiting on a player, as the GM's client shows it: who, what, and the GM's two ways out. */
export interface WaitingView {
  readonly title: string;
  readonly text: string;
  readonly answerFor: string;
  readonly automation: string;
}

/** The question asked (as the relay sent it) in words, for the GM's "waiting for" dialog. */
export function waitingView(
  message: Readonly<{
    type: string;
    tag: string;
    max?: number;
    figure?: string;
    options?: readonly string[];
    ground?: unknown;
    scatter?: ScatterWire;
  }>,
  user: string,
  format: Format,
  nameOf: (figureId: string) => string,
): WaitingView {
  let question: string;
  if (message.type === "askCount") question = countPromptView(message.tag, message.max ?? 0, message.figure, {}, format, nameOf).question;
  else if (message.type === "askOrder") question = format("ORDNANCE.Decision.waiting.order", { n: message.options?.length ?? 0 });
  else {
    // A route's tag names its fighter (`N.rfcRoute[<token id>]`).
    const figure = /\[([^\]]+)\]/.exec(message.tag)?.[1];
    question =
      figure !== undefined
        ? format("ORDNANCE.Decision.waiting.route", { figure: nameOf(figure) })
        : message.scatter
          ? scatterQuestion(message.scatter, format, nameOf)
          : format("ORDNANCE.Decision.waiting.point");
  }
  return {
    title: format("ORDNANCE.Decision.waiting.title", { user }),
    text: format("ORDNANCE.Decision.waiting.text", { user, question }),
    answerFor: format("ORDNANCE.Decision.waiting.answerFor", { user }),
    automation: format("ORDNANCE.Decision.waiting.automation"),
  };
}
