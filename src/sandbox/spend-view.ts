// What the sandbox's spend panel shows for a count prompt (pure, tested in node; spend-panel.ts draws it): the
// question naming the model and the most it may spend, the roll the spend changes, what the spend does, the markers
// the model holds and the automation's suggestion. Keys come from the prompt itself (its decision key, the ruleset's
// key for the roll), never from a ruleset id; the texts are the ones the Foundry dialog shows (ORDNANCE.Prompt.*).

import type { CountPrompt } from "../core/index.js";

type Format = (key: string, data?: Record<string, string | number>) => string;

export interface SpendView {
  /** The question, naming the model and the most it may spend. */
  readonly question: string;
  /** The roll the answer changes ("B1's Injury Roll"), or null when the prompt does not say. */
  readonly roll: string | null;
  /** What the spend does, in a line. */
  readonly effect: string;
  /** The markers the model holds, one line per kind. */
  readonly held: readonly string[];
  readonly min: number;
  readonly max: number;
  /** A yes/no decision: the panel offers two choices instead of a number. */
  readonly flag: boolean;
  /** The automation's own answer, preselected. */
  readonly suggestion: number;
  /** Who decides (the side, or the model's owner). */
  readonly chooser: string;
}

export function spendView(prompt: CountPrompt, format: Format): SpendView {
  const figure = prompt.figure ?? format("ORDNANCE.Prompt.theModel");
  return {
    question: format(`ORDNANCE.Prompt.count.${prompt.decision}`, { max: prompt.max, figure }),
    roll: prompt.rollKey === undefined ? null : format(prompt.rollKey, { figure }),
    effect: format(`ORDNANCE.Prompt.effect.${prompt.decision}`),
    held: Object.entries(prompt.held ?? {})
      .filter(([, n]) => n > 0)
      .map(([kind, n]) => format(`ORDNANCE.Prompt.held.${kind}`, { n })),
    min: prompt.min,
    max: prompt.max,
    flag: prompt.flag === true,
    suggestion: Math.max(prompt.min, Math.min(prompt.max, prompt.fallback)),
    chooser:
      prompt.askOf === undefined ? prompt.chooser : format("ORDNANCE.Sandbox.Decide.owner", { figure: prompt.askOf, side: prompt.chooser }),
  };
}

/**
 * A count the player typed or picked, read against the prompt's range: the whole number, or null when it is not one
 * from `min` to `max` (the panel then says so and keeps asking).
 */
export function readCount(value: number, view: Pick<SpendView, "min" | "max">): number | null {
  return Number.isInteger(value) && value >= view.min && value <= view.max ? value : null;
}
