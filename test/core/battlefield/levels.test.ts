// The table has levels: bases stop only movers on their own level, only a figure on a ledge's level can
// fall from it, walls block only within their vertical extent and from their blocking side, clouds are
// spheres for sight, and a ruleset's inclusive-area setting decides a line exactly at a cloud's radius.

import { describe, expect, it } from "vitest";
import { createBattlefield, resolveScenario } from "../../../src/core/index.js";
import type { BattlefieldSnapshot, WallSnapshot } from "../../../src/core/battlefield/types.js";
import { gzgCloudSight } from "../../../src/core/rulesets/gzg/clouds.js";
import { getRuleset } from "../../../src/core/rulesets/index.js";
import type { GzgSettings } from "../../../src/core/rulesets/gzg/settings.js";
import { frag } from "../../helpers/necromunda.js";
import { type Output, affected, rollTags } from "../../helpers/scenario-run.js";

const FIGHTER = { S: 3, T: 3, W: 1, save: null, I: 4, cool: 7, BS: 3 };
const fig = (id: string, x: number, y: number, z = 0, side = "blue") => ({ id, side, x, y, z, baseRadius: 0.5, stats: FIGHTER });
const KB_FRAG = frag(["Blast(3)", "Knockback"], { accLong: "-" });
const resolve = (doc: unknown): Output => resolveScenario(doc).output;
const table = (walls: Partial<WallSnapshot>[], clouds: BattlefieldSnapshot["clouds"] = []) =>
  createBattlefield({
    bounds: null,
    walls: walls.map((w, i) => ({ id: `w${i}`, a: [0, 0], b: [1, 0], blocksMove: true, blocksSight: true, ...w })),
    figures: [],
    clouds,
    wind: null,
  });

describe("walls with a vertical extent and one-way walls", () => {
  it('a low wall (top 1) blocks at the ground but not a line 2" up; an overhang (bottom 3) lets the ground pass', () => {
    const low = table([{ a: [5, -5], b: [5, 5], top: 1 }]);
    expect(low.wallBetween({ x: 0, y: 0, z: 0 }, { x: 10, y: 0, z: 0 }, "move")).toBe(true);
    expect(low.wallBetween({ x: 0, y: 0, z: 2 }, { x: 10, y: 0, z: 2 }, "move")).toBe(false);
    const over = table([{ a: [5, -5], b: [5, 5], bottom: 3 }]);
    expect(over.wallBetween({ x: 0, y: 0, z: 0 }, { x: 10, y: 0, z: 0 }, "sight")).toBe(false);
    expect(over.wallBetween({ x: 0, y: 0, z: 4 }, { x: 10, y: 0, z: 4 }, "sight")).toBe(true);
    // A line climbing from 0 to 6 crosses x = 5 at height 3: inside the overhang's extent.
    expect(over.wallBetween({ x: 0, y: 0, z: 0 }, { x: 10, y: 0, z: 6 }, "sight")).toBe(true);
  });

  it("blocksFrom left: a→b pointing south (+y) has its left on +x; only what comes from +x is stopped", () => {
    const oneWay = table([{ a: [5, -5], b: [5, 5], blocksFrom: "left" }]);
    expect(oneWay.wallBetween({ x: 10, y: 0 }, { x: 0, y: 0 }, "move")).toBe(true);
    expect(oneWay.wallBetween({ x: 0, y: 0 }, { x: 10, y: 0 }, "move")).toBe(false);
    const right = table([{ a: [5, -5], b: [5, 5], blocksFrom: "right" }]);
    expect(right.wallBetween({ x: 0, y: 0 }, { x: 10, y: 0 }, "sight")).toBe(true);
    expect(right.wallBetween({ x: 10, y: 0 }, { x: 0, y: 0 }, "sight")).toBe(false);
  });

  it("rejects a top at or below the bottom, naming the path", () => {
    const doc = { ruleset: "necromunda", endOfRound: true, battlefield: { walls: [{ id: "w", a: [0, 0], b: [1, 0], bottom: 2, top: 2 }] } };
    expect(() => resolveScenario(doc)).toThrow("$.battlefield.walls[0].top: must be above bottom (2), got 2");
  });
});

describe("the same-level rule", () => {
  it("a fighter knocked back along a balcony is not stopped by a fighter on the ground below", () => {
    const doc = (groundZ: number) => ({
      ruleset: "necromunda",
      battlefield: { figures: [fig("A0", 0, 0, 3, "red"), fig("F", 8, 0, 3), fig("G", 9.2, 0, groundZ)] },
      attack: { attacker: "A0", weapon: KB_FRAG, target: { figure: "F" } },
      // Force 3 + 3 against resistance 3 + 1: 2" east (the hole is on F, so the bearing is rolled).
      dice: { "N.firepower": 4, "N.hit": 6, "N.wound[F]": 1, "N.kbForce[F]": 3, "N.kbRes[F]": 1, "N.kbDir[F]": 360, "N.wound[G]": 1 },
      seed: "levels",
    });
    expect(affected(resolve(doc(0)), "F").position.x).toBeCloseTo(10, 6);
    // Control: the same fighter on the balcony does stop it.
    expect(affected(resolve(doc(3)), "F").position.x).toBeLessThan(8.3);
  });

  it("a fighter on the ground does not fall from a walkway edge above it", () => {
    const walkway = { id: "walk", a: [10, -5], b: [10, 5], blocksMove: false, blocksSight: false, ledge: { dropInches: 3, top: 3 } };
    const doc = (z: number) => ({
      ruleset: "necromunda",
      battlefield: { walls: [walkway], figures: [fig("A0", 3, 0, z, "red"), fig("F", 9.3, 0, z)] },
      attack: { attacker: "A0", weapon: { ...KB_FRAG, traits: ["Blast(3)"] }, target: { figure: "F" } },
      dice: { "N.firepower": 4, "N.hit": 6, "N.wound[F]": 1, "N.fallI[F]": 1 },
      seed: "fall",
    });
    const ground = resolve(doc(0));
    expect(rollTags(ground)).not.toContain("N.fallI[F]");
    expect(affected(ground, "F")["fell"]).toBeUndefined();
    const up = resolve(doc(3));
    expect(affected(up, "F")["fell"]).toEqual({ ledge: "walk", inches: 3 });
    expect(affected(up, "F").position.z).toBe(0);
  });
});

describe("clouds are spheres for sight", () => {
  const smoke = [{ id: "s", kind: "smoke" as const, x: 5, y: 0, z: 0, radius: 3, lethal: false }];
  it('a smoke cloud on the ground does not block a line of sight 10" above it', () => {
    const bf = table([], smoke);
    const rule = (c: { radius: number }) => c.radius;
    expect(bf.hasLoS({ x: 0, y: 0, z: 0 }, { x: 10, y: 0, z: 0 }, rule)).toBe(false);
    expect(bf.hasLoS({ x: 0, y: 0, z: 10 }, { x: 10, y: 0, z: 10 }, rule)).toBe(true);
  });

  it("gzg.areaInclusive decides a line exactly 3\" from a smoke marker's centre", () => {
    const bf = table([], smoke);
    const gzg = getRuleset("gzg")!;
    const sight = (inclusive: boolean) => gzgCloudSight(gzg.resolveSettings({ "gzg.areaInclusive": inclusive }) as GzgSettings);
    expect(bf.hasLoS({ x: 0, y: 3 }, { x: 10, y: 3 }, sight(true))).toBe(false);
    expect(bf.hasLoS({ x: 0, y: 3 }, { x: 10, y: 3 }, sight(false))).toBe(true);
  });
});
