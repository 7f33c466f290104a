// Where a token's fighter profile comes from in Foundry: the token's own `flags.ordnance.fighter`, else
// its actor's (the profile dialog writes actors), with missing stats read from the actor's system data
// through the world's stat mapping (ui/stat-mapping.ts does the pure part).

import { MODULE_ID } from "./constants.js";
import type { FighterProfile } from "./flags.js";
import { currentRuleset, statMapping } from "./settings.js";
import { effectiveProfile } from "./ui/stat-mapping.js";

export function tokenProfile(token: TokenDocument.Implementation): FighterProfile | undefined {
  const actor = token.actor;
  return effectiveProfile(currentRuleset(), token.getFlag(MODULE_ID, "fighter"), actor?.getFlag(MODULE_ID, "fighter"), statMapping(), actor ? { system: actor.system } : undefined);
}

/** The token's source data for the snapshot, carrying the effective profile. */
export function tokenSourceWithProfile(token: TokenDocument.Implementation): TokenDocument.Source {
  const data = token.toObject();
  const profile = tokenProfile(token);
  if (!profile || profile === data.flags.ordnance?.fighter) return data;
  return { ...data, flags: { ...data.flags, ordnance: { ...(data.flags.ordnance ?? {}), fighter: profile } } };
}
