// Trench Crusade rules at their edges (docs/rules.md §4.4 T3–T6): after a scatter the chosen target still rolls
// its Injury first, an attacker caught in its own blast spends no Blessing on its Injury Roll, and the elevated
// (+1) and long-range (−1) DICE and the range limit switch exactly at their tolerances (§1.1, `geometry.eps`).

import { describe, expect, it } from "vitest";
import type { AffectedFigure } from "../../../../src/core/index.js";
import { type Output, resolveDoc } from "../../../helpers/scenario-run.js";

type Doc = Record<string, unknown>;
const PLAIN = { name: "Test charge", range: 24, keywords: ["BLAST(1)"] };
const SATCHEL = { name: "Satchel Charge", range: 6, injuryDice: 1, keywords: ["BLAST(3)", "SCATTER"] };
const fig = (id: string, side: string, x: number, y: number, stats: Doc = {}, z = 0) => ({ id, side, x, y, z, baseRadius: 0.5, stats });
const EPS = 1e-6;

const tc = (figures: unknown[], weapon: Doc, target: Doc, dice: Doc, more: Doc = {}) =>
  resolveDoc({
    ruleset: "trench-crusade",
    battlefield: { walls: [], figures },
    attack: { attacker: "A", weapon, target },
    dice,
    ...more,
  } as never);

const affectedOf = (out: Output) => out.affected as unknown as (AffectedFigure & Doc)[];
const sources = (out: Output) => (out["successRoll"] as { sources: { source: string }[] }).sources.map((s) => s.source);

describe("rules §4.4 T6: after a scatter the model chosen as the target rolls first", () => {
  // A Satchel Charge at E1 (long range: 3 dice, lowest 2 kept = 4) fails and scatters 3" to (5.5, 3). E2 stands
  // 1" from that point, E1 3" from it: both are in the 3" blast, and E1 still rolls its Injury first.
  const scattered = (figures: unknown[]) =>
    tc(
      figures,
      SATCHEL,
      { figure: "E1" },
      { "T.success": [2, 2, 5], "T.injury[E1]": [1, 1, 1], "T.injury[E2]": [1, 1, 1] },
      { decisions: { scatterPoint: [5.5, 3] } },
    );
  const [A, E1, E2] = [fig("A", "1", 0, 0), fig("E1", "2", 5.5, 0), fig("E2", "2", 5.5, 4)];

  it.each([
    ["listed before E2", [A, E1, E2]],
    ["listed after E2", [A, E2, E1]],
  ])("E1 (%s) before the nearer E2, in the rolls and in the affected list", (_order, figures) => {
    const o = scattered(figures);
    expect(o.outcome).toBe("SCATTERED");
    expect(o.rolls.map((r) => r.tag)).toEqual(["T.success", "T.injury[E1]", "T.injury[E2]"]);
    expect(affectedOf(o).map((a) => a.figure)).toEqual(["E1", "E2"]);
  });

  it("but a scattered blast hits the target as any other model: no 'hit as the target' note, no critical die", () => {
    const e1 = affectedOf(scattered([A, E1, E2]))[0];
    expect(e1?.notes[0]?.key).toBe("ORDNANCE.Log.tc.hitBlast");
    expect(e1?.["injuryRoll"]).toMatchObject({ sources: [{ source: "weapon", dice: 1 }] });
  });

  it("models the blast reaches, away from the target, go nearest first", () => {
    const three = [fig("A", "1", 0, 0), fig("E1", "2", 5.5, 0), fig("E3", "2", 7, 3), fig("E2", "2", 5.5, 4)];
    const o = tc(three, SATCHEL, { figure: "E1" }, { "T.success": [2, 2, 5] }, { decisions: { scatterPoint: [5.5, 3] }, seed: "s" });
    expect(affectedOf(o).map((a) => a.figure)).toEqual(["E1", "E2", "E3"]);
  });
});

describe("rules §4.4 T6: an attacker caught in its own blast", () => {
  // A at the origin fires at the point (1, 0): its own base is 0.5" from the centre of the 1" blast.
  const shot = (dice: Doc) =>
    tc([fig("A", "1", 0, 0, { blessing: 2 }), fig("E", "2", 20, 0)], PLAIN, { point: [1, 0] }, dice, {
      decisions: { blessingSpend: { A: 1 } },
    });

  it("spends its Blessing on the Success Roll only, never on its own Injury Roll", () => {
    const out = shot({ "T.success": [4, 4, 1], "T.injury[A]": [6, 6] });
    const a = affectedOf(out).find((x) => x.figure === "A");
    expect(sources(out)).toContain("blessingSpent");
    expect(a?.["injuryRoll"]).toMatchObject({ sources: [], net: 0 });
    expect(a?.["blessing"]).toBe(1);
    expect(a?.notes.map((n) => n.key)).not.toContain("ORDNANCE.Log.tc.blessingSpent");
  });

  it("the attacker's markers in the output are those after its own Injury", () => {
    // A Minor Hit (3 + 3) gives it one Blood marker.
    const out = shot({ "T.success": [4, 4, 1], "T.injury[A]": [3, 3] });
    const a = affectedOf(out).find((x) => x.figure === "A");
    expect(a?.injury).toBe("minorHit");
    expect(out["attacker"]).toEqual({ figure: "A", blood: a?.["blood"], blessing: 1, status: a?.status });
    expect(a?.["blood"]).toBe(1);
  });
});

describe("rules §4.4 T3: elevated position at exactly its tolerance (A-32, tc.elevated)", () => {
  const elevated = (z: number, setting: "moreThan3" | "atLeast3") =>
    sources(
      tc(
        [fig("A", "1", 0, 0, {}, z), fig("E", "2", 6, 0)],
        PLAIN,
        { figure: "E" },
        {},
        {
          settings: { "tc.elevated": setting },
          seed: "s",
        },
      ),
    ).includes("elevated");

  it.each([
    [3, false],
    [3 + EPS, false],
    [3 + 2 * EPS, true],
  ])('moreThan3: %f" above is elevated: %s', (z, want) => {
    expect(elevated(z, "moreThan3")).toBe(want);
  });

  it.each([
    [3, true],
    [3 - EPS, true],
    [3 - 2 * EPS, false],
  ])('atLeast3: %f" above is elevated: %s', (z, want) => {
    expect(elevated(z, "atLeast3")).toBe(want);
  });
});

it("rules §4.4 T3: the rise is measured from the target's height, not from the table", () => {
  // 5" up against a target 2" up is a rise of 3": not more than 3".
  const out = tc([fig("A", "1", 0, 0, {}, 5), fig("E", "2", 6, 0, {}, 2)], PLAIN, { figure: "E" }, {}, { seed: "s" });
  expect(sources(out)).not.toContain("elevated");
});

describe("rules §4.4 T1, T3: long range and the range limit at exactly their tolerances (centre to centre)", () => {
  const at = (x: number) =>
    tc(
      [fig("A", "1", 0, 0), fig("E", "2", 0, 20)],
      PLAIN,
      { point: [x, 0] },
      {},
      {
        settings: { "tc.rangeMeasure": "centre" },
        seed: "s",
      },
    );

  it.each([
    [12, false],
    [12 + EPS, false],
    [12 + 2 * EPS, true],
  ])('a point %f" away is at long range (over half of 24"): %s', (x, want) => {
    expect(sources(at(x)).includes("longRange")).toBe(want);
  });

  it.each([
    [24 + EPS, "not ILLEGAL"],
    [24 + 2 * EPS, "ILLEGAL"],
  ])('a point %f" away: %s', (x, want) => {
    const out = at(x);
    if (want === "ILLEGAL") expect(out).toMatchObject({ outcome: "ILLEGAL", reason: "outOfRange" });
    else expect(out.outcome).not.toBe("ILLEGAL");
  });
});
