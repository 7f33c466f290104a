// Tiny helpers to build SVG and HTML elements without a framework.

const SVG_NS = "http://www.w3.org/2000/svg";

export type Attrs = Readonly<Record<string, string | number | boolean | null | undefined>>;

function setAttrs(el: Element, attrs: Attrs): void {
  for (const [k, v] of Object.entries(attrs))
    if (v !== null && v !== undefined && v !== false) el.setAttribute(k, v === true ? "" : String(v));
}

export function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  setAttrs(el, attrs);
  el.append(...children);
  return el;
}

export function html<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  el.append(...children);
  return el;
}

/** Rounds a coordinate for attributes (1/1000 inch is far below a pixel). */
export const n3 = (v: number): number => Math.round(v * 1000) / 1000;
