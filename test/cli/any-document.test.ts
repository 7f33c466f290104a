// Any document ends in status 0 or 2, never 1, and quickly: built-in object member names as keys, numbers
// outside the supported domain, a byte order mark, one enormous wall, and the `odds --trials` range.

import { describe, expect, it } from "vitest";
import type { ScenarioDoc } from "../../src/core/scenario/document.js";
import { runCli } from "../helpers/cli.js";
import { exampleDoc as example } from "../helpers/examples.js";

const run = (doc: unknown, args: string[] = ["resolve", "s.json"]) => runCli(args, { "s.json": JSON.stringify(doc) });

describe("any document", () => {
  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])("a setting named %s is an unknown setting (exit 2)", (key) => {
    const doc = example("necromunda-frag-knockback.json");
    // JSON.parse makes "__proto__" an own key, as a file read from disk would.
    const text = JSON.stringify(doc).replace('"ruleset":', `"settings":{"${key}":1},"ruleset":`);
    const r = runCli(["validate", "s.json"], { "s.json": text });
    expect(r.code).toBe(2);
    expect(r.err).toContain(`$.settings["${key}"]: unknown setting`);
  });

  it("a figure named like an object member reads only its own decisions", () => {
    const doc = example("necromunda-frag-knockback.json");
    doc.battlefield.figures![2]!.id = "constructor";
    doc.attack!.weapon["traits"] = ["Blast(3)", "Knockback", "Fear"];
    doc.decisions = { rfcPath: {} };
    delete doc.dice;
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const r = run({ ...doc, seed });
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
    }
  });

  it.each([
    ["$.battlefield.figures[1].x", (d: ScenarioDoc) => (d.battlefield.figures![1]!.x = 1e16)],
    ["$.battlefield.figures[1].baseRadius", (d: ScenarioDoc) => (d.battlefield.figures![1]!.baseRadius = 1e100)],
    ["$.battlefield.walls[0].a[0]", (d: ScenarioDoc) => (d.battlefield.walls = [{ id: "w", a: [-1.7e308, 0], b: [1, 1] }])],
    ["$.attack.target.point[1]", (d: ScenarioDoc) => (d.attack!.target = { point: [1, 100000.5] })],
  ])("a number outside ±100,000 is exit 2 naming %s", (path, mutate) => {
    const doc = example("necromunda-frag-knockback.json");
    mutate(doc);
    const r = run(doc);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${path}: must be`);
  });

  it.each(["trench-crusade-satchel-scatter.json", "gzg-launched-grenade.json"])(
    "a Necromunda ledge or obstruction in %s (a ruleset without them) is exit 2 naming the field",
    (file) => {
      for (const [field, value] of [
        ["ledge", { dropInches: 3 }],
        ["wounds", 2],
      ] as const) {
        const doc = example(file);
        doc.battlefield.walls = [{ id: "edge", a: [0, 0], b: [1, 0], blocksMove: false, blocksSight: false, [field]: value }];
        const r = runCli(["validate", "s.json"], { "s.json": JSON.stringify(doc) });
        expect(r.code).toBe(2);
        expect(r.err).toContain(`$.battlefield.walls[0].${field}: unknown field`);
      }
    },
  );

  it("a wall 200,000 inches long resolves at once", () => {
    const doc = example("necromunda-frag-knockback.json");
    doc.battlefield.walls = [{ id: "long", a: [-100000, 30], b: [100000, 30.001] }];
    const t = Date.now();
    const r = run(doc);
    expect(r.code).toBe(0);
    // Generous: it took seconds before the index was sized by extent (here about a millisecond).
    expect(Date.now() - t).toBeLessThan(1000);
  });

  it("a UTF-8 byte order mark before the JSON is accepted", () => {
    const text = "\uFEFF" + JSON.stringify(example("necromunda-frag-knockback.json"));
    expect(runCli(["validate", "s.json"], { "s.json": text }).code).toBe(0);
  });

  it.each(["0", "-1", "10000001", "1e12", "9007199254740993", "2.5", "ten"])("odds --trials %s is exit 2 naming the option", (n) => {
    const r = run(example("necromunda-frag-knockback.json"), ["odds", "s.json", "--trials", n]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`--trials ${n}`);
    expect(r.out).toBe("");
  });

  it("odds --trials accepts 1", () => {
    const r = run(example("necromunda-frag-knockback.json"), ["odds", "s.json", "--trials", "1", "--seed", "s"]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ trials: 1 });
  });
});
