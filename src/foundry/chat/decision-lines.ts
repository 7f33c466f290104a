// The card's "who chose" lines: for each decision a user was asked while resolving (docs/foundry.md "Decisions
// while resolving"), what it decided and who — the user's name, or "decided by the automation (no answer)".

import type { RecordedAnswer } from "../../core/index.js";

type Format = (key: string, data?: Record<string, string | number>) => string;

export interface DecisionNames {
  /** A figure's name on the card (a token's). */
  readonly figure: (figureId: string) => string;
  /** A user's name. */
  readonly user: (userId: string) => string;
  /** Whether a figure is hidden from players (its decisions are left off the public card). */
  readonly hidden?: (figureId: string) => boolean;
}

/** The value a user chose, as the card shows it: a count, yes/no for a flag, a point in inches, an order by name. */
function shown(a: RecordedAnswer, format: Format, names: DecisionNames): string {
  const v = a.value;
  if (a.decision === "bloodbath" && typeof v === "number") return format(v === 1 ? "ORDNANCE.Card.yes" : "ORDNANCE.Card.no");
  if (a.kind === "order" && Array.isArray(v)) return (v as readonly string[]).map((id) => names.figure(id)).join(" → ");
  if (Array.isArray(v)) return `(${v.map((x) => `${String(Math.round(Number(x) * 100) / 100)}"`).join(", ")})`;
  return String(v);
}

/** One line per decision asked of a user: what and who (`ORDNANCE.Card.decidedBy`, `decidedByAutomation`). */
export function decisionLines(answers: readonly RecordedAnswer[], format: Format, names: DecisionNames): string[] {
  const lines: string[] = [];
  for (const a of answers) {
    if (a.kind === "dice" || a.by === undefined || a.decision === undefined) continue;
    if (a.figure !== undefined && names.hidden?.(a.figure)) continue;
    // An order naming a hidden fighter is left off the public card altogether (the record keeps it).
    if (a.kind === "order" && Array.isArray(a.value) && (a.value as readonly string[]).some((id) => names.hidden?.(id))) continue;
    const choice = format(`ORDNANCE.Choice.${a.decision}`);
    const name = a.figure === undefined ? choice : `${choice} (${names.figure(a.figure)})`;
    lines.push(
      a.source === "noAnswer"
        ? format("ORDNANCE.Card.decidedByAutomation", { name, user: names.user(a.by) })
        : format("ORDNANCE.Card.decidedBy", { name, value: shown(a, format, names), user: names.user(a.by) }),
    );
  }
  return lines;
}
