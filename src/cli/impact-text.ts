// `ordnance odds --impacts`: the impact map drawn as text (one character per cell, darker for more
// throws) with its legend, printed above the odds summary's JSON line.

import { HEAT_BANDS, type ImpactGrid, type ImpactMap, type Translate, darkestShare, heatBand } from "../core/index.js";

/** Characters for the heat bands, empty to darkest. */
const SHADES = [" ", ".", ":", "*", "#"] as const;

function rows(grid: ImpactGrid): string[] {
  const max = grid.counts.reduce((m, c) => Math.max(m, c), 0);
  const out: string[] = [];
  // Row 0 has the smallest y: table north, drawn at the top.
  for (let r = 0; r < grid.rows; r++) {
    let line = "";
    for (let c = 0; c < grid.cols; c++) line += SHADES[Math.min(HEAT_BANDS, heatBand(grid.counts[r * grid.cols + c] ?? 0, max))] ?? "?";
    out.push(`|${line}|`);
  }
  return out;
}

/** "1 in N" for the legend, N rounded to a whole number of throws. */
export const oneIn = (share: number): number => (share > 0 ? Math.max(1, Math.round(1 / share)) : 0);

export function impactText(map: ImpactMap, t: Translate): string {
  const g = map.impacts;
  const lines = [
    t({ key: "ORDNANCE.Impact.heading", data: { cell: g.cell, x: g.origin[0], y: g.origin[1], cols: g.cols, rows: g.rows } }),
    ...rows(g),
    darkestShare(g) > 0 ? t({ key: "ORDNANCE.Impact.legend", data: { n: oneIn(darkestShare(g)) } }) : t({ key: "ORDNANCE.Impact.none" }),
  ];
  if (map.paths) lines.push(t({ key: "ORDNANCE.Impact.pathsHeading" }), ...rows(map.paths));
  return `${lines.join("\n")}\n`;
}
