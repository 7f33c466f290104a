// The journal state a record carries (pipeline/journal.ts), apart from the journal's code so the record's flag
// type (platform/flags.ts) depends on plain data only.

/**
 * `pending`: steps are being written (`done` of them landed); `applied`: every step landed, the card is not posted
 * yet; `completed`: the card is posted (the entry is in the scene's undo history); `rolledBack`: taken back.
 */
export type JournalPhase = "pending" | "applied" | "completed" | "rolledBack";

export interface JournalState {
  readonly phase: JournalPhase;
  /** How many of the plan's steps (record `applied`, in order) have landed. */
  readonly done: number;
}

/** The relayed request an attack answers: the requesting user (server-stamped) and that user's request id. */
export interface RequestOrigin {
  readonly userId: string;
  readonly requestId: string;
}
