// The Suggest button's client: one search at a time in its own worker (the live odds keep theirs); a newer
// request makes the answer of an older one stale, and it is dropped.

import type { Suggestion } from "../core/index.js";
import { t } from "./i18n.js";
import type { SuggestReply, SuggestRequest } from "../worker/suggest-worker.js";

/** The search's budget: long enough to try the whole reach of a weapon, short enough to wait for. */
export const SUGGEST_MS = 800;
/** The same dice for every search, so the same table always gets the same suggestion on the same machine. */
export const SUGGEST_SEED = "sandbox-suggest";
/** The page's aim snaps to tenths of an inch: suggested points lie on the same steps. */
export const AIM_STEP = 0.1;

export type SuggestListener = (suggestion: Suggestion | null, error: string | null) => void;

export class SuggestClient {
  private worker: Worker | null = null;
  private lastId = 0;

  constructor(private readonly listener: SuggestListener) {}

  request(doc: unknown): void {
    const id = ++this.lastId;
    this.worker ??= this.start();
    this.worker.postMessage({
      id,
      kind: "suggest",
      doc,
      seed: SUGGEST_SEED,
      timeMs: SUGGEST_MS,
      pointStep: AIM_STEP,
    } satisfies SuggestRequest);
  }

  /** Forgets the search under way (the table changed). */
  cancel(): void {
    this.lastId++;
  }

  private start(): Worker {
    const w = new Worker(new URL("../worker/suggest-worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (e: MessageEvent<SuggestReply>) => {
      const reply = e.data;
      if (reply.id !== this.lastId) return;
      if ("suggestion" in reply) this.listener(reply.suggestion, null);
      else this.listener(null, reply.error);
    };
    w.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.listener(null, e.message || t("Error.oddsWorker"));
    };
    return w;
  }
}
