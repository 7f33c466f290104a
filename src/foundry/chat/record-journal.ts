// The write-ahead journal on Foundry (docs/foundry.md "Reload mid-attack and two GMs"): the attack's GM-whispered
// record message, created before the first write with the plan and its journal state, updated as each step lands.
// Touches Foundry globals (ChatMessage).

import { MODULE_ID } from "../platform/constants.js";
import type { AttackRecord } from "../platform/flags.js";
import type { JournalPort, JournalState, RequestOrigin } from "../pipeline/journal.js";
import type { CardInput } from "../pipeline/pipeline.js";
import { attackRecord } from "./card-record.js";
import { createRecordMessage } from "./chat-card.js";

/** Records this client is writing now (recovery leaves them alone). */
const applying = new Set<string>();

export function recordApplying(recordId: string): boolean {
  return applying.has(recordId);
}

/** The journal of one attack, the record naming the relayed request it answers (when it was relayed). */
export function recordJournal(request?: RequestOrigin): JournalPort<CardInput<Roll>> {
  return {
    open: async (card, state) => {
      const record: AttackRecord = { ...attackRecord(card, Date.now()), journal: state, ...(request ? { request } : {}) };
      const message = await createRecordMessage(record);
      if (!message?.id) throw new Error("the record message was not created");
      applying.add(message.id);
      return message.id;
    },
    mark: async (recordId, state) => {
      await markRecord(recordId, state);
      if (state.phase === "completed" || state.phase === "rolledBack") applying.delete(recordId);
    },
  };
}

/** Updates a record's journal state (one small update: only `journal` changes). */
export async function markRecord(recordId: string, state: JournalState): Promise<void> {
  const message = game.messages.get(recordId);
  if (!message) throw new Error(`the record message ${recordId} is gone`);
  // A partial flag update (Foundry merges it into the stored record); fvtt-types wants the whole flag.
  const journalOnly = { journal: state } as unknown as AttackRecord;
  await message.update({ flags: { [MODULE_ID]: { attack: journalOnly } } });
}
