// What the chat log holds, read through the authorship rule (record-trust.ts): a scene's undo history (completed
// entries only), the unfinished entries recovery must settle, the record answering a relayed request (so a request
// is never run twice) and a record's public card. Pure over plain message views.

import type { HistoryEntry } from "../scene/undo-stack.js";
import type { JournalEntry } from "../journal/recovery.js";
import type { RequestOrigin } from "../pipeline/journal-state.js";
import type { PriorRun } from "../relay/handover.js";
import { isUnfinished } from "../pipeline/journal.js";
import { type MessageView, type ReportOnce, type Trusted, checkRecord } from "./record-trust.js";

/** The records the module may act on, each checked (and an ignored one reported once). */
function trusted(views: Iterable<MessageView>, isGM: (id: string) => boolean, report: ReportOnce): Trusted[] {
  const out: Trusted[] = [];
  for (const m of views) {
    if (!m.record) continue;
    const t = report.check(checkRecord(m, isGM));
    if (t) out.push(t);
  }
  return out;
}

/** A scene's undo history: its GM-written, checked records whose attack completed (or that predate the journal). */
export function sceneHistory(
  views: Iterable<MessageView>,
  sceneId: string,
  isGM: (id: string) => boolean,
  report: ReportOnce,
): { entry: HistoryEntry; messageId: string }[] {
  return trusted(views, isGM, report).flatMap(({ record: r, recordMessage: m }) => {
    if (r.sceneId !== sceneId || !r.undo) return [];
    if (r.journal !== undefined && r.journal.phase !== "completed") return [];
    return [
      {
        messageId: m.id,
        entry: {
          attackId: r.attackId,
          sceneId: r.sceneId,
          at: r.at ?? 0,
          applied: r.applied ?? [],
          undo: r.undo.steps,
          ...(r.positions ? { positions: r.positions } : {}),
          undone: r.undone,
        },
      },
    ];
  });
}

/** The records whose journal is unfinished (started, neither completed nor taken back), oldest first. */
export function unfinishedEntries(views: Iterable<MessageView>, isGM: (id: string) => boolean, report: ReportOnce): JournalEntry[] {
  return trusted(views, isGM, report)
    .filter(({ record: r }) => isUnfinished(r.journal))
    .sort((a, b) => (a.record.at ?? 0) - (b.record.at ?? 0))
    .map(({ record: r, recordMessage: m }) => ({
      recordId: m.id,
      attackId: r.attackId,
      sceneId: r.sceneId,
      author: m.authorId ?? "",
      applied: r.applied ?? [],
      undo: r.undo?.steps ?? [],
      journal: r.journal ?? { phase: "completed", done: 0 },
    }));
}

/** The GM-written record answering a relayed request, if one was started. */
export function recordForRequest(
  views: Iterable<MessageView>,
  origin: RequestOrigin,
  isGM: (id: string) => boolean,
  report: ReportOnce,
): Trusted | undefined {
  return trusted(views, isGM, report).find(
    ({ record: r }) => r.request?.userId === origin.userId && r.request.requestId === origin.requestId,
  );
}

/** The public card of a record: GM-authored, naming the record and its attack. */
export function cardOfRecord(
  views: Iterable<MessageView>,
  recordMessage: MessageView,
  isGM: (id: string) => boolean,
): MessageView | undefined {
  const attackId = recordMessage.record?.attackId;
  for (const m of views) {
    if (m.card?.recordId === recordMessage.id && m.card.attackId === attackId && m.authorId !== null && isGM(m.authorId)) return m;
  }
  return undefined;
}

/** How an earlier run of a relayed request ended, from its GM-written record (the relay's `priorRun`); null: it never started. */
export function priorRunOf(
  views: readonly MessageView[],
  origin: RequestOrigin,
  isGM: (id: string) => boolean,
  report: ReportOnce,
): PriorRun | null {
  const found = recordForRequest(views, origin, isGM, report);
  if (!found) return null;
  const phase = found.record.journal?.phase ?? "completed";
  const attackId = found.record.attackId;
  if (phase === "completed") return { state: "completed", attackId, messageId: cardOfRecord(views, found.recordMessage, isGM)?.id ?? null };
  return { state: phase === "rolledBack" ? "rolledBack" : "unfinished", attackId };
}
