// Every label the sandbox page names in its HTML (data-i18n) is a string of lang/en.json, and the
// language file has no key written twice (JSON keeps only the last, silently).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { flattenDictionary } from "../../src/core/index.js";

const root = join(import.meta.dirname, "../..");

describe("sandbox page strings", () => {
  it("every data-i18n key is a string under ORDNANCE.Sandbox", () => {
    const htmlText = readFileSync(join(root, "src/sandbox/index.html"), "utf8");
    const keys = [...htmlText.matchAll(/data-i18n="([^"]+)"/g)].map((m) => `ORDNANCE.Sandbox.${m[1]!}`);
    const flat = flattenDictionary(en);
    expect(keys.length).toBeGreaterThan(10);
    expect(keys.filter((k) => typeof flat.get(k) !== "string")).toEqual([]);
  });

  it("lang/en.json writes no key twice in one object", () => {
    const dupes: string[] = [];
    // JSON.parse cannot see duplicates: scan the text, one stack of key sets per open object.
    const text = readFileSync(join(root, "lang/en.json"), "utf8");
    const stack: Set<string>[] = [];
    for (const m of text.matchAll(/"((?:[^"\\]|\\.)*)"\s*:|[{}]/g)) {
      if (m[0] === "{") stack.push(new Set());
      else if (m[0] === "}") stack.pop();
      else {
        const seen = stack[stack.length - 1]!;
        if (seen.has(m[1]!)) dupes.push(m[1]!);
        seen.add(m[1]!);
      }
    }
    expect(dupes).toEqual([]);
  });
});
