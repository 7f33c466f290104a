// Where a token's fighter profile comes from in Foundry: the token's own `flags.ordnance.fighter`, else
// its actor's (the profile dialog writes actors), with missing stats read from the actor's system data
// through the world's stat mapping (ui/stat-mapping.ts does the pure part). `tokenProfile` reads the live
// flags (display, a player's own client); `viewProfiles` the GM's ledger view the resolution uses.

import { MODULE_ID } from "../platform/constants.js";
import type { FighterProfile } from "../platform/flags.js";
import { currentRuleset, statMapping } from "../platform/settings.js";
import { effectiveProfile } from "../ui/stat-mapping.js";
import type { ActorData } from "./fighters.js";
import type { TokenData } from "../scene/scene-snapshot.js";

export function tokenProfile(token: TokenDocument.Implementation): FighterProfile | undefined {
  const actor = token.actor;
  return effectiveProfile(
    currentRuleset(),
    token.getFlag(MODULE_ID, "fighter"),
    actor?.getFlag(MODULE_ID, "fighter"),
    statMapping(),
    actor ? { system: actor.system } : undefined,
  );
}

/**
 * Effective profiles of the scene's tokens, by token id, for the snapshot. Token sources stay as stored,
 * so an attack's writes and their undo touch only what the module really wrote.
 */
export function effectiveProfiles(tokens: Iterable<TokenDocument.Implementation>): Map<string, FighterProfile> {
  const out = new Map<string, FighterProfile>();
  for (const t of tokens) {
    const p = t.id ? tokenProfile(t) : undefined;
    if (t.id && p) out.set(t.id, p);
  }
  return out;
}

/**
 * Effective profiles of the ledger's view of a scene (fighters/ledger.ts `gmView`), by token id: the token's
 * profile over its world actor's (never the synthetic actor's, whose ActorDelta the token's owner writes),
 * stats completed through the mapping from `system(tokenId)`.
 */
export function viewProfiles(
  tokens: readonly TokenData[],
  actors: readonly ActorData[],
  system: (tokenId: string) => unknown,
): Map<string, FighterProfile> {
  const byId = new Map(actors.map((a) => [a._id, a] as const));
  const out = new Map<string, FighterProfile>();
  for (const t of tokens) {
    if (!t._id) continue;
    const actor = t.actorId ? byId.get(t.actorId) : undefined;
    const p = effectiveProfile(currentRuleset(), t.flags.ordnance?.fighter, actor?.flags.ordnance?.fighter, statMapping(), system(t._id));
    if (p) out.set(t._id, p);
  }
  return out;
}
