// The table's layers that depend on nothing but what they are given: the table top and its inch grid, the walls,
// the clouds (drawn once per table state), the opponent's scatter choice, and labels kept upright on a turned table.

import { t } from "./i18n.js";
import { type Arc, pointAt } from "./scatter-pick.js";
import { n3, svg } from "./svg.js";
import type { Scenario } from "../core/index.js";

/** An x, y point of the table view. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Extent {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface ScatterOverlay {
  readonly centre: Point;
  readonly radius: number;
  readonly arcs: readonly Arc[];
  readonly pick: { readonly point: readonly [number, number]; readonly legal: boolean } | null;
}

export function tableLayer(e: Extent): SVGGElement {
  const g = svg("g", { class: "table" });
  g.append(svg("rect", { x: e.x, y: e.y, width: e.width, height: e.height, class: "table-top" }));
  for (let x = Math.ceil(e.x); x <= e.x + e.width; x++)
    g.append(svg("line", { x1: x, y1: e.y, x2: x, y2: e.y + e.height, class: x % 6 === 0 ? "grid grid-major" : "grid" }));
  for (let y = Math.ceil(e.y); y <= e.y + e.height; y++)
    g.append(svg("line", { x1: e.x, y1: y, x2: e.x + e.width, y2: y, class: y % 6 === 0 ? "grid grid-major" : "grid" }));
  return g;
}

export function wallLayer(scenario: Scenario): SVGGElement {
  const g = svg("g", { class: "walls" });
  for (const w of scenario.battlefield.walls) {
    const cls = ["wall", w.blocksSight ? "" : "wall-see-through", w.blocksMove ? "" : "wall-passable"].filter(Boolean).join(" ");
    g.append(svg("line", { x1: w.a[0], y1: w.a[1], x2: w.b[0], y2: w.b[1], class: cls, "data-id": w.id }, svg("title", {}, w.id)));
  }
  return g;
}

export function cloudLayer(scenario: Scenario): SVGGElement {
  const g = svg("g", { class: "clouds" });
  for (const c of scenario.battlefield.clouds) {
    g.append(
      svg(
        "g",
        { class: `cloud cloud-${c.kind}${c.lethal ? " cloud-lethal" : ""}`, "data-id": c.id, "data-x": n3(c.x), "data-y": n3(c.y) },
        svg("circle", { cx: n3(c.x), cy: n3(c.y), r: c.radius }),
        svg("text", { x: n3(c.x), y: n3(c.y), class: "cloud-label" }, t(`Cloud.${c.lethal ? "lethal" : c.kind}`)),
      ),
    );
  }
  return g;
}

export function scatterLayer(sc: ScatterOverlay | null): SVGGElement {
  const g = svg("g", { class: "scatter-choice", id: "scatter-choice" });
  if (!sc) return g;
  const { centre: c, radius: r } = sc;
  g.setAttribute("data-x", String(n3(c.x)));
  g.setAttribute("data-y", String(n3(c.y)));
  g.setAttribute("data-radius", String(r));
  g.append(svg("circle", { cx: n3(c.x), cy: n3(c.y), r: 0.3, class: "scatter-centre" }));
  for (const a of sc.arcs) {
    const attrs = {
      class: `scatter-arc ${a.legal ? "scatter-legal" : "scatter-illegal"}`,
      "data-from": a.from,
      "data-to": a.to,
      "data-legal": String(a.legal),
    };
    if (a.to - a.from >= 360) g.append(svg("circle", { ...attrs, cx: n3(c.x), cy: n3(c.y), r }));
    else {
      const [x1, y1] = pointAt(c, r, a.from);
      const [x2, y2] = pointAt(c, r, a.to);
      g.append(svg("path", { ...attrs, d: `M${n3(x1)} ${n3(y1)}A${r} ${r} 0 ${a.to - a.from > 180 ? 1 : 0} 1 ${n3(x2)} ${n3(y2)}` }));
    }
  }
  if (sc.pick) {
    const [x, y] = sc.pick.point;
    g.append(svg("line", { x1: n3(c.x), y1: n3(c.y), x2: n3(x), y2: n3(y), class: "scatter-ray" }));
    g.append(
      svg("circle", {
        id: "scatter-pick",
        cx: n3(x),
        cy: n3(y),
        r: 0.35,
        class: `scatter-pick ${sc.pick.legal ? "legal" : "illegal"}`,
        "data-x": x,
        "data-y": y,
        "data-legal": String(sc.pick.legal),
      }),
    );
  }
  return g;
}

/** Labels stay upright on a turned table. */
export function upright(g: SVGGElement): void {
  for (const text of g.querySelectorAll("text"))
    text.setAttribute("transform", `rotate(-90 ${text.getAttribute("x")} ${text.getAttribute("y")})`);
}
