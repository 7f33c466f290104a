// `ordnance suggest FILE [--objective …] [--time-ms N] [--candidates N] [--seed S]`: the best target for the
// attacker's weapon, a readable line, then one JSON line { target, score, expected, candidates } (issue #16).

import { performance } from "node:perf_hooks";
import { DEFAULT_OBJECTIVE, type Measure, type Objective, type Scenario, type Translate, suggest } from "../core/index.js";

/** The search's time budget when `--time-ms` is not given (the benchmark measures the same). */
export const SUGGEST_TIME_MS = 800;

/** The options `suggest` takes beyond `--seed`, each with a value. */
export const SUGGEST_FLAGS: readonly string[] = ["--objective", "--time-ms", "--candidates"];

const MEASURES: readonly Measure[] = ["hit", "outOfAction"];

/** A bad `--objective`, `--time-ms` or `--candidates`: the message names the option and what it takes, then the usage. */
export class SuggestUsageError extends Error {
  constructor(problem: string, t: Translate) {
    super(`${problem}\n${t({ key: "ORDNANCE.CLI.usage" })}`);
  }
}

/** `hit` or `outOfAction`, then optional weights: `outOfAction,enemy=1,friend=3`. */
export function parseObjective(text: string, t: Translate): Objective {
  const [measure, ...weights] = text.split(",");
  const bad = (): never => {
    throw new SuggestUsageError(t({ key: "ORDNANCE.Suggest.badObjective", data: { objective: text } }), t);
  };
  if (!MEASURES.includes(measure as Measure)) bad();
  let { enemyWeight, friendWeight } = DEFAULT_OBJECTIVE;
  for (const w of weights) {
    const [name, value] = w.split("=");
    const n = Number(value);
    if (value === undefined || value.trim() === "" || !Number.isFinite(n) || n < 0) bad();
    if (name === "enemy") enemyWeight = n;
    else if (name === "friend") friendWeight = n;
    else bad();
  }
  return { measure: measure as Measure, enemyWeight, friendWeight };
}

function wholeNumber(option: string, text: string, t: Translate): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new SuggestUsageError(t({ key: "ORDNANCE.Suggest.badNumber", data: { option, value: text } }), t);
  return n;
}

export interface SuggestArgs {
  readonly options: Readonly<Record<string, string>>;
  readonly seed?: string | undefined;
}

/** Checks the suggest options before the file is read (a bad option changes nothing). */
export function checkSuggestOptions(options: Readonly<Record<string, string>>, t: Translate): void {
  if (options["--objective"] !== undefined) parseObjective(options["--objective"], t);
  for (const o of ["--time-ms", "--candidates"]) if (options[o] !== undefined) wholeNumber(o, options[o], t);
}

/** Runs the search; returns stdout's text, its last line the JSON result. */
export function suggestCommand(scenario: Scenario, args: SuggestArgs, t: Translate): string {
  const o = args.options;
  const objective = o["--objective"] !== undefined ? parseObjective(o["--objective"], t) : DEFAULT_OBJECTIVE;
  const candidates = o["--candidates"] !== undefined ? wholeNumber("--candidates", o["--candidates"], t) : undefined;
  // A candidate budget alone gives the same answer on any machine; otherwise the clock stops the search.
  const timeMs = o["--time-ms"] !== undefined ? wholeNumber("--time-ms", o["--time-ms"], t) : candidates ? undefined : SUGGEST_TIME_MS;
  const s = suggest(scenario, {
    objective,
    ...(args.seed !== undefined ? { seed: args.seed } : {}),
    ...(candidates !== undefined ? { maxCandidates: candidates } : {}),
    ...(timeMs !== undefined ? { now: () => performance.now(), timeMs } : {}),
  });
  const where =
    "figure" in s.target
      ? t({ key: "ORDNANCE.Suggest.atFigure", data: { figure: s.target.figure } })
      : t({ key: "ORDNANCE.Suggest.atPoint", data: { x: s.target.point[0], y: s.target.point[1] } });
  const e = s.expected;
  const lines = [
    t({ key: "ORDNANCE.Suggest.aim", data: { where } }),
    t({ key: "ORDNANCE.Suggest.why", data: { enemies: e.enemiesHit, friends: e.friendsHit } }),
    t({ key: "ORDNANCE.Suggest.whyOut", data: { enemies: e.enemiesOutOfAction, friends: e.friendsOutOfAction } }),
    t({
      key: s.complete
        ? "ORDNANCE.Suggest.searched"
        : s.stoppedBy === "candidates"
          ? "ORDNANCE.Suggest.candidateBudget"
          : "ORDNANCE.Suggest.budget",
      data: { n: s.candidates, trials: s.trials },
    }),
  ];
  const json = { target: s.target, score: s.score, expected: s.expected, candidates: s.candidates, trials: s.trials, complete: s.complete };
  return `${lines.join("\n")}\n${JSON.stringify(json)}\n`;
}
