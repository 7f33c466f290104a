// A battlefield record written without the values the parser fills in anyway (docs/scenario.md: a wall blocks
// movement and sight, a figure or cloud stands at height 0, a base is 25 mm): the chat card's record stays small
// and still parses to the same battlefield.

import { DEFAULT_BASE_RADIUS } from "./scenario.js";

type Raw = Record<string, unknown>;

/** Per battlefield list, the fields whose value the parser gives when the field is absent. */
export const PARSE_DEFAULTS = {
  walls: { blocksMove: true, blocksSight: true },
  figures: { z: 0, baseRadius: DEFAULT_BASE_RADIUS },
  clouds: { z: 0, lethal: false },
} as const satisfies Record<string, Readonly<Record<string, unknown>>>;

/** The record without the fields that hold their parse default; anything that is not a plain record is kept as is. */
export function withoutDefaults(list: keyof typeof PARSE_DEFAULTS, item: unknown): unknown {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return item;
  const defaults: Readonly<Record<string, unknown>> = PARSE_DEFAULTS[list];
  const out: Raw = {};
  for (const [k, v] of Object.entries(item)) if (!(k in defaults) || defaults[k] !== v) out[k] = v;
  return out;
}
