// Setting a fallen fighter down clear of the walls of its new level (docs/rules.md §2.3 Falling, §2.4 N7h):
// `pushOutOfWalls` pushes a base straight out of the wall it overlaps most, one wall at a time, by a move that
// stops at other walls, and reports a spot wedged between walls as not clear.

import { describe, expect, it } from "vitest";
import { type Battlefield, createBattlefield, emptyOutcome, loadScenario } from "../../../../src/core/index.js";
import { pushOutOfWalls } from "../../../../src/core/rulesets/necromunda/effects/settle.js";
import { facesOf, type NecroSettings } from "../../../../src/core/rulesets/necromunda/settings.js";
import { AttackRun } from "../../../../src/core/rulesets/necromunda/state.js";
import type { NecroStats, NecroWeapon } from "../../../../src/core/rulesets/necromunda/types.js";

/** An attack run on a 40" table with these walls (the attack itself plays no part). */
function runWith(walls: readonly { id: string; a: [number, number]; b: [number, number] }[]): AttackRun {
  const scenario = loadScenario({
    ruleset: "necromunda",
    battlefield: { bounds: { width: 40, height: 40 }, walls, figures: [{ id: "A", side: "red", x: 1, y: 1, stats: {} }] },
    attack: {
      attacker: "A",
      weapon: { name: "GL", profile: "Frag", short: 6, long: 24, S: 3, AP: 0, D: "1", ammo: 5, traits: ["Blast(3)"] },
      target: { point: [20, 20] },
    },
  });
  const settings = scenario.resolvedSettings as NecroSettings;
  const bf = createBattlefield(scenario.battlefield, { index: true }) as Battlefield<NecroStats>;
  return new AttackRun(bf, settings, facesOf(settings), scenario.attack!.weapon as NecroWeapon, bf.figures[0]!, emptyOutcome("HIT"), {});
}

const along = { id: "w", a: [5, 10] as [number, number], b: [15, 10] as [number, number] };

describe("pushOutOfWalls (§2.4 N7h)", () => {
  it("pushes a base straight out of a wall it overlaps, to the stopping clearance", () => {
    expect(pushOutOfWalls(runWith([along]), { x: 10, y: 10.2 }, 0.5, 0)).toEqual({ x: 10, y: 10.5001, clear: true });
  });

  it("pushes away from a slanting wall's nearest point, off the axes", () => {
    const p = pushOutOfWalls(runWith([{ id: "d", a: [5, 5], b: [15, 15] }]), { x: 10, y: 10.3 }, 0.5, 0);
    expect(p.clear).toBe(true);
    expect(p.x).toBeCloseTo(9.796376, 6);
    expect(p.y).toBeCloseTo(10.503624, 6);
    // Perpendicular to the wall: the centre moved along (−1, 1).
    expect(p.x - 10).toBeCloseTo(-(p.y - 10.3), 9);
  });

  it("leaves a base within half the stopping clearance where it is, and pushes one a whole clearance in", () => {
    expect(pushOutOfWalls(runWith([along]), { x: 10, y: 10.50005 }, 0.5, 0)).toEqual({ x: 10, y: 10.50005, clear: true });
    expect(pushOutOfWalls(runWith([along]), { x: 10, y: 10.5 }, 0.5, 0)).toEqual({ x: 10, y: 10.5001, clear: true });
  });

  it("clears a corner one wall at a time", () => {
    const p = pushOutOfWalls(runWith([along, { id: "v", a: [9.7, 5], b: [9.7, 15] }]), { x: 10, y: 10.2 }, 0.5, 0);
    expect(p.clear).toBe(true);
    expect(p.x).toBeCloseTo(10.2001, 9);
    expect(p.y).toBeCloseTo(10.5001, 9);
  });

  it("reports a spot wedged between two walls as not clear, where it stood", () => {
    expect(pushOutOfWalls(runWith([along, { id: "u", a: [5, 10.8], b: [15, 10.8] }]), { x: 10, y: 10.4 }, 0.5, 0)).toEqual({
      x: 10,
      y: 10.4,
      clear: false,
    });
  });

  it("a centre exactly on a wall's line cannot be pushed (the wall stops the move along its normal): not clear", () => {
    expect(pushOutOfWalls(runWith([along]), { x: 10, y: 10 }, 0.5, 0)).toEqual({ x: 10, y: 10, clear: false });
  });
});
