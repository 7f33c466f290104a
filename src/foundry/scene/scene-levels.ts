// The scene's third dimension and one-way walls for the snapshot (docs/scenario.md, walls in 3D):
// Foundry's wall `dir` → the scenario's `blocksFrom`; wall heights from v14 Scene Levels (a wall's
// levels' elevation bands) or, without levels, the Wall Height module's flags; ledges from the edges of
// v14 "Define Surface" regions. A flat scene yields none of these fields. Pure; elevations arrive in
// scene units and leave in inches.

import type { WallSnapshot } from "../../core/index.js";

/** A v14 Level: a named elevation band (scene units; `top` may be unbounded). */
export interface LevelData {
  readonly _id: string;
  readonly elevation: { readonly bottom: number | null; readonly top: number | null };
}

/** The parts of a v14 Region shape the ledges need (px). */
export type RegionShapeData =
  | {
      readonly type: "rectangle";
      readonly x: number;
      readonly y: number;
      readonly width: number;
      readonly height: number;
      readonly rotation?: number;
      readonly hole?: boolean;
    }
  | { readonly type: "polygon"; readonly points: readonly number[]; readonly hole?: boolean }
  | { readonly type: "circle"; readonly x: number; readonly y: number; readonly radius: number; readonly hole?: boolean }
  | {
      readonly type: "ellipse";
      readonly x: number;
      readonly y: number;
      readonly radiusX: number;
      readonly radiusY: number;
      readonly rotation?: number;
      readonly hole?: boolean;
    };

/** The parts of a v14 Region the ledges need: its elevation band, shapes and behaviours. */
export interface RegionData {
  readonly _id: string;
  readonly elevation: { readonly bottom: number | null; readonly top: number | null };
  readonly shapes: readonly RegionShapeData[];
  readonly behaviors: readonly { readonly type: string; readonly disabled?: boolean; readonly system?: { readonly placement?: string } }[];
}

/** Foundry's CONST.WALL_DIRECTIONS. */
export interface WallDirections {
  readonly BOTH: number;
  readonly LEFT: number;
  readonly RIGHT: number;
}

/**
 * Foundry's one-way wall → `blocksFrom`. Foundry names a point's side with `orient2dFast(a, b, p)`:
 * negative is LEFT, positive RIGHT (client `Edge#orientPoint`). In y-down screen coordinates a positive
 * value is the side on your left as you walk a → b, the scenario's "left" — so Foundry's names are the
 * mirror of the scenario's. A wall with `dir` D is left out for a source whose side is D
 * (`ClockwiseSweepPolygon#_testEdgeInclusion`, wall direction mode NORMAL): it blocks only what comes
 * from the other side. Two mirrors cancel: Foundry LEFT blocks what approaches from the scenario's "left".
 */
export function blocksFromOf(dir: number | null | undefined, k: WallDirections): "left" | "right" | undefined {
  if (dir === k.LEFT) return "left";
  if (dir === k.RIGHT) return "right";
  return undefined;
}

const finite = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

/**
 * A wall's vertical extent in inches, or {} when unbounded: from the elevation bands of its v14 levels
 * (lowest bottom, highest top; an empty set means every level), else from the Wall Height module's
 * `flags["wall-height"].bottom/top` (scene units; null or absent is unbounded).
 */
export function wallExtent(
  wall: { readonly levels?: Iterable<string> | undefined; readonly flags: object },
  levels: readonly LevelData[],
  unitsPerInch: number,
): { bottom?: number; top?: number } {
  // A wall on no level and without Wall Height's flags (most walls) allocates nothing: a warm-up converts 100,000.
  const ids = wall.levels ? [...wall.levels] : NO_IDS;
  const bands = ids.length === 0 ? NO_BANDS : ids.flatMap((id) => levels.filter((l) => l._id === id).map((l) => l.elevation));
  let bottom: number | undefined;
  let top: number | undefined;
  if (bands.length > 0) {
    // One unbounded band leaves that end of the wall unbounded.
    const bottoms = bands.flatMap((b) => finite(b.bottom) ?? []);
    const tops = bands.flatMap((b) => finite(b.top) ?? []);
    bottom = bottoms.length === bands.length ? Math.min(...bottoms) : undefined;
    top = tops.length === bands.length ? Math.max(...tops) : undefined;
  } else {
    const wh = (wall.flags as Record<string, unknown>)["wall-height"];
    if (typeof wh === "object" && wh !== null) {
      bottom = finite((wh as Record<string, unknown>)["bottom"]);
      top = finite((wh as Record<string, unknown>)["top"]);
    }
  }
  if (bottom === undefined && top === undefined) return UNBOUNDED;
  const extent: { bottom?: number; top?: number } = {};
  if (bottom !== undefined) extent.bottom = bottom / unitsPerInch;
  if (top !== undefined) extent.top = top / unitsPerInch;
  return extent;
}

const NO_IDS: readonly string[] = Object.freeze([]);
const NO_BANDS: readonly LevelData["elevation"][] = Object.freeze([]);
/** The extent of a wall unbounded both ways (shared: callers read it, never change it). */
const UNBOUNDED: { bottom?: number; top?: number } = Object.freeze({});

/** Segments an ellipse or circle is drawn with for its edges. */
const CURVE_SEGMENTS = 24;

/** A shape's outline (px), in the order Foundry lists its points. */
function outline(s: RegionShapeData): [number, number][] {
  switch (s.type) {
    case "polygon":
      return Array.from({ length: Math.floor(s.points.length / 2) }, (_, i) => [s.points[2 * i] ?? 0, s.points[2 * i + 1] ?? 0]);
    case "rectangle": {
      const r = ((s.rotation ?? 0) * Math.PI) / 180;
      const [cx, cy] = [s.x + s.width / 2, s.y + s.height / 2];
      const corners: [number, number][] = [
        [s.x, s.y],
        [s.x + s.width, s.y],
        [s.x + s.width, s.y + s.height],
        [s.x, s.y + s.height],
      ];
      return corners.map(([x, y]) => [
        cx + (x - cx) * Math.cos(r) - (y - cy) * Math.sin(r),
        cy + (x - cx) * Math.sin(r) + (y - cy) * Math.cos(r),
      ]);
    }
    case "circle":
    case "ellipse": {
      const [rx, ry] = s.type === "circle" ? [s.radius, s.radius] : [s.radiusX, s.radiusY];
      const rot = s.type === "ellipse" ? ((s.rotation ?? 0) * Math.PI) / 180 : 0;
      return Array.from({ length: CURVE_SEGMENTS }, (_, i) => {
        const a = (2 * Math.PI * i) / CURVE_SEGMENTS;
        const [x, y] = [rx * Math.cos(a), ry * Math.sin(a)];
        return [s.x + x * Math.cos(rot) - y * Math.sin(rot), s.y + x * Math.sin(rot) + y * Math.cos(rot)];
      });
    }
  }
}

/** The closed outline's edges, each point with the next (the last with the first). */
const edges = (pts: readonly [number, number][]): [[number, number], [number, number]][] =>
  pts.flatMap((p, i) => {
    const q = pts[(i + 1) % pts.length];
    return q ? [[p, q] as [[number, number], [number, number]]] : [];
  });

/** Twice the signed area in y-down coordinates: positive when the outline runs clockwise on screen. */
const signedArea2 = (pts: readonly [number, number][]): number => edges(pts).reduce((sum, [p, q]) => sum + p[0] * q[1] - q[0] * p[1], 0);

/** The heights (scene units) a Define Surface behaviour puts floors at: its region's bottom, top or both. */
function surfaceHeights(r: RegionData): number[] {
  const out = new Set<number>();
  for (const b of r.behaviors) {
    if (b.type !== "defineSurface" || b.disabled === true) continue;
    const placement = b.system?.placement ?? "bottom";
    const bottom = finite(r.elevation.bottom);
    const top = finite(r.elevation.top);
    if ((placement === "bottom" || placement === "both") && bottom !== undefined) out.add(bottom);
    if ((placement === "top" || placement === "both") && top !== undefined) out.add(top);
  }
  return [...out];
}

/**
 * Ledges along the edges of v14 surfaces above the table: each edge of each shape of a region with a
 * Define Surface behaviour, oriented so that its high side (to the right of a → b on screen, as core
 * reads ledges) faces the surface; its `top` is the surface height and its drop reaches the next floor
 * below (another surface or level bottom, else the table). Edges in px are scaled by `pxPerInch`.
 */
export function surfaceLedges(
  regions: readonly RegionData[],
  levels: readonly LevelData[],
  unitsPerInch: number,
  pxPerInch: number,
): WallSnapshot[] {
  const floors = [0, ...levels.flatMap((l) => finite(l.elevation.bottom) ?? []), ...regions.flatMap(surfaceHeights)];
  const out: WallSnapshot[] = [];
  for (const r of regions) {
    for (const h of surfaceHeights(r)) {
      if (!(h > 0)) continue;
      const below = Math.max(...floors.filter((f) => f < h));
      r.shapes.forEach((shape, si) => {
        let pts = outline(shape);
        // The surface lies to the right of each edge (clockwise on screen); a hole's outline the other way.
        if (signedArea2(pts) < 0 !== (shape.hole === true)) pts = [...pts].reverse();
        edges(pts).forEach(([p, q], i) => {
          out.push({
            id: `${r._id}.${String(h)}.${String(si)}.${String(i)}`,
            a: [p[0] / pxPerInch, p[1] / pxPerInch],
            b: [q[0] / pxPerInch, q[1] / pxPerInch],
            blocksMove: false,
            blocksSight: false,
            ledge: { dropInches: (h - below) / unitsPerInch, top: h / unitsPerInch },
          });
        });
      });
    }
  }
  return out;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const band = (v: unknown): { bottom: number | null; top: number | null } => {
  const e = isObj(v) ? v : {};
  return { bottom: finite(e["bottom"]) ?? null, top: finite(e["top"]) ?? null };
};

/** A v14 Level's source data (`level.toObject()`), or null when it is not one. */
export function levelDataOf(raw: unknown): LevelData | null {
  if (!isObj(raw) || typeof raw["_id"] !== "string") return null;
  return { _id: raw["_id"], elevation: band(raw["elevation"]) };
}

const SHAPE_TYPES = new Set(["rectangle", "polygon", "circle", "ellipse"]);

/** A v14 Region's source data (`region.toObject()`) with its shapes the ledges can follow, or null. */
export function regionDataOf(raw: unknown): RegionData | null {
  if (!isObj(raw) || typeof raw["_id"] !== "string") return null;
  const shapes = Array.isArray(raw["shapes"])
    ? raw["shapes"].filter((x): x is RegionShapeData => isObj(x) && SHAPE_TYPES.has(String(x["type"])))
    : [];
  const behaviors = Array.isArray(raw["behaviors"])
    ? raw["behaviors"].filter(isObj).map((b) => ({
        type: String(b["type"]),
        disabled: b["disabled"] === true,
        system: { placement: isObj(b["system"]) && typeof b["system"]["placement"] === "string" ? b["system"]["placement"] : "bottom" },
      }))
    : [];
  return { _id: raw["_id"], elevation: band(raw["elevation"]), shapes, behaviors };
}
