// The rules settings menu: every docs/rules.md §6 switch, grouped, with a localized name and hint; the form
// back to validated overrides.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../../lang/en.json";
import { flattenDictionary, knownSettings } from "../../../src/core/index.js";
import { overridesFromForm, rulesMenuModel } from "../../../src/foundry/ui/rules-menu-model.js";

const keys = flattenDictionary(en);
/** The keys listed in docs/rules.md §6's tables (read from the document, so the doc and the code cannot drift apart). */
const rulesDoc = readFileSync(join(import.meta.dirname, "../../../docs/rules.md"), "utf8");
const section6Text = rulesDoc.slice(
  rulesDoc.indexOf("\n## 6. Settings"),
  rulesDoc.indexOf("\n## ", rulesDoc.indexOf("\n## 6. Settings") + 1),
);
const section6 = [...section6Text.matchAll(/^\| `([a-z]+\.[A-Za-z0-9.]+)` \|/gm)].map((m) => m[1]!);

/** The form a user submitting the menu unchanged would send. */
function unchangedForm(): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const g of rulesMenuModel("gzg", {}))
    for (const s of g.switches) if (s.kind !== "checkbox" || s.value === true) form[s.key] = s.value;
  return form;
}

describe("rules settings menu", () => {
  it("shows every switch of docs/rules.md §6 (and every switch core knows) exactly once", () => {
    const shown = rulesMenuModel("necromunda", {}).flatMap((g) => g.switches.map((s) => s.key));
    expect(section6.length).toBeGreaterThan(50);
    // docs/rules.md §6 lists exactly the settings the rulesets' specs define.
    expect([...section6].sort()).toEqual(Object.keys(knownSettings()).sort());
    expect([...shown].sort()).toEqual(Object.keys(knownSettings()).sort());
    expect(new Set(shown).size).toBe(shown.length);
  });
  it("gives every switch a name, a hint and a label per choice in en.json", () => {
    for (const g of rulesMenuModel("gzg", {})) {
      expect(keys.has(g.labelKey), g.labelKey).toBe(true);
      for (const s of g.switches) {
        expect(keys.get(s.nameKey), s.nameKey).toBeTruthy();
        expect((keys.get(s.hintKey) ?? "").length, s.hintKey).toBeGreaterThan(20);
        for (const o of s.options) expect(keys.get(s.choiceKeys[o] ?? ""), `${s.key} = ${o}`).toBeTruthy();
      }
    }
  });
  it("groups by ruleset, the world's ruleset first after the common switches", () => {
    const groups = rulesMenuModel("trench-crusade", { "tc.critAt": 11 });
    expect(groups.map((g) => g.id)).toEqual(["common", "trench-crusade", "necromunda", "gzg"]);
    expect(groups[1]!.switches.find((s) => s.key === "tc.critAt")).toMatchObject({ value: 11, modified: true, kind: "number" });
    expect(groups[2]!.switches.every((s) => s.key.startsWith("necro."))).toBe(true);
  });
  it("stores nothing for an unchanged form, and only the changed values otherwise", () => {
    expect(overridesFromForm(unchangedForm())).toEqual({ overrides: {} });
    const form: Record<string, unknown> = {
      ...unchangedForm(),
      "tc.critAt": "11",
      "necro.blastOutOfRange": "autoMiss",
      "gzg.gradeAliases": '{"Expert":10}',
    };
    delete form["gzg.wallsShieldBlast"]; // an unticked checkbox is absent from the form
    expect(overridesFromForm(form)).toEqual({
      overrides: {
        "tc.critAt": 11,
        "necro.blastOutOfRange": "autoMiss",
        "gzg.gradeAliases": { Expert: 10 },
        "gzg.wallsShieldBlast": false,
      },
    });
  });
  it("refuses bad values, naming the switch", () => {
    expect(overridesFromForm({ ...unchangedForm(), "tc.critAt": "40" })).toEqual({
      issues: [{ key: "tc.critAt", problem: "must be at most 36, got 40" }],
    });
    expect(overridesFromForm({ ...unchangedForm(), "necro.injuryDieMap": "FW:1-2, SI:3-5" })).toMatchObject({
      issues: [{ key: "necro.injuryDieMap" }],
    });
    expect(overridesFromForm({ ...unchangedForm(), "gzg.gradeAliases": "{" })).toMatchObject({
      issues: [{ key: "gzg.gradeAliases", problem: "expected JSON" }],
    });
  });
});
