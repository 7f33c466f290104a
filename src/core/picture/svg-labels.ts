// Where each figure's label goes in the SVG picture: above the figure, else below, right or left — the first place
// clear of the labels already placed, of the figures' bases and of the picture's edges (above when none is).

/** A figure's label waiting for a place: its text (already escaped), the figure's centre and ring radius in pixels. */
export interface PendingLabel {
  readonly text: string;
  readonly length: number;
  readonly x: number;
  readonly y: number;
  readonly ring: number;
}

export interface Disc {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** An average glyph's width as a share of the font size (sans-serif). */
export const GLYPH = 0.6;

const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const touchesDisc = (b: Box, d: Disc): boolean => {
  const dx = Math.max(b.left - d.x, 0, d.x - b.right);
  const dy = Math.max(b.top - d.y, 0, d.y - b.bottom);
  return dx * dx + dy * dy < d.r * d.r;
};

/** The baseline centre of each label (text-anchor middle), in the order given. */
export function placeLabels(
  labels: readonly PendingLabel[],
  discs: readonly Disc[],
  width: number,
  height: number,
  font: number,
): { x: number; y: number }[] {
  const placed: Box[] = [];
  return labels.map((l) => {
    const w = l.length * font * GLYPH;
    // Baseline positions: above, below, right, left of the ring (a glyph rises about 0.8 of the font size).
    const above = { x: l.x, y: l.y - l.ring - 4 };
    const spots = [
      above,
      { x: l.x, y: l.y + l.ring + font },
      { x: l.x + l.ring + 3 + w / 2, y: l.y + font * 0.35 },
      { x: l.x - l.ring - 3 - w / 2, y: l.y + font * 0.35 },
    ];
    const boxOf = (p: { x: number; y: number }): Box => ({
      left: p.x - w / 2,
      right: p.x + w / 2,
      top: p.y - font * 0.8,
      bottom: p.y + font * 0.2,
    });
    const clear = (b: Box): boolean =>
      b.left >= 0 &&
      b.right <= width &&
      b.top >= 0 &&
      b.bottom <= height &&
      !placed.some((q) => overlaps(b, q)) &&
      !discs.some((d) => touchesDisc(b, d));
    const spot = spots.find((p) => clear(boxOf(p))) ?? above;
    placed.push(boxOf(spot));
    return { x: Math.round(spot.x), y: Math.round(spot.y) };
  });
}
