// A picture as self-contained SVG markup (docs/scenario.md "Picture"): inline attributes only — no stylesheet, script,
// event handler, id or outside reference — so a chat card or a file can hold it as it is. Whole pixels keep it small.

import { clipSegmentToBox } from "../geometry/segment.js";
import type { Translate } from "../i18n.js";
import { type Disc, GLYPH, type PendingLabel, placeLabels } from "./svg-labels.js";
import type { FigurePrimitive, LegKind, MoveKind, Picture, PicturePoint, Primitive } from "./types.js";
import { hypot } from "../geometry/vec.js";

export type PictureTheme = "light" | "dark";

export interface SvgOptions {
  /** Width of the drawing in pixels (the height follows the viewport, plus the legend). */
  readonly width: number;
  /** The colours of the background and lines (default light; both read on a light or a dark page). */
  readonly theme?: PictureTheme;
  /** Renders the legend's words and the picture's accessible name (`ORDNANCE.Picture.*`, `ORDNANCE.Outcome.*`). */
  readonly translate: Translate;
}

interface Palette {
  readonly back: string;
  readonly edge: string;
  readonly ink: string;
  readonly wall: string;
  readonly window: string;
}

const THEMES: Readonly<Record<PictureTheme, Palette>> = {
  light: { back: "#f2efe8", edge: "#8a8579", ink: "#1d1d1d", wall: "#2d2d2d", window: "#6b7b8c" },
  dark: { back: "#2b2d31", edge: "#6d6f75", ink: "#ececec", wall: "#dcdad5", window: "#9fb0c2" },
};

/** Side colours by name (the sandbox's and Foundry's dispositions), then a palette in order of appearance. */
const NAMED_SIDES: Readonly<Record<string, string>> = {
  red: "#c0392b",
  blue: "#2e6fba",
  green: "#2f8f4e",
  yellow: "#d4a017",
  purple: "#7d3c98",
  orange: "#d35400",
  black: "#333333",
  white: "#eeeeee",
  friendly: "#2e6fba",
  hostile: "#c0392b",
  neutral: "#d4a017",
  secret: "#7d3c98",
};
const PALETTE = ["#c0392b", "#2e6fba", "#2f8f4e", "#d4a017", "#7d3c98", "#d35400", "#16a085", "#8e6e53"];

/** The colour of `side`, recorded in `known` (sides keep the colour they got when first seen). */
export function sideColour(side: string, known: Map<string, string>): string {
  let c = known.get(side);
  if (c === undefined) {
    c = NAMED_SIDES[side.toLowerCase()] ?? PALETTE[known.size % PALETTE.length] ?? "#888888";
    known.set(side, c);
  }
  return c;
}

/** The colour of each side, in the order the sides first appear. */
export function sideColours(sides: Iterable<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of sides) sideColour(s, out);
  return out;
}

const LEG_COLOUR: Readonly<Record<LegKind, string>> = { deviate: "#e67e22", scatter: "#8e44ad", bounce: "#d35400", stop: "#7f8c8d" };
const MOVE_COLOUR: Readonly<Record<MoveKind, string>> = {
  knockback: "#c2185b",
  runForCover: "#00897b",
  displaced: "#c2185b",
  fall: "#8d6e63",
  cloudDrift: "#7f8c8d",
};
const HIT = "#e53935";
const ATTACKER = "#f1c40f";
const AIM = "#1f5fbf";
const LEGEND_ROW = 18;
const FONT = 11;

/** Escapes text and attribute values. */
export const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITY[c] ?? c);
const ENTITY: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

type Attrs = Readonly<Record<string, string | number | undefined>>;
const attrs = (a: Attrs): string =>
  Object.entries(a)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join("");
const el = (tag: string, a: Attrs, body?: string): string =>
  body === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${body}</${tag}>`;

/** Path data with every number rounded to a whole pixel: dp`M${x} ${y}`. */
const dp = (parts: TemplateStringsArray, ...v: number[]): string =>
  parts.map((p, i) => (i === 0 ? p : String(Math.round(v[i - 1] ?? 0)) + p)).join("");

/**
 * An arrow as one path element: the line and a filled head at `to` (the head is closed, the line has no area to fill).
 * Nothing when it is shorter than a pixel.
 */
function arrow(from: PicturePoint, to: PicturePoint, head: number, a: Attrs): string {
  const len = hypot(to.x - from.x, to.y - from.y);
  if (len < 1) return "";
  const [ux, uy] = [(to.x - from.x) / len, (to.y - from.y) / len];
  const h = Math.min(head, len / 2);
  const bx = to.x - ux * h,
    by = to.y - uy * h;
  const d = dp`M${from.x} ${from.y}L${to.x} ${to.y}M${bx - uy * h * 0.5} ${by + ux * h * 0.5}L${to.x} ${to.y}L${bx + uy * h * 0.5} ${by - ux * h * 0.5}Z`;
  return el("path", { d, ...a });
}

/** The SVG markup of a picture. */
export function pictureToSvg(picture: Picture, options: SvgOptions): string {
  const { viewport: v } = picture;
  const palette = THEMES[options.theme ?? "light"];
  const t = (key: string, data?: Readonly<Record<string, string>>): string => options.translate({ key, ...(data ? { data } : {}) });
  const width = Math.max(1, Math.round(options.width));
  const s = width / v.width;
  const px = (p: PicturePoint): PicturePoint => ({ x: Math.round((p.x - v.x) * s), y: Math.round((p.y - v.y) * s) });
  const len = (inches: number, min = 1): number => Math.max(min, Math.round(inches * s));
  const mapHeight = Math.round(v.height * s);
  const view = { minX: v.x, minY: v.y, maxX: v.x + v.width, maxY: v.y + v.height };

  const figures = picture.primitives.filter((p): p is FigurePrimitive => p.kind === "figure");
  const colours = sideColours(figures.map((f) => f.side));
  const legend = legendItems(figures, colours, t, s, width);
  const height = mapHeight + legend.rows * LEGEND_ROW;

  const body: string[] = [el("rect", { width, height, fill: palette.back, stroke: palette.edge })];
  const wallPaths = new Map<string, string[]>();
  const labels: PendingLabel[] = [];
  const marks: string[] = [];
  const discs: Disc[] = [];
  for (const p of picture.primitives) {
    if (p.kind === "wall") {
      const style = p.ledgeDrop !== null ? "ledge" : !p.blocksMove && !p.blocksSight ? "" : p.blocksSight ? "wall" : "window";
      if (!style) continue;
      // Only the part inside the viewport: a long wall costs no more than a short one.
      const clip = clipSegmentToBox([p.a.x, p.a.y], [p.b.x, p.b.y], view);
      if (!clip) continue;
      const along = (t: number): PicturePoint => ({ x: p.a.x + (p.b.x - p.a.x) * t, y: p.a.y + (p.b.y - p.a.y) * t });
      const [a, b] = [px(along(clip[0])), px(along(clip[1]))];
      const list = wallPaths.get(style) ?? [];
      list.push(dp`M${a.x} ${a.y}L${b.x} ${b.y}`);
      wallPaths.set(style, list);
      continue;
    }
    if (wallPaths.size) {
      body.push(...wallMarkup(wallPaths, palette));
      wallPaths.clear();
    }
    body.push(primitiveMarkup(p, { px, len, palette, colours, labels, marks, discs }));
  }
  if (wallPaths.size) body.push(...wallMarkup(wallPaths, palette));
  const spots = placeLabels(labels, discs, width, mapHeight, FONT);
  const texts = [...labels.map((l, i) => el("text", { x: spots[i]?.x, y: spots[i]?.y }, l.text)), ...marks];
  if (texts.length)
    body.push(
      el(
        "g",
        {
          "font-family": "sans-serif",
          "font-size": FONT,
          "text-anchor": "middle",
          fill: palette.ink,
          stroke: palette.back,
          "stroke-width": 3,
          "paint-order": "stroke",
        },
        texts.join(""),
      ),
    );
  body.push(legendMarkup(legend.items, mapHeight, palette));
  const name = t("ORDNANCE.Picture.name", { outcome: t(`ORDNANCE.Outcome.${picture.outcome}`) });
  return el(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      width,
      height,
      viewBox: `0 0 ${String(width)} ${String(height)}`,
      role: "img",
      "aria-label": name,
    },
    body.join(""),
  );
}

function wallMarkup(paths: ReadonlyMap<string, string[]>, palette: Palette): string[] {
  const style: Readonly<Record<string, Attrs>> = {
    wall: { stroke: palette.wall, "stroke-width": 3 },
    window: { stroke: palette.window, "stroke-width": 2, "stroke-dasharray": "5 3" },
    ledge: { stroke: "#8d6e63", "stroke-width": 2, "stroke-dasharray": "1 3" },
  };
  return [...paths].map(([k, d]) => el("path", { d: d.join(""), fill: "none", "stroke-linecap": "round", ...style[k] }));
}

interface Ctx {
  readonly px: (p: PicturePoint) => PicturePoint;
  readonly len: (inches: number, min?: number) => number;
  readonly palette: Palette;
  readonly colours: ReadonlyMap<string, string>;
  readonly labels: PendingLabel[];
  /** Texts placed where they are drawn (a fall's drop). */
  readonly marks: string[];
  readonly discs: Disc[];
}

function primitiveMarkup(p: Exclude<Primitive, { kind: "wall" }>, c: Ctx): string {
  const { px, len, palette } = c;
  switch (p.kind) {
    case "cloud": {
      const at = px(p.at);
      const fill = p.cloudKind === "gas" ? (p.lethal ? "#558b2f" : "#9ccc65") : "#9e9e9e";
      if (p.change === "removed")
        return el("circle", {
          cx: at.x,
          cy: at.y,
          r: len(p.radius),
          fill: "none",
          stroke: fill,
          "stroke-width": 2,
          "stroke-dasharray": "4 4",
        });
      const stroke = p.change === "kept" ? undefined : fill;
      return el("circle", {
        cx: at.x,
        cy: at.y,
        r: len(p.radius),
        fill,
        "fill-opacity": 0.4,
        stroke,
        "stroke-width": stroke ? 2 : undefined,
      });
    }
    case "blast": {
      const at = px(p.at);
      return el("circle", { cx: at.x, cy: at.y, r: len(p.radius), fill: HIT, "fill-opacity": 0.2, stroke: "#c0392b", "stroke-width": 2 });
    }
    case "figure":
      return figureMarkup(p, c);
    case "aim": {
      const at = px(p.at);
      const out: string[] = [];
      if (p.from) {
        const from = px(p.from);
        out.push(el("path", { d: dp`M${from.x} ${from.y}L${at.x} ${at.y}`, stroke: AIM, "stroke-dasharray": "6 4" }));
      }
      const d = dp`M${at.x - 8} ${at.y}H${at.x + 8}M${at.x} ${at.y - 8}V${at.y + 8}`;
      out.push(
        el("path", { d, stroke: AIM, "stroke-width": 2 }),
        el("circle", { cx: at.x, cy: at.y, r: 5, fill: "none", stroke: AIM, "stroke-width": 2 }),
      );
      return out.join("");
    }
    case "leg": {
      const colour = LEG_COLOUR[p.legKind];
      const dash = p.legKind === "bounce" ? "7 3" : undefined;
      return arrow(px(p.from), px(p.to), 10, { stroke: colour, fill: colour, "stroke-width": 3, "stroke-dasharray": dash });
    }
    case "bounce": {
      const at = px(p.at);
      return el("circle", { cx: at.x, cy: at.y, r: 4, fill: palette.back, stroke: LEG_COLOUR.bounce, "stroke-width": 2 });
    }
    case "impact": {
      const { x, y } = px(p.at);
      const d = dp`M${x - 7} ${y - 7}L${x + 7} ${y + 7}M${x + 7} ${y - 7}L${x - 7} ${y + 7}`;
      return el("path", { d, stroke: "#c0392b", "stroke-width": 4 });
    }
    case "move": {
      const colour = MOVE_COLOUR[p.moveKind];
      if (p.moveKind === "fall") {
        // Drawn beside the figure: a short arrow down the page and the drop in inches.
        const at = px(p.to);
        c.marks.push(el("text", { x: at.x + 18, y: at.y + 4 }, `↓${String(p.drop ?? 0)}″`));
        return arrow({ x: at.x + 9, y: at.y - 8 }, { x: at.x + 9, y: at.y + 8 }, 6, { stroke: colour, fill: colour, "stroke-width": 2 });
      }
      const dash = p.moveKind === "cloudDrift" || p.moveKind === "displaced" ? "4 3" : undefined;
      return arrow(px(p.from), px(p.to), 9, { stroke: colour, fill: colour, "stroke-width": 2, "stroke-dasharray": dash });
    }
  }
}

function figureMarkup(f: FigurePrimitive, c: Ctx): string {
  const { px, len, palette } = c;
  const at = px(f.at);
  const r = len(f.baseRadius, 4);
  const out: string[] = [];
  const from = px(f.from);
  // Where a moved figure stood: its outline.
  if (from.x !== at.x || from.y !== at.y)
    out.push(el("circle", { cx: from.x, cy: from.y, r, fill: "none", stroke: c.colours.get(f.side), "stroke-dasharray": "3 2" }));
  out.push(el("circle", { cx: at.x, cy: at.y, r, fill: c.colours.get(f.side), stroke: palette.ink }));
  let ring = r + 3;
  if (f.attacker) {
    out.push(el("circle", { cx: at.x, cy: at.y, r: ring, fill: "none", stroke: ATTACKER, "stroke-width": 2 }));
    ring += 3;
  }
  if (f.hit) out.push(el("circle", { cx: at.x, cy: at.y, r: ring, fill: "none", stroke: HIT, "stroke-width": 2 }));
  if (f.status === "outOfAction") {
    const k = Math.round(r * 0.7);
    const d = dp`M${at.x - k} ${at.y - k}L${at.x + k} ${at.y + k}M${at.x + k} ${at.y - k}L${at.x - k} ${at.y + k}`;
    out.push(el("path", { d, stroke: palette.ink, "stroke-width": 2 }));
  }
  c.discs.push({ x: at.x, y: at.y, r: ring });
  c.labels.push({ text: escapeXml(f.label), length: f.label.length, x: at.x, y: at.y, ring });
  return out.join("");
}

interface LegendItem {
  readonly x: number;
  readonly row: number;
  readonly swatch: string;
  readonly text: string;
}

function legendItems(
  figures: readonly FigurePrimitive[],
  colours: ReadonlyMap<string, string>,
  t: (key: string) => string,
  s: number,
  width: number,
): { items: LegendItem[]; rows: number } {
  // The scale bar: 6" when that fits in a third of the width, else 1".
  const bar = 6 * s <= width / 3 ? 6 : 1;
  const entries: { swatch: (x: number, y: number) => string; w: number; text: string }[] = [
    ...[...colours].map(([side, colour]) => ({
      swatch: (x: number, y: number) => el("circle", { cx: x + 5, cy: y, r: 5, fill: colour }),
      w: 14,
      text: side,
    })),
  ];
  if (figures.some((f) => f.attacker))
    entries.push({
      swatch: (x, y) => el("circle", { cx: x + 5, cy: y, r: 5, fill: "none", stroke: ATTACKER, "stroke-width": 2 }),
      w: 14,
      text: t("ORDNANCE.Picture.attacker"),
    });
  if (figures.some((f) => f.hit))
    entries.push({
      swatch: (x, y) => el("circle", { cx: x + 5, cy: y, r: 5, fill: "none", stroke: HIT, "stroke-width": 2 }),
      w: 14,
      text: t("ORDNANCE.Picture.hit"),
    });
  const barPx = Math.round(bar * s);
  entries.push({
    swatch: (x, y) =>
      el("path", {
        d: dp`M${x} ${y - 3}v6M${x} ${y}h${barPx}M${x + barPx} ${y - 3}v6`,
        stroke: "#7f8c8d",
        "stroke-width": 2,
      }),
    w: barPx + 4,
    text: `${String(bar)}″`,
  });
  const items: LegendItem[] = [];
  let x = 6,
    row = 0;
  for (const e of entries) {
    const w = e.w + Math.ceil(e.text.length * FONT * GLYPH) + 10;
    if (x + w > width && x > 6) {
      x = 6;
      row += 1;
    }
    items.push({
      x,
      row,
      swatch: e.swatch(x, row * LEGEND_ROW + LEGEND_ROW / 2),
      text: el("text", { x: x + e.w, y: row * LEGEND_ROW + LEGEND_ROW / 2 + 4 }, escapeXml(e.text)),
    });
    x += w;
  }
  return { items, rows: row + 1 };
}

function legendMarkup(items: readonly LegendItem[], top: number, palette: Palette): string {
  return el(
    "g",
    { transform: `translate(0 ${String(top)})`, "font-family": "sans-serif", "font-size": FONT, fill: palette.ink },
    items.map((i) => i.swatch + i.text).join(""),
  );
}
