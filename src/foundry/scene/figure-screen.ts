// One bad figure never stops a scene (issue #29): the scene's figures are parsed together, and when the core refuses
// one of them (a stat out of range, a base of NaN) that figure is left out and named — token id, field and problem —
// instead of every attack on the scene failing. Pure.

import { ScenarioError } from "../../core/index.js";

/** A figure left out of the scene's battlefield: its token, the field the core refused and why. */
export interface LeftOut {
  readonly id: string;
  /** The field within the figure, e.g. `stats.wounds` (the whole JSON path is `$.battlefield.figures[i].<field>`). */
  readonly field: string;
  readonly problem: string;
}

const FIGURE_PATH = /^\$\.battlefield\.figures\[(\d+)\](?:\.(.*))?$/;

/**
 * Runs `load` over the figures; while the core refuses one figure, leaves that one out and tries again (one more
 * parse per bad figure, none when all are good). Any other refusal is thrown as it is.
 */
export function loadScreened<F extends { readonly id: string }, T>(
  figures: readonly F[],
  load: (figures: readonly F[]) => T,
): { readonly value: T; readonly kept: readonly F[]; readonly leftOut: readonly LeftOut[] } {
  let kept = [...figures];
  const leftOut: LeftOut[] = [];
  for (;;) {
    try {
      return { value: load(kept), kept, leftOut };
    } catch (e) {
      const m = e instanceof ScenarioError ? FIGURE_PATH.exec(e.path) : null;
      const bad = m ? kept[Number(m[1])] : undefined;
      if (!(e instanceof ScenarioError) || !m || !bad) throw e;
      leftOut.push({ id: bad.id, field: m[2] ?? "", problem: e.problem });
      kept = kept.filter((f) => f !== bad);
    }
  }
}
