// Live odds for the aim preview off the main thread: a Web Worker shipped with the module (dist/odds-worker.js,
// built from the shared worker, src/worker/odds-worker.ts) runs each aim's trials, answering early from the
// trials so far and then in full; where no worker can start or it fails, the time-sliced main-thread path
// (odds-throttle.ts) takes over. Newest aim only.

import type { OddsSummary } from "../../core/index.js";
import type { OddsReply, OddsRequest } from "../../worker/odds-worker.js";
import type { OddsReport } from "./odds-throttle.js";

/** What the aim preview asks of live odds (OddsThrottle is one). */
export interface OddsSource {
  request(key: string, doc: unknown): void;
  cancel(): void;
}

/** The part of a Worker this uses (a fake in tests). */
export interface OddsWorker {
  postMessage(message: OddsRequest): void;
  onmessage: ((event: { readonly data: OddsReply }) => void) | null;
  onerror: ((event: { preventDefault(): void }) => void) | null;
  terminate(): void;
}

/**
 * The worker's share of the 100 ms from a pointer stop to its odds: a run still going after this much work answers
 * from its trials so far, then refines to them all, giving way to a newer aim between slices.
 */
export const FIRST_ANSWER_MS = 50;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A number per table state of attack documents: the same `battlefield` object and the same other parts (ruleset,
 * settings, decisions; the attack aside) give the same number. The aim preview builds the battlefield's document
 * once per aim, so the worker is sent it once and later aims send only their attack.
 */
export class SceneKeys {
  private readonly ids = new WeakMap<object, number>();
  private next = 0;
  private last: { readonly id: number; readonly rest: string; readonly key: number } | null = null;

  /** The document's table state, or null when it has no battlefield object. */
  keyOf(doc: unknown): number | null {
    if (!isRecord(doc) || !isRecord(doc["battlefield"])) return null;
    const battlefield = doc["battlefield"];
    const others = Object.fromEntries(Object.entries(doc).filter(([k]) => k !== "attack" && k !== "battlefield"));
    let id = this.ids.get(battlefield);
    if (id === undefined) this.ids.set(battlefield, (id = ++this.next));
    const rest = JSON.stringify(others);
    if (this.last?.id !== id || this.last.rest !== rest) this.last = { id, rest, key: ++this.next };
    return this.last.key;
  }
}

export class WorkerOdds implements OddsSource {
  private worker: OddsWorker | null;
  /** The aim in the worker; `early` once it answered from part of its trials (a newer aim may then be sent). */
  private busy: { readonly id: number; readonly key: string; readonly doc: unknown; early: boolean } | null = null;
  private pending: { readonly key: string; readonly doc: unknown } | null = null;
  private wanted: string | null = null;
  private lastId = 0;
  private readonly done = new Map<string, OddsSummary>();
  private readonly scenes = new SceneKeys();
  /** The scene the worker holds (sent whole last). */
  private sentScene: number | null = null;

  constructor(
    makeWorker: () => OddsWorker,
    private readonly fallback: OddsSource,
    private readonly options: { readonly trials: number; readonly seed: string },
    private readonly report: OddsReport,
    private readonly failed: (key: string, error: unknown) => void,
  ) {
    try {
      this.worker = makeWorker();
    } catch {
      this.worker = null;
      return;
    }
    this.worker.onmessage = (e) => {
      const reply = e.data;
      const job = this.busy;
      if (job?.id === reply.id) {
        const partial = "summary" in reply && reply.partial === true;
        if ("summary" in reply) {
          // Only a full answer is kept: an aim asked again shows it at once.
          if (!partial) this.done.set(job.key, reply.summary);
          if (job.key === this.wanted) this.report(job.key, reply.summary, !partial);
        } else if (job.key === this.wanted) this.failed(job.key, new Error(reply.error));
        if (partial) job.early = true;
        else this.busy = null;
      }
      this.flush();
    };
    // A worker that does not load (or dies) hands the aim to the main-thread path for good.
    this.worker.onerror = (e) => {
      e.preventDefault();
      const job = this.busy ?? this.pending;
      this.worker?.terminate();
      this.worker = null;
      this.busy = null;
      this.pending = null;
      if (job && job.key === this.wanted) this.fallback.request(job.key, job.doc);
    };
  }

  /** Whether the odds run in the worker (false: the main-thread fallback). */
  get inWorker(): boolean {
    return this.worker !== null;
  }

  request(key: string, doc: unknown): void {
    if (!this.worker) {
      this.fallback.request(key, doc);
      return;
    }
    this.wanted = key;
    const known = this.done.get(key);
    if (known) {
      this.pending = null;
      this.report(key, known, true);
      return;
    }
    // The aim the worker is running already: its answers are shown as they come.
    if (this.busy?.key === key) {
      this.pending = null;
      return;
    }
    this.pending = { key, doc };
    this.flush();
  }

  cancel(): void {
    this.wanted = null;
    this.pending = null;
    this.fallback.cancel();
  }

  /** Sends the newest aim once the worker is free, or once its aim answered early (the worker then gives that run up). */
  private flush(): void {
    if (!this.worker || (this.busy && !this.busy.early) || !this.pending) return;
    const id = ++this.lastId;
    const { key, doc } = this.pending;
    this.pending = null;
    this.busy = { id, key, doc, early: false };
    const trials = this.options.trials,
      seed = `${this.options.seed}:${key}`,
      firstMs = FIRST_ANSWER_MS;
    const scene = this.scenes.keyOf(doc);
    if (scene !== null && scene === this.sentScene) {
      this.worker.postMessage({ id, scene, attack: (doc as Record<string, unknown>)["attack"], trials, seed, firstMs });
      return;
    }
    this.sentScene = scene;
    this.worker.postMessage({ id, ...(scene !== null ? { scene } : {}), doc, trials, seed, firstMs });
  }
}
