// Every user-facing string comes from lang/en.json: keys named in code and templates exist, every
// note a resolution emits (fixtures and examples, all rulesets) has a translation, and every
// ILLEGAL reason code has one too.

import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../lang/en.json";
import { flattenDictionary, resolveScenario } from "../src/core/index.js";

const root = join(import.meta.dirname, "..");
const keys = flattenDictionary(en);

function walk(dir: string, ext: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p, ext) : ext.test(f) ? [p] : [];
  });
}

describe("lang/en.json", () => {
  it("has every literal ORDNANCE.* key used in code and templates", () => {
    const files = [...walk(join(root, "src"), /\.ts$/), ...walk(join(root, "templates"), /\.(hbs|html)$/)];
    const missing: string[] = [];
    for (const f of files) {
      for (const m of readFileSync(f, "utf8").matchAll(/["'`](ORDNANCE(?:\.[A-Za-z0-9_-]+)+)["'`]/g)) {
        if (!keys.has(m[1]!)) missing.push(`${f.slice(root.length + 1)}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("translates every note that the fixtures and examples produce", () => {
    const docs: unknown[] = [];
    for (const f of walk(join(root, "test/fixtures"), /\.json$/)) docs.push((JSON.parse(readFileSync(f, "utf8")) as { scenario: unknown }).scenario);
    for (const f of walk(join(root, "examples"), /\.json$/)) docs.push(JSON.parse(readFileSync(f, "utf8")));
    const missing = new Set<string>();
    let notes = 0;
    for (const doc of docs) {
      const { output } = resolveScenario(doc, { seed: "lang" });
      const all = [...output.notes, ...output.affected.flatMap((a) => a.notes), ...output.events.map((e) => e.note)];
      notes += all.length;
      for (const n of all) if (!keys.has(n.key)) missing.add(n.key);
      if (output.reason !== undefined && !keys.has(`ORDNANCE.Reason.${output.reason}`)) missing.add(`ORDNANCE.Reason.${output.reason}`);
    }
    expect([...missing]).toEqual([]);
    expect(notes).toBeGreaterThan(docs.length);
  });

  it("fills every placeholder a note's data provides", () => {
    for (const [key, text] of keys) {
      for (const m of text.matchAll(/\{(\w+)\}/g)) expect(m[1], key).toMatch(/^[a-zA-Z]+$/);
    }
  });
});
