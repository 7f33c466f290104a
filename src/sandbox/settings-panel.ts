// The rules switches of the current ruleset, built from its `settings` spec (docs/rules.md §6): an enum is
// a select of the choices' labels, a boolean a checkbox, a number an input, anything else JSON text; each with its
// name and hint in words (never its key). Values that differ from the default are written into the scenario's
// `settings`; a default value is dropped.

import { type SettingSpec, type SettingsSpec, validate } from "../core/index.js";
import { t, tKey } from "./i18n.js";
import { html } from "./svg.js";

export type SettingsChange = (key: string, value: unknown) => void;

function control(
  key: string,
  spec: SettingSpec,
  value: unknown,
  onChange: (v: unknown) => void,
  onError: (msg: string | null) => void,
): HTMLElement {
  const schema = spec.schema;
  const name = tKey(`ORDNANCE.Setting.${spec.key}.Name`, key);
  const id = `setting-${key.replace(/[^\w-]/g, "_")}`;
  if (schema.type === "boolean") {
    const box = html("input", { type: "checkbox", id, "data-key": key });
    box.checked = value === true;
    box.addEventListener("change", () => {
      onChange(box.checked);
    });
    return box;
  }
  if (schema.type === "string" && schema.enum) {
    const select = html(
      "select",
      { id, "data-key": key },
      ...schema.enum.map((opt) => html("option", { value: opt }, tKey(`ORDNANCE.Setting.${spec.key}.Choices.${opt}`, opt))),
    );
    select.value = String(value);
    select.addEventListener("change", () => {
      onChange(select.value);
    });
    return select;
  }
  const isNumber = schema.type === "number";
  const input = html("input", {
    type: isNumber ? "number" : "text",
    id,
    "data-key": key,
    ...(isNumber && schema.min !== undefined ? { min: schema.min } : {}),
    ...(isNumber && schema.max !== undefined ? { max: schema.max } : {}),
    ...(isNumber ? { step: schema.integer ? 1 : "any" } : {}),
  });
  input.value = isNumber || schema.type === "string" ? String(value) : JSON.stringify(value);
  input.addEventListener("change", () => {
    let v: unknown;
    try {
      v = isNumber ? Number(input.value) : schema.type === "string" ? input.value : JSON.parse(input.value);
    } catch {
      onError(t("Settings.badJson", { name }));
      return;
    }
    const issues = validate(v, schema, `$.settings[${JSON.stringify(key)}]`);
    const [issue] = issues;
    if (issue) {
      onError(t("Settings.badValue", { name, problem: issue.problem }));
      return;
    }
    onError(null);
    onChange(v);
  });
  return input;
}

export function renderSettings(
  container: HTMLElement,
  spec: SettingsSpec,
  given: Readonly<Record<string, unknown>>,
  onChange: SettingsChange,
  onError: (msg: string | null) => void,
): void {
  const rows: HTMLElement[] = [];
  for (const [key, s] of Object.entries(spec)) {
    const value = Object.hasOwn(given, key) ? given[key] : s.default;
    const name = tKey(`ORDNANCE.Setting.${s.key}.Name`, key);
    const hint = tKey(`ORDNANCE.Setting.${s.key}.Hint`, "");
    const input = control(
      key,
      s,
      value,
      (v) => {
        onChange(key, JSON.stringify(v) === JSON.stringify(s.default) ? undefined : v);
      },
      onError,
    );
    rows.push(
      html(
        "div",
        { class: "setting-row" },
        html("label", { for: input.id }, name, hint ? html("small", { class: "setting-hint" }, hint) : ""),
        input,
      ),
    );
  }
  if (!rows.length) rows.push(html("p", { class: "muted" }, t("Settings.none")));
  container.replaceChildren(...rows);
}
