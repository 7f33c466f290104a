// The command line's `suggest` and `odds --impacts`, run through `main` as the binary runs them: the
// JSON last line matches the core's answer, the map is drawn, and bad options are named and change nothing.

import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type SuggestTarget, loadScenario, odds, scoreTargets, suggest } from "../../src/core/index.js";

const doc = {
  ruleset: "gzg",
  battlefield: {
    figures: [
      { id: "F", side: "red", x: 0, y: 0, stats: { quality: 10, motivation: 1 } },
      { id: "E1", side: "blue", x: 8, y: 0 },
      { id: "E2", side: "blue", x: 8, y: 1.6 },
      { id: "P", side: "red", x: 10.5, y: 0.8 },
    ],
  },
  attack: { attacker: "F", weapon: { name: "Hand grenade", thrown: true, fuse: "time" }, target: { figure: "E1" } },
};

function run(args: string[]): { code: number; out: string; err: string } {
  let out = "",
    err = "";
  const code = main(args, {
    readFile: () => JSON.stringify(doc),
    stdout: (s) => (out += s),
    stderr: (s) => (err += s),
  });
  return { code, out, err };
}
const lastLine = (text: string): unknown => JSON.parse(text.trim().split("\n").at(-1) ?? "");

describe("ordnance suggest", () => {
  it("prints why, then the core's suggestion as the last JSON line", () => {
    const r = run(["suggest", "doc.json", "--candidates", "40", "--seed", "cli", "--objective", "hit,friend=3"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    const core = suggest(loadScenario(doc), {
      maxCandidates: 40,
      seed: "cli",
      objective: { measure: "hit", enemyWeight: 1, friendWeight: 3 },
    });
    const json = lastLine(r.out) as Record<string, unknown>;
    expect(json).toEqual({
      target: core.target,
      score: core.score,
      expected: core.expected,
      candidates: 40,
      trials: core.trials,
      complete: core.complete,
    });
    expect(r.out).toContain("Suggested aim:");
    expect(r.out).toContain(`Expected hits: ${String(core.expected.enemiesHit)} enemies, ${String(core.expected.friendsHit)} friends`);
  });

  it("stops at --time-ms", () => {
    const r = run(["suggest", "doc.json", "--time-ms", "1", "--seed", "cli"]);
    expect(r.code).toBe(0);
    const json = lastLine(r.out) as { complete: boolean; target: unknown };
    expect(json.complete).toBe(false);
    expect(json.target).toBeDefined();
  });

  it("says a --candidates budget stopped the search, not the clock (issue #30)", () => {
    const r = run(["suggest", "doc.json", "--candidates", "3", "--seed", "cli"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("3 targets tried, the most --candidates allows");
    expect(r.out).not.toContain("time budget");
  });

  it("finds the best point on the GZG demo whatever the attack's target (issue #30: the sentry)", () => {
    const demo = JSON.parse(readFileSync(join(import.meta.dirname, "../../examples/demo-gzg.json"), "utf8")) as { attack: object };
    const atSentry = { ...demo, attack: { ...demo.attack, target: { figure: "sentry" } } };
    const answer = (d: object): Record<string, unknown> => {
      let out = "";
      main(["suggest", "demo.json", "--candidates", "1000", "--seed", "demo"], {
        readFile: () => JSON.stringify(d),
        stdout: (s) => (out += s),
        stderr: () => undefined,
      });
      return lastLine(out) as Record<string, unknown>;
    };
    const fromSentry = answer(atSentry);
    expect(fromSentry).toEqual(answer(demo));
    expect(fromSentry["complete"]).toBe(true);
    // The sentry alone is worth about 1 enemy hit; the point between it and the medic about 1.6 (issue #30).
    const [sentry, between, mine] = scoreTargets(
      loadScenario(atSentry),
      [{ figure: "sentry" }, { point: [21.5, 12] }, fromSentry["target"] as SuggestTarget],
      {
        trials: 1000,
        seed: "demo",
      },
    );
    expect(between!.score).toBeGreaterThan(sentry!.score + 0.4);
    expect(mine!.score).toBeGreaterThanOrEqual(between!.score - 0.05);
  });

  it.each([
    [["--objective", "kills"], "Bad --objective kills"],
    [["--objective", "hit,friend=-1"], "Bad --objective hit,friend=-1"],
    [["--objective", "hit,ally=2"], "Bad --objective hit,ally=2"],
    [["--time-ms", "0"], "Bad --time-ms 0"],
    [["--candidates", "many"], "Bad --candidates many"],
    [["--impacts"], "Bad option --impacts"],
  ])("refuses %j, naming it", (extra, message) => {
    const r = run(["suggest", "doc.json", ...extra]);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toContain(message);
    expect(r.err).toContain("ordnance suggest <scenario.json>");
  });
});

describe("ordnance odds --impacts", () => {
  it("draws the map and its legend above the summary, which carries the grids", () => {
    const r = run(["odds", "doc.json", "--trials", "500", "--seed", "map", "--impacts"]);
    expect(r.code).toBe(0);
    const json = lastLine(r.out) as ReturnType<typeof odds>;
    expect(json).toEqual(odds(loadScenario(doc), { trials: 500, seed: "map", impacts: true }));
    const map = json.impact.map;
    if (!map) throw new Error("no impact map in the summary");
    const lines = r.out.trim().split("\n");
    expect(lines[0]).toContain(`each cell is ${String(map.impacts.cell)}" across`);
    const gridLines = lines.slice(1, 1 + map.impacts.rows);
    for (const l of gridLines) expect(l).toMatch(new RegExp(`^\\|[ .:*#]{${String(map.impacts.cols)}}\\|$`));
    expect(gridLines.join("")).toContain("#");
    expect(lines[1 + map.impacts.rows]).toMatch(/^1 in \d+ throws lands in the darkest cells$/);
  });

  it("prints only the JSON without --impacts", () => {
    const r = run(["odds", "doc.json", "--trials", "50", "--seed", "map"]);
    expect(r.out.trim().split("\n")).toHaveLength(1);
    expect(lastLine(r.out)).not.toHaveProperty("impact.map");
  });
});
