// createBattlefield(): the queries every ruleset asks of the table (RULES.md §1.4) over a snapshot —
// first wall hit along a segment with its normal, line of sight through walls and clouds, figures in a
// radius, on-table tests. Walls and figures are indexed lazily on first use and reused afterwards.

import { GridIndex } from "../geometry/grid-index.js";
import { intersectSegments, pointSegmentDistance } from "../geometry/segment.js";
import { EPS, type Vec2, type Vec3, normalize } from "../geometry/vec.js";
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

/** A ruleset's say on whether a cloud blocks sight: the blocking radius, or null when it does not. */
export type CloudSightRule = (cloud: CloudSnapshot) => number | null;

export interface BattlefieldOptions {
  /** false: answer every query with linear scans (the benchmark's baseline). Default true. */
  readonly index?: boolean;
}

export interface Battlefield<Stats = Record<string, unknown>> {
  readonly snapshot: BattlefieldSnapshot<Stats>;
  readonly figures: readonly FigureSnapshot<Stats>[];
  figure(id: string): FigureSnapshot<Stats> | undefined;
  /** The first wall of the kind crossed by p→q, or null. */
  firstWallHit(p: Vec2, q: Vec2, filter: WallFilter): WallHit | null;
  /** Whether any wall of the kind cuts p→q. */
  wallBetween(p: Vec2, q: Vec2, filter: WallFilter): boolean;
  /** Line of sight: no sight-blocking wall, and no cloud the rule says blocks, on the segment. */
  hasLoS(p: Vec2, q: Vec2, cloudRule?: CloudSightRule, clouds?: readonly CloudSnapshot[]): boolean;
  /** Figures whose base might lie within `reach` of `centre` horizontally (exact tests are the caller's). */
  figuresNear(centre: Vec2, reach: number): FigureSnapshot<Stats>[];
  isOnTable(p: Vec2): boolean;
}

export function createBattlefield<Stats>(snapshot: BattlefieldSnapshot<Stats>, options: BattlefieldOptions = {}): Battlefield<Stats> {
  const useIndex = options.index ?? true;
  const walls = snapshot.walls;
  const figures = snapshot.figures;
  const byId = new Map(figures.map((f) => [f.id, f] as const));
  let wallGrid: GridIndex | null = null;
  let figureGrid: GridIndex | null = null;
  const wallPoints = walls.map((w) => ({ a: { x: w.a[0], y: w.a[1] }, b: { x: w.b[0], y: w.b[1] } }));

  const passes = (w: WallSnapshot, filter: WallFilter): boolean => (filter === "move" ? w.blocksMove : w.blocksSight);

  function firstWallHit(p: Vec2, q: Vec2, filter: WallFilter): WallHit | null {
    let best: { t: number; i: number; point: Vec2 } | null = null;
    const test = (i: number): number | null => {
      const w = walls[i]!;
      if (!passes(w, filter)) return null;
      const seg = wallPoints[i]!;
      const hit = intersectSegments(p, q, seg.a, seg.b);
      if (!hit) return null;
      if (!best || hit.t < best.t) best = { t: hit.t, i, point: hit.point };
      return hit.t;
    };
    if (useIndex && walls.length > 0) {
      wallGrid ??= GridIndex.ofSegments(wallPoints);
      wallGrid.queryRayFirst(p, q, test);
    } else {
      for (let i = 0; i < walls.length; i++) test(i);
    }
    if (!best) return null;
    const found: { t: number; i: number; point: Vec2 } = best;
    const seg = wallPoints[found.i]!;
    let normal = normalize({ x: -(seg.b.y - seg.a.y), y: seg.b.x - seg.a.x });
    if (normal.x * (q.x - p.x) + normal.y * (q.y - p.y) > 0) normal = { x: -normal.x, y: -normal.y };
    const len = Math.hypot(q.x - p.x, q.y - p.y);
    return { point: found.point, normal, wall: walls[found.i]!, t: found.t, distance: found.t * len };
  }

  function figuresNear(centre: Vec2, reach: number): FigureSnapshot<Stats>[] {
    if (!useIndex) return figures.slice();
    figureGrid ??= GridIndex.ofBoxes(
      figures.map((f) => ({ minX: f.x - f.baseRadius, minY: f.y - f.baseRadius, maxX: f.x + f.baseRadius, maxY: f.y + f.baseRadius })),
    );
    const out: FigureSnapshot<Stats>[] = [];
    figureGrid.queryBox({ minX: centre.x - reach, minY: centre.y - reach, maxX: centre.x + reach, maxY: centre.y + reach }, (i) => {
      out.push(figures[i]!);
    });
    // Grid order depends on cells; callers get the snapshot's order so results never depend on the index.
    if (out.length > 1) {
      const order = new Map(figures.map((f, i) => [f, i] as const));
      out.sort((a, b) => order.get(a)! - order.get(b)!);
    }
    return out;
  }

  const bounds = snapshot.bounds;
  return {
    snapshot,
    figures,
    figure: (id) => byId.get(id),
    firstWallHit,
    wallBetween: (p, q, filter) => firstWallHit(p, q, filter) !== null,
    hasLoS(p, q, cloudRule, clouds = snapshot.clouds) {
      if (firstWallHit(p, q, "sight")) return false;
      if (cloudRule) {
        for (const c of clouds) {
          const r = cloudRule(c);
          if (r !== null && pointSegmentDistance({ x: c.x, y: c.y }, p, q) <= r + EPS) return false;
        }
      }
      return true;
    },
    figuresNear,
    isOnTable(p) {
      if (!bounds) return true;
      return p.x >= bounds.x - EPS && p.y >= bounds.y - EPS && p.x <= bounds.x + bounds.width + EPS && p.y <= bounds.y + bounds.height + EPS;
    },
  };
}

export const toVec3 = (f: { x: number; y: number; z: number }): Vec3 => ({ x: f.x, y: f.y, z: f.z });
