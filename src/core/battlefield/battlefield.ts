// createBattlefield(): the queries every ruleset asks of the table (docs/rules.md §1.4) over a snapshot —
// first wall hit along a segment with its normal, line of sight through walls and clouds, figures in a
// radius, on-table tests. Walls and figures are indexed lazily on first use and reused afterwards (a walls list's
// index is shared by every battlefield over that list: wall-index.ts).

import { defined } from "../engine/expect.js";
import { GridIndex } from "../geometry/grid-index.js";
import { pointSegmentDistance3 } from "../geometry/segment.js";
import { EPS, type Vec2, normalize, hypot } from "../geometry/vec.js";
import { blocksCrossing } from "./levels.js";
import { type WallIndex, wallIndexOf } from "./wall-index.js";
import type { BattlefieldSnapshot, CloudSnapshot, FigureSnapshot, WallSnapshot } from "./types.js";

export type WallFilter = "move" | "sight";

export interface WallHit {
  readonly point: Vec2;
  /** Unit normal of the wall, facing back toward the segment's start. */
  readonly normal: Vec2;
  readonly wall: WallSnapshot;
  /** Segment parameter of the hit, 0 at the start and 1 at the end. */
  readonly t: number;
  /** Distance from the segment's start to the hit. */
  readonly distance: number;
}

/**
 * A ruleset's say on whether a cloud blocks sight: the blocking radius, or null when it does not. A line is
 * blocked when it passes within that radius of the cloud's centre in 3D (a cloud is a sphere); exactly at the
 * radius counts unless the rule says `inclusive: false` (the ruleset's inclusive-area setting).
 */
export type CloudSightRule = ((cloud: CloudSnapshot) => number | null) & { readonly inclusive?: boolean };

/** A point on the table, with its height when it has one (figures and impacts do; a bare point is at 0). */
export type Point = Vec2 & { readonly z?: number };

export interface BattlefieldOptions {
  /** false: answer every query with linear scans (the benchmark's baseline). Default true. */
  readonly index?: boolean;
}

export interface Battlefield<Stats = Record<string, unknown>> {
  readonly snapshot: BattlefieldSnapshot<Stats>;
  readonly figures: readonly FigureSnapshot<Stats>[];
  figure(id: string): FigureSnapshot<Stats> | undefined;
  /**
   * The first wall of the kind crossed by p→q, or null. The segment runs from p's height to q's (a missing z
   * is 0); a wall with a vertical extent blocks only where the segment's height at the crossing lies within
   * it, and a one-way wall only what approaches from its blocking side.
   */
  firstWallHit(p: Point, q: Point, filter: WallFilter): WallHit | null;
  /** Whether any wall of the kind cuts p→q. */
  wallBetween(p: Point, q: Point, filter: WallFilter): boolean;
  /** Line of sight: no sight-blocking wall, and no cloud the rule says blocks, on the segment. */
  hasLoS(p: Point, q: Point, cloudRule?: CloudSightRule, clouds?: readonly CloudSnapshot[]): boolean;
  /** Figures whose base might lie within `reach` of `centre` horizontally (exact tests are the caller's). */
  figuresNear(centre: Vec2, reach: number): FigureSnapshot<Stats>[];
  /**
   * The same candidates as `figuresNear`, as their indices in `figures`, ascending. Queries near one spot share their
   * answer (the index keeps its last few), so the array must not be written to: for hot loops.
   */
  figureIndicesNear(centre: Vec2, reach: number): Int32Array;
  isOnTable(p: Vec2): boolean;
  /**
   * Builds now what the queries build on first use (the walls' index, the figures' grid, the figures by id), so the
   * first query costs what the next one does: a warm-up's last step. Idempotent; answers are the same either way.
   */
  buildIndexes(): void;
}

export function createBattlefield<Stats>(snapshot: BattlefieldSnapshot<Stats>, options: BattlefieldOptions = {}): Battlefield<Stats> {
  const useIndex = options.index ?? true;
  const walls = snapshot.walls;
  const figures = snapshot.figures;
  let byId: Map<string, FigureSnapshot<Stats>> | null = null;
  let figureGrid: GridIndex | null = null;
  // Wall ends, partial-wall flags and the grid over them: the list's shared index (wall-index.ts), built on first use.
  let wallIndex: WallIndex | null = null;
  const indexOfWalls = (): WallIndex => (wallIndex ??= wallIndexOf(walls));

  function firstWallHit(p: Point, q: Point, filter: WallFilter): WallHit | null {
    const index = indexOfWalls();
    const c = index.coords;
    const part = index.partial;
    const pz = p.z ?? 0,
      dz = (q.z ?? 0) - pz;
    const move = filter === "move";
    let bestT = Infinity;
    let bestI = -1;
    const rx = q.x - p.x,
      ry = q.y - p.y;
    const test = (i: number): number | null => {
      const w = defined(walls[i], "an indexed wall");
      if (move ? !w.blocksMove : !w.blocksSight) return null;
      const o = i * 4;
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- c holds 4 numbers for each wall i
      const t = crossingParameter(p.x, p.y, rx, ry, c[o]!, c[o + 1]!, c[o + 2]!, c[o + 3]!);
      if (t === null) return null;
      // Stryker disable next-line ConditionalExpression: blocksCrossing is true for a wall that is not partial; the flag only skips the call.
      if (part[i] === 1 && !blocksCrossing(w, pz + dz * t, p, q)) return null;
      // An exact tie (a shared corner) goes to the lower wall index, whatever order the grid visits walls in.
      // Stryker disable next-line EqualityOperator: each wall is visited once, so i never equals bestI at a tie.
      if (t < bestT || (t === bestT && i < bestI)) {
        bestT = t;
        bestI = i;
      }
      return t;
    };
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the index and the linear scan give the same hit (battlefield.test.ts checks it); only the cost differs.
    if (useIndex && walls.length > 0) {
      index.grid.queryRayFirst(p, q, test);
    } else {
      for (let i = 0; i < walls.length; i++) test(i);
    }
    if (bestI < 0) return null;
    const o = bestI * 4;
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- bestI is a wall's index, as above
    let normal = normalize({ x: -(c[o + 3]! - c[o + 1]!), y: c[o + 2]! - c[o]! });
    // Stryker disable next-line EqualityOperator: a zero dot product means a wall parallel to the segment, which is never hit.
    if (normal.x * rx + normal.y * ry > 0) normal = { x: -normal.x, y: -normal.y };
    // Adding 0 turns a −0 component into +0, so normals compare and print cleanly.
    normal = { x: normal.x + 0, y: normal.y + 0 };
    const len = hypot(rx, ry);
    return {
      point: { x: p.x + rx * bestT, y: p.y + ry * bestT },
      normal,
      wall: defined(walls[bestI], "the wall hit"),
      t: bestT,
      distance: bestT * len,
    };
  }

  function figureIndex(): GridIndex {
    // Stryker disable next-line ConditionalExpression: rebuilding the figure index on every query finds the same figures, only slower.
    if (!figureGrid) {
      const boxes = new Float64Array(figures.length * 4);
      figures.forEach((f, i) => {
        boxes[i * 4] = f.x - f.baseRadius;
        boxes[i * 4 + 1] = f.y - f.baseRadius;
        boxes[i * 4 + 2] = f.x + f.baseRadius;
        boxes[i * 4 + 3] = f.y + f.baseRadius;
      });
      figureGrid = GridIndex.ofBoxes(boxes);
    }
    return figureGrid;
  }

  // Without the index every figure is a candidate: one array of all the indices, made once.
  let allFigures: Int32Array | null = null;
  function figureIndicesNear(centre: Vec2, reach: number): Int32Array {
    if (!useIndex) return (allFigures ??= Int32Array.from(figures, (_, i) => i));
    return figureIndex().itemsInBox(centre.x - reach, centre.y - reach, centre.x + reach, centre.y + reach);
  }

  function figuresNear(centre: Vec2, reach: number): FigureSnapshot<Stats>[] {
    // In the snapshot's order, so results never depend on the index's cells.
    return Array.from(figureIndicesNear(centre, reach), (i) => defined(figures[i], "an indexed figure"));
  }

  // The last sight line asked and whether a wall blocks it: Monte Carlo trials ask for the same firer-to-aim
  // line on every trial. NaN ends match no line, so the first question is always answered afresh.
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: NaN equals nothing, so the first question is always checked afresh
  const lastSight = { px: NaN, py: NaN, pz: NaN, qx: NaN, qy: NaN, qz: NaN, blocked: false };
  function wallBlocksSight(p: Point, q: Point): boolean {
    const s = lastSight;
    const pz = p.z ?? 0,
      qz = q.z ?? 0;
    if (p.x === s.px && p.y === s.py && pz === s.pz && q.x === s.qx && q.y === s.qy && qz === s.qz) return s.blocked;
    // Stryker disable next-line StringLiteral: any filter but "move" asks for sight-blocking walls.
    const blocked = firstWallHit(p, q, "sight") !== null;
    s.px = p.x;
    s.py = p.y;
    s.pz = pz;
    s.qx = q.x;
    s.qy = q.y;
    s.qz = qz;
    s.blocked = blocked;
    return blocked;
  }

  const bounds = snapshot.bounds;
  const figureById = (): Map<string, FigureSnapshot<Stats>> => (byId ??= new Map(figures.map((f) => [f.id, f] as const)));
  return {
    snapshot,
    figures,
    figure: (id) => figureById().get(id),
    firstWallHit,
    wallBetween: (p, q, filter) => firstWallHit(p, q, filter) !== null,
    hasLoS(p, q, cloudRule, clouds = snapshot.clouds) {
      if (wallBlocksSight(p, q)) return false;
      if (cloudRule) {
        const inclusive = cloudRule.inclusive ?? true;
        for (const c of clouds) {
          const r = cloudRule(c);
          if (r === null) continue;
          const d = pointSegmentDistance3(c, p, q);
          if (inclusive ? d <= r + EPS : d < r - EPS) return false;
        }
      }
      return true;
    },
    figuresNear,
    figureIndicesNear,
    isOnTable(p) {
      if (!bounds) return true;
      return (
        p.x >= bounds.x - EPS && p.y >= bounds.y - EPS && p.x <= bounds.x + bounds.width + EPS && p.y <= bounds.y + bounds.height + EPS
      );
    },
    buildIndexes() {
      figureById();
      // The walls' ends serve the linear scan too; only the figures' grid is the index's alone.
      if (walls.length > 0) indexOfWalls();
      if (useIndex) figureIndex();
    },
  };
}

/**
 * Parameter t along p + t·r (t in [0, 1]) where it crosses segment a→b, or null; the same rule as
 * `intersectSegments` (parallel segments never cross; end points within 1e-9 in parameter count).
 */
function crossingParameter(px: number, py: number, rx: number, ry: number, ax: number, ay: number, bx: number, by: number): number | null {
  const sx = bx - ax,
    sy = by - ay;
  const denom = rx * sy - ry * sx;
  // Stryker disable next-line EqualityOperator: a cross product of exactly 1e-12 is float noise either way (as in intersectSegments).
  if (Math.abs(denom) < 1e-12) return null;
  const apx = ax - px,
    apy = ay - py;
  const t = (apx * sy - apy * sx) / denom;
  const u = (apx * ry - apy * rx) / denom;
  const tol = 1e-9;
  // Stryker disable next-line EqualityOperator: only a parameter exactly 1e-9 past an end tells < from <= (as in intersectSegments).
  if (t < -tol || t > 1 + tol || u < -tol || u > 1 + tol) return null;
  // Stryker disable next-line EqualityOperator: t exactly 0 or 1 is returned unchanged either way.
  return t < 0 ? 0 : t > 1 ? 1 : t;
}
