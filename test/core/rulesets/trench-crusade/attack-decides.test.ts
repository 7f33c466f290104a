// Trench Crusade attack steps that only a decided outcome pins (docs/rules.md §4.4 T1–T5): a refusal's reason
// note, an enemy or a friend exactly 1" away (at an exact-binary tolerance), the nearest friend in a melee
// whatever the listing order, spends of 0, a weapon without BLAST, a blast that hits nobody, and the scatter point's notes.

import { describe, expect, it } from "vitest";
import { type Output, resolveDoc } from "../../../helpers/scenario-run.js";

type Doc = Record<string, unknown>;
const PLAIN = { name: "Test charge", range: 24, keywords: ["BLAST(1)"] };
const SATCHEL = { name: "Satchel Charge", range: 12, injuryDice: 1, keywords: ["BLAST(1)", "SCATTER"] };
/** A tolerance exact in binary (2⁻⁷), so 1" + eps is exact too. */
const EPS = 0.0078125;
const fig = (id: string, side: string, x: number, y: number, stats: Doc = {}) => ({ id, side, x, y, z: 0, baseRadius: 0.5, stats });

const tc = (
  figures: unknown[],
  dice: Doc,
  more: { weapon?: Doc; target?: Doc; decisions?: Doc; settings?: Doc; seed?: string } = {},
): Output =>
  resolveDoc({
    ruleset: "trench-crusade",
    ...(more.settings ? { settings: more.settings } : {}),
    battlefield: { walls: [], figures },
    attack: { attacker: "A", weapon: more.weapon ?? PLAIN, target: more.target ?? { figure: "E" } },
    ...(more.decisions ? { decisions: more.decisions } : {}),
    ...(more.seed ? { seed: more.seed } : {}),
    dice,
  } as never);
const keys = (out: Output) => out.notes.map((n) => n.key.replace(/^ORDNANCE\.(Log\.tc|Reason)\./, ""));
const noteOf = (out: Output, key: string) => out.notes.find((n) => n.key === `ORDNANCE.Log.tc.${key}`)?.data;

describe("rules §4.4 T1: refusals", () => {
  it("a refused attack logs its reason", () => {
    const out = tc([fig("A", "1", 0, 0), fig("E", "1", 5, 0)], {});
    expect(out.reason).toBe("targetNotEnemy");
    expect(out.notes.map((n) => n.key)).toEqual(["ORDNANCE.Reason.targetNotEnemy"]);
  });

  it("an enemy exactly 1\" + eps from the attacker's base engages it; a hair further does not", () => {
    const settings = { "geometry.eps": EPS };
    const at = (x: number) =>
      tc([fig("A", "1", 0, 0), fig("E", "2", 8, 0), fig("X", "2", x, 0)], { "T.success": [4, 4], "T.injury[E]": [1, 1] }, { settings });
    expect(at(2 + EPS).reason).toBe("enemyWithin1");
    expect(at(2 + 2 * EPS).outcome).toBe("HIT");
  });
});

describe("rules §4.4 T2: shooting into melee", () => {
  it('a friend exactly 1" + eps from the target is in the melee; a hair further is not', () => {
    const settings = { "geometry.eps": EPS };
    const at = (x: number) =>
      tc(
        [fig("A", "1", 0, 0), fig("E", "2", 8, 0), fig("F", "1", x, 0)],
        { "T.melee": 4, "T.success": [4, 4], "T.injury[E]": [1, 1], "T.injury[F]": [1, 1] },
        { settings },
      );
    expect(at(10 + EPS).rolls.map((r) => r.tag)).toContain("T.melee");
    expect(at(10 + 2 * EPS).rolls.map((r) => r.tag)).not.toContain("T.melee");
  });

  it("with nobody deciding, the nearest friend becomes the target whatever order the table lists them in, and the log says so", () => {
    const near = fig("F1", "1", 8, 1.4);
    const far = fig("F2", "1", 8, -1.8);
    for (const figures of [
      [fig("A", "1", 0, 0), fig("E", "2", 8, 0), far, near],
      [fig("A", "1", 0, 0), fig("E", "2", 8, 0), near, far],
    ]) {
      const out = tc(figures, { "T.melee": 2, "T.success": [1, 1] });
      expect(out["target"]).toBe("F1");
      expect(noteOf(out, "meleeRetarget")).toEqual({ roll: 2, figure: "F1", original: "E" });
    }
    const kept = tc([fig("A", "1", 0, 0), fig("E", "2", 8, 0), near], { "T.melee": 4, "T.success": [1, 1] });
    expect(noteOf(kept, "meleeKeep")).toEqual({ roll: 4, figure: "E" });
  });
});

describe("rules §4.4 T3–T5: spends of 0, a weapon without BLAST, a blast that hits nobody", () => {
  it("spending 0 Blood or 0 Blessing on the Success Roll adds no DICE source and no note", () => {
    const out = tc(
      [fig("A", "1", 0, 0, { blood: 2, blessing: 2 }), fig("E", "2", 5, 0)],
      { "T.success": [4, 4], "T.injury[E]": [1, 1] },
      {
        decisions: { bloodSpendOnSuccess: 0, blessingSpend: { A: 0 } },
      },
    );
    expect(keys(out).filter((k) => k.startsWith("dice."))).toEqual([]);
    expect(out["attacker"]).toEqual({ figure: "A", blood: 2, blessing: 2, status: "standing" });
  });

  it("a weapon without BLAST hits only its target: no model beside it, no friend in the melee", () => {
    const rifle = { name: "Rifle", range: 24 };
    const figures = [fig("A", "1", 0, 0), fig("E", "2", 5, 0), fig("E2", "2", 5, -1.1), fig("F", "1", 5, 1.8)];
    const out = tc(figures, { "T.melee": 5, "T.success": [4, 4], "T.injury[E]": [1, 1] }, { weapon: rifle, seed: "rifle" });
    expect(out.affected.map((a) => [a.figure, a.cause])).toEqual([["E", "blast"]]);
    expect(out["blastRadius"]).toBeNull();
  });

  it("a blast at a point with nobody near says that nobody was hit", () => {
    const out = tc([fig("A", "1", 0, 0), fig("E", "2", 20, 0)], { "T.success": [4, 4] }, { target: { point: [8, 0] } });
    expect(out.affected).toEqual([]);
    expect(keys(out)).toContain("nobodyHit");
  });
});

describe("rules §4.4 T4: the scatter notes", () => {
  // A fails (2 + 3 = 5 on 3 dice, lowest 2 kept): the shot scatters 2" from the aim (injury dice for whoever it lands on).
  const failed = { "T.success": [2, 3, 6], "T.injury[E]": [1, 1, 1], "T.injury[C]": [1, 1, 1] };

  it("aimed at a point, the other side whose models the blast can reach chooses; its automated pick is logged with the policy", () => {
    // E is 3" from the aim: within the 2" scatter plus the 1" blast (and its base); C, of a third side, is far off.
    const figures = [fig("A", "1", 0, 0), fig("F", "1", 0, 5), fig("C", "3", 40, 0), fig("E", "2", 13, 0)];
    const out = tc(figures, failed, { weapon: SATCHEL, target: { point: [10, 0] }, settings: { "tc.scatterPolicy": "callerOnly" } });
    expect(noteOf(out, "scatter")).toEqual({ inches: 2 });
    expect(out["scatterPoint"]).toMatchObject({ chooser: "2" });
    expect(noteOf(out, "scatterPolicy.callerOnly")).toEqual({ side: "2", x: 12, y: 0, z: 0 });
    expect(keys(out)).not.toContain("scatterChosen");
  });

  it("aimed at a point no other side's model can be reached from, or two sides' can, no side is asked (the referee or the automation)", () => {
    const far = tc([fig("A", "1", 0, 0), fig("E", "2", 30, 0)], failed, { weapon: SATCHEL, target: { point: [10, 0] } });
    expect(far["scatterPoint"]).toMatchObject({ chooser: "opponent" });
    const two = tc([fig("A", "1", 0, 0), fig("E", "2", 12, 0), fig("C", "3", 8, 0)], failed, {
      weapon: SATCHEL,
      target: { point: [10, 0] },
    });
    expect(two["scatterPoint"]).toMatchObject({ chooser: "opponent" });
  });

  it('a decided point is logged as chosen, to 1/1000"', () => {
    const figures = [fig("A", "1", 0, 0), fig("E", "2", 12, 0)];
    const out = tc(figures, failed, { weapon: SATCHEL, target: { point: [10, 0] }, decisions: { scatterPoint: [10, 2] } });
    expect(noteOf(out, "scatterChosen")).toEqual({ side: "2", x: 10, y: 2, z: 0 });
    expect(keys(out).filter((k) => k.startsWith("scatterPolicy"))).toEqual([]);
    const slanted = tc(figures, failed, {
      weapon: SATCHEL,
      target: { point: [10, 0] },
      decisions: { scatterPoint: [10 + Math.SQRT2, Math.SQRT2] },
    });
    expect(noteOf(slanted, "scatterChosen")).toEqual({ side: "2", x: 11.414, y: 1.414, z: 0 });
  });
});
