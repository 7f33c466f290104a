// Plain 2D/3D vectors in inches on the table frame (x right, y down, z up; docs/rules.md §1.1).
// Every geometry helper in core works on these records, never on renderer point classes.

export interface Vec2 {
  readonly x: number;
  readonly y: number;
}

export interface Vec3 extends Vec2 {
  readonly z: number;
}

/** The tolerance of every "within" / "more than" test (docs/rules.md §1.1, `geometry.eps`). */
export const EPS = 1e-6;

/**
 * How far a moved point or base stops short of the wall it meets, measured square to the wall. It is more
 * than rounding to 1/10,000" (as output documents do) can move a point across a wall (half a unit on each
 * axis, 0.71e-4" at most), so a printed stopping point is still on the mover's side of the wall.
 */
export const STOP_CLEARANCE = 1e-4;

export const vec = (x: number, y: number): Vec2 => ({ x, y });
export const vec3 = (x: number, y: number, z = 0): Vec3 => ({ x, y, z });

export const add = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Vec2, b: Vec2): Vec2 => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Vec2, k: number): Vec2 => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Vec2, b: Vec2): number => a.x * b.x + a.y * b.y;
export const cross = (a: Vec2, b: Vec2): number => a.x * b.y - a.y * b.x;
/**
 * √(x² + y²). Math.sqrt is rounded exactly by IEEE 754 on every engine; Math.hypot is only approximated, and its
 * last bit differs between engines (Node and Chromium disagree on some lengths), so a result replayed on another
 * client or by the command line could differ at a boundary. It is also cheaper (Math.hypot takes any number of
 * arguments). Lengths here are inches on a table: no square overflows or underflows.
 */
export const hypot = (x: number, y: number): number => Math.sqrt(x * x + y * y);
/** √(x² + y² + z²), as `hypot`. */
export const hypot3 = (x: number, y: number, z: number): number => Math.sqrt(x * x + y * y + z * z);
export const length = (a: Vec2): number => hypot(a.x, a.y);
export const distance = (a: Vec2, b: Vec2): number => hypot(a.x - b.x, a.y - b.y);
export const distance3 = (a: Vec3, b: Vec3): number => hypot3(a.x - b.x, a.y - b.y, a.z - b.z);

export function normalize(a: Vec2): Vec2 {
  const len = length(a);
  if (len === 0) throw new RangeError("cannot normalize a zero-length vector");
  return { x: a.x / len, y: a.y / len };
}

/** Unit vector for a bearing in degrees, clockwise on screen from +x (so 90° points down, +y). */
export function fromBearing(bearingDeg: number): Vec2 {
  const r = (bearingDeg * Math.PI) / 180;
  // Snap the tiny residues of cos/sin at multiples of 90° to exact zeros, so that clock-face
  // directions give exact worked-case coordinates (cos 90° is 6e-17 in floating point).
  // Stryker disable next-line EqualityOperator: only a cosine or sine of exactly 1e-15 tells < from <=, and the residues at multiples of 90° are below 3e-16.
  const snap = (v: number): number => (Math.abs(v) < 1e-15 ? 0 : v);
  return { x: snap(Math.cos(r)), y: snap(Math.sin(r)) };
}

/**
 * A bearing as a gamer says it at the table: the hour on a clock face lying on the table with 12 towards
 * its top edge (−y) and 3 towards the right (+x), rounded to the nearest hour (1–12).
 */
export function clockHour(bearingDeg: number): number {
  const hour = Math.round((((bearingDeg + 90) % 360) + 360) / 30) % 12;
  return hour === 0 ? 12 : hour;
}

/** Bearing of a vector in degrees, clockwise on screen from +x, in [0, 360). */
export function bearingOf(a: Vec2): number {
  const deg = (Math.atan2(a.y, a.x) * 180) / Math.PI;
  return deg < 0 ? deg + 360 : deg;
}

/** Mirror direction `d` in a surface with unit normal `n`: d − 2(d·n)n (docs/rules.md §1.3). */
export function reflect(d: Vec2, n: Vec2): Vec2 {
  const k = 2 * dot(d, n);
  return { x: d.x - k * n.x, y: d.y - k * n.y };
}

/** Round to a fixed number of decimals for output documents; −0 becomes 0. */
export function round(v: number, decimals = 4): number {
  const f = 10 ** decimals;
  const r = Math.round(v * f) / f;
  return r === 0 ? 0 : r;
}
