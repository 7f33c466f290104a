// Aiming asks for odds at one new aim point after another on the same table. These caches keep what does not
// change: the parsed document (only `attack.target` differs) and the battlefield with its indexes and memos.

import { type Battlefield, createBattlefield } from "../battlefield/battlefield.js";
import type { BattlefieldSnapshot } from "../battlefield/types.js";
import { ScenarioError } from "../engine/errors.js";
import type { Resolution } from "../engine/prompts.js";
import { getRuleset } from "../rulesets/index.js";
import type { Outcome } from "../scenario/output.js";
import { loadScenario } from "../scenario/resolve.js";
import type { AttackTarget, Scenario } from "../scenario/scenario.js";

/** One battlefield per snapshot object: a snapshot is never changed, so its indexes stay right. */
const battlefields = new WeakMap<BattlefieldSnapshot<unknown>, Battlefield<unknown>>();

/** `prepareResolution` with the battlefield shared by every scenario on the same snapshot object. */
export function preparedFor(scenario: Scenario): () => Resolution<Outcome> {
  const ruleset = getRuleset(scenario.ruleset);
  if (!ruleset) throw new ScenarioError("$.ruleset", `the ${scenario.ruleset} ruleset is not available in this build`);
  const settings = ruleset.resolveSettings(scenario.settings);
  const battlefield = battlefields.get(scenario.battlefield) ?? createBattlefield(scenario.battlefield);
  battlefields.set(scenario.battlefield, battlefield);
  const ctx = { scenario, battlefield, settings };
  return () => (scenario.endOfRound ? ruleset.upkeep(ctx) : ruleset.attack(ctx));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The document without its target, as a key: two documents with the same key differ only in where they aim. */
function keyOf(doc: unknown): string | null {
  if (!isRecord(doc) || !isRecord(doc["attack"])) return null;
  return JSON.stringify({ ...doc, attack: { ...doc["attack"], target: null } });
}

/** Parses aim after aim, reusing the last parse (and so its battlefield) when only `attack.target` moved. */
export class AimScenarios {
  private key: string | null = null;
  private last: Scenario | null = null;

  load(doc: unknown): Scenario {
    const key = keyOf(doc);
    const last = this.last;
    if (key !== null && key === this.key && last?.attack && isRecord(doc) && isRecord(doc["attack"])) {
      const target = targetOf(doc["attack"]["target"], last);
      if (target) return { ...last, attack: { ...last.attack, target }, source: doc };
    }
    const scenario = loadScenario(doc);
    this.key = key;
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
