// Where a tile is drawn: its x/y is the top-left corner on v13 and the point its texture anchor sits on
// on v14 (Foundry issue #13442; new tiles default to a centred anchor). Cloud tiles are placed and read
// back through these two functions so the smoke is drawn on its ring of walls on both versions.

import type { TileFrame } from "../platform/version.js";

/** Foundry's default texture anchor (TextureData `anchorX`/`anchorY`). */
export const DEFAULT_TILE_ANCHOR = 0.5;

export interface TileGeometry {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly texture?: { readonly anchorX?: number | null | undefined; readonly anchorY?: number | null | undefined } | null | undefined;
}

const anchorOf = (t: TileGeometry): { ax: number; ay: number } => ({
  ax: t.texture?.anchorX ?? DEFAULT_TILE_ANCHOR,
  ay: t.texture?.anchorY ?? DEFAULT_TILE_ANCHOR,
});

/** The centre (px) of the rectangle Foundry draws for an unrotated tile. */
export function tileCentrePx(t: TileGeometry, frame: TileFrame): { x: number; y: number } {
  if (frame === "topLeft") return { x: t.x + t.width / 2, y: t.y + t.height / 2 };
  const { ax, ay } = anchorOf(t);
  return { x: t.x + t.width * (0.5 - ax), y: t.y + t.height * (0.5 - ay) };
}

/** The x/y (integer px) that draws a tile of this size and anchor centred on `centre`. */
export function tilePositionPx(
  centre: { x: number; y: number },
  t: Omit<TileGeometry, "x" | "y">,
  frame: TileFrame,
): { x: number; y: number } {
  if (frame === "topLeft") return { x: Math.round(centre.x - t.width / 2), y: Math.round(centre.y - t.height / 2) };
  const { ax, ay } = anchorOf({ ...t, x: 0, y: 0 });
  return { x: Math.round(centre.x - t.width * (0.5 - ax)), y: Math.round(centre.y - t.height * (0.5 - ay)) };
}
