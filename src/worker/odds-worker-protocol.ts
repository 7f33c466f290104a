// The odds worker's messages (src/worker/odds-worker.ts: the sandbox starts it from source, the Foundry module ships
// it as dist/odds-worker.js): live odds for an aim, sent whole or as an attack on a table already sent, and suggest
// searches.

import type { Objective, OddsSummary, Suggestion } from "../core/index.js";

export interface OddsRequest {
  readonly id: number;
  readonly kind?: "odds";
  /** The table state this request is on; the worker keeps the last one sent whole. */
  readonly scene?: number;
  /** The whole attack document: sent when the worker does not hold `scene` yet (or with no `scene`). */
  readonly doc?: unknown;
  /** Only this aim's `attack`, on the table the worker holds as `scene`. */
  readonly attack?: unknown;
  readonly trials: number;
  readonly seed: string;
  /**
   * The worker's time for a first answer, in ms: a run still going then answers with the trials so far (`partial`)
   * and goes on; without it there is one answer.
   */
  readonly firstMs?: number;
}

/** `ms`: the worker's own time for the request so far (parsing and trials), for the page's speed checks. */
export type OddsReply =
  | { readonly id: number; readonly summary: OddsSummary; readonly ms?: number; readonly partial?: boolean }
  | { readonly id: number; readonly error: string };

export interface SuggestRequest {
  readonly id: number;
  readonly kind: "suggest";
  readonly doc: unknown;
  /** The trials' stream (core's default without one). */
  readonly seed?: string;
  /** The search's budget on the worker's clock (ms), or a candidate budget that gives the same answer anywhere. */
  readonly timeMs?: number;
  readonly maxCandidates?: number;
  /** The finest aim the caller can express, in inches. */
  readonly pointStep?: number;
  readonly objective?: Objective;
}

export type SuggestReply = { readonly id: number; readonly suggestion: Suggestion } | { readonly id: number; readonly error: string };

export type WorkerRequest = OddsRequest | SuggestRequest;
export type WorkerReply = OddsReply | SuggestReply;
