// The aim preview's impact map (pure): the live odds' density grid as squares in canvas px, shaded by heat
// band like the sandbox's map, the paths fainter beneath, and the legend's words; drawn through a thin
// port (a PIXI.Graphics in aim-controller.ts, a recording fake in tests).

import { HEAT_BANDS, type ImpactMap, darkestShare, heatCells } from "../../core/index.js";

export interface HeatRect {
  /** Corner and side in canvas px. */
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly colour: number;
  readonly alpha: number;
}

export interface HeatDrawing {
  /** Paths first, then impacts: what is drawn later lies on top. */
  readonly rects: readonly HeatRect[];
  /** "1 in N throws lands in the darkest cells", or that no throw lands on the table. */
  readonly legend: { readonly key: string; readonly data: Readonly<Record<string, number>> };
}

/** The sandbox's shades (src/sandbox/table.css): impacts in dark red by band, paths a faint violet. */
export const HEAT_COLOUR = 0x8e1b0e;
export const PATH_COLOUR = 0x5b2c83;
const BAND_ALPHA: readonly number[] = [0.12, 0.25, 0.4, 0.58];
const PATH_ALPHA = 0.07;

/** The map's squares in px (`px` turns inches of the scene's frame into px) and its legend. */
export function heatDrawing(map: ImpactMap, px: (inches: number) => number): HeatDrawing {
  const rect = (c: { x: number; y: number; size: number }, colour: number, alpha: number): HeatRect => {
    const x = px(c.x);
    const y = px(c.y);
    return { x, y, size: px(c.x + c.size) - x, colour, alpha };
  };
  const rects = [
    ...(map.paths ? heatCells(map.paths).map((c) => rect(c, PATH_COLOUR, PATH_ALPHA)) : []),
    ...heatCells(map.impacts).map((c) => rect(c, HEAT_COLOUR, BAND_ALPHA[Math.min(c.band, HEAT_BANDS) - 1] ?? 0)),
  ];
  const share = darkestShare(map.impacts);
  const legend: HeatDrawing["legend"] =
    share > 0
      ? { key: "ORDNANCE.Impact.legend", data: { n: Math.max(1, Math.round(1 / share)) } }
      : { key: "ORDNANCE.Impact.none", data: {} };
  return { rects, legend };
}

/** What drawing the map needs of the canvas. */
export interface HeatPort {
  clear(): void;
  fillRect(x: number, y: number, width: number, height: number, colour: number, alpha: number): void;
}

/** Replaces what the port shows with `drawing` (nothing for null: the aim moved and its odds are not in yet). */
export function drawHeat(port: HeatPort, drawing: HeatDrawing | null): void {
  port.clear();
  for (const r of drawing?.rects ?? []) port.fillRect(r.x, r.y, r.size, r.size, r.colour, r.alpha);
}
