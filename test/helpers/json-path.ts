// Reads and writes inside plain JSON documents by a path of keys and indices, for tests that break a scenario on
// purpose (a wrong type in one place) or read a ruleset's extra output fields, without typing either as `any`.

export type JsonPath = readonly (string | number)[];

/** The path written as the scenario errors write it: `$.battlefield.figures[1].x`, `$.dice["G.skill"]`. */
export const showPath = (path: JsonPath): string =>
  "$" +
  path.map((k) => (typeof k === "number" ? `[${String(k)}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`)).join("");

/** A value as an error message shows it (JSON.stringify gives no text for undefined). */
const shown = (value: unknown): string => (value === undefined ? "undefined" : JSON.stringify(value));

/** The object or array that step `depth` of `path` reads from; anything else throws naming where the path broke. */
function container(value: unknown, path: JsonPath, depth: number): Record<string | number, unknown> {
  if (typeof value !== "object" || value === null) {
    throw new Error(`${showPath(path.slice(0, depth))} is ${shown(value)}, not an object or array`);
  }
  return value as Record<string | number, unknown>;
}

/** The value at `path` inside `doc`: undefined when the last key is missing; a step through a non-object throws. */
export function at(doc: unknown, ...path: JsonPath): unknown {
  let value = doc;
  path.forEach((key, depth) => {
    value = container(value, path, depth)[key];
  });
  return value;
}

/** The number at `path`; anything else throws naming the path. */
export function numberAt(doc: unknown, ...path: JsonPath): number {
  const value = at(doc, ...path);
  if (typeof value !== "number") throw new Error(`${showPath(path)} is ${shown(value)}, not a number`);
  return value;
}

/** The array at `path`; anything else throws naming the path. */
export function listAt(doc: unknown, ...path: JsonPath): unknown[] {
  const value = at(doc, ...path);
  if (!Array.isArray(value)) throw new Error(`${showPath(path)} is ${shown(value)}, not an array`);
  return value as unknown[];
}

/** The object (not an array) at `path`; anything else throws naming the path. */
export function objectAt(doc: unknown, ...path: JsonPath): Record<string, unknown> {
  const value = at(doc, ...path);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error(`${showPath(path)} is ${shown(value)}, not an object`);
  }
  return value as Record<string, unknown>;
}

/** The object or array holding the last key of a non-empty `path`, and that key. */
function parentOf(doc: unknown, path: JsonPath): [Record<string | number, unknown>, string | number] {
  const key = path.at(-1);
  if (key === undefined) throw new Error("an empty path names the document itself");
  return [container(at(doc, ...path.slice(0, -1)), path, path.length - 1), key];
}

/**
 * Puts `value` at `path` in `doc`, in place (its parent must exist), and returns `doc`: still typed as it was,
 * though the point is often to break it.
 */
export function setAt<T>(doc: T, path: JsonPath, value: unknown): T {
  const [parent, key] = parentOf(doc, path);
  parent[key] = value;
  return doc;
}

/** Removes the key at `path` from `doc`, in place (its parent must exist), and returns `doc`. */
export function deleteAt<T>(doc: T, path: JsonPath): T {
  const [parent, key] = parentOf(doc, path);
  Reflect.deleteProperty(parent, key);
  return doc;
}
