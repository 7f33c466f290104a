// GZG paths and their notes (docs/rules.md §3.4 G6, G11, `gzg.checkApproachPath`): a checked approach stops the
// round where the line of fire meets a wall (off the x axis, at the line's height); a time-fused round bounces
// up to `gzg.maxBounces` times and says how often; a loader's fumble is logged with its roll.

import { describe, expect, it } from "vitest";
import type { FigureDoc, ScenarioDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { type Output, fig, keysOf, resolveDoc, wall } from "../../../helpers/scenario-run.js";

const GL = { name: "Grenade Launcher", rangeBand: 6, fuse: "contact", payload: "explosive" };

const doc = (firer: FigureDoc, point: number[], walls: WallDoc[]): ScenarioDoc => ({
  ruleset: "gzg",
  settings: { "gzg.checkApproachPath": true },
  battlefield: { figures: [firer], walls },
  attack: { attacker: "F", weapon: GL, target: { point } },
  dice: { "G.skill": 6, "G.dir": 12 },
});
const notesOf = (out: Output) => out.notes.map((n) => [n.key.replace("ORDNANCE.Log.gzg.", ""), n.data ?? null]);

function impactOf(out: Output): { x: number; y: number } {
  if (!out.impact) throw new Error("no impact");
  return out.impact;
}

describe("rules §3.4 (approach path checked): the round stops where the line of fire meets a wall", () => {
  it("fired from (2, 3) toward (10, 9), a wall along x = 6 stops it at (6, 6)", () => {
    const out = resolveDoc(doc(fig("F", "red", 2, 3, { quality: "Regular" }), [10, 9], [wall("w", [6, 0], [6, 12])]));
    expect(out.outcome).toBe("DEVIATED");
    expect(keysOf(out.notes)).toContain("approachBlocked");
    const p = impactOf(out);
    expect(p.x).toBeCloseTo(6, 3);
    expect(p.y).toBeCloseTo(6, 3);
    expect(p.x).toBeLessThan(6);
    expect(out.path).toHaveLength(1);
    expect(out.path[0]).toMatchObject({ from: [2, 3], kind: "stop" });
  });

  it('a wall only 2" high stops a shot from a 2"-high firer to the ground where the line is 1" up, at that wall', () => {
    // The line of fire falls from z 2 to z 0; at the wall (halfway) it is 1" up, within the wall's 0–2".
    const firer = fig("F", "red", 2, 3, { quality: "Regular" }, { z: 2 });
    const out = resolveDoc(doc(firer, [10, 9, 0], [wall("w", [6, 0], [6, 12], { bottom: 0, top: 2 })]));
    expect(keysOf(out.notes)).toContain("approachBlocked");
    const p = impactOf(out);
    expect(p.x).toBeCloseTo(6, 3);
    expect(p.y).toBeCloseTo(6, 3);
  });

  it("the same wall lets a line of fire pass that crosses it above its top", () => {
    const firer = fig("F", "red", 2, 3, { quality: "Regular" }, { z: 6 });
    const out = resolveDoc(doc(firer, [10, 9, 0], [wall("w", [6, 0], [6, 12], { bottom: 0, top: 2 })]));
    expect(keysOf(out.notes)).not.toContain("approachBlocked");
    expect(out.outcome).toBe("HIT");
  });
});

describe("rules §3.4 G6: a time-fused round bounces up to gzg.maxBounces times", () => {
  // Aimed at (13, 0), missed by 3" at 12 o'clock: it flies on toward x = 14, back to x = 12.5, then on again.
  const walls = [wall("far", [14, -5], [14, 5]), wall("near", [12.5, -5], [12.5, 5], { blocksSight: false })];
  const shot = (settings: Record<string, unknown>) =>
    resolveDoc({
      ruleset: "gzg",
      settings,
      battlefield: { figures: [fig("F", "red", 0, 0, { quality: "Regular" })], walls },
      attack: { attacker: "F", weapon: { ...GL, fuse: "time" }, target: { point: [13, 0] } },
      dice: { "G.skill": 3, "G.dir": 12 },
    });

  it("two bounces are counted and logged with the plural note", () => {
    const out = shot({});
    expect(out).toMatchObject({ outcome: "DEVIATED", bounces: 2, detonatedOnObstacle: false });
    expect(notesOf(out)).toContainEqual(["bounced.other", { bounces: 2 }]);
    expect(out.path.map((l) => l.kind)).toEqual(["deviate", "bounce", "bounce"]);
    expect(impactOf(out).x).toBeCloseTo(13, 3);
  });

  it("a round that meets no wall logs no bounce", () => {
    const out = resolveDoc({
      ruleset: "gzg",
      battlefield: { figures: [fig("F", "red", 0, 0, { quality: "Regular" })], walls: [] },
      attack: { attacker: "F", weapon: { ...GL, fuse: "time" }, target: { point: [13, 0] } },
      dice: { "G.skill": 3, "G.dir": 12 },
    });
    expect(notesOf(out).map(([k]) => k)).toEqual(["range", "skillMiss", "direction", "explosive"]);
  });

  it("with gzg.maxBounces 1 the second wall stops it, after one bounce", () => {
    const out = shot({ "gzg.maxBounces": 1 });
    expect(out).toMatchObject({ bounces: 1, detonatedOnObstacle: false });
    expect(notesOf(out)).toContainEqual(["bounced.one", { bounces: 1 }]);
    expect(out.path.map((l) => l.kind)).toEqual(["deviate", "stop"]);
    expect(impactOf(out).x).toBeCloseTo(12.5, 3);
    expect(impactOf(out).x).toBeGreaterThan(12.5);
  });

  it("a contact fuse meets the first wall and does not bounce, whatever gzg.maxBounces allows", () => {
    const out = resolveDoc({
      ruleset: "gzg",
      settings: { "gzg.maxBounces": 5 },
      battlefield: { figures: [fig("F", "red", 0, 0, { quality: "Regular" })], walls },
      attack: { attacker: "F", weapon: GL, target: { point: [13, 0] } },
      dice: { "G.skill": 3, "G.dir": 12 },
    });
    expect(out).toMatchObject({ bounces: 0, detonatedOnObstacle: true });
    expect(impactOf(out).x).toBeCloseTo(14, 3);
  });
});

describe("rules §3.4 G11: a loader who fumbles", () => {
  const crew = [fig("F", "red", 0, 0, { quality: "Veteran", motivation: 1 }), fig("L", "red", 1, 0, { quality: "Regular", motivation: 2 })];
  const shoot = (loaderRoll: number, extra: Record<string, unknown> = {}) =>
    resolveDoc({
      ruleset: "gzg",
      settings: { "gzg.loaderShotsPerActivation": 2 },
      battlefield: { figures: crew, walls: [] },
      attack: { attacker: "F", weapon: GL, target: { point: [12, 0] }, loader: "L", ...extra },
      dice: { "G.loader": loaderRoll, "G.skill": 9 },
    });

  it("a roll equal to the loader's motivation fumbles: refused, with the roll in the log and the output", () => {
    const out = shoot(2);
    expect(out).toMatchObject({ outcome: "ILLEGAL", reason: "loaderFumbled" });
    expect(out["loader"]).toEqual({ figure: "L", roll: 2, result: "fumbled" });
    expect(notesOf(out)[0]).toEqual(["loaderFumbled", { loader: "L", roll: 2, motivation: 2 }]);
    expect(out.rolls.map((r) => r.tag)).toEqual(["G.loader"]);
  });

  it("a roll above it transfers the action; the loader's second shot needs no roll", () => {
    expect(shoot(3).outcome).toBe("HIT");
    const second = shoot(1, { loaderShot: 2 });
    expect(second.outcome).toBe("HIT");
    expect(second.rolls.map((r) => r.tag)).toEqual(["G.skill"]);
    expect(second["loader"]).toBeUndefined();
  });
});
