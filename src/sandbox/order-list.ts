// The Necromunda resolution order the attacker chooses (decisions.resolutionOrder, docs/rules.md §2 N6):
// the fighters under the marker at the current aim, listed in the order they will be resolved — a
// chosen order first, the others by distance from the hole, then id, as the core sorts them — and
// moves within the list that write the whole order back.

export interface Xy {
  readonly x: number;
  readonly y: number;
}

export interface Fighter extends Xy {
  readonly id: string;
  readonly baseRadius: number;
}

/**
 * The fighters whose bases the marker of `radius` at `hole` overlaps (a touching base counts when
 * `touchCounts`), minus those `blocked` (solid terrain between the hole and them), nearest first.
 */
export function fightersUnderMarker(
  fighters: readonly Fighter[],
  hole: Xy,
  radius: number,
  touchCounts = true,
  blocked: (f: Fighter) => boolean = () => false,
): string[] {
  const eps = 1e-9;
  const dist = (f: Fighter): number => Math.hypot(f.x - hole.x, f.y - hole.y);
  return fighters
    .filter((f) => {
      const edge = dist(f) - f.baseRadius;
      return (touchCounts ? edge <= radius + eps : edge < radius - eps) && !blocked(f);
    })
    .sort((a, b) => dist(a) - dist(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((f) => f.id);
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

/**
 * The Blast marker's hole for an aim (docs/rules.md §2 N1): a target figure's centre, moved by `markerOffset`
 * [dx, dy] only under `necro.markerOnFighter = offsetOverBase`; a point target is the point itself.
 */
export function markerHole(
  target: { readonly figure: Xy & { readonly z?: number } } | { readonly point: readonly number[] },
  markerOffset: unknown,
  offsetOverBase: boolean,
): Xy & { z: number } {
  if ("point" in target) return { x: Number(target.point[0]), y: Number(target.point[1]), z: target.point[2] ?? 0 };
  const f = target.figure;
  const [dx, dy] = offsetOverBase && Array.isArray(markerOffset) ? markerOffset.map(Number) : [0, 0];
  return { x: f.x + (dx ?? 0), y: f.y + (dy ?? 0), z: f.z ?? 0 };
}
