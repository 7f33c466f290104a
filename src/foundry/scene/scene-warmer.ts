// The scene cache's warm-up (issue #28): the viewed scene's battlefield is built in idle time, in slices that yield
// once a time budget is spent, and built again after each change, so the first attack finds it ready. Pure over a
// clock and a scheduler; hooks/scene-cache.ts gives Foundry's (performance.now, requestIdleCallback or setTimeout).

import type { WarmBuild } from "./scene-cache.js";

export interface WarmClock {
  /** Milliseconds, monotonic (performance.now). */
  now(): number;
  /** Runs `slice` later, when the client is idle if it can tell. */
  later(slice: () => void): void;
}

export interface SliceRecord {
  /** Units of work the slice did (core/engine/stepwise.ts). */
  readonly units: number;
  /** Its length by the clock. */
  readonly ms: number;
}

export interface WarmOptions {
  /** Time a slice may take: it yields after the batch that reaches it (so it ends about one batch later). */
  readonly budgetMs: number;
  /** Units of work between two looks at the clock. */
  readonly batch: number;
  /** Told of each slice (the bench's longest slice; tests' unit counts). */
  readonly onSlice?: (slice: SliceRecord) => void;
}

/**
 * 4 ms and 64 units: a batch of 64 walls or figures (read, converted, validated or indexed) takes well under 1 ms, so
 * a slice stays under the 8 ms the issue allows with room for a young-generation collection that falls in it (the
 * bench reports `warmSliceMaxMs100k`; most collections run between slices, as tasks of their own).
 */
export const WARM_DEFAULTS: WarmOptions = { budgetMs: 4, batch: 64 };

export class SceneWarmer {
  private begin: (() => WarmBuild | null) | null = null;
  private build: WarmBuild | null = null;
  private scheduled = false;

  constructor(
    private readonly clock: WarmClock,
    private readonly options: WarmOptions = WARM_DEFAULTS,
  ) {}

  /**
   * Warms what `begin` builds (the viewed scene's battlefield; null when it is warm already or there is nothing to
   * warm): in the next idle slices, and again after each `changed()`.
   */
  watch(begin: () => WarmBuild | null): void {
    this.build?.cancel();
    this.build = null;
    this.begin = begin;
    this.schedule();
  }

  /** Something the battlefield depends on changed: warm again when idle (a build under way restarts if it is stale). */
  changed(): void {
    this.schedule();
  }

  /** Stops warming (the canvas is torn down). */
  stop(): void {
    this.build?.cancel();
    this.build = null;
    this.begin = null;
  }

  /** Whether a slice is waiting to run. */
  get pending(): boolean {
    return this.scheduled;
  }

  private schedule(): void {
    if (this.scheduled || !this.begin) return;
    this.scheduled = true;
    this.clock.later(() => {
      this.scheduled = false;
      this.slice();
    });
  }

  private slice(): void {
    if (!this.begin) return;
    const t0 = this.clock.now();
    let units = 0;
    let elapsed = 0;
    let build: WarmBuild | null = null;
    try {
      // A build whose scene changed under it would be thrown away at its end: start again from the scene as it is.
      if (!this.build || this.build.stale()) {
        this.build?.cancel();
        this.build = this.begin();
      }
      build = this.build;
      if (!build) return;
      do {
        units += build.step(this.options.batch);
        elapsed = this.clock.now() - t0;
      } while (!build.done && elapsed < this.options.budgetMs);
      if (build.done) build.finish();
    } catch {
      // A scene the cache cannot build (a wall core refuses): the attack's own build names the problem to the GM.
      build?.cancel();
      this.build = null;
      return;
    } finally {
      if (units > 0) this.options.onSlice?.({ units, ms: elapsed });
    }
    if (build.done) this.build = null;
    // Done: one more look (a change during the last slice makes `begin` start again; a warm scene gives null).
    this.schedule();
  }
}
