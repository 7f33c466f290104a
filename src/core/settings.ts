// Rules settings (docs/rules.md §6): each ruleset declares its keys with a schema and a default; a
// scenario's `settings` and the Foundry world settings are checked against the same declarations.

import { defined } from "./engine/expect.js";
import { ScenarioError } from "./engine/errors.js";
import { own } from "./scenario/own.js";
import { type Schema, validate } from "./scenario/schema.js";

export interface SettingSpec<T = unknown> {
  readonly schema: Schema;
  readonly default: T;
  /** Localization key of the setting's name and hint (`ORDNANCE.Setting.<key>.Name` / `.Hint`). */
  readonly key: string;
}

export type SettingsSpec = Readonly<Record<string, SettingSpec>>;

/** The values a spec declares, by key. */
export type SettingsOf<S extends SettingsSpec> = { readonly [K in keyof S]: S[K]["default"] };

export function setting<T>(schema: Schema, defaultValue: T): Omit<SettingSpec<T>, "key"> {
  return { schema, default: defaultValue };
}

/** Declares a group of settings, filling each one's localization key from its name. */
export function defineSettings<S extends Record<string, Omit<SettingSpec, "key">>>(
  spec: S,
): { readonly [K in keyof S]: SettingSpec<S[K]["default"]> } {
  return Object.fromEntries(Object.entries(spec).map(([k, v]) => [k, { ...v, key: k }])) as {
    readonly [K in keyof S]: SettingSpec<S[K]["default"]>;
  };
}

/**
 * Merges given values over the defaults of `spec`. `known` lists every setting of every ruleset: a key
 * no ruleset declares is an error (a typo must not silently change an attack); a key of another
 * ruleset is accepted and ignored. Errors name the JSON path of the bad setting.
 */
export function resolveSettings<S extends SettingsSpec>(
  spec: S,
  given: Readonly<Record<string, unknown>>,
  known: SettingsSpec,
  path = "$.settings",
): SettingsOf<S> {
  const out: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(spec)) out[k] = s.default;
  const problems: string[] = [];
  for (const [k, v] of Object.entries(given)) {
    const p = `${path}[${JSON.stringify(k)}]`;
    const s = own(known, k);
    if (!s) {
      problems.push(`${p}: unknown setting (see docs/rules.md §6 for the keys)`);
      continue;
    }
    const issues = validate(v, s.schema, p);
    for (const i of issues) problems.push(`${i.path}: ${i.problem}`);
    if (issues.length === 0 && Object.hasOwn(spec, k)) out[k] = v;
  }
  if (problems.length) {
    const [first, ...rest] = problems;
    const problem = defined(first, "the first problem");
    const at = problem.indexOf(": ");
    throw new ScenarioError(problem.slice(0, at), problem.slice(at + 2), rest);
  }
  return out as SettingsOf<S>;
}
