// Draws the table top-down as SVG in inches (y down, docs/scenario.md "Frame and units"): walls, clouds, figures on bases
// coloured by side, the aim overlay (range rings, blast radius, live odds on figures) and the last
// resolution (result-layer.ts), with labels sized to stay legible and placed clear of each other. Each layer is
// redrawn only when what it shows changes: the walls once per table state, the figures and their names once per
// table state and resolution; an aim move redraws the aim, an odds answer the heat map and the odds labels.

import { type OddsSummary, type Scenario, defined, sideColour } from "../core/index.js";
import { t } from "./i18n.js";
import type { Ring } from "./aim-hints.js";
import { heatLayer } from "./heat-map.js";
import { type Box, type LabelRequest, placeLabels } from "./label-layout.js";
import { type ResultOverlay, defs, resultLayer } from "./result-layer.js";
import { type DecisionOverlay, decisionLayer } from "./decision-layer.js";
import type { Casualty } from "./session.js";
import { ringLayer } from "./ring-labels.js";
import { n3, svg } from "./svg.js";
import { type Extent, type Point, type ScatterOverlay, cloudLayer, scatterLayer, tableLayer, upright, wallLayer } from "./table-layers.js";

export type { Point, ScatterOverlay } from "./table-layers.js";
export type { ResultOverlay } from "./result-layer.js";

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
  /** A decision being asked: the model it is for; a route's legal ground, the automation's route and the candidate. */
  readonly decision?: DecisionOverlay | null;
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
/** A range ring label's font size in inches at label scale 1 (table.css `.range-label`). */
const RING_FONT = 0.5;
const ORDER: readonly PendingLabel["kind"][] = ["name", "status", "odds"];

/** One layer of the drawing, rebuilt only when what it is drawn from changes (compared entry by entry, by identity). */
class Layer {
  private key: readonly unknown[] | null = null;
  constructor(public el: SVGGElement) {}

  /** Redraws the layer when `key` differs from the last one; true when it did. */
  update(key: readonly unknown[], draw: () => SVGGElement, turned: boolean): boolean {
    if (this.key?.length === key.length && this.key.every((k, i) => k === key[i])) return false;
    const next = draw();
    if (turned) upright(next);
    this.el.replaceWith(next);
    this.el = next;
    this.key = key;
    return true;
  }
}

/** The layers that change with the aim, the odds or the resolution, in drawing order (over the walls). */
interface Layers {
  readonly heat: Layer;
  readonly rings: Layer;
  readonly figures: Layer;
  readonly odds: Layer;
  readonly result: Layer;
  readonly aim: Layer;
  readonly scatter: Layer;
  readonly route: Layer;
}

export class TableView {
  private sideColours = new Map<string, string>();
  /** The group holding the drawing: turned a quarter turn when a landscape table meets a portrait screen. */
  private content: SVGGElement | null = null;
  /** Set on a portrait phone screen: a landscape table is then drawn turned, so it fills the screen's height. */
  portrait = false;
  /** How much larger than their base size labels are drawn (see MIN_LABEL_PX). */
  private scale = 1;
  /** The table's width on screen (CSS px), measured once per resize: reading it forces a layout. */
  private width: number | null = null;
  /** The table top, clouds and walls and what they were drawn from; the layers above them. */
  private statics: { readonly key: readonly unknown[]; readonly layers: Layers } | null = null;
  /** Where the figures' names and status marks went (with the bases): odds labels are placed clear of them. */
  private taken: Box[] = [];
  /** Each figure's group, for the live odds' data on it. */
  private groups = new Map<string, SVGGElement>();
  /** Bumped whenever the figures are drawn anew (their groups and labels are new). */
  private figureDrawing = 0;

  constructor(
    readonly root: SVGSVGElement,
    /** The SVG under `root` holding the table top, clouds and walls (its own layer on screen: never repainted with the aim). */
    private readonly ground: SVGSVGElement,
  ) {}

  /** The table's size on screen changed: it is measured again at the next render. */
  resized(): void {
    this.width = null;
  }

  /** Table coordinates (inches) of a pointer position. */
  toTable(clientX: number, clientY: number): Point | null {
    const m = (this.content ?? this.root).getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  /** The table's extent in inches: the bounds, or everything on it with a margin. */
  extent(scenario: Scenario): Extent {
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
    const viewBox = turned
      ? `${-(e.y + e.height + pad)} ${e.x - pad} ${e.height + 2 * pad} ${e.width + 2 * pad}`
      : `${e.x - pad} ${e.y - pad} ${e.width + 2 * pad} ${e.height + 2 * pad}`;
    setIfChanged(this.root, "viewBox", viewBox);
    setIfChanged(this.ground, "viewBox", viewBox);
    setIfChanged(this.root, "data-turned", String(turned));
    // Labels grow when the table is small on screen (a phone), so none is drawn smaller than MIN_LABEL_PX.
    this.width ??= this.root.getBoundingClientRect().width;
    const pxPerInch = this.width / ((turned ? e.height : e.width) + 2 * pad);
    this.scale = pxPerInch > 0 ? Math.min(3, Math.max(1, MIN_LABEL_PX / (NAME_FONT * pxPerInch))) : 1;
    const labelScale = String(n3(this.scale));
    if (this.root.style.getPropertyValue("--label-scale") !== labelScale) this.root.style.setProperty("--label-scale", labelScale);
    const layers = this.staticLayers(model, e, turned);

    const attacker = scenario.battlefield.figures.find((f) => f.id === model.attackerId);
    const showAim = !!attacker && !!model.aim && model.aimPreview;
    // Where the live odds' throws landed, under the figures and the blast circle.
    const map = showAim ? model.odds?.impact.map : undefined;
    layers.heat.update([map], () => (map ? heatLayer(map) : svg("g", { class: "heat-map" })), turned);
    const rings = showAim ? model.rings : [];
    const space = { extent: e, turned, size: RING_FONT * this.scale };
    layers.rings.update(
      [attacker?.x, attacker?.y, JSON.stringify(rings), e.x, e.y, e.width, e.height, turned, this.scale],
      () => ringLayer(attacker, rings, space),
      turned,
    );
    const figuresKey = [scenario.battlefield.figures, model.casualties, model.attackerId, model.result, this.scale, turned];
    if (layers.figures.update(figuresKey, () => this.figures(model, layers.result, turned), turned)) this.figureDrawing++;
    layers.odds.update([model.odds, this.figureDrawing], () => this.oddsLayer(model, turned), turned);
    layers.aim.update([{}], () => aimLayer(model, attacker), turned);
    layers.scatter.update([model.scatter ?? null], () => scatterLayer(model.scatter ?? null), turned);
    layers.route.update([model.decision ?? null], () => decisionLayer(model.decision ?? null), turned);
  }

  /** The table top, clouds and walls (on the ground), drawn again only for a new table state; the empty layers above them. */
  private staticLayers(model: TableModel, e: Extent, turned: boolean): Layers {
    const { walls, clouds } = model.scenario.battlefield;
    const key = [walls, clouds, e.x, e.y, e.width, e.height, turned];
    if (this.statics?.key.every((k, i) => k === key[i])) return this.statics.layers;
    const empty = (cls: string): Layer => new Layer(svg("g", { class: cls }));
    const layers: Layers = {
      heat: empty("heat-map"),
      rings: empty("range-rings"),
      figures: empty("figures"),
      odds: empty("odds-labels"),
      result: empty("result"),
      aim: empty("aim"),
      scatter: empty("scatter-choice"),
      route: empty("route-choice"),
    };
    const turn = turned ? { transform: "rotate(90)" } : {};
    const ground = svg("g", { class: "ground", ...turn }, tableLayer(e), cloudLayer(model.scenario), wallLayer(model.scenario));
    if (turned) upright(ground);
    this.ground.replaceChildren(ground);
    const content = svg(
      "g",
      { class: "content", ...turn },
      svg("g", { class: "aim-under" }, layers.heat.el, layers.rings.el),
      layers.figures.el,
      layers.odds.el,
      layers.result.el,
      layers.aim.el,
      layers.scatter.el,
      layers.route.el,
    );
    if (turned) upright(content);
    this.statics = { key, layers };
    this.content = content;
    this.root.replaceChildren(defs(), content);
    return layers;
  }

  /** Places labels in screen-aligned inches (on a turned table screen right is the table's −y) clear of `taken`, which grows. */
  private place(labels: readonly PendingLabel[], turned: boolean): void {
    const toScreen = (p: Point): Point => (turned ? { x: -p.y, y: p.x } : p);
    const requests: LabelRequest[] = labels.map((l) => {
      const size = FONT[l.kind] * this.scale;
      const c = toScreen(l.at);
      // An average glyph is about 0.6 of the font size wide (bold labels a little more).
      const width = l.text.textContent.length * size * (l.kind === "name" ? 0.55 : 0.62);
      return { x: c.x, y: c.y, r: l.r, width, height: size, prefer: l.kind === "odds" ? "below" : "above" };
    });
    placeLabels(requests, this.taken).forEach((p, i) => {
      this.taken.push(p.box);
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

  /**
   * The figures with their name labels, and the resolution over them with its status labels (the result layer is
   * drawn with them: its labels are placed among theirs), names first.
   */
  private figures(model: TableModel, result: Layer, turned: boolean): SVGGElement {
    const labels: PendingLabel[] = [];
    const label = (kind: PendingLabel["kind"], text: SVGTextElement, at: Point, r: number): SVGTextElement => {
      labels.push({ text, kind, at, r });
      return text;
    };
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
          label("name", svg("text", { x: n3(c.x), y: n3(c.y), class: "figure-label" }, c.id), c, r),
          svg("title", {}, `${c.id}: ${t("Status.outOfAction")}`),
        ),
      );
    }
    const affected = new Map((model.result?.output.affected ?? []).map((a) => [a.figure, a]));
    this.groups = new Map();
    for (const f of model.scenario.battlefield.figures) {
      const isAttacker = f.id === model.attackerId;
      const a = affected.get(f.id);
      const fg = svg("g", {
        class: `figure${isAttacker ? " attacker" : ""}${a ? " affected" : ""}`,
        "data-id": f.id,
        "data-side": f.side,
        "data-x": n3(f.x),
        "data-y": n3(f.y),
        ...(a ? { "data-status": a.status } : {}),
      });
      fg.append(svg("circle", { cx: n3(f.x), cy: n3(f.y), r: f.baseRadius, class: "base", fill: this.colour(f.side) }));
      // A figure on a raised level says its height (issue #30): "F ↑3″".
      const name = f.z ? t("FigureHigh", { id: f.id, z: n3(f.z) }) : f.id;
      fg.append(
        label(
          "name",
          svg("text", { x: n3(f.x), y: n3(f.y), class: "figure-label", ...(f.z ? { "data-z": n3(f.z) } : {}) }, name),
          f,
          f.baseRadius,
        ),
      );
      fg.append(svg("title", {}, f.z ? t("FigureHighTitle", { id: f.id, side: f.side, z: n3(f.z) }) : `${f.id} (${f.side})`));
      this.groups.set(f.id, fg);
      g.append(fg);
    }
    const drawnResult = resultLayer(
      model.result,
      (figure, text, at) => void label("status", text, at, Math.max(0.85, this.baseOf(model, figure))),
    );
    const toScreen = (p: Point): Point => (turned ? { x: -p.y, y: p.x } : p);
    this.taken = [...model.scenario.battlefield.figures, ...model.casualties].map((f) => {
      const c = toScreen(f);
      const r = f.baseRadius ?? 0.5;
      return { left: c.x - r, right: c.x + r, top: c.y - r, bottom: c.y + r };
    });
    this.place(
      [...labels].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind)),
      turned,
    );
    // Shown once its labels are placed (on a turned table they are then turned upright where they stand).
    result.update([model.result, this.scale, turned, g], () => drawnResult, turned);
    return g;
  }

  /** The live odds on the figures: each one's chances as data on its group, and a label placed clear of the names. */
  private oddsLayer(model: TableModel, turned: boolean): SVGGElement {
    const g = svg("g", { class: "odds-labels" });
    const labels: PendingLabel[] = [];
    for (const f of model.scenario.battlefield.figures) {
      const odds = model.odds?.figures[f.id];
      const fg = this.groups.get(f.id);
      if (!odds) {
        fg?.removeAttribute("data-odds-hit");
        fg?.removeAttribute("data-odds-ooa");
        continue;
      }
      fg?.setAttribute("data-odds-hit", String(odds.hit));
      fg?.setAttribute("data-odds-ooa", String(odds.outOfAction));
      const text =
        odds.outOfAction > 0
          ? t("Odds.onFigureOoa", { hit: pct(odds.hit), ooa: pct(odds.outOfAction) })
          : t("Odds.onFigure", { hit: pct(odds.hit) });
      const label = svg("text", { x: n3(f.x), y: n3(f.y), class: "odds-label", "data-id": f.id }, text);
      labels.push({ text: label, kind: "odds", at: f, r: f.baseRadius });
      g.append(label);
    }
    // Odds labels never push each other from answer to answer: each answer is placed against the names alone.
    const names = this.taken;
    this.taken = [...names];
    this.place(labels, turned);
    this.taken = names;
    return g;
  }
}

const pct = (v: number): string => `${Math.round(v * 100)}%`;

/** Sets an attribute only when it changes (setting it again would still mark the drawing for a new layout). */
function setIfChanged(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

/** The aim: the line of fire, the blast circle and the crosshair, over the figures. */
function aimLayer(model: TableModel, attacker: Point | undefined): SVGGElement {
  const g = svg("g", { class: "aim", id: "aim" });
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
