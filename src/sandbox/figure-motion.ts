// The figures an attack moved, carried along their moves while the result plays (result-layer.ts): the table draws
// each figure where it ends, so each one starts offset back to where it stood and slides along its knockback, running
// or displacement, in step with the arrows that draw them. With reduced motion, or once the result has played, none.

import type { Picture, PicturePoint, Timeline } from "../core/index.js";
import { n3 } from "./svg.js";

/** One moved figure: when it moves (s, the timeline's) and its offset from where it ends at each fraction of the way. */
export interface FigureMotion {
  readonly figure: string;
  readonly start: number;
  readonly duration: number;
  readonly frames: readonly { readonly at: number; readonly dx: number; readonly dy: number }[];
}

/**
 * Each figure's moves in the picture's order (falls are a drop where the figure ends, not a way across the table; cloud
 * drifts are not figures), chained from where it stood to where it ends, timed by the first of them — the arrows of one
 * figure draw together. A figure whose moves add up to no distance does not move.
 */
export function figureMotions(picture: Picture, timeline: Timeline): FigureMotion[] {
  const ends = new Map<string, PicturePoint>();
  for (const p of picture.primitives) if (p.kind === "figure") ends.set(p.id, p.at);
  const moves = new Map<string, { points: PicturePoint[]; start: number; duration: number }>();
  picture.primitives.forEach((p, i) => {
    if (p.kind !== "move" || p.moveKind === "fall" || p.moveKind === "cloudDrift") return;
    const step = timeline.steps[i] ?? { start: timeline.total, duration: 0 };
    const m = moves.get(p.subject);
    if (m) m.points.push(p.from, p.to);
    // The arrows last at least 0.2 s (result-layer.ts --for), and so does the figure's way along them.
    else moves.set(p.subject, { points: [p.from, p.to], start: step.start, duration: Math.max(0.2, step.duration) });
  });
  const out: FigureMotion[] = [];
  for (const [figure, m] of moves) {
    const end = ends.get(figure) ?? m.points[m.points.length - 1];
    if (!end) continue;
    // The last move ends where the table draws the figure (to within the picture's rounding): end exactly there.
    m.points[m.points.length - 1] = end;
    const lengths = m.points.map((q, k) =>
      k === 0 ? 0 : Math.hypot(q.x - (m.points[k - 1]?.x ?? q.x), q.y - (m.points[k - 1]?.y ?? q.y)),
    );
    const total = lengths.reduce((a, b) => a + b, 0);
    if (total <= 0) continue;
    let run = 0;
    const frames = m.points.map((q, k) => {
      run += lengths[k] ?? 0;
      return { at: run / total, dx: q.x - end.x, dy: q.y - end.y };
    });
    out.push({ figure, start: m.start, duration: m.duration, frames });
  }
  return out;
}

/** A CSS string for an attribute selector's quoted value. */
const quoted = (s: string): string => `"${s.replace(/["\\]/g, "\\$&").replace(/\n/g, "\\a ")}"`;

/**
 * The style that plays the motions on the table's figures (`.figures [data-id]`, the table's own layer), `elapsed`
 * seconds into the result (a redraw carries on). Each figure holds its first frame until its step (`backwards`), so it
 * stands where it stood from the first frame; only when the user has not asked for reduced motion.
 */
export function figureMotionCss(motions: readonly FigureMotion[], elapsed: number): string {
  if (motions.length === 0) return "";
  const translate = (dx: number, dy: number): string => `translate(${String(n3(dx))}px, ${String(n3(dy))}px)`;
  const rules = motions.map(
    (m, i) =>
      `#table .figures [data-id=${quoted(m.figure)}] { animation: result-figure-${String(i)} ${m.duration.toFixed(2)}s linear ` +
      `${(m.start - elapsed).toFixed(3)}s backwards; }`,
  );
  const keyframes = motions.map(
    (m, i) =>
      `@keyframes result-figure-${String(i)} { ${m.frames
        .map((f) => `${(f.at * 100).toFixed(2)}% { transform: ${translate(f.dx, f.dy)}; }`)
        .join(" ")} }`,
  );
  return `@media (prefers-reduced-motion: no-preference) { ${rules.join(" ")} }\n${keyframes.join("\n")}`;
}
