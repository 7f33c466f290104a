// Every moved thing respects walls: fall landings and the push apart after landing on a fighter, the
// Prone-near-an-edge fall decided where the fighter ends, clamped impacts on the path, drifting clouds
// (`clouds.wallsContain`), and stopping points that stay on the mover's side once rounded.

import { describe, expect, it } from "vitest";
import { resolveScenario } from "../../../src/core/index.js";
import { frag } from "../../helpers/necromunda.js";
import { type Output, affected, rollTags } from "../../helpers/scenario-run.js";

const FIGHTER = { S: 3, T: 3, W: 1, save: null, I: 4, cool: 7 };
const FRAG = frag(["Blast(3)"], { accLong: "-" });

const resolve = (doc: unknown): Output => resolveScenario(doc).output;
const fig = (id: string, x: number, y: number, z = 0, side = "blue") => ({
  id,
  side,
  x,
  y,
  z,
  baseRadius: 0.5,
  stats: { ...FIGHTER, BS: 3 },
});

// A roof edge along x = 10 (high side x < 10, the ledge's right walking a→b), 2" above the ground.
const roofEdge = { id: "edge", a: [10, -5], b: [10, 5], blocksMove: false, blocksSight: false, ledge: { dropInches: 2 } };

describe("falls respect walls", () => {
  it("a fighter falling beside a low wall at the foot of the building lands clear of it", () => {
    const out = resolve({
      ruleset: "necromunda",
      battlefield: {
        walls: [roofEdge, { id: "low", a: [10.3, -5], b: [10.3, 5], top: 1 }],
        figures: [fig("A0", 3, 0, 2, "red"), fig("F", 9.3, 0, 2)],
      },
      attack: { attacker: "A0", weapon: FRAG, target: { figure: "F" } },
      dice: { "N.firepower": 4, "N.hit": 6, "N.wound[F]": 1, "N.fallI[F]": 1 },
    });
    const f = affected(out, "F");
    expect(f["fell"]).toEqual({ ledge: "edge", inches: 2 });
    expect(f.position.z).toBe(0);
    // Pushed out of the low wall: its base edge is clear of x = 10.3 on the far side.
    expect(f.position.x - 0.5).toBeGreaterThan(10.3);
  });

  it("landing on a fighter pushes apart without going through the building's facade", () => {
    const out = resolve({
      ruleset: "necromunda",
      battlefield: {
        walls: [roofEdge, { id: "facade", a: [10, -5], b: [10, 5], top: 2 }],
        figures: [fig("A0", 3, 0, 2, "red"), fig("F", 9.3, 0, 2), fig("G", 10.9, 0, 0)],
      },
      attack: { attacker: "A0", weapon: FRAG, target: { figure: "F" } },
      dice: { "N.firepower": 4, "N.hit": 6, "N.wound[F]": 1, "N.fallI[F]": 1 },
    });
    const f = affected(out, "F");
    expect(affected(out, "G").cause).toBe("landedOn");
    // Straight away from G would be through the facade into the building: it goes round instead.
    expect(f.position.x - 0.5).toBeGreaterThan(10);
    expect(Math.hypot(f.position.x - 10.9, f.position.y)).toBeGreaterThanOrEqual(1 - 1e-4);
  });

  it("a fighter pinned near the edge and knocked away from it does not test for a fall", () => {
    const out = resolve({
      ruleset: "necromunda",
      settings: { "necro.pinTiming": "onHit" },
      battlefield: { walls: [roofEdge], figures: [fig("A0", 3, 4, 2, "red"), fig("F", 9.3, 0, 2)] },
      attack: { attacker: "A0", weapon: { ...FRAG, traits: ["Blast(3)", "Knockback"] }, target: { figure: "F" } },
      // Force 3 + 3 against resistance 3 + 1: knocked 2", the bearing rolled (the hole is on F) to 180° (west).
      dice: { "N.firepower": 4, "N.hit": 6, "N.wound[F]": 1, "N.kbForce[F]": 3, "N.kbRes[F]": 1, "N.kbDir[F]": 180 },
    });
    expect(rollTags(out)).not.toContain("N.fallI[F]");
    expect(affected(out, "F").position).toMatchObject({ z: 2 });
    expect(affected(out, "F").position.x).toBeLessThan(9);
  });
});

describe("clamped impacts and rounded stops", () => {
  it("necro.offTable = clampToEdge stops the marker where its path meets the edge", () => {
    const out = resolve({
      ruleset: "necromunda",
      settings: { "necro.offTable": "clampToEdge" },
      battlefield: { bounds: { width: 48, height: 48 }, figures: [fig("A0", 30, 40, 0, "red")] },
      attack: { attacker: "A0", weapon: FRAG, target: { point: [46, 40] } },
      dice: { "N.firepower": 4, "N.hit": 1, "N.scatter": 1, "N.scatterBearing": 30, "N.scatterD6": 6 },
    });
    // Along 30° from (46, 40) the path meets x = 48 at y = 40 + 2·tan 30° = 41.1547.
    expect(out.impact!.x).toBeLessThan(48);
    expect(out.impact!.x).toBeCloseTo(48, 3);
    expect(out.impact!.y).toBeCloseTo(41.1547, 3);
    expect(out.path.at(-1)).toMatchObject({ to: [out.impact!.x, out.impact!.y], kind: "stop" });
  });

  it("a scatter stopping at a wall prints a point on its own side of the wall", () => {
    const out = resolve({
      ruleset: "necromunda",
      battlefield: { walls: [{ id: "w", a: [41.99996, -5], b: [41.99996, 5] }], figures: [fig("A0", 30, 0, 0, "red")] },
      attack: { attacker: "A0", weapon: FRAG, target: { point: [40, 0] } },
      dice: { "N.firepower": 4, "N.hit": 1, "N.scatter": 1, "N.scatterBearing": 360, "N.scatterD6": 6 },
    });
    expect(out.impact!.x).toBeLessThan(41.99996);
    expect(out.path[0]!.to[0]).toBeLessThan(41.99996);
  });
});

describe("walls contain clouds (clouds.wallsContain)", () => {
  const upkeep = (settings: Record<string, unknown>): Output =>
    resolve({
      ruleset: "gzg",
      endOfRound: true,
      settings,
      battlefield: {
        walls: [{ id: "wall", a: [12, 0], b: [12, 20] }],
        figures: [{ id: "B", side: "blue", x: 14, y: 10, stats: { quality: "Regular", motivation: 2 } }],
        clouds: [{ id: "smoke-1", kind: "smoke", x: 9, y: 10, radius: 3 }],
        wind: { enabled: true, hour: 3, mode: "fixed3" },
      },
      dice: { "G.dissipate[smoke-1]": 1, "G.react[B]": 6 },
    });

  it("on (the default): the drifting cloud stops at the wall and the figure behind it takes no test", () => {
    const out = upkeep({});
    expect(out.clouds.moved[0]!.x).toBeLessThan(12);
    expect(out.clouds.moved[0]!.x).toBeCloseTo(12, 3);
    expect(out.path.at(-1)!.kind).toBe("stop");
    expect(out.affected).toEqual([]);
  });

  it("off: the cloud drifts through the wall and the figure tests", () => {
    const out = upkeep({ "clouds.wallsContain": false });
    expect(out.clouds.moved[0]).toMatchObject({ x: 12, y: 10 });
    expect(out.affected.find((a) => a.figure === "B")).toBeDefined();
  });
});
