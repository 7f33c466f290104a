// Monte Carlo odds over any ruleset (README.md "The command line" `ordnance odds`): the scenario's own dice are
// ignored, every roll comes from one seeded stream, and player decisions still apply. `OddsRun` runs the same
// trials in steps (a live preview can show the first ones early); its summary after all of them is `odds`'s.

import { defined } from "../engine/expect.js";
import { chainAnswerers, seededAnswerer, seededRandom } from "../engine/answerers.js";
import { type Answerer, runFast } from "../engine/run.js";
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
  checkTrials(trials);
  const run = new OddsRun(scenario, options);
  run.step(trials);
  return run.summary();
}

function checkTrials(trials: number): void {
  if (!Number.isInteger(trials) || trials < 1) throw new RangeError(`trials must be a whole number of at least 1, got ${trials}`);
}

/** Trials of one scenario on one seeded stream, run a batch at a time; the summary covers every trial run so far. */
export class OddsRun {
  private readonly make: ReturnType<typeof preparedFor>;
  private readonly answer: Answerer;
  private readonly outcomes = new Map<OutcomeCode, number>();
  /** Per figure: [trials it was hit in, trials it went out of action in] (one lookup per affected figure). */
  private readonly counts = new Map<string, [number, number]>();
  private devSum = 0;
  private devCount = 0;
  private readonly collector: ImpactCollector | null;
  private done = 0;

  constructor(scenario: Scenario, options: Omit<OddsOptions, "trials"> = {}) {
    // The trials' notes are never read.
    this.make = preparedFor(scenario, { quiet: true });
    const seeded = seededAnswerer(seededRandom(options.seed ?? scenario.seed ?? "ordnance"));
    // Without decisions every prompt goes straight to the seeded stream (one answerer less per prompt).
    this.answer = Object.keys(scenario.decisions).length > 0 ? chainAnswerers(decisionAnswerer(scenario), seeded) : seeded;
    this.collector = options.impacts ? new ImpactCollector() : null;
  }

  /** Trials run so far. */
  get trials(): number {
    return this.done;
  }

  /** Runs `trials` more trials, continuing the stream where the last step left it. */
  step(trials: number): void {
    checkTrials(trials);
    const { outcomes, counts, collector } = this;
    for (let i = 0; i < trials; i++) {
      const o = runFast(this.make(), this.answer);
      outcomes.set(o.outcome, (outcomes.get(o.outcome) ?? 0) + 1);
      for (const a of o.affected) {
        let c = counts.get(a.figure);
        if (!c) counts.set(a.figure, (c = [0, 0]));
        c[0]++;
        if (a.status === "outOfAction") c[1]++;
      }
      if (o.impact && o.aim) {
        this.devSum += distance(o.aim, o.impact);
        this.devCount++;
      }
      if (collector) collector.add(this.done, o.aim, o.impact, o.path);
      this.done++;
    }
  }

  /** The odds over the trials run so far (at least one step must have run). */
  summary(): OddsSummary {
    const trials = this.done;
    if (trials === 0) throw new RangeError("odds: no trials have been run yet");
    const share = (n: number): number => Math.round((n / trials) * 1e4) / 1e4;
    // fromEntries defines own keys, so a figure named "__proto__" is a plain entry.
    const figures: OddsSummary["figures"] = Object.fromEntries(
      [...this.counts.keys()].sort().map((id) => {
        const [hit, ooa] = defined(this.counts.get(id), "a figure's counts");
        return [id, { hit: share(hit), outOfAction: share(ooa) }];
      }),
    );
    return {
      trials,
      outcomes: Object.fromEntries([...this.outcomes].map(([k, v]) => [k, share(v)])),
      figures,
      impact: {
        meanDeviation: this.devCount ? Math.round((this.devSum / this.devCount) * 1e4) / 1e4 : null,
        ...(this.collector ? { map: this.collector.build(trials) } : {}),
      },
    };
  }
}
