// Necromunda Knockback as only a decided outcome pins it (docs/rules.md §2.4 N7e): the notes of the force contest,
// the obstructions and the ledge, N23's edge test off the axes, objects that do not fall, the direction rolled
// at exactly EPS from the hole, the hit an obstruction deals, and base contact with the nearest enemy.

import { describe, expect, it } from "vitest";
import type { FigureDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { affected, fig, keysOf, note, resolveDoc, rollTags, wall } from "../../../helpers/scenario-run.js";
import { attacker, necroDoc as doc, frag } from "../../../helpers/necromunda.js";

const ledge = wall("edge", [11.5, -5], [11.5, 5], { blocksMove: false, blocksSight: false, ledge: { dropInches: 4 } });
const necroNotes = (notes: readonly { key: string; data?: Record<string, unknown> }[]) =>
  notes.map((n) => [n.key.replace("ORDNANCE.Log.necro.", ""), n.data ?? null]);

describe("rules §2.4 N7e (seed): the force contest and what stops the push", () => {
  // G (S2) at (11, 0) is knocked back from the hole at (10, 0) along +x: S3 + 3 against 2 + 1, 3".
  const seed = (figures: FigureDoc[], walls: WallDoc[], dice: Record<string, unknown>, settings: Record<string, unknown> = {}) =>
    resolveDoc(
      doc({
        settings,
        figures: [attacker(), ...figures],
        weapon: frag(),
        target: { point: [10, 0] },
        walls,
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[G]": 1, "N.kbForce[G]": 3, "N.kbRes[G]": 1, ...dice },
      }),
    );
  const G = (stats: Record<string, unknown> = {}) => fig("G", "blue", 11, 0, { S: 2, ...stats });

  it("the contest's note: force S + D3, resistance S + D3, the distance", () => {
    const g = affected(seed([G()], [], {}), "G");
    expect(note(g.notes, "kbContest")).toEqual({ force: 6, resistance: 3, distance: 3 });
  });

  it("into a wall with Wounds: the fighter's hit and the wall's damage are both reported", () => {
    const w = wall("w", [12.5, -3], [12.5, 3], { wounds: 2, toughness: 3 });
    const out = seed([G()], [w], { "N.kbHit[G].wound": 1, "N.kbHit[w].wound": 4 });
    expect(note(affected(out, "G").notes, "kbIntoWall")).toEqual({ wall: "w", S: 3 });
    expect(necroNotes(out.notes).at(-1)).toEqual(["obstructionDamaged", { wall: "w", roll: 4, need: 4, wounds: 1 }]);
  });

  it("the push's hit does its 1 Damage, no Rupture die, and rolls Injury dice as a plain hit", () => {
    const w = wall("w", [12.5, -3], [12.5, 3]);
    const out = seed([G({ W: 1 })], [w], { "N.kbHit[G].wound": 6, "N.kbHit[G].injury#1": 1 });
    expect(rollTags(out).filter((t) => t.startsWith("N.kbHit[G]"))).toEqual(["N.kbHit[G].wound", "N.kbHit[G].injury#1"]);
    expect(note(affected(out, "G").notes, "damage")).toEqual({ damage: 1, wounds: 0, dice: 1 });
  });

  it("into a fighter: both are named, and the one struck rolls its own Injury dice (no Nerve test)", () => {
    const out = seed([G(), fig("X", "green", 14.6, 0, { W: 1 })], [], {
      "N.kbHit[G].wound": 1,
      "N.kbHit[X].wound": 6,
      "N.kbHit[X].injury#1": 3,
    });
    expect(note(affected(out, "G").notes, "kbIntoFighter")).toEqual({ figure: "X", S: 3 });
    const x = affected(out, "X");
    expect(x.cause).toBe("knockbackObstruction");
    expect(note(x.notes, "struckByKnockback")).toEqual({ figure: "G", S: 3 });
    expect(x.status).toBe("seriouslyInjured");
  });

  it("the knockback entry: distance rolled, distance moved, where from and where to", () => {
    expect(affected(seed([G()], [], {}), "G")["knockback"]).toEqual({ distance: 3, moved: 3, from: [11, 0], to: [14, 0] });
  });

  it("into an object: the push's hit on it rolls one wound die (a push is no Demolition hit)", () => {
    const out = seed([G(), fig("X", "green", 14.6, 0, { object: "heavy", T: 3, W: 1 })], [], {
      "N.kbHit[G].wound": 1,
      "N.kbHit[X].wound": 1,
    });
    expect(rollTags(out).filter((t) => t.startsWith("N.kbHit[X]"))).toEqual(["N.kbHit[X].wound"]);
  });

  it("with necro.kbModelsObstruct off, a fighter in the way just stops it", () => {
    const out = seed([G(), fig("X", "green", 14.6, 0)], [], {}, { "necro.kbModelsObstruct": false });
    expect(note(affected(out, "G").notes, "kbStoppedByFighter")).toEqual({ figure: "X" });
  });

  it("at the table's edge it stops, with a note", () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(), G()],
        weapon: frag(),
        target: { point: [10, 0] },
        bounds: { width: 12, height: 10 },
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[G]": 1, "N.kbForce[G]": 3, "N.kbRes[G]": 1 },
      }),
    );
    expect(keysOf(affected(out, "G").notes)).toContain("stoppedAtTableEdge");
  });

  it("over a ledge: the note names it, and the fighter falls", () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(4), fig("G", "blue", 11, 0, { S: 2 }, { z: 4 })],
        weapon: frag(),
        target: { point: [10, 0, 4] },
        walls: [ledge],
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[G]": 1, "N.kbForce[G]": 3, "N.kbRes[G]": 1, "N.fall[G].wound": 1 },
      }),
    );
    const g = affected(out, "G");
    expect(note(g.notes, "pushedOffLedge")).toEqual({ ledge: "edge" });
    expect(g.position.z).toBe(0);
  });

  it("an object pushed over a ledge does not fall", () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(4), fig("O", "blue", 11, 0, { object: "light", W: 2 }, { z: 4 })],
        weapon: frag(),
        target: { point: [10, 0, 4] },
        walls: [ledge],
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[O]": 1, "N.kbForce[O]": 3, "N.kbRes[O]": 1 },
      }),
    );
    const o = affected(out, "O");
    expect(keysOf(o.notes)).not.toContain("pushedOffLedge");
    // Resistance 1 + D3 for a light object: pushed 4".
    expect(o.position).toEqual({ x: 15, y: 0, z: 4 });
  });

  it("a fighter exactly 1e-6 from the hole is centred on it: the bearing is rolled", () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(), fig("G", "blue", 1e-6, 8, { S: 2 })],
        weapon: frag(),
        target: { point: [0, 8] },
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[G]": 1, "N.kbForce[G]": 3, "N.kbRes[G]": 1, "N.kbDir[G]": 90 },
      }),
    );
    expect(affected(out, "G").position).toEqual({ x: 0, y: 11, z: 0 });
  });
});

describe('rules §2.4 N7e (seed): base contact with the nearest enemy within 1" after the push', () => {
  // G (S2) at (11, y) is knocked 3" along +x from the hole at (10, y), to (14, y).
  const contact = (others: FigureDoc[], y = 0) =>
    affected(
      resolveDoc(
        doc({
          figures: [attacker(), fig("G", "blue", 11, y, { S: 2 }), ...others],
          weapon: frag(),
          target: { point: [10, y] },
          dice: { "N.firepower": 4, "N.hit": 6, "N.wound[G]": 1, "N.kbForce[G]": 3, "N.kbRes[G]": 1 },
        }),
      ),
      "G",
    );

  it('a friend ½" away is no reason to move', () => {
    const g = contact([fig("F", "blue", 15.5, 0)]);
    expect(keysOf(g.notes)).not.toContain("intoBaseContact");
    expect(g["engaged"]).toBeUndefined();
  });

  it('an enemy 1½" away is too far', () => {
    const g = contact([fig("E", "red", 16.5, 0)]);
    expect(keysOf(g.notes)).not.toContain("intoBaseContact");
    expect(g.position.x).toBe(14);
  });

  it('an enemy off the diagonal, inside the search box but 1.55" away edge to edge, is too far', () => {
    // (14, 0) to (15.8, 1.8): centres 2.55" apart, bases 1.55" apart, though each axis is only 1.8" off.
    const g = contact([fig("E", "red", 15.8, 1.8)]);
    expect(keysOf(g.notes)).not.toContain("intoBaseContact");
    expect(g.position).toEqual({ x: 14, y: 0, z: 0 });
  });

  it('an enemy 1" + 1e-6 away (the tolerance, EPS, to the last bit with ¼" radii) is still moved into contact with', () => {
    const small = { baseRadius: 0.25 };
    const out = resolveDoc(
      doc({
        figures: [attacker(), fig("G", "blue", 11, 0, { S: 2 }, small), fig("E", "red", 14, 1.500001, {}, small)],
        weapon: frag(),
        target: { point: [10, 0] },
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[G]": 1, "N.kbForce[G]": 3, "N.kbRes[G]": 1 },
      }),
    );
    expect(note(affected(out, "G").notes, "intoBaseContact")).toEqual({ figure: "E" });
  });

  it("of two enemies equally near, the first listed", () => {
    const g = contact([fig("E1", "red", 14, 1.5), fig("E2", "red", 14, -1.5)]);
    expect(note(g.notes, "intoBaseContact")).toEqual({ figure: "E1" });
    expect(g.position.y).toBeCloseTo(0.5, 3);
  });

  it("an enemy already touching: Engaged without moving", () => {
    const g = contact([fig("E", "red", 14, 1)]);
    expect(keysOf(g.notes)).not.toContain("intoBaseContact");
    expect(g["engaged"]).toBe(true);
    expect(g.position).toEqual({ x: 14, y: 0, z: 0 });
  });

  it("off the axes: straight toward the enemy, to base contact", () => {
    // From (14, 2) toward E at (14.6, 3.4): stopped 1" short of E's centre.
    const g = contact([fig("E", "red", 14.6, 3.4)], 2);
    const len = Math.hypot(0.6, 1.4);
    expect(g.position.x).toBeCloseTo(14.6 - 0.6 / len, 3);
    expect(g.position.y).toBeCloseTo(3.4 - 1.4 / len, 3);
  });
});

describe('rules §2.4 N7e (N23): the edge test when the 1" push goes over a ledge', () => {
  // R at (11, 1) is pushed 1" from the hole at (10, 0), along (1, 1)/√2: its centre meets the edge at (11.5, 1.5).
  const n23 = (edgeRoll: number, dice: Record<string, unknown> = {}) =>
    resolveDoc(
      doc({
        settings: { "necro.traitSet": "n23" },
        figures: [attacker(4), fig("R", "blue", 11, 1, {}, { z: 4 })],
        weapon: frag(),
        target: { point: [10, 0, 4] },
        walls: [ledge],
        dice: { "N.firepower": 4, "N.hit": 6, "N.kb[R]": 3, "N.edgeI[R]": edgeRoll, "N.wound[R]": 1, ...dice },
      }),
    );

  it("a roll at Initiative keeps its footing, its centre stopped at the edge", () => {
    const r = affected(n23(4, { "N.fallI[R]": 4 }), "R");
    expect(necroNotes(r.notes).slice(0, 2)).toEqual([
      ["edgeTestPassed", { roll: 4, I: 4 }],
      ["kbN23Moved", { roll: 3, S: 3, moved: (Math.SQRT2 / 2).toFixed(2) }],
    ]);
    expect(r.position).toEqual({ x: 11.5, y: 1.5, z: 4 });
    const kb = r["knockback"] as { to: number[] };
    expect(kb).toMatchObject({ distance: 1, moved: 0.7071, from: [11, 1] });
    expect(kb.to[0]).toBeCloseTo(11.5, 5);
    expect(kb.to[1]).toBeCloseTo(1.5, 5);
  });

  it("a roll under it fails: the fighter goes over and falls", () => {
    const r = affected(n23(3, { "N.fall[R].wound": 1 }), "R");
    expect(note(r.notes, "edgeTestFailed")).toEqual({ roll: 3, I: 4 });
    expect(r.position.z).toBe(0);
  });
});
