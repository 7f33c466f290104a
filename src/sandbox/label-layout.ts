// Places the table's text labels (figure names, status marks, live odds) so they do not cover each other
// or other figures: each label tries spots around its figure in turn (above, below, right, left, then
// further out) and takes the first free one, or the least crowded. Works in screen-aligned inches.

export interface LabelRequest {
  /** The figure the label belongs to: its centre and base radius. */
  readonly x: number;
  readonly y: number;
  readonly r: number;
  readonly width: number;
  readonly height: number;
  /** Where it goes first: a name or status above the base, odds below. */
  readonly prefer: "above" | "below";
}

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** A placed label: where its text's anchor (middle, baseline) goes, and the box it covers. */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly box: Box;
}

/** Space kept between a label and its base or its neighbours, in inches. */
const GAP = 0.12;

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** The label's box for a text anchor at (x, y): centred on x, the baseline a fifth of the height above its bottom. */
const boxAt = (x: number, y: number, w: number, h: number): Box => ({
  left: x - w / 2,
  right: x + w / 2,
  top: y - 0.8 * h,
  bottom: y + 0.2 * h,
});

/** The spots a label tries, in order: its preferred side, the other, right, left, then one line further out. */
function candidates(l: LabelRequest): [number, number][] {
  const { x, y, r, width: w, height: h } = l;
  const above = y - r - GAP - 0.2 * h;
  const below = y + r + GAP + 0.8 * h;
  const side = y + 0.3 * h;
  const [first, second] = l.prefer === "above" ? [above, below] : [below, above];
  const out = l.prefer === "above" ? -h : h;
  return [
    [x, first],
    [x, second],
    [x + r + GAP + w / 2, side],
    [x - r - GAP - w / 2, side],
    [x, first + out],
    [x, second - out],
    [x + r + GAP + w / 2, side - h],
    [x - r - GAP - w / 2, side + h],
  ];
}

/**
 * Places labels in the order given (the first ones win the best spots), avoiding `obstacles` (the bases
 * of figures) and the labels already placed.
 */
export function placeLabels(labels: readonly LabelRequest[], obstacles: readonly Box[]): Placement[] {
  const taken: Box[] = [...obstacles];
  return labels.map((l) => {
    let best: Placement | null = null;
    let bestCost = Infinity;
    for (const [x, y] of candidates(l)) {
      const box = boxAt(x, y, l.width, l.height);
      const cost = taken.reduce((sum, b) => sum + overlap(box, b), 0);
      if (cost < bestCost) {
        best = { x, y, box };
        bestCost = cost;
        if (cost === 0) break;
      }
    }
    const placed = best ?? { x: l.x, y: l.y, box: boxAt(l.x, l.y, l.width, l.height) };
    taken.push(placed.box);
    return placed;
  });
}

/** The overlap area of two boxes (exported for tests). */
export const boxOverlap = overlap;
