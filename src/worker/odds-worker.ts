// Web worker computing live odds off the main thread, so the pointer never stutters: it answers with the core's
// Monte Carlo summary (`odds`, README.md "The command line") and its impact map. The table is sent once per
// scene state (`scene` with the whole document) and kept here; later aims on it send only their `attack`.
// With `firstMs`, a run that outlasts it answers early from the trials so far and refines in slices, giving way
// to a newer request between them; its last answer is exactly the one-run answer. Also runs suggest searches.

import { AimScenarios, OddsRun } from "../core/index.js";
import type { OddsReply, OddsRequest, SuggestReply, WorkerRequest } from "./odds-worker-protocol.js";
import { runSuggest } from "./suggest-run.js";

export type { OddsReply, OddsRequest, SuggestReply, SuggestRequest, WorkerReply, WorkerRequest } from "./odds-worker-protocol.js";

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(m: OddsReply | SuggestReply): void;
};

/** Trials between two looks at the clock (a few milliseconds of work on the big table). */
const SLICE_TRIALS = 50;
/** Work between two chances for a newer request to come in, once the first answer is out. */
const REFINE_MS = 30;

const aims = new AimScenarios();
/** The last table sent whole: its scene key and document (whose parts later aims share, so they compare at once). */
let held: { readonly scene: number; readonly doc: Readonly<Record<string, unknown>> } | null = null;
/** The newest request: a run in slices stops when another has come in. */
let newest = 0;

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

/** Runs trials until done or `untilMs` of work in this turn; answers early (partial) the first time it stops short. */
function work(r: OddsRequest, run: OddsRun, spentMs: number, answered: boolean): void {
  const start = performance.now();
  try {
    const limit = answered ? REFINE_MS : r.firstMs;
    while (run.trials < r.trials) {
      run.step(Math.min(SLICE_TRIALS, r.trials - run.trials));
      const ms = spentMs + performance.now() - start;
      if (limit !== undefined && run.trials < r.trials && (answered ? performance.now() - start : ms) >= limit) {
        scope.postMessage({ id: r.id, summary: run.summary(), ms, partial: true });
        setTimeout(() => {
          if (newest === r.id) work(r, run, ms, true);
        }, 0);
        return;
      }
    }
    scope.postMessage({ id: r.id, summary: run.summary(), ms: spentMs + performance.now() - start });
  } catch (err) {
    scope.postMessage({ id: r.id, error: (err as Error).message });
  }
}

function odds(r: OddsRequest): void {
  const start = performance.now();
  let run: OddsRun;
  try {
    if (!Number.isInteger(r.trials) || r.trials < 1) throw new RangeError(`trials must be a whole number of at least 1, got ${r.trials}`);
    run = new OddsRun(aims.load(documentOf(r)), { seed: r.seed, impacts: true });
  } catch (err) {
    scope.postMessage({ id: r.id, error: (err as Error).message });
    return;
  }
  work(r, run, performance.now() - start, false);
}

scope.onmessage = (e) => {
  const r = e.data;
  newest = r.id;
  if (r.kind === "suggest") scope.postMessage(runSuggest(r));
  else odds(r);
};
