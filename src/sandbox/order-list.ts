// The resolution order the attacker chooses (decisions.resolutionOrder; Necromunda's N6, docs/rules.md §2): the
// figures the ruleset would resolve at the current aim, listed in the order they will be resolved — a chosen
// order first, the others in the ruleset's own order — and moves within the list that write the whole order back.

import { type AimScenarios, ScenarioError, getRuleset, orderAtAim } from "../core/index.js";
import type { ScenarioDoc } from "./scenario-doc.js";

/**
 * Who the attacker may order for the aimed document, in the order the core resolves them without a choice
 * (the ruleset's orderAtAim); null when its ruleset takes no order, or none at this aim, or the core refuses
 * the document. Dice and seed are left out as the aim verdict leaves them, so `aims` reuses the verdict's parse.
 */
export function orderAt(aimDoc: ScenarioDoc, aims: AimScenarios): readonly string[] | null {
  if (!getRuleset(aimDoc.ruleset)?.orderAtAim) return null;
  const dry: ScenarioDoc = { ...aimDoc };
  delete dry.dice;
  delete dry.seed;
  try {
    return orderAtAim(aims.load(dry));
  } catch (e) {
    if (e instanceof ScenarioError) return null;
    throw e;
  }
}

/** The list shown: the fighters under the marker (nearest first) ranked by a chosen order, the rest after. */
export function orderedList(underMarker: readonly string[], order: readonly string[] | undefined): string[] {
  if (!order?.length) return underMarker.slice();
  const rank = new Map(order.map((id, i) => [id, i] as const));
  return underMarker
    .map((id, i) => ({ id, i }))
    .sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity) || a.i - b.i)
    .map((e) => e.id);
}

/** The list with `id` moved `delta` places (clamped to the ends); the same list when it cannot move. */
export function moveInList(list: readonly string[], id: string, delta: number): string[] {
  const from = list.indexOf(id);
  if (from < 0) return list.slice();
  const to = Math.max(0, Math.min(list.length - 1, from + delta));
  const next = list.slice();
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
