// Geometry helpers (docs/rules.md §1.3): segment intersection, distances, reflection, base overlap.

import { describe, expect, it } from "vitest";
import {
  bearingOf,
  closestPointOnSegment,
  edgeDist3D,
  edgeToEdge,
  fromBearing,
  intersectSegments,
  overlapsCircle,
  pointSegmentDistance,
  reflect,
  segmentTouchesCircle,
} from "../../../src/core/index.js";

const v = (x: number, y: number) => ({ x, y });
const disc = (x: number, y: number, z = 0, r = 0.5) => ({ x, y, z, baseRadius: r });

describe("intersectSegments", () => {
  it.each([
    ["crossing at the middle", v(0, 0), v(2, 0), v(1, -1), v(1, 1), { t: 0.5, u: 0.5, x: 1, y: 0 }],
    ["touching the wall's end point", v(0, 0), v(2, 0), v(1, 0), v(1, 3), { t: 0.5, u: 0, x: 1, y: 0 }],
    ["ending exactly on the wall", v(0, 0), v(1, 0), v(1, -1), v(1, 1), { t: 1, u: 0.5, x: 1, y: 0 }],
  ])("%s", (_name, p, q, a, b, want) => {
    const hit = intersectSegments(p, q, a, b)!;
    expect(hit.t).toBeCloseTo(want.t, 12);
    expect(hit.u).toBeCloseTo(want.u, 12);
    expect(hit.point.x).toBeCloseTo(want.x, 12);
    expect(hit.point.y).toBeCloseTo(want.y, 12);
  });

  it.each([
    ["short of the wall", v(0, 0), v(0.9, 0), v(1, -1), v(1, 1)],
    ["past the wall's end", v(0, 0), v(2, 0), v(1, 0.5), v(1, 3)],
    ["parallel", v(0, 0), v(2, 0), v(0, 1), v(2, 1)],
    ["collinear (sliding along)", v(0, 0), v(2, 0), v(1, 0), v(3, 0)],
  ])("no crossing when %s", (_name, p, q, a, b) => {
    expect(intersectSegments(p, q, a, b)).toBeNull();
  });
});

describe("distances", () => {
  it("closest point and distance to a segment", () => {
    expect(closestPointOnSegment(v(1, 5), v(0, 0), v(2, 0))).toEqual(v(1, 0));
    expect(closestPointOnSegment(v(-3, 4), v(0, 0), v(2, 0))).toEqual(v(0, 0));
    expect(pointSegmentDistance(v(-3, 4), v(0, 0), v(2, 0))).toBeCloseTo(5, 12);
    expect(pointSegmentDistance(v(1, 1), v(1, 1), v(1, 1))).toBe(0);
  });

  it("segment against circle is inclusive (GZ-13 LoS at y = 3.0 is blocked, 3.5 is clear)", () => {
    expect(segmentTouchesCircle(v(0, 3), v(60, 3), v(30, 0), 3)).toBe(true);
    expect(segmentTouchesCircle(v(0, 3.5), v(60, 3.5), v(30, 0), 3)).toBe(false);
    expect(segmentTouchesCircle(v(30, -10), v(30, 10), v(30, 0), 3)).toBe(true);
  });

  it('edge distance in 3D (TC-14: a balcony 2.5" up, 1" away)', () => {
    expect(edgeDist3D({ x: 10, y: 0, z: 0 }, disc(11, 0, 2.5))).toBeCloseTo(Math.hypot(0.5, 2.5), 12);
    expect(edgeDist3D({ x: 10, y: 0, z: 0 }, disc(10.2, 0))).toBe(0);
  });

  it("edge to edge adds the height difference", () => {
    expect(edgeToEdge(disc(0, 0), disc(3, 0))).toBeCloseTo(2, 12);
    expect(edgeToEdge(disc(0, 0), disc(0.5, 0))).toBe(0);
    expect(edgeToEdge(disc(0, 0), disc(3, 0, 2))).toBeCloseTo(Math.hypot(2, 2), 12);
  });

  it("base overlap with a circle: partly under counts, touching by setting (NC-01 B at 1.70, C at 2.10)", () => {
    expect(overlapsCircle(v(10.5, 0), 1.5, disc(12, 0.8))).toBe(true);
    expect(overlapsCircle(v(10.5, 0), 1.5, disc(12.6, 0))).toBe(false);
    expect(overlapsCircle(v(0, 0), 1.5, disc(2, 0), true)).toBe(true);
    expect(overlapsCircle(v(0, 0), 1.5, disc(2, 0), false)).toBe(false);
  });
});

describe("directions", () => {
  it("bearings are clockwise on screen from +x (y down)", () => {
    expect(fromBearing(0)).toEqual(v(1, 0));
    expect(fromBearing(90)).toEqual(v(0, 1));
    expect(fromBearing(270)).toEqual(v(0, -1));
    expect(fromBearing(300).x).toBeCloseTo(0.5, 12);
    expect(fromBearing(300).y).toBeCloseTo(-0.8660254, 6);
    expect(bearingOf(v(0, 1))).toBeCloseTo(90, 12);
    expect(bearingOf(v(0, -1))).toBeCloseTo(270, 12);
  });

  it("reflection keeps the angle and the speed (GZ-11: (0.5, −0.866) off y = −2 becomes (0.5, 0.866))", () => {
    const r = reflect(fromBearing(300), v(0, 1));
    expect(r.x).toBeCloseTo(0.5, 12);
    expect(r.y).toBeCloseTo(0.8660254, 6);
    expect(Math.hypot(r.x, r.y)).toBeCloseTo(1, 12);
    expect(reflect(v(1, 0), v(-1, 0))).toEqual(v(-1, 0));
  });
});
