// Who answers the opponent's questions (a Trench Crusade scatter point, the opponent's Blood spend, any
// choice a ruleset declares as the target side's): an active player who owns a token of that side and
// does not own the attacker; else the GM. Pure, so co-owned tokens are tested without Foundry.

export interface ChooserUser {
  readonly id: string;
  readonly active: boolean;
  readonly isGM: boolean;
}

export interface ChooserToken {
  readonly id: string;
  readonly side: string;
  /** Ids of the users who own the token (OWNER permission). */
  readonly owners: readonly string[];
}

/**
 * The user who chooses for `side` against `attackerId`'s attack: the first active non-GM owner of a token
 * of that side (scene order) who owns no share of the attacker, so an attacker's player is never asked
 * the opponent's question, even through a co-owned token; else `gmId` (the GM decides).
 */
export function chooserFor(
  side: string,
  attackerId: string,
  tokens: readonly ChooserToken[],
  users: readonly ChooserUser[],
  gmId: string | null,
): string | null {
  const attackerOwners = new Set(tokens.find((t) => t.id === attackerId)?.owners ?? []);
  const players = new Map(users.filter((u) => u.active && !u.isGM && !attackerOwners.has(u.id)).map((u) => [u.id, u] as const));
  for (const t of tokens) {
    if (t.side !== side || t.id === attackerId) continue;
    const owner = t.owners.find((id) => players.has(id));
    if (owner !== undefined) return owner;
  }
  return gmId;
}
