// Moving a round base (not a point) across the table: the disc sweeps along a straight line and stops
// where it first touches a blocking wall segment, a wall's end point or another base (Necromunda
// Knockback and Running for Cover, docs/rules.md §2.4 N7e–f). A moved base never ends inside or past a wall.

import { defined } from "../engine/expect.js";
import { EPS, STOP_CLEARANCE, type Vec2, hypot } from "../geometry/vec.js";
import type { Battlefield } from "./battlefield.js";
import { blocksCrossing, isPartial } from "./levels.js";
import type { WallSnapshot } from "./types.js";
import { wallIndexOf } from "./wall-index.js";

export interface BaseObstacle {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly baseRadius: number;
}

export type BaseBlocker =
  | { readonly kind: "wall"; readonly wall: WallSnapshot }
  | { readonly kind: "figure"; readonly id: string }
  | { readonly kind: "tableEdge" };

export interface BaseMoveOptions {
  /** Which walls stop the base (default: those that block movement). */
  readonly blocks?: (w: WallSnapshot) => boolean;
  /** Other bases that stop the move. */
  readonly figures?: readonly BaseObstacle[];
  /**
   * A base only obstructs when the mover would overlap it by more than this (inches). Tokens placed
   * by hand or snapped to a grid often touch or graze; a pass that merely brushes another base is free.
   */
  readonly figureGraze?: number;
  /** Keep the base's centre on the table (the snapshot's bounds, when it has them). Default true. */
  readonly stayOnTable?: boolean;
  /** Height of the base's level: walls with a vertical extent stop it only where they reach it. Default 0. */
  readonly z?: number;
}

export interface BaseMoveResult {
  readonly end: Vec2;
  readonly travelled: number;
  readonly blocker: BaseBlocker | null;
}

/**
 * First parameter s ≥ 0 at which a disc of radius r centred at start + dir·s touches the circle of radius
 * R around e while approaching it, or null. A disc already overlapping and moving closer stops at 0; one that
 * only touches it tangentially is not stopped.
 */
function discContact(start: Vec2, dir: Vec2, e: Vec2, R: number): number | null {
  const wx = start.x - e.x,
    wy = start.y - e.y;
  const b = wx * dir.x + wy * dir.y;
  if (b >= 0) return null; // moving away from (or past) the point
  const c = wx * wx + wy * wy - R * R;
  const disc = b * b - c;
  // Exactly tangent (disc 0): the disc brushes the point without pressing on it and slides past, as past a base.
  if (disc <= 0) return null;
  return Math.max(0, -b - Math.sqrt(disc));
}

interface Contact {
  readonly s: number;
  /** How far back along the move from s the base stops, to keep STOP_CLEARANCE from the wall. */
  readonly back: number;
}

/** First contact of the moving disc with segment a–b, or null. */
function segmentContact(start: Vec2, dir: Vec2, a: Vec2, b: Vec2, r: number): Contact | null {
  let best: Contact | null = null;
  const take = (s: number, back: number): void => {
    // Stryker disable next-line EqualityOperator: two contacts at the same s touch the same point; either back-off keeps the base off the wall.
    if (best === null || s < best.s) best = { s, back };
  };
  // Backing off STOP_CLEARANCE / cos along the move (cos: between the move and the contact normal, which runs from
  // the point to the centre) keeps the base's edge STOP_CLEARANCE or more from the point; so does backing off
  // √(2·r·STOP_CLEARANCE + STOP_CLEARANCE²), what a pass exactly tangent to the point needs and the most any
  // contact does. The smaller is taken: a base grazing the point stops about 0.01" (r 0.5") short, not 1".
  const grazeBack = Math.sqrt(2 * r * STOP_CLEARANCE + STOP_CLEARANCE * STOP_CLEARANCE);
  const atPoint = (e: Vec2, s: number | null): void => {
    if (s === null) return;
    const cx = start.x + dir.x * s - e.x,
      cy = start.y + dir.y * s - e.y;
    const cos = Math.abs(cx * dir.x + cy * dir.y) / Math.max(r, hypot(cx, cy), 1e-12);
    take(s, Math.min(STOP_CLEARANCE / cos, grazeBack));
  };
  const ux = b.x - a.x,
    uy = b.y - a.y;
  const len = hypot(ux, uy);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a zero-length wall's face is all NaN and never taken; its ends still are.
  if (len > 0) {
    const tx = ux / len,
      ty = uy / len;
    const nx = -ty,
      ny = tx;
    const h0 = (start.x - a.x) * nx + (start.y - a.y) * ny;
    const hd = dir.x * nx + dir.y * ny;
    const side = h0 >= 0 ? 1 : -1;
    // Moving toward the wall's line (its side's distance shrinks): the flat face meets the disc when the
    // centre is r from the line, if the foot of the centre then lies within the segment.
    // Stryker disable next-line ArithmeticOperator: side is ±1, so hd / side has the sign of hd · side.
    if (hd * side < 0) {
      const s = Math.max(0, (side * r - h0) / hd);
      const px = start.x + dir.x * s - a.x,
        py = start.y + dir.y * s - a.y;
      const foot = px * tx + py * ty;
      // Clear of the face by STOP_CLEARANCE measured square to it: clearance / cos back along the move (cos floored
      // at 1e-4, so a base sliding almost along the face backs off at most 1").
      // Stryker disable next-line EqualityOperator: a foot exactly at an end is that end point's contact too, at the same s; either back-off keeps the base off the wall.
      if (foot >= 0 && foot <= len) take(s, STOP_CLEARANCE / Math.max(Math.abs(hd), 1e-4));
    }
  }
  atPoint(a, discContact(start, dir, a, r));
  atPoint(b, discContact(start, dir, b, r));
  return best;
}

/** Moves a base of radius `radius` from `start` along unit `dir` for up to `distance` inches. */
export function moveBase(
  bf: Battlefield<unknown>,
  start: Vec2,
  dir: Vec2,
  radius: number,
  distance: number,
  options: BaseMoveOptions = {},
): BaseMoveResult {
  if (distance <= 0) return { end: start, travelled: 0, blocker: null };
  const blocks = options.blocks ?? ((w: WallSnapshot) => w.blocksMove);
  const walls = bf.snapshot.walls;
  let bestS = distance;
  let blocker: BaseBlocker | null = null;
  let wallBack = 0;
  const z = options.z ?? 0;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: an index of no walls visits nothing.
  if (walls.length > 0) {
    // The walls list's shared index (wall-index.ts): the battlefield's own, built by its first query or a warm-up.
    const { grid, coords } = wallIndexOf(walls);
    const endX = start.x + dir.x * distance,
      endY = start.y + dir.y * distance;
    const box = {
      minX: Math.min(start.x, endX) - radius,
      minY: Math.min(start.y, endY) - radius,
      maxX: Math.max(start.x, endX) + radius,
      maxY: Math.max(start.y, endY) + radius,
    };
    grid.queryBox(box, (i) => {
      const w = defined(walls[i], "an indexed wall");
      if (!blocks(w)) return;
      if (isPartial(w) && !blocksCrossing(w, z, start, { x: endX, y: endY })) return;
      const o = i * 4;
      const a = { x: defined(coords[o], "a wall's end"), y: defined(coords[o + 1], "a wall's end") };
      const c = segmentContact(
        start,
        dir,
        a,
        { x: defined(coords[o + 2], "a wall's end"), y: defined(coords[o + 3], "a wall's end") },
        radius,
      );
      if (c !== null && (c.s < bestS || (c.s === bestS && blocker === null))) {
        bestS = c.s;
        wallBack = c.back;
        blocker = { kind: "wall", wall: w };
      }
    });
  }
  const b = bf.snapshot.bounds;
  if (b && (options.stayOnTable ?? true)) {
    // The largest s keeping start + dir·s inside the bounds (a start already outside is not moved further out).
    let sMax = Infinity;
    if (dir.x > 0) sMax = Math.min(sMax, (b.x + b.width - start.x) / dir.x);
    if (dir.x < 0) sMax = Math.min(sMax, (b.x - start.x) / dir.x);
    if (dir.y > 0) sMax = Math.min(sMax, (b.y + b.height - start.y) / dir.y);
    if (dir.y < 0) sMax = Math.min(sMax, (b.y - start.y) / dir.y);
    sMax = Math.max(0, sMax);
    if (sMax < bestS) {
      bestS = sMax;
      blocker = { kind: "tableEdge" };
    }
  }
  const graze = options.figureGraze ?? 0;
  // Stryker disable next-line ArrayDeclaration: an obstacle with no numbers (NaN everywhere) never stops the base.
  for (const f of options.figures ?? []) {
    const R = radius + f.baseRadius;
    const wx = start.x - f.x,
      wy = start.y - f.y;
    // Closest approach along the path decides whether this base is in the way at all.
    const sStar = Math.min(bestS, Math.max(0, -(wx * dir.x + wy * dir.y)));
    const closest = hypot(wx + dir.x * sStar, wy + dir.y * sStar);
    if (closest >= R - graze) continue;
    const s = discContact(start, dir, f, R);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a base that passed the closest-approach test above is met before bestS.
    if (s !== null && s < bestS) {
      bestS = s;
      blocker = { kind: "figure", id: f.id };
    }
  }
  // Stop short of the contact so the base stays on the near side: clear of a wall by the stopping clearance
  // (see STOP_CLEARANCE and segmentContact), EPS short of a base or the table edge.
  const back = blocker === null ? 0 : (blocker as BaseBlocker).kind === "wall" ? wallBack : EPS;
  const travelled = Math.max(0, bestS - back);
  return { end: { x: start.x + dir.x * travelled, y: start.y + dir.y * travelled }, travelled, blocker };
}

/** Moves a base along a polyline of way points, leg by leg, up to `distance` inches in all. */
export function moveBaseAlong(
  bf: Battlefield<unknown>,
  start: Vec2,
  points: readonly Vec2[],
  radius: number,
  distance: number,
  options: BaseMoveOptions = {},
): BaseMoveResult {
  let pos = start;
  let left = distance;
  let total = 0;
  for (const p of points) {
    const dx = p.x - pos.x,
      dy = p.y - pos.y;
    const len = hypot(dx, dy);
    if (len <= EPS) continue;
    const step = moveBase(bf, pos, { x: dx / len, y: dy / len }, radius, Math.min(len, left), options);
    pos = step.end;
    left -= step.travelled;
    total += step.travelled;
    // Stryker disable next-line EqualityOperator: a leftover of exactly EPS would move at most EPS more, below the output's rounding.
    if (step.blocker || left <= EPS) return { end: pos, travelled: total, blocker: step.blocker };
  }
  return { end: pos, travelled: total, blocker: null };
}
