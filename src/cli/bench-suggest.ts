// The benchmark's keys of issue #16: how long a suggestion takes on the big table, how good it is (its
// score over the best of 200 other legal targets scored on the same trials) there and on each demo table from
// two starting aims (issue #30), and the live impact map's time.

import { performance } from "node:perf_hooks";
import demoGzg from "../../examples/demo-gzg.json";
import demoNecromunda from "../../examples/demo-necromunda.json";
import demoTrenchCrusade from "../../examples/demo-trench-crusade.json";
import { AimScenarios, type Scenario, type SuggestTarget, loadScenario, odds, scoreTargets, seededRandom, suggest } from "../core/index.js";
import { bigTableScenario } from "./big-table.js";
import { SUGGEST_TIME_MS } from "./suggest-command.js";

const BASELINE_TARGETS = 200;
const QUALITY_TRIALS = 1000;
/** Baseline points lie within this many inches of an enemy in reach (a GZG hand grenade's blast is 2"). */
const SPREAD = 3;

/** Trials of the sandbox's live odds (src/sandbox/odds-client.ts `ODDS_TRIALS`). */
const LIVE_TRIALS = 800;

/**
 * The impact map for a new aim point as the sandbox's worker computes it (the table parsed once, then only
 * the target changes): median over aims around the thrower.
 */
function impactMapMs(): number {
  const doc = bigTableScenario("gzg");
  const attack = doc["attack"] as Record<string, unknown>;
  const aims = new AimScenarios();
  const times: number[] = [];
  for (let k = 0; k < 12; k++) {
    const a = (k * Math.PI) / 6;
    const aimed = { ...doc, attack: { ...attack, target: { point: [120 + 10 * Math.cos(a), 120 + 10 * Math.sin(a)] } } };
    const t0 = performance.now();
    odds(aims.load(aimed), { trials: LIVE_TRIALS, seed: "sandbox-odds", impacts: true });
    times.push(performance.now() - t0);
  }
  // The first aims warm the JIT up; the median is of the rest.
  const rest = times.slice(2).sort((x, y) => x - y);
  return rest[Math.floor(rest.length / 2)] ?? 0;
}

/** The bundled demos: small tables with walls and doorways, one per ruleset (the sandbox's). */
const DEMO_TABLES: Readonly<Record<string, unknown>> = {
  "demo-gzg": demoGzg,
  "demo-necromunda": demoNecromunda,
  "demo-trench-crusade": demoTrenchCrusade,
};

/**
 * The suggestion's score over the best of 200 other targets the rules allow (enemy figures and points within
 * 3" of an enemy within 30" of the thrower), all scored on the same trials.
 */
function qualityOn(scenario: Scenario, target: SuggestTarget, trials: number): number {
  const attacker = scenario.battlefield.figures.find((f) => f.id === scenario.attack?.attacker);
  if (!attacker) throw new Error("the bench table has no thrower");
  const enemies = scenario.battlefield.figures.filter(
    (f) => f.side !== attacker.side && Math.hypot(f.x - attacker.x, f.y - attacker.y) <= 30,
  );
  const rng = seededRandom("bench-baseline");
  const pool: SuggestTarget[] = enemies.map((f) => ({ figure: f.id }));
  // The suggestion and the baseline on the same trials, enough of them that the best of 200 is not just luck.
  const options = { trials: Math.max(trials, QUALITY_TRIALS), seed: "bench" };
  const [mine] = scoreTargets(scenario, [target], options).map((x) => x.score);
  // Score batches of targets until 200 the rules allow are in (or enough were tried that few more would be).
  const baseline: number[] = [];
  let tried = 0;
  for (let batch = pool; baseline.length < BASELINE_TARGETS && tried < 20 * BASELINE_TARGETS; batch = []) {
    while (batch.length < BASELINE_TARGETS - baseline.length) {
      const f = enemies[Math.floor(rng() * enemies.length)];
      if (!f) throw new Error("no enemy within 30 inches of the bench table's thrower");
      const a = rng() * 2 * Math.PI,
        d = Math.sqrt(rng()) * SPREAD;
      batch.push({ point: [f.x + d * Math.cos(a), f.y + d * Math.sin(a)] });
    }
    tried += batch.length;
    for (const x of scoreTargets(scenario, batch, options)) if (x.legal && baseline.length < BASELINE_TARGETS) baseline.push(x.score);
  }
  const best = Math.max(0, ...baseline);
  return Number((best > 0 ? (mine ?? 0) / best : 1).toFixed(3));
}

/** A document with its attack aimed at another starting target (the search must not depend on it). */
function aimedAt(doc: Record<string, unknown>, target: unknown): Record<string, unknown> {
  return { ...doc, attack: { ...(doc["attack"] as Record<string, unknown>), target } };
}

/**
 * Suggest's quality on each demo table from two starting aims (the document's own, and the first enemy), on the
 * default time budget; the lower of the two per table.
 */
function demoQualities(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, doc] of Object.entries(DEMO_TABLES)) {
    const d = doc as Record<string, unknown>;
    const parsed = loadScenario(d);
    const attacker = parsed.battlefield.figures.find((f) => f.id === parsed.attack?.attacker);
    const enemy = parsed.battlefield.figures.find((f) => f.side !== attacker?.side);
    const starts = [d, ...(enemy ? [aimedAt(d, { figure: enemy.id })] : [])];
    out[name] = Math.min(
      ...starts.map((start) => {
        const scenario = loadScenario(start);
        const s = suggest(scenario, { now: () => performance.now(), timeMs: SUGGEST_TIME_MS, seed: "bench" });
        return qualityOn(scenario, s.target, s.trials);
      }),
    );
  }
  return out;
}

export function suggestBench(): {
  suggestMs: number;
  suggestQuality: number;
  suggestQualityByTable: Record<string, number>;
  suggestQualityMin: number;
  impactMapMs: number;
} {
  const scenario = loadScenario(bigTableScenario("gzg"));
  // Warm the JIT on a short search first, as a session's second suggestion would find it.
  suggest(scenario, { maxCandidates: 20, trials: 200, seed: "warm-up" });
  const t0 = performance.now();
  const s = suggest(scenario, { now: () => performance.now(), timeMs: SUGGEST_TIME_MS, seed: "bench" });
  const suggestMs = performance.now() - t0;
  const suggestQuality = qualityOn(scenario, s.target, s.trials);
  const suggestQualityByTable = { bigTable: suggestQuality, ...demoQualities() };
  return {
    suggestMs: Number(suggestMs.toFixed(1)),
    suggestQuality,
    suggestQualityByTable,
    suggestQualityMin: Math.min(...Object.values(suggestQualityByTable)),
    impactMapMs: Number(impactMapMs().toFixed(1)),
  };
}
