// Live odds without stutter (pure, clock and scheduler injected): the core's Monte Carlo runs in small
// slices of trials, one slice per scheduler tick, merged into a running summary that is reported after
// each slice. Only the newest aim is worked on: a new request drops the old one (its slices stop and
// its summaries are never reported), and an aim asked for again reuses the finished answer.

import { type OddsSummary, type OutcomeCode, mergeImpactMaps } from "../../core/index.js";

export interface OddsSlice {
  /** Runs `trials` trials of the aim's scenario with `seed` (core `odds(loadScenario(doc), …)`). */
  (doc: unknown, trials: number, seed: string): OddsSummary;
}

export interface Scheduler {
  /** Runs `fn` later (setTimeout(fn, ms) in the browser; manual in tests). */
  later(fn: () => void, ms: number): void;
}

export interface ThrottleOptions {
  /** Trials per slice (each slice should take a few milliseconds). */
  readonly sliceTrials: number;
  /** Trials for a complete answer. */
  readonly totalTrials: number;
  /** Pause before the first slice of a new aim, so that fast pointer moves start no work. */
  readonly settleMs: number;
  readonly seed: string;
}

export type OddsReport = (key: string, summary: OddsSummary, done: boolean) => void;

/** Merges two summaries of the same scenario as if their trials had been run together (impact maps too, when both have one). */
export function mergeOdds(a: OddsSummary, b: OddsSummary): OddsSummary {
  const n = a.trials + b.trials;
  const w = (x: number, y: number): number => Math.round(((x * a.trials + y * b.trials) / n) * 1e4) / 1e4;
  const outcomes: Partial<Record<OutcomeCode, number>> = {};
  for (const k of new Set([...Object.keys(a.outcomes), ...Object.keys(b.outcomes)]) as Set<OutcomeCode>)
    outcomes[k] = w(a.outcomes[k] ?? 0, b.outcomes[k] ?? 0);
  const figures: OddsSummary["figures"] = {};
  for (const id of [...new Set([...Object.keys(a.figures), ...Object.keys(b.figures)])].sort()) {
    const fa = a.figures[id] ?? { hit: 0, outOfAction: 0 };
    const fb = b.figures[id] ?? { hit: 0, outOfAction: 0 };
    figures[id] = { hit: w(fa.hit, fb.hit), outOfAction: w(fa.outOfAction, fb.outOfAction) };
  }
  const da = a.impact.meanDeviation;
  const db = b.impact.meanDeviation;
  const meanDeviation = da === null ? db : db === null ? da : w(da, db);
  const ma = a.impact.map;
  const mb = b.impact.map;
  return { trials: n, outcomes, figures, impact: { meanDeviation, ...(ma && mb ? { map: mergeImpactMaps(ma, mb) } : {}) } };
}

export class OddsThrottle {
  private generation = 0;
  private readonly done = new Map<string, OddsSummary>();

  constructor(
    private readonly slice: OddsSlice,
    private readonly scheduler: Scheduler,
    private readonly options: ThrottleOptions,
    private readonly report: OddsReport,
    /** A slice that throws (a scenario core refuses) ends its aim; this hears why. */
    private readonly failed: (key: string, error: unknown) => void = () => undefined,
  ) {}

  /** Asks for the odds of the aim `key` (its scenario `doc`); replaces any aim still being worked on. */
  request(key: string, doc: unknown): void {
    const gen = ++this.generation;
    const known = this.done.get(key);
    if (known) {
      this.report(key, known, true);
      return;
    }
    let summary: OddsSummary | null = null;
    let index = 0;
    const step = (): void => {
      if (gen !== this.generation) return;
      const trials = Math.min(this.options.sliceTrials, this.options.totalTrials - (summary?.trials ?? 0));
      let part: OddsSummary;
      try {
        part = this.slice(doc, trials, `${this.options.seed}:${key}:${index++}`);
      } catch (e) {
        this.failed(key, e);
        return;
      }
      summary = summary ? mergeOdds(summary, part) : part;
      const finished = summary.trials >= this.options.totalTrials;
      if (finished) this.done.set(key, summary);
      this.report(key, summary, finished);
      if (!finished) this.scheduler.later(step, 0);
    };
    this.scheduler.later(step, this.options.settleMs);
  }

  /** Stops the current aim (its pending slices do nothing). */
  cancel(): void {
    this.generation++;
  }

  /** Forgets finished answers (the scene or the weapon changed). */
  clear(): void {
    this.done.clear();
  }
}
