// Monte Carlo odds over any ruleset (README.md "The command line" `ordnance odds`): the scenario's own dice are
// ignored, every roll comes from one seeded stream, and player decisions still apply.

import { defined } from "../engine/expect.js";
import { chainAnswerers, seededAnswerer, seededRandom } from "../engine/answerers.js";
import { runFast } from "../engine/run.js";
import { distance } from "../geometry/vec.js";
import type { OutcomeCode } from "../scenario/output.js";
import type { Scenario } from "../scenario/scenario.js";
import { ImpactCollector, type ImpactMap } from "./impact-grid.js";
import { preparedFor } from "./scenario-cache.js";
import { decisionAnswerer } from "./trials.js";

export interface OddsSummary {
  trials: number;
  outcomes: Partial<Record<OutcomeCode, number>>;
  figures: Record<string, { hit: number; outOfAction: number }>;
  /** `map`: only when asked for with `impacts` (docs/scenario.md, `ordnance odds --impacts`). */
  impact: { meanDeviation: number | null; map?: ImpactMap };
}

export interface OddsOptions {
  readonly trials?: number;
  readonly seed?: string;
  /** Also return the impact map: where the trials landed and the paths they took, as density grids. */
  readonly impacts?: boolean;
}

export function odds(scenario: Scenario, options: OddsOptions = {}): OddsSummary {
  const trials = options.trials ?? 10_000;
  if (!Number.isInteger(trials) || trials < 1) throw new RangeError(`trials must be a whole number of at least 1, got ${trials}`);
  // The trials' notes are never read.
  const make = preparedFor(scenario, { quiet: true });
  const seeded = seededAnswerer(seededRandom(options.seed ?? scenario.seed ?? "ordnance"));
  // Without decisions every prompt goes straight to the seeded stream (one answerer less per prompt).
  const answer = Object.keys(scenario.decisions).length > 0 ? chainAnswerers(decisionAnswerer(scenario), seeded) : seeded;
  const outcomes = new Map<OutcomeCode, number>();
  const hit = new Map<string, number>();
  const ooa = new Map<string, number>();
  let devSum = 0;
  let devCount = 0;
  const collector = options.impacts ? new ImpactCollector() : null;
  for (let i = 0; i < trials; i++) {
    const o = runFast(make(), answer);
    outcomes.set(o.outcome, (outcomes.get(o.outcome) ?? 0) + 1);
    for (const a of o.affected) {
      hit.set(a.figure, (hit.get(a.figure) ?? 0) + 1);
      if (a.status === "outOfAction") ooa.set(a.figure, (ooa.get(a.figure) ?? 0) + 1);
    }
    if (o.impact && o.aim) {
      devSum += distance(o.aim, o.impact);
      devCount++;
    }
    if (collector) collector.add(i, o.aim, o.impact, o.path);
  }
  const share = (n: number): number => Math.round((n / trials) * 1e4) / 1e4;
  // fromEntries defines own keys, so a figure named "__proto__" is a plain entry.
  const figures: OddsSummary["figures"] = Object.fromEntries(
    [...hit.keys()].sort().map((id) => [id, { hit: share(defined(hit.get(id), "a hit count")), outOfAction: share(ooa.get(id) ?? 0) }]),
  );
  return {
    trials,
    outcomes: Object.fromEntries([...outcomes].map(([k, v]) => [k, share(v)])),
    figures,
    impact: {
      meanDeviation: devCount ? Math.round((devSum / devCount) * 1e4) / 1e4 : null,
      ...(collector ? { map: collector.build(trials) } : {}),
    },
  };
}
