// `ordnance resolve FILE --svg OUT.svg`: the picture of the outcome written beside the usual output (stdout and exit
// status unchanged), bad uses refused, and the picture docs/scenario.md shows is what the command writes today.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { type CliIO, main } from "../../src/cli/main.js";
import { makeTranslator, pictureOf, pictureToSvg, resolveScenario } from "../../src/core/index.js";

const translate = makeTranslator(en);
const repo = join(import.meta.dirname, "../..");
const read = (path: string): string => readFileSync(join(repo, path), "utf8");

/** Runs the command line; files it writes are kept in `written`, unless `writer` is its own or "none" (no file output). */
function run(args: string[], writer: NonNullable<CliIO["writeFile"]> | "capture" | "none" = "capture") {
  let out = "";
  let err = "";
  const written = new Map<string, string>();
  const io: CliIO = {
    readFile: read,
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    ...(writer === "capture"
      ? {
          writeFile: (p: string, t: string) => {
            written.set(p, t);
          },
        }
      : writer === "none"
        ? {}
        : { writeFile: writer }),
  };
  return { code: main(args, io), out, err, written };
}

describe("resolve --svg", () => {
  const example = "examples/necromunda-frag-knockback.json";

  it("writes the picture of the outcome and prints what resolve prints without it", () => {
    for (const extra of [[], ["--format", "text"], ["--seed", "other", "--pretty"]]) {
      const plain = run(["resolve", example, ...extra]);
      const withSvg = run(["resolve", example, "--svg", "out.svg", ...extra]);
      expect(withSvg.code).toBe(0);
      expect(withSvg.err).toBe("");
      expect(withSvg.out).toBe(plain.out);
      expect(plain.written.size).toBe(0);
      const doc = JSON.parse(read(example)) as unknown;
      const seed = extra.includes("--seed") ? { seed: "other" } : {};
      const output = resolveScenario(doc, { translate, ...seed }).output;
      expect(withSvg.written.get("out.svg")).toBe(`${pictureToSvg(pictureOf(doc, output), { width: 480, translate })}\n`);
    }
  });

  it("refuses --svg without a file, and on any command but resolve", () => {
    const missing = run(["resolve", example, "--svg"]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(translate({ key: "ORDNANCE.CLI.badOption", data: { option: "--svg" } }));
    for (const command of ["odds", "validate", "suggest"]) {
      const r = run([command, example, "--svg", "x.svg"]);
      expect(r.code, command).toBe(1);
      expect(r.err).toContain("--svg");
      expect(r.written.size).toBe(0);
    }
  });

  it("says why when the picture cannot be written: exit 1, nothing on stdout", () => {
    const failing = run(["resolve", example, "--svg", "locked.svg"], () => {
      throw new Error("EACCES: permission denied");
    });
    expect(failing.code).toBe(1);
    expect(failing.out).toBe("");
    expect(failing.err).toBe(
      `${translate({ key: "ORDNANCE.CLI.cannotWrite", data: { file: "locked.svg", error: "EACCES: permission denied" } })}\n`,
    );
    const noWriter = run(["resolve", example, "--svg", "x.svg"], "none");
    expect(noWriter.code).toBe(1);
    expect(noWriter.err).toContain(translate({ key: "ORDNANCE.CLI.noFileOutput" }));
  });

  it("a bad document still exits 2 and writes nothing", () => {
    let written = false;
    const r = main(["resolve", "bad.json", "--svg", "x.svg"], {
      readFile: () => JSON.stringify({ ruleset: "gzg", battlefield: { figures: [{ id: "A" }] } }),
      writeFile: () => {
        written = true;
      },
      stdout: () => undefined,
      stderr: () => undefined,
    });
    expect(r).toBe(2);
    expect(written).toBe(false);
  });

  it("the usage and help name the flag", () => {
    expect(en.ORDNANCE.CLI.usage).toContain("[--svg OUT.svg]");
    expect(run(["--help"]).out).toContain("--svg OUT.svg");
  });
});

describe("the picture docs/scenario.md shows", () => {
  it("is what `ordnance resolve examples/gzg-smoke-bounce.json --svg …` writes now", () => {
    const r = run(["resolve", "examples/gzg-smoke-bounce.json", "--svg", "docs/images/picture-gzg-smoke-bounce.svg"]);
    expect(r.code).toBe(0);
    // Regenerate with: npm run build && node dist/cli/ordnance.js resolve examples/gzg-smoke-bounce.json --svg docs/images/picture-gzg-smoke-bounce.svg
    expect(r.written.get("docs/images/picture-gzg-smoke-bounce.svg")).toBe(read("docs/images/picture-gzg-smoke-bounce.svg"));
    expect(read("docs/scenario.md")).toContain("images/picture-gzg-smoke-bounce.svg");
  });
});
