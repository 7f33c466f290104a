// The opponent's side of an attack and the questions asked of it before resolving (the choices a
// ruleset declares as the target side's, asked through the pipeline's askChoice port).

import type { BattlefieldSnapshot, ChoiceContext, Ruleset } from "../../core/index.js";
import type { ScenarioTarget } from "./build-scenario.js";

/**
 * Asks the user choosing for `side` a count from 0 to `max` for the scenario decision `decision` (Trench
 * Crusade `bloodSpendOnSuccess`, the opponent's); undefined: nobody answered, the automation decides.
 * The pipeline's `askChoice` port.
 */
export type AskChoice = (ask: {
  readonly side: string;
  readonly attacker: string;
  readonly decision: string;
  readonly max: number;
}) => Promise<number | undefined>;

/** The side that answers for the target: the target's, else (a point) the first other side on the table. */
export function opponentSide(snap: BattlefieldSnapshot, attackerId: string, target: ScenarioTarget): string | null {
  const mine = snap.figures.find((f) => f.id === attackerId)?.side;
  if ("figure" in target) {
    const side = snap.figures.find((f) => f.id === target.figure)?.side ?? null;
    return side !== mine ? side : null;
  }
  return snap.figures.find((f) => f.side !== mine)?.side ?? null;
}

/**
 * The opponent's up-front decisions, asked of the user choosing for the opponent's side before resolving:
 * every whole-number choice the ruleset declares as asked of the target's side (Trench Crusade
 * `bloodSpendOnSuccess`) that has a legal range here and that the request (a GM's) did not settle.
 * Nobody answering leaves it to the automation.
 */
export async function opponentChoices(
  askChoice: AskChoice | undefined,
  ruleset: Ruleset,
  snap: BattlefieldSnapshot,
  ctx: ChoiceContext,
  target: ScenarioTarget,
  given: Readonly<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  if (!askChoice) return out;
  const side = opponentSide(snap, ctx.attacker.id, target);
  if (side === null) return out;
  for (const d of ruleset.choices) {
    if (!d.asked || d.value !== "int" || d.chooser !== "targetSide" || d.group !== "decisions" || Object.hasOwn(given, d.key)) continue;
    const range = d.range?.(ctx, null) ?? null;
    if (range === null || range.max <= 0) continue;
    const max = Math.min(range.max, 99);
    const n = await askChoice({ side, attacker: ctx.attacker.id, decision: d.key, max });
    if (n !== undefined && Number.isInteger(n) && n >= range.min && n <= max) out[d.key] = n;
  }
  return out;
}
