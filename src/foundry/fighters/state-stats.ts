// Feeds a fighter's stored state (flags.ordnance.state, written after earlier attacks) back into its
// stats for the next attack, the way its ruleset maps them (docs/architecture.md §4).

import { getRuleset } from "../../core/index.js";
import type { FighterState } from "../platform/flags.js";

/** The stats with the stored state folded in; unchanged for an unknown ruleset (the scenario then refuses it). */
export function statsWithState(ruleset: string, stats: Record<string, unknown>, state: FighterState | undefined): Record<string, unknown> {
  const r = getRuleset(ruleset);
  return state && r ? r.presentation.statsWithState(stats, state) : { ...stats };
}
