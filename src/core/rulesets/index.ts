// The ruleset registry: every ruleset the core ships.

import { gzg } from "./gzg/index.js";
import { necromunda } from "./necromunda/index.js";
import type { Ruleset, RulesetId } from "./ruleset.js";
import { trenchCrusade } from "./trench-crusade/index.js";

export const RULESETS: readonly Ruleset<unknown, unknown, unknown>[] = [
  necromunda as unknown as Ruleset<unknown, unknown, unknown>,
  gzg as unknown as Ruleset<unknown, unknown, unknown>,
  trenchCrusade as unknown as Ruleset<unknown, unknown, unknown>,
];

export function getRuleset(id: RulesetId): Ruleset<unknown, unknown, unknown> | undefined {
  return RULESETS.find((r) => r.id === id);
}

export { knownSettings } from "./known-settings.js";
