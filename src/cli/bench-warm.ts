// The first attack after the scene cache's idle warm-up (issue #28 item 4), for `npm run bench`: the bench scene
// is warmed in slices as the GM's client warms the viewed scene (scene-warmer.ts, its default budget and batch, each
// slice its own task), then one attack is timed on that cache. Reports the attack's time, the longest slice and the
// longest garbage collection that fell between slices.

import { type PerformanceEntry, PerformanceObserver, performance } from "node:perf_hooks";
import { seededRandom } from "../core/index.js";
import { SceneCache } from "../foundry/scene/scene-cache.js";
import { plainWalls } from "../foundry/scene/scene-parts.js";
import { SceneWarmer, WARM_DEFAULTS, type WarmClock } from "../foundry/scene/scene-warmer.js";
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
  /** The longest collection between two slices in the round of `sliceMaxMs`, ms (the engine's, not a slice's). */
  readonly gcBetweenMaxMs: number;
  /**
   * The longest slice by the process's CPU time (every thread: a collection's helpers count), in the round where it
   * was shortest, ms: on a busy host a slice waits for a core, and this is what it cost once it had one.
   */
  readonly sliceCpuMaxMs: number;
}

/** Runs each slice as its own task, as the browser's idle callbacks run them; `idle` resolves when none is waiting. */
function taskClock(timed: (ms: number, t0: number, cpuMs: number) => void): WarmClock & { readonly idle: Promise<void> } {
  let waiting = 0;
  let done: () => void = () => undefined;
  const idle = new Promise<void>((resolve) => (done = resolve));
  return {
    idle,
    now: () => performance.now(),
    later(slice) {
      waiting++;
      setImmediate(() => {
        waiting--;
        const t0 = performance.now();
        const cpu0 = process.cpuUsage();
        slice();
        const cpu = process.cpuUsage(cpu0);
        timed(performance.now() - t0, t0, (cpu.user + cpu.system) / 1000);
        if (waiting === 0) done();
      });
    },
  };
}

/**
 * `rounds` times: a fresh cache, the scene warmed to the end (each slice a task of its own, run as soon as the event
 * loop reaches it, as an idle client would), then one attack timed. A slice's time includes whatever garbage
 * collection fell in it; a collection the engine runs between slices (a task of its own, as in the browser) is
 * reported apart. As with the odds figures, the round the host disturbed least gives the code's own figure; the
 * median round is reported beside it.
 */
export async function measureFirstAttack(walls: number, tokens: number, rounds: number): Promise<FirstAttackResult> {
  const { scene, attacker, target } = benchScene(walls, tokens);
  const translate = english();
  const rng = seededRandom(`first-attack-${String(walls)}`);
  const cards: CardInput<Roll>[] = [];
  const first: number[] = [];
  const sliceCounts: number[] = [];
  const roundMax: number[] = [];
  const roundCpu: number[] = [];
  const roundGc: number[] = [];
  const inputs = { ruleset: "gzg", settings: {}, gridUnitsPerInch: 1, consts: CONSTS };
  for (let r = 0; r < rounds; r++) {
    let sliceMax = 0;
    let cpuMax = 0;
    const spans: (readonly [number, number])[] = [];
    const gcs: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => gcs.push(...list.getEntries()));
    observer.observe({ entryTypes: ["gc"] });
    const cache = new SceneCache();
    const clock = taskClock((ms, t0, cpuMs) => {
      cpuMax = Math.max(cpuMax, cpuMs);
      // The slice as the warmer times it, plus the scheduling around it.
      sliceMax = Math.max(sliceMax, ms);
      spans.push([t0, t0 + ms]);
    });
    const warmer = new SceneWarmer(clock, {
      ...WARM_DEFAULTS,
      onSlice: (s) => {
        sliceMax = Math.max(sliceMax, s.ms);
      },
    });
    warmer.watch(() =>
      cache.warmSteps(
        "benchscene000001",
        () => scene,
        () => plainWalls(scene.walls),
        inputs,
      ),
    );
    await clock.idle;
    // The observer is told of collections after they end: one more turn of the event loop delivers the last.
    await new Promise((resolve) => setImmediate(resolve));
    observer.disconnect();
    const within = (g: PerformanceEntry): boolean => spans.some(([a, b]) => g.startTime >= a && g.startTime < b);
    roundGc.push(Math.max(0, ...gcs.filter((g) => !within(g) && g.startTime >= (spans[0]?.[0] ?? 0)).map((g) => g.duration)));
    sliceCounts.push(spans.length);
    roundMax.push(sliceMax);
    roundCpu.push(cpuMax);
    first.push(await timeAttack(benchPorts(scene, cache, rng, cards, translate), attacker, target));
    if (cache.fills.walls !== 1 || cache.fills.rest !== 1) throw new Error("bench: the attack after the warm-up built the scene again");
  }
  const best = roundMax.indexOf(Math.min(...roundMax));
  return {
    firstAttackMs: median(first),
    sliceMaxMs: roundMax[best] ?? NaN,
    sliceMaxMedianMs: median(roundMax),
    slices: median(sliceCounts),
    gcBetweenMaxMs: roundGc[best] ?? NaN,
    sliceCpuMaxMs: Math.min(...roundCpu),
  };
}
