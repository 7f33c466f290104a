// GZG's end-of-turn upkeep, note by note (docs/rules.md §3.4 G10, §6 `gzg.dissipateOn`, `gzg.wind.*`,
// `gzg.testOnDrift`, `clouds.wallsContain`): which faces dissipate a cloud, when the wind is rolled, where a
// cloud drifts (through or against a wall, off the table), and who a drifting cloud newly covers, in id order.

import { describe, expect, it } from "vitest";
import { createBattlefield, getRuleset, loadScenario, run, scriptedAnswerer } from "../../../../src/core/index.js";
import type { CloudDoc, FigureDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { type Output, affected, fig, resolveDoc, rollTags, wall } from "../../../helpers/scenario-run.js";

const cloud = (id: string, x: number, y: number, kind: "smoke" | "gas" = "smoke", extra: Partial<CloudDoc> = {}): CloudDoc => ({
  id,
  kind,
  x,
  y,
  radius: 3,
  ...extra,
});
const EAST = { enabled: true, hour: 3, mode: "fixed3" };

const upkeep = (
  clouds: CloudDoc[],
  dice: Record<string, unknown>,
  opts: { wind?: Record<string, unknown>; settings?: Record<string, unknown>; figures?: FigureDoc[]; walls?: WallDoc[] } = {},
): Output =>
  resolveDoc({
    ruleset: "gzg",
    endOfRound: true,
    ...(opts.settings ? { settings: opts.settings } : {}),
    battlefield: {
      bounds: { x: 0, y: 0, width: 40, height: 30 },
      figures: opts.figures ?? [],
      walls: opts.walls ?? [],
      clouds,
      ...(opts.wind ? { wind: opts.wind } : {}),
    },
    dice,
  });
const notesOf = (out: Output) => out.notes.map((n) => [n.key.replace("ORDNANCE.Log.gzg.", ""), n.data ?? null]);

describe("rules §3.4 G10: dissipation (gzg.dissipateOn)", () => {
  it("with 2-4 both ends of the range dissipate and the faces either side linger, each with its note", () => {
    const clouds = [cloud("a", 5, 5), cloud("b", 15, 5), cloud("c", 25, 5), cloud("d", 35, 5)];
    const dice = { "G.dissipate[a]": 1, "G.dissipate[b]": 2, "G.dissipate[c]": 4, "G.dissipate[d]": 5 };
    const out = upkeep(clouds, dice, { settings: { "gzg.dissipateOn": "2-4" } });
    expect(out.clouds.removed).toEqual(["b", "c"]);
    expect(notesOf(out)).toEqual([
      ["lingers", { cloud: "a", roll: 1 }],
      ["dissipated", { cloud: "b", roll: 2 }],
      ["dissipated", { cloud: "c", roll: 4 }],
      ["lingers", { cloud: "d", roll: 5 }],
    ]);
  });

  it("with the wind blowing but every cloud gone, no wind is rolled", () => {
    const out = upkeep([cloud("a", 5, 5)], { "G.dissipate[a]": 6 }, { wind: { enabled: true, mode: "fixed3" } });
    expect(rollTags(out)).toEqual(["G.dissipate[a]"]);
    expect(out["wind"]).toBeUndefined();
  });
});

describe("rules §3.4 G10: the wind (gzg.wind.reference)", () => {
  it("from table north, 12 o'clock points to −y whichever edge player 1 holds", () => {
    const out = upkeep(
      [cloud("a", 20, 15)],
      { "G.dissipate[a]": 1 },
      { wind: { enabled: true, hour: 12, mode: "fixed3", player1Edge: "east" } },
    );
    expect(out.clouds.moved[0]?.x).toBeCloseTo(20, 6);
    expect(out.clouds.moved[0]?.y).toBeCloseTo(12, 6);
  });

  it("a snapshot whose wind names no edge reads it as player 1 on the south edge", () => {
    const scenario = loadScenario({
      ruleset: "gzg",
      endOfRound: true,
      settings: { "gzg.wind.reference": "player1Edge" },
      battlefield: { figures: [], walls: [], clouds: [cloud("a", 20, 15)], wind: { enabled: true, hour: 12, mode: "fixed3" } },
    });
    const wind = scenario.battlefield.wind;
    if (!wind) throw new Error("no wind");
    const snapshot = { ...scenario.battlefield, wind: { ...wind, player1Edge: undefined } };
    const ruleset = getRuleset("gzg");
    if (!ruleset) throw new Error("no gzg ruleset");
    const ctx = {
      scenario: { ...scenario, battlefield: snapshot },
      battlefield: createBattlefield(snapshot),
      settings: ruleset.resolveSettings(scenario.settings),
    };
    const out = run(ruleset.upkeep(ctx as never), scriptedAnswerer({ "G.dissipate[a]": 1 }, {})).result;
    expect(out.clouds.moved[0]?.x).toBeCloseTo(20, 6);
    expect(out.clouds.moved[0]?.y).toBeCloseTo(12, 6);
  });
});

describe("rules §3.4 G10: where a cloud drifts (clouds.wallsContain)", () => {
  const walls = [wall("w", [22, 0], [22, 30])];

  it("contained: a wall stops the drift short of it, the path's leg says so and the note names the stop", () => {
    const out = upkeep([cloud("a", 20, 15)], { "G.dissipate[a]": 1 }, { wind: EAST, walls });
    expect(out.clouds.moved[0]?.x).toBeLessThan(22);
    expect(out.clouds.moved[0]?.x).toBeCloseTo(22, 3);
    expect(out.path).toHaveLength(1);
    expect(out.path[0]).toMatchObject({ from: [20, 15], kind: "stop" });
    expect(notesOf(out).at(-1)).toEqual(["driftStopped", { cloud: "a", inches: 3, hour: 3 }]);
  });

  it("contained: a raised cloud drifts at its own height, over a wall that stops below it", () => {
    const low = [wall("w", [22, 0], [22, 30], { bottom: 0, top: 1 })];
    const out = upkeep([cloud("a", 20, 15, "smoke", { z: 2 })], { "G.dissipate[a]": 1 }, { wind: EAST, walls: low });
    expect(out.clouds.moved[0]).toMatchObject({ id: "a", x: 23, y: 15 });
    expect(out.path).toEqual([{ from: [20, 15], to: [23, 15], kind: "deviate" }]);
    expect(notesOf(out).at(-1)).toEqual(["drifted", { cloud: "a", inches: 3, hour: 3 }]);
  });

  it("not contained: it drifts through the wall in one straight leg", () => {
    const out = upkeep([cloud("a", 20, 15)], { "G.dissipate[a]": 1 }, { wind: EAST, walls, settings: { "clouds.wallsContain": false } });
    expect(out.clouds.moved).toEqual([{ id: "a", x: 23, y: 15 }]);
    expect(out.path).toEqual([{ from: [20, 15], to: [23, 15], kind: "deviate" }]);
    expect(notesOf(out).at(-1)).toEqual(["drifted", { cloud: "a", inches: 3, hour: 3 }]);
    // At 2 o'clock (60° clockwise from table north) the drift runs up and to the right.
    const slant = upkeep(
      [cloud("a", 20, 15)],
      { "G.dissipate[a]": 1 },
      { wind: { ...EAST, hour: 2 }, settings: { "clouds.wallsContain": false } },
    );
    expect(slant.clouds.moved[0]?.x).toBeCloseTo(20 + 1.5 * Math.sqrt(3), 3);
    expect(slant.clouds.moved[0]?.y).toBeCloseTo(13.5, 3);
  });

  it("a cloud blown off the table is removed with a note, whether walls contain clouds or not", () => {
    for (const contain of [true, false]) {
      const out = upkeep([cloud("a", 38.5, 15)], { "G.dissipate[a]": 1 }, { wind: EAST, settings: { "clouds.wallsContain": contain } });
      expect(out.clouds.removed).toEqual(["a"]);
      expect(out.clouds.moved).toEqual([]);
      expect(out.path).toEqual([]);
      expect(notesOf(out).at(-1)).toEqual(["blownOff", { cloud: "a" }]);
    }
  });
});

describe("rules §3.4 G10: figures a drifting cloud newly covers (gzg.testOnDrift)", () => {
  const regular = { quality: "Regular", motivation: 2 };

  it("only figures inside the new place and not the old one test, in id order", () => {
    // The cloud drifts from (10, 15) to (13, 15): "b" and "a" at x 15.5 come in, "c" at x 11 stays inside.
    const figures = [fig("b", "blue", 15.5, 16, regular), fig("a", "blue", 15.5, 14, regular), fig("c", "blue", 11, 15, regular)];
    const out = upkeep([cloud("s", 10, 15)], { "G.dissipate[s]": 1, "G.react[a]": 3, "G.react[b]": 2 }, { wind: EAST, figures });
    expect(rollTags(out)).toEqual(["G.dissipate[s]", "G.react[a]", "G.react[b]"]);
    expect(out.affected.map((e) => e.figure)).toEqual(["a", "b"]);
    expect(affected(out, "b")["suppression"]).toBe(1);
  });

  it("three newly covered figures test in id order whatever order the table lists them in", () => {
    for (const ids of [
      ["a", "b", "c"],
      ["c", "a", "b"],
      ["b", "c", "a"],
    ]) {
      const figures = ids.map((id, i) => fig(id, "blue", 15.5, 14 + i, regular));
      const dice = { "G.dissipate[s]": 1, "G.react[a]": 6, "G.react[b]": 6, "G.react[c]": 6 };
      expect(rollTags(upkeep([cloud("s", 10, 15)], dice, { wind: EAST, figures })).slice(1)).toEqual([
        "G.react[a]",
        "G.react[b]",
        "G.react[c]",
      ]);
    }
  });

  it("a drifting gas cloud makes them take the gas test, lethal gas included", () => {
    const figures = [fig("a", "blue", 15.5, 15, regular)];
    const out = upkeep([cloud("g", 10, 15, "gas", { lethal: true })], { "G.dissipate[g]": 1, "G.gas[a]": 2 }, { wind: EAST, figures });
    expect(rollTags(out)).toEqual(["G.dissipate[g]", "G.gas[a]"]);
    const a = affected(out, "a");
    expect(a).toMatchObject({ cause: "gas", status: "outOfAction" });
    expect(notesOf({ ...out, notes: a.notes } as Output)).toEqual([["gasLethal", { roll: 2, die: 8, target: 2 }]]);
  });
});
