// Every log key and refusal reason the Necromunda ruleset names in its source exists in lang/en.json, and
// every key under ORDNANCE.Log.necro is used (a static scan; the property tests check keys written at run time).

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { flattenDictionary } from "../../../../src/core/i18n.js";

const dir = join(import.meta.dirname, "../../../../src/core/rulesets/necromunda");
const source = readdirSync(dir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts"))
  .map((f) => readFileSync(join(dir, f), "utf8"))
  .join("\n");
const en = flattenDictionary(JSON.parse(readFileSync(join(import.meta.dirname, "../../../../lang/en.json"), "utf8")));

const logKeys = new Set<string>();
// L("key", …), L(cond ? "a" : "b", …), run.say(s, "key", …) and say(s, cond ? "a" : "b").
for (const m of source.matchAll(/\b(?:L\(|say\(\s*\w+,)\s*(?:[^"]*?\?\s*)?"(\w+)"(?:\s*:\s*"(\w+)")?/g)) {
  logKeys.add(m[1]!);
  if (m[2]) logKeys.add(m[2]);
}
const reasons = new Set<string>();
for (const m of source.matchAll(/illegal\(\s*(?:[^"()]*\?\s*)?"(\w+)"(?:\s*:\s*"(\w+)")?/g)) {
  reasons.add(m[1]!);
  if (m[2]) reasons.add(m[2]);
}

describe("Necromunda language keys", () => {
  it("finds the keys", () => {
    expect(logKeys.size).toBeGreaterThan(50);
    expect(reasons.size).toBeGreaterThanOrEqual(7);
  });
  it.each([...logKeys].sort())("ORDNANCE.Log.necro.%s is in en.json", (k) => {
    expect(en.has(`ORDNANCE.Log.necro.${k}`)).toBe(true);
  });
  it.each([...reasons].sort())("ORDNANCE.Reason.%s is in en.json", (k) => {
    expect(en.has(`ORDNANCE.Reason.${k}`)).toBe(true);
  });
  it("every ORDNANCE.Log.necro key is used", () => {
    const unused = [...en.keys()].filter((k) => k.startsWith("ORDNANCE.Log.necro.") && !logKeys.has(k.slice("ORDNANCE.Log.necro.".length)));
    expect(unused).toEqual([]);
  });
  it("every preset has a name", async () => {
    const { necromunda } = await import("../../../../src/core/rulesets/necromunda/index.js");
    for (const p of necromunda.presets) expect(en.has(p.nameKey), p.nameKey).toBe(true);
  });
});
