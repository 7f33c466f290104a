// The table's layer for a player's decision being asked: a ring round the model it is for; for a Running for Cover
// route, the legal ground (its outline round the fighter), the bases in its way where they stand when it runs, the
// automation's route dashed, and the candidate way point with its route from where the fighter stands.

import { n3, svg } from "./svg.js";

export interface RouteOverlay {
  readonly figure: string;
  readonly start: readonly [number, number];
  readonly distance: number;
  readonly outline: readonly (readonly [number, number])[];
  /** The other bases that stop the move, where they stand when the fighter runs (after the blast moved them). */
  readonly obstacles: readonly { readonly id: string; readonly x: number; readonly y: number; readonly baseRadius: number }[];
  readonly automation: readonly [number, number] | null;
  readonly pick: readonly [number, number];
}

/** The model a decision is for, ringed on the table. */
export interface FocusRing {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

export interface DecisionOverlay {
  readonly focus: FocusRing | null;
  readonly route: RouteOverlay | null;
}

const path = (points: readonly (readonly [number, number])[]): string =>
  points.map(([x, y], i) => `${i ? "L" : "M"}${String(n3(x))} ${String(n3(y))}`).join("") + "Z";

export function decisionLayer(d: DecisionOverlay | null): SVGGElement {
  const g = svg("g", { class: "decision-layer" });
  const f = d?.focus;
  if (f)
    g.append(
      svg("circle", { cx: n3(f.x), cy: n3(f.y), r: n3(f.r + 0.35), class: "decision-focus", id: "decision-focus", "data-id": f.id }),
    );
  g.append(routeLayer(d?.route ?? null));
  return g;
}

function routeLayer(r: RouteOverlay | null): SVGGElement {
  const g = svg("g", { class: "route-choice", id: "route-choice" });
  if (!r) return g;
  const [sx, sy] = r.start;
  g.setAttribute("data-figure", r.figure);
  g.setAttribute("data-distance", String(r.distance));
  g.append(svg("path", { d: path(r.outline), class: "route-ground", "data-points": r.outline.length }));
  for (const o of r.obstacles)
    g.append(svg("circle", { cx: n3(o.x), cy: n3(o.y), r: o.baseRadius, class: "route-obstacle", "data-id": o.id }));
  if (r.automation) {
    const [ax, ay] = r.automation;
    g.append(svg("line", { x1: n3(sx), y1: n3(sy), x2: n3(ax), y2: n3(ay), class: "route-auto" }));
    g.append(svg("circle", { cx: n3(ax), cy: n3(ay), r: 0.25, class: "route-auto-end", id: "route-auto", "data-x": ax, "data-y": ay }));
  }
  const [px, py] = r.pick;
  g.append(svg("line", { x1: n3(sx), y1: n3(sy), x2: n3(px), y2: n3(py), class: "route-line" }));
  g.append(svg("circle", { cx: n3(px), cy: n3(py), r: 0.35, class: "route-pick", id: "route-pick", "data-x": px, "data-y": py }));
  return g;
}
