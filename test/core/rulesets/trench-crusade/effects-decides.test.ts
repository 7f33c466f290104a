// Each Trench Crusade Injury Roll note by note (docs/rules.md §4.4 T5–T6): how a model was hit (as the target,
// by the blast, as a friend within 1"), the critical and weapon dice, Blood and Blessing spends, Bloodbath paid
// or too dear, the modifier cap, IGNORE ARMOUR, and the result for a standing or a Down model.

import { describe, expect, it } from "vitest";
import { createBattlefield, getRuleset, loadScenario, run, scriptedAnswerer } from "../../../../src/core/index.js";
import { type Output, resolveDoc } from "../../../helpers/scenario-run.js";

type Doc = Record<string, unknown>;
const PLAIN = { name: "Test charge", range: 24, keywords: ["BLAST(1)"] };
const fig = (id: string, side: string, x: number, y: number, stats: Doc = {}) => ({ id, side, x, y, z: 0, baseRadius: 0.5, stats });

const tc = (figures: unknown[], dice: Doc, more: { weapon?: Doc; decisions?: Doc } = {}): Output =>
  resolveDoc({
    ruleset: "trench-crusade",
    battlefield: { walls: [], figures: [fig("A", "1", 0, 0), ...figures] },
    attack: { attacker: "A", weapon: more.weapon ?? PLAIN, target: { figure: "E" } },
    ...(more.decisions ? { decisions: more.decisions } : {}),
    dice,
  } as never);

/** An output document or the attack's own outcome: both list the affected figures with their notes. */
interface Hits {
  readonly affected: readonly { readonly figure: string; readonly notes: readonly { readonly key: string; readonly data?: unknown }[] }[];
}
const notesOf = (out: Hits, id: string) => {
  const e = out.affected.find((a) => a.figure === id);
  if (!e) throw new Error(`${id} was not hit`);
  return e.notes.map((n) => [n.key.replace("ORDNANCE.Log.tc.", ""), n.data ?? null]);
};
const entryOf = (out: Hits, id: string): Doc => {
  const e = out.affected.find((a) => a.figure === id);
  if (!e) throw new Error(`${id} was not hit`);
  return e;
};
const roll = (faces: number[], kept: number[], net: number, modifier: number, total: number) => [
  "injuryRoll",
  { faces, kept, net, modifier, total },
];

/** E alone in the blast, hit on a Success Roll of 8 (or a Critical with [6, 6]). */
const onE = (stats: Doc, injury: number[], more: { weapon?: Doc; decisions?: Doc; success?: number[] } = {}) =>
  tc([fig("E", "2", 5, 0, stats)], { "T.success": more.success ?? [4, 4], "T.injury[E]": injury }, more);

describe("rules §4.4 T5–T6: how each model was hit", () => {
  it("the target, a model in the blast and the attacker's friend within 1\" each say how they were hit", () => {
    // E2 stands 1.2" from E (0.7" inside the blast); F, A's friend, 0.8" from E2's base, 2" from E's and outside the blast.
    const figures = [fig("E", "2", 5, 0), fig("E2", "2", 5, 1.2), fig("F", "1", 5, 3)];
    const dice = { "T.success": [4, 4], "T.injury[E]": [1, 1], "T.injury[E2]": [1, 2], "T.injury[F]": [2, 2] };
    const out = tc(figures, dice);
    expect(out.affected.map((a) => [a.figure, a.cause])).toEqual([
      ["E", "blast"],
      ["E2", "blast"],
      ["F", "friendly1in"],
    ]);
    expect(notesOf(out, "E")).toEqual([["hitTarget", null], roll([1, 1], [1, 1], 0, 0, 2), ["injury.minorHit", { blood: 1 }]]);
    expect(notesOf(out, "E2")).toEqual([["hitBlast", null], roll([1, 2], [1, 2], 0, 0, 3), ["injury.minorHit", { blood: 1 }]]);
    expect(notesOf(out, "F")).toEqual([["hitFriendly", null], roll([2, 2], [2, 2], 0, 0, 4), ["injury.minorHit", { blood: 1 }]]);
  });

  it("a Critical adds a die to the target's roll only, with a note; the weapon's INJURY DICE count for all", () => {
    const figures = [fig("E", "2", 5, 0), fig("E2", "2", 5, 1.2)];
    const weapon = { ...PLAIN, injuryDice: 1 };
    const out = tc(figures, { "T.success": [6, 6], "T.injury[E]": [1, 3, 2, 1], "T.injury[E2]": [1, 2, 1] }, { weapon });
    expect(notesOf(out, "E")).toEqual([
      ["hitTarget", null],
      ["critDie", null],
      roll([1, 3, 2, 1], [3, 2], 2, 0, 5),
      ["injury.minorHit", { blood: 1 }],
    ]);
    expect(entryOf(out, "E")["injuryRoll"]).toMatchObject({
      sources: [
        { source: "weapon", dice: 1 },
        { source: "critical", dice: 1 },
      ],
    });
    expect(notesOf(out, "E2")).toEqual([["hitBlast", null], roll([1, 2, 1], [2, 1], 1, 0, 3), ["injury.minorHit", { blood: 1 }]]);
    expect(entryOf(out, "E2")["injuryRoll"]).toMatchObject({ sources: [{ source: "weapon", dice: 1 }] });
  });
});

describe("rules §4.4 T6: markers spent on an Injury Roll", () => {
  it("Blood spent by the hit model's opponent adds dice, with a note naming the markers", () => {
    const out = onE({ blood: 3 }, [1, 4, 2, 6], { decisions: { bloodSpendOnInjury: { E: 2 } } });
    expect(notesOf(out, "E")).toEqual([
      ["hitTarget", null],
      ["bloodSpent", { markers: 2 }],
      roll([1, 4, 2, 6], [6, 4], 2, 0, 10),
      ["injury.outOfAction", { blood: 1 }],
    ]);
    expect(entryOf(out, "E")["injuryRoll"]).toMatchObject({ sources: [{ source: "bloodSpent", dice: 2 }] });
  });

  it("a Blessing spend of 0 spends nothing and says nothing", () => {
    const out = onE({ blessing: 2 }, [3, 3], { decisions: { blessingSpend: { E: 0 } } });
    expect(notesOf(out, "E")).toEqual([["hitTarget", null], roll([3, 3], [3, 3], 0, 0, 6), ["injury.minorHit", { blood: 1 }]]);
    expect(entryOf(out, "E")).toMatchObject({ blessing: 2, injuryRoll: { sources: [] } });
  });

  it("Bloodbath with 6 markers keeps three dice and says what it cost", () => {
    const out = onE({ blood: 6 }, [2, 3, 3], { decisions: { bloodbath: { E: true } } });
    expect(notesOf(out, "E")).toEqual([
      ["hitTarget", null],
      ["bloodbath", { markers: 6 }],
      roll([2, 3, 3], [2, 3, 3], 0, 0, 8),
      ["injury.down", { blood: 1 }],
    ]);
    expect(entryOf(out, "E")["injuryRoll"]).toMatchObject({ bloodbath: true });
  });

  it("Bloodbath with too few markers keeps two dice, spends nothing and says how many it held", () => {
    // Scenario documents refuse such a decision up front; the attack itself still copes when called without that check.
    const scenario = loadScenario({
      ruleset: "trench-crusade",
      battlefield: { walls: [], figures: [fig("A", "1", 0, 0), fig("E", "2", 5, 0, { blood: 5 })] },
      attack: { attacker: "A", weapon: PLAIN, target: { figure: "E" } },
    });
    const ruleset = getRuleset("trench-crusade");
    if (!ruleset) throw new Error("no trench-crusade ruleset");
    const unchecked = { ...scenario, decisions: { ...scenario.decisions, bloodbath: { E: true } } };
    const ctx = {
      scenario: unchecked,
      battlefield: createBattlefield(scenario.battlefield),
      settings: ruleset.resolveSettings(scenario.settings),
    };
    const out = run(ruleset.attack(ctx as never), scriptedAnswerer({ "T.success": [4, 4], "T.injury[E]": [3, 3] }, {})).result;
    expect(notesOf(out, "E")).toEqual([
      ["hitTarget", null],
      ["bloodbathShort", { markers: 6, held: 5 }],
      roll([3, 3], [3, 3], 0, 0, 6),
      ["injury.minorHit", { blood: 6 }],
    ]);
    expect(entryOf(out, "E")["injuryRoll"]).toMatchObject({ bloodbath: false });
  });
});

describe("rules §4.4 T6: the injury modifier and IGNORE ARMOUR", () => {
  it("a modifier of exactly −3 is not capped; −4 is, and the note gives both", () => {
    expect(notesOf(onE({ armourKit: "machine" }, [6, 6]), "E")).toEqual([
      ["hitTarget", null],
      roll([6, 6], [6, 6], 0, -3, 9),
      ["injury.outOfAction", { blood: 0 }],
    ]);
    expect(notesOf(onE({ armourKit: "machine", armour: -1 }, [6, 6]), "E")).toEqual([
      ["hitTarget", null],
      roll([6, 6], [6, 6], 0, -3, 9),
      ["modifierCapped", { raw: -4, applied: -3 }],
      ["injury.outOfAction", { blood: 0 }],
    ]);
  });

  it.each([
    ["no armour at all", {}, false],
    ["its own armour", { armour: -1 }, true],
    ["an armour kit", { armourKit: "standard" }, true],
    ["a shield", { shield: true }, true],
  ] as const)("IGNORE ARMOUR against a model with %s: a note only when there was armour to ignore", (_what, stats, noted) => {
    const weapon = { ...PLAIN, keywords: ["BLAST(1)", "IGNORE ARMOUR"] };
    const keys = notesOf(onE(stats, [3, 3], { weapon }), "E").map(([k]) => k);
    expect(keys.includes("armourIgnored")).toBe(noted);
    expect(keys).toHaveLength(noted ? 4 : 3);
  });

  it("without IGNORE ARMOUR, armour is counted and nothing is said about it", () => {
    expect(notesOf(onE({ armour: -1, armourKit: "standard", shield: true }, [6, 6]), "E")).toEqual([
      ["hitTarget", null],
      roll([6, 6], [6, 6], 0, -3, 9),
      ["injury.outOfAction", { blood: 0 }],
    ]);
  });
});

describe("rules §4.4 T6: the result for a standing and a Down model", () => {
  it.each([
    ["standing", false, [4, 4], "down", "injury.down", 1],
    ["Down", true, [4, 4], "down", "injury.downAgain", 2],
    ["Down", true, [1, 2], "down", "injury.minorHit", 1],
    ["standing", false, [1, 2], "standing", "injury.minorHit", 1],
  ] as const)("a %s model rolling %j ends %s with the note %s", (_s, down, faces, status, key, blood) => {
    const out = onE({ down }, [...faces]);
    expect(notesOf(out, "E").at(-1)).toEqual([key, { blood }]);
    expect(entryOf(out, "E")).toMatchObject({ status, blood });
  });
});
