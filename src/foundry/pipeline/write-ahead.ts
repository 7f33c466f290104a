// Write-ahead, then apply (docs/foundry.md "Reload mid-attack and two GMs"): an attack's plan is checked against
// the scene as stored now (the undo stack's drift check: its documents must still be as the attack read them),
// recorded with its inverses before the first write, and each step is marked in the record as it lands.

import { NoticeError } from "../platform/errors.js";
import { type OperationPlan, PlanError, type SceneStore, type UndoRecord, executePlan } from "./operation-plan.js";
import { type JournalPort, progressState } from "./journal.js";
import { type DocReader, type TokenPlace, driftOf } from "../scene/undo-stack.js";

/**
 * Refuses a plan whose documents changed since the attack read them (a hand edit, a write that slipped in
 * while the attack waited for a prompt): the plan's inverses describe the documents as it read them.
 */
export function checkStillHolds(plan: OperationPlan, read: DocReader, before: Readonly<Record<string, TokenPlace>> = {}): void {
  const drift = driftOf(
    plan.steps.map((s) => s.inverse),
    read,
    before,
  );
  if (drift) throw new NoticeError("ORDNANCE.Journal.sceneChanged", { document: `${drift.name} ${drift.id}`, field: drift.field });
}

/**
 * Checks, records and writes a plan; returns the record's id (null without a journal) and the undo record.
 * A failed write is rolled back and the record marked so; a rollback that failed too leaves the record
 * unfinished, for recovery to take back on the next `ready`.
 */
export async function writeAhead<C>(
  ports: { readonly store: SceneStore; readonly journal?: JournalPort<C>; readonly read?: DocReader },
  plan: OperationPlan,
  card: C,
  /** Where each token the plan touches stood when the attack read the scene. */
  before: Readonly<Record<string, TokenPlace>> = {},
): Promise<{ recordId: string | null; undo: UndoRecord }> {
  if (ports.read) checkStillHolds(plan, ports.read, before);
  const journal = ports.journal;
  let recordId: string | null = null;
  if (journal) {
    try {
      recordId = await journal.open(card, progressState(0, plan.steps.length));
    } catch (e) {
      throw new NoticeError("ORDNANCE.Error.writeFailed", {
        step: "create ChatMessage",
        message: e instanceof Error ? e.message : String(e),
      });
    }
  }
  const id = recordId;
  const total = plan.steps.length;
  try {
    const undo = await executePlan(
      ports.store,
      plan,
      journal && id !== null ? (done) => journal.mark(id, progressState(done, total)) : undefined,
    );
    return { recordId, undo };
  } catch (e) {
    if (!(e instanceof PlanError)) throw e;
    if (journal && id !== null && e.rollbackErrors.length === 0)
      await journal.mark(id, { phase: "rolledBack", done: 0 }).catch(() => undefined);
    throw new NoticeError(e.rollbackErrors.length ? "ORDNANCE.Error.rollbackFailed" : "ORDNANCE.Error.writeFailed", {
      step: `${e.failedStep.op} ${e.failedStep.name}`,
      message: e.cause instanceof Error ? e.cause.message : String(e.cause),
    });
  }
}
