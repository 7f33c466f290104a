// `suggest`: the legal target (figure or point) with the best expected result for the attacker's weapon.
// Candidates are screened on a few trials, the best get more and are refined on rings of points, and the
// finalists are compared on the full trials — the same dice for every candidate. Stops at a budget.

import type { FigureSnapshot } from "../battlefield/types.js";
import type { Outcome } from "../scenario/output.js";
import type { Scenario } from "../scenario/scenario.js";
import { type Spot, clusterSpots, gridSpots, nearAnyone, pointTarget, ringSpots, spotOf, targetKey } from "./candidates.js";
import {
  DEFAULT_OBJECTIVE,
  type Expected,
  type Objective,
  type SuggestTarget,
  type Tally,
  TargetEvaluator,
  expectedOf,
} from "./evaluate.js";

export interface SuggestOptions {
  readonly objective?: Objective;
  readonly seed?: string;
  /** Trials each finalist is compared on (default 1000); screening uses an eighth of them. */
  readonly trials?: number;
  /** The caller's clock in milliseconds (core has none); with `timeMs`, the search stops at that budget. */
  readonly now?: () => number;
  readonly timeMs?: number;
  /** Most targets scored: a budget that does not depend on the machine, for repeatable results. */
  readonly maxCandidates?: number;
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
}

/** Fallback blast radius when no trial reports one (a weapon with neither blast nor cloud). */
const DEFAULT_RADIUS = 1;
/** Distances probed from the attacker to find how far the rules let it aim (inches). */
const PROBE_DISTANCES = [1, 2, 4, 8, 12, 16, 24, 32, 48, 64];
const PROBE_DIRECTIONS = 16;
/** The coarse grid has at most this many points across. */
const GRID_ACROSS = 15;
/** Finalists compared on the full trials, and survivors of the screening. */
const FINALISTS = 6;
const SURVIVORS = 12;

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
  const full = Math.max(8, options.trials ?? 1000);
  const screen = Math.max(4, Math.round(full / 16));
  const middle = Math.max(screen, Math.round(full / 4));

  const start = options.now?.() ?? 0;
  const timeLeft = (share: number): boolean =>
    !options.now || options.timeMs === undefined || options.now() - start < options.timeMs * share;
  const tallies = new Map<string, Tally>();
  const legal = new Map<string, boolean>();
  let complete = true;
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
  /** Scores a target to `trials`; null when the budget says stop. */
  const score = (t: SuggestTarget, trials: number, share: number): Tally | null => {
    if (!timeLeft(share) || (!tallies.has(targetKey(t)) && tallies.size >= (options.maxCandidates ?? Infinity))) {
      complete = false;
      return null;
    }
    let tally = tallies.get(targetKey(t));
    if (!tally) tallies.set(targetKey(t), (tally = ev.tally(t)));
    ev.extend(tally, trials);
    return tally;
  };
  const mean = (t: Tally): number => t.score / Math.max(1, t.trials);
  const ranked = (atLeast: number): Tally[] =>
    [...tallies.values()].filter((t) => t.trials >= atLeast).sort((a, b) => mean(b) - mean(a) || b.trials - a.trials);

  // 1. Enemy figures as targets, and how far the rules let the attacker aim.
  const enemies = bf.figures.filter((f) => f.side !== attacker.side);
  const figureTargets = enemies.map((f) => ({ figure: f.id })).filter(allows);
  const own = target.kind === "figure" ? { figure: target.figure } : pointTarget(target.point);
  allows(own);
  let reach = 0;
  for (const t of [own, ...figureTargets]) {
    const s = spotOf(t, figureSpot);
    if (s && legal.get(targetKey(t))) reach = Math.max(reach, Math.hypot(s.x - attacker.x, s.y - attacker.y));
  }
  for (let k = 0; k < PROBE_DIRECTIONS; k++) {
    const a = (2 * Math.PI * k) / PROBE_DIRECTIONS;
    for (const d of PROBE_DISTANCES)
      if (d > reach && allows(pointTarget({ x: attacker.x + d * Math.cos(a), y: attacker.y + d * Math.sin(a), z: attacker.z }))) reach = d;
  }
  const R = found.radius ?? DEFAULT_RADIUS;

  // 2. Blast-sized clusters of enemies in reach, and a coarse grid over the reach near someone.
  const inReach = (f: FigureSnapshot<unknown>): boolean => Math.hypot(f.x - attacker.x, f.y - attacker.y) <= reach + 2 * R + f.baseRadius;
  const near = enemies.filter(inReach);
  const others = bf.figures.filter((f) => f.id !== attacker.id && inReach(f));
  const spacing = Math.max(R, (2 * reach) / (GRID_ACROSS - 1));
  const spots = [
    ...clusterSpots(near, R),
    ...gridSpots(attacker, reach, spacing, bf.snapshot.bounds).filter((p) => nearAnyone(p, others, R + spacing)),
  ];
  const candidates: SuggestTarget[] = [...figureTargets.filter((t) => near.some((f) => f.id === t.figure))];
  const keys = new Set(candidates.map(targetKey));
  for (const p of spots) {
    const t = pointTarget(p);
    if (!keys.has(targetKey(t)) && allows(t)) {
      keys.add(targetKey(t));
      candidates.push(t);
    }
  }
  if (legal.get(targetKey(own)) && !keys.has(targetKey(own))) candidates.push(own);

  // 3. Screen every candidate on a few trials; the best get more.
  for (const t of candidates) if (!score(t, screen, 0.35)) break;
  for (const t of ranked(screen).slice(0, SURVIVORS)) if (!score(t.target, middle, 0.55)) break;

  // 4. Refine around the best: rings of points, moving while a neighbour scores better, then closer rings.
  refine: for (const seed of ranked(middle).slice(0, 3)) {
    let best = seed;
    let at = spotOf(best.target, figureSpot);
    if (!at) continue;
    for (let step = R / 2; step >= Math.min(R / 8, 0.25); step /= 2) {
      for (let moves = 0; moves < 3; moves++) {
        let moved = false;
        for (const p of ringSpots(at, step)) {
          const t = pointTarget(p);
          if (!allows(t)) continue;
          const tally = score(t, middle, 0.8);
          if (!tally) break refine;
          if (mean(tally) > mean(best)) {
            best = tally;
            at = p;
            moved = true;
          }
        }
        if (!moved) break;
      }
    }
  }

  // 5. The finalists on the full trials.
  for (const t of ranked(middle).slice(0, FINALISTS)) if (!score(t.target, full, 1)) break;
  const top = [...tallies.values()].reduce((most, t) => Math.max(most, t.trials), 0);
  const best = ranked(top)[0] ?? ev.tally(own);
  const { score: s, ...expected } = expectedOf(best);
  return { target: best.target, score: s, expected, candidates: tallies.size, trials: best.trials, complete };
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
