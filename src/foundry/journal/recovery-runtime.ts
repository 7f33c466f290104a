// Recovery on Foundry (docs/foundry.md "Reload mid-attack and two GMs"): the active GM's client settles the world's
// unfinished attacks on `ready` and when it becomes the active GM, asking the GM "roll back (default) or complete"
// (rolled back when the dialog is not answered in time), and tells the table in chat. Touches Foundry globals.

import { MODULE_ID } from "../platform/constants.js";
import { localize } from "../platform/i18n.js";
import { isGMUser, messageView, postRecoveredCard, untrusted } from "../chat/chat-card.js";
import { markRecord, recordApplying } from "../chat/record-journal.js";
import { cardOfRecord, priorRunOf, unfinishedEntries } from "../chat/record-history.js";
import { docReader } from "../scene/doc-reader.js";
import { sceneStore } from "../scene/scene-store.js";
import type { PriorRun } from "../relay/handover.js";
import { type JournalEntry, type Recovered, type RecoveryChoice, mayRecoverEntry, recoverUnfinished } from "./recovery.js";

/** How long the GM's dialog waits before the default (roll back) is taken, ms. */
const CHOICE_TIMEOUT_MS = 30_000;

async function choose(e: JournalEntry): Promise<RecoveryChoice> {
  const scene = game.scenes.get(e.sceneId)?.name ?? e.sceneId;
  const dialog = foundry.applications.api.DialogV2.wait({
    window: { title: localize("ORDNANCE.Journal.dialogTitle") },
    content: `<p>${foundry.utils.escapeHTML(localize("ORDNANCE.Journal.dialog", { id: e.attackId, scene, done: e.journal.done, total: e.applied.length }))}</p>`,
    buttons: [
      { action: "rollBack", label: localize("ORDNANCE.Journal.rollBack"), default: true },
      { action: "complete", label: localize("ORDNANCE.Journal.complete") },
    ],
    rejectClose: false,
  });
  const timeout = new Promise<"rollBack">((resolve) =>
    window.setTimeout(() => {
      resolve("rollBack");
    }, CHOICE_TIMEOUT_MS),
  );
  const answer: unknown = await Promise.race([dialog, timeout]);
  return answer === "complete" ? "complete" : "rollBack";
}

async function announce(e: JournalEntry, action: Recovered["action"]): Promise<void> {
  const scene = game.scenes.get(e.sceneId)?.name ?? e.sceneId;
  await ChatMessage.implementation.create({
    speaker: { alias: "Ordnance" },
    content: `<p class="ordnance-recovery">${foundry.utils.escapeHTML(localize(`ORDNANCE.Journal.${action}`, { id: e.attackId, scene }))}</p>`,
  });
}

/** Settles the world's unfinished attacks, when this client is the active GM (run it on the relay's serial queue). */
export async function recoverWorld(): Promise<void> {
  if (!game.user.isActiveGM) return;
  await recoverUnfinished({
    entries: () => unfinishedEntries(game.messages.map(messageView), isGMUser, untrusted),
    mayRecover: (e) => mayRecoverEntry(e, game.user.id, (id) => game.users.get(id)?.active ?? false, recordApplying),
    // Recovery writes end positions in one update (no animation to wait for).
    store: (id) => {
      const scene = game.scenes.get(id);
      return scene ? sceneStore(scene, { animateMoves: false }) : null;
    },
    read: (id) => {
      const scene = game.scenes.get(id);
      return scene ? docReader(scene) : null;
    },
    choose,
    mark: markRecord,
    postCard: async (e) => {
      const record = game.messages.get(e.recordId)?.getFlag(MODULE_ID, "attack");
      if (record) await postRecoveredCard(record, e.recordId);
    },
    hasCard: (e) => {
      const record = game.messages.get(e.recordId);
      return record !== undefined && cardOfRecord(game.messages.map(messageView), messageView(record), isGMUser) !== undefined;
    },
    announce,
  });
}

/** How an earlier run of a relayed request ended, from its GM-written record (the relay's `priorRun`). */
export function priorRun(userId: string, requestId: string): PriorRun | null {
  return priorRunOf(game.messages.map(messageView), { userId, requestId }, isGMUser, untrusted);
}
