// Rule explanations in plain words (issue #30, point 6): the texts players read name rules and settings by their
// labels, never by internal names (setting keys, camelCase choice values), and the automated scatter point's line
// says which choice of the setting placed it, in the words the settings panel shows.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RULESETS, flattenDictionary, makeTranslator, resolveScenario } from "../../src/core/index.js";

const en: unknown = JSON.parse(readFileSync(join(import.meta.dirname, "../../lang/en.json"), "utf8"));
const flat = flattenDictionary(en);
const translate = makeTranslator(en);

/** Every setting key of every ruleset, and every choice value written as an identifier (camelCase). */
const settingKeys = new Set<string>();
const identifierChoices = new Set<string>();
for (const r of RULESETS)
  for (const [key, spec] of Object.entries(r.settings)) {
    settingKeys.add(key);
    if (spec.schema.type === "string") for (const v of spec.schema.enum ?? []) if (/[a-z][A-Z]/.test(v)) identifierChoices.add(v);
  }

/** The texts a player reads in a log, a refusal or the sandbox (the settings' own texts are labels of these keys). */
const readTexts = [...flat.entries()].filter(([k]) => /^ORDNANCE\.(Log|Reason|Sandbox)\./.test(k));

describe("no internal names in what players read", () => {
  it("finds the settings and the texts", () => {
    expect(settingKeys.size).toBeGreaterThan(40);
    expect(identifierChoices).toContain("minimiseOwnLosses");
    expect(identifierChoices).toContain("pullBack");
    expect(readTexts.length).toBeGreaterThan(250);
  });

  it("no log line, refusal or sandbox text names a setting by its key", () => {
    const named = readTexts.filter(([, text]) => [...settingKeys].some((key) => text.includes(key))).map(([k]) => k);
    expect(named).toEqual([]);
  });

  it("no log line, refusal or sandbox text names a setting's choice by its internal value", () => {
    const named = readTexts.filter(([, text]) => [...identifierChoices].some((v) => new RegExp(`\\b${v}\\b`).test(text))).map(([k]) => k);
    expect(named).toEqual([]);
  });
});

describe("Trench Crusade: the automated scatter point says which choice placed it (rules §4.4 T4)", () => {
  // The Success Roll fails (2 + 3 on 3 dice, lowest 2 kept): the shot scatters 2" from the aim; side 2 chooses.
  const doc = (policy: string) => ({
    ruleset: "trench-crusade",
    settings: { "tc.scatterPolicy": policy },
    battlefield: {
      figures: [
        { id: "A", side: "1", x: 0, y: 0, baseRadius: 0.5, stats: {} },
        { id: "E", side: "2", x: 13, y: 0, baseRadius: 0.5, stats: {} },
      ],
    },
    attack: { attacker: "A", weapon: { name: "Satchel Charge", range: 12, keywords: ["BLAST(1)", "SCATTER"] }, target: { point: [10, 0] } },
    seed: "plain",
    dice: { "T.success": [2, 3, 6] },
  });

  it.each(["minimiseOwnLosses", "maximiseAttackerLosses", "callerOnly"])("%s: the choice's label, not its name", (policy) => {
    const { output } = resolveScenario(doc(policy), { translate });
    const line = output.log.find((l) => l.startsWith("Nobody chose the point"));
    const label = translate({ key: `ORDNANCE.Setting.tc.scatterPolicy.Choices.${policy}` });
    expect(label).not.toContain("ORDNANCE");
    expect(line).toContain(label);
    expect(line).toContain(translate({ key: "ORDNANCE.Setting.tc.scatterPolicy.Name" }));
    expect(line).not.toContain(policy);
  });
});
