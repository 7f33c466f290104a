// `suggest`: the legal target (figure or point) with the best expected result for the attacker's weapon.
// Candidates are screened on a few trials, the best get more and are refined on rings of points, and the
// finalists are compared on the full trials — the same dice for every candidate. Stops at a budget.

import type { FigureSnapshot } from "../battlefield/types.js";
import type { Outcome } from "../scenario/output.js";
import type { Scenario } from "../scenario/scenario.js";
import { POINT_STEP, type Spot, clusterSpots, gridSpots, nearAnyone, pointTarget, ringSpots, spotOf, targetKey } from "./candidates.js";
import {
  DEFAULT_OBJECTIVE,
  type Expected,
  type Objective,
  type SuggestTarget,
  type Tally,
  TargetEvaluator,
  expectedOf,
} from "./evaluate.js";
import { hypot } from "../geometry/vec.js";

export interface SuggestOptions {
  readonly objective?: Objective;
  readonly seed?: string;
  /** Trials each finalist is compared on (default 1000, fewer when a clock budget needs it); screening uses a sixteenth. */
  readonly trials?: number;
  /** The caller's clock in milliseconds (core has none); with `timeMs`, the search stops at that budget. */
  readonly now?: () => number;
  readonly timeMs?: number;
  /** Most targets scored: a budget that does not depend on the machine, for repeatable results. */
  readonly maxCandidates?: number;
  /** Points are tried on multiples of this many inches (default 1/1000; the sandbox aims on tenths). */
  readonly pointStep?: number;
}

export interface Suggestion {
  readonly target: SuggestTarget;
  readonly score: number;
  readonly expected: Omit<Expected, "score">;
  /** Targets scored (each on at least the screening trials). */
  readonly candidates: number;
  /** Trials the chosen target was scored on. */
  readonly trials: number;
  /** False when the budget ran out before the search finished. */
  readonly complete: boolean;
  /** Which budget stopped an incomplete search: the clock (`timeMs`) or the number of targets (`maxCandidates`). */
  readonly stoppedBy: "time" | "candidates" | null;
}

/** Fallback blast radius when no trial reports one (a weapon with neither blast nor cloud). */
const DEFAULT_RADIUS = 1;
/** Distances probed from the attacker to find how far the rules let it aim (inches). */
const PROBE_DISTANCES = [1, 2, 4, 8, 12, 16, 24, 32, 48, 64];
const PROBE_DIRECTIONS = 16;
/** The coarse grid has at most this many points across. */
const GRID_ACROSS = 15;
/** Finalists compared on the full trials, and survivors of the screening. */
const FINALISTS = 4;
const SURVIVORS = 12;
/** Refinement's trials in units of the full trials: 3 centres × 3 ring sizes × (8 screened + 1 scored further), about. */
const REFINE_WORK = 3 * 3 * (8 / 16 + 1 / 4);
/** Trials scored between looks at the clock. */
const CHUNK_TRIALS = 64;
/** Trials timed to learn what one costs on this table and machine. */
const CALIBRATION_TRIALS = 32;
/** Trials cost more than the timed ones on a busy machine, and the legality checks of rings come on top. */
const SAFETY = 1.5;
/** The fewest full trials a clock may cut a search to. */
const MIN_TRIALS = 256;

function radiusOf(o: Outcome): number | null {
  const r = o.extra["blastRadius"];
  if (typeof r === "number" && r > 0) return r;
  return o.clouds.placed[0]?.radius ?? null;
}

export function suggest(scenario: Scenario, options: SuggestOptions = {}): Suggestion {
  const objective = options.objective ?? DEFAULT_OBJECTIVE;
  const ev = new TargetEvaluator(scenario, objective, options.seed ?? scenario.seed ?? "ordnance");
  const bf = ev.battlefield;
  const attacker = ev.attacker;
  const target = scenario.attack?.target ?? { kind: "figure", figure: attacker.id };
  const figureSpot = (id: string): Spot | undefined => bf.figure(id);

  const now = options.now;
  const budget = now ? options.timeMs : undefined;
  const start = now?.() ?? 0;
  const elapsed = (): number => (now ? now() - start : 0);
  const timeLeft = (share: number): boolean => budget === undefined || elapsed() < budget * share;
  const tallies = new Map<string, Tally>();
  const legal = new Map<string, boolean>();
  /** Which budget stopped the search, if one did (an object: the closures below set it). */
  const stopped: { by: "time" | "candidates" | null } = { by: null };
  /** The blast (or cloud) radius, from the first target the rules allow. */
  const found: { radius: number | null } = { radius: null };

  const allows = (t: SuggestTarget): boolean => {
    const k = targetKey(t);
    let ok = legal.get(k);
    if (ok === undefined) {
      ok = ev.allows(t);
      legal.set(k, ok);
      if (ok && found.radius === null) found.radius = radiusOf(ev.outcome(t, 0));
    }
    return ok;
  };
  const stop = (why: "time" | "candidates"): null => {
    stopped.by ??= why;
    return null;
  };
  /** Scores a target to `trials`; null when the budget says stop. */
  const score = (t: SuggestTarget, trials: number, share: number): Tally | null => {
    if (!timeLeft(share)) return stop("time");
    if (!tallies.has(targetKey(t)) && tallies.size >= (options.maxCandidates ?? Infinity)) return stop("candidates");
    let tally = tallies.get(targetKey(t));
    if (!tally) tallies.set(targetKey(t), (tally = ev.tally(t)));
    // In chunks, so a long scoring cannot run far past the budget.
    while (tally.trials < trials) {
      if (tally.trials > 0 && !timeLeft(share)) return stop("time");
      ev.extend(tally, Math.min(trials, tally.trials + CHUNK_TRIALS));
    }
    return tally;
  };
  const mean = (t: Tally): number => t.score / Math.max(1, t.trials);
  const ranked = (atLeast: number): Tally[] =>
    [...tallies.values()].filter((t) => t.trials >= atLeast).sort((a, b) => mean(b) - mean(a) || b.trials - a.trials);

  // 1. Enemy figures as targets, and how far the rules let the attacker aim: the weapon's outermost range ring
  // when the ruleset draws one, else probes around the attacker. Never the current aim: the answer must not
  // depend on where the user aimed last (issue #30).
  const enemies = bf.figures.filter((f) => f.side !== attacker.side);
  const figureTargets = enemies.map((f) => ({ figure: f.id })).filter(allows);
  const step = options.pointStep ?? POINT_STEP;
  const point = (p: Spot): SuggestTarget => pointTarget(p, step);
  const rings = ev.hints.rings.map((r) => r.radius).filter((r) => Number.isFinite(r) && r > 0);
  let reach = rings.length ? Math.max(...rings) : 0;
  for (const t of figureTargets) {
    const s = spotOf(t, figureSpot);
    if (s) reach = Math.max(reach, hypot(s.x - attacker.x, s.y - attacker.y));
  }
  if (!rings.length)
    for (let k = 0; k < PROBE_DIRECTIONS; k++) {
      const a = (2 * Math.PI * k) / PROBE_DIRECTIONS;
      for (const d of PROBE_DISTANCES)
        if (d > reach && allows(point({ x: attacker.x + d * Math.cos(a), y: attacker.y + d * Math.sin(a), z: attacker.z }))) reach = d;
    }
  if (found.radius === null && ev.hints.blastRadius !== null && ev.hints.blastRadius > 0) found.radius = ev.hints.blastRadius;
  const R = found.radius ?? DEFAULT_RADIUS;

  // 2. Blast-sized clusters of enemies in reach, and a grid over the whole reach near someone, no two points
  // further apart than the blast radius (so every point in reach is within a blast of a candidate, and
  // refinement closes the rest); the most promising first (enemies minus friends within a blast of the
  // spot), so a short budget screens them.
  const inReach = (f: FigureSnapshot<unknown>): boolean => hypot(f.x - attacker.x, f.y - attacker.y) <= reach + 2 * R + f.baseRadius;
  const near = enemies.filter(inReach);
  const others = bf.figures.filter((f) => f.id !== attacker.id && inReach(f));
  const spacing = Math.min(R, Math.max(R / 2, (2 * reach) / (GRID_ACROSS - 1)));
  const spots = [
    ...clusterSpots(near, R),
    ...gridSpots(attacker, reach, spacing, bf.snapshot.bounds).filter(
      (p) => hypot(p.x - attacker.x, p.y - attacker.y) <= reach && nearAnyone(p, others, R + spacing),
    ),
  ];
  const candidates: SuggestTarget[] = [...figureTargets.filter((t) => near.some((f) => f.id === t.figure))];
  const keys = new Set(candidates.map(targetKey));
  for (const p of spots) {
    const t = point(p);
    if (!keys.has(targetKey(t)) && allows(t)) {
      keys.add(targetKey(t));
      candidates.push(t);
    }
  }
  const promise = (t: SuggestTarget): number => {
    const s = spotOf(t, figureSpot);
    return s ? prior(s, [attacker, ...others], attacker.side, R, objective) : 0;
  };
  const ordered = candidates.map((t) => ({ t, p: promise(t) })).sort((a, b) => b.p - a.p);

  // Trials per stage: the finalists' `full`, screening a sixteenth, the survivors a quarter. On a clock,
  // fewer when the time per trial (timed on the most promising candidate) says the budget would not hold them.
  let full = Math.max(MIN_TRIALS, options.trials ?? 1000);
  const first = ordered[0];
  if (budget !== undefined && first) {
    const t0 = elapsed();
    score(first.t, CALIBRATION_TRIALS, 0.4);
    const perTrial = ((elapsed() - t0) / CALIBRATION_TRIALS) * SAFETY;
    const work = ordered.length / 16 + SURVIVORS / 4 + REFINE_WORK + FINALISTS;
    if (perTrial > 0) full = Math.max(MIN_TRIALS, Math.min(full, Math.floor((budget - elapsed()) / (perTrial * work))));
  }
  const screen = Math.max(4, Math.round(full / 16));
  const middle = Math.max(screen, Math.round(full / 4));

  // 3. Screen every candidate on a few trials; the best get more.
  for (const { t } of ordered) if (!score(t, screen, 0.4)) break;
  for (const t of ranked(screen).slice(0, SURVIVORS)) if (!score(t.target, middle, 0.6)) break;

  // 4. Refine around the best: rings of points screened, the best of each ring scored further and taken
  // when it beats the centre; then closer rings.
  refine: for (const seed of ranked(middle).slice(0, 3)) {
    let best = seed;
    let at = spotOf(best.target, figureSpot);
    if (!at) continue;
    for (let step = R / 2; step >= Math.min(R / 8, 0.25); step /= 2) {
      for (let moves = 0; moves < 3; moves++) {
        let top: { tally: Tally; p: Spot } | null = null;
        for (const p of ringSpots(at, step)) {
          const t = point(p);
          if (!allows(t)) continue;
          const tally = score(t, screen, 0.85);
          if (!tally) break refine;
          if (!top || mean(tally) > mean(top.tally)) top = { tally, p };
        }
        if (!top || !score(top.tally.target, middle, 0.85) || mean(top.tally) <= mean(best)) break;
        best = top.tally;
        at = top.p;
      }
    }
  }

  // 5. The finalists on the full trials.
  for (const t of ranked(middle).slice(0, FINALISTS)) if (!score(t.target, full, 1)) break;
  const most = [...tallies.values()].reduce((m, t) => Math.max(m, t.trials), 0);
  // Nothing the rules allow: the document's own target, scored on no trials.
  const own: SuggestTarget = target.kind === "figure" ? { figure: target.figure } : point(target.point);
  const best = ranked(most)[0] ?? ev.tally(own);
  const { score: s, ...expected } = expectedOf(best);
  return {
    target: best.target,
    score: s,
    expected,
    candidates: tallies.size,
    trials: best.trials,
    complete: stopped.by === null,
    stoppedBy: stopped.by,
  };
}

/** A cheap guess at a spot's worth before any trial: the objective's weights over the figures within a blast of it. */
function prior(p: Spot, figures: readonly FigureSnapshot<unknown>[], side: string, radius: number, o: Objective): number {
  let v = 0;
  for (const f of figures) if (hypot(f.x - p.x, f.y - p.y) <= radius + f.baseRadius) v += f.side === side ? -o.friendWeight : o.enemyWeight;
  return v;
}

/** Scores each target on the same `trials` (the benchmark's check on the search's quality); a target the rules refuse scores 0. */
export function scoreTargets(
  scenario: Scenario,
  targets: readonly SuggestTarget[],
  options: { readonly objective?: Objective; readonly seed?: string; readonly trials: number },
): (Expected & { readonly legal: boolean })[] {
  const ev = new TargetEvaluator(scenario, options.objective ?? DEFAULT_OBJECTIVE, options.seed ?? scenario.seed ?? "ordnance");
  return targets.map((t) => {
    const tally = ev.tally(t);
    const legal = ev.allows(t);
    if (legal) ev.extend(tally, options.trials);
    return { ...expectedOf(tally), legal };
  });
}
