// The one Foundry version switch (docs/foundry.md, "v13 and v14"): everything that differs between
// v13 and v14 asks here — blast areas (templates → Regions), roll mode → message mode, the tile anchor,
// the deletion operator and the scene's levels.

export function isV14(): boolean {
  return game.release.generation >= 14;
}

/**
 * What a tile's x/y means: its top-left corner (v13), or the point its texture anchor sits on (v14,
 * Foundry issue #13442 "The Tile mesh position has been changed to be equal to the TileDocument's (x, y)").
 */
export type TileFrame = "topLeft" | "anchor";

export function tileFrame(): TileFrame {
  return isV14() ? "anchor" : "topLeft";
}

/** v14's `foundry.data.operators.ForcedDeletion` (fvtt-types 13 does not declare it). */
interface OperatorsV14 {
  readonly ForcedDeletion?: new () => object;
}

/**
 * The value that deletes a key in an update: v14 deprecates the `"-=key": null` form (warning on every
 * write) in favour of `{key: new ForcedDeletion()}`; null on v13, where `-=key` is the form.
 */
export function deletionOperator(): object | null {
  if (!isV14()) return null;
  const ops = (foundry.data as unknown as { operators?: OperatorsV14 }).operators;
  return ops?.ForcedDeletion ? new ops.ForcedDeletion() : null;
}
