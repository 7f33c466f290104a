// Web worker computing live odds off the main thread, so the pointer never stutters: it answers with the core's
// Monte Carlo summary (`odds`, README.md "The command line") and its impact map. The table is sent once per
// scene state (`scene` with the whole document) and kept here; later aims on it send only their `attack`.

import { AimScenarios, odds, type OddsSummary } from "../core/index.js";

export interface OddsRequest {
  readonly id: number;
  /** The table state this request is on; the worker keeps the last one sent whole. */
  readonly scene?: number;
  /** The whole attack document: sent when the worker does not hold `scene` yet (or with no `scene`). */
  readonly doc?: unknown;
  /** Only this aim's `attack`, on the table the worker holds as `scene`. */
  readonly attack?: unknown;
  readonly trials: number;
  readonly seed: string;
}

/** `ms`: the worker's own time for the request (parsing and trials), for the page's speed checks. */
export type OddsReply =
  { readonly id: number; readonly summary: OddsSummary; readonly ms?: number } | { readonly id: number; readonly error: string };

const scope = self as unknown as { onmessage: ((e: MessageEvent<OddsRequest>) => void) | null; postMessage(m: OddsReply): void };

const aims = new AimScenarios();
/** The last table sent whole: its scene key and document (whose parts later aims share, so they compare at once). */
let held: { readonly scene: number; readonly doc: Readonly<Record<string, unknown>> } | null = null;

/** The document of a request: sent whole, or the held table with this aim's attack. */
function documentOf(r: OddsRequest): unknown {
  if (r.doc !== undefined) {
    if (r.scene !== undefined && typeof r.doc === "object" && r.doc !== null && !Array.isArray(r.doc))
      held = { scene: r.scene, doc: r.doc as Record<string, unknown> };
    return r.doc;
  }
  if (!held || r.scene !== held.scene) throw new Error(`odds worker: scene ${String(r.scene)} was never sent whole`);
  return { ...held.doc, attack: r.attack };
}

scope.onmessage = (e) => {
  const { id, trials, seed } = e.data;
  try {
    const start = performance.now();
    const summary = odds(aims.load(documentOf(e.data)), { trials, seed, impacts: true });
    scope.postMessage({ id, summary, ms: performance.now() - start });
  } catch (err) {
    scope.postMessage({ id, error: (err as Error).message });
  }
};
