// Throttled live odds: at most one request in the worker at a time; while it runs only the newest aim
// is kept, and it is sent when the worker answers. Stale answers (an older aim) are dropped.

import type { OddsSummary } from "../core/index.js";
import { t } from "./i18n.js";
import type { OddsReply, OddsRequest } from "./odds-worker.js";

/** Live odds: enough trials to read a percentage, few enough to answer within a frame or two. */
export const ODDS_TRIALS = 800;
/** One fixed stream for every aim, so the same aim always shows the same odds. */
export const ODDS_SEED = "sandbox-odds";

/** `workerMs`: the worker's own time for this answer (null with an error). */
export type OddsListener = (summary: OddsSummary | null, error: string | null, workerMs: number | null) => void;

export class OddsClient {
  private readonly worker: Worker;
  private busy = false;
  private pending: Omit<OddsRequest, "id"> | null = null;
  private lastId = 0;
  private wanted = 0;

  constructor(private readonly listener: OddsListener) {
    this.worker = new Worker(new URL("./odds-worker.ts", import.meta.url), { type: "module" });
    this.worker.onmessage = (e: MessageEvent<OddsReply>) => {
      this.busy = false;
      const reply = e.data;
      if (reply.id === this.wanted) {
        if ("summary" in reply) this.listener(reply.summary, null, reply.ms ?? null);
        else this.listener(null, reply.error, null);
      }
      this.flush();
    };
    // A worker that fails (a script that did not load, an exception outside the handler) must not leave
    // the client busy forever: report it for the current aim and take the next request.
    this.worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.busy = false;
      this.listener(null, e.message || t("Error.oddsWorker"), null);
      this.flush();
    };
  }

  /** Asks for the odds of `doc`; replaces any request not yet started. */
  request(doc: unknown, trials: number, seed: string): void {
    this.pending = { doc, trials, seed };
    this.wanted = this.lastId + 1;
    this.flush();
  }

  /** Forgets the current aim: no answer is shown until the next request. */
  cancel(): void {
    this.pending = null;
    this.wanted = -1;
  }

  private flush(): void {
    if (this.busy || !this.pending) return;
    const id = ++this.lastId;
    this.wanted = id;
    this.worker.postMessage({ id, ...this.pending } satisfies OddsRequest);
    this.pending = null;
    this.busy = true;
  }
}
