// `AttackRun.near`: the fighters a step may reach, whatever cells the figure index hands out. It keeps a base its
// callers accept (EPS past the reach), leaves out one clearly beyond, makes no state for far figures, and lists a
// moved fighter after the others, found where it stands now.

import { describe, expect, it } from "vitest";
import { type Battlefield, createBattlefield, emptyOutcome, loadScenario } from "../../../../src/core/index.js";
import { facesOf, type NecroSettings } from "../../../../src/core/rulesets/necromunda/settings.js";
import { AttackRun } from "../../../../src/core/rulesets/necromunda/state.js";
import type { NecroStats, NecroWeapon } from "../../../../src/core/rulesets/necromunda/types.js";

/** A at the origin; B's base edge 3" + 1e-6 from A's centre along x, C's 3.01"; D and E far away. */
const doc = {
  ruleset: "necromunda",
  battlefield: {
    bounds: { width: 100, height: 100 },
    figures: [
      { id: "A", side: "red", x: 10, y: 10, stats: {} },
      { id: "B", side: "red", x: 13.500001, y: 10, stats: {} },
      { id: "C", side: "red", x: 10, y: 13.51, stats: {} },
      { id: "D", side: "blue", x: 60, y: 60, stats: {} },
      { id: "E", side: "blue", x: 16, y: 16, stats: {} },
    ],
  },
  attack: {
    attacker: "A",
    weapon: { name: "Grenade Launcher", profile: "Frag", short: 6, long: 24, S: 3, AP: 0, D: "1", ammo: 5, traits: ["Blast(3)"] },
    target: { point: [20, 20] },
  },
};

function runOn(index: boolean, on?: Battlefield<NecroStats>): AttackRun {
  const scenario = loadScenario(doc);
  const settings = scenario.resolvedSettings as NecroSettings;
  const bf = on ?? (createBattlefield(scenario.battlefield, { index }) as Battlefield<NecroStats>);
  const attacker = bf.figures[0];
  if (!attacker || !scenario.attack) throw new Error("the document has an attacker and an attack");
  return new AttackRun(bf, settings, facesOf(settings), scenario.attack.weapon as NecroWeapon, attacker, emptyOutcome("HIT"), {});
}

describe("AttackRun.near", () => {
  it.each([true, false])(
    "with the figure index %s: keeps bases to EPS past the reach, leaves out the rest, makes no far state",
    (index) => {
      const run = runOn(index);
      const ids = run.near({ x: 10, y: 10 }, 3).map((s) => s.id);
      expect(ids).toEqual(["A", "B"]);
      expect(run.states.map((st) => st.id).sort()).toEqual(["A", "B"]);
    },
  );

  it("finds a moved fighter where it stands now, after the others (a moved fighter is always a candidate)", () => {
    const run = runOn(true);
    const [a] = run.near({ x: 10, y: 10 }, 3);
    if (!a) throw new Error("A is near itself");
    run.moveTo(a, 40, 40);
    expect(run.near({ x: 41, y: 40 }, 1).map((s) => s.id)).toEqual(["A"]);
    expect(run.near({ x: 10, y: 10 }, 3).map((s) => s.id)).toEqual(["B", "A"]);
  });

  it.each([true, false])("with the figure index %s: a smaller query after a larger one lists only its own fighters", (index) => {
    const run = runOn(index);
    expect(run.near({ x: 10, y: 10 }, 60).map((s) => s.id)).toEqual(["A", "B", "C", "D", "E"]);
    expect(run.near({ x: 60, y: 60 }, 1).map((s) => s.id)).toEqual(["D"]);
    expect(run.near({ x: 90, y: 90 }, 1).map((s) => s.id)).toEqual([]);
    expect(run.near({ x: 16, y: 16 }, 1).map((s) => s.id)).toEqual(["E"]);
  });

  it("two runs on one battlefield, taking turns, each keep their own states", () => {
    const first = runOn(true);
    const second = runOn(true, first.bf);
    const [a1] = first.near({ x: 10, y: 10 }, 3);
    const [a2] = second.near({ x: 10, y: 10 }, 3);
    if (!a1 || !a2) throw new Error("A is near itself");
    expect(a2).not.toBe(a1);
    // The second run took A's slot; the first still finds its own A, as it left it.
    first.moveTo(a1, 40, 40);
    a1.W = 0;
    const f = first.bf.figures[0];
    if (!f) throw new Error("A is in the snapshot");
    expect(first.state(f)).toBe(a1);
    expect(second.state(f)).toBe(a2);
    expect([a2.x, a2.y, a2.W]).toEqual([10, 10, f.stats.W]);
    expect(first.near({ x: 41, y: 40 }, 1).map((s) => s.id)).toEqual(["A"]);
    expect(second.near({ x: 41, y: 40 }, 1).map((s) => s.id)).toEqual([]);
    expect(first.states.map((st) => st.id)).toEqual(["A", "B"]);
    expect(second.states.map((st) => st.id)).toEqual(["A", "B"]);
  });
});
