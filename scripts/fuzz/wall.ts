// A wall of the fuzz's documents (docs/scenario.md "Walls") as the generator writes it and the checks read it, its
// vertical extent (which heights it stands at), and a point's distance to it (written apart from the core's geometry).

export interface Wall {
  id: string;
  a: [number, number];
  b: [number, number];
  blocksMove?: boolean;
  blocksSight?: boolean;
  bottom?: number;
  top?: number;
  blocksFrom?: "both" | "left" | "right";
  ledge?: { dropInches: number; top: number; railing?: boolean };
}

/** Whether the wall stands at height z (from its bottom, up to but not including its top). */
export const inExtent = (w: Wall, z: number): boolean => (w.bottom === undefined || z >= w.bottom) && (w.top === undefined || z < w.top);

/** Distance from p to segment a–b. */
export function segDist(px: number, py: number, a: readonly number[], b: readonly number[]): number {
  const ux = b[0]! - a[0]!,
    uy = b[1]! - a[1]!;
  const len2 = ux * ux + uy * uy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - a[0]!) * ux + (py - a[1]!) * uy) / len2));
  return Math.hypot(px - a[0]! - ux * t, py - a[1]! - uy * t);
}
