// `npm run mutate:score -- reports/a.json reports/b.json …`: adds up StrykerJS JSON reports of scoped runs (docs/testing.md
// "Mutation testing") into one score per file, per folder and overall, counting a report only for files whose source it
// holds is the file's current source. A mutant killed in any scope is killed by the full test set, so the sum is a lower bound.

import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const root = resolve(option("--root", "."));
const folders = option("--under", "src/core/rulesets,src/core/battlefield,src/core/geometry")
  .split(",")
  .filter((f) => f !== "");
const markdown = args.includes("--markdown");
const reports = args.filter((a) => !a.startsWith("--"));
if (reports.length === 0) {
  process.stderr.write(
    "usage: node scripts/mutation-score.mjs [--under folder,…] [--root dir] [--markdown] report.json …\n" +
      "  report.json: StrykerJS JSON reports (reporters json); each file counts only where its source is current.\n",
  );
  process.exit(2);
}

// Where statuses disagree between scopes, the first of this list wins: a mutant any scope killed is killed.
const RANK = ["Killed", "Timeout", "Survived", "NoCoverage", "Ignored"];
const INVALID = new Set(["CompileError", "RuntimeError", "Pending"]);
const mutantKey = (m) =>
  `${m.mutatorName}|${m.location.start.line}:${m.location.start.column}-${m.location.end.line}:${m.location.end.column}|${m.replacement ?? ""}`;

const inScope = (path) => folders.some((f) => path === f || path.startsWith(`${f}/`));
const tree = (dir) =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? tree(p) : p.endsWith(".ts") ? [p] : [];
  });

/** Per file: mutant key → { status, static, reason }, from the reports made of the file's current source. */
const merged = new Map();
const stale = new Map();
for (const report of reports) {
  let doc;
  try {
    doc = JSON.parse(readFileSync(report, "utf8"));
  } catch (e) {
    process.stderr.write(`${report}: not a readable JSON report (${e.message})\n`);
    process.exit(2);
  }
  if (typeof doc?.files !== "object" || doc.files === null) {
    process.stderr.write(`${report}: no "files" object: not a StrykerJS JSON report\n`);
    process.exit(2);
  }
  for (const [file, entry] of Object.entries(doc.files)) {
    const path = relative(root, resolve(root, file)).split("\\").join("/");
    if (!inScope(path)) continue;
    const onDisk = join(root, path);
    if (!existsSync(onDisk) || readFileSync(onDisk, "utf8") !== entry.source) {
      stale.set(path, [...(stale.get(path) ?? []), report]);
      continue;
    }
    const mutants = merged.get(path) ?? new Map();
    merged.set(path, mutants);
    for (const m of entry.mutants) {
      if (INVALID.has(m.status)) continue;
      const key = mutantKey(m);
      const known = mutants.get(key);
      if (!known || RANK.indexOf(m.status) < RANK.indexOf(known.status)) mutants.set(key, { status: m.status, static: m.static === true });
    }
  }
}

const count = (mutants) => {
  const c = { killed: 0, survived: 0, noCoverage: 0, ignoredStatic: 0, ignoredOther: 0 };
  for (const m of mutants) {
    if (m.status === "Killed" || m.status === "Timeout") c.killed++;
    else if (m.status === "Survived") c.survived++;
    else if (m.status === "NoCoverage") c.noCoverage++;
    else if (m.static) c.ignoredStatic++;
    else c.ignoredOther++;
  }
  return c;
};
const add = (a, b) => Object.fromEntries(Object.keys(a).map((k) => [k, a[k] + b[k]]));
const score = (c) => {
  const valid = c.killed + c.survived + c.noCoverage;
  return valid === 0 ? "n/a" : `${((100 * c.killed) / valid).toFixed(1)}%`;
};
const zero = count([]);

const files = folders
  .flatMap((f) => (existsSync(join(root, f)) ? tree(join(root, f)) : []))
  .map((p) => relative(root, p).split("\\").join("/"));
const rows = files.sort().map((path) => ({ path, c: merged.has(path) ? count(merged.get(path).values()) : null }));
const measured = rows.filter((r) => r.c !== null);
const notMeasured = rows.filter((r) => r.c === null).map((r) => r.path);
const byFolder = folders.map((f) => ({ f, c: measured.filter((r) => r.path.startsWith(`${f}/`)).reduce((s, r) => add(s, r.c), zero) }));
const total = measured.reduce((s, r) => add(s, r.c), zero);

const line = (name, c) =>
  markdown
    ? `| ${name} | ${c.killed} | ${c.survived} | ${c.noCoverage} | ${c.ignoredStatic} | ${c.ignoredOther} | ${score(c)} |`
    : `${name.padEnd(56)} ${String(c.killed).padStart(6)} ${String(c.survived).padStart(6)} ${String(c.noCoverage).padStart(6)} ${String(c.ignoredStatic).padStart(6)} ${String(c.ignoredOther).padStart(6)} ${score(c).padStart(7)}`;
const out = [];
out.push(
  markdown
    ? "| file | killed | survived | no coverage | ignored: static | ignored: disabled | score |\n|---|---|---|---|---|---|---|"
    : `${"file".padEnd(56)} ${"killed".padStart(6)} ${"surv".padStart(6)} ${"nocov".padStart(6)} ${"static".padStart(6)} ${"disab".padStart(6)} ${"score".padStart(7)}`,
);
for (const r of measured) out.push(line(r.path, r.c));
for (const { f, c } of byFolder) out.push(line(markdown ? `**${f}/**` : `${f}/`, c));
out.push(line(markdown ? "**all**" : "all", total));
process.stdout.write(`${out.join("\n")}\n`);
if (notMeasured.length > 0)
  process.stdout.write(
    `\nNot in any report of their current source (${notMeasured.length}):\n${notMeasured.map((p) => `  ${p}${stale.has(p) ? "  (stale report)" : ""}`).join("\n")}\n`,
  );
