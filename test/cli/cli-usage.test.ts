// The command line as a newcomer meets it: help and version on stdout with exit 0, and `--format text`
// for resolve and odds (a readable account of the same output the JSON carries); JSON stays the default.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import pkg from "../../package.json";
import { runCli } from "../helpers/cli.js";
import { loadScenario, makeTranslator, odds, resolveScenario, rollTagLabel } from "../../src/core/index.js";

const translate = makeTranslator(en);
const examples = join(import.meta.dirname, "../../examples");

const file = (name: string): Record<string, string> => ({ [name]: readFileSync(join(examples, name), "utf8") });

describe("help and version", () => {
  for (const args of [["--help"], ["-h"], ["help"], ["resolve", "--help"], ["odds", "x.json", "-h"]])
    it(`ordnance ${args.join(" ")}: usage on stdout, exit 0`, () => {
      const { code, out, err } = runCli(args, {});
      expect(code).toBe(0);
      expect(err).toBe("");
      expect(out).toContain("ordnance resolve <scenario.json>");
      expect(out).toContain("--format text");
      expect(out).toContain(pkg.version);
    });

  it("ordnance --version prints the package version", () => {
    expect(runCli(["--version"], {})).toEqual({ code: 0, out: `ordnance ${pkg.version}\n`, err: "" });
  });

  it("a real mistake still goes to stderr with exit 1", () => {
    const { code, out, err } = runCli(["resolv", "x.json"], {});
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err).toContain("Unknown command resolv.");
    expect(runCli(["resolve", "x.json", "--format", "yaml"], {}).err).toContain("Bad option --format yaml.");
    expect(runCli(["validate", "x.json", "--format", "text"], {}).code).toBe(1);
  });
});

describe("--format text", () => {
  it("resolve: the outcome, every roll, every rule step from the log and each figure's result", () => {
    const name = "gzg-smoke-bounce.json";
    const { code, out, err } = runCli(["resolve", name, "--seed", "s1", "--format", "text"], file(name));
    expect(err).toBe("");
    expect(code).toBe(0);
    const output = resolveScenario(JSON.parse(file(name)[name]!), { translate, seed: "s1" }).output;
    expect(out.split("\n")[0]).toBe(`Outcome: ${translate({ key: `ORDNANCE.Outcome.${output.outcome}` })}.`);
    // each roll in words (issue #30), then its tag for scripting, its dice and faces
    const esc = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    for (const r of output.rolls) {
      const label = rollTagLabel(r.tag, translate);
      expect(label).not.toContain(r.tag);
      expect(out).toMatch(new RegExp(`^  ${esc(label)} +${esc(r.tag)} +${r.dice} +${r.faces.join(", ")}$`, "m"));
    }
    for (const [i, line] of output.log.entries()) expect(out).toContain(`  ${i + 1}. ${line}\n`);
    expect(output.affected.length).toBeGreaterThan(0);
    for (const a of output.affected) {
      expect(out).toContain(`  ${a.figure}: ${translate({ key: `ORDNANCE.Status.${a.status}` })}`);
      for (const e of a.effects) expect(out).toContain(`    - ${e}\n`);
    }
    expect(out).not.toContain("{");
  });

  it("resolve: an illegal attack says why", () => {
    const doc = JSON.parse(file("demo-gzg.json")["demo-gzg.json"]!) as { attack: { target: unknown } };
    doc.attack.target = { point: [400, 400] };
    const { code, out } = runCli(["resolve", "d.json", "--format", "text"], { "d.json": JSON.stringify(doc) });
    expect(code).toBe(0);
    const output = resolveScenario(doc, { translate }).output;
    expect(output.outcome).toBe("ILLEGAL");
    expect(out).toContain(`Why: ${translate({ key: `ORDNANCE.Reason.${output.reason}` })}`);
  });

  it("odds: outcomes and figures as small tables with the same numbers as the JSON", () => {
    const name = "demo-gzg.json";
    const { code, out } = runCli(["odds", name, "--trials", "300", "--seed", "k", "--format", "text"], file(name));
    expect(code).toBe(0);
    const summary = odds(loadScenario(JSON.parse(file(name)[name]!)), { trials: 300, seed: "k" });
    expect(out).toContain("Odds over 300 simulated attacks:");
    for (const [k, v] of Object.entries(summary.outcomes))
      expect(out).toMatch(new RegExp(`^  ${translate({ key: `ORDNANCE.Outcome.${k}` })} +${Math.round(v * 100)}%$`, "m"));
    expect(out).toMatch(/^ {2}Figure +Hit +Out of action$/m);
    for (const [id, f] of Object.entries(summary.figures))
      expect(out).toMatch(new RegExp(`^  ${id} +${Math.round(f.hit * 100)}% +${Math.round(f.outOfAction * 100)}%$`, "m"));
  });

  it("JSON stays the default, and odds accepts --pretty", () => {
    const name = "demo-gzg.json";
    const plain = runCli(["odds", name, "--trials", "50"], file(name));
    const pretty = runCli(["odds", name, "--trials", "50", "--pretty"], file(name));
    expect(pretty.code).toBe(0);
    expect(JSON.parse(pretty.out)).toEqual(JSON.parse(plain.out));
    expect(pretty.out).toContain('\n  "trials": 50');
    expect(JSON.parse(runCli(["resolve", name, "--format", "json"], file(name)).out)).toHaveProperty("outcome");
  });
});
