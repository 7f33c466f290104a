// The first attack after the scene cache's idle warm-up (issue #28 item 4), for `npm run bench`: the bench scene
// is warmed in slices as the GM's client warms the viewed scene (scene-warmer.ts, its default budget and batch),
// then one attack is timed on that cache. Reports the attack's time and the longest slice.

import { performance } from "node:perf_hooks";
import { seededRandom } from "../core/index.js";
import { SceneCache } from "../foundry/scene/scene-cache.js";
import { plainWalls } from "../foundry/scene/scene-parts.js";
import { SceneWarmer, WARM_DEFAULTS } from "../foundry/scene/scene-warmer.js";
import type { CardInput } from "../foundry/pipeline/pipeline.js";
import { CONSTS, type Roll, benchPorts, benchScene, english, median, timeAttack } from "./bench-foundry.js";

export interface FirstAttackResult {
  /** Median over the rounds of the first attack after a warm-up, ms. */
  readonly firstAttackMs: number;
  /** The longest slice of the round whose longest slice was shortest, ms (a host's busy spell lengthens the others). */
  readonly sliceMaxMs: number;
  /** The longest slice of the median round, ms. */
  readonly sliceMaxMedianMs: number;
  /** Slices a warm-up took (the median round). */
  readonly slices: number;
}

/**
 * `rounds` times: a fresh cache, the scene warmed to the end (each slice run as soon as the one before returns, as
 * an idle client would), then one attack timed. The slices run back to back, so a slice's time includes whatever
 * garbage collection fell in it. A slice is timed around the warmer's call, scheduling included. As with the odds
 * figures, the round the host disturbed least gives the code's own figure; the median round is reported beside it.
 */
export async function measureFirstAttack(walls: number, tokens: number, rounds: number): Promise<FirstAttackResult> {
  const { scene, attacker, target } = benchScene(walls, tokens);
  const translate = english();
  const rng = seededRandom(`first-attack-${String(walls)}`);
  const cards: CardInput<Roll>[] = [];
  const first: number[] = [];
  const sliceCounts: number[] = [];
  const roundMax: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let sliceMax = 0;
    const cache = new SceneCache();
    const queue: (() => void)[] = [];
    let slices = 0;
    const warmer = new SceneWarmer(
      { now: () => performance.now(), later: (slice) => queue.push(slice) },
      {
        ...WARM_DEFAULTS,
        onSlice: (s) => {
          slices++;
          sliceMax = Math.max(sliceMax, s.ms);
        },
      },
    );
    const inputs = { ruleset: "gzg", settings: {}, gridUnitsPerInch: 1, consts: CONSTS };
    warmer.watch(() =>
      cache.warmSteps(
        "benchscene000001",
        () => scene,
        () => plainWalls(scene.walls),
        inputs,
      ),
    );
    for (let next = queue.shift(); next; next = queue.shift()) {
      // The slice as the warmer times it, plus the scheduling around it.
      const t0 = performance.now();
      next();
      sliceMax = Math.max(sliceMax, performance.now() - t0);
    }
    sliceCounts.push(slices);
    roundMax.push(sliceMax);
    first.push(await timeAttack(benchPorts(scene, cache, rng, cards, translate), attacker, target));
    if (cache.fills.walls !== 1 || cache.fills.rest !== 1) throw new Error("bench: the attack after the warm-up built the scene again");
  }
  return {
    firstAttackMs: median(first),
    sliceMaxMs: Math.min(...roundMax),
    sliceMaxMedianMs: median(roundMax),
    slices: median(sliceCounts),
  };
}
