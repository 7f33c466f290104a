// Work done in bounded steps: a build an adapter runs a few units at a time in idle time (the Foundry scene
// cache's warm-up, docs/foundry.md "Warm-up"). Core has no clock, so a step is bounded by units of work (an
// item: a wall, a segment of an index), and the caller decides how many units fit its time budget.

export interface Stepwise<T> {
  /**
   * Does at most `units` units of the work that is left (at least one when `units` is below one) and returns how
   * many it did: 0 only once everything is done.
   */
  step(units: number): number;
  /** Whether every unit is done (`finish` then does nothing more). */
  readonly done: boolean;
  /** Does what is left at once and gives the result: what stepping to the end gives. */
  finish(): T;
}

/** A list of `size()` units, `run(from, to)` doing units from … to − 1. The size is read when the first step runs. */
export function rangeSteps(size: () => number, run: (from: number, to: number) => void): Stepwise<void> {
  let total = -1;
  let next = 0;
  const work = {
    get done(): boolean {
      return total >= 0 && next >= total;
    },
    step(units: number): number {
      if (total < 0) total = size();
      const to = Math.min(total, next + Math.max(1, Math.floor(units)));
      const did = to - next;
      if (did > 0) run(next, to);
      next = to;
      return did;
    },
    finish(): void {
      while (work.step(Infinity) > 0);
    },
  };
  return work;
}

/** One unit of work that cannot be split. */
export function oneStep(run: () => void): Stepwise<void> {
  return rangeSteps(
    () => 1,
    () => {
      run();
    },
  );
}

/**
 * Parts run one after the other, each made when the one before it is done (so a part may size itself from what
 * the earlier parts built), then `result` gives the whole build's value.
 */
export function chainSteps<T>(parts: readonly (() => Stepwise<unknown>)[], result: () => T): Stepwise<T> {
  let index = 0;
  let current: Stepwise<unknown> | null = null;
  let value: { readonly v: T } | null = null;
  const work: Stepwise<T> = {
    get done(): boolean {
      return index >= parts.length;
    },
    step(units: number): number {
      let left = Math.max(1, Math.floor(units));
      let did = 0;
      while (left > 0 && index < parts.length) {
        current ??= (parts[index] as () => Stepwise<unknown>)();
        const n = current.done ? 0 : current.step(left);
        did += n;
        left -= n;
        if (current.done) {
          index++;
          current = null;
        }
      }
      return did;
    },
    finish(): T {
      while (work.step(Infinity) > 0);
      value ??= { v: result() };
      return value.v;
    },
  };
  return work;
}
