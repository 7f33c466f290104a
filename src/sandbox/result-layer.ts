// The last resolution drawn over the table from its picture (src/core/picture, shared with the chat card and the
// command line): the blast under the path, the path leg by leg with its bounces, the impact, the moves as arrows (the
// figures moving along them, figure-motion.ts), and a status ring and label on each figure affected.

import {
  type FigureStatus,
  type OutputDocument,
  type Picture,
  type PicturePoint,
  type Primitive,
  pictureTimeline,
  primitivesOf,
} from "../core/index.js";
import { figureMotionCss, figureMotions } from "./figure-motion.js";
import { t } from "./i18n.js";
import { n3, svg } from "./svg.js";
import type { Point } from "./table-layers.js";

/** The last resolution as the table draws it. */
export interface ResultOverlay {
  readonly output: OutputDocument;
  /** The picture of the resolution, from the table before it (src/core/picture). */
  readonly picture: Picture;
}

/** Ring colours per status; "standing" is white so it never reads as the attacker's yellow highlight. */
const STATUS_COLOUR: Readonly<Record<FigureStatus, string>> = {
  standing: "#ffffff",
  pinned: "#e67e22",
  seriouslyInjured: "#e74c3c",
  down: "#e67e22",
  outOfAction: "#111111",
  broken: "#8e44ad",
};

const PATH_COLOUR: Readonly<Partial<Record<string, string>>> = {
  deviate: "#e67e22",
  scatter: "#8e44ad",
  bounce: "#d35400",
  stop: "#7f8c8d",
};

/** A figure's status as a short label (with GZG suppression or Trench Crusade blood when held). */
export function statusLabel(a: OutputDocument["affected"][number]): string {
  // A GZG figure that is only suppressed stays standing: its markers say more than "standing".
  const parts = a.status === "standing" && (a.suppression || a.blood) ? [] : [t(`Status.${a.status}`)];
  if (a.suppression) parts.push(t(a.suppression === 1 ? "Marker.suppression.one" : "Marker.suppression.other", { n: a.suppression }));
  if (a.blood) parts.push(t(a.blood === 1 ? "Marker.blood.one" : "Marker.blood.other", { n: a.blood }));
  if (a.wounds !== undefined && a.status !== "outOfAction") parts.push(t("Marker.wounds", { n: a.wounds }));
  return parts.join(" · ");
}

/** One SVG path command to a point, rounded as every attribute is. */
const cmd = (c: "M" | "L", x: number, y: number): string => `${c}${String(n3(x))} ${String(n3(y))}`;

const line = (from: PicturePoint, to: PicturePoint, attrs: Record<string, string | number>): SVGLineElement =>
  svg("line", { x1: n3(from.x), y1: n3(from.y), x2: n3(to.x), y2: n3(to.y), ...attrs });

const length = (a: PicturePoint, b: PicturePoint): number => Math.hypot(b.x - a.x, b.y - a.y);

/** When each picture was first drawn (ms, page clock): a redraw during its animation carries on from where it was. */
const firstDrawn = new WeakMap<Picture, number>();

/** The table's elements for one primitive of the picture (figures, walls and clouds are the table's own layers). */
function drawn(p: Primitive): SVGElement | null {
  switch (p.kind) {
    case "blast":
      return svg("circle", { cx: n3(p.at.x), cy: n3(p.at.y), r: p.radius, class: "blast" });
    case "aim":
      return svg(
        "g",
        { class: "aimed" },
        ...(p.from ? [line(p.from, p.at, { class: "throw-line draws", style: `--len: ${String(n3(length(p.from, p.at)))}` })] : []),
        svg("circle", { cx: n3(p.at.x), cy: n3(p.at.y), r: 0.3, class: "aimed-at" }),
      );
    case "leg":
      return line(p.from, p.to, {
        class: `path-leg path-${p.legKind} draws`,
        style: `--len: ${String(n3(length(p.from, p.to)))}`,
        stroke: PATH_COLOUR[p.legKind] ?? "#e67e22",
        "marker-end": "url(#arrow)",
        "data-leg": p.index,
        "data-kind": p.legKind,
      });
    case "bounce":
      return svg("circle", { cx: n3(p.at.x), cy: n3(p.at.y), r: 0.25, class: "bounce-point", "data-leg": p.leg });
    case "impact": {
      const { x, y } = p.at;
      const d = [cmd("M", x - 0.5, y - 0.5), cmd("L", x + 0.5, y + 0.5), cmd("M", x + 0.5, y - 0.5), cmd("L", x - 0.5, y + 0.5)].join("");
      return svg("g", { id: "impact", class: "impact", "data-x": x, "data-y": y }, svg("path", { d, class: "impact-cross" }));
    }
    case "move":
      if (p.moveKind === "cloudDrift")
        return line(p.from, p.to, { class: "move-arrow cloud-drift", "marker-end": "url(#arrow-move)", "data-cloud": p.subject });
      // A fall is a drop where the figure ends: a mark beside it, not a move across the table.
      if (p.moveKind === "fall")
        return svg("path", {
          d: cmd("M", p.to.x + 0.7, p.to.y - 0.5) + cmd("L", p.to.x + 0.7, p.to.y + 0.5),
          class: "fall-mark",
          "marker-end": "url(#arrow-move)",
          "data-figure": p.subject,
          "data-drop": p.drop ?? 0,
        });
      return line(p.from, p.to, {
        class: `move-arrow move-${p.moveKind} draws`,
        style: `--len: ${String(n3(length(p.from, p.to)))}`,
        "marker-end": "url(#arrow-move)",
        "data-figure": p.subject,
        "data-move": p.moveKind,
      });
    case "wall":
    case "cloud":
    case "figure":
      return null;
  }
}

/**
 * The result layer: the picture of the last resolution (src/core/picture) drawn into the table, then a status ring and
 * label on each figure affected, in the output's order; each label is handed to `label` (placed later, clear of the others).
 */
export function resultLayer(r: ResultOverlay | null, label: (figure: string, text: SVGTextElement, at: Point) => void): SVGGElement {
  const g = svg("g", { class: "result", id: "result" });
  if (!r) return g;
  const out = r.output;
  g.setAttribute("data-outcome", out.outcome);
  const figures = new Map(primitivesOf(r.picture, "figure").map((f) => [f.id, f]));
  // The animation (table.css): each element waits for its step of the picture's timeline.
  const timeline = pictureTimeline(r.picture);
  const now = performance.now();
  const elapsed = (now - (firstDrawn.get(r.picture) ?? now)) / 1000;
  if (!firstDrawn.has(r.picture)) firstDrawn.set(r.picture, now);
  if (elapsed >= timeline.total) g.classList.add("settled");
  g.setAttribute("style", `--elapsed: ${elapsed.toFixed(3)}s`);
  // The figures the attack moved start where they stood and move with their arrows (figure-motion.ts).
  const motion = elapsed < timeline.total ? figureMotionCss(figureMotions(r.picture, timeline), elapsed) : "";
  if (motion) g.append(svg("style", { class: "figure-motion" }, motion));
  const at = (e: SVGElement, step: { start: number; duration: number } | undefined, phase: string): void => {
    e.setAttribute("data-phase", phase);
    e.style.setProperty("--at", `${(step?.start ?? 0).toFixed(2)}s`);
    e.style.setProperty("--for", `${Math.max(0.2, step?.duration ?? 0).toFixed(2)}s`);
  };
  r.picture.primitives.forEach((p, i) => {
    const e = drawn(p);
    if (!e) return;
    at(e, timeline.steps[i], p.phase);
    g.append(e);
  });
  const after = timeline.steps[r.picture.primitives.findIndex((p) => p.phase === "aftermath")] ?? {
    start: timeline.total,
    duration: 0.5,
  };
  for (const a of out.affected) {
    const to = figures.get(a.figure)?.at ?? a.position;
    const text = svg("text", { x: n3(to.x), y: n3(to.y), class: "status-label" }, statusLabel(a));
    label(a.figure, text, to);
    const mark = svg(
      "g",
      { class: "hit-mark", "data-figure": a.figure, "data-status": a.status },
      svg("circle", { cx: n3(to.x), cy: n3(to.y), r: 0.85, class: "status-ring", stroke: STATUS_COLOUR[a.status] }),
      text,
    );
    at(mark, after, "aftermath");
    g.append(mark);
  }
  return g;
}

/** Arrow heads of the path and of moves. */
export function defs(): SVGDefsElement {
  const arrow = (id: string, cls: string): SVGMarkerElement =>
    svg(
      "marker",
      {
        id,
        viewBox: "0 0 10 10",
        refX: 9,
        refY: 5,
        markerWidth: 5,
        markerHeight: 5,
        orient: "auto-start-reverse",
        markerUnits: "strokeWidth",
      },
      svg("path", { d: "M0 0L10 5L0 10z", class: cls }),
    );
  return svg("defs", {}, arrow("arrow", "arrow-head"), arrow("arrow-move", "arrow-head-move"));
}
