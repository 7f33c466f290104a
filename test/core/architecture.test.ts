// src/core stays pure (docs/architecture.md §1, principle 1): no imports from outside core except seedrandom, and no
// Foundry, DOM, console, clock or Math.random use. src/foundry is the only code that touches Foundry.

import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const srcRoot = resolve(import.meta.dirname, "../../src");
const coreRoot = join(srcRoot, "core");

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

const importRe = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const code = (text: string): string =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""');

describe("architecture", () => {
  const coreFiles = files(coreRoot);

  it("finds the core sources", () => {
    expect(coreFiles.length).toBeGreaterThan(10);
  });

  it.each(coreFiles.map((f) => [relative(srcRoot, f), f]))("%s imports only core and seedrandom", (_name, file) => {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(importRe)) {
      const spec = (m[1] ?? m[2])!;
      if (spec === "seedrandom") continue;
      expect(spec.startsWith("."), `${spec} is a package import`).toBe(true);
      const target = resolve(dirname(file), spec);
      expect(target.startsWith(coreRoot + "/"), `${spec} leaves src/core`).toBe(true);
    }
  });

  it.each(coreFiles.map((f) => [relative(srcRoot, f), f]))("%s uses no Foundry, DOM, console, clock or Math.random", (_name, file) => {
    const text = code(readFileSync(file, "utf8"));
    for (const banned of [
      /\bgame\./,
      /\bcanvas\./,
      /\bui\./,
      /\bHooks\./,
      /\bfoundry\./,
      /\bPIXI\b/,
      /\bnew Roll\b/,
      /\bdocument\./,
      /\bwindow\./,
      /\bconsole\./,
      /\bMath\.random\b/,
      /\bDate\.now\b/,
      /\bnew Date\b/,
      /\bperformance\./,
    ]) {
      expect(banned.test(text), `${file} matches ${banned}`).toBe(false);
    }
  });

  it("only src/foundry refers to Foundry globals", () => {
    const others = files(srcRoot).filter((f) => !f.startsWith(join(srcRoot, "foundry") + "/"));
    for (const f of others) {
      const text = code(readFileSync(f, "utf8"));
      for (const banned of [/\bgame\.(settings|socket|user|users|i18n)\b/, /\bHooks\.(on|once|call)/, /\bcanvas\.(scene|tokens|walls)\b/]) {
        expect(banned.test(text), `${relative(srcRoot, f)} matches ${banned}`).toBe(false);
      }
    }
  });
});
