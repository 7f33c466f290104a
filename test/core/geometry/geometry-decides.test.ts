// Geometry helpers at their boundaries (docs/rules.md §1.1 tolerance, §1.3 distances): both bases raised,
// a segment that only just reaches a wall, degenerate segments, exclusive overlap, and the vector helpers.

import { describe, expect, it } from "vitest";
import {
  EPS,
  add,
  baseEdgeToPoint,
  bearingOf,
  centreDistXY,
  closestPointOnSegment,
  cross,
  distance,
  distance3,
  dot,
  edgeDist3D,
  edgeDistXY,
  edgeToEdge,
  fromBearing,
  intersectSegments,
  length,
  normalize,
  overlapsCircle,
  pointSegmentDistance3,
  round,
  scale,
  segmentTouchesCircle,
  sub,
  vec,
  vec3,
} from "../../../src/core/index.js";

const v = (x: number, y: number) => ({ x, y });
const disc = (x: number, y: number, z = 0, r = 0.5) => ({ x, y, z, baseRadius: r });

describe("distances between raised bases (rules §1.3)", () => {
  it.each([
    ['both 2" up: no height between them', disc(0, 0, 2), disc(3, 0, 2), 2],
    ['2" and 5" up: 3" of height', disc(0, 0, 2), disc(3, 0, 5), Math.hypot(2, 3)],
    ['5" and 2" up, either order', disc(3, 0, 5), disc(0, 0, 2), Math.hypot(2, 3)],
    ['overlapping bases 4" apart in height', disc(0, 0, 1), disc(0.4, 0, 5), 4],
  ])("edge to edge, %s", (_name, a, b, want) => {
    expect(edgeToEdge(a, b)).toBeCloseTo(want, 12);
  });

  it("edge distance from a raised point to a raised base uses the height between them", () => {
    expect(edgeDist3D({ x: 0, y: 0, z: 3 }, disc(2.5, 0, 1))).toBeCloseTo(Math.hypot(2, 2), 12);
    expect(edgeDist3D({ x: 0, y: 0, z: 1 }, disc(2.5, 0, 3))).toBeCloseTo(Math.hypot(2, 2), 12);
    expect(baseEdgeToPoint(disc(0, 0, 4), { x: 3.5, y: 0, z: 1 })).toBeCloseTo(Math.hypot(3, 3), 12);
  });

  it("horizontal distances ignore height and stop at zero inside the base", () => {
    expect(centreDistXY(v(3, 4), disc(0, 0, 9))).toBe(5);
    expect(edgeDistXY(v(3, 4), disc(0, 0, 9, 1))).toBe(4);
    expect(edgeDistXY(v(0.2, 0), disc(0, 0))).toBe(0);
    expect(distance3(vec3(1, 2, 3), vec3(4, 6, 15))).toBe(13);
  });
});

describe("3D distances from a point to a segment, and the level gap of edge to edge (rules §1.3, §1.4a)", () => {
  it.each([
    ["beside the middle", { x: 5, y: 3, z: 0 }, 3],
    ["above the middle", { x: 5, y: 0, z: 4 }, 4],
    ["past the far end", { x: 13, y: 4, z: 0 }, 5],
    ["before the near end, up and aside", { x: -3, y: 0, z: 4 }, 5],
  ])("to (0, 0, 0)–(10, 0, 0): %s", (_name, p, want) => {
    expect(pointSegmentDistance3(p, { x: 0, y: 0 }, { x: 10, y: 0 })).toBeCloseTo(want, 12);
  });

  it("a raised segment, a sloping one and a zero-length one", () => {
    expect(pointSegmentDistance3({ x: 5, y: 0, z: 0 }, { x: 0, y: 0, z: 2 }, { x: 10, y: 0, z: 2 })).toBeCloseTo(2, 12);
    // From (0, 0, 0) up to (0, 0, 10): a point at (3, 0, 4) is 3 from it, level with (0, 0, 4).
    expect(pointSegmentDistance3({ x: 3, y: 0, z: 4 }, { x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 10 })).toBeCloseTo(3, 12);
    expect(pointSegmentDistance3({ x: 0, y: 4, z: 10 }, { x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 10 })).toBeCloseTo(4, 12);
    expect(pointSegmentDistance3({ x: 3, y: 4, z: 1 }, { x: 0, y: 0, z: 1 }, { x: 0, y: 0, z: 1 })).toBeCloseTo(5, 12);
    expect(pointSegmentDistance3({ x: 1, y: 2, z: 2 }, { x: 1, y: 2 }, { x: 1, y: 2 })).toBe(2);
  });

  it("bases less than the level gap apart in height are measured flat; at the gap, in 3D", () => {
    expect(edgeToEdge(disc(0, 0, 0), disc(4, 0, 0.9))).toBeCloseTo(3, 12);
    expect(edgeToEdge(disc(0, 0, 0), disc(4, 0, 1))).toBeCloseTo(Math.hypot(3, 1), 12);
    expect(edgeToEdge(disc(0, 0, 0), disc(4, 0, 1.5), 2)).toBeCloseTo(3, 12);
    expect(edgeToEdge(disc(0, 0, 2), disc(4, 0, 0), 2)).toBeCloseTo(Math.hypot(3, 2), 12);
  });
});

describe("segment predicates at their limits (rules §1.1: inclusive within EPS)", () => {
  it("a segment reaching a wall within the 1e-9 tolerance counts; one 1e-6 short does not", () => {
    expect(intersectSegments(v(0, 0), v(1 - 1e-10, 0), v(1, -1), v(1, 1))).not.toBeNull();
    expect(intersectSegments(v(0, 0), v(1 - 1e-6, 0), v(1, -1), v(1, 1))).toBeNull();
    expect(intersectSegments(v(0, 0), v(2, 0), v(1, 1e-10), v(1, 1))).not.toBeNull();
    expect(intersectSegments(v(0, 0), v(2, 0), v(1, 1e-6), v(1, 1))).toBeNull();
  });

  it("a diagonal crossing reports its point in both coordinates", () => {
    const hit = intersectSegments(v(0, 0), v(2, 4), v(0, 4), v(2, 0));
    expect(hit?.t).toBeCloseTo(0.5, 12);
    expect(hit?.point.x).toBeCloseTo(1, 12);
    expect(hit?.point.y).toBeCloseTo(2, 12);
  });

  it("a wall crossed before the start or past the other end is not hit", () => {
    expect(intersectSegments(v(2, 0), v(4, 0), v(1, -1), v(1, 1))).toBeNull();
    expect(intersectSegments(v(0, 0), v(2, 0), v(1, -3), v(1, -1))).toBeNull();
  });

  it("parameters are clamped to [0, 1] within the tolerance", () => {
    expect(intersectSegments(v(0, 0), v(1 - 1e-10, 0), v(1, -1), v(1, 1))?.t).toBe(1);
    expect(intersectSegments(v(1 + 1e-10, 0), v(3, 0), v(1, -1), v(1, 1))?.t).toBe(0);
    expect(intersectSegments(v(0, 0), v(2, 0), v(1, 0), v(1, 2))?.u).toBe(0);
    expect(intersectSegments(v(0, 0), v(2, 0), v(1, -2), v(1, -1e-10))?.u).toBe(1);
  });

  it("an almost parallel crossing still counts; below a 1e-12 cross product the segments are parallel", () => {
    expect(intersectSegments(v(0, 0), v(10, 0), v(0, -1e-6), v(10, 1e-6))).not.toBeNull();
    expect(intersectSegments(v(0, 0), v(0.9e-6, 0), v(0.45e-6, -0.45e-6), v(0.45e-6, 0.45e-6))).toBeNull();
  });

  it("the closest point of a zero-length segment is its one point; the parameter is clamped at both ends", () => {
    expect(closestPointOnSegment(v(5, 5), v(1, 2), v(1, 2))).toEqual(v(1, 2));
    expect(closestPointOnSegment(v(9, 3), v(0, 0), v(2, 0))).toEqual(v(2, 0));
    expect(closestPointOnSegment(v(0.5, -3), v(0, 0), v(2, 2))).toEqual(v(0, 0));
  });

  it("exactly radius + EPS away still touches; exactly limit ± EPS decides overlap", () => {
    expect(segmentTouchesCircle(v(0, 3 + EPS), v(60, 3 + EPS), v(30, 0), 3)).toBe(true);
    // limit = 1.5 + 0.5 = 2 exactly, so these distances equal limit ± EPS to the last bit.
    expect(overlapsCircle(v(0, 0), 1.5, disc(2 + EPS, 0), true)).toBe(true);
    expect(overlapsCircle(v(0, 0), 1.5, disc(2 - EPS, 0), false)).toBe(false);
  });

  it("a segment touching a circle within EPS counts; 2·EPS away does not", () => {
    expect(segmentTouchesCircle(v(0, 3 + EPS / 2), v(60, 3 + EPS / 2), v(30, 0), 3)).toBe(true);
    expect(segmentTouchesCircle(v(0, 3 + 2 * EPS), v(60, 3 + 2 * EPS), v(30, 0), 3)).toBe(false);
  });

  it("overlap without touching needs more than EPS of overlap", () => {
    expect(overlapsCircle(v(0, 0), 1.5, disc(2 - 2 * EPS, 0), false)).toBe(true);
    expect(overlapsCircle(v(0, 0), 1.5, disc(2 - EPS / 2, 0), false)).toBe(false);
    expect(overlapsCircle(v(0, 0), 1.5, disc(2 + EPS / 2, 0), true)).toBe(true);
    expect(overlapsCircle(v(0, 0), 1.5, disc(2 + 2 * EPS, 0), true)).toBe(false);
    expect(overlapsCircle(v(0, 0), 1.5, disc(2 - EPS / 2, 0))).toBe(true);
  });
});

describe("vector helpers", () => {
  it("add, sub, scale, dot, cross and length", () => {
    expect(add(v(1, 2), v(3, 5))).toEqual(v(4, 7));
    expect(sub(v(1, 2), v(3, 5))).toEqual(v(-2, -3));
    expect(scale(v(1, -2), 3)).toEqual(v(3, -6));
    expect(dot(v(1, 2), v(3, 5))).toBe(13);
    expect(cross(v(1, 2), v(3, 5))).toBe(-1);
    expect(length(v(3, 4))).toBe(5);
    expect(vec3(1, 2)).toEqual({ x: 1, y: 2, z: 0 });
  });

  it("normalize gives a unit vector and refuses the zero vector, saying so", () => {
    expect(normalize(v(0, -4))).toEqual(v(0, -1));
    expect(normalize(v(3, 4))).toEqual(v(0.6, 0.8));
    expect(() => normalize(v(0, 0))).toThrow(new RangeError("cannot normalize a zero-length vector"));
  });

  it("vec builds a point; distance is the length of the difference", () => {
    expect(vec(1, 2)).toEqual({ x: 1, y: 2 });
    expect(distance(v(1, 2), v(4, 6))).toBe(5);
    expect(distance(v(-1, -1), v(2, 3))).toBe(5);
  });

  it("bearings wrap into [0, 360) and snap only residues below 1e-15", () => {
    expect(bearingOf(v(1, -1))).toBeCloseTo(315, 12);
    expect(bearingOf(v(-1, 0))).toBeCloseTo(180, 12);
    expect(bearingOf(v(1, 0))).toBe(0);
    expect(fromBearing(180)).toEqual(v(-1, 0));
    expect(fromBearing(1e-12).y).toBeGreaterThan(0);
  });

  it("round keeps the given decimals and never returns −0", () => {
    expect(round(1.23456)).toBe(1.2346);
    expect(round(1.23456, 2)).toBe(1.23);
    expect(Object.is(round(-0.00001), 0)).toBe(true);
    expect(round(-1.5, 0)).toBe(-1);
  });
});
