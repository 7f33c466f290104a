// Feeds a fighter's stored state (flags.ordnance.state, written after earlier attacks) back into its
// stats for the next attack, using the stat names docs/scenario.md gives for each ruleset.

import type { RulesetId } from "../core/index.js";
import type { FighterState } from "./flags.js";

export function statsWithState(
  ruleset: RulesetId,
  stats: Record<string, unknown>,
  state: FighterState | undefined,
): Record<string, unknown> {
  if (!state) return { ...stats };
  const out: Record<string, unknown> = { ...stats };
  switch (ruleset) {
    case "gzg":
      if (state.suppression !== null) out["suppression"] = state.suppression;
      break;
    case "necromunda":
      if (state.status === "standing" || state.status === "pinned" || state.status === "seriouslyInjured") out["status"] = state.status;
      if (state.status === "broken") out["broken"] = true;
      if (state.wounds !== null) out["W"] = state.wounds;
      if (state.toughness !== null) out["T"] = state.toughness;
      break;
    case "trench-crusade":
      if (state.blood !== null) out["blood"] = state.blood;
      out["down"] = state.status === "down";
      break;
  }
  return out;
}
