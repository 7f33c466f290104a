// Scenario documents: every kind of bad input gives an error naming the JSON path (or the setting,
// or the roll tag) and exit status 2 from the command line; good documents are filled with defaults.

import { describe, expect, it } from "vitest";
import { ScenarioError, loadScenario } from "../../../src/core/index.js";
import type { ScenarioDoc } from "../../../src/core/scenario/document.js";
import type { OutputDocument } from "../../../src/core/scenario/output.js";
import type { OddsSummary } from "../../../src/core/sim/odds.js";
import { runCli } from "../../helpers/cli.js";
import { deleteAt, setAt } from "../../helpers/json-path.js";

const good = (): ScenarioDoc => ({
  ruleset: "gzg",
  battlefield: {
    walls: [{ id: "w", a: [5, 3], b: [5, 5] }],
    figures: [
      { id: "F", side: "red", x: 0, y: 0, stats: { quality: "Veteran", motivation: 1 } },
      { id: "T", side: "blue", x: 10, y: 0 },
    ],
  },
  attack: { attacker: "F", weapon: { name: "GL", rangeBand: 6 }, target: { figure: "T" } },
  dice: { "G.skill": 9 },
});

function errorOf(doc: unknown): ScenarioError {
  try {
    loadScenario(doc);
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error("expected the document to be rejected");
}

describe("parsing fills defaults", () => {
  it("walls block both ways, figures stand on the ground on 25 mm bases, grades become dice", () => {
    const s = loadScenario(good());
    expect(s.battlefield.walls[0]).toMatchObject({ blocksMove: true, blocksSight: true });
    expect(s.battlefield.figures[1]).toMatchObject({
      z: 0,
      baseRadius: 0.5,
      stats: { quality: 8, motivation: 2, armour: 4, strength: 6, sealed: false },
    });
    expect(s.battlefield.figures[0]!.stats).toMatchObject({ quality: 10 });
    expect(s.attack).toMatchObject({
      blind: false,
      target: { kind: "figure", figure: "T" },
      weapon: { fuse: "contact", payload: "explosive", blastRadius: 2, blastDie: 10 },
    });
  });

  it("a grade alias from the settings is accepted (A-17)", () => {
    const doc = good();
    doc.battlefield.figures![0]!.stats = { quality: "Rookie", motivation: 1 };
    expect(() => loadScenario(doc)).toThrow(/figures\[0\]\.stats\.quality: unknown grade "Rookie"/);
    expect(loadScenario({ ...doc, settings: { "gzg.gradeAliases": { Rookie: 4 } } }).battlefield.figures[0]!.stats).toMatchObject({
      quality: 4,
    });
  });
});

describe("bad documents name the problem", () => {
  it.each([
    ["an unknown top-level field", (d: ScenarioDoc) => ({ ...d, dise: {} }), "$.dise", /unknown field/],
    ["an unknown ruleset", (d: ScenarioDoc) => ({ ...d, ruleset: "40k" }), "$.ruleset", /must be one of/],
    [
      "a wrong type",
      (d: ScenarioDoc) => setAt(d, ["battlefield", "figures", 1, "x"], "10"),
      "$.battlefield.figures[1].x",
      /expected a number, got string "10"/,
    ],
    [
      "a misspelt stat",
      (d: ScenarioDoc) => setAt(d, ["battlefield", "figures", 0, "stats", "qualty"], 8),
      "$.battlefield.figures[0].stats.qualty",
      /unknown field/,
    ],
    [
      "a motivation out of range",
      (d: ScenarioDoc) => setAt(d, ["battlefield", "figures", 0, "stats", "motivation"], 4),
      "$.battlefield.figures[0].stats.motivation",
      /at most 3/,
    ],
    [
      "a die size that is no die",
      (d: ScenarioDoc) => setAt(d, ["battlefield", "figures", 0, "stats", "armour"], 7),
      "$.battlefield.figures[0].stats.armour",
      /die size/,
    ],
    ["a missing attacker", (d: ScenarioDoc) => setAt(d, ["attack", "attacker"], "Z"), "$.attack.attacker", /no figure has id "Z"/],
    [
      "a target that is neither figure nor point",
      (d: ScenarioDoc) => setAt(d, ["attack", "target"], { figur: "T" }),
      "$.attack.target",
      /expected an object with "figure" or an object with "point"/,
    ],
    [
      "a point with one coordinate",
      (d: ScenarioDoc) => setAt(d, ["attack", "target"], { point: [1] }),
      "$.attack.target.point",
      /expected 2 to 3 items/,
    ],
    [
      "a duplicate figure id",
      (d: ScenarioDoc) => setAt(d, ["battlefield", "figures", 1, "id"], "F"),
      "$.battlefield.figures[1].id",
      /duplicate id "F"/,
    ],
    [
      "a wall of zero length",
      (d: ScenarioDoc) => setAt(d, ["battlefield", "walls", 0, "b"], [5, 3]),
      "$.battlefield.walls[0].b",
      /two different end points/,
    ],
    ["a scripted die that is no whole number", (d: ScenarioDoc) => setAt(d, ["dice", "G.skill"], 2.5), '$.dice["G.skill"]', /./],
    [
      "an unknown setting",
      (d: ScenarioDoc) => ({ ...d, settings: { "gzg.maxBouncs": 2 } }),
      '$.settings["gzg.maxBouncs"]',
      /unknown setting/,
    ],
    [
      "a setting of the wrong kind",
      (d: ScenarioDoc) => ({ ...d, settings: { "gzg.tnRounding": "floor" } }),
      '$.settings["gzg.tnRounding"]',
      /must be one of "ceil", "floorPlusOne"/,
    ],
    [
      "a launched weapon without a range band",
      (d: ScenarioDoc) => setAt(d, ["attack", "weapon"], { name: "GL" }),
      "$.attack.weapon.rangeBand",
      /required unless "thrown"/,
    ],
    ["neither attack nor end of round", (d: ScenarioDoc) => deleteAt(d, ["attack"]), "$.attack", /required unless "endOfRound"/],
    ["a loader that does not exist", (d: ScenarioDoc) => setAt(d, ["attack", "loader"], "L"), "$.attack.loader", /no figure has id "L"/],
  ])("%s", (_name, mutate, path, problem) => {
    const e = errorOf(mutate(good()));
    expect(e.path).toBe(path);
    expect(e.problem).toMatch(problem);
    expect(e.exitCode).toBe(2);
  });

  it("reports every problem at once, not only the first", () => {
    const d = good();
    setAt(d, ["battlefield", "figures", 0, "x"], "a");
    setAt(d, ["battlefield", "figures", 1, "y"], null);
    const e = errorOf(d);
    expect(e.message).toContain("$.battlefield.figures[0].x");
    expect(e.message).toContain("$.battlefield.figures[1].y");
  });
});

describe("the command line", () => {
  const files = (doc: unknown) => ({ "s.json": JSON.stringify(doc) });

  it("resolve prints the output document and exits 0", () => {
    const doc = { ...good(), dice: { "G.skill": 9, "G.blastQ[T]": 7, "G.blastFP[T]": 2, "G.armour[T]": 3 } };
    const r = runCli(["resolve", "s.json"], files(doc));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as OutputDocument;
    expect(out).toMatchObject({
      outcome: "HIT",
      impact: { x: 10, y: 0, z: 0 },
      affected: [{ figure: "T", cause: "blast", suppression: 1 }],
    });
    expect(out.rolls.map((x) => x.tag)).toEqual(["G.skill", "G.blastQ[T]", "G.blastFP[T]", "G.armour[T]"]);
    expect(out.log[0]).toBe('Range 10.00" with a 6" range band: target number 2.');
  });

  it("--pretty indents; --seed supplies the rolls the script leaves out", () => {
    const doc = { ...good(), dice: {} };
    expect(runCli(["resolve", "s.json"], files(doc))).toMatchObject({
      code: 2,
      err: expect.stringMatching(/roll G\.skill: no value/) as string,
    });
    const a = runCli(["resolve", "s.json", "--seed", "x", "--pretty"], files(doc));
    expect(a.code).toBe(0);
    expect(a.out).toContain('\n  "outcome"');
    expect(runCli(["resolve", "s.json", "--seed", "x", "--pretty"], files(doc)).out).toBe(a.out);
  });

  it("a bad document exits 2 naming the path; bad JSON exits 2; a missing file or bad usage exits 1", () => {
    const bad = setAt(good(), ["battlefield", "figures", 0, "stats", "quality"], 5);
    expect(runCli(["resolve", "s.json"], files(bad))).toMatchObject({
      code: 2,
      err: expect.stringContaining("$.battlefield.figures[0].stats.quality") as string,
    });
    expect(runCli(["validate", "s.json"], { "s.json": "{ nope" })).toMatchObject({
      code: 2,
      err: expect.stringContaining("not valid JSON") as string,
    });
    expect(runCli(["validate", "missing.json"], {}).code).toBe(1);
    expect(runCli(["explode", "s.json"], files(good())).code).toBe(1);
    expect(runCli(["odds", "s.json", "--trials", "0"], files(good())).code).toBe(2);
  });

  it("a scripted die out of range exits 2 naming the tag", () => {
    const r = runCli(["resolve", "s.json"], files({ ...good(), dice: { "G.skill": 11 } }));
    expect(r).toMatchObject({ code: 2, out: "", err: "s.json: roll G.skill: face 11 does not fit a d10 (1..10)\n" });
  });

  it("validate refuses what resolve refuses: a roll with neither scripted dice nor a seed (issue #30); --seed gives one", () => {
    const doc = { ...good(), dice: {} };
    const validate = runCli(["validate", "s.json"], files(doc));
    expect(validate.code).toBe(2);
    expect(validate.err).toBe(runCli(["resolve", "s.json"], files(doc)).err);
    expect(runCli(["validate", "s.json", "--seed", "v"], files(doc))).toMatchObject({ code: 0, out: "s.json: valid gzg scenario.\n" });
  });

  it("odds runs seeded trials, ignores scripted dice, and is reproducible", () => {
    const doc = { ...good(), dice: { "G.skill": 1 } };
    const a = runCli(["odds", "s.json", "--trials", "2000", "--seed", "o"], files(doc));
    expect(a.code).toBe(0);
    const summary = JSON.parse(a.out) as OddsSummary;
    expect(summary.trials).toBe(2000);
    // Veteran D10 at TN 2 hits on 3–10: 80%; the scripted 1 must not be used.
    expect(summary.outcomes.HIT).toBeGreaterThan(0.75);
    expect(summary.outcomes.HIT).toBeLessThan(0.85);
    expect(summary.figures["T"]!.hit).toBeGreaterThan(0.8);
    expect(runCli(["odds", "s.json", "--trials", "2000", "--seed", "o"], files(doc)).out).toBe(a.out);
  });
});
