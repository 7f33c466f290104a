// Scores attack targets for `suggest`: one battlefield shared by every candidate, the same dice for trial
// i whatever the target (common random numbers), and an objective weighing enemies against friends.

import { type Battlefield, createBattlefield } from "../battlefield/battlefield.js";
import type { FigureSnapshot } from "../battlefield/types.js";
import { chainAnswerers, seededAnswerer } from "../engine/answerers.js";
import { ScenarioError } from "../engine/errors.js";
import type { Resolution } from "../engine/prompts.js";
import { type Answerer, runFast } from "../engine/run.js";
import { getRuleset } from "../rulesets/index.js";
import type { AimHints } from "../rulesets/presentation.js";
import type { Outcome } from "../scenario/output.js";
import type { AttackTarget, Scenario, ScenarioAttack } from "../scenario/scenario.js";
import { TrialStreams, decisionAnswerer } from "./trials.js";

/** What counts for a figure in one trial: listed as hit at all, or taken out of action. */
export type Measure = "hit" | "outOfAction";

export interface Objective {
  readonly measure: Measure;
  /** Worth of each enemy counted. */
  readonly enemyWeight: number;
  /** Cost of each friend counted (the attacker included). */
  readonly friendWeight: number;
}

export const DEFAULT_OBJECTIVE: Objective = { measure: "hit", enemyWeight: 1, friendWeight: 2 };

/** A target as the scenario's `attack.target` writes it. */
export type SuggestTarget = { readonly figure: string } | { readonly point: readonly [number, number] | readonly [number, number, number] };

/** Running sums of one target's trials. */
export interface Tally {
  readonly target: SuggestTarget;
  trials: number;
  score: number;
  enemiesHit: number;
  friendsHit: number;
  enemiesOutOfAction: number;
  friendsOutOfAction: number;
}

/** Means per trial: the objective's score and the expected figures hit and out of action on each side. */
export interface Expected {
  readonly score: number;
  readonly enemiesHit: number;
  readonly friendsHit: number;
  readonly enemiesOutOfAction: number;
  readonly friendsOutOfAction: number;
}

export const toAttackTarget = (t: SuggestTarget): AttackTarget =>
  "figure" in t ? { kind: "figure", figure: t.figure } : { kind: "point", point: { x: t.point[0], y: t.point[1], z: t.point[2] ?? 0 } };

const r4 = (v: number): number => Math.round(v * 1e4) / 1e4;

export function expectedOf(t: Tally): Expected {
  const n = Math.max(1, t.trials);
  return {
    score: r4(t.score / n),
    enemiesHit: r4(t.enemiesHit / n),
    friendsHit: r4(t.friendsHit / n),
    enemiesOutOfAction: r4(t.enemiesOutOfAction / n),
    friendsOutOfAction: r4(t.friendsOutOfAction / n),
  };
}

export class TargetEvaluator {
  private readonly make: (target: AttackTarget) => Resolution<Outcome>;
  private readonly streams: TrialStreams;
  private readonly answer: Answerer;
  private readonly friend = new Map<string, boolean>();
  /** Dice prompts seen in the current trial (a refusal before any die is the rules refusing the target). */
  private dice = 0;
  /** Trial in which each figure was last counted, so a figure listed twice counts once. */
  private readonly seen = new Map<string, number>();
  private stamp = 0;
  /** The table every candidate is tried on (its indexes built once). */
  readonly battlefield: Battlefield<unknown>;
  readonly attacker: FigureSnapshot<unknown>;
  /** The ruleset's aim hints for this attacker and weapon (range rings, blast radius). */
  readonly hints: AimHints;

  constructor(
    scenario: Scenario,
    readonly objective: Objective,
    seed: string,
  ) {
    const attack = scenario.attack;
    if (!attack) throw new ScenarioError("$.attack", "suggesting an aim needs an attack (this document is an end-of-round upkeep)");
    const ruleset = getRuleset(scenario.ruleset);
    const battlefield = (this.battlefield = createBattlefield(scenario.battlefield));
    const attacker = battlefield.figure(attack.attacker);
    // A parsed scenario has both; a hand-built one may not.
    if (!ruleset) throw new ScenarioError("$.ruleset", `the ${scenario.ruleset} ruleset is not available in this build`);
    if (!attacker) throw new ScenarioError("$.attack.attacker", `no figure has id ${JSON.stringify(attack.attacker)}`);
    this.attacker = attacker;
    const settings = ruleset.resolveSettings(scenario.settings);
    // The weapon's range rings (aim hints): how far the rules could ever let it aim, whatever the current aim.
    this.hints = ruleset.presentation.aimHints(attack.weapon, { stats: attacker.stats, baseRadius: attacker.baseRadius }, settings);
    for (const f of battlefield.figures) this.friend.set(f.id, f.side === attacker.side);
    this.make = (target) => {
      const a: ScenarioAttack<unknown> = { ...attack, target };
      return ruleset.attack({ scenario: { ...scenario, attack: a }, battlefield, settings, quiet: true });
    };
    this.streams = new TrialStreams(seed);
    const dice = seededAnswerer(this.streams.random);
    const counted: Answerer = (prompt) => {
      if (prompt.kind === "dice") this.dice++;
      return dice(prompt);
    };
    this.answer = chainAnswerers(decisionAnswerer(scenario), counted);
  }

  /** Runs trial `i` against `target`. */
  outcome(target: SuggestTarget, i: number): Outcome {
    this.streams.start(i);
    this.dice = 0;
    return runFast(this.make(toAttackTarget(target)), this.answer);
  }

  /** Whether the rules allow the target at all: refused before any die is rolled means never. */
  allows(target: SuggestTarget): boolean {
    const o = this.outcome(target, 0);
    return !(o.outcome === "ILLEGAL" && this.dice === 0);
  }

  tally(target: SuggestTarget): Tally {
    return { target, trials: 0, score: 0, enemiesHit: 0, friendsHit: 0, enemiesOutOfAction: 0, friendsOutOfAction: 0 };
  }

  /** Runs the tally's trials on to `trials` (trial indices continue where it stopped). */
  extend(t: Tally, trials: number): void {
    const { measure, enemyWeight, friendWeight } = this.objective;
    for (let i = t.trials; i < trials; i++) {
      const o = this.outcome(t.target, i);
      const stamp = ++this.stamp;
      let enemies = 0,
        friends = 0;
      for (const a of o.affected) {
        // A fighter listed only for a cascaded Nerve test was hit by nothing.
        if (a.cause === "fear" || this.seen.get(a.figure) === stamp) continue;
        this.seen.set(a.figure, stamp);
        const friend = this.friend.get(a.figure) ?? false;
        const out = a.status === "outOfAction" ? 1 : 0;
        if (friend) {
          t.friendsHit++;
          t.friendsOutOfAction += out;
        } else {
          t.enemiesHit++;
          t.enemiesOutOfAction += out;
        }
        if (measure === "hit" || out) {
          if (friend) friends++;
          else enemies++;
        }
      }
      t.score += enemyWeight * enemies - friendWeight * friends;
    }
    t.trials = Math.max(t.trials, trials);
  }
}
