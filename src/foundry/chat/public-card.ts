// What the public chat card shows of an attack's record (pure, so what reaches a player's client is tested without
// Foundry): the output with hidden figures left out, every figure named as its token is, the choice lines and the
// "who chose" lines; the GM's record itself keeps everything.

import type { AttackRecord } from "../platform/flags.js";
import { type CardView, type Format, cardView } from "./chat-card-view.js";
import { publicOutput } from "./card-record.js";
import { decisionLines } from "./decision-lines.js";

export interface CardNames {
  /** A figure's name (its token's); an id that names no token comes back as it is. */
  readonly figure: (figureId: string) => string;
  readonly user: (userId: string) => string;
  /** Whether a figure's token is hidden from players. */
  readonly hidden: (figureId: string) => boolean;
}

type CardRecord = Pick<AttackRecord, "attackId" | "scenario" | "answers" | "output" | "undo" | "undone" | "customWeapon">;

/** The public card's view of a record: its choice lines are the custom-weapon mark, the options and the decisions asked. */
export function publicCardView(
  record: CardRecord,
  format: Format,
  names: CardNames,
  picture: string | null = null,
  output = record.output,
): CardView {
  const view = cardView(record.attackId, publicOutput(output, names.hidden), format, names.figure, {
    hasUndo: record.undo !== null,
    undone: record.undone,
    scenario: record.scenario,
    picture,
    hidden: names.hidden,
  });
  const custom = record.customWeapon ? [format("ORDNANCE.Trust.customWeapon", { name: record.customWeapon })] : [];
  const asked = decisionLines(record.answers, format, names);
  return { ...view, choices: [...custom, ...view.choices, ...asked] };
}
