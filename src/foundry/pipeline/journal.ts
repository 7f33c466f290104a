// The write-ahead journal of an attack or upkeep (docs/foundry.md "Reload mid-attack and two GMs"): the GM-only
// record is written with the whole plan (forward steps and their inverses) before the first write, marked as each
// step lands, and closed when the public card is posted. Pure: the record's storage arrives as a JournalPort.

import type { JournalState } from "./journal-state.js";

export type { JournalPhase, JournalState, RequestOrigin } from "./journal-state.js";

/** Where records live (C: the attack's card input, pipeline.ts `CardInput`) (the GM-whispered record message in Foundry, chat/record-journal.ts). */
export interface JournalPort<C> {
  /** Writes the attack's record with `state` before its first write; returns the record's id. */
  open(card: C, state: JournalState): Promise<string>;
  /** Updates the record's journal state. */
  mark(recordId: string, state: JournalState): Promise<void>;
}

/** Whether a record's journal says the attack was started and neither completed nor taken back. */
export function isUnfinished(state: JournalState | undefined): boolean {
  return state !== undefined && (state.phase === "pending" || state.phase === "applied");
}

/** The journal state once `done` of `total` steps have landed. */
export function progressState(done: number, total: number): JournalState {
  return { phase: done >= total ? "applied" : "pending", done };
}
