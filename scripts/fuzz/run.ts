// The fuzz passes (docs/testing.md): random valid battlefields per ruleset checked for the invariants, and
// mutated documents run through the command line, which must end in status 0 or 2 within a time bound.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { main } from "../../src/cli/main.js";
import { RULESET_IDS, type RulesetId, seededRandom } from "../../src/core/index.js";
import { checkDocument } from "./check.js";
import { randomScenario } from "./generate.js";
import { mutate } from "./mutate.js";

export interface FuzzFailure {
  readonly pass: "property" | "mutation";
  readonly ruleset?: RulesetId;
  readonly seed: string;
  readonly problems: readonly string[];
  readonly document: unknown;
}

export interface FuzzOptions {
  /** Random battlefields per ruleset. */
  readonly n: number;
  /** Mutated documents in all. */
  readonly mutants: number;
  readonly seed: string;
  /** A command that takes longer than this (milliseconds) is a failure. */
  readonly timeLimitMs?: number;
  readonly onProgress?: (done: number, total: number) => void;
}

export interface FuzzReport {
  readonly documents: number;
  readonly mutants: number;
  readonly exitCodes: Readonly<Record<string, number>>;
  readonly failures: readonly FuzzFailure[];
}

/** Valid documents to mutate: the examples and every fixture's scenario. */
export function seedDocuments(root: string): unknown[] {
  const docs: unknown[] = [];
  for (const f of readdirSync(join(root, "examples")).filter((x) => x.endsWith(".json")))
    docs.push(JSON.parse(readFileSync(join(root, "examples", f), "utf8")));
  const fx = join(root, "test/fixtures");
  for (const rs of readdirSync(fx))
    for (const f of readdirSync(join(fx, rs)).filter((x) => x.endsWith(".json")))
      docs.push((JSON.parse(readFileSync(join(fx, rs, f), "utf8")) as { scenario: unknown }).scenario);
  return docs;
}

export function runFuzz(root: string, options: FuzzOptions): FuzzReport {
  const failures: FuzzFailure[] = [];
  const limit = options.timeLimitMs ?? 2000;
  const total = options.n * RULESET_IDS.length + options.mutants;
  let done = 0;
  for (const ruleset of RULESET_IDS) {
    for (let i = 0; i < options.n; i++) {
      const seed = `${options.seed}:${i}`;
      const doc = randomScenario(ruleset, seed);
      const problems = checkDocument(doc);
      if (problems.length) failures.push({ pass: "property", ruleset, seed, problems, document: doc });
      options.onProgress?.(++done, total);
    }
  }
  const bases = [...seedDocuments(root), ...RULESET_IDS.map((r) => randomScenario(r, `${options.seed}:mutant-base`))];
  const rng = seededRandom(`mutate:${options.seed}`);
  const exitCodes: Record<string, number> = {};
  for (let i = 0; i < options.mutants; i++) {
    const text = mutate(bases[Math.floor(rng() * bases.length)], rng);
    const command =
      rng() < 0.7
        ? ["resolve", "m.json", "--seed", `m${i}`]
        : rng() < 0.5
          ? ["validate", "m.json"]
          : ["odds", "m.json", "--trials", "20", "--seed", `m${i}`];
    let out = "";
    let err = "";
    const t0 = performance.now();
    const code = main(command, { readFile: () => text, stdout: (t) => (out += t), stderr: (t) => (err += t) });
    const ms = performance.now() - t0;
    exitCodes[code] = (exitCodes[code] ?? 0) + 1;
    const problems: string[] = [];
    if (code !== 0 && code !== 2) problems.push(`${command[0]} exited ${code}: ${err.slice(0, 2000)}`);
    if (ms > limit) problems.push(`${command[0]} took ${Math.round(ms)} ms (limit ${limit})`);
    if (code === 0 && /null|NaN|Infinity/.test(out) && command[0] !== "validate") {
      const doc = JSON.parse(out) as unknown;
      const bad: string[] = [];
      scanBad(doc, "$", bad);
      problems.push(...bad);
    }
    if (problems.length) failures.push({ pass: "mutation", seed: `${options.seed}:mutant:${i}`, problems, document: text });
    options.onProgress?.(++done, total);
  }
  return { documents: options.n * RULESET_IDS.length, mutants: options.mutants, exitCodes, failures };
}

/** A null where the output holds a number (coordinates, distances), or text that printed a non-finite number. */
function scanBad(v: unknown, path: string, out: string[]): void {
  if (typeof v === "string" && /\b(NaN|Infinity)\b/.test(v)) out.push(`${path}: ${v}`);
  else if (Array.isArray(v))
    v.forEach((x, i) => {
      if (x === null) out.push(`${path}[${i}] is null`);
      else scanBad(x, `${path}[${i}]`, out);
    });
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v)) {
      if (x === null && ["x", "y", "z", "radius", "distance", "moved"].includes(k)) out.push(`${path}.${k} is null`);
      scanBad(x, `${path}.${k}`, out);
    }
}
