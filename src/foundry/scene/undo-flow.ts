// The GM's Undo as its questions and answers (docs/foundry.md "Undo"): confirm undoing the later entries
// first, undo with the check against hand edits, and on a refusal offer "restore anyway". Pure apart from
// the dialogs, store and history it is given; chat/chat-card.ts wires Foundry's dialogs to it.

import { NoticeError } from "../platform/errors.js";
import type { SceneStore } from "../pipeline/operation-plan.js";
import { type DocReader, type HistoryEntry, type UndoOptions, undoEntries, undoSequence } from "./undo-stack.js";

/** The GM's dialogs: each resolves true when the GM goes on. */
export interface UndoQuestions {
  /** "Undo later attacks first": the later entries that will be undone, newest first. */
  readonly confirmLater: (later: readonly HistoryEntry[]) => Promise<boolean>;
  /** "Changed by hand since — restore anyway?": the refusal naming the document and field. */
  readonly restoreAnyway: (refusal: NoticeError) => Promise<boolean>;
}

/**
 * What an Undo did: `undone` (the entry and every later one), `cancelled` (the GM declined the later
 * entries: nothing written), `kept` (refused over a hand edit and not restored: the entries undone before
 * the refusal stay undone, each consistent on its own), `nothing` (no such live entry).
 */
export type UndoResult = "undone" | "cancelled" | "kept" | "nothing";

/**
 * Undoes the entry `attackId` of a scene's history. `history` is read again after a refusal (entries
 * undone before it are marked by `opts.undone`), so "restore anyway" forces only what is left.
 */
export async function undoWithQuestions(
  store: SceneStore,
  read: DocReader,
  history: () => readonly HistoryEntry[],
  attackId: string,
  ask: UndoQuestions,
  opts: Omit<UndoOptions, "force">,
): Promise<UndoResult> {
  const live = (): HistoryEntry | undefined => history().find((e) => e.attackId === attackId && !e.undone);
  const target = live();
  if (!target) return "nothing";
  const sequence = undoSequence(history(), target);
  const later = sequence.filter((e) => e.attackId !== attackId);
  if (later.length && !(await ask.confirmLater(later))) return "cancelled";
  try {
    await undoEntries(store, read, sequence, opts);
    return "undone";
  } catch (e) {
    if (!(e instanceof NoticeError) || e.key !== "ORDNANCE.Trust.undoDrift") throw e;
    if (!(await ask.restoreAnyway(e))) return "kept";
    const left = live();
    if (left) await undoEntries(store, read, undoSequence(history(), left), { ...opts, force: true });
    return "undone";
  }
}
