// Every user-facing string comes from lang/en.json: keys named in code and templates exist, every
// note a resolution emits (fixtures and examples, all rulesets) has a translation, and every
// ILLEGAL reason code has one too.

import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../lang/en.json";
import { OUTCOMES, RULESETS, RULESET_IDS, flattenDictionary, knownSettings, resolveScenario } from "../src/core/index.js";

const root = join(import.meta.dirname, "..");
const keys = flattenDictionary(en);

function walk(dir: string, ext: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p, ext) : ext.test(f) ? [p] : [];
  });
}

/** Every string and template literal of a source text: literals as text, templates as patterns. */
function literals(text: string): { plain: Set<string>; patterns: RegExp[] } {
  const plain = new Set<string>();
  const patterns: RegExp[] = [];
  // quoted strings (also those inside a template's \${…}), then templates, each on one line
  for (const m of text.matchAll(/"([^"\\\n]*)"|'([^'\\\n]*)'/g)) plain.add(m[1] ?? m[2] ?? "");
  for (const m of text.matchAll(/`([^`\\\n]*)`/g)) {
    const body = m[1] ?? "";
    if (body.includes("${")) {
      const parts = body.split(/\$\{[^}]*\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
      patterns.push(new RegExp(`^${parts.join("[\\w-]+")}$`));
    } else plain.add(body);
  }
  return { plain, patterns };
}

const read = (files: string[]): string => files.map((f) => readFileSync(f, "utf8")).join("\n");

/**
 * The keys the code can build: full literal keys anywhere in src/ and templates/, and for each family of
 * keys built from a prefix, the suffixes its own code spells out (a literal, or a template pattern) or
 * that core enumerates (rulesets, settings, presets, outcomes).
 */
function buildableKeys(): (key: string) => boolean {
  const all = read([...walk(join(root, "src"), /\.(ts|html)$/), ...walk(join(root, "templates"), /\.hbs$/)]);
  const full = new Set([...all.matchAll(/ORDNANCE(?:\.[A-Za-z0-9_-]+)+/g)].map((m) => m[0]).filter((k) => !/\.$/.test(k)));
  const exact = new Set<string>(full);
  for (const id of RULESET_IDS) {
    exact.add(`ORDNANCE.Ruleset.${id}`);
    exact.add(`ORDNANCE.Sandbox.RulesetName.${id}`);
  }
  for (const s of Object.values(knownSettings())) {
    for (const part of ["Name", "Hint"]) exact.add(`ORDNANCE.Setting.${s.key}.${part}`);
    if (s.schema.type === "string") for (const o of s.schema.enum ?? []) exact.add(`ORDNANCE.Setting.${s.key}.Choices.${o}`);
  }
  for (const r of RULESETS) for (const p of r.presets) exact.add(p.nameKey);
  for (const o of OUTCOMES) exact.add(`ORDNANCE.Outcome.${o}`);
  const families: [string, string[]][] = [
    ["ORDNANCE.Log.necro.", walk(join(root, "src/core/rulesets/necromunda"), /\.ts$/)],
    ["ORDNANCE.Log.gzg.", walk(join(root, "src/core/rulesets/gzg"), /\.ts$/)],
    ["ORDNANCE.Log.tc.", walk(join(root, "src/core/rulesets/trench-crusade"), /\.ts$/)],
    ["ORDNANCE.Reason.", walk(join(root, "src/core"), /\.ts$/)],
    ["ORDNANCE.Status.", [join(root, "src/core/scenario/output.ts")]],
    ["ORDNANCE.Injury.", [join(root, "src/core/scenario/output.ts")]],
    ["ORDNANCE.Cloud.", [join(root, "src/core/battlefield/types.ts")]],
    ["ORDNANCE.CLI.", walk(join(root, "src/cli"), /\.ts$/)],
    // aim hints and weapon summary lines each ruleset's presentation builds (aimNote("ringTn"), summaryNote("ammo"))
    ["ORDNANCE.AimHint.", walk(join(root, "src/core/rulesets"), /\.ts$/)],
    ["ORDNANCE.WeaponSummary.", walk(join(root, "src/core/rulesets"), /\.ts$/)],
    // t("Key") and data-i18n="Key" in the sandbox; causes and statuses it labels come from core's output
    [
      "ORDNANCE.Sandbox.",
      [
        ...walk(join(root, "src/sandbox"), /\.(ts|html)$/),
        join(root, "src/core/scenario/output.ts"),
        ...walk(join(root, "src/core/rulesets"), /\.ts$/),
      ],
    ],
  ];
  const lits = families.map(([prefix, files]) => ({ prefix, ...literals(read(files)) }));
  // a whole key built in a template (`ORDNANCE.Sandbox.Cause.${a.cause}`): its variable part must be
  // a string the code spells out somewhere
  const everywhere = literals(all);
  // (also nested in another template, hence the search of its own)
  const built = literals([...all.matchAll(/`ORDNANCE\.[^`\n]*`/g)].map((m) => m[0]).join("\n")).patterns;
  const fromTemplate = (key: string): boolean =>
    built.some((p) => {
      if (!p.test(key)) return false;
      const fixed = p.source
        .slice(1, -1)
        .split("[\\w-]+")
        .map((part) => part.replace(/\\(.)/g, "$1"));
      let rest = key;
      for (const [i, part] of fixed.entries()) {
        if (!rest.startsWith(part)) return false;
        rest = rest.slice(part.length);
        if (i === fixed.length - 1) return rest === "";
        const next = fixed[i + 1]!;
        const end = next === "" ? rest.length : rest.indexOf(next);
        if (end < 0 || !everywhere.plain.has(rest.slice(0, end))) return false;
        rest = rest.slice(end);
      }
      return true;
    });
  return (key) =>
    exact.has(key) ||
    fromTemplate(key) ||
    lits.some(
      (f) =>
        key.startsWith(f.prefix) && (f.plain.has(key.slice(f.prefix.length)) || f.patterns.some((p) => p.test(key.slice(f.prefix.length)))),
    );
}

export function unusedKeys(dict: unknown): string[] {
  const used = buildableKeys();
  return [...flattenDictionary(dict).keys()].filter((k) => !used(k));
}

describe("lang/en.json", () => {
  it("has no key that nothing uses (keys built from a prefix count when their code can build them)", () => {
    expect(unusedKeys(en)).toEqual([]);
  });

  it("notices a key nothing uses", () => {
    const withStray = {
      ORDNANCE: {
        ...en.ORDNANCE,
        Throw: { ...en.ORDNANCE.Throw, neverUsed: "x" },
        Log: { ...en.ORDNANCE.Log, gzg: { ...en.ORDNANCE.Log.gzg, notALogKey: "y" } },
        Setting: { ...en.ORDNANCE.Setting, "gzg.noSuchSwitch": { Name: "n", Hint: "h" } },
        Sandbox: { ...en.ORDNANCE.Sandbox, Cause: { ...en.ORDNANCE.Sandbox.Cause, noSuchCause: "c" } },
      },
    };
    expect(unusedKeys(withStray).sort()).toEqual([
      "ORDNANCE.Log.gzg.notALogKey",
      "ORDNANCE.Sandbox.Cause.noSuchCause",
      "ORDNANCE.Setting.gzg.noSuchSwitch.Hint",
      "ORDNANCE.Setting.gzg.noSuchSwitch.Name",
      "ORDNANCE.Throw.neverUsed",
    ]);
  });

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
    for (const f of walk(join(root, "test/fixtures"), /\.json$/))
      docs.push((JSON.parse(readFileSync(f, "utf8")) as { scenario: unknown }).scenario);
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
