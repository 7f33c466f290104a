// The first attack after the scene cache's idle warm-up (issue #28 item 4), for `npm run bench`: the bench scene
// is warmed in slices as the GM's client warms the viewed scene (scene-warmer.ts, its default budget and batch, each
// slice its own task), then attacks are timed on that cache. Reports each slice by the clock, by its time on a core
// and by CPU time, the garbage collections during the warm-up, and a baseline of slices that only spin to the budget.

import { readFileSync } from "node:fs";
import { type PerformanceEntry, PerformanceObserver, performance } from "node:perf_hooks";
import { seededRandom } from "../core/index.js";
import { SceneCache } from "../foundry/scene/scene-cache.js";
import { plainWalls } from "../foundry/scene/scene-parts.js";
import { sceneAtOnce } from "../foundry/scene/scene-rest.js";
import { SceneWarmer, WARM_DEFAULTS, type WarmClock } from "../foundry/scene/scene-warmer.js";
import type { CardInput, PipelineScene } from "../foundry/pipeline/pipeline.js";
import { CONSTS, type Roll, benchPorts, benchScene, english, median, timeAttack } from "./bench-foundry.js";

export interface FirstAttackResult {
  /** Median over the rounds of the first attack after a warm-up, ms. */
  readonly firstAttackMs: number;
  /** Median over the rounds of the attack after it (same cache, same throw): the same run's warm baseline, ms. */
  readonly nextAttackMs: number;
  /** The longest slice of the round whose longest slice was shortest, ms (a host's busy spell lengthens the others). */
  readonly sliceMaxMs: number;
  /** The longest slice of the median round, ms. */
  readonly sliceMaxMedianMs: number;
  /** Slices a warm-up took (the median round). */
  readonly slices: number;
  /**
   * The longest slice's time on a core (its clock time less the time the main thread waited for one: Linux's
   * /proc/thread-self/schedstat), in the round where it was shortest, ms; null where the host does not tell. What the
   * slice itself took, garbage collection in it included, with the host's preemption taken out.
   */
  readonly sliceOnCoreMaxMs: number | null;
  /**
   * The longest slice by the process's CPU time (every thread: a collection's helpers and the compiler count), in
   * the round where it was shortest, ms.
   */
  readonly sliceCpuMaxMs: number;
  /** Collections (minor and major) from the first slice's start to the last one's end, in the round of `sliceMaxMs`. */
  readonly gcCount: number;
  /** How many of them began inside a slice (their pause then lengthens that slice). */
  readonly gcInSlices: number;
  /** The longest of them, ms: the engine's pause, in a slice or between two. */
  readonly gcMaxMs: number;
  /** The longest collection between two slices in the round of `sliceMaxMs`, ms (the engine's, not a slice's). */
  readonly gcBetweenMaxMs: number;
  /**
   * The baseline: before each slice, a task that only spins until the budget is spent by the same clock; the
   * longest of them in the round of `sliceMaxMs`, ms. On an idle host it is the budget; what it exceeds that by is
   * the host's preemption, which the warm-up's slices meet too.
   */
  readonly spinMaxMs: number;
}

/** The main thread's total wait for a core so far, ms (the second field of Linux's schedstat); null where unreadable. */
function waitedMs(): number | null {
  try {
    const waited = Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[1]);
    return Number.isFinite(waited) ? waited / 1e6 : null;
  } catch {
    return null;
  }
}

interface SliceTiming {
  /** Start and end by the clock. */
  readonly t0: number;
  readonly t1: number;
  /** Time on a core (null: unknown) and CPU time of the whole process, ms. */
  readonly onCore: number | null;
  readonly cpu: number;
}

/**
 * Runs each slice as its own task, as the browser's idle callbacks run them, after a task that spins for the budget
 * (the baseline); `idle` resolves when none is waiting.
 */
function taskClock(
  budgetMs: number,
): WarmClock & { readonly idle: Promise<void>; readonly slices: SliceTiming[]; readonly spins: number[] } {
  let waiting = 0;
  let done: () => void = () => undefined;
  const idle = new Promise<void>((resolve) => (done = resolve));
  const slices: SliceTiming[] = [];
  const spins: number[] = [];
  return {
    idle,
    slices,
    spins,
    now: () => performance.now(),
    later(slice) {
      waiting++;
      setImmediate(() => {
        const s0 = performance.now();
        while (performance.now() - s0 < budgetMs);
        spins.push(performance.now() - s0);
        setImmediate(() => {
          waiting--;
          const w0 = waitedMs();
          const cpu0 = process.cpuUsage();
          const t0 = performance.now();
          slice();
          const t1 = performance.now();
          const cpu = process.cpuUsage(cpu0);
          const w1 = waitedMs();
          const onCore = w0 === null || w1 === null ? null : t1 - t0 - (w1 - w0);
          slices.push({ t0, t1, onCore, cpu: (cpu.user + cpu.system) / 1000 });
          if (waiting === 0) done();
        });
      });
    },
  };
}

interface Round {
  readonly sliceMax: number;
  readonly onCoreMax: number | null;
  readonly cpuMax: number;
  readonly slices: number;
  readonly gcCount: number;
  readonly gcInSlices: number;
  readonly gcMax: number;
  readonly gcBetweenMax: number;
  readonly spinMax: number;
}

/** One warm-up of a fresh cache, to its end, with its slices and the collections that fell during it. */
async function warmRound(cache: SceneCache, scene: PipelineScene): Promise<Round> {
  const inputs = { ruleset: "gzg", settings: {}, gridUnitsPerInch: 1, consts: CONSTS };
  const gcs: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => gcs.push(...list.getEntries()));
  observer.observe({ entryTypes: ["gc"] });
  const clock = taskClock(WARM_DEFAULTS.budgetMs);
  new SceneWarmer(clock).watch(() =>
    cache.warmSteps(
      "benchscene000001",
      sceneAtOnce(() => scene),
      () => plainWalls(scene.walls),
      inputs,
    ),
  );
  await clock.idle;
  // The observer is told of collections after they end: one more turn of the event loop delivers the last.
  await new Promise((resolve) => setImmediate(resolve));
  observer.disconnect();
  const spans = clock.slices;
  const first = spans[0]?.t0 ?? 0,
    last = spans[spans.length - 1]?.t1 ?? 0;
  const during = gcs.filter((g) => g.startTime >= first && g.startTime < last);
  const inside = (g: PerformanceEntry): boolean => spans.some((s) => g.startTime >= s.t0 && g.startTime < s.t1);
  const onCore = spans.map((s) => s.onCore);
  return {
    sliceMax: Math.max(...spans.map((s) => s.t1 - s.t0)),
    onCoreMax: onCore.some((t) => t === null) ? null : Math.max(...(onCore as number[])),
    cpuMax: Math.max(...spans.map((s) => s.cpu)),
    slices: spans.length,
    gcCount: during.length,
    gcInSlices: during.filter(inside).length,
    gcMax: Math.max(0, ...during.map((g) => g.duration)),
    gcBetweenMax: Math.max(0, ...during.filter((g) => !inside(g)).map((g) => g.duration)),
    spinMax: Math.max(...clock.spins),
  };
}

/**
 * `rounds` times: a fresh cache, the scene warmed to the end (each slice a task of its own, run as soon as the event
 * loop reaches it, as an idle client would), then two attacks timed (the first, and the next as the baseline). A
 * slice's time includes whatever garbage collection fell in it. As with the odds figures, the round the host disturbed
 * least (the shortest longest slice) gives the code's own figures; the median round is reported beside it.
 */
export async function measureFirstAttack(walls: number, tokens: number, rounds: number): Promise<FirstAttackResult> {
  const { scene, attacker, target } = benchScene(walls, tokens);
  const translate = english();
  const rng = seededRandom(`first-attack-${String(walls)}`);
  const cards: CardInput<Roll>[] = [];
  const first: number[] = [];
  const next: number[] = [];
  const done: Round[] = [];
  for (let r = 0; r < rounds; r++) {
    const cache = new SceneCache();
    done.push(await warmRound(cache, scene));
    const ports = benchPorts(scene, cache, rng, cards, translate);
    first.push(await timeAttack(ports, attacker, target));
    next.push(await timeAttack(ports, attacker, target));
    if (cache.fills.walls !== 1 || cache.fills.rest !== 1) throw new Error("bench: the attack after the warm-up built the scene again");
  }
  const best = done.reduce((a, b) => (b.sliceMax < a.sliceMax ? b : a));
  const onCore = done.map((d) => d.onCoreMax);
  return {
    firstAttackMs: median(first),
    nextAttackMs: median(next),
    sliceMaxMs: best.sliceMax,
    sliceMaxMedianMs: median(done.map((d) => d.sliceMax)),
    slices: median(done.map((d) => d.slices)),
    sliceOnCoreMaxMs: onCore.some((t) => t === null) ? null : Math.min(...(onCore as number[])),
    sliceCpuMaxMs: Math.min(...done.map((d) => d.cpuMax)),
    gcCount: best.gcCount,
    gcInSlices: best.gcInSlices,
    gcMaxMs: best.gcMax,
    gcBetweenMaxMs: best.gcBetweenMax,
    spinMaxMs: best.spinMax,
  };
}
