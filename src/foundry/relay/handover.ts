// One applier, one queue (docs/foundry.md "Reload mid-attack and two GMs"): the GM client's serial queue (attacks,
// Undo, upkeep and recovery one at a time), what a player's client does with a request whose GM left (re-send it
// to the new active GM, or refuse it at once), and how a re-sent request that already ran is answered.

import type { AttackResult } from "../api-types.js";
import { NoticeError } from "../platform/errors.js";

/** Runs jobs one after another; a failed job does not stop the next. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>): Promise<T> {
    const run = this.tail.then(job, job);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

/** How an earlier run of a relayed request ended (its GM-written record, chat/record-history.ts). */
export type PriorRun =
  | { readonly state: "completed"; readonly attackId: string; readonly messageId: string | null }
  | { readonly state: "rolledBack" | "unfinished"; readonly attackId: string };

/** The answer to a request that ran before (never run twice); null when it never ran. */
export function answerPrior(prior: PriorRun | null): Promise<AttackResult> | null {
  if (prior === null) return null;
  if (prior.state === "completed") return Promise.resolve({ attackId: prior.attackId, output: null, messageId: prior.messageId });
  return Promise.reject(new NoticeError("ORDNANCE.Journal.interrupted", { id: prior.attackId }));
}

/** Where a request whose GM left goes: the new active GM, or a refusal the player sees at once. */
export function resendOrRefuse(
  activeGM: string | null,
): { readonly gm: string; readonly refuse?: undefined } | { readonly refuse: NoticeError } {
  return activeGM === null ? { refuse: new NoticeError("ORDNANCE.Journal.gmLeft") } : { gm: activeGM };
}
