// Shared pieces of Monte Carlo runs: the scenario's decisions as an answerer, and common random numbers —
// trial i draws the same numbers whatever target is tried, so two targets are compared on the same dice.

import { seededRandom, scriptedAnswerer, type Random } from "../engine/answerers.js";
import type { PointAnswer } from "../engine/prompts.js";
import type { Answerer } from "../engine/run.js";
import type { Scenario } from "../scenario/scenario.js";

/**
 * The scenario's decisions. A decided point fits the dice it was chosen for (a scatter point lies at one
 * distance); in a trial with other dice it may be illegal, and then the automation policy chooses as it would in play.
 */
export function decisionAnswerer(scenario: Scenario): Answerer {
  const decided = scriptedAnswerer({}, scenario.decisions);
  return (prompt) => {
    const a = decided(prompt);
    if (a && prompt.kind === "point" && a.value !== null && prompt.check(a.value as PointAnswer) !== null)
      return { value: prompt.fallback, source: "policy" };
    return a;
  };
}

/** Per-trial random streams, drawn once from `seed#i` and replayed for every candidate target. */
export class TrialStreams {
  private readonly bufs: (Float64Array<ArrayBuffer> | undefined)[] = [];
  private readonly lens: number[] = [];
  private readonly gens: (Random | undefined)[] = [];
  private buf = new Float64Array(0);
  private len = 0;
  private pos = 0;
  private trial = 0;

  constructor(private readonly seed: string) {}

  /** Starts trial `i`: `random` now replays that trial's stream from its beginning. */
  start(i: number): void {
    let buf = this.bufs[i];
    if (buf === undefined) {
      this.bufs[i] = buf = new Float64Array(32);
      this.lens[i] = 0;
    }
    this.trial = i;
    this.buf = buf;
    this.len = this.lens[i] ?? 0;
    this.pos = 0;
  }

  readonly random: Random = () => {
    if (this.pos < this.len) return this.buf[this.pos++] ?? 0;
    const i = this.trial;
    const gen = (this.gens[i] ??= seededRandom(`${this.seed}#${String(i)}`));
    if (this.len === this.buf.length) {
      const b = new Float64Array(this.buf.length * 2);
      b.set(this.buf);
      this.bufs[i] = this.buf = b;
    }
    const v = gen();
    this.buf[this.len++] = v;
    this.lens[i] = this.len;
    this.pos++;
    return v;
  };
}
