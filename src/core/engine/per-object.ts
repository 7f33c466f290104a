// A value made once per object and kept as long as the object lives (a WeakMap), for caches keyed by a snapshot or a
// battlefield. The object asked for last is answered without a lookup: an odds run asks for the same one trial after trial.

/** A getter that makes `make(key)` on first asking for each key and returns that same value afterwards. */
export function perObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  // Kept until another key is asked for (it holds that one object alive until then).
  let last: { readonly key: K; readonly value: V } | null = null;
  return (key) => {
    // Stryker disable next-line ConditionalExpression: a shortcut in front of the WeakMap, which holds the same value
    if (last?.key === key) return last.value;
    let value = values.get(key);
    if (value === undefined) {
      value = make(key);
      values.set(key, value);
    }
    last = { key, value };
    return value;
  };
}
