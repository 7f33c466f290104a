// Decides when a combat's round change calls for the end-of-round upkeep: only when the round moves
// past the highest round already handled for that combat (so rewinding and re-advancing does not run
// the same round's upkeep twice). The highest round is kept in memory and, across reloads, in the
// scene's `flags.ordnance.upkeepRounds` (written by the upkeep itself, pipeline.ts), which this reads.

import type { UpkeepRounds } from "../platform/flags.js";

/** The highest round a scene's flags record for a combat (deletion keys and junk ignored). */
export function persistedRound(rounds: UpkeepRounds | undefined, combatId: string): number | undefined {
  const v = rounds?.[combatId];
  return typeof v === "number" && Number.isInteger(v) ? v : undefined;
}

export class RoundTracker {
  private readonly highest = new Map<string, number>();

  /**
   * True when `round` is a new, later round of the combat (round 1 is the start: no upkeep before it).
   * `persisted` is the highest round the scene's flags record (what survives a reload).
   */
  advance(combatId: string, round: number, persisted?: number): boolean {
    const seen = Math.max(this.highest.get(combatId) ?? 1, persisted ?? 1);
    if (!Number.isInteger(round) || round <= seen) return false;
    this.highest.set(combatId, round);
    return true;
  }

  forget(combatId: string): void {
    this.highest.delete(combatId);
  }
}
