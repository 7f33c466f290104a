// Necromunda Knockback as only a decided outcome pins it (docs/rules.md §2.4 N7e): the N23 1" move and the +1
// Damage when an obstruction stops it, and the seed rules' obstructions with Wounds, the bearing, the
// distance reported and base contact with an enemy. Every case goes through the attack with scripted dice.

import { describe, expect, it } from "vitest";
import type { FigureDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { affected, fig, keysOf, note, resolveDoc, rollTags, wall } from "../../../helpers/scenario-run.js";
import { attacker, necroDoc as doc, frag } from "../../../helpers/necromunda.js";

describe('rules §2.4 N7e (N23): knockback 1" away; +1 Damage only when an obstruction stops it', () => {
  // B (W2) at (11, 0) is hit by an S3 Frag with Knockback centred at (10, 0): pushed along +x.
  const scene = (kb: number, walls: WallDoc[], bounds?: { width: number; height: number }) =>
    doc({
      settings: { "necro.traitSet": "n23" },
      figures: [attacker(), fig("B", "blue", 11, 0, { W: 2 })],
      weapon: frag(),
      target: { point: [10, 0] },
      walls,
      ...(bounds ? { bounds } : {}),
      dice: { "N.firepower": 4, "N.hit": 6, "N.kb[B]": kb, "N.wound[B]": 4, "N.injury[B]#1": 1 },
    });

  it('a wall 0.2" behind the base stops it: the hit does 2 Damage to a W2 fighter', () => {
    const b = affected(resolveDoc(scene(3, [wall("w", [11.7, -3], [11.7, 3])])), "B");
    expect(keysOf(b.notes)).toContain("kbN23Blocked");
    expect(note(b.notes, "kbN23Moved")).toEqual({ roll: 3, S: 3, moved: "0.20" });
    expect(note(b.notes, "damage")).toEqual({ damage: 2, wounds: 0, dice: 1 });
    expect(b.wounds).toBe(0);
  });

  it('a free 1" move adds nothing', () => {
    const b = affected(resolveDoc(scene(6, [])), "B");
    expect(b.position).toMatchObject({ x: 12, y: 0 });
    expect(keysOf(b.notes)).not.toContain("kbN23Blocked");
    expect(note(b.notes, "damage")).toEqual({ damage: 1, wounds: 1, dice: 0 });
  });

  it("the table edge stops it without extra Damage", () => {
    const b = affected(resolveDoc(scene(4, [], { width: 11.5, height: 10 })), "B");
    expect(keysOf(b.notes)).toContain("stoppedAtTableEdge");
    expect(note(b.notes, "damage")).toEqual({ damage: 1, wounds: 1, dice: 0 });
  });

  it("a D6 under the fighter's S resists: no move, no bonus", () => {
    const b = affected(resolveDoc(scene(2, [wall("w", [11.7, -3], [11.7, 3])])), "B");
    expect(note(b.notes, "kbN23Resisted")).toEqual({ roll: 2, S: 3 });
    expect(b.position).toMatchObject({ x: 11, y: 0 });
    expect(note(b.notes, "damage")).toEqual({ damage: 1, wounds: 1, dice: 0 });
  });
});

describe("rules §2.4 N7e (seed): knockback obstructions, direction and base contact", () => {
  // G (S2 unless given) at (11, 0) is knocked back from the hole at (10, 0) along +x.
  const scene = (figures: FigureDoc[], walls: WallDoc[], dice: Record<string, unknown>, target: number[] = [10, 0]) =>
    doc({ figures: [attacker(), ...figures], weapon: frag(), target: { point: target }, walls, dice });
  const kb = (force: number, res: number) => ({ "N.firepower": 4, "N.hit": 6, "N.wound[G]": 1, "N.kbForce[G]": force, "N.kbRes[G]": res });

  it("a wall with Wounds and no Toughness is T6: an S3 knockback needs a 6 to damage it", () => {
    const w = wall("w", [12.5, -3], [12.5, 3], { wounds: 2 });
    const out = resolveDoc(scene([fig("G", "blue", 11, 0, { S: 2 })], [w], { ...kb(3, 1), "N.kbHit[G].wound": 1, "N.kbHit[w].wound": 5 }));
    expect(out.notes.map((n) => [n.key.replace("ORDNANCE.Log.necro.", ""), n.data]).at(-1)).toEqual([
      "obstructionUnharmed",
      { wall: "w", roll: 5, need: 6 },
    ]);
  });

  it("a plain wall is no obstruction with Wounds: nothing is reported for it", () => {
    const out = resolveDoc(scene([fig("G", "blue", 11, 0)], [wall("w", [12.5, -3], [12.5, 3])], { ...kb(3, 1), "N.kbHit[G].wound": 1 }));
    expect(out["obstructions"] ?? []).toEqual([]);
    expect(affected(out, "G")["knockback"]).toMatchObject({ distance: 2, moved: 0.9999 });
  });

  it("a wall destroyed by one knockback is not hit again by the next", () => {
    const w = wall("w", [12, -3], [12, 3], { wounds: 1, toughness: 3 });
    const out = resolveDoc(
      scene([fig("G1", "blue", 11, -0.6), fig("G2", "blue", 11, 0.6)], [w], {
        "N.firepower": 4,
        "N.hit": 6,
        "N.wound[G1]": 1,
        "N.kbForce[G1]": 3,
        "N.kbRes[G1]": 1,
        "N.kbHit[G1].wound": 1,
        "N.kbHit[w].wound": 6,
        "N.wound[G2]": 1,
        "N.kbForce[G2]": 3,
        "N.kbRes[G2]": 1,
        "N.kbHit[G2].wound": 1,
      }),
    );
    expect(rollTags(out).filter((t) => t === "N.kbHit[w].wound")).toHaveLength(1);
    expect(out["obstructions"]).toEqual([{ wall: "w", wounds: 0, destroyed: true }]);
  });

  it("a rolled bearing of 360 is logged as 0", () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(), fig("G", "blue", 10.5, 0)],
        weapon: frag(),
        target: { figure: "G" },
        dice: { "N.firepower": 4, "N.hit": 4, "N.wound[G]": 1, "N.kbForce[G]": 3, "N.kbRes[G]": 1, "N.kbDir[G]": 360 },
      }),
    );
    const g = affected(out, "G");
    expect(note(g.notes, "kbDirectionRolled")).toEqual({ bearing: 0, clock: 3 });
    expect(g.position).toMatchObject({ x: 12.5, y: 0 });
  });

  it('the knockback entry reports the distance moved to 1/10,000"', () => {
    const b = affected(
      resolveDoc(
        doc({
          settings: { "necro.traitSet": "n23" },
          figures: [attacker(), fig("B", "blue", 11, 0, { W: 2 })],
          weapon: frag(),
          target: { point: [10, 0] },
          walls: [wall("w", [11.7, -3], [11.7, 3])],
          dice: { "N.firepower": 4, "N.hit": 6, "N.kb[B]": 3, "N.wound[B]": 1 },
        }),
      ),
      "B",
    );
    // Stopped 1e-4" clear of the wall: 0.2 − 0.0001.
    expect(b["knockback"]).toMatchObject({ distance: 1, moved: 0.1999, from: [11, 0] });
  });

  it('an enemy exactly 1" away is moved into base contact with; an enemy object is not', () => {
    const out = resolveDoc(
      scene([fig("G", "blue", 11, 0), fig("O", "red", 13, -1.95, { object: "light" }), fig("E1", "red", 15, 0)], [], kb(3, 1)),
    );
    const g = affected(out, "G");
    expect(note(g.notes, "intoBaseContact")).toEqual({ figure: "E1" });
    expect(g.position.x).toBeCloseTo(14, 3);
    expect(g["engaged"]).toBe(true);
    expect(g.status).toBe("standing");
  });

  it('of two enemies within 1", the nearer is the one contacted', () => {
    const out = resolveDoc(scene([fig("G", "blue", 11, 0), fig("E3", "red", 13, 1.9), fig("E1", "red", 15, 0)], [], kb(3, 1)));
    expect(note(affected(out, "G").notes, "intoBaseContact")).toEqual({ figure: "E3" });
  });

  it("N23: keeping one's footing at a platform edge on a roll equal to Initiative", () => {
    const out = resolveDoc(
      doc({
        settings: { "necro.traitSet": "n23" },
        figures: [attacker(4), fig("R", "blue", 11, 0, {}, { z: 4 })],
        weapon: frag(),
        target: { point: [10, 0, 4] },
        walls: [wall("edge", [11.5, -5], [11.5, 5], { blocksMove: false, blocksSight: false, ledge: { dropInches: 4 } })],
        dice: { "N.firepower": 4, "N.hit": 6, "N.kb[R]": 3, "N.edgeI[R]": 4, "N.wound[R]": 1, "N.fallI[R]": 4 },
      }),
    );
    const r = affected(out, "R");
    expect(note(r.notes, "edgeTestPassed")).toEqual({ roll: 4, I: 4 });
    expect(r.position.z).toBe(4);
  });
});
