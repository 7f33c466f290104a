// Table labels are placed clear of each other and of the figures' bases whenever there is room around
// each figure, preferring their own side (names and status above, odds below).

import { describe, expect, it } from "vitest";
import { type Box, type LabelRequest, boxOverlap, placeLabels } from "../../src/sandbox/label-layout.js";

const base = (x: number, y: number, r = 0.5): Box => ({ left: x - r, right: x + r, top: y - r, bottom: y + r });
const label = (x: number, y: number, prefer: "above" | "below", width = 2): LabelRequest => ({ x, y, r: 0.5, width, height: 0.55, prefer });

describe("placeLabels", () => {
  it("keeps a lone label on its preferred side, just off the base", () => {
    const [above] = placeLabels([label(10, 10, "above")], [base(10, 10)]);
    expect(above!.x).toBe(10);
    expect(above!.box.bottom).toBeLessThanOrEqual(9.5);
    const [below] = placeLabels([label(10, 10, "below")], [base(10, 10)]);
    expect(below!.box.top).toBeGreaterThanOrEqual(10.5);
  });

  it("moves a label off a neighbour's name and base instead of covering them", () => {
    // Two figures 1.2" apart side by side: wide names above both would collide.
    const figures = [base(10, 10), base(11.2, 10)];
    const placed = placeLabels(
      [label(10, 10, "above"), label(11.2, 10, "above"), label(10, 10, "below"), label(11.2, 10, "below")],
      figures,
    );
    const boxes = [...figures, ...placed.map((p) => p.box)];
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(boxOverlap(boxes[i]!, boxes[j]!)).toBe(0);
  });
});
