// Draws the table top-down as SVG in inches (y down, docs/scenario.md "Frame and units"): walls, clouds, figures on bases
// coloured by side, the aim overlay (range rings, blast radius, live odds on figures) and the last
// resolution (result-layer.ts), with labels sized to stay legible and placed clear of each other. The
// table top, clouds and walls are drawn once per table state; an aim move redraws only the layers above.

import { type OddsSummary, type OutputDocument, type Picture, type Scenario, defined, sideColour } from "../core/index.js";
import { t } from "./i18n.js";
import type { Ring } from "./aim-hints.js";
import { heatLayer } from "./heat-map.js";
import { type Box, type LabelRequest, placeLabels } from "./label-layout.js";
import { defs, resultLayer } from "./result-layer.js";
import { type Arc, pointAt } from "./scatter-pick.js";
import type { Casualty } from "./session.js";
import { n3, svg } from "./svg.js";

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface ResultOverlay {
  readonly output: OutputDocument;
  /** The picture of the resolution, from the table before it (src/core/picture). */
  readonly picture: Picture;
}

export interface TableModel {
  readonly scenario: Scenario;
  readonly casualties: readonly Casualty[];
  readonly attackerId: string | null;
  readonly aim: Point | null;
  /** Whether the aim's line, rings and blast are drawn (hidden while the last throw's result is shown at the same aim). */
  readonly aimPreview: boolean;
  /** The core's verdict on the aim: an illegal one is drawn in red dashes. */
  readonly aimLegal: boolean;
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

/** A label waiting to be placed: its text, its kind (the order of precedence) and its figure. */
interface PendingLabel {
  readonly text: SVGTextElement;
  readonly kind: "name" | "status" | "odds";
  readonly at: Point;
  readonly r: number;
}

/** Legible label size on screen, in CSS pixels: labels grow on a small screen to keep at least this. */
const MIN_LABEL_PX = 11;
/** The name label's font size in inches at scale 1 (style.css: .figure-label). */
const NAME_FONT = 0.55;
const FONT: Readonly<Record<PendingLabel["kind"], number>> = { name: NAME_FONT, status: 0.5, odds: 0.6 };
const ORDER: readonly PendingLabel["kind"][] = ["name", "status", "odds"];

export class TableView {
  private sideColours = new Map<string, string>();
  /** The group holding the drawing: turned a quarter turn when a landscape table meets a portrait screen. */
  private content: SVGGElement | null = null;
  /** Set on a portrait phone screen: a landscape table is then drawn turned, so it fills the screen's height. */
  portrait = false;
  /** How much larger than their base size labels are drawn (see MIN_LABEL_PX). */
  private scale = 1;
  private pending: PendingLabel[] = [];
  /** The layers that do not move with the aim, and what they were drawn from (compared by identity). */
  private statics: { readonly key: readonly unknown[]; readonly last: SVGGElement } | null = null;

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
    for (const w of scenario.battlefield.walls) {
      xs.push(w.a[0], w.b[0]);
      ys.push(w.a[1], w.b[1]);
    }
    for (const f of scenario.battlefield.figures) {
      xs.push(f.x);
      ys.push(f.y);
    }
    for (const c of scenario.battlefield.clouds) {
      xs.push(c.x - c.radius, c.x + c.radius);
      ys.push(c.y - c.radius, c.y + c.radius);
    }
    if (!xs.length) return { x: 0, y: 0, width: 24, height: 24 };
    const x = Math.floor(Math.min(...xs)) - 4;
    const y = Math.floor(Math.min(...ys)) - 4;
    return { x, y, width: Math.ceil(Math.max(...xs)) + 4 - x, height: Math.ceil(Math.max(...ys)) + 4 - y };
  }

  private colour(side: string): string {
    return sideColour(side, this.sideColours);
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
    // Labels grow when the table is small on screen (a phone), so none is drawn smaller than MIN_LABEL_PX.
    const pxPerInch = this.root.getBoundingClientRect().width / ((turned ? e.height : e.width) + 2 * pad);
    this.scale = pxPerInch > 0 ? Math.min(3, Math.max(1, MIN_LABEL_PX / (NAME_FONT * pxPerInch))) : 1;
    this.root.style.setProperty("--label-scale", String(n3(this.scale)));
    this.pending = [];
    const { walls, clouds } = scenario.battlefield;
    const key = [walls, clouds, e.x, e.y, e.width, e.height, turned];
    let content = this.content;
    let last = this.statics?.last;
    if (!content || !last || !this.statics?.key.every((k, i) => k === key[i])) {
      // A new table state: everything is drawn again, the layers that stay with it included.
      const wallLayer = this.walls(scenario);
      content = svg(
        "g",
        { class: "content", ...(turned ? { transform: "rotate(90)" } : {}) },
        this.table(e),
        this.clouds(scenario),
        wallLayer,
      );
      if (turned) upright(content);
      this.statics = { key, last: wallLayer };
      last = wallLayer;
      this.content = content;
      this.root.replaceChildren(defs(), content);
    }
    // Only the layers above the walls change with the aim: the walls stay in the document, never re-laid out.
    while (last.nextSibling) last.nextSibling.remove();
    const layers = [
      this.aimUnder(model),
      this.figures(model),
      resultLayer(model.result, (figure, text, at) => void this.label("status", text, at, Math.max(0.85, this.baseOf(model, figure)))),
      this.aimOver(model),
      this.scatterLayer(model.scatter ?? null),
    ];
    this.placeLabels(model, turned);
    if (turned) for (const layer of layers) upright(layer);
    content.append(...layers);
  }

  /** Keeps a figure's label for placing once every label of the drawing is known. */
  private label(kind: PendingLabel["kind"], text: SVGTextElement, at: Point, r: number): SVGTextElement {
    this.pending.push({ text, kind, at, r });
    return text;
  }

  /** Places the labels in screen-aligned inches (on a turned table screen right is the table's −y), names first. */
  private placeLabels(model: TableModel, turned: boolean): void {
    const toScreen = (p: Point): Point => (turned ? { x: -p.y, y: p.x } : p);
    const bases: Box[] = [...model.scenario.battlefield.figures, ...model.casualties].map((f) => {
      const c = toScreen(f);
      const r = f.baseRadius ?? 0.5;
      return { left: c.x - r, right: c.x + r, top: c.y - r, bottom: c.y + r };
    });
    const labels = [...this.pending].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
    const requests: LabelRequest[] = labels.map((l) => {
      const size = FONT[l.kind] * this.scale;
      const c = toScreen(l.at);
      // An average glyph is about 0.6 of the font size wide (bold labels a little more).
      const width = l.text.textContent.length * size * (l.kind === "name" ? 0.55 : 0.62);
      return { x: c.x, y: c.y, r: l.r, width, height: size, prefer: l.kind === "odds" ? "below" : "above" };
    });
    placeLabels(requests, bases).forEach((p, i) => {
      const at = turned ? { x: p.y, y: -p.x } : p;
      const { text } = defined(labels[i], "a placed label");
      text.setAttribute("x", String(n3(at.x)));
      text.setAttribute("y", String(n3(at.y)));
    });
  }

  /** Base radius of a figure on the table (or taken out), 0.5" when unknown. */
  private baseOf(model: TableModel, id: string): number {
    const { figures } = model.scenario.battlefield;
    return figures.find((f) => f.id === id)?.baseRadius ?? model.casualties.find((c) => c.id === id)?.baseRadius ?? 0.5;
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
          this.label("name", svg("text", { x: n3(c.x), y: n3(c.y), class: "figure-label" }, c.id), c, r),
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
      fg.append(this.label("name", svg("text", { x: n3(f.x), y: n3(f.y), class: "figure-label" }, f.id), f, f.baseRadius));
      fg.append(svg("title", {}, `${f.id} (${f.side})`));
      if (odds) {
        const text =
          odds.outOfAction > 0
            ? t("Odds.onFigureOoa", { hit: pct(odds.hit), ooa: pct(odds.outOfAction) })
            : t("Odds.onFigure", { hit: pct(odds.hit) });
        fg.append(this.label("odds", svg("text", { x: n3(f.x), y: n3(f.y), class: "odds-label" }, text), f, f.baseRadius));
      }
      g.append(fg);
    }
    return g;
  }

  private aimUnder(model: TableModel): SVGGElement {
    const g = svg("g", { class: "aim-under" });
    const attacker = model.scenario.battlefield.figures.find((f) => f.id === model.attackerId);
    if (!attacker || !model.aim || !model.aimPreview) return g;
    // Where the live odds' throws landed, under the figures and the blast circle.
    const map = model.odds?.impact.map;
    if (map) g.append(heatLayer(map));
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
    g.setAttribute("data-legal", String(model.aimLegal));
    g.classList.toggle("illegal", !model.aimLegal);
    // After a throw the result is drawn at this aim: the preview stays hidden until the aim moves.
    if (!model.aimPreview) return g;
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
}

const pct = (v: number): string => `${Math.round(v * 100)}%`;

/** Labels stay upright on a turned table. */
function upright(g: SVGGElement): void {
  for (const text of g.querySelectorAll("text"))
    text.setAttribute("transform", `rotate(-90 ${text.getAttribute("x")} ${text.getAttribute("y")})`);
}
