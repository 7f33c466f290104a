// Declaration merging for fvtt-types: the module's settings and the hooks assumed to have run by the
// time module code executes (everything runs from `init` or later).

import type { RulesetId } from "../../core/index.js";

declare module "fvtt-types/configuration" {
  interface AssumeHookRan {
    init: never;
  }
  interface SettingConfig {
    "ordnance.ruleset": RulesetId;
    /** Overrides of the rules switches of RULES.md §6, keyed as in scenario files (validated by core). */
    "ordnance.rules": Record<string, unknown>;
  }
}
