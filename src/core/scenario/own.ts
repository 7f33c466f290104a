// Looking a document's key up without inheriting: a figure id or setting named "constructor",
// "__proto__" or "toString" must read the document's own entry (or nothing), never Object.prototype's.

/** The value stored under `key` in `rec` itself, or undefined. */
export function own<T>(rec: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return rec && Object.hasOwn(rec, key) ? rec[key] : undefined;
}
