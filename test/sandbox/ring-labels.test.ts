// Where a range ring's label goes (src/sandbox/ring-labels.ts): at the top of the screen when it fits there, else
// at the nearest bearing where its whole box is on the table, else nowhere.

import { describe, expect, it } from "vitest";
import { type LabelSpace, ringLabelAt } from "../../src/sandbox/ring-labels.js";

const table = { x: 0, y: 0, width: 48, height: 36 };
const space: LabelSpace = { extent: table, turned: false, size: 0.5 };

/** The label's box (as ringLabelAt sizes it) lies within the table. */
function whole(p: { x: number; y: number }, text: string, s: LabelSpace): boolean {
  const hw = (text.length * s.size * 0.62) / 2;
  const hh = s.size / 2;
  const [hx, hy] = s.turned ? [hh, hw] : [hw, hh];
  return p.x - hx >= table.x && p.x + hx <= table.x + table.width && p.y - hy >= table.y && p.y + hy <= table.y + table.height;
}

describe("ringLabelAt", () => {
  it("puts the label just inside the top of its ring when that is on the table", () => {
    const p = ringLabelAt({ x: 20, y: 20 }, 6, "TN 2", space)!;
    expect(p.x).toBeCloseTo(20, 9);
    expect(p.y).toBeGreaterThan(14);
    expect(p.y).toBeLessThan(15);
  });

  it("a ring whose top is off the table is labelled on the table, on the ring", () => {
    const centre = { x: 11, y: 15 };
    for (const r of [16, 20, 30]) {
      const p = ringLabelAt(centre, r, "TN 5", space)!;
      expect(whole(p, "TN 5", space)).toBe(true);
      // Just inside the ring.
      const d = Math.hypot(p.x - centre.x, p.y - centre.y);
      expect(d).toBeLessThan(r);
      expect(d).toBeGreaterThan(r - 1.5);
    }
  });

  it("on a turned table the top of the screen is the table's −x", () => {
    const turned = { ...space, turned: true };
    const p = ringLabelAt({ x: 20, y: 20 }, 6, "Short", turned)!;
    expect(p.y).toBeCloseTo(20, 9);
    expect(p.x).toBeLessThan(15);
    expect(whole(p, "Short", turned)).toBe(true);
  });

  it("a ring with no point on the table, or too small for its label, is not labelled", () => {
    expect(ringLabelAt({ x: 24, y: 18 }, 100, "Long", space)).toBeNull();
    expect(ringLabelAt({ x: 24, y: 18 }, 0.3, "TN 1", space)).toBeNull();
  });
});
