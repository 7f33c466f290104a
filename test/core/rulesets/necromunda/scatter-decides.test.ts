// Where a Necromunda Blast marker goes when the hit roll fails (docs/rules.md §2.4 N5): the Scatter dice in the
// output, a misfire or dud only on a Hit with a 1 (a dud from a 2 up), the scatter's note and path, and a wall
// that stops it.

import { describe, expect, it } from "vitest";
import type { WallDoc } from "../../../../src/core/scenario/document.js";
import { fig, keysOf, note, resolveDoc, rollTags } from "../../../helpers/scenario-run.js";

const frag = { name: "Grenade Launcher", profile: "Frag", short: 6, long: 24, S: 3, D: "1", ammo: 5, traits: ["Blast(3)"] };

const miss = (scatter: Record<string, unknown>, over: { walls?: WallDoc[] } = {}): ReturnType<typeof resolveDoc> =>
  resolveDoc({
    ruleset: "necromunda",
    battlefield: { figures: [fig("A0", "red", 0, 0)], walls: over.walls ?? [] },
    attack: { attacker: "A0", weapon: frag, target: { point: [10, 0] } },
    dice: { "N.firepower": 2, "N.hit": 1, ...scatter },
  });

describe("rules §2.4 N5: the Scatter dice", () => {
  it('an arrow with a 1 scatters 1" (no misfire), and the output keeps the dice', () => {
    const out = miss({ "N.scatter": 1, "N.scatterBearing": 90, "N.scatterD6": 1 });
    expect(out.outcome).toBe("SCATTERED");
    expect(out.scatter).toEqual({ face: "ARROW", bearing: 90, d6: 1 });
    expect(rollTags(out)).not.toContain("N.misfire");
    expect(note(out.notes, "scattered")).toMatchObject({ face: "ARROW", bearing: 90, inches: 1 });
    expect(out.path.map((l) => l.kind)).toEqual(["scatter"]);
  });

  it("a Hit with a 1: a 2 on the misfire die is a dud, a 1 a misfire at the firer", () => {
    const dud = miss({ "N.scatter": 5, "N.scatterBearing": 90, "N.scatterD6": 1, "N.misfire": 2 });
    expect(dud.outcome).toBe("DUD");
    expect(note(dud.notes, "dud")).toEqual({ roll: 2 });
    const misfire = miss({ "N.scatter": 5, "N.scatterBearing": 90, "N.scatterD6": 1, "N.misfire": 1, "N.wound[A0]": 1 });
    expect(misfire.outcome).toBe("MISFIRE");
    expect(note(misfire.notes, "misfire")).toEqual({ roll: 1 });
    expect(misfire.impact).toEqual({ x: 0, y: 0, z: 0 });
  });

  it("a wall stops the marker, and the note says so", () => {
    const out = miss({ "N.scatter": 1, "N.scatterBearing": 90, "N.scatterD6": 6 }, { walls: [{ id: "w", a: [8, 3], b: [12, 3] }] });
    expect(keysOf(out.notes)).toContain("scatteredToWall");
    expect(out.impact?.y).toBeLessThan(3);
    expect(out.impact?.y).toBeGreaterThan(2.9);
  });
});
