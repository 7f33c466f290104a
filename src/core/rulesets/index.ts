// The ruleset registry: the rulesets the core ships, one line each, and registration of others at run time
// (a test's fourth ruleset, docs/architecture.md §4). Adapters find a ruleset here by the id a document names.

import type { RulesetCatalog } from "../scenario/scenario.js";
import { gzg } from "./gzg/index.js";
import { necromunda } from "./necromunda/index.js";
import { addKnownSettings } from "./known-settings.js";
import type { Ruleset } from "./ruleset.js";
import { trenchCrusade } from "./trench-crusade/index.js";

export type AnyRuleset = Ruleset;

/** The ids of the bundled rulesets. */
export const RULESET_IDS = ["necromunda", "gzg", "trench-crusade"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

const registry: AnyRuleset[] = [necromunda, gzg, trenchCrusade];

/** Every registered ruleset, bundled first (a live view: registration adds to it). */
export const RULESETS: readonly AnyRuleset[] = registry;

export function getRuleset(id: string): AnyRuleset | undefined {
  return registry.find((r) => r.id === id);
}

/** The rulesets a scenario document may name. */
export const rulesetCatalog: RulesetCatalog = {
  get ids() {
    return registry.map((r) => r.id);
  },
  get: getRuleset,
};

/**
 * Adds a ruleset under its own id, with its setting keys (refused when the id is taken); returns the function
 * that removes both again.
 */
export function registerRuleset<S, W, T>(ruleset: Ruleset<S, W, T>): () => void {
  if (getRuleset(ruleset.id)) throw new Error(`a ruleset with id ${JSON.stringify(ruleset.id)} is already registered`);
  const entry = ruleset as unknown as AnyRuleset;
  registry.push(entry);
  const forget = addKnownSettings(ruleset.settings);
  return () => {
    const i = registry.indexOf(entry);
    // Stryker disable next-line EqualityOperator: a registered ruleset follows the three bundled ones, so its index is never 0.
    if (i >= 0) registry.splice(i, 1);
    forget();
  };
}

export { knownSettings } from "./known-settings.js";
