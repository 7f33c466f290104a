// The rules settings menu (pure): every rules switch of docs/rules.md §6, grouped by ruleset (and the common
// geometry switches), each with its localized name and hint keys, its control and its current value;
// and the submitted form back to the overrides object stored in `ordnance.rules` (values equal to the
// default are dropped), checked by the core's settings validation.

import { formText } from "./form-text.js";
import {
  RULESETS,
  type Schema,
  type SettingsSpec,
  ScenarioError,
  getRuleset,
  knownSettings,
  resolveSettings,
  validate,
} from "../../core/index.js";

export type SwitchKind = "checkbox" | "select" | "number" | "text";

export interface RuleSwitch {
  readonly key: string;
  readonly kind: SwitchKind;
  readonly options: readonly string[];
  readonly min: number | null;
  readonly max: number | null;
  readonly step: number | "any";
  readonly nameKey: string;
  readonly hintKey: string;
  /** Localization keys of a select's choices, by value (`ORDNANCE.Setting.<key>.Choices.<value>`). */
  readonly choiceKeys: Readonly<Record<string, string>>;
  /** The value shown: the override if any, else the default. Objects are JSON text. */
  readonly value: string | number | boolean;
  readonly defaultText: string;
  readonly modified: boolean;
}

/** "common", or a ruleset's id. */
export type GroupId = string;

export interface RuleGroup {
  readonly id: GroupId;
  readonly labelKey: string;
  /** The world's current ruleset: shown open, first. */
  readonly current: boolean;
  readonly switches: readonly RuleSwitch[];
}

function kindOf(schema: Schema): Pick<RuleSwitch, "kind" | "options" | "min" | "max" | "step"> {
  if (schema.type === "boolean") return { kind: "checkbox", options: [], min: null, max: null, step: "any" };
  if (schema.type === "string" && schema.enum) return { kind: "select", options: schema.enum, min: null, max: null, step: "any" };
  if (schema.type === "number")
    return { kind: "number", options: [], min: schema.min ?? null, max: schema.max ?? null, step: schema.integer ? 1 : "any" };
  return { kind: "text", options: [], min: null, max: null, step: "any" };
}

const asText = (v: unknown): string => (typeof v === "string" ? v : JSON.stringify(v));

function switches(spec: SettingsSpec, overrides: Readonly<Record<string, unknown>>): RuleSwitch[] {
  return Object.entries(spec).map(([key, s]) => {
    const k = kindOf(s.schema);
    const modified = Object.hasOwn(overrides, key);
    const v = modified ? overrides[key] : s.default;
    const value = k.kind === "checkbox" ? v === true : k.kind === "number" && typeof v === "number" ? v : asText(v);
    const choiceKeys = Object.fromEntries(k.options.map((o) => [o, `ORDNANCE.Setting.${s.key}.Choices.${o}`]));
    return {
      key,
      ...k,
      nameKey: `ORDNANCE.Setting.${s.key}.Name`,
      hintKey: `ORDNANCE.Setting.${s.key}.Hint`,
      choiceKeys,
      value,
      defaultText: asText(s.default),
      modified,
    };
  });
}

/** The switches no single ruleset declares (geometry tolerance, touching counts): they apply to all. */
function commonSpec(): SettingsSpec {
  return Object.fromEntries(Object.entries(knownSettings()).filter(([k]) => !RULESETS.some((r) => Object.hasOwn(r.settings, k))));
}

/** The settings a ruleset declares beyond the common ones. */
function ownSpec(id: string, common: SettingsSpec): SettingsSpec {
  const spec = getRuleset(id)?.settings ?? {};
  return Object.fromEntries(Object.entries(spec).filter(([k]) => !Object.hasOwn(common, k)));
}

/** The common switches, then each ruleset's, the current ruleset first. */
export function rulesMenuModel(current: string, overrides: Readonly<Record<string, unknown>>): RuleGroup[] {
  const common = commonSpec();
  const ids = [current, ...RULESETS.map((r) => r.id).filter((id) => id !== current)];
  return [
    { id: "common", labelKey: "ORDNANCE.RulesMenu.common", current: true, switches: switches(common, overrides) },
    ...ids.map((id): RuleGroup => ({
      id,
      labelKey: `ORDNANCE.Ruleset.${id}`,
      current: id === current,
      switches: switches(ownSpec(id, common), overrides),
    })),
  ];
}

export interface MenuIssue {
  readonly key: string;
  readonly problem: string;
}

/** A form value typed by the switch's schema (checkbox values arrive as booleans). */
function parse(raw: unknown, schema: Schema): { value: unknown } | { problem: string } {
  if (schema.type === "boolean") return { value: raw === true || raw === "true" || raw === "on" };
  if (schema.type === "number") {
    const n = typeof raw === "number" ? raw : Number(formText(raw).trim());
    return formText(raw).trim() === "" || !Number.isFinite(n) ? { problem: `expected a number, got ${JSON.stringify(raw)}` } : { value: n };
  }
  if (schema.type === "string") return { value: formText(raw) };
  try {
    return { value: JSON.parse(formText(raw)) };
  } catch {
    return { problem: "expected JSON" };
  }
}

/**
 * The overrides a submitted menu form describes (keys = setting keys; absent checkboxes are false).
 * Values equal to the default are dropped; every kept value is checked by its schema and then by each
 * ruleset's `resolveSettings` (so the stored object is exactly what scenarios accept).
 */
export function overridesFromForm(
  form: Readonly<Record<string, unknown>>,
): { overrides: Record<string, unknown> } | { issues: MenuIssue[] } {
  const known = knownSettings();
  const overrides: Record<string, unknown> = {};
  const issues: MenuIssue[] = [];
  for (const [key, s] of Object.entries(known)) {
    if (!Object.hasOwn(form, key) && s.schema.type !== "boolean") continue;
    const p = parse(form[key], s.schema);
    if ("problem" in p) {
      issues.push({ key, problem: p.problem });
      continue;
    }
    const bad = validate(p.value, s.schema, key);
    const [first] = bad;
    if (first) {
      issues.push({ key, problem: first.problem });
      continue;
    }
    if (JSON.stringify(p.value) !== JSON.stringify(s.default)) overrides[key] = p.value;
  }
  if (issues.length) return { issues };
  for (const r of RULESETS) {
    try {
      resolveSettings(r.settings, overrides, known);
      r.resolveSettings(overrides);
    } catch (e) {
      if (e instanceof ScenarioError) return { issues: [{ key: /\["(.+)"\]/.exec(e.path)?.[1] ?? e.path, problem: e.problem }] };
      throw e;
    }
  }
  return { overrides };
}
