// The picture of an outcome (docs/scenario.md "Picture"): from the scenario as it stood before and the output document,
// the primitives that tell the attack — aim, path, impact, blast, who was hit, what moved — in a viewport around its reach.

import type { FigureSnapshot } from "../battlefield/types.js";
import { getRuleset } from "../rulesets/index.js";
import type { OutputDocument } from "../scenario/output.js";
import { wallsInBox } from "../scenario/prune.js";
import { loadScenario } from "../scenario/resolve.js";
import type { Scenario } from "../scenario/scenario.js";
import type { CloudPrimitive, FigurePrimitive, MovePrimitive, Picture, PicturePoint, Primitive, Viewport, WallPrimitive } from "./types.js";
import { hypot } from "../geometry/vec.js";

export interface PictureOptions {
  /** The part of the table to show; by default the attack's reach with `margin` around it. */
  readonly viewport?: Viewport;
  /** Inches around the attack's reach (default 2). */
  readonly margin?: number;
  /** Only these figures are drawn (e.g. the tokens a player can see). */
  readonly include?: Iterable<string>;
  /** These figures are left out, with their moves and their part in the viewport (e.g. tokens hidden from a player). */
  readonly exclude?: Iterable<string>;
  /** The text beside a figure (default its id). */
  readonly label?: (figure: FigureSnapshot<unknown>) => string;
  /** The document already parsed (saves parsing it again). */
  readonly scenario?: Scenario;
}

/** The smallest viewport side, in inches: a throw at point blank still shows its surroundings. */
const MIN_SIDE = 8;
const DEFAULT_MARGIN = 2;
/** Moves shorter than this (inches) are not drawn: rounding in the output document, not a move. */
const STILL = 0.01;

const pt = (p: readonly [number, number] | { readonly x: number; readonly y: number }): PicturePoint =>
  "x" in p ? { x: p.x, y: p.y } : { x: p[0], y: p[1] };
const apart = (a: PicturePoint, b: PicturePoint): boolean => hypot(a.x - b.x, a.y - b.y) > STILL;

/** A figure's `from`/`to` record in the output (Necromunda `knockback`, `ranForCover`), when well formed. */
function leg(v: unknown): { from: PicturePoint; to: PicturePoint } | null {
  if (typeof v !== "object" || v === null) return null;
  const { from, to } = v as { from?: unknown; to?: unknown };
  const ok = (p: unknown): p is [number, number] => Array.isArray(p) && typeof p[0] === "number" && typeof p[1] === "number";
  return ok(from) && ok(to) ? { from: pt(from), to: pt(to) } : null;
}

/** The moves of one affected figure, in the order they happened; `start` is where it stood before. */
function figureMoves(a: OutputDocument["affected"][number], start: PicturePoint): MovePrimitive[] {
  const moves: MovePrimitive[] = [];
  let at = start;
  for (const [field, moveKind] of [
    ["knockback", "knockback"],
    ["ranForCover", "runForCover"],
  ] as const) {
    const m = leg(a[field]);
    if (m && apart(m.from, m.to)) moves.push({ kind: "move", phase: "aftermath", moveKind, subject: a.figure, from: m.from, to: m.to });
    if (m) at = m.to;
  }
  const end = pt(a.position);
  // Moved on by the rules after that (into base contact, off a figure it landed on): the rest of the way.
  if (apart(at, end)) moves.push({ kind: "move", phase: "aftermath", moveKind: "displaced", subject: a.figure, from: at, to: end });
  const fell = a["fell"] as { inches?: unknown } | undefined;
  if (fell && typeof fell.inches === "number")
    moves.push({ kind: "move", phase: "aftermath", moveKind: "fall", subject: a.figure, from: end, to: end, drop: fell.inches });
  return moves;
}

/** Grows a box to hold a disc. */
function grow(box: { minX: number; minY: number; maxX: number; maxY: number }, p: PicturePoint, r = 0): void {
  box.minX = Math.min(box.minX, p.x - r);
  box.minY = Math.min(box.minY, p.y - r);
  box.maxX = Math.max(box.maxX, p.x + r);
  box.maxY = Math.max(box.maxY, p.y + r);
}

/** The viewport around what is drawn: whole inches, at least MIN_SIDE a side. */
function fit(box: { minX: number; minY: number; maxX: number; maxY: number }, margin: number): Viewport {
  if (!Number.isFinite(box.minX)) return { x: 0, y: 0, width: MIN_SIDE, height: MIN_SIDE };
  const side = (lo: number, hi: number): [number, number] => {
    let a = Math.floor(lo - margin);
    let b = Math.ceil(hi + margin);
    if (b - a < MIN_SIDE) {
      const extra = MIN_SIDE - (b - a);
      a -= Math.floor(extra / 2);
      b = a + MIN_SIDE;
    }
    return [a, b - a];
  };
  const [x, width] = side(box.minX, box.maxX);
  const [y, height] = side(box.minY, box.maxY);
  return { x, y, width, height };
}

const discInView = (v: Viewport, p: PicturePoint, r: number): boolean =>
  p.x + r >= v.x && p.x - r <= v.x + v.width && p.y + r >= v.y && p.y - r <= v.y + v.height;

/** The picture of an outcome: `doc` is the scenario document the output was resolved from (the table before it). */
export function pictureOf(doc: unknown, output: OutputDocument, options: PictureOptions = {}): Picture {
  const scenario = options.scenario ?? loadScenario(doc);
  const bf = scenario.battlefield;
  const include = options.include ? new Set(options.include) : null;
  const exclude = new Set(options.exclude ?? []);
  const shown = (id: string): boolean => !exclude.has(id) && (!include || include.has(id));
  const byId = new Map(bf.figures.map((f) => [f.id, f]));
  const affected = new Map(output.affected.map((a) => [a.figure, a]));
  const attackerId = scenario.attack?.attacker ?? null;
  const attacker = attackerId !== null && shown(attackerId) ? (byId.get(attackerId) ?? null) : null;

  // Clouds: kept, placed, moved (drawn where they end, with the drift as a move) and removed.
  const sight = getRuleset(scenario.ruleset)?.cloudSight(scenario.resolvedSettings);
  const removed = new Set(output.clouds.removed);
  const moved = new Map(output.clouds.moved.map((m) => [m.id, m]));
  const clouds: CloudPrimitive[] = [];
  const drifts: MovePrimitive[] = [];
  for (const c of bf.clouds) {
    const m = moved.get(c.id);
    const change = removed.has(c.id) ? "removed" : m ? "moved" : "kept";
    const at = m ? pt(m) : pt(c);
    const blocksSight = sight ? sight(c) !== null : false;
    const phase = change === "kept" ? "aim" : "aftermath";
    clouds.push({ kind: "cloud", phase, id: c.id, cloudKind: c.kind, change, at, radius: c.radius, lethal: c.lethal, blocksSight });
    if (m && apart(pt(c), at))
      drifts.push({ kind: "move", phase: "aftermath", moveKind: "cloudDrift", subject: c.id, from: pt(c), to: at });
  }
  for (const c of output.clouds.placed)
    clouds.push({ kind: "cloud", phase: "impact", id: c.id, cloudKind: c.kind, change: "placed", at: pt(c), ...pick(c) });

  const moves = output.affected.flatMap((a) => {
    const f = byId.get(a.figure);
    return f && shown(f.id) ? figureMoves(a, pt(f)) : [];
  });

  // The reach: what the attack touched, leaving out what the viewer may not see.
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  if (attacker) grow(box, pt(attacker), attacker.baseRadius);
  const target = scenario.attack?.target;
  const targetFigure = target && "figure" in target && shown(target.figure) ? byId.get(target.figure) : undefined;
  if (targetFigure) grow(box, pt(targetFigure), targetFigure.baseRadius);
  if (output.aim) grow(box, pt(output.aim));
  for (const l of output.path) for (const p of [l.from, l.to]) grow(box, pt(p));
  if (output.impact) grow(box, pt(output.impact), output.blastRadius ?? 0);
  for (const c of clouds) if (c.change !== "kept") grow(box, c.at, c.radius);
  for (const m of [...moves, ...drifts]) for (const p of [m.from, m.to]) grow(box, p);
  for (const a of output.affected) {
    const f = byId.get(a.figure);
    if (f && shown(f.id)) for (const p of [pt(f), pt(a.position)]) grow(box, p, f.baseRadius);
  }
  const viewport = options.viewport ?? fit(box, options.margin ?? DEFAULT_MARGIN);
  const view = { minX: viewport.x, minY: viewport.y, maxX: viewport.x + viewport.width, maxY: viewport.y + viewport.height };

  const walls: WallPrimitive[] = wallsInBox(bf.walls, view).flatMap((i) => {
    const w = bf.walls[i];
    if (!w) return [];
    return {
      kind: "wall",
      phase: "aim",
      id: w.id,
      a: pt(w.a),
      b: pt(w.b),
      blocksMove: w.blocksMove,
      blocksSight: w.blocksSight,
      ledgeDrop: w.ledge?.dropInches ?? null,
      bottom: w.bottom ?? null,
      top: w.top ?? null,
      blocksFrom: w.blocksFrom ?? "both",
    };
  });

  const label = options.label ?? ((f: FigureSnapshot<unknown>) => f.id);
  const figures: FigurePrimitive[] = [];
  for (const f of bf.figures) {
    const a = affected.get(f.id);
    const at = a ? pt(a.position) : pt(f);
    if (!shown(f.id) || !(discInView(viewport, at, f.baseRadius) || discInView(viewport, pt(f), f.baseRadius))) continue;
    figures.push({
      kind: "figure",
      phase: "aim",
      id: f.id,
      side: f.side,
      attacker: f.id === attackerId,
      at,
      from: pt(f),
      z: a ? a.position.z : f.z,
      baseRadius: f.baseRadius,
      hit: a !== undefined && a.cause !== "fear",
      status: a?.status ?? null,
      cause: a?.cause ?? null,
      label: label(f),
    });
  }

  const primitives: Primitive[] = [...walls, ...clouds];
  if (output.impact && output.blastRadius)
    primitives.push({ kind: "blast", phase: "impact", at: pt(output.impact), radius: output.blastRadius });
  primitives.push(...figures);
  if (output.aim) primitives.push({ kind: "aim", phase: "aim", at: pt(output.aim), from: attacker ? pt(attacker) : null });
  output.path.forEach((l, index) => {
    primitives.push({ kind: "leg", phase: "flight", index, legKind: l.kind, from: pt(l.from), to: pt(l.to) });
    if (l.kind === "bounce") primitives.push({ kind: "bounce", phase: "flight", leg: index, at: pt(l.from) });
  });
  if (output.impact)
    primitives.push({ kind: "impact", phase: "impact", at: pt(output.impact), z: output.impact.z, outcome: output.outcome });
  primitives.push(...moves, ...drifts);
  return { viewport, outcome: output.outcome, primitives };
}

const pick = (c: OutputDocument["clouds"]["placed"][number]): Pick<CloudPrimitive, "radius" | "lethal" | "blocksSight"> => ({
  radius: c.radius,
  lethal: c.lethal,
  blocksSight: c.blocksSight,
});
