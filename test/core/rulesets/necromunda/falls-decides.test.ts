// Necromunda falls as only a decided outcome pins them (docs/rules.md §2.3 Falling, §2.4 N7h): where a fighter
// steps over the edge and lands, walls that hold it, a knockback over the edge with no room below, the fall's
// notes and event, who ends Pinned, and landing on another fighter — exact positions, off the axes.

import { describe, expect, it } from "vitest";
import type { FigureDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { affected, fig, keysOf, note, resolveDoc, rollTags, wall } from "../../../helpers/scenario-run.js";
import { attacker, necroDoc as doc, frag } from "../../../helpers/necromunda.js";

// A ledge along x = 11.5 (its high side toward −x) with a drop of `drop` inches; the upper level is at z = drop.
const edge = (drop = 4, blocksMove = false): WallDoc =>
  wall("edge", [11.5, -5], [11.5, 5], { blocksMove, blocksSight: false, ledge: { dropInches: drop } });
// The stopping clearance (STOP_CLEARANCE, 1e-4) a landing keeps beyond a full radius from the edge.
const LANDED_X = 11.5 + 0.5 + 1e-4;

/** R, Pinned by a Blast on the upper level at its edge, fails its Initiative test (a 2 against I4) and falls. */
const proneFall = (r: FigureDoc, others: FigureDoc[], walls: WallDoc[], dice: Record<string, unknown> = {}, drop = 4, ledge = edge(drop)) =>
  resolveDoc(
    doc({
      figures: [attacker(drop), r, ...others],
      weapon: frag(["Blast(3)"]),
      target: { point: [10, r.y, drop] },
      walls: [ledge, ...walls],
      dice: { "N.firepower": 4, "N.hit": 6, "N.wound[R]": 1, "N.fallI[R]": 2, "N.fall[R].wound": 1, ...dice },
    }),
  );
const R = (y = 0, drop = 4, stats: Record<string, unknown> = {}) => fig("R", "blue", 11, y, stats, { z: drop });

describe("rules §2.4 N7h: a Prone fighter at the edge steps over it", () => {
  it("off the x axis: straight over the edge, landing a radius and the clearance beyond it, with its note and event", () => {
    const out = proneFall(R(1.5), [], []);
    const r = affected(out, "R");
    expect(r.position.x).toBeCloseTo(LANDED_X, 9);
    expect(r.position.y).toBe(1.5);
    expect(r.position.z).toBe(0);
    expect(note(r.notes, "fell")).toEqual({ inches: 4 });
    expect(out.events).toContainEqual({
      kind: "fell",
      figure: "R",
      note: { key: "ORDNANCE.Log.necro.fellEvent", data: { figure: "R", inches: 4 } },
    });
  });

  it("over a slanting edge: along the edge's normal", () => {
    // The edge from (11, −5) to (12, 5); R at (11, 0) is 5/√101" from its line, on the high side n = (−10, 1)/√101.
    const slant = wall("edge", [11, -5], [12, 5], { blocksMove: false, blocksSight: false, ledge: { dropInches: 4 } });
    const k = Math.sqrt(101);
    const along = 5 / k + 0.5 + 1e-4;
    const r = affected(proneFall(R(), [], [], {}, 4, slant), "R");
    // Positions are given to 1/10,000 inch.
    expect(r.position.x).toBeCloseTo(11 + (10 / k) * along, 4);
    expect(r.position.y).toBeCloseTo(-(1 / k) * along, 4);
  });

  it("a wall just beyond the edge on its level holds it: it stays up, with a note", () => {
    const out = proneFall(R(), [], [wall("rail", [11.8, -5], [11.8, 5])]);
    const r = affected(out, "R");
    expect(note(r.notes, "fallHeldByWall")).toEqual({ figure: "R", ledge: "edge" });
    expect(r.position).toEqual({ x: 11, y: 0, z: 4 });
    expect(r["fell"]).toBeUndefined();
    expect(rollTags(out)).not.toContain("N.fall[R].wound");
  });

  it('a low wall there (1" high, on the level below) does not hold it; it lands pushed clear of that wall', () => {
    const r = affected(proneFall(R(), [], [wall("low", [11.8, -5], [11.8, 5], { top: 1 })]), "R");
    expect(r["fell"]).toEqual({ ledge: "edge", inches: 4 });
    expect(r.position.z).toBe(0);
    expect(r.position.x - 0.5).toBeGreaterThan(11.8);
  });

  it("a Seriously Injured faller stays Seriously Injured; one still Standing after the drop would be Pinned", () => {
    const out = proneFall(R(), [], [], { "N.fall[R].wound": 6, "N.fall[R].injury#1": 3 });
    const r = affected(out, "R");
    expect(r.status).toBe("seriouslyInjured");
    // The fall's D1 is its Damage: no Rupture die.
    expect(rollTags(out).filter((t) => t.startsWith("N.fall[R]"))).toEqual(["N.fall[R].wound", "N.fall[R].injury#1"]);
  });

  it('a 2" drop does no harm: no fall hit is rolled', () => {
    const out = proneFall(R(0, 2), [], [], {}, 2);
    expect(rollTags(out).some((t) => t.startsWith("N.fall["))).toBe(false);
    expect(affected(out, "R")["fell"]).toEqual({ ledge: "edge", inches: 2 });
  });
});

describe("rules §2.4 N7h: the landing spot is pushed out of the walls of the level below", () => {
  it("a wall that does not block movement does not push it", () => {
    const r = affected(proneFall(R(), [], [wall("screen", [11.8, -5], [11.8, 5], { blocksMove: false })]), "R");
    expect(r.position).toEqual({ x: LANDED_X, y: 0, z: 0 });
  });
});

describe("rules §2.4 N7e, N7h: a knockback over the edge", () => {
  // G (S2) at (11, y) is knocked 3" along +x from the hole at (10, y): over the ledge at x = 11.5.
  const push = (g: FigureDoc, walls: WallDoc[], dice: Record<string, unknown> = {}) =>
    resolveDoc(
      doc({
        figures: [attacker(4), g],
        weapon: frag(),
        target: { point: [10, g.y, 4] },
        walls: [edge(), ...walls],
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[G]": 1, "N.kbForce[G]": 3, "N.kbRes[G]": 1, "N.fall[G].wound": 1, ...dice },
      }),
    );
  const G = (y: number, stats: Record<string, unknown> = {}) => fig("G", "blue", 11, y, { S: 2, ...stats }, { z: 4 });

  it("with no room below (a gap between two low walls narrower than its base) it keeps its footing at the edge", () => {
    const gap = [wall("n", [12, 0.7], [16, 0.7], { top: 1 }), wall("s", [12, 1.3], [16, 1.3], { top: 1 })];
    const g = affected(push(G(1), gap), "G");
    expect(note(g.notes, "fallHeldByWall")).toEqual({ figure: "G", ledge: "edge" });
    expect(g.position.x).toBeCloseTo(11.5 - 1e-4, 9);
    expect(g.position.y).toBe(1);
    expect(g.position.z).toBe(4);
  });

  it('the same along y: it keeps its footing 1/10,000" back on the high side of an edge along x', () => {
    // The edge from (5, 11.5) to (−5, 11.5) has its high side toward −y; F is knocked from (0, 11) to (0, 14).
    const alongX = wall("edge", [5, 11.5], [-5, 11.5], { blocksMove: false, blocksSight: false, ledge: { dropInches: 4 } });
    const gap = [wall("w", [-0.3, 12], [-0.3, 16], { top: 1 }), wall("e", [0.3, 12], [0.3, 16], { top: 1 })];
    const out = resolveDoc(
      doc({
        figures: [attacker(4), fig("F", "blue", 0, 11, { S: 2 }, { z: 4 })],
        weapon: frag(),
        target: { point: [0, 10, 4] },
        walls: [alongX, ...gap],
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[F]": 1, "N.kbForce[F]": 3, "N.kbRes[F]": 1 },
      }),
    );
    expect(affected(out, "F").position).toEqual({ x: 0, y: 11.4999, z: 4 });
  });

  it("an Engaged fighter is not Pinned by the hit, but the fall leaves it Pinned", () => {
    const g = affected(push(G(0, { engaged: true }), []), "G");
    expect(g["fell"]).toEqual({ ledge: "edge", inches: 4 });
    expect(g.status).toBe("pinned");
    expect(keysOf(g.notes)).not.toContain("pinned");
  });
});

describe("rules §2.4 N7h: landing on a fighter", () => {
  it("the faller moves straight away from the fighter landed on, to base contact (off the axes)", () => {
    // R lands at (LANDED_X, 0.5) on L at (LANDED_X + 0.3, 0.9): straight away from L is (−0.6, −0.8). The move
    // passes under the edge above, drawn here with the default blocksMove: a ledge never stops a move below it.
    const out = proneFall(R(0.5), [fig("L", "red", LANDED_X + 0.3, 0.9)], [], { "N.fall[L].wound": 1 }, 4, edge(4, true));
    const r = affected(out, "R");
    expect(r.position.x).toBeCloseTo(LANDED_X + 0.3 - 0.6, 5);
    expect(r.position.y).toBeCloseTo(0.9 - 0.8, 5);
    expect(affected(out, "L").status).toBe("pinned");
  });

  it("with a wall in the way it takes the nearest clear of 16 bearings round the fighter", () => {
    // A low wall at x = 11.6 pushes R out to (12.1001, 0), 0.2" west of L's centre; straight away from L
    // (west) runs into that wall, and the nearest clear bearings are 90° and 270° round L, equally near: the
    // first in bearing order, 90° (+y), wins the tie.
    const out = proneFall(R(), [fig("L", "red", LANDED_X + 0.3, 0)], [wall("w", [11.6, -5], [11.6, 5], { top: 1 })], {
      "N.fall[L].wound": 1,
    });
    const r = affected(out, "R");
    expect(r.position.x).toBeCloseTo(LANDED_X + 0.3, 5);
    expect(r.position.y).toBeCloseTo(1, 5);
  });

  it("landing right on a fighter's centre: the faller moves off due east", () => {
    const r = affected(proneFall(R(), [fig("L", "red", LANDED_X, 0)], [], { "N.fall[L].wound": 1 }), "R");
    expect(r.position).toEqual({ x: LANDED_X + 1, y: 0, z: 0 });
  });

  it("a fighter whose base just touches the landing spot's (centres exactly 1\" apart) is not landed on", () => {
    const out = proneFall(R(), [fig("L", "red", LANDED_X + 1, 0)], []);
    expect(out.affected.map((a) => a.figure)).toEqual(["R"]);
  });

  it("a fighter landed on that the hit takes Seriously Injured stays so; no Rupture die for it either", () => {
    const out = proneFall(R(), [fig("L", "red", LANDED_X + 0.3, 0.4)], [], { "N.fall[L].wound": 6, "N.fall[L].injury#1": 3 });
    expect(affected(out, "L").status).toBe("seriouslyInjured");
    expect(rollTags(out).filter((t) => t.startsWith("N.fall[L]"))).toEqual(["N.fall[L].wound", "N.fall[L].injury#1"]);
  });

  it('after a 2" drop the fighter landed on takes no hit, yet is Pinned', () => {
    const out = proneFall(R(0, 2), [fig("L", "red", LANDED_X + 0.3, 0.4)], [], {}, 2);
    expect(rollTags(out).some((t) => t.startsWith("N.fall["))).toBe(false);
    expect(affected(out, "L").status).toBe("pinned");
  });
});
