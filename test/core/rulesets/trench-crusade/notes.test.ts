// The rules log of a Trench Crusade attack, step by step (docs/rules.md §4.3–§4.4 T1–T7): every DICE source,
// the Success Roll, the melee roll, each hit model's Injury Roll with its spends, TOUGH, Bloodbath and the
// weapon's use. The log is what players read, so each note and its numbers are pinned.

import { describe, expect, it } from "vitest";
import { type Note, type Output, resolveDoc } from "../../../helpers/scenario-run.js";
import { SATCHEL_CHARGE } from "../../../helpers/trench-crusade.js";

const fig = (id: string, side: string, x: number, y: number, stats: Record<string, unknown> = {}, z = 0) => ({
  id,
  side,
  x,
  y,
  z,
  baseRadius: 0.5,
  stats,
});
/** The Satchel Charge with two uses a game. */
const SATCHEL = { ...SATCHEL_CHARGE, usesPerGame: 2 };
const short = (notes: readonly Note[]) => notes.map((n) => [n.key.replace("ORDNANCE.Log.tc.", ""), n.data ?? null]);
const entry = (out: Output, id: string) => {
  const e = out.affected.find((a) => a.figure === id);
  if (!e) throw new Error(`${id} not hit`);
  return e;
};

describe('rules §4.3–§4.4: a critical satchel charge from 3.5" up into a melee', () => {
  // A stands 3.5" up; E (TOUGH, standard armour, 5 Blood) is in melee with A's friend F; G lies Down nearby.
  // Each test resolves the attack itself, so mutation testing sees which test reads which note.
  const attack = (): Output =>
    resolveDoc({
      ruleset: "trench-crusade",
      battlefield: {
        walls: [],
        figures: [
          fig("A", "1", 0, 0, { blessing: 1 }, 3.5),
          fig("E", "2", 5, 0, { armourKit: "standard", keywords: ["TOUGH"], blood: 5 }),
          fig("G", "2", 6, 1.5, { down: true, blood: 4 }),
          fig("F", "1", 6, -1.5, { blood: 2 }),
        ],
      },
      attack: { attacker: "A", weapon: SATCHEL, target: { figure: "E" } },
      decisions: { blessingSpend: { A: 1 }, bloodSpendOnInjury: { E: 2 }, bloodbath: { G: true } },
      dice: {
        "T.melee": 4,
        "T.success": [6, 6, 1],
        "T.injury[E]": [6, 6, 6, 6, 6, 6],
        "T.injury[G]": [2, 2, 2, 2],
        "T.injury[F]": [1, 1, 1],
      },
    });

  it("logs range, the melee roll, each DICE source, the Success Roll and the weapon's use", () => {
    const out = attack();
    expect(short(out.notes)).toEqual([
      ["range", { range: 5.315, max: 6 }],
      ["meleeKeep", { roll: 4, figure: "E" }],
      ["dice.elevated", { dice: "+1" }],
      ["dice.longRange", { dice: "-1" }],
      ["dice.blessingSpent", { dice: "+1" }],
      ["success.critical", { faces: [6, 6, 1], kept: [6, 6], net: 1, total: 12 }],
      ["usesLeft", { uses: 1 }],
      ["consumedAfterGame", { weapon: "Satchel Charge" }],
      ["heavyCarry", null],
    ]);
    expect(out["successRoll"]).toEqual({
      net: 1,
      sources: [
        { source: "elevated", dice: 1 },
        { source: "longRange", dice: -1 },
        { source: "blessingSpent", dice: 1 },
      ],
      faces: [6, 6, 1],
      kept: [6, 6],
      modifier: 0,
      total: 12,
      result: "critical",
    });
    expect(out).toMatchObject({ outcome: "CRIT", melee: { roll: 4, target: "E" }, target: "E", weaponUsed: 1, blastRadius: 3 });
    expect(out["attacker"]).toEqual({ figure: "A", blood: 0, blessing: 0, status: "standing" });
    expect(out.weapon).toMatchObject({ consumed: true, usesLeft: 1 });
  });

  it("injures the target first, then the nearest by distance and id", () => {
    const out = attack();
    expect(out.affected.map((a) => a.figure)).toEqual(["E", "F", "G"]);
  });

  it("E: critical die, 2 Blood spent, armour ignored, TOUGH turns Out of Action into Down", () => {
    const out = attack();
    const e = entry(out, "E");
    expect(short(e.notes)).toEqual([
      ["hitTarget", null],
      ["critDie", null],
      ["bloodSpent", { markers: 2 }],
      ["injuryRoll", { faces: [6, 6, 6, 6, 6, 6], kept: [6, 6], net: 4, modifier: 0, total: 12 }],
      ["armourIgnored", null],
      ["tough", null],
      ["injury.down", { blood: 4 }],
    ]);
    expect(e).toMatchObject({ cause: "blast", status: "down", injury: "down", blood: 4, blessing: 0, toughUsed: true });
    expect(e["injuryRoll"]).toEqual({
      net: 4,
      sources: [
        { source: "weapon", dice: 1 },
        { source: "critical", dice: 1 },
        { source: "bloodSpent", dice: 2 },
      ],
      faces: [6, 6, 6, 6, 6, 6],
      kept: [6, 6],
      modifier: 0,
      modifierBeforeCap: 0,
      capped: false,
      total: 12,
      bloodbath: false,
    });
  });

  it("F, A's own friend, is hit by the blast without the critical die", () => {
    const out = attack();
    const f = entry(out, "F");
    expect(short(f.notes)).toEqual([
      ["hitBlast", null],
      ["injuryRoll", { faces: [1, 1, 1], kept: [1, 1], net: 1, modifier: 0, total: 2 }],
      ["injury.minorHit", { blood: 3 }],
    ]);
    expect(f).toMatchObject({ status: "standing", injury: "minorHit", blood: 3 });
  });

  it("G, already Down, pays 3 Blood for a Bloodbath and keeps three dice", () => {
    const out = attack();
    const g = entry(out, "G");
    expect(short(g.notes)).toEqual([
      ["hitBlast", null],
      ["bloodbath", { markers: 3 }],
      ["injuryRoll", { faces: [2, 2, 2, 2], kept: [2, 2, 2], net: 1, modifier: 0, total: 6 }],
      ["injury.minorHit", { blood: 2 }],
    ]);
    expect(g).toMatchObject({ status: "down", injury: "minorHit", blood: 2 });
    expect(g["injuryRoll"]).toMatchObject({ bloodbath: true });
  });
});

describe("rules §4.4 T6: the notes of capped modifiers, Blood limits and a second Down", () => {
  const one = (stats: Record<string, unknown>, faces: number[], weapon: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const out = resolveDoc({
      ruleset: "trench-crusade",
      battlefield: { walls: [], figures: [fig("A", "1", 0, 0), fig("E", "2", 5, 0, stats)] },
      attack: { attacker: "A", weapon, target: { figure: "E" } },
      dice: { "T.success": [4, 4], "T.injury[E]": faces },
      ...extra,
    });
    return entry(out, "E");
  };
  const PLAIN = { name: "Test charge", range: 24, keywords: ["BLAST(1)"] };

  it("armour past −3 is capped, and the note gives both numbers", () => {
    const e = one({ armour: -2, armourKit: "reinforced", shield: true }, [6, 6], {
      ...PLAIN,
      keywords: ["BLAST(1)", "-1 INJURY MODIFIER"],
    });
    const cap = e.notes.find((n) => n.key.endsWith(".modifierCapped"));
    expect(cap?.data).toEqual({ raw: (e["injuryRoll"] as { modifierBeforeCap: number }).modifierBeforeCap, applied: -3 });
    expect(e["injuryRoll"]).toMatchObject({ modifier: -3, capped: true, total: 9 });
  });

  it("a Down model going Down again gains 2 Blood and says so; Blood stops at the cap", () => {
    const e = one({ down: true, blood: 5 }, [4, 4], PLAIN);
    expect(short(e.notes).slice(-2)).toEqual([
      ["bloodCapped", { max: 6 }],
      ["injury.downAgain", { blood: 6 }],
    ]);
    expect(e).toMatchObject({ status: "down", injury: "down", blood: 6 });
  });

  it("a SHRAPNEL weapon adds a Blood marker with a note", () => {
    const e = one({}, [1, 1], { ...PLAIN, keywords: ["BLAST(1)", "SHRAPNEL"] });
    expect(short(e.notes).slice(-2)).toEqual([
      ["elementalBlood", null],
      ["injury.minorHit", { blood: 2 }],
    ]);
  });
});
