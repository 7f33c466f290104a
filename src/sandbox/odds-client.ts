// Throttled live odds: at most one request in the worker at a time; while it runs only the newest aim
// is kept, and it is sent when the worker answers (or answers early, see FIRST_ANSWER_MS: the worker then
// drops the older run). Stale answers (an older aim) are dropped. A table is posted whole once per table
// state; aims on it post only their attack.

import type { OddsSummary } from "../core/index.js";
import { t } from "./i18n.js";
import type { OddsReply, OddsRequest } from "../worker/odds-worker.js";

/** Live odds: enough trials to read a percentage, few enough to answer within a frame or two. */
export const ODDS_TRIALS = 800;
/** One fixed stream for every aim, so the same aim always shows the same odds. */
export const ODDS_SEED = "sandbox-odds";
/**
 * The worker's share of the 100 ms from an aim to its map (a frame to draw the aim and one to draw the map take
 * the rest): a run still going after this answers from its trials so far, then refines to all ODDS_TRIALS.
 */
export const FIRST_ANSWER_MS = 50;

/** An answer: the worker's own time for it so far, and whether more trials are still coming. */
export interface OddsAnswer {
  readonly workerMs: number | null;
  readonly partial: boolean;
}

export type OddsListener = (summary: OddsSummary | null, error: string | null, answer: OddsAnswer) => void;

interface Pending {
  readonly scene: number;
  readonly doc: Readonly<Record<string, unknown>>;
  readonly trials: number;
  readonly seed: string;
}

export class OddsClient {
  private readonly worker: Worker;
  /** The request in the worker that has not answered in full, or null. */
  private inFlight: number | null = null;
  private pending: Pending | null = null;
  private lastId = 0;
  private wanted = 0;
  /** The table state the worker holds (posted whole last), or null when it may hold none. */
  private sentScene: number | null = null;

  constructor(private readonly listener: OddsListener) {
    this.worker = new Worker(new URL("../worker/odds-worker.ts", import.meta.url), { type: "module" });
    this.worker.onmessage = (e: MessageEvent<OddsReply>) => {
      this.answered(e.data);
    };
    // A worker that fails (a script that did not load, an exception outside the handler) must not leave
    // the client busy forever: report it for the current aim and take the next request.
    this.worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.inFlight = null;
      this.sentScene = null;
      this.listener(null, e.message || t("Error.oddsWorker"), { workerMs: null, partial: false });
      this.flush();
    };
  }

  /** Asks for the odds of `doc`, the aimed document on table state `scene`; replaces any request not yet started. */
  request(scene: number, doc: Readonly<Record<string, unknown>>, trials: number, seed: string): void {
    this.pending = { scene, doc, trials, seed };
    this.wanted = this.lastId + 1;
    this.flush();
  }

  /** Forgets the current aim: no answer is shown until the next request. */
  cancel(): void {
    this.pending = null;
    this.wanted = -1;
  }

  private answered(reply: OddsReply): void {
    const partial = "summary" in reply && reply.partial === true;
    if (reply.id === this.inFlight && !partial) this.inFlight = null;
    // A document the worker refused may not be held: the next request posts its table whole again.
    if ("error" in reply) this.sentScene = null;
    if (reply.id === this.wanted) {
      if ("summary" in reply) this.listener(reply.summary, null, { workerMs: reply.ms ?? null, partial });
      else this.listener(null, reply.error, { workerMs: null, partial: false });
    }
    // An early answer lets a newer aim in: the worker gives up the older run for it.
    if (partial && reply.id === this.inFlight && this.pending) this.inFlight = null;
    this.flush();
  }

  private flush(): void {
    if (this.inFlight !== null || !this.pending) return;
    const id = ++this.lastId;
    this.wanted = id;
    const { scene, doc, trials, seed } = this.pending;
    const message: OddsRequest =
      scene === this.sentScene
        ? { id, scene, attack: doc["attack"], trials, seed, firstMs: FIRST_ANSWER_MS }
        : { id, scene, doc, trials, seed, firstMs: FIRST_ANSWER_MS };
    this.sentScene = scene;
    this.worker.postMessage(message);
    this.pending = null;
    this.inFlight = id;
  }
}
