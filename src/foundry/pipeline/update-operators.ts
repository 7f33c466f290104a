// Foundry update data as the plans write it (`"-=key": null` deletes a key, the v13 form, storable as
// JSON in a chat card's undo record) → the form the running Foundry wants: unchanged on v13, and on
// v14 `{key: <ForcedDeletion>}` (the `-=` form is deprecated there and warns on every write).

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Replaces every `"-=key": null` (at any depth) by `key: deletion`; returns the data itself when `deletion` is null. */
export function withDeletionOperator<T>(data: T, deletion: object | null): T {
  if (deletion === null) return data;
  const walk = (v: unknown): unknown => {
    if (!isPlainObject(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      if (k.startsWith("-=")) {
        if (x !== null) throw new Error(`ordnance: deletion key ${k} must be null`);
        out[k.slice(2)] = deletion;
      } else out[k] = walk(x);
    }
    return out;
  };
  return walk(data) as T;
}
