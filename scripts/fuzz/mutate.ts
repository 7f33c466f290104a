// Mutated documents for the command line's exit-status check: a valid document with one field deleted,
// replaced by an odd value (huge or non-finite-looking numbers, wrong types, object member names), an
// object-member key added, an enormous wall, a byte order mark, or the text cut short.

import type { Random } from "../../src/core/index.js";

const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  "x",
  "",
  -1,
  0,
  0.5,
  1e16,
  -1e100,
  1.7e308,
  -1.7e308,
  2 ** 53 + 1,
  [],
  {},
  [0],
  [1e300, -1e300],
  "constructor",
  "__proto__",
  { constructor: 1 },
];
const ODD_KEYS = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];

const pick = <T>(rng: Random, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

/** Every (container, key) of a JSON value, depth first. */
function slots(v: unknown, out: [Record<string, unknown> | unknown[], string | number][] = []): typeof out {
  if (Array.isArray(v))
    v.forEach((x, i) => {
      out.push([v, i]);
      slots(x, out);
    });
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v)) {
      out.push([v as Record<string, unknown>, k]);
      slots(x, out);
    }
  return out;
}

/** One mutant of `doc` as file text. */
export function mutate(doc: unknown, rng: Random): string {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mutant edits the document as untyped JSON
  const d = structuredClone(doc) as Record<string, any>;
  const kind = rng();
  const all = slots(d);
  if (kind < 0.3 && all.length) {
    const [c, k] = pick(rng, all);
    (c as Record<string | number, unknown>)[k] = structuredClone(pick(rng, ODD_VALUES));
  } else if (kind < 0.45 && all.length) {
    const [c, k] = pick(rng, all);
    if (Array.isArray(c)) c.splice(k as number, 1);
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- a mutant drops a random member on purpose
    else delete c[k as string];
  } else if (kind < 0.6) {
    const objects = [
      d,
      ...all.map(([c, k]) => (c as Record<string | number, unknown>)[k]).filter((x) => x && typeof x === "object" && !Array.isArray(x)),
    ];
    const o = pick(rng, objects) as Record<string, unknown>;
    // JSON text, not an assignment: "__proto__" must become an own key as it does when a file is parsed.
    const key = pick(rng, ODD_KEYS);
    const text = JSON.stringify(d);
    const marker = JSON.stringify(o);
    if (marker.length > 2 && text.includes(marker))
      return text.replace(marker, `{${JSON.stringify(key)}:${JSON.stringify(pick(rng, ODD_VALUES))},${marker.slice(1)}`);
    return text;
  } else if (kind < 0.7) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
    const bf = (d["battlefield"] ??= {}) as Record<string, any>;
    const walls = Array.isArray(bf["walls"]) ? bf["walls"] : (bf["walls"] = []);
    const L = pick(rng, [1e5, 2e8, 1e16]);
    walls.push({ id: "huge", a: [-L, rng() * 10], b: [L, rng() * 10 + 1e-3], ...(rng() < 0.5 ? { top: 1e5 } : {}) });
  } else if (kind < 0.8) {
    if (all.length) {
      const [c, k] = pick(rng, all);
      const v = (c as Record<string | number, unknown>)[k];
      if (typeof v === "number") (c as Record<string | number, unknown>)[k] = v * pick(rng, [1e6, -1, 1e-9, 1e12]);
    }
  } else if (kind < 0.9) {
    return "\uFEFF" + JSON.stringify(d);
  } else {
    const text = JSON.stringify(d);
    return text.slice(0, Math.floor(rng() * text.length));
  }
  return JSON.stringify(d);
}
