// Deep "expected is a subset of actual" comparison for fixture expectations, with a numeric tolerance
// (output coordinates are rounded to 1/10,000 inch; worked cases give three decimals).

export function subsetMismatches(actual: unknown, expected: unknown, tolerance = 1e-3, path = "$"): string[] {
  if (typeof expected === "number") {
    return typeof actual === "number" && Math.abs(actual - expected) <= tolerance
      ? []
      : [`${path}: expected ${expected}, got ${JSON.stringify(actual)}`];
  }
  if (expected === null || typeof expected !== "object") {
    return actual === expected ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${JSON.stringify(actual)}`];
    if (actual.length !== expected.length)
      return [`${path}: expected ${expected.length} items, got ${actual.length}: ${JSON.stringify(actual)}`];
    return expected.flatMap((e, i) => subsetMismatches(actual[i], e, tolerance, `${path}[${i}]`));
  }
  if (typeof actual !== "object" || actual === null) return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
  return Object.entries(expected).flatMap(([k, v]) =>
    v === undefined ? [] : subsetMismatches((actual as Record<string, unknown>)[k], v, tolerance, `${path}.${k}`),
  );
}
