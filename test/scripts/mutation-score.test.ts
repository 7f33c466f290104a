// scripts/mutation-score.mjs adds up scoped StrykerJS reports: a mutant killed in any scope counts as killed, a report
// of an older source of a file does not count, and ignored mutants are told apart (static or disabled).

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const script = join(import.meta.dirname, "../../scripts/mutation-score.mjs");
const run = (root: string, ...args: string[]) => spawnSync(process.execPath, [script, "--root", root, ...args], { encoding: "utf8" });

interface Mutant {
  readonly line: number;
  readonly status: string;
  readonly static?: boolean;
}
const mutant = (m: Mutant) => ({
  id: String(m.line),
  mutatorName: "EqualityOperator",
  replacement: "<=",
  status: m.status,
  static: m.static ?? false,
  location: { start: { line: m.line, column: 1 }, end: { line: m.line, column: 4 } },
});
const report = (files: Record<string, { source: string; mutants: Mutant[] }>) => ({
  schemaVersion: "2",
  files: Object.fromEntries(
    Object.entries(files).map(([p, f]) => [p, { language: "typescript", source: f.source, mutants: f.mutants.map(mutant) }]),
  ),
});

function workspace(): { root: string; write: (name: string, doc: unknown) => string } {
  const root = mkdtempSync(join(tmpdir(), "mutation-score-"));
  mkdirSync(join(root, "src/core/geometry"), { recursive: true });
  mkdirSync(join(root, "src/core/battlefield"), { recursive: true });
  writeFileSync(join(root, "src/core/geometry/a.ts"), "export const a = 1;\n");
  writeFileSync(join(root, "src/core/battlefield/b.ts"), "export const b = 2;\n");
  writeFileSync(join(root, "src/core/battlefield/c.ts"), "export const c = 3;\n");
  return {
    root,
    write: (name, doc) => {
      const p = join(root, name);
      writeFileSync(p, typeof doc === "string" ? doc : JSON.stringify(doc));
      return p;
    },
  };
}

const row = (out: string, name: string): string[] =>
  out
    .split("\n")
    .find((l) => l.startsWith(`${name} `))
    ?.trim()
    .split(/\s+/)
    .slice(1) ?? [];

describe("scripts/mutation-score.mjs", () => {
  it("counts a mutant killed in any scope as killed, and keeps the two kinds of ignored apart", () => {
    const w = workspace();
    const a = "export const a = 1;\n";
    const one = w.write(
      "one.json",
      report({
        "src/core/geometry/a.ts": {
          source: a,
          mutants: [
            { line: 1, status: "Survived" },
            { line: 2, status: "NoCoverage" },
            { line: 3, status: "Ignored", static: true },
            { line: 4, status: "Ignored" },
          ],
        },
      }),
    );
    const two = w.write(
      "two.json",
      report({
        "src/core/geometry/a.ts": {
          source: a,
          mutants: [
            { line: 1, status: "Killed" },
            { line: 2, status: "Survived" },
            { line: 5, status: "Timeout" },
            { line: 6, status: "CompileError" },
          ],
        },
      }),
    );
    const r = run(w.root, one, two);
    expect(r.status).toBe(0);
    // line 1 killed (two), line 2 survived (two beats one's no coverage), line 5 a timeout (killed); 3 static, 4 disabled; 6 not a mutant.
    expect(row(r.stdout, "src/core/geometry/a.ts")).toEqual(["2", "1", "0", "1", "1", "66.7%"]);
    expect(row(r.stdout, "src/core/geometry/")).toEqual(["2", "1", "0", "1", "1", "66.7%"]);
  });

  it("leaves out a report of a file's older source and lists the file as not measured", () => {
    const w = workspace();
    const old = w.write(
      "old.json",
      report({ "src/core/battlefield/b.ts": { source: "export const b = 1;\n", mutants: [{ line: 1, status: "Killed" }] } }),
    );
    const cur = w.write(
      "cur.json",
      report({
        "src/core/battlefield/c.ts": {
          source: "export const c = 3;\n",
          mutants: [
            { line: 1, status: "Survived" },
            { line: 2, status: "Killed" },
            { line: 3, status: "Killed" },
          ],
        },
      }),
    );
    const r = run(w.root, old, cur);
    expect(r.status).toBe(0);
    expect(row(r.stdout, "src/core/battlefield/b.ts")).toEqual([]);
    expect(row(r.stdout, "src/core/battlefield/")).toEqual(["2", "1", "0", "0", "0", "66.7%"]);
    expect(row(r.stdout, "all")).toEqual(["2", "1", "0", "0", "0", "66.7%"]);
    expect(r.stdout).toContain("src/core/battlefield/b.ts  (stale report)");
    expect(r.stdout).toMatch(/^ {2}src\/core\/geometry\/a\.ts$/m);
  });

  it("writes a markdown table on --markdown", () => {
    const w = workspace();
    const cur = w.write(
      "cur.json",
      report({ "src/core/geometry/a.ts": { source: "export const a = 1;\n", mutants: [{ line: 1, status: "Killed" }] } }),
    );
    const r = run(w.root, "--markdown", cur);
    expect(r.stdout).toContain("| src/core/geometry/a.ts | 1 | 0 | 0 | 0 | 0 | 100.0% |");
    expect(r.stdout).toContain("| **all** | 1 | 0 | 0 | 0 | 0 | 100.0% |");
  });

  it("refuses no report, a file that is not JSON and a JSON file that is not a report, naming it", () => {
    const w = workspace();
    expect(run(w.root).status).toBe(2);
    const bad = w.write("bad.json", "{ not json");
    const r = run(w.root, bad);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${bad}: not a readable JSON report`);
    const other = w.write("other.json", { hello: 1 });
    const o = run(w.root, other);
    expect(o.status).toBe(2);
    expect(o.stderr).toContain(`${other}: no "files" object`);
  });
});
