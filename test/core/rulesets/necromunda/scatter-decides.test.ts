// Where a Necromunda Blast marker goes when the hit roll fails (docs/rules.md §2.4 N5): the Scatter dice in the
// output, a misfire or dud only on a Hit with a 1 (a dud from a 2 up), the scatter's note and path, a wall
// that stops it, and where `necro.offTable = clampToEdge` stops a path that starts beyond the table's edge.

import { describe, expect, it } from "vitest";
import { STOP_CLEARANCE } from "../../../../src/core/geometry/vec.js";
import type { FigureDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { fig, keysOf, note, resolveDoc, rollTags } from "../../../helpers/scenario-run.js";

const frag = { name: "Grenade Launcher", profile: "Frag", short: 6, long: 24, S: 3, D: "1", ammo: 5, traits: ["Blast(3)"] };

const miss = (scatter: Record<string, unknown>, over: { walls?: WallDoc[]; figures?: FigureDoc[] } = {}): ReturnType<typeof resolveDoc> =>
  resolveDoc({
    ruleset: "necromunda",
    battlefield: { figures: [fig("A0", "red", 0, 0), ...(over.figures ?? [])], walls: over.walls ?? [] },
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
    // A dud lands nowhere: T, standing at the aim, is not hit.
    const dud = miss({ "N.scatter": 5, "N.scatterBearing": 90, "N.scatterD6": 1, "N.misfire": 2 }, { figures: [fig("T", "blue", 10, 0)] });
    expect(dud.outcome).toBe("DUD");
    expect(note(dud.notes, "dud")).toEqual({ roll: 2 });
    expect(dud.affected).toEqual([]);
    const misfire = miss({ "N.scatter": 5, "N.scatterBearing": 90, "N.scatterD6": 1, "N.misfire": 1, "N.wound[A0]": 1 });
    expect(misfire.outcome).toBe("MISFIRE");
    expect(note(misfire.notes, "misfire")).toEqual({ roll: 1 });
    expect(misfire.impact).toEqual({ x: 0, y: 0, z: 0 });
    expect(misfire.affected.map((a) => a.figure)).toEqual(["A0"]);
  });

  it("a Hit with anything but a 1 scatters along its small arrow, with no misfire roll", () => {
    const out = miss({ "N.scatter": 5, "N.scatterBearing": 90, "N.scatterD6": 3 });
    expect(out.outcome).toBe("SCATTERED");
    expect(rollTags(out)).not.toContain("N.misfire");
    expect(out.impact).toEqual({ x: 10, y: 3, z: 0 });
  });

  it("a wall stops the marker, and the note says so", () => {
    const out = miss({ "N.scatter": 1, "N.scatterBearing": 90, "N.scatterD6": 6 }, { walls: [{ id: "w", a: [8, 3], b: [12, 3] }] });
    expect(keysOf(out.notes)).toContain("scatteredToWall");
    expect(out.impact?.y).toBeLessThan(3);
    expect(out.impact?.y).toBeGreaterThan(2.9);
  });
});

describe("rules §2.4 N5, §5 A-14: necro.offTable = clampToEdge stops the marker where its path leaves the table", () => {
  // B's 1" base reaches 1.2" from (48, 13) and 2.2" from (50, 13): a marker landing at either would catch it.
  const B = fig("B", "blue", 47.8, 13, {}, { baseRadius: 1 });
  const C = fig("C", "blue", 46, 47);
  /** A0 at `from` aims at `point` on a 48" × 48" table and misses; the marker scatters `d6`" along `bearing`. */
  const offEdge = (point: number[], bearing: number, d6: number, from: number[], offTable = "clampToEdge") =>
    resolveDoc({
      ruleset: "necromunda",
      settings: { "necro.offTable": offTable },
      battlefield: { bounds: { x: 0, y: 0, width: 48, height: 48 }, figures: [fig("A0", "red", from[0]!, from[1]!), B, C] },
      attack: { attacker: "A0", weapon: frag, target: { point } },
      dice: {
        "N.firepower": 2,
        "N.hit": 1,
        "N.scatter": 1,
        "N.scatterBearing": bearing,
        "N.scatterD6": d6,
        "N.wound[B]": 1,
        "N.wound[C]": 1,
      },
    });

  it("a marker aimed beyond the right edge that scatters along it never crosses the table: off the table, nobody hit", () => {
    // (50, 10) → (50, 13) runs 2" outside the edge x = 48. Clamped square onto the edge it would land at (48, 13),
    // off its path, and catch B.
    for (const setting of ["clampToEdge", "noEffect"]) {
      const out = offEdge([50, 10], 90, 3, [40, 10], setting);
      expect(out.affected).toEqual([]);
      expect(out.impact).toEqual({ x: 50, y: 13, z: 0 });
      expect(out["offTable"]).toBe(true);
      expect(keysOf(out.notes)).not.toContain("clampedToEdge");
      expect(keysOf(out.notes)).toContain(setting === "clampToEdge" ? "offTableNoEdge" : "offTable");
      expect(out.path).toEqual([{ from: [50, 10], to: [50, 13], kind: "scatter" }]);
    }
  });

  it("a path from beyond the edge that crosses a corner of the table stops where it leaves it, and the note says so", () => {
    // From (48.5, 46) at 135° the path comes on at x = 48 (y 46.5) and leaves through y = 48 at x = 46.5; its
    // cosine with that edge's normal is √½, so the marker stops 1e-4" inside it, √2·1e-4" back along the path.
    const out = offEdge([48.5, 46], 135, 6, [40, 40]);
    expect(keysOf(out.notes)).toContain("clampedToEdge");
    expect(out["offTable"]).toBeUndefined();
    expect(out.impact?.x).toBeCloseTo(46.5 + STOP_CLEARANCE, 4);
    expect(out.impact?.y).toBeLessThan(48);
    expect(out.impact?.y).toBeCloseTo(48 - STOP_CLEARANCE, 4);
    expect(out.path).toHaveLength(1);
    expect(out.path[0]).toMatchObject({ from: [48.5, 46], kind: "stop" });
    expect(out.path[0]!.to).toEqual([out.impact?.x, out.impact?.y]);
    expect(out.affected.map((a) => a.figure)).toEqual(["C"]);
  });

  it("a path from beyond the edge that ends on the table lands where it ends, unclamped", () => {
    const out = offEdge([50, 13], 180, 3, [40, 10]);
    expect(out.impact).toEqual({ x: 47, y: 13, z: 0 });
    expect(keysOf(out.notes)).not.toContain("clampedToEdge");
    expect(keysOf(out.notes)).not.toContain("offTableNoEdge");
    expect(out.path).toEqual([{ from: [50, 13], to: [47, 13], kind: "scatter" }]);
    expect(out.affected.map((a) => a.figure)).toEqual(["B"]);
  });
});
