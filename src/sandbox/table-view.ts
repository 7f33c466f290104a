// Draws the table top-down as SVG in inches (y down, docs/scenario.md "Frame and units"): walls, clouds, figures on bases
// coloured by side, the aim overlay (range rings, blast radius, live odds on figures) and the last
// resolution (path leg by leg with bounces, impact and blast, status marks, knockback arrows).

import type { FigureStatus, OddsSummary, OutputDocument, Scenario } from "../core/index.js";
import { t } from "./i18n.js";
import type { Ring } from "./aim-hints.js";
import { type Arc, pointAt } from "./scatter-pick.js";
import type { Casualty } from "./session.js";
import { n3, svg } from "./svg.js";

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface ResultOverlay {
  readonly output: OutputDocument;
  /** Where each figure stood before the resolution. */
  readonly before: ReadonlyMap<string, Point>;
  /** Where each cloud stood before the resolution (to draw drift). */
  readonly cloudsBefore: ReadonlyMap<string, Point>;
  readonly blastRadius: number | null;
}

export interface TableModel {
  readonly scenario: Scenario;
  readonly casualties: readonly Casualty[];
  readonly attackerId: string | null;
  readonly aim: Point | null;
  readonly rings: readonly Ring[];
  readonly blastRadius: number | null;
  readonly odds: OddsSummary | null;
  readonly result: ResultOverlay | null;
  /** The opponent's scatter point being chosen: the circle's stretches and the point under the pointer. */
  readonly scatter?: ScatterOverlay | null;
}

export interface ScatterOverlay {
  readonly centre: Point;
  readonly radius: number;
  readonly arcs: readonly Arc[];
  readonly pick: { readonly point: readonly [number, number]; readonly legal: boolean } | null;
}

const NAMED_SIDES: Readonly<Record<string, string>> = {
  red: "#c0392b",
  blue: "#2e6fba",
  green: "#2f8f4e",
  yellow: "#d4a017",
  purple: "#7d3c98",
  orange: "#d35400",
  black: "#333333",
  white: "#eeeeee",
};
const PALETTE = ["#c0392b", "#2e6fba", "#2f8f4e", "#d4a017", "#7d3c98", "#d35400", "#16a085", "#8e6e53"];

const STATUS_COLOUR: Readonly<Record<FigureStatus, string>> = {
  standing: "#f1c40f",
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
  if (a.suppression) parts.push(t("Marker.suppression", { n: a.suppression }));
  if (a.blood) parts.push(t("Marker.blood", { n: a.blood }));
  if (a.wounds !== undefined && a.status !== "outOfAction") parts.push(t("Marker.wounds", { n: a.wounds }));
  return parts.join(" · ");
}

export class TableView {
  private sideColours = new Map<string, string>();
  /** The group holding the drawing: turned a quarter turn when a landscape table meets a portrait screen. */
  private content: SVGGElement | null = null;
  /** Set on a portrait phone screen: a landscape table is then drawn turned, so it fills the screen's height. */
  portrait = false;

  constructor(readonly root: SVGSVGElement) {}

  /** Table coordinates (inches) of a pointer position. */
  toTable(clientX: number, clientY: number): Point | null {
    const m = (this.content ?? this.root).getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  /** The table's extent in inches: the bounds, or everything on it with a margin. */
  extent(scenario: Scenario): { x: number; y: number; width: number; height: number } {
    const b = scenario.battlefield.bounds;
    if (b) return b;
    const xs: number[] = [];
    const ys: number[] = [];
    for (const w of scenario.battlefield.walls) (xs.push(w.a[0], w.b[0]), ys.push(w.a[1], w.b[1]));
    for (const f of scenario.battlefield.figures) (xs.push(f.x), ys.push(f.y));
    for (const c of scenario.battlefield.clouds) (xs.push(c.x - c.radius, c.x + c.radius), ys.push(c.y - c.radius, c.y + c.radius));
    if (!xs.length) return { x: 0, y: 0, width: 24, height: 24 };
    const x = Math.floor(Math.min(...xs)) - 4;
    const y = Math.floor(Math.min(...ys)) - 4;
    return { x, y, width: Math.ceil(Math.max(...xs)) + 4 - x, height: Math.ceil(Math.max(...ys)) + 4 - y };
  }

  private colour(side: string): string {
    let c = this.sideColours.get(side);
    if (!c) {
      c = NAMED_SIDES[side.toLowerCase()] ?? PALETTE[this.sideColours.size % PALETTE.length]!;
      this.sideColours.set(side, c);
    }
    return c;
  }

  render(model: TableModel): void {
    const { scenario } = model;
    const e = this.extent(scenario);
    const pad = this.portrait ? 0.75 : 1.5;
    // rotate(90) maps (x, y) to (−y, x): the table's x runs down the screen and its y to the left.
    const turned = this.portrait && e.width > e.height;
    this.root.setAttribute(
      "viewBox",
      turned
        ? `${-(e.y + e.height + pad)} ${e.x - pad} ${e.height + 2 * pad} ${e.width + 2 * pad}`
        : `${e.x - pad} ${e.y - pad} ${e.width + 2 * pad} ${e.height + 2 * pad}`,
    );
    this.root.dataset["turned"] = String(turned);
    const content = svg(
      "g",
      { class: "content", ...(turned ? { transform: "rotate(90)" } : {}) },
      this.table(e),
      this.clouds(scenario),
      this.walls(scenario),
      this.aimUnder(model),
      this.figures(model),
      this.resultLayer(model),
      this.aimOver(model),
      this.scatterLayer(model.scatter ?? null),
    );
    // Labels stay upright on a turned table.
    if (turned)
      for (const text of content.querySelectorAll("text"))
        text.setAttribute("transform", `rotate(-90 ${text.getAttribute("x")} ${text.getAttribute("y")})`);
    this.content = content;
    this.root.replaceChildren(defs(), content);
  }

  private scatterLayer(sc: ScatterOverlay | null): SVGGElement {
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

  private table(e: { x: number; y: number; width: number; height: number }): SVGGElement {
    const g = svg("g", { class: "table" });
    g.append(svg("rect", { x: e.x, y: e.y, width: e.width, height: e.height, class: "table-top" }));
    for (let x = Math.ceil(e.x); x <= e.x + e.width; x++)
      g.append(svg("line", { x1: x, y1: e.y, x2: x, y2: e.y + e.height, class: x % 6 === 0 ? "grid grid-major" : "grid" }));
    for (let y = Math.ceil(e.y); y <= e.y + e.height; y++)
      g.append(svg("line", { x1: e.x, y1: y, x2: e.x + e.width, y2: y, class: y % 6 === 0 ? "grid grid-major" : "grid" }));
    return g;
  }

  private walls(scenario: Scenario): SVGGElement {
    const g = svg("g", { class: "walls" });
    for (const w of scenario.battlefield.walls) {
      const cls = ["wall", w.blocksSight ? "" : "wall-see-through", w.blocksMove ? "" : "wall-passable"].filter(Boolean).join(" ");
      g.append(svg("line", { x1: w.a[0], y1: w.a[1], x2: w.b[0], y2: w.b[1], class: cls, "data-id": w.id }, svg("title", {}, w.id)));
    }
    return g;
  }

  private clouds(scenario: Scenario): SVGGElement {
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

  private figures(model: TableModel): SVGGElement {
    const g = svg("g", { class: "figures" });
    for (const c of model.casualties) {
      const r = c.baseRadius ?? 0.5;
      g.append(
        svg(
          "g",
          { class: "figure casualty", "data-id": c.id, "data-status": c.status },
          svg("circle", { cx: n3(c.x), cy: n3(c.y), r, class: "base" }),
          svg("path", {
            d: `M${n3(c.x - r * 0.7)} ${n3(c.y - r * 0.7)}L${n3(c.x + r * 0.7)} ${n3(c.y + r * 0.7)}M${n3(c.x + r * 0.7)} ${n3(c.y - r * 0.7)}L${n3(c.x - r * 0.7)} ${n3(c.y + r * 0.7)}`,
            class: "casualty-cross",
          }),
          svg("text", { x: n3(c.x), y: n3(c.y - r - 0.25), class: "figure-label" }, c.id),
          svg("title", {}, `${c.id}: ${t("Status.outOfAction")}`),
        ),
      );
    }
    const affected = new Map((model.result?.output.affected ?? []).map((a) => [a.figure, a]));
    for (const f of model.scenario.battlefield.figures) {
      const isAttacker = f.id === model.attackerId;
      const a = affected.get(f.id);
      const odds = model.odds?.figures[f.id];
      const fg = svg("g", {
        class: `figure${isAttacker ? " attacker" : ""}${a ? " affected" : ""}`,
        "data-id": f.id,
        "data-side": f.side,
        "data-x": n3(f.x),
        "data-y": n3(f.y),
        ...(a ? { "data-status": a.status } : {}),
        ...(odds ? { "data-odds-hit": odds.hit, "data-odds-ooa": odds.outOfAction } : {}),
      });
      fg.append(svg("circle", { cx: n3(f.x), cy: n3(f.y), r: f.baseRadius, class: "base", fill: this.colour(f.side) }));
      fg.append(svg("text", { x: n3(f.x), y: n3(f.y - f.baseRadius - 0.25), class: "figure-label" }, f.id));
      fg.append(svg("title", {}, `${f.id} (${f.side})`));
      if (odds) {
        const text =
          odds.outOfAction > 0
            ? t("Odds.onFigureOoa", { hit: pct(odds.hit), ooa: pct(odds.outOfAction) })
            : t("Odds.onFigure", { hit: pct(odds.hit) });
        fg.append(svg("text", { x: n3(f.x), y: n3(f.y + f.baseRadius + 0.75), class: "odds-label" }, text));
      }
      g.append(fg);
    }
    return g;
  }

  private aimUnder(model: TableModel): SVGGElement {
    const g = svg("g", { class: "aim-under" });
    const attacker = model.scenario.battlefield.figures.find((f) => f.id === model.attackerId);
    if (!attacker || !model.aim) return g;
    for (const ring of model.rings) {
      g.append(svg("circle", { cx: n3(attacker.x), cy: n3(attacker.y), r: n3(ring.radius), class: "range-ring" }));
      g.append(svg("text", { x: n3(attacker.x), y: n3(attacker.y - ring.radius + 0.6), class: "range-label" }, ring.label));
    }
    return g;
  }

  private aimOver(model: TableModel): SVGGElement {
    const g = svg("g", { class: "aim", id: "aim" });
    const attacker = model.scenario.battlefield.figures.find((f) => f.id === model.attackerId);
    const aim = model.aim;
    if (!aim) return g;
    g.setAttribute("data-x", String(n3(aim.x)));
    g.setAttribute("data-y", String(n3(aim.y)));
    if (attacker) g.append(svg("line", { x1: n3(attacker.x), y1: n3(attacker.y), x2: n3(aim.x), y2: n3(aim.y), class: "line-of-fire" }));
    if (model.blastRadius) g.append(svg("circle", { cx: n3(aim.x), cy: n3(aim.y), r: model.blastRadius, class: "aim-blast" }));
    g.append(
      svg("path", {
        d: `M${n3(aim.x - 0.6)} ${n3(aim.y)}H${n3(aim.x + 0.6)}M${n3(aim.x)} ${n3(aim.y - 0.6)}V${n3(aim.y + 0.6)}`,
        class: "crosshair",
      }),
    );
    return g;
  }

  private resultLayer(model: TableModel): SVGGElement {
    const g = svg("g", { class: "result", id: "result" });
    const r = model.result;
    if (!r) return g;
    const out = r.output;
    g.setAttribute("data-outcome", out.outcome);
    // The blast under the path, so every leg of the deviation or scatter stays visible over it.
    const impact = out.impact ? svg("g", { id: "impact", class: "impact", "data-x": out.impact.x, "data-y": out.impact.y }) : null;
    if (out.impact && impact && r.blastRadius)
      g.append(svg("circle", { cx: n3(out.impact.x), cy: n3(out.impact.y), r: r.blastRadius, class: "blast" }));
    if (out.aim) g.append(svg("circle", { cx: n3(out.aim.x), cy: n3(out.aim.y), r: 0.3, class: "aimed-at" }));
    out.path.forEach((leg, i) => {
      g.append(
        svg("line", {
          x1: n3(leg.from[0]),
          y1: n3(leg.from[1]),
          x2: n3(leg.to[0]),
          y2: n3(leg.to[1]),
          class: `path-leg path-${leg.kind}`,
          stroke: PATH_COLOUR[leg.kind] ?? "#e67e22",
          "marker-end": "url(#arrow)",
          "data-leg": i,
          "data-kind": leg.kind,
        }),
      );
      if (leg.kind === "bounce") g.append(svg("circle", { cx: n3(leg.from[0]), cy: n3(leg.from[1]), r: 0.25, class: "bounce-point" }));
    });
    if (out.impact && impact) {
      const { x, y } = out.impact;
      impact.append(
        svg("path", {
          d: `M${n3(x - 0.5)} ${n3(y - 0.5)}L${n3(x + 0.5)} ${n3(y + 0.5)}M${n3(x + 0.5)} ${n3(y - 0.5)}L${n3(x - 0.5)} ${n3(y + 0.5)}`,
          class: "impact-cross",
        }),
      );
      g.append(impact);
    }
    for (const m of out.clouds.moved) {
      const from = r.cloudsBefore.get(m.id);
      if (from)
        g.append(
          svg("line", {
            x1: n3(from.x),
            y1: n3(from.y),
            x2: n3(m.x),
            y2: n3(m.y),
            class: "move-arrow cloud-drift",
            "marker-end": "url(#arrow-move)",
            "data-cloud": m.id,
          }),
        );
    }
    for (const a of out.affected) {
      const from = r.before.get(a.figure);
      const to = a.position;
      if (from && Math.hypot(to.x - from.x, to.y - from.y) > 0.01) {
        g.append(
          svg("line", {
            x1: n3(from.x),
            y1: n3(from.y),
            x2: n3(to.x),
            y2: n3(to.y),
            class: "move-arrow",
            "marker-end": "url(#arrow-move)",
            "data-figure": a.figure,
          }),
        );
      }
      g.append(
        svg(
          "g",
          { class: "hit-mark", "data-figure": a.figure, "data-status": a.status },
          svg("circle", { cx: n3(to.x), cy: n3(to.y), r: 0.85, class: "status-ring", stroke: STATUS_COLOUR[a.status] }),
          svg("text", { x: n3(to.x), y: n3(to.y - baseOf(model, a.figure) - 0.95), class: "status-label" }, statusLabel(a)),
        ),
      );
    }
    return g;
  }
}

const pct = (v: number): string => `${Math.round(v * 100)}%`;

function defs(): SVGDefsElement {
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

/** Base radius of a figure on the table (or taken out), 0.5" when unknown. */
function baseOf(model: TableModel, id: string): number {
  return (
    model.scenario.battlefield.figures.find((f) => f.id === id)?.baseRadius ?? model.casualties.find((c) => c.id === id)?.baseRadius ?? 0.5
  );
}
