// Segment predicates away from the origin (docs/rules.md §1.3): every other geometry case starts a segment or
// puts a base at (0, 0), where b − a and b + a agree. Here both ends and both bases sit off the origin and
// off the axes, and clipping to a box is checked on each of its four sides.

import { describe, expect, it } from "vitest";
import {
  clipSegmentToBox,
  closestPointOnSegment,
  edgeDistXY,
  edgeToEdge,
  intersectSegments,
  overlapsCircle,
  pointSegmentDistance,
  pointSegmentDistance3,
  segmentTouchesBox,
  type Vec3,
} from "../../../src/core/index.js";

const v = (x: number, y: number) => ({ x, y });
/** The 3D distance from each point to the segment a–b is the one given (to 12 places); a failure names the point. */
const expectDistances3 = (a: Vec3, b: Vec3, rows: readonly (readonly [Vec3, number])[]): void => {
  for (const [p, d] of rows) expect(pointSegmentDistance3(p, a, b), `from ${JSON.stringify(p)}`).toBeCloseTo(d, 12);
};

describe("segments off the origin", () => {
  it("a crossing of two segments far from (0, 0) gives both parameters and the point", () => {
    const hit = intersectSegments(v(10, 20), v(14, 28), v(10, 26), v(14, 22));
    expect(hit?.t).toBeCloseTo(0.5, 12);
    expect(hit?.u).toBeCloseTo(0.5, 12);
    expect(hit?.point.x).toBeCloseTo(12, 12);
    expect(hit?.point.y).toBeCloseTo(24, 12);
    const late = intersectSegments(v(10, 20), v(14, 28), v(13, 20), v(13, 30));
    expect(late?.t).toBeCloseTo(0.75, 12);
    expect(late?.u).toBeCloseTo(0.6, 12);
    expect(late?.point).toEqual({ x: expect.closeTo(13, 12) as number, y: expect.closeTo(26, 12) as number });
    expect(intersectSegments(v(10, 20), v(14, 28), v(15, 20), v(15, 30))).toBeNull();
  });

  it("the closest point and distance from a point to a segment that starts off the origin", () => {
    expect(closestPointOnSegment(v(13, 25), v(10, 20), v(16, 20))).toEqual({ x: 13, y: 20 });
    expect(closestPointOnSegment(v(5, 21), v(10, 20), v(16, 20))).toEqual({ x: 10, y: 20 });
    expect(closestPointOnSegment(v(30, 19), v(10, 20), v(16, 20))).toEqual({ x: 16, y: 20 });
    const c = closestPointOnSegment(v(12, 24), v(10, 20), v(14, 22));
    expect(c.x).toBeCloseTo(13.2, 12);
    expect(c.y).toBeCloseTo(21.6, 12);
    expect(pointSegmentDistance(v(13, 25), v(10, 20), v(16, 20))).toBeCloseTo(5, 12);
    expect(pointSegmentDistance(v(7, 24), v(10, 20), v(16, 20))).toBeCloseTo(5, 12);
  });

  it("3D distance from a point to a raised segment off the origin, with each end's height", () => {
    expectDistances3({ x: 10, y: 20, z: 3 }, { x: 16, y: 20, z: 3 }, [
      [{ x: 13, y: 24, z: 6 }, 5],
      [{ x: 7, y: 20, z: 7 }, 5],
      [{ x: 19, y: 24, z: 3 }, 5],
    ]);
    // A sloping segment 10 → 16 along x rising 2 → 8: its middle (13, 20, 5) is nearest a point square to it.
    const d = pointSegmentDistance3({ x: 13 - 2, y: 20, z: 5 + 2 }, { x: 10, y: 20, z: 2 }, { x: 16, y: 20, z: 8 });
    expect(d).toBeCloseTo(Math.hypot(2, 2), 12);
    expect(pointSegmentDistance3({ x: 13, y: 24, z: 3 }, { x: 10, y: 20 }, { x: 16, y: 20, z: 0 })).toBeCloseTo(5, 12);
  });

  it("3D distance to a segment slanting in the table plane, off the origin", () => {
    // From (10, 20) to (13, 24), 5" long: its middle (11.5, 22) is 5" from (15.5, 19), square to it.
    expectDistances3({ x: 10, y: 20, z: 1 }, { x: 13, y: 24, z: 1 }, [
      [{ x: 15.5, y: 19, z: 1 }, 5],
      [{ x: 15.5, y: 19, z: 13 }, 13],
      [{ x: 19, y: 32, z: 1 }, 10],
    ]);
  });

  it("a point's horizontal distance to a base's edge off the origin", () => {
    const m = { x: 13, y: 24, z: 2, baseRadius: 0.5 };
    expect(edgeDistXY({ x: 10, y: 20 }, m)).toBeCloseTo(4.5, 12);
    expect(overlapsCircle({ x: 10, y: 20 }, 4.5, m)).toBe(true);
    expect(overlapsCircle({ x: 10, y: 20 }, 4.4, m)).toBe(false);
  });

  it("edge to edge of two bases off the origin, flat and on different levels", () => {
    const a = { x: 10, y: 20, z: 0, baseRadius: 0.5 },
      b = { x: 13, y: 24, z: 0, baseRadius: 1 };
    expect(edgeToEdge(a, b)).toBeCloseTo(3.5, 12);
    expect(edgeToEdge({ ...a, z: 5 }, { ...b, z: 2 })).toBeCloseTo(Math.hypot(3.5, 3), 12);
  });
});

describe("clipSegmentToBox off the origin", () => {
  const box = { minX: 10, minY: 20, maxX: 14, maxY: 26 };
  it("enters and leaves through each side: the parameters where it does", () => {
    expect(clipSegmentToBox([8, 22], [16, 22], box)).toEqual([0.25, 0.75]);
    expect(clipSegmentToBox([16, 22], [8, 22], box)).toEqual([0.25, 0.75]);
    expect(clipSegmentToBox([12, 17], [12, 29], box)).toEqual([0.25, 0.75]);
    expect(clipSegmentToBox([12, 29], [12, 17], box)).toEqual([0.25, 0.75]);
    expect(clipSegmentToBox([11, 21], [13, 25], box)).toEqual([0, 1]);
  });

  it("a segment beside the box, parallel to a side or ending before it, is not inside", () => {
    for (const [a, b] of [
      [
        [9, 18],
        [9, 30],
      ],
      [
        [15, 18],
        [15, 30],
      ],
      [
        [8, 19],
        [16, 19],
      ],
      [
        [8, 27],
        [16, 27],
      ],
      [
        [5, 22],
        [9.9, 22],
      ],
      [
        [14.1, 22],
        [20, 22],
      ],
      [
        [12, 10],
        [12, 19.9],
      ],
      [
        [12, 26.1],
        [12, 30],
      ],
      [
        [8, 21],
        [11, 18],
      ],
    ] as const) {
      expect(clipSegmentToBox(a, b, box), JSON.stringify([a, b])).toBeNull();
      expect(segmentTouchesBox(a, b, box)).toBe(false);
    }
  });

  it("along a side, or touching a corner only, is inside (edges included)", () => {
    expect(clipSegmentToBox([10, 18], [10, 30], box)).toEqual([1 / 6, 2 / 3]);
    expect(clipSegmentToBox([8, 28], [10, 26], box)).toEqual([1, 1]);
    expect(segmentTouchesBox([8, 28], [10, 26], box)).toBe(true);
    // Through the low corner (10, 20) from outside to outside: entry and exit at the same parameter.
    expect(clipSegmentToBox([8, 22], [12, 18], box)).toEqual([0.5, 0.5]);
  });
});
