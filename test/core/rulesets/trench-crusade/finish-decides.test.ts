// The end of a Trench Crusade attack (docs/rules.md §4.4 T7): the use counter, CONSUMABLE and HEAVY each add their
// note and weapon state only when the weapon has them; a miss says so.

import { describe, expect, it } from "vitest";
import { type Output, resolveDoc } from "../../../helpers/scenario-run.js";

type Doc = Record<string, unknown>;
const fig = (id: string, side: string, x: number, y: number) => ({ id, side, x, y, z: 0, baseRadius: 0.5, stats: {} });
const attack = (weapon: Doc, dice: Doc): Output =>
  resolveDoc({
    ruleset: "trench-crusade",
    battlefield: { walls: [], figures: [fig("A", "1", 0, 0), fig("E", "2", 8, 0)] },
    attack: { attacker: "A", weapon, target: { figure: "E" } },
    dice,
  });
const tcKeys = (out: Output) => out.notes.map((n) => n.key).filter((k) => k.startsWith("ORDNANCE.Log.tc."));
const HIT = { "T.success": [4, 4], "T.injury[E]": [1, 1] };

describe("rules §4.4 T7: uses, CONSUMABLE and HEAVY", () => {
  it("a weapon with none of them adds no note and keeps no use counter", () => {
    const out = attack({ name: "Test charge", range: 24, keywords: ["BLAST(1)"] }, HIT);
    expect(out.outcome).toBe("HIT");
    expect(out.weapon).toMatchObject({ usesLeft: null, consumed: false });
    for (const key of ["usesLeft", "consumedAfterGame", "heavyCarry"]) expect(tcKeys(out)).not.toContain(`ORDNANCE.Log.tc.${key}`);
  });

  it("a weapon with all three counts a use and adds each note, in order", () => {
    const out = attack({ name: "Test satchel", range: 24, usesPerGame: 2, keywords: ["BLAST(1)", "CONSUMABLE", "HEAVY"] }, HIT);
    expect(out.weapon).toMatchObject({ usesLeft: 1, consumed: true });
    const end = out.notes.slice(-3);
    expect(end).toEqual([
      { key: "ORDNANCE.Log.tc.usesLeft", data: { uses: 1 } },
      { key: "ORDNANCE.Log.tc.consumedAfterGame", data: { weapon: "Test satchel" } },
      { key: "ORDNANCE.Log.tc.heavyCarry" },
    ]);
  });
});
