// Web worker computing live odds off the main thread, so the pointer never stutters: it receives an
// attack document and answers with the core's Monte Carlo summary (`odds`, README.md "The command line")
// with its impact map; the table is parsed once while only the aim moves.

import { AimScenarios, odds, type OddsSummary } from "../core/index.js";

export interface OddsRequest {
  readonly id: number;
  readonly doc: unknown;
  readonly trials: number;
  readonly seed: string;
}

/** `ms`: the worker's own time for the request (parsing and trials), for the page's speed checks. */
export type OddsReply =
  { readonly id: number; readonly summary: OddsSummary; readonly ms?: number } | { readonly id: number; readonly error: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<OddsRequest>) => void) | null; postMessage(m: OddsReply): void };

const aims = new AimScenarios();

scope.onmessage = (e) => {
  const { id, doc, trials, seed } = e.data;
  try {
    const start = performance.now();
    const summary = odds(aims.load(doc), { trials, seed, impacts: true });
    scope.postMessage({ id, summary, ms: performance.now() - start });
  } catch (err) {
    scope.postMessage({ id, error: (err as Error).message });
  }
};
