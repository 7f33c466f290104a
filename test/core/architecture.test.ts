// src/core stays pure (docs/architecture.md §1, principle 1): no imports from outside core except seedrandom, and no
// Foundry, DOM, console, clock or Math.random use; the lower layers (geometry, engine, battlefield) import nothing of
// the scenario or rulesets above them. The layers of src (§2) import only downwards and no import cycle is anywhere
// in src. src/foundry is the only code that touches Foundry. No source, script or test file is over 400 lines.

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

/** Static, side-effect and dynamic imports, re-exports, and `new URL("…", import.meta.url)` (how a page starts a worker). */
const importRe =
  /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|new\s+URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url|\bimport\s*["']([^"']+)["']/g;
const code = (text: string): string =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""');

/** Relative imports of each file (type-only ones too: they tie the files' designs together just the same). */
function importGraph(list: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const f of list) {
    const text = readFileSync(f, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\/\/.*$/gm, "");
    const deps = [...text.matchAll(importRe)]
      .map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4])!)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => resolve(dirname(f), spec).replace(/\.js$/, ".ts"));
    graph.set(f, deps);
  }
  return graph;
}

/** The import cycles of a graph: its strongly connected components of more than one file, or a file importing itself. */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Which layers of src each layer may import (its own included); a layer not listed here fails the layer test. */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  core: ["core"],
  worker: ["core", "worker"],
  foundry: ["core", "worker", "foundry"],
  sandbox: ["core", "worker", "sandbox"],
  cli: ["core", "cli"],
};

/**
 * Every import of a src file against MAY_IMPORT, as "from → to" (relative to src); benchmark files may import foundry.
 * Data outside src (lang/en.json, examples, module.json) is no layer.
 */
export function layerViolations(
  graph: ReadonlyMap<string, readonly string[]>,
  layerOf: (file: string) => string,
  isBench: (file: string) => boolean,
): string[] {
  return [...graph].flatMap(([f, deps]) => {
    const allowed = [...(MAY_IMPORT[layerOf(f)] ?? []), ...(isBench(f) ? ["foundry"] : [])];
    return deps
      .filter((d) => d.startsWith(srcRoot + "/") && !allowed.includes(layerOf(d)))
      .map((d) => `${relative(srcRoot, f)} → ${relative(srcRoot, d)}`);
  });
}

describe("architecture", () => {
  const coreFiles = files(coreRoot);

  it("finds the core sources", () => {
    expect(coreFiles.length).toBeGreaterThan(10);
  });

  it.each(coreFiles.map((f) => [relative(srcRoot, f), f]))("%s imports only core and seedrandom", (_name, file) => {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(importRe)) {
      const spec = (m[1] ?? m[2] ?? m[3] ?? m[4])!;
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

  it("has no import cycle anywhere in src (type-only imports count)", () => {
    const found = cycles(importGraph(files(srcRoot))).map((c) => c.map((f) => relative(srcRoot, f)).join(" ↔ "));
    expect(found).toEqual([]);
  });

  it("finds a cycle when there is one (the check itself)", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(cycles(graph)).toEqual([["a", "b", "c"], ["e"]]);
  });

  // The layers of src (docs/architecture.md §2): core under everything; the odds/suggest worker (src/worker) over
  // core alone; the Foundry adapter and the sandbox side by side over core and the worker, neither importing the
  // other; the command line over core. Its benchmark (cli/bench*.ts) also times the adapter's pure pipeline, so it
  // may import src/foundry; nothing the `ordnance` command or the schema writer reaches does.
  const srcGraph = importGraph(files(srcRoot));
  const layerOf = (f: string): string => relative(srcRoot, f).split("/")[0]!;
  const isBench = (f: string): boolean => layerOf(f) === "cli" && /^bench[\w-]*\.ts$/.test(relative(join(srcRoot, "cli"), f));

  it("has exactly the layers the rule below knows", () => {
    const dirs = readdirSync(srcRoot).filter((d) => statSync(join(srcRoot, d)).isDirectory());
    expect(dirs.sort()).toEqual(Object.keys(MAY_IMPORT).sort());
  });

  it("imports only downwards between src's layers: foundry ↛ sandbox, sandbox ↛ foundry, cli ↛ both, worker → core only", () => {
    expect(layerViolations(srcGraph, layerOf, isBench)).toEqual([]);
    // The rule has something to hold: both adapters do import the shared worker's protocol or file.
    const importsWorker = (layer: string): boolean =>
      [...srcGraph].some(([f, deps]) => layerOf(f) === layer && deps.some((d) => layerOf(d) === "worker"));
    expect(importsWorker("foundry")).toBe(true);
    expect(importsWorker("sandbox")).toBe(true);
  });

  it("keeps the ordnance command and the schema writer clear of the Foundry adapter, however indirectly", () => {
    const reached = new Set<string>();
    const walk = (f: string): void => {
      if (reached.has(f)) return;
      reached.add(f);
      for (const d of srcGraph.get(f) ?? []) walk(d);
    };
    walk(join(srcRoot, "cli/ordnance.ts"));
    walk(join(srcRoot, "cli/write-schema.ts"));

    const code = [...reached].filter((f) => f.startsWith(srcRoot + "/"));
    expect(code.length).toBeGreaterThan(20);
    expect(code.filter((f) => !["core", "cli"].includes(layerOf(f))).map((f) => relative(srcRoot, f))).toEqual([]);
  });

  it("would catch an import against the layers (the check itself)", () => {
    const at = (p: string): string => join(srcRoot, p);
    const graph = new Map([
      [at("foundry/ui/a.ts"), [at("sandbox/b.ts"), at("worker/w.ts"), at("core/c.ts")]],
      [at("sandbox/b.ts"), [at("foundry/ui/a.ts"), at("../lang/en.json")]],
      [at("worker/w.ts"), [at("sandbox/b.ts"), at("core/c.ts")]],
      [at("cli/main.ts"), [at("foundry/ui/a.ts"), at("worker/w.ts")]],
      [at("cli/bench-x.ts"), [at("foundry/ui/a.ts"), at("sandbox/b.ts")]],
      [at("core/c.ts"), [at("cli/main.ts")]],
    ]);
    expect(layerViolations(graph, layerOf, isBench)).toEqual([
      "foundry/ui/a.ts → sandbox/b.ts",
      "sandbox/b.ts → foundry/ui/a.ts",
      "worker/w.ts → sandbox/b.ts",
      "cli/main.ts → foundry/ui/a.ts",
      "cli/main.ts → worker/w.ts",
      "cli/bench-x.ts → sandbox/b.ts",
      "core/c.ts → cli/main.ts",
    ]);
  });

  it("keeps geometry, engine and battlefield below the scenario and rulesets layers", () => {
    const graph = importGraph(coreFiles);
    const lower = ["geometry", "engine", "battlefield"].map((d) => join(coreRoot, d) + "/");
    const upper = ["scenario", "rulesets", "sim"].map((d) => join(coreRoot, d) + "/");
    const wrong = [...graph].flatMap(([f, deps]) =>
      lower.some((l) => f.startsWith(l))
        ? deps.filter((d) => upper.some((u) => d.startsWith(u))).map((d) => `${relative(coreRoot, f)} → ${relative(coreRoot, d)}`)
        : [],
    );
    expect(wrong).toEqual([]);
  });

  // Adapters read rulesets through the Ruleset interface (docs/architecture.md §1, principle 7): no file in
  // src/foundry or src/sandbox names a ruleset id or one of its settings (data files such as the sandbox's demos
  // and the in-world check cases name theirs).
  const namesRuleset = /["'`](necromunda|gzg|trench-crusade)["'`]|["'`](necro|gzg|tc)\.[A-Za-z]/;
  const adapterFiles = [...files(join(srcRoot, "foundry")), ...files(join(srcRoot, "sandbox"))];

  it.each(adapterFiles.map((f) => [relative(srcRoot, f), f]))("%s names no ruleset id or ruleset setting", (name, file) => {
    const text = readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|[^:])\/\/.*$/gm, "$1");
    expect(namesRuleset.exec(text)?.[0] ?? null, `${name} names a ruleset`).toBeNull();
  });

  it("would catch an adapter naming a ruleset id or setting", () => {
    for (const named of ['getRuleset("necromunda")', "id === 'trench-crusade'", 'settings["gzg.wind"]', "`tc.blast${n}`"])
      expect(namesRuleset.test(named), named).toBe(true);
    expect(namesRuleset.test('import demo from "../../examples/demo-necromunda.json"')).toBe(false);
  });

  // No source or test file over 400 lines (docs/architecture.md "Code style"): a longer file holds more than one
  // concern and is split by concern.
  const MAX_LINES = 400;
  it("keeps every source, script and test file at 400 lines or fewer", () => {
    const root = resolve(srcRoot, "..");
    const tree = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = join(dir, f);
        return statSync(p).isDirectory() ? tree(p) : /\.(ts|mts|mjs|css|html)$/.test(p) ? [p] : [];
      });
    const all = ["src", "test", "scripts"].flatMap((d) => tree(join(root, d)));
    expect(all.length).toBeGreaterThan(200);
    const lines = (p: string): number => readFileSync(p, "utf8").replace(/\n$/, "").split("\n").length;
    expect(all.filter((p) => lines(p) > MAX_LINES).map((p) => `${relative(root, p)}: ${lines(p)} lines`)).toEqual([]);
  });

  // A test file's describe/it calls run when it is imported, so a file importing another test file runs that file's
  // tests a second time inside itself: shared code lives in test/helpers/.
  it("imports no test file from any other file (shared test code is in test/helpers/)", () => {
    const root = resolve(srcRoot, "..");
    const all = [...files(srcRoot), ...files(join(root, "test")), ...files(join(root, "scripts"))];
    const graph = importGraph(all);
    const importsTest = [...graph].flatMap(([f, deps]) =>
      deps.filter((d) => d.endsWith(".test.ts")).map((d) => `${relative(root, f)} → ${relative(root, d)}`),
    );
    expect(graph.size).toBeGreaterThan(300);
    expect(importsTest).toEqual([]);
    expect(
      importGraph([join(root, "test/core/scenario/scenario.test.ts")]).get(join(root, "test/core/scenario/scenario.test.ts")),
    ).toContain(join(root, "test/helpers/cli.ts"));
  });

  it("cites only the repository's own docs: no code, test or doc names the team's notes kept outside it", () => {
    const root = resolve(srcRoot, "..");
    const texts = (dir: string, ext: RegExp): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = join(dir, f);
        return statSync(p).isDirectory() ? texts(p, ext) : ext.test(p) ? [p] : [];
      });
    const cited = /\b(?:RULES|DESIGN|SCENARIO|FOUNDRY|FOUNDRY-AUDIT|USERS)\.md\b|\.\.\/shared\//;
    const sources = [
      ...texts(srcRoot, /\.(ts|css|html)$/),
      ...texts(join(root, "test"), /\.ts$/).filter((p) => !p.endsWith("architecture.test.ts")),
      ...texts(join(root, "docs"), /\.md$/),
      join(root, "README.md"),
    ];
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((p) => cited.test(readFileSync(p, "utf8"))).map((p) => relative(root, p))).toEqual([]);
  });
});
