// The throw's animation as a pure timeline (docs/foundry.md "The throw on the canvas"): from a picture's phases, what
// is drawn at each moment — the aim, the projectile along the path leg by leg with a mark at each bounce, the impact
// and the growing blast ring, then the moves as arrows, then a fade. Marks are in table inches; the canvas port scales.

import type { MoveKind, Picture, PicturePoint, Primitive } from "../../core/index.js";

/** Where each phase starts, as a fraction of the whole animation; the last part fades everything out. */
export const PHASE_START = { aim: 0, flight: 0.08, impact: 0.45, aftermath: 0.6, fade: 0.8 } as const;

export type MarkStyle = "aim" | "path" | "projectile" | "bounce" | "impact" | "blast" | "smoke" | "gas" | "hit" | MoveKind;

/** One thing to draw at one moment (inches; `alpha` 0…1). */
export type Mark =
  | {
      readonly kind: "line";
      readonly style: MarkStyle;
      readonly from: PicturePoint;
      readonly to: PicturePoint;
      readonly arrow: boolean;
      readonly alpha: number;
    }
  | { readonly kind: "dot"; readonly style: MarkStyle; readonly at: PicturePoint; readonly radius: number; readonly alpha: number }
  | { readonly kind: "ring"; readonly style: MarkStyle; readonly at: PicturePoint; readonly radius: number; readonly alpha: number }
  | { readonly kind: "cross"; readonly style: MarkStyle; readonly at: PicturePoint; readonly radius: number; readonly alpha: number };

/** A stretch of the flight: the throw to the aim point, or one leg of the deviation or scatter path. */
interface Segment {
  readonly from: PicturePoint;
  readonly to: PicturePoint;
  readonly start: number;
  readonly end: number;
  /** The bounce mark at its start, if the leg is a bounce. */
  readonly bounce: boolean;
}

export interface Timeline {
  readonly durationMs: number;
  readonly segments: readonly Segment[];
  readonly primitives: readonly Primitive[];
}

/** Sizes of the marks, in inches. */
const SIZE = { projectile: 0.25, bounce: 0.2, impact: 0.3, aim: 0.4, fall: 0.45, hitMargin: 0.15 } as const;

const lerp = (a: PicturePoint, b: PicturePoint, f: number): PicturePoint => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));
const length = (s: { from: PicturePoint; to: PicturePoint }): number => Math.hypot(s.to.x - s.from.x, s.to.y - s.from.y);

/**
 * The timeline of a picture over `durationMs`: the flight's segments (the throw from the attacker to the aim point when
 * the picture shows the attacker, then each leg) share the flight phase in proportion to their length.
 */
export function throwTimeline(picture: Picture, durationMs: number): Timeline {
  if (!(durationMs > 0)) throw new Error(`ordnance: an animation needs a positive duration, got ${String(durationMs)} ms`);
  const raw: { from: PicturePoint; to: PicturePoint; bounce: boolean }[] = [];
  for (const p of picture.primitives) {
    if (p.kind === "aim" && p.from) raw.push({ from: p.from, to: p.at, bounce: false });
    if (p.kind === "leg") raw.push({ from: p.from, to: p.to, bounce: p.legKind === "bounce" });
  }
  const total = raw.reduce((s, r) => s + length(r), 0);
  const span = (PHASE_START.impact - PHASE_START.flight) * durationMs;
  let at = PHASE_START.flight * durationMs;
  const segments = raw.map((r) => {
    const share = total > 0 ? length(r) / total : 1 / raw.length;
    const seg = { ...r, start: at, end: at + share * span };
    at = seg.end;
    return seg;
  });
  return { durationMs, segments, primitives: picture.primitives };
}

/** The marks to draw `t` ms into the animation (none before 0 or after the end). */
export function marksAt(timeline: Timeline, t: number): Mark[] {
  const d = timeline.durationMs;
  if (!(t >= 0) || t >= d) return [];
  const alpha = 1 - clamp01((t - PHASE_START.fade * d) / ((1 - PHASE_START.fade) * d));
  const phase = (name: keyof typeof PHASE_START): number => PHASE_START[name] * d;
  const progress = (from: number, to: number): number => clamp01((t - from) / (to - from));
  const marks: Mark[] = [];

  for (const s of timeline.segments) {
    if (t < s.start) break;
    const f = progress(s.start, s.end);
    if (s.bounce) marks.push({ kind: "cross", style: "bounce", at: s.from, radius: SIZE.bounce, alpha });
    marks.push({ kind: "line", style: "path", from: s.from, to: lerp(s.from, s.to, f), arrow: false, alpha });
    if (t < s.end) marks.push({ kind: "dot", style: "projectile", at: lerp(s.from, s.to, f), radius: SIZE.projectile, alpha });
  }

  const grow = progress(phase("impact"), phase("aftermath"));
  const moving = progress(phase("aftermath"), phase("fade"));
  for (const p of timeline.primitives) {
    switch (p.kind) {
      case "aim":
        marks.push({ kind: "cross", style: "aim", at: p.at, radius: SIZE.aim, alpha: alpha * progress(0, phase("flight")) });
        break;
      case "impact":
        if (t >= phase("impact")) marks.push({ kind: "dot", style: "impact", at: p.at, radius: SIZE.impact, alpha });
        break;
      case "blast":
        if (t >= phase("impact")) marks.push({ kind: "ring", style: "blast", at: p.at, radius: p.radius * grow, alpha });
        break;
      case "cloud": {
        const style = p.cloudKind;
        if (p.change === "placed" && t >= phase("impact")) marks.push({ kind: "ring", style, at: p.at, radius: p.radius * grow, alpha });
        if (p.change === "moved" && t >= phase("aftermath"))
          marks.push({ kind: "ring", style, at: p.at, radius: p.radius, alpha: alpha * moving });
        if (p.change === "removed" && t >= phase("impact"))
          marks.push({ kind: "ring", style, at: p.at, radius: p.radius, alpha: alpha * (1 - moving) });
        break;
      }
      case "figure":
        if (p.hit && t >= phase("aftermath"))
          marks.push({ kind: "ring", style: "hit", at: p.at, radius: p.baseRadius + SIZE.hitMargin, alpha: alpha * moving });
        break;
      case "move":
        if (t < phase("aftermath")) break;
        if (p.moveKind === "fall") marks.push({ kind: "cross", style: "fall", at: p.to, radius: SIZE.fall, alpha: alpha * moving });
        else marks.push({ kind: "line", style: p.moveKind, from: p.from, to: lerp(p.from, p.to, moving), arrow: true, alpha });
        break;
      default:
        break;
    }
  }
  return marks;
}
