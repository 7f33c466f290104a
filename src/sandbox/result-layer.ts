// The last resolution drawn over the table: the blast under the path, the deviation or scatter path leg
// by leg with its bounces, the impact, cloud drift and knockback arrows, and a status ring and label on
// each figure affected.

import type { FigureStatus, OutputDocument } from "../core/index.js";
import { t } from "./i18n.js";
import { n3, svg } from "./svg.js";
import type { Point, ResultOverlay } from "./table-view.js";

/** Ring colours per status; "standing" is white so it never reads as the attacker's yellow highlight. */
const STATUS_COLOUR: Readonly<Record<FigureStatus, string>> = {
  standing: "#ffffff",
  pinned: "#e67e22",
  seriouslyInjured: "#e74c3c",
  down: "#e67e22",
  outOfAction: "#111111",
  broken: "#8e44ad",
};

const PATH_COLOUR: Readonly<Record<string, string>> = { deviate: "#e67e22", scatter: "#8e44ad", bounce: "#d35400", stop: "#7f8c8d" };

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

const line = (from: Point, to: Point, attrs: Record<string, string | number>): SVGLineElement =>
  svg("line", { x1: n3(from.x), y1: n3(from.y), x2: n3(to.x), y2: n3(to.y), ...attrs });

/** The result layer; each status label is handed to `label` (placed later, clear of the other labels). */
export function resultLayer(r: ResultOverlay | null, label: (figure: string, text: SVGTextElement, at: Point) => void): SVGGElement {
  const g = svg("g", { class: "result", id: "result" });
  if (!r) return g;
  const out = r.output;
  g.setAttribute("data-outcome", out.outcome);
  // The blast under the path, so every leg of the deviation or scatter stays visible over it.
  if (out.impact && r.blastRadius)
    g.append(svg("circle", { cx: n3(out.impact.x), cy: n3(out.impact.y), r: r.blastRadius, class: "blast" }));
  if (out.aim) g.append(svg("circle", { cx: n3(out.aim.x), cy: n3(out.aim.y), r: 0.3, class: "aimed-at" }));
  out.path.forEach((leg, i) => {
    const [from, to] = [
      { x: leg.from[0], y: leg.from[1] },
      { x: leg.to[0], y: leg.to[1] },
    ];
    g.append(
      line(from, to, {
        class: `path-leg path-${leg.kind}`,
        stroke: PATH_COLOUR[leg.kind] ?? "#e67e22",
        "marker-end": "url(#arrow)",
        "data-leg": i,
        "data-kind": leg.kind,
      }),
    );
    if (leg.kind === "bounce") g.append(svg("circle", { cx: n3(from.x), cy: n3(from.y), r: 0.25, class: "bounce-point" }));
  });
  if (out.impact) {
    const { x, y } = out.impact;
    g.append(
      svg(
        "g",
        { id: "impact", class: "impact", "data-x": x, "data-y": y },
        svg("path", {
          d: [cmd("M", x - 0.5, y - 0.5), cmd("L", x + 0.5, y + 0.5), cmd("M", x + 0.5, y - 0.5), cmd("L", x - 0.5, y + 0.5)].join(""),
          class: "impact-cross",
        }),
      ),
    );
  }
  for (const m of out.clouds.moved) {
    const from = r.cloudsBefore.get(m.id);
    if (from) g.append(line(from, m, { class: "move-arrow cloud-drift", "marker-end": "url(#arrow-move)", "data-cloud": m.id }));
  }
  for (const a of out.affected) {
    const from = r.before.get(a.figure);
    const to = a.position;
    if (from && Math.hypot(to.x - from.x, to.y - from.y) > 0.01)
      g.append(line(from, to, { class: "move-arrow", "marker-end": "url(#arrow-move)", "data-figure": a.figure }));
    const text = svg("text", { x: n3(to.x), y: n3(to.y), class: "status-label" }, statusLabel(a));
    label(a.figure, text, to);
    g.append(
      svg(
        "g",
        { class: "hit-mark", "data-figure": a.figure, "data-status": a.status },
        svg("circle", { cx: n3(to.x), cy: n3(to.y), r: 0.85, class: "status-ring", stroke: STATUS_COLOUR[a.status] }),
        text,
      ),
    );
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
