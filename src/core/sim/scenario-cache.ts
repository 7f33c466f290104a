// Aiming asks for odds at one new aim point after another on the same table. These caches keep what does not
// change: the parsed document (only `attack.target` differs) and the battlefield with its indexes and memos.

import { type Battlefield, createBattlefield } from "../battlefield/battlefield.js";
import type { BattlefieldSnapshot, FigureSnapshot } from "../battlefield/types.js";
import { ScenarioError } from "../engine/errors.js";
import type { Resolution } from "../engine/prompts.js";
import { getRuleset } from "../rulesets/index.js";
import type { Ruleset, RulesetContext } from "../rulesets/ruleset.js";
import { choiceContext, decisionsLeftToPolicy } from "../rulesets/choices.js";
import type { Outcome } from "../scenario/output.js";
import { loadScenario } from "../scenario/resolve.js";
import type { AttackTarget, Scenario } from "../scenario/scenario.js";

/** One battlefield per snapshot object: a snapshot is never changed, so its indexes stay right. */
const battlefields = new WeakMap<BattlefieldSnapshot<unknown>, Battlefield<unknown>>();

/** The ruleset's context for a scenario: its resolved settings and the battlefield shared by every scenario on the same snapshot. */
function contextFor(scenario: Scenario, quiet: boolean): { ruleset: Ruleset; ctx: RulesetContext<unknown, unknown, unknown> } {
  const ruleset = getRuleset(scenario.ruleset);
  if (!ruleset) throw new ScenarioError("$.ruleset", `the ${scenario.ruleset} ruleset is not available in this build`);
  const settings = ruleset.resolveSettings(scenario.settings);
  const battlefield = battlefields.get(scenario.battlefield) ?? createBattlefield(scenario.battlefield);
  battlefields.set(scenario.battlefield, battlefield);
  return { ruleset, ctx: { scenario, battlefield, settings, quiet } };
}

/**
 * `prepareResolution` with the battlefield shared by every scenario on the same snapshot object. `quiet`: the
 * caller never reads the outcome's notes (Monte Carlo trials), so the ruleset may skip them.
 */
export function preparedFor(scenario: Scenario, options: { readonly quiet?: boolean } = {}): () => Resolution<Outcome> {
  const { ruleset, ctx } = contextFor(scenario, options.quiet ?? false);
  return () => (scenario.endOfRound ? ruleset.upkeep(ctx) : ruleset.attack(ctx));
}

/**
 * Who the attacker may put in order (`decisions.resolutionOrder`) were the scenario's attack to land where aimed,
 * in the order the ruleset resolves them without that decision (Ruleset.orderAtAim); null when its ruleset takes
 * no resolution order, or when there is no attack or nothing to order at that aim.
 */
export function orderAtAim(scenario: Scenario): readonly string[] | null {
  if (!scenario.attack || scenario.endOfRound) return null;
  const { ruleset, ctx } = contextFor(scenario, true);
  return ruleset.orderAtAim?.(ctx) ?? null;
}

/**
 * The player decisions the scenario's attack may ask that its `decisions` do not hold (`decisionsLeftToPolicy`): an
 * odds estimate leaves them to the automation's policy. Empty without an attack.
 */
export function leftToPolicyAt(scenario: Scenario): string[] {
  const attack = scenario.attack;
  if (!attack || scenario.endOfRound) return [];
  const ruleset = getRuleset(scenario.ruleset);
  if (!ruleset) throw new ScenarioError("$.ruleset", `the ${scenario.ruleset} ruleset is not available in this build`);
  const figures = scenario.battlefield.figures as readonly FigureSnapshot[];
  const attacker = figures.find((f) => f.id === attack.attacker);
  if (!attacker) return [];
  const aimed = attack.target.kind === "figure" ? attack.target.figure : null;
  const weapon = attack.weapon as Readonly<Record<string, unknown>>;
  const ctx = choiceContext(scenario.resolvedSettings, weapon, attacker, aimed, figures);
  return decisionsLeftToPolicy(ruleset.choices, ctx, scenario.decisions);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Deep equality of JSON values (a walk stops at the first difference; cheaper than serialising a big table). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => same(v, b[i]));
  const ka = Object.keys(a),
    kb = Object.keys(b);
  const ra = a as Record<string, unknown>,
    rb = b as Record<string, unknown>;
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(rb, k) && same(ra[k], rb[k]));
}

/** Whether two documents differ at most in `attack.target`. */
function sameButTarget(a: unknown, b: unknown): boolean {
  if (!isRecord(a) || !isRecord(b) || !isRecord(a["attack"]) || !isRecord(b["attack"])) return false;
  const { attack: aa, ...ra } = a;
  const { attack: ab, ...rb } = b;
  return same({ ...aa, target: null }, { ...ab, target: null }) && same(ra, rb);
}

/** Parses aim after aim, reusing the last parse (and so its battlefield) when only `attack.target` moved. */
export class AimScenarios {
  private lastDoc: unknown = null;
  private last: Scenario | null = null;

  load(doc: unknown): Scenario {
    const last = this.last;
    if (last?.attack && isRecord(doc) && isRecord(doc["attack"]) && sameButTarget(doc, this.lastDoc)) {
      const target = targetOf(doc["attack"]["target"], last);
      if (target) return { ...last, attack: { ...last.attack, target }, source: doc };
    }
    const scenario = loadScenario(doc);
    // The caller hands the document over (a worker's message): it is kept, not copied.
    this.lastDoc = doc;
    this.last = scenario;
    return scenario;
  }
}

/** A raw target that needs no more checking than this: a known figure, or a point of finite numbers. */
function targetOf(raw: unknown, s: Scenario): AttackTarget | null {
  if (!isRecord(raw)) return null;
  const figure = raw["figure"];
  if (typeof figure === "string") return s.battlefield.figures.some((f) => f.id === figure) ? { kind: "figure", figure } : null;
  const p = raw["point"];
  if (!Array.isArray(p) || (p.length !== 2 && p.length !== 3) || !p.every((v) => typeof v === "number" && Number.isFinite(v))) return null;
  const [x, y, z] = p as number[];
  return { kind: "point", point: { x: x ?? 0, y: y ?? 0, z: z ?? 0 } };
}
