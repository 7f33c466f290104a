// Web worker for the Suggest button: runs the core's `suggest` on the attack document off the main thread,
// on the browser's clock with a time budget, and answers with the suggestion.

import { loadScenario, suggest, type Objective, type Suggestion } from "../core/index.js";

export interface SuggestRequest {
  readonly id: number;
  readonly doc: unknown;
  readonly seed: string;
  readonly timeMs: number;
  /** The finest aim the page can express, in inches. */
  readonly pointStep: number;
  readonly objective?: Objective;
}

export type SuggestReply = { readonly id: number; readonly suggestion: Suggestion } | { readonly id: number; readonly error: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<SuggestRequest>) => void) | null; postMessage(m: SuggestReply): void };

scope.onmessage = (e) => {
  const { id, doc, seed, timeMs, pointStep, objective } = e.data;
  try {
    const suggestion = suggest(loadScenario(doc), {
      seed,
      now: () => performance.now(),
      timeMs,
      pointStep,
      ...(objective ? { objective } : {}),
    });
    scope.postMessage({ id, suggestion });
  } catch (err) {
    scope.postMessage({ id, error: (err as Error).message });
  }
};
