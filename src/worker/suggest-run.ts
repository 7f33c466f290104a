// One suggest search as the workers run it (the sandbox's Suggest worker and the odds worker Foundry ships): core
// `suggest` on the request's document, on the worker's clock when the request gives a time budget.

import { loadScenario, suggest } from "../core/index.js";
import type { SuggestReply, SuggestRequest } from "./odds-worker-protocol.js";

export function runSuggest(r: SuggestRequest): SuggestReply {
  try {
    const suggestion = suggest(loadScenario(r.doc), {
      ...(r.seed !== undefined ? { seed: r.seed } : {}),
      ...(r.timeMs !== undefined ? { now: () => performance.now(), timeMs: r.timeMs } : {}),
      ...(r.maxCandidates !== undefined ? { maxCandidates: r.maxCandidates } : {}),
      ...(r.pointStep !== undefined ? { pointStep: r.pointStep } : {}),
      ...(r.objective ? { objective: r.objective } : {}),
    });
    return { id: r.id, suggestion };
  } catch (err) {
    return { id: r.id, error: (err as Error).message };
  }
}
