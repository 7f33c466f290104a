// Recovery on Foundry (docs/foundry.md "Reload mid-attack and two GMs"): the active GM's client settles the world's
// unfinished attacks on `ready` and when it becomes the active GM, asking the GM "roll back (default) or complete"
// (rolled back when the dialog is not answered in time), and tells the table in chat. Touches Foundry globals.

import { MODULE_ID } from "../platform/constants.js";
import { localize } from "../platform/i18n.js";
import { isGMUser, messageView, postRecoveredCard, untrusted } from "../chat/chat-card.js";
import { markRecord, recordApplying } from "../chat/record-journal.js";
import { cardOfRecord, recordForRequest, unfinishedEntries } from "../chat/record-history.js";
import { docReader } from "../scene/doc-reader.js";
import { sceneStore } from "../scene/scene-store.js";
import type { PriorRun } from "../relay/handover.js";
import { type JournalEntry, type Recovered, type RecoveryChoice, recoverUnfinished } from "./recovery.js";

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
    // Another GM still connected may be applying it; this client's own records are dead unless it is applying them now.
    mayRecover: (e) => (e.author === game.user.id ? !recordApplying(e.recordId) : !(game.users.get(e.author)?.active ?? false)),
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
    announce,
  });
}

/** How an earlier run of a relayed request ended, from its GM-written record (the relay's `priorRun`). */
export function priorRun(userId: string, requestId: string): PriorRun | null {
  const found = recordForRequest(game.messages.map(messageView), { userId, requestId }, isGMUser, untrusted);
  if (!found) return null;
  const phase = found.record.journal?.phase ?? "completed";
  const attackId = found.record.attackId;
  if (phase === "completed") {
    const card = cardOfRecord(game.messages.map(messageView), found.recordMessage, isGMUser);
    return { state: "completed", attackId, messageId: card?.id ?? null };
  }
  return { state: phase === "rolledBack" ? "rolledBack" : "unfinished", attackId };
}
