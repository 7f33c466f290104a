// `npm run fuzz [-- --n N] [--mutants M] [--seed S]`: the property and mutation fuzz (docs/testing.md).
// Prints a summary; on failures writes each failing document to fuzz-failures/ and exits 1.

import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { coverage } from "./check.js";
import { runFuzz } from "./run.js";

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

const n = Number(option("n", "2000"));
const mutants = Number(option("mutants", String(n)));
const seed = option("seed", "fuzz");
if (!Number.isInteger(n) || n < 0 || !Number.isInteger(mutants) || mutants < 0) {
  process.stderr.write("usage: npm run fuzz -- [--n N] [--mutants M] [--seed S]\n");
  process.exit(2);
}
const root = process.cwd();
const t0 = Date.now();
let last = 0;
const report = runFuzz(root, {
  n,
  mutants,
  seed,
  onProgress: (done, total) => {
    if (Date.now() - last > 5000) {
      last = Date.now();
      process.stderr.write(`  ${done}/${total}\n`);
    }
  },
});
const secs = ((Date.now() - t0) / 1000).toFixed(1);
process.stdout.write(
  `${report.documents} random documents (${n} per ruleset), ${report.mutants} mutants, seed ${JSON.stringify(seed)}, ${secs} s\n` +
    `what happened: ${JSON.stringify(coverage)}\n` +
    `mutant exit statuses: ${JSON.stringify(report.exitCodes)}\nfailures: ${report.failures.length}\n`,
);
if (report.failures.length) {
  const dir = join(root, "fuzz-failures");
  mkdirSync(dir, { recursive: true });
  report.failures.forEach((f, i) => {
    process.stdout.write(`- ${f.pass} ${f.ruleset ?? ""} ${f.seed}: ${f.problems[0]!.split("\n")[0]}\n`);
    writeFileSync(join(dir, `${i}-${f.pass}.json`), JSON.stringify(f, null, 2));
  });
  process.stdout.write(`failing documents written to ${dir}\n`);
  process.exit(1);
}
