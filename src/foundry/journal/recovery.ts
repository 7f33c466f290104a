// Recovery of interrupted attacks (docs/foundry.md "Reload mid-attack and two GMs"): on `ready` and when it becomes
// the active GM, the GM's client finds records whose journal is unfinished and, by default, rolls each back to the
// scene before the attack (or, at the GM's choice, completes it), marks the record and tells the table. Pure over
// the ports it is given.

import type { SceneStore, Step } from "../pipeline/operation-plan.js";
import type { JournalState } from "../pipeline/journal-state.js";
import type { DocReader } from "../scene/undo-stack.js";
import { runStepOnce } from "./step-once.js";

/** An unfinished record, as recovery reads it. */
export interface JournalEntry {
  readonly recordId: string;
  readonly attackId: string;
  readonly sceneId: string;
  /** The user whose client wrote it (the record message's author: the GM applying it). */
  readonly author: string;
  /** The plan's forward steps, in order. */
  readonly applied: readonly Step[];
  /** Their inverses, newest first (`undo[n - 1 - i]` undoes `applied[i]`). */
  readonly undo: readonly Step[];
  readonly journal: JournalState;
}

export type RecoveryChoice = "rollBack" | "complete";

/** The step that may have been in flight: the one after the last marked done (none when all landed). */
const lastTouched = (e: JournalEntry): number => Math.min(e.journal.done, e.applied.length - 1);

/** Takes the attack back: the inverse of every step that landed or may have, newest first, each once. */
export async function rollBackEntry(store: SceneStore, read: DocReader, e: JournalEntry): Promise<void> {
  const n = e.applied.length;
  for (let i = lastTouched(e); i >= 0; i--) {
    const inverse = e.undo[n - 1 - i];
    if (inverse) await runStepOnce(store, read, inverse);
  }
}

/** Finishes the attack: every step from the one that may have been in flight, each once. */
export async function completeEntry(store: SceneStore, read: DocReader, e: JournalEntry): Promise<void> {
  for (let i = Math.max(0, lastTouched(e)); i < e.applied.length; i++) {
    const step = e.applied[i];
    if (step) await runStepOnce(store, read, step);
  }
}

/**
 * What recovery did with one entry (`kept`: its scene is not there, or writing failed; tried again next time;
 * `closed`: every step had landed and its card was posted, only the record's last mark was lost — nothing to do).
 */
export interface Recovered {
  readonly attackId: string;
  readonly recordId: string;
  readonly action: "rolledBack" | "completed" | "closed" | "kept";
}

export interface RecoveryPorts {
  /** The unfinished records (GM-authored and checked, chat/record-trust.ts), oldest first. */
  readonly entries: () => readonly JournalEntry[];
  /** Whether this client may recover the entry now (its author is not applying it: offline, or this client after a reload). */
  readonly mayRecover: (e: JournalEntry) => boolean;
  readonly store: (sceneId: string) => SceneStore | null;
  readonly read: (sceneId: string) => DocReader | null;
  /** The GM's choice; rolling back is the default (a dialog's default button, its timeout, or no dialog). */
  readonly choose?: (e: JournalEntry) => Promise<RecoveryChoice>;
  readonly mark: (recordId: string, state: JournalState) => Promise<void>;
  /** Posts the public card of a completed entry. */
  readonly postCard: (e: JournalEntry) => Promise<void>;
  /** Whether the entry's public card is in the chat log (GM-written, naming its record). */
  readonly hasCard: (e: JournalEntry) => boolean;
  /** Tells the table which attack was interrupted and what was done. */
  readonly announce: (e: JournalEntry, action: Recovered["action"]) => Promise<void>;
}

/**
 * Whether the client of user `me` may settle the entry now: another GM still connected may be applying it (left
 * alone); this client's own records are dead (a reload) unless it is writing them now.
 */
export function mayRecoverEntry(
  e: JournalEntry,
  me: string,
  isActive: (userId: string) => boolean,
  applying: (recordId: string) => boolean,
): boolean {
  return e.author === me ? !applying(e.recordId) : !isActive(e.author);
}

/** Recovers every unfinished entry this client may recover, one after another. */
export async function recoverUnfinished(p: RecoveryPorts): Promise<Recovered[]> {
  const out: Recovered[] = [];
  for (const e of p.entries()) {
    if (!p.mayRecover(e)) continue;
    const action = await recoverOne(p, e);
    await p.announce(e, action);
    out.push({ attackId: e.attackId, recordId: e.recordId, action });
  }
  return out;
}

async function recoverOne(p: RecoveryPorts, e: JournalEntry): Promise<Recovered["action"]> {
  // Every step landed and the card was posted: the client left between the card and the record's last mark.
  if (e.journal.phase === "applied" && e.journal.done >= e.applied.length && p.hasCard(e)) {
    try {
      await p.mark(e.recordId, { phase: "completed", done: e.applied.length });
      return "closed";
    } catch {
      return "kept";
    }
  }
  const store = p.store(e.sceneId);
  const read = p.read(e.sceneId);
  if (!store || !read) return "kept";
  const choice = (await p.choose?.(e)) ?? "rollBack";
  try {
    if (choice === "complete") {
      await completeEntry(store, read, e);
      await p.mark(e.recordId, { phase: "applied", done: e.applied.length });
      await p.postCard(e);
      await p.mark(e.recordId, { phase: "completed", done: e.applied.length });
      return "completed";
    }
    await rollBackEntry(store, read, e);
    await p.mark(e.recordId, { phase: "rolledBack", done: 0 });
    return "rolledBack";
  } catch {
    // Left unfinished: every step is idempotent, so the next recovery picks up where this one stopped.
    return "kept";
  }
}
