// Trench Crusade rules that only a decided outcome pins (docs/rules.md §4.4 T1–T6): a Blessing spend is
// capped by the markers held and never raised to them, TOUGH changes only an Out of Action, and the
// per-battlefield memos keep apart attacks by different models at different targets on one scene.

import { describe, expect, it } from "vitest";
import {
  chainAnswerers,
  createBattlefield,
  getRuleset,
  loadScenario,
  run,
  scriptedAnswerer,
  seededAnswerer,
} from "../../../../src/core/index.js";
import type { Outcome, Prompt } from "../../../../src/core/index.js";

type Doc = Record<string, unknown>;
const PLAIN = { name: "Test charge", range: 24, keywords: ["BLAST(1)"] };
const fig = (id: string, side: string, x: number, y: number, stats: Doc = {}) => ({ id, side, x, y, z: 0, baseRadius: 0.5, stats });

const doc = (figures: unknown[], attacker: string, target: string, dice: Doc, decisions?: Doc): Doc => ({
  ruleset: "trench-crusade",
  battlefield: { walls: [], figures },
  attack: { attacker, weapon: PLAIN, target: { figure: target } },
  ...(decisions ? { decisions } : {}),
  dice,
});

/** Resolves one attack of `d` on an already built battlefield (repeated attacks on one scene share it): dice, then seed. */
function attackOn(battlefield: ReturnType<typeof createBattlefield>, d: Doc, asked: Prompt[] = []): Outcome {
  const scenario = loadScenario(d);
  const ruleset = getRuleset("trench-crusade");
  if (!ruleset) throw new Error("no trench-crusade ruleset");
  const ctx = { scenario, battlefield, settings: ruleset.resolveSettings(scenario.settings) };
  const scripted = scriptedAnswerer(scenario.dice, scenario.decisions);
  const answer = scenario.seed === null ? scripted : chainAnswerers(scripted, seededAnswerer(scenario.seed));
  return run(ruleset.attack(ctx as never), (p) => (asked.push(p), answer(p))).result;
}

const injuryOf = (stats: Doc, faces: number[], decisions?: Doc, success = [4, 4]) => {
  const d = doc(
    [fig("A", "1", 0, 0, { blessing: 3 }), fig("E", "2", 5, 0, stats)],
    "A",
    "E",
    { "T.success": success, "T.injury[E]": faces },
    decisions,
  );
  const out = attackOn(createBattlefield(loadScenario(d).battlefield), d);
  const e = out.affected[0];
  if (!e) throw new Error("nobody was hit");
  return { e, out };
};

describe("rules §4.4 T6: Blessing markers spent on an Injury Roll", () => {
  it("spending 1 of 2 markers takes one die away and leaves 1 marker", () => {
    const { e } = injuryOf({ blessing: 2 }, [6, 1, 6], { blessingSpend: { E: 1 } });
    expect(e["blessing"]).toBe(1);
    expect(e["injuryRoll"]).toMatchObject({ net: -1, sources: [{ source: "blessingSpent", dice: -1 }], kept: [1, 6], total: 7 });
    expect(e.notes.find((n) => n.key.endsWith(".blessingSpent"))?.data).toEqual({ markers: 1 });
  });

  it("the attacker's spend on the Success Roll is capped the same way: 1 of 3 leaves 2", () => {
    const { out } = injuryOf({}, [1, 1], { blessingSpend: { A: 1 } }, [4, 4, 1]);
    expect(out.extra["attacker"]).toEqual({ figure: "A", blood: 0, blessing: 2, status: "standing" });
  });
});

describe("rules §4.4 T6: TOUGH turns only an Out of Action into Down", () => {
  it.each([
    [[4, 4], "down"],
    [[3, 3], "minorHit"],
  ] as const)("an Injury Roll of %j stays %s and TOUGH is not used", (faces, injury) => {
    const { e } = injuryOf({ keywords: ["TOUGH"] }, [...faces]);
    expect(e.injury).toBe(injury);
    expect(e["toughUsed"]).toBeUndefined();
    expect(e.notes.some((n) => n.key.endsWith(".tough"))).toBe(false);
  });

  it("an Out of Action on a TOUGH model is Down with a note", () => {
    const { e } = injuryOf({ keywords: ["TOUGH"] }, [5, 5]);
    expect(e).toMatchObject({ injury: "down", status: "down", toughUsed: true });
    expect(e.notes.some((n) => n.key.endsWith(".tough"))).toBe(true);
  });
});

describe("rules §4.4 T1, T2, T5: attacks by different models on one scene do not share answers", () => {
  // A1 shoots E1 freely; A2 has the enemy X within 1"; E2 has A1's friend F within 1" (shooting into melee).
  const figures = [
    fig("A1", "1", 0, 0),
    fig("A2", "1", 0, 10),
    fig("X", "2", 1.5, 10),
    fig("E1", "2", 5, 0),
    fig("E2", "2", 5, 5),
    fig("F", "1", 6.5, 5),
  ];
  const scene = () => createBattlefield(loadScenario(doc(figures, "A1", "E1", {})).battlefield);
  const first = doc(figures, "A1", "E1", { "T.success": [4, 4], "T.injury[E1]": [1, 1] });

  it("an attacker with an enemy within 1\" is refused after another attacker's legal shot", () => {
    const bf = scene();
    expect(attackOn(bf, first).outcome).toBe("HIT");
    expect(attackOn(bf, doc(figures, "A2", "E1", {}))).toMatchObject({ outcome: "ILLEGAL", reason: "enemyWithin1" });
  });

  it("shooting into melee at E2 rolls T.melee after a shot at E1 that did not", () => {
    const bf = scene();
    attackOn(bf, first);
    const second = attackOn(
      bf,
      doc(figures, "A1", "E2", { "T.melee": 5, "T.success": [4, 4], "T.injury[E2]": [1, 1], "T.injury[F]": [1, 1] }),
    );
    expect(second.extra["melee"]).toEqual({ roll: 5, target: "E2" });
  });

  it("a blast on E2 hits E2 (and F), not the models of the earlier blast on E1", () => {
    const bf = scene();
    expect(attackOn(bf, first).affected.map((a) => a.figure)).toEqual(["E1"]);
    const second = attackOn(
      bf,
      doc(figures, "A1", "E2", { "T.melee": 5, "T.success": [4, 4], "T.injury[E2]": [1, 1], "T.injury[F]": [1, 1] }),
    );
    expect(second.affected.map((a) => a.figure)).toEqual(["E2", "F"]);
  });
});

describe("rules §4.4 T4, T6: the scatter chooser and IGNORE ARMOUR", () => {
  const SATCHEL = { name: "Satchel Charge", range: 6, injuryDice: 1, usesPerGame: 1, keywords: ["BLAST(3)", "IGNORE ARMOUR", "SCATTER"] };

  it("the side of the model aimed at chooses the scatter point, not the first other side listed", () => {
    const d: Doc = {
      ruleset: "trench-crusade",
      battlefield: { walls: [], figures: [fig("A", "1", 0, 0), fig("X", "2", 30, 30), fig("E", "3", 5.5, 0)] },
      attack: { attacker: "A", weapon: SATCHEL, target: { figure: "E" } },
      seed: "s",
      dice: { "T.success": [2, 2, 5] },
    };
    const out = attackOn(createBattlefield(loadScenario(d).battlefield), d);
    expect(out.outcome).toBe("SCATTERED");
    expect(out.extra["scatterPoint"]).toMatchObject({ chooser: "3" });
  });

  it("the scatter point's prompt says what it is for: the attacker, its weapon and the distance from the original target", () => {
    const d: Doc = {
      ruleset: "trench-crusade",
      battlefield: { walls: [], figures: [fig("A", "1", 0, 0), fig("E", "2", 5.5, 0)] },
      attack: { attacker: "A", weapon: SATCHEL, target: { figure: "E" } },
      seed: "s",
      dice: { "T.success": [2, 2, 5] },
    };
    const asked: Prompt[] = [];
    const out = attackOn(createBattlefield(loadScenario(d).battlefield), d, asked);
    expect(out.outcome).toBe("SCATTERED");
    expect(out.extra["scatterDistance"]).toBe(3);
    expect(asked.find((p) => p.tag === "T.scatterPoint")).toMatchObject({
      kind: "point",
      scatter: { attacker: "A", weapon: "Satchel Charge", inches: 3 },
    });
  });

  it("a shield alone is armour that IGNORE ARMOUR ignores, with a note", () => {
    const d: Doc = {
      ruleset: "trench-crusade",
      battlefield: { walls: [], figures: [fig("A", "1", 0, 0), fig("E", "2", 5, 0, { shield: true })] },
      attack: { attacker: "A", weapon: { ...SATCHEL, range: 24 }, target: { figure: "E" } },
      dice: { "T.success": [4, 4], "T.injury[E]": [1, 1, 1] },
    };
    const e = attackOn(createBattlefield(loadScenario(d).battlefield), d).affected[0];
    expect(e?.notes.some((n) => n.key.endsWith(".armourIgnored"))).toBe(true);
    expect(e?.["injuryRoll"]).toMatchObject({ modifier: 0 });
  });
});
