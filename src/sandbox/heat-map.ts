// The impact map drawn under the blast circle while aiming: a square per cell some throw reached, shaded
// by its heat band, and the legend ("1 in 10 throws lands in the darkest cells"); the cells are core `heatCells`.

import { HEAT_BANDS, type HeatCell, type ImpactMap, darkestShare, heatCells } from "../core/index.js";
import { translate } from "./i18n.js";
import { n3, svg } from "./svg.js";

export { type HeatCell, heatCells };

/** "1 in N throws lands in the darkest cells", or that no throw lands on the table. */
export function heatLegend(map: ImpactMap): string {
  const share = darkestShare(map.impacts);
  return share > 0
    ? translate({ key: "ORDNANCE.Impact.legend", data: { n: Math.max(1, Math.round(1 / share)) } })
    : translate({ key: "ORDNANCE.Impact.none" });
}

/** The SVG layer: paths faint, impacts by band; drawn under the blast circle. */
export function heatLayer(map: ImpactMap): SVGGElement {
  const g = svg("g", { class: "heat-map", id: "heat-map", "data-cell": map.impacts.cell, "data-darkest": darkestShare(map.impacts) });
  if (map.paths) {
    for (const c of heatCells(map.paths))
      g.append(svg("rect", { x: n3(c.x), y: n3(c.y), width: c.size, height: c.size, class: `heat-path heat-b${String(c.band)}` }));
  }
  for (const c of heatCells(map.impacts))
    g.append(
      svg("rect", {
        x: n3(c.x),
        y: n3(c.y),
        width: c.size,
        height: c.size,
        class: `heat-cell heat-b${String(c.band)}`,
        ...(c.band === HEAT_BANDS ? { "data-darkest": true } : {}),
      }),
    );
  return g;
}
