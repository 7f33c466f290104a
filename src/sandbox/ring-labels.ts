// The attacker's range rings and their labels ("TN 5", "Short"): each label goes just inside its ring, at the
// first bearing from the top of the screen where its whole box lies on the table, so that no label is cut off at
// the table's edge on a narrow screen; a ring with no such place goes unlabelled.

import type { Ring } from "./aim-hints.js";
import { n3, svg } from "./svg.js";
import type { Extent, Point } from "./table-layers.js";

/** Where labels may go: the table's extent, whether it is drawn turned (portrait) and the labels' font size in inches. */
export interface LabelSpace {
  readonly extent: Extent;
  readonly turned: boolean;
  readonly size: number;
}

/** Bearings tried, in steps of 15° either side of the top of the screen (whole turn). */
const STEP = Math.PI / 12;

/**
 * The centre of a ring label's box, just inside the ring, at the first bearing (from the top of the screen,
 * alternating right and left) where the whole box lies within the extent; null when none does.
 */
export function ringLabelAt(centre: Point, radius: number, text: string, space: LabelSpace): Point | null {
  const { extent: e, turned, size } = space;
  // An average glyph is about 0.6 of the font size wide; the box on screen, then in table axes (turned: swapped).
  const halfWidth = (text.length * size * 0.62) / 2;
  const halfHeight = size / 2;
  const [hx, hy] = turned ? [halfHeight, halfWidth] : [halfWidth, halfHeight];
  // The top of the screen in table axes: −y, or on a turned table (screen = (−y, x)) −x.
  const up = turned ? Math.PI : -Math.PI / 2;
  const inset = Math.max(hx, hy) + 0.1;
  if (radius <= inset) return null;
  for (let k = 0; k <= 24; k++) {
    const turn = k % 2 === 1 ? (k + 1) / 2 : -k / 2;
    const a = up + turn * STEP;
    const p = { x: centre.x + (radius - inset) * Math.cos(a), y: centre.y + (radius - inset) * Math.sin(a) };
    if (p.x - hx >= e.x && p.x + hx <= e.x + e.width && p.y - hy >= e.y && p.y + hy <= e.y + e.height) return p;
  }
  return null;
}

/** The attacker's range rings, under the figures, each labelled where its label is whole on the table. */
export function ringLayer(attacker: Point | undefined, rings: readonly Ring[], space: LabelSpace): SVGGElement {
  const g = svg("g", { class: "range-rings" });
  if (!attacker) return g;
  for (const ring of rings) {
    g.append(svg("circle", { cx: n3(attacker.x), cy: n3(attacker.y), r: n3(ring.radius), class: "range-ring" }));
    const at = ringLabelAt(attacker, ring.radius, ring.label, space);
    if (at) g.append(svg("text", { x: n3(at.x), y: n3(at.y), class: "range-label" }, ring.label));
  }
  return g;
}
