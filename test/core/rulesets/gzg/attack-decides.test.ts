// GZG attack steps that only a decided outcome pins (docs/rules.md §3.4 G1–G6, G11): a figure as the aim
// point, the reason note of a refused shot, the loader's contact at exactly the tolerance, an automatic
// deviation that rolls above the TN, the blind die's note, and a checked approach at the line of fire's height.

import { describe, expect, it } from "vitest";
import type { FigureDoc, ScenarioDoc, TargetDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { type Output, fig, resolveDoc, wall } from "../../../helpers/scenario-run.js";

const GL = { name: "Grenade Launcher", rangeBand: 6, fuse: "contact", payload: "explosive" };

const doc = (
  figures: FigureDoc[],
  target: TargetDoc,
  dice: Record<string, unknown>,
  extra: { walls?: WallDoc[]; settings?: Record<string, unknown>; attack?: Record<string, unknown> } = {},
): ScenarioDoc => ({
  ruleset: "gzg",
  ...(extra.settings ? { settings: extra.settings } : {}),
  battlefield: { figures, walls: extra.walls ?? [] },
  attack: { attacker: "F", weapon: GL, target, ...extra.attack },
  dice,
});
const notesOf = (out: Output) => out.notes.map((n) => [n.key.replace(/^ORDNANCE\.(Log\.gzg|Reason)\./, ""), n.data ?? null]);

describe("rules §3.4 G1–G2: a figure as the target", () => {
  it("aims at the figure's position, its height included, measures the range horizontally (G2), and a hit lands there", () => {
    const figures = [fig("F", "red", 1, 2, { quality: "Regular" }), fig("E", "blue", 7, 10, {}, { z: 3 })];
    const out = resolveDoc({ ...doc(figures, { figure: "E" }, { "G.skill": 8 }), seed: "blast" });
    expect(out.aim).toEqual({ x: 7, y: 10, z: 3 });
    expect(out.impact).toEqual({ x: 7, y: 10, z: 3 });
    expect(notesOf(out)[0]).toEqual(["range", { range: "10.00", band: 6, tn: 2 }]);
    expect(out.outcome).toBe("HIT");
  });
});

describe("rules §3.4 G11: refusals and the loader's contact", () => {
  it("a refused shot logs its reason", () => {
    const figures = [fig("F", "red", 0, 0, { quality: "Veteran" }), fig("L", "red", 2, 0, { quality: "Regular" })];
    const out = resolveDoc(doc(figures, { point: [12, 0] }, {}, { attack: { loader: "L" } }));
    expect(out).toMatchObject({ outcome: "ILLEGAL", reason: "loaderNotInContact" });
    expect(out.notes.map((n) => n.key)).toEqual(["ORDNANCE.Reason.loaderNotInContact"]);
  });

  it('bases exactly 0.05" apart count as in contact (radii 0.1" and 0.05", centres 0.2" apart: 0.05 in floating point too)', () => {
    const figures = [
      fig("F", "red", 0, 0, { quality: "Veteran", motivation: 1 }, { baseRadius: 0.1 }),
      fig("L", "red", 0.2, 0, { quality: "Regular", motivation: 2 }, { baseRadius: 0.05 }),
    ];
    expect(0.2 - 0.1 - 0.05).toBe(0.05);
    const out = resolveDoc(doc(figures, { point: [12, 0] }, { "G.loader": 3, "G.skill": 9 }, { attack: { loader: "L" } }));
    expect(out.outcome).toBe("HIT");
  });
});

describe("rules §3.4 G3–G4: deviation notes", () => {
  it("an automatic deviation stays a deviation even when its die rolls above the TN", () => {
    // Green (D6) at 37": TN 7, past the quality die, so the die shifts to a D8 and every roll deviates.
    const out = resolveDoc(doc([fig("F", "red", 0, 0, { quality: "Green" })], { point: [37, 0] }, { "G.skill": 8, "G.dir": 6 }));
    expect(out.outcome).toBe("DEVIATED");
    expect(notesOf(out)[1]).toEqual(["autoDeviation", { roll: 8, die: 8, tn: 7, quality: 6 }]);
    expect(out.impact?.x).toBeCloseTo(29, 3);
  });

  it("a blind shot logs the inches its die gave", () => {
    const screen = wall("screen", [4, -3], [4, 3], { blocksMove: false, blocksSight: true });
    const out = resolveDoc(
      doc([fig("F", "red", 0, 0, { quality: "Regular" })], { point: [10, 0] }, { "G.blind": 4, "G.dir": 12 }, { walls: [screen] }),
    );
    expect(notesOf(out).slice(1, 3)).toEqual([
      ["autoBlind", null],
      ["blindDeviation", { inches: 4 }],
    ]);
  });
});

describe("rules §3.4 (approach path checked): the round's path at the line of fire's height", () => {
  it('a wall raised 1–3" above the table stops a line of fire crossing it 2" up, where a path along the table would pass under', () => {
    const firer = fig("F", "red", 0, 0, { quality: "Regular" }, { z: 4 });
    const walls = [wall("w", [6, -5], [6, 5], { bottom: 1, top: 3 })];
    const out = resolveDoc(doc([firer], { point: [12, 0, 0] }, {}, { walls, settings: { "gzg.checkApproachPath": true } }));
    expect(notesOf(out)).toContainEqual(["approachBlocked", { wall: "w" }]);
    expect(out.path).toHaveLength(1);
    expect(out.path[0]).toMatchObject({ from: [0, 0], kind: "stop" });
    expect(out.impact?.x).toBeCloseTo(6, 3);
    expect(out.impact?.x).toBeLessThan(6);
    expect(out.impact?.z).toBe(0);
  });
});
