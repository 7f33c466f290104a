// The throw dialog's suggest search off the main thread: the search is prepared here (suggest-aim.ts, checked as a
// throw is) and run by the module's odds worker (dist/odds-worker.js, a `suggest` request) on the worker's clock, so
// the canvas keeps moving; where no worker can start or it fails, the search runs here instead.

import type { SuggestReply, SuggestRequest } from "../../worker/odds-worker.js";
import type { SuggestedAim } from "../api-types.js";
import { SUGGEST_AIM_MS, type SuggestAimInput, suggestAim, suggestSearch, suggestedAim } from "./suggest-aim.js";

/** The part of a Worker this uses (a fake in tests). */
export interface SuggestWorker {
  postMessage(message: SuggestRequest): void;
  onmessage: ((event: { readonly data: SuggestReply }) => void) | null;
  onerror: ((event: { preventDefault(): void }) => void) | null;
  terminate(): void;
}

/**
 * Suggests an aim as `suggestAim` does, in a worker of its own (ended with the answer). A clock budget (`now` given)
 * runs on the worker's clock; a candidate budget gives the same answer as on the main thread.
 */
export async function suggestOffThread(i: SuggestAimInput, makeWorker: () => SuggestWorker): Promise<SuggestedAim> {
  const search = suggestSearch(i);
  let worker: SuggestWorker;
  try {
    worker = makeWorker();
  } catch {
    return suggestAim(i);
  }
  const request: SuggestRequest = {
    id: 1,
    kind: "suggest",
    doc: search.doc,
    objective: search.objective,
    ...(i.now ? { timeMs: i.timeMs ?? SUGGEST_AIM_MS } : {}),
    ...(i.seed !== undefined ? { seed: i.seed } : {}),
    ...(i.maxCandidates !== undefined ? { maxCandidates: i.maxCandidates } : {}),
  };
  return new Promise<SuggestedAim>((resolve, reject) => {
    worker.onmessage = (e) => {
      worker.terminate();
      const reply = e.data;
      if ("suggestion" in reply) resolve(suggestedAim(reply.suggestion, search.scale));
      else reject(new Error(reply.error));
    };
    // A worker that does not load (or dies) leaves the search to this thread.
    worker.onerror = (e) => {
      e.preventDefault();
      worker.terminate();
      try {
        resolve(suggestAim(i));
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    worker.postMessage(request);
  });
}
