// Hand-written documents (issue #30, points 7 and 8), run through `main` as the binary runs them: a JSON error
// gives its line and column and a hint about comments, a shape error says the expected shape, `validate` refuses
// what `resolve` refuses, a bundled preset may be named as the weapon, and a base radius in mm is caught.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { getRuleset, hasComments, lineColumn, parseJsonText, JsonTextError } from "../../src/core/index.js";

const root = join(import.meta.dirname, "../..");
const demo = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, "examples", `${name}.json`), "utf8")) as Record<string, unknown>;

function run(args: string[], text: string): { code: number; out: string; err: string } {
  let out = "",
    err = "";
  const code = main(args, { readFile: () => text, stdout: (s) => (out += s), stderr: (s) => (err += s) });
  return { code, out, err };
}

describe("JSON text", () => {
  it("places a syntax error at its line and column, and says when the text has comments", () => {
    const text = '{\n  // the ruleset\n  "ruleset": "gzg"\n}';
    const r = run(["validate", "doc.json"], text);
    expect(r.code).toBe(2);
    expect(r.err).toContain("doc.json is not valid JSON at line 2, column 3:");
    expect(r.err).toContain("// or /* */ comments, which JSON does not allow");
    expect(r.err).not.toContain("position");
  });

  it("gives no comment hint when there is none, even with // inside a string", () => {
    const r = run(["validate", "doc.json"], '{"$schema": "https://example.org/s.json",\n "ruleset": "gzg"\n');
    expect(r.code).toBe(2);
    expect(r.err).toContain("at line 3, column 1");
    expect(r.err).not.toContain("comments");
  });

  it("lineColumn, hasComments and parseJsonText", () => {
    expect(lineColumn("ab\ncd\nef", 4)).toEqual({ line: 2, column: 2 });
    expect(hasComments('{"a": "http://x"}')).toBe(false);
    expect(hasComments('{"a": "\\"//"} /* x */')).toBe(true);
    expect(parseJsonText('\uFEFF{"a": 1}')).toEqual({ a: 1 });
    expect(() => parseJsonText("[1,")).toThrow(JsonTextError);
  });
});

describe("shapes, validate and resolve, presets, units", () => {
  it("a wall given as four numbers: the message says the shape a wall takes", () => {
    const doc = { ...demo("demo-gzg"), battlefield: { walls: [[0, 0, 4, 0]] } };
    const r = run(["validate", "doc.json"], JSON.stringify(doc));
    expect(r.code).toBe(2);
    expect(r.err).toContain('$.battlefield.walls[0]: expected an object { "id": "…", "a": [x, y], "b": [x, y] }');
    expect(r.err).toContain("got an array");
  });

  it("reports every problem of the document at once", () => {
    const doc = demo("demo-gzg");
    const bf = doc["battlefield"] as { figures: Record<string, unknown>[]; walls: unknown[] };
    bf.walls[0] = [0, 0, 4, 0];
    bf.figures[1] = { ...bf.figures[1], x: "ten" };
    const r = run(["validate", "doc.json"], JSON.stringify({ ...doc, seed: 7 }));
    expect(r.code).toBe(2);
    for (const path of ["$.battlefield.walls[0]", "$.battlefield.figures[1].x", "$.seed"]) expect(r.err).toContain(`${path}:`);
  });

  it("validate refuses what resolve refuses (no seed, no scripted dice), with the same words; --seed satisfies both", () => {
    const doc = demo("demo-gzg");
    delete doc["seed"];
    const text = JSON.stringify(doc);
    const resolve = run(["resolve", "doc.json"], text);
    const validate = run(["validate", "doc.json"], text);
    expect(resolve.code).toBe(2);
    expect(validate.code).toBe(2);
    expect(validate.err).toBe(resolve.err);
    expect(validate.err).toContain('give a "seed"');
    expect(run(["validate", "doc.json", "--seed", "s"], text)).toMatchObject({ code: 0, out: "doc.json: valid gzg scenario.\n" });
    expect(run(["resolve", "doc.json", "--seed", "s"], text).code).toBe(0);
  });

  it("a bundled preset named as the weapon resolves as its record does; an unknown name lists the presets", () => {
    const doc = demo("demo-gzg");
    const attack = doc["attack"] as Record<string, unknown>;
    const preset = getRuleset("gzg")!.presets.find((p) => p.id === "gzg.handGrenade")!;
    const byName = run(["resolve", "doc.json"], JSON.stringify({ ...doc, attack: { ...attack, weapon: "gzg.handGrenade" } }));
    const byRecord = run(["resolve", "doc.json"], JSON.stringify({ ...doc, attack: { ...attack, weapon: preset.weapon } }));
    expect(byName.code).toBe(0);
    expect(byName.out).toBe(byRecord.out);
    const bad = run(["validate", "doc.json"], JSON.stringify({ ...doc, attack: { ...attack, weapon: "frag" } }));
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('$.attack.weapon: no bundled gzg weapon has id "frag"');
    expect(bad.err).toContain("gzg.handGrenade");
  });

  it('"baseRadius": 25 (a diameter in mm) is caught, naming the figure and the unit', () => {
    const doc = demo("demo-gzg");
    const bf = doc["battlefield"] as { figures: Record<string, unknown>[] };
    bf.figures[0] = { ...bf.figures[0], baseRadius: 25 };
    const r = run(["validate", "doc.json"], JSON.stringify(doc));
    expect(r.code).toBe(2);
    expect(r.err).toContain('$.battlefield.figures[0].baseRadius: 25" is not a plausible base radius');
    expect(r.err).toContain("not a diameter in mm (a 25 mm base is 0.5");
    bf.figures[0] = { ...bf.figures[0], baseRadius: 0.79 };
    expect(run(["validate", "doc.json"], JSON.stringify(doc)).code).toBe(0);
  });
});
