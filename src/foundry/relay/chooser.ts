// Who answers a decision: for the target's side (a Trench Crusade scatter point, the opponent's Blood spend), an
// active player who owns a token of that side and not the attacker, else the GM; for a figure (its Blessings, its
// Running for Cover route), its owner, else the GM. Pure, so co-owned tokens are tested without Foundry.

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

/**
 * The user who decides for a figure (its Blessings, its Running for Cover route; the attacker's spends on the
 * models it hit): the first active non-GM owner of its token who owns no token of another side, so a player who
 * also holds a share of the other side is never asked; else `gmId`. A figure with no token (or no such owner
 * online) is the GM's.
 */
export function chooserForFigure(
  figureId: string,
  tokens: readonly ChooserToken[],
  users: readonly ChooserUser[],
  gmId: string | null,
): string | null {
  const token = tokens.find((t) => t.id === figureId);
  if (!token) return gmId;
  const otherSide = new Set(tokens.filter((t) => t.side !== token.side).flatMap((t) => t.owners));
  const players = new Set(users.filter((u) => u.active && !u.isGM && !otherSide.has(u.id)).map((u) => u.id));
  return token.owners.find((id) => players.has(id)) ?? gmId;
}
