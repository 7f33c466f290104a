// Decides when a combat's round change calls for the end-of-round upkeep: only when the round moves
// past the highest round already handled for that combat (so rewinding and re-advancing does not run
// the same round's upkeep twice). In memory: a reload forgets, which at worst re-runs one round.

export class RoundTracker {
  private readonly highest = new Map<string, number>();

  /** True when `round` is a new, later round of the combat (round 1 is the start: no upkeep before it). */
  advance(combatId: string, round: number): boolean {
    const seen = this.highest.get(combatId) ?? 1;
    if (!Number.isInteger(round) || round <= seen) return false;
    this.highest.set(combatId, round);
    return true;
  }

  forget(combatId: string): void {
    this.highest.delete(combatId);
  }
}
