// A small schema language for scenario documents: one description gives both the validator (errors
// that name the JSON path of every problem) and the JSON Schema file that editors use, so the two
// cannot drift apart. Kept in core (no dependency) so Foundry, the sandbox and the CLI share it.

import { defined } from "../engine/expect.js";

export type Schema =
  | { readonly type: "number"; readonly integer?: boolean; readonly min?: number; readonly max?: number; readonly description?: string }
  | {
      readonly type: "string";
      readonly enum?: readonly string[];
      readonly pattern?: RegExp;
      readonly patternText?: string;
      readonly description?: string;
    }
  | { readonly type: "boolean"; readonly description?: string }
  | { readonly type: "null" }
  | {
      readonly type: "array";
      readonly items: Schema;
      readonly minItems?: number;
      readonly maxItems?: number;
      readonly description?: string;
    }
  | { readonly type: "tuple"; readonly items: readonly Schema[]; readonly minItems: number; readonly description?: string }
  | {
      readonly type: "object";
      readonly properties: Readonly<Record<string, Schema>>;
      readonly required?: readonly string[];
      /** Schema of values under keys not listed in `properties`; absent: such keys are errors. */
      readonly additional?: Schema;
      readonly description?: string;
    }
  | { readonly type: "anyOf"; readonly of: readonly Schema[]; readonly description?: string };

/**
 * The supported domain of every number in a document: within ±100,000 unless its schema says otherwise.
 * For coordinates, radii and distances that is inches, far beyond any table yet far enough from the
 * floating-point limits that no sum, product or index of them overflows or loses a whole inch.
 */
export const DOMAIN_LIMIT = 100_000;

export const num = (o: { integer?: boolean; min?: number; max?: number; description?: string } = {}): Schema => ({ type: "number", ...o });
export const int = (min?: number, max?: number, description?: string): Schema => ({
  type: "number",
  integer: true,
  ...(min !== undefined ? { min } : {}),
  ...(max !== undefined ? { max } : {}),
  ...(description ? { description } : {}),
});
export const str = (description?: string): Schema => ({ type: "string", ...(description ? { description } : {}) });
export const oneOf = (values: readonly string[], description?: string): Schema => ({
  type: "string",
  enum: values,
  ...(description ? { description } : {}),
});
export const bool = (description?: string): Schema => ({ type: "boolean", ...(description ? { description } : {}) });
export const nul: Schema = { type: "null" };
export const arr = (items: Schema, o: { minItems?: number; maxItems?: number; description?: string } = {}): Schema => ({
  type: "array",
  items,
  ...o,
});
export const obj = (
  properties: Record<string, Schema>,
  required: readonly string[] = [],
  o: { additional?: Schema; description?: string } = {},
): Schema => ({ type: "object", properties, required, ...o });
export const anyOf = (...of: Schema[]): Schema => ({ type: "anyOf", of });
export const point2 = (description?: string): Schema => ({
  type: "tuple",
  items: [num(), num()],
  minItems: 2,
  ...(description ? { description } : {}),
});
export const point23 = (description?: string): Schema => ({
  type: "tuple",
  items: [num(), num(), num()],
  minItems: 2,
  ...(description ? { description } : {}),
});

export interface SchemaIssue {
  readonly path: string;
  readonly problem: string;
}

const describe = (v: unknown): string =>
  v === null ? "null" : Array.isArray(v) ? "an array" : typeof v === "object" ? "an object" : `${typeof v} ${JSON.stringify(v)}`;

const keyPath = (path: string, key: string): string =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

/**
 * Where the walk is: the start path and the keys and indices below it. The path's text is built only for a
 * problem, so a valid document of thousands of walls costs no string per node.
 */
class Where {
  private readonly steps: (string | number)[] = [];
  constructor(private readonly start: string) {}
  push(step: string | number): void {
    this.steps.push(step);
  }
  pop(): void {
    this.steps.pop();
  }
  text(): string {
    let path = this.start;
    for (const step of this.steps) path = typeof step === "number" ? `${path}[${String(step)}]` : keyPath(path, step);
    return path;
  }
}

/** Every problem of `value` against `schema`, each with the JSON path where it is. */
export function validate(value: unknown, schema: Schema, path = "$"): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  check(value, schema, new Where(path), issues);
  return issues;
}

/** A value's shape in a message: `[x, y]` for a point, `"…"` for a text, `{…}` for an object. */
function sampleOf(schema: Schema): string {
  switch (schema.type) {
    case "number":
      return "0";
    case "string":
      return schema.enum?.[0] !== undefined ? JSON.stringify(schema.enum[0]) : '"…"';
    case "boolean":
      return "true";
    case "null":
      return "null";
    case "array":
      return "[…]";
    case "tuple":
      return `[${["x", "y", "z"].slice(0, schema.minItems).join(", ")}]`;
    case "object":
      return "{…}";
    case "anyOf":
      return schema.of[0] ? sampleOf(schema.of[0]) : "…";
  }
}

/**
 * The shape an object takes, for a value that is not one (a wall given as four numbers): its required fields with
 * a sample value each, then the optional ones by name.
 */
function shapeOf(schema: Extract<Schema, { type: "object" }>): string {
  const required = schema.required ?? [];
  const fields = required.map((k) => `"${k}": ${schema.properties[k] ? sampleOf(schema.properties[k]) : "…"}`);
  const optional = Object.keys(schema.properties).filter((k) => !required.includes(k));
  const body = fields.length ? `{ ${fields.join(", ")} }` : "{ }";
  return optional.length ? `${body} (optional: ${optional.join(", ")})` : body;
}

/**
 * The problems of items from … to − 1 of `list` against `schema`, with the paths a walk of the whole list at `path`
 * gives them (`$.battlefield.walls[12].a`): a long list checked a few items at a time.
 */
export function validateItems(list: readonly unknown[], schema: Schema, path: string, from: number, to: number): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const at = new Where(path);
  for (let i = from; i < to; i++) {
    at.push(i);
    check(list[i], schema, at, issues);
    at.pop();
  }
  return issues;
}

/** Records a problem at `at` (the only place a path's text is built). */
function bad(issues: SchemaIssue[], at: Where, problem: string): void {
  issues.push({ path: at.text(), problem });
}

/** Checks each item of a list against its schema (one for all, or one per place). */
function checkItems(list: readonly unknown[], schema: Schema | readonly Schema[], at: Where, issues: SchemaIssue[]): void {
  for (let i = 0; i < list.length; i++) {
    at.push(i);
    check(list[i], Array.isArray(schema) ? (schema[i] as Schema) : (schema as Schema), at, issues);
    at.pop();
  }
}

/** Appends to `issues` every problem of `value` against `schema` at `at` (no closure or string on a valid node). */
function check(value: unknown, schema: Schema, at: Where, issues: SchemaIssue[]): void {
  switch (schema.type) {
    case "number":
      if (typeof value !== "number" || !Number.isFinite(value)) {
        bad(issues, at, `expected a number, got ${describe(value)}`);
        return;
      }
      if (schema.integer && !Number.isInteger(value)) {
        bad(issues, at, `expected a whole number, got ${value}`);
        return;
      }
      if (value < (schema.min ?? -DOMAIN_LIMIT)) {
        bad(issues, at, `must be at least ${schema.min ?? -DOMAIN_LIMIT}, got ${value}`);
        return;
      }
      if (value > (schema.max ?? DOMAIN_LIMIT)) {
        bad(issues, at, `must be at most ${schema.max ?? DOMAIN_LIMIT}, got ${value}`);
        return;
      }
      return;
    case "string":
      if (typeof value !== "string") {
        bad(issues, at, `expected a string, got ${describe(value)}`);
        return;
      }
      if (schema.enum && !schema.enum.includes(value)) {
        bad(issues, at, `must be one of ${schema.enum.map((e) => JSON.stringify(e)).join(", ")}, got ${JSON.stringify(value)}`);
        return;
      }
      if (schema.pattern && !schema.pattern.test(value)) {
        bad(issues, at, `must look like ${schema.patternText ?? schema.pattern.source}, got ${JSON.stringify(value)}`);
        return;
      }
      return;
    case "boolean": {
      if (typeof value !== "boolean") bad(issues, at, `expected true or false, got ${describe(value)}`);
      return;
    }
    case "null": {
      if (value !== null) bad(issues, at, `expected null, got ${describe(value)}`);
      return;
    }
    case "array": {
      if (!Array.isArray(value)) {
        bad(issues, at, `expected an array, got ${describe(value)}`);
        return;
      }
      if (schema.minItems !== undefined && value.length < schema.minItems) {
        bad(issues, at, `expected at least ${schema.minItems} items, got ${value.length}`);
        return;
      }
      if (schema.maxItems !== undefined && value.length > schema.maxItems) {
        bad(issues, at, `expected at most ${schema.maxItems} items, got ${value.length}`);
        return;
      }
      checkItems(value, schema.items, at, issues);
      return;
    }
    case "tuple":
      if (!Array.isArray(value)) {
        bad(issues, at, `expected [${schema.items.map(() => "number").join(", ")}], got ${describe(value)}`);
        return;
      }
      if (value.length < schema.minItems || value.length > schema.items.length) {
        bad(
          issues,
          at,
          `expected ${schema.minItems === schema.items.length ? schema.minItems : `${schema.minItems} to ${schema.items.length}`} items, got ${value.length}`,
        );
        return;
      }
      {
        checkItems(value, schema.items, at, issues);
        return;
      }
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        bad(issues, at, `expected an object ${shapeOf(schema)}, got ${describe(value)}`);
        return;
      }
      const rec = value as Record<string, unknown>;
      // Indexed and for-in loops: a valid record costs no iterator or key array (a warm-up checks 100,000 walls).
      const required = schema.required;
      if (required)
        for (let k = 0; k < required.length; k++) {
          const key = required[k] as string;
          if (!Object.hasOwn(rec, key)) issues.push({ path: keyPath(at.text(), key), problem: "is required" });
        }
      // The record's own enumerable keys, in Object.keys order (for-in lists them first, then inherited ones).
      for (const key in rec) {
        if (!Object.hasOwn(rec, key)) continue;
        const sub = Object.hasOwn(schema.properties, key) ? schema.properties[key] : schema.additional;
        if (!sub) {
          const known = Object.keys(schema.properties);
          issues.push({ path: keyPath(at.text(), key), problem: `unknown field${known.length ? ` (known: ${known.join(", ")})` : ""}` });
        } else {
          at.push(key);
          check(rec[key], sub, at, issues);
          at.pop();
        }
      }
      return;
    }
    case "anyOf": {
      const tries: SchemaIssue[][] = [];
      for (const s of schema.of) {
        const found: SchemaIssue[] = [];
        check(value, s, at, found);
        if (found.length === 0) return;
        tries.push(found);
      }
      const meant = meantAlternatives(value, schema.of);
      const [only] = meant;
      if (meant.length === 1 && only !== undefined) {
        issues.push(...defined(tries[only], "an alternative's problems"));
        return;
      }
      bad(issues, at, `expected ${schema.of.map(describeSchema).join(" or ")}, got ${describe(value)}`);
      return;
    }
  }
}

/**
 * The alternatives (their places in `of`) a value no alternative took was meant to be: the ones of its kind (an object
 * naming one of the alternative's fields, or a value of the alternative's type). Apart from `check`, whose every call
 * would otherwise hold `value` in a context of its own for these closures (40 bytes a node of a 100,000-wall list).
 */
function meantAlternatives(value: unknown, of: readonly Schema[]): number[] {
  return of
    .map((s, i) => [s, i] as const)
    .filter(([s]) => {
      if (s.type === "object") {
        if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
        const keys = Object.keys(value);
        return Object.keys(s.properties).length === 0 || keys.some((k) => Object.hasOwn(s.properties, k));
      }
      return kindOf(value) === (s.type === "tuple" ? "array" : s.type === "anyOf" ? "?" : s.type);
    })
    .map(([, i]) => i);
}

const kindOf = (v: unknown): string => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

function describeSchema(s: Schema): string {
  switch (s.type) {
    case "object": {
      const req = s.required ?? [];
      return req.length ? `an object with ${req.map((k) => JSON.stringify(k)).join(", ")}` : "an object";
    }
    case "tuple":
      return `[${s.items.map(() => "number").join(", ")}]`;
    case "anyOf":
      return s.of.map(describeSchema).join(" or ");
    case "string":
      return s.enum ? `one of ${s.enum.map((e) => JSON.stringify(e)).join(", ")}` : "a string";
    case "number":
      return s.integer ? "a whole number" : "a number";
    default:
      return s.type === "null" ? "null" : s.type === "boolean" ? "true or false" : "an array";
  }
}

/** The JSON Schema (draft 2020-12) form of a schema, for editors. */
export function toJsonSchema(schema: Schema): Record<string, unknown> {
  const d = "description" in schema && schema.description ? { description: schema.description } : {};
  switch (schema.type) {
    case "number":
      return {
        type: schema.integer ? "integer" : "number",
        minimum: schema.min ?? -DOMAIN_LIMIT,
        maximum: schema.max ?? DOMAIN_LIMIT,
        ...d,
      };
    case "string":
      return {
        type: "string",
        ...(schema.enum ? { enum: schema.enum } : {}),
        ...(schema.pattern ? { pattern: schema.pattern.source } : {}),
        ...d,
      };
    case "boolean":
      return { type: "boolean", ...d };
    case "null":
      return { type: "null" };
    case "array":
      return {
        type: "array",
        items: toJsonSchema(schema.items),
        ...(schema.minItems !== undefined ? { minItems: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { maxItems: schema.maxItems } : {}),
        ...d,
      };
    case "tuple":
      return { type: "array", prefixItems: schema.items.map(toJsonSchema), items: false, minItems: schema.minItems, ...d };
    case "object":
      return {
        type: "object",
        properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, toJsonSchema(v)])),
        ...(schema.required && schema.required.length ? { required: schema.required } : {}),
        additionalProperties: schema.additional ? toJsonSchema(schema.additional) : false,
        ...d,
      };
    case "anyOf":
      return { anyOf: schema.of.map(toJsonSchema), ...d };
  }
}
