// The picture of an attack as the chat card and the canvas show it (docs/foundry.md "The card's picture"): core's
// picture with the tokens hidden from players left out, as an <img> of SVG data — Foundry's chat sanitizer keeps
// <img> with a data: URL but drops inline <svg> — and a compact copy for the canvas animation (no walls, no labels).

import { type OutputDocument, type Picture, type Primitive, type Translate, escapeXml, pictureOf, pictureToSvg } from "../../core/index.js";

/** Width of the card's picture in pixels (Foundry's chat log is about 300 px wide). */
export const CARD_PICTURE_WIDTH = 280;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The ids of the scenario's figures the predicate says are hidden. */
function hiddenFigures(scenario: unknown, hidden: (figureId: string) => boolean): string[] {
  const bf = isRecord(scenario) ? scenario["battlefield"] : undefined;
  const figures = isRecord(bf) ? bf["figures"] : undefined;
  if (!Array.isArray(figures)) return [];
  return figures.flatMap((f) => (isRecord(f) && typeof f["id"] === "string" && hidden(f["id"]) ? [f["id"]] : []));
}

/**
 * The picture a player may see: hidden figures left out (with their moves and the attacker's line when the attacker
 * is hidden), figures named by `nameOf`. Null for a refused attack (nothing was thrown).
 */
export function publicPicture(
  scenario: unknown,
  output: OutputDocument,
  hidden: (figureId: string) => boolean,
  nameOf: (figureId: string) => string,
): Picture | null {
  if (output.outcome === "ILLEGAL") return null;
  return pictureOf(scenario, output, { exclude: hiddenFigures(scenario, hidden), label: (f) => nameOf(f.id) });
}

/**
 * SVG markup as an <img> with a data: URL. The markup's own double quotes become single ones (core's SVG escapes both
 * kinds inside values, so none is left raw), and only what a quoted HTML attribute cannot hold is percent-encoded.
 */
export function svgImg(svg: string, alt: string): string {
  const data = encodeURIComponent(svg.replace(/"/g, "'")).replace(/%(20|3D|3A|2F|2C|3B)/g, (m) => decodeURIComponent(m));
  return `<img src="data:image/svg+xml,${data}" alt="${escapeXml(alt)}">`;
}

/** Rounds to hundredths of an inch: the canvas draws in pixels, and a compact payload travels to every client. */
const r2 = (v: number): number => Math.round(v * 100) / 100;
const rp = (p: { readonly x: number; readonly y: number }) => ({ x: r2(p.x), y: r2(p.y) });

/** The picture for the canvas animation: what the table does not already show (no walls, no figures not hit, no labels). */
export function canvasPicture(picture: Picture): Picture {
  const primitives: Primitive[] = [];
  for (const p of picture.primitives) {
    switch (p.kind) {
      case "wall":
        break;
      case "figure":
        if (p.hit) primitives.push({ ...p, label: "", at: rp(p.at), from: rp(p.from), baseRadius: r2(p.baseRadius) });
        break;
      case "aim":
        primitives.push({ ...p, at: rp(p.at), from: p.from ? rp(p.from) : null });
        break;
      case "leg":
      case "move":
        primitives.push({ ...p, from: rp(p.from), to: rp(p.to) });
        break;
      case "blast":
      case "cloud":
        primitives.push({ ...p, at: rp(p.at), radius: r2(p.radius) });
        break;
      case "bounce":
      case "impact":
        primitives.push({ ...p, at: rp(p.at) });
        break;
    }
  }
  return { viewport: picture.viewport, outcome: picture.outcome, primitives };
}

/** A card's picture: the <img> markup for its content and the compact copy for its flag (both null for a refused attack). */
export function cardPicture(
  scenario: unknown,
  output: OutputDocument,
  hidden: (figureId: string) => boolean,
  nameOf: (figureId: string) => string,
  translate: Translate,
): { readonly img: string | null; readonly canvas: Picture | null } {
  const picture = publicPicture(scenario, output, hidden, nameOf);
  if (!picture) return { img: null, canvas: null };
  const alt = translate({ key: "ORDNANCE.Picture.name", data: { outcome: translate({ key: `ORDNANCE.Outcome.${output.outcome}` }) } });
  return { img: svgImg(pictureToSvg(picture, { width: CARD_PICTURE_WIDTH, translate }), alt), canvas: canvasPicture(picture) };
}
