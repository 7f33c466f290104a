// Scenario tests of one Trench Crusade attack (docs/rules.md §4.4 T1–T7) with scripted dice: preconditions,
// every DICE source, every `tc.*` setting of §6, player decisions, TOUGH, Bloodbath and the weapon's use.

import { describe, expect, it } from "vitest";
import { DiceError, ScenarioError, getRuleset, loadScenario, odds, resolveScenario } from "../../../../src/core/index.js";
import { exampleDoc } from "../../../helpers/examples.js";
import { at, listAt, numberAt } from "../../../helpers/json-path.js";
import { type Output, rollTags } from "../../../helpers/scenario-run.js";
import { SATCHEL_CHARGE } from "../../../helpers/trench-crusade.js";

type Doc = Record<string, unknown>;
const FRAG = { name: "Frag Grenades", range: 8, keywords: ["ASSAULT", "BLAST(2)", "IGNORE COVER", "IGNORE LONG RANGE", "SHRAPNEL"] };
const PLAIN = { name: "Test charge", range: 24, keywords: ["BLAST(1)"] };

const fig = (id: string, side: string, x: number, y: number, stats: Doc = {}, z = 0) => ({ id, side, x, y, z, baseRadius: 0.5, stats });

function doc(opts: {
  figures?: unknown[];
  weapon?: Doc;
  target?: Doc;
  dice?: Doc;
  decisions?: Doc;
  settings?: Doc;
  walls?: unknown[];
  bounds?: Doc;
  attack?: Doc;
  seed?: string;
}): Doc {
  return {
    ruleset: "trench-crusade",
    ...(opts.settings ? { settings: opts.settings } : {}),
    battlefield: {
      ...(opts.bounds ? { bounds: opts.bounds } : {}),
      walls: opts.walls ?? [],
      figures: opts.figures ?? [fig("A", "1", 0, 0), fig("E", "2", 5, 0)],
    },
    attack: { attacker: "A", weapon: opts.weapon ?? PLAIN, target: opts.target ?? { figure: "E" }, ...(opts.attack ?? {}) },
    ...(opts.decisions ? { decisions: opts.decisions } : {}),
    dice: opts.dice ?? {},
    ...(opts.seed ? { seed: opts.seed } : {}),
  };
}
const resolve = (d: Doc): Output => resolveScenario(d).output;

describe("T1 preconditions", () => {
  it.each([
    ['an enemy within 1" of the attacker', { figures: [fig("A", "1", 0, 0), fig("E", "2", 5, 0), fig("X", "2", 1.9, 0)] }, "enemyWithin1"],
    [
      "HEAVY after moving",
      { figures: [fig("A", "1", 0, 0, { moved: true }), fig("E", "2", 2.5, 0)], weapon: SATCHEL_CHARGE },
      "heavyAfterMoving",
    ],
    ["no uses left", { weapon: { ...SATCHEL_CHARGE, used: 1 }, figures: [fig("A", "1", 0, 0), fig("E", "2", 2.5, 0)] }, "noUsesLeft"],
    ["a wall blocks the line of sight", { walls: [{ id: "w", a: [2, -1], b: [2, 1] }] }, "noLineOfSight"],
    ["beyond range (edge to edge)", { weapon: { ...PLAIN, range: 3.9 } }, "outOfRange"],
    ["a friendly model as target", { figures: [fig("A", "1", 0, 0), fig("E", "1", 5, 0)] }, "targetNotEnemy"],
    ["the attacker itself", { target: { figure: "A" } }, "targetIsAttacker"],
    ["a point without BLAST", { weapon: { name: "Rifle", range: 24 }, target: { point: [5, 0] } }, "pointNeedsBlast"],
    ["a point off the table", { target: { point: [5, 0] }, bounds: { x: -2, y: -2, width: 4, height: 4 } }, "targetOffTable"],
  ])("refuses %s", (_name, opts, reason) => {
    const o = resolve(doc(opts));
    expect(o.outcome).toBe("ILLEGAL");
    expect(o.reason).toBe(reason);
    expect(o.rolls).toEqual([]);
  });

  it("measures range edge to edge by default and centre to centre with tc.rangeMeasure = centre", () => {
    const weapon = { ...PLAIN, range: 4.5 };
    expect(resolve(doc({ weapon, dice: { "T.success": [1, 1, 1] } })).outcome).toBe("MISS");
    expect(resolve(doc({ weapon, settings: { "tc.rangeMeasure": "centre" } })).reason).toBe("outOfRange");
  });

  it("measures range to a point from the attacker's base edge", () => {
    const weapon = { ...PLAIN, range: 4.5 };
    expect(resolve(doc({ weapon, target: { point: [5, 0] }, dice: { "T.success": [1, 1, 1] } })).outcome).toBe("MISS");
    expect(resolve(doc({ weapon, target: { point: [5.01, 0] } })).reason).toBe("outOfRange");
  });
});

describe("T3 DICE sources (§4.3)", () => {
  const net = (opts: Parameters<typeof doc>[0], faces: number[]) =>
    numberAt(resolve(doc({ ...opts, dice: { "T.success": faces, "T.injury[E]": [1, 1, 1, 1, 1, 1] } })), "successRoll", "net");
  it("counts the Ranged characteristic", () => {
    expect(net({ figures: [fig("A", "1", 0, 0, { ranged: -1 }), fig("E", "2", 5, 0)] }, [1, 1, 1])).toBe(-1);
  });
  it("gives −1 for long range unless IGNORE LONG RANGE", () => {
    expect(net({ weapon: { ...PLAIN, range: 8 } }, [1, 1])).toBe(0);
    expect(net({ weapon: { ...PLAIN, range: 7 } }, [1, 1, 1])).toBe(-1);
    expect(net({ weapon: { ...PLAIN, range: 7, keywords: ["BLAST(1)", "IGNORE LONG RANGE"] } }, [1, 1])).toBe(0);
  });
  it("gives −1 for cover unless IGNORE COVER; a point has none unless tc.coverForPoint", () => {
    const covered = [fig("A", "1", 0, 0), fig("E", "2", 5, 0, { cover: true })];
    expect(net({ figures: covered }, [1, 1, 1])).toBe(-1);
    expect(net({ figures: covered, weapon: { ...PLAIN, keywords: ["BLAST(1)", "IGNORE COVER"] } }, [1, 1])).toBe(0);
    expect(net({ target: { point: [5, 0] }, attack: { targetInCover: true } }, [1, 1])).toBe(0);
    expect(net({ target: { point: [5, 0] }, attack: { targetInCover: true }, settings: { "tc.coverForPoint": true } }, [1, 1, 1])).toBe(-1);
  });
  it('gives +1 for standing more than 3" above, unless IGNORE ELEVATED POSITION', () => {
    const high = [fig("A", "1", 0, 0, {}, 3.5), fig("E", "2", 5, 0)];
    expect(net({ figures: high }, [1, 1, 1])).toBe(1);
    expect(net({ figures: high, weapon: { ...PLAIN, keywords: ["BLAST(1)", "IGNORE ELEVATED POSITION"] } }, [1, 1])).toBe(0);
  });
  it("gives −1 for a Down attacker, −1 per Blood marker the opponent spends, +1 per Blessing marker", () => {
    const a = fig("A", "1", 0, 0, { down: true, blood: 3, blessing: 2 });
    const o = resolve(
      doc({
        figures: [a, fig("E", "2", 5, 0)],
        decisions: { bloodSpendOnSuccess: 2, blessingSpend: { A: 1 } },
        dice: { "T.success": [1, 1, 1, 1] },
      }),
    );
    expect(numberAt(o, "successRoll", "net")).toBe(-2);
    expect(listAt(o, "successRoll", "sources").map((s) => at(s, "source"))).toEqual(["bloodSpent", "blessingSpent", "down"]);
    expect(o["attacker"]).toEqual({ figure: "A", blood: 1, blessing: 1, status: "down" });
  });
  it("adds a flat modifier and reads Critical from tc.critAt", () => {
    expect(resolve(doc({ attack: { successModifier: 1 }, dice: { "T.success": [6, 5], "T.injury[E]": [1, 1, 1] } })).outcome).toBe("CRIT");
    expect(resolve(doc({ settings: { "tc.critAt": 11 }, dice: { "T.success": [6, 5], "T.injury[E]": [1, 1, 1] } })).outcome).toBe("CRIT");
    expect(resolve(doc({ dice: { "T.success": [6, 5], "T.injury[E]": [1, 1] } })).outcome).toBe("HIT");
  });
});

describe("T2 shooting into melee", () => {
  const figures = [fig("A", "1", 0, 0), fig("E", "2", 6, 0), fig("F3", "1", 6, 1.5), fig("F4", "1", 6, -1.6)];
  it("lets the attacker name which friend becomes the target", () => {
    const o = resolve(doc({ figures, weapon: FRAG, decisions: { meleeRetarget: "F4" }, dice: { "T.melee": 1, "T.success": [1, 1] } }));
    expect(o["target"]).toBe("F4");
    expect(o.aim).toEqual({ x: 6, y: -1.6, z: 0 });
  });
  it("takes the nearest friend when nobody decides", () => {
    expect(resolve(doc({ figures, weapon: FRAG, dice: { "T.melee": 3, "T.success": [1, 1] } }))["target"]).toBe("F3");
  });
  it("rejects a retarget onto a model that is not in the melee", () => {
    expect(() =>
      resolveScenario(doc({ figures, weapon: FRAG, decisions: { meleeRetarget: "A" }, dice: { "T.melee": 1, "T.success": [1, 1] } })),
    ).toThrow(DiceError);
  });
  it("skips the roll for BLAST weapons with tc.meleeRollForBlast off", () => {
    const o = resolve(doc({ figures, weapon: FRAG, settings: { "tc.meleeRollForBlast": false }, dice: { "T.success": [1, 1] } }));
    expect(rollTags(o)).toEqual(["T.success"]);
    expect(o["target"]).toBe("E");
  });
});

describe("T4 scatter", () => {
  const figures = [fig("A", "1", 0, 0), fig("E1", "2", 5.5, 0), fig("E2", "2", 5.5, -4), fig("F", "1", 9.5, 0)];
  const base = { figures, weapon: SATCHEL_CHARGE, target: { figure: "E1" } };
  it("rejects a chosen point at the wrong distance", () => {
    expect(() => resolveScenario(doc({ ...base, decisions: { scatterPoint: [5.5, 2.9] }, dice: { "T.success": [2, 2, 5] } }))).toThrow(
      /T\.scatterPoint.*not exactly 3/,
    );
  });
  it("rejects a chosen point without line of sight to the original target", () => {
    const walls = [{ id: "w", a: [4, 1.5], b: [7, 1.5] }];
    expect(() => resolveScenario(doc({ ...base, walls, decisions: { scatterPoint: [5.5, 3] }, dice: { "T.success": [2, 2, 5] } }))).toThrow(
      /no line of sight/,
    );
  });
  it("minimiseOwnLosses keeps the opponent's models out and catches the attacker's", () => {
    const o = resolve(doc({ ...base, dice: { "T.success": [2, 2, 5], "T.injury[E1]": [1, 1, 1], "T.injury[F]": [1, 1, 1] } }));
    expect(o.outcome).toBe("SCATTERED");
    const hit = o.affected.map((a) => a.figure);
    expect(hit).toContain("F");
    expect(hit).not.toContain("E2");
  });
  it("maximiseAttackerLosses puts the attacker's models first", () => {
    const o = resolve(
      doc({ ...base, settings: { "tc.scatterPolicy": "maximiseAttackerLosses" }, seed: "s", dice: { "T.success": [2, 2, 5] } }),
    );
    expect(o.affected.map((a) => a.figure)).toContain("F");
  });
  it("callerOnly takes the first legal bearing without weighing losses", () => {
    const o = resolve(doc({ ...base, settings: { "tc.scatterPolicy": "callerOnly" }, seed: "s", dice: { "T.success": [2, 2, 5] } }));
    expect(o["scatterPoint"]).toMatchObject({ x: 8.5, y: 0, z: 0 });
  });
  it("scatters by the dice alone with tc.scatterBasis = diceOnly", () => {
    const d = { ...base, attack: { successModifier: -2 }, seed: "s", dice: { "T.success": [2, 2, 5] } };
    expect(resolve(doc(d))["scatterDistance"]).toBe(5);
    expect(resolve(doc({ ...d, settings: { "tc.scatterBasis": "diceOnly" } }))["scatterDistance"]).toBe(3);
  });
  it("measures the distance in 3D by default and on the table plane with tc.scatterMetric = tablePlane", () => {
    const d = { ...base, decisions: { scatterPoint: [5.5, 3, 1] }, dice: { "T.success": [2, 2, 5], "T.injury[E1]": [1, 1, 1] } };
    expect(() => resolveScenario(doc(d))).toThrow(/not exactly/);
    expect(resolve(doc({ ...d, settings: { "tc.scatterMetric": "tablePlane" } })).impact).toEqual({ x: 5.5, y: 3, z: 1 });
  });
  it("gives no critical die after a scatter and keeps the use spent", () => {
    const o = resolve(doc({ ...base, decisions: { scatterPoint: [5.5, 3] }, dice: { "T.success": [2, 2, 5], "T.injury[E1]": [1, 1, 1] } }));
    expect(numberAt(o, "affected", 0, "injuryRoll", "net")).toBe(1);
    expect(o.weapon).toMatchObject({ consumed: true, usesLeft: 0 });
  });
});

describe("T5 who is hit", () => {
  const tc5 = [
    fig("A", "1", 0, 0),
    fig("E1", "2", 7.5, 0),
    fig("E2", "2", 9.8, 0),
    fig("F1", "1", 9.8, 1.3),
    fig("E5", "2", 9.8, 2.6),
    fig("F6", "1", 9.8, 3.9),
  ];
  const seeded = (settings: Doc) =>
    resolve(doc({ figures: tc5, weapon: FRAG, target: { figure: "E1" }, settings, seed: "x", dice: { "T.success": [4, 4] } }));
  const hitIds = (o: Output) => o.affected.map((a) => `${a.figure}:${a.cause}`);
  it("brings in the attacker's friends within 1\" of a hit enemy, without chaining", () => {
    expect(hitIds(seeded({}))).toEqual(["E1:blast", "E2:blast", "F1:friendly1in"]);
  });
  it("with tc.friendly1inSide = both, also the other side's models next to a hit attacker-side model", () => {
    expect(hitIds(seeded({ "tc.friendly1inSide": "both" }))).toEqual(["E1:blast", "E2:blast", "F1:friendly1in"]);
    expect(hitIds(seeded({ "tc.friendly1inSide": "both", "tc.friendly1inChain": true }))).toEqual([
      "E1:blast",
      "E2:blast",
      "F1:friendly1in",
      "E5:friendly1in",
      "F6:friendly1in",
    ]);
  });
  it("tc.blastLos decides the direction of the sight line (walls are symmetric, so both agree here)", () => {
    const walls = [{ id: "w", a: [8.5, -1], b: [8.5, 1] }];
    for (const blastLos of ["modelToPoint", "pointToModel"]) {
      const o = resolve(
        doc({
          figures: tc5,
          walls,
          weapon: FRAG,
          target: { figure: "E1" },
          settings: { "tc.blastLos": blastLos },
          seed: "x",
          dice: { "T.success": [4, 4] },
        }),
      );
      expect(hitIds(o)).toEqual(["E1:blast"]);
    }
  });
  it("counts a base exactly at the radius only with geometry.touchCounts", () => {
    const figures = [fig("A", "1", 0, 0), fig("E", "2", 5, 0), fig("G", "2", 5, 2.5)];
    const o = (touch: boolean) =>
      hitIds(
        resolve(doc({ figures, weapon: FRAG, settings: { "geometry.touchCounts": touch }, seed: "x", dice: { "T.success": [4, 4] } })),
      );
    expect(o(true)).toContain("G:blast");
    expect(o(false)).not.toContain("G:blast");
  });
});

describe("T6 injuries", () => {
  const one = (stats: Doc, dice: number[], weapon: Doc = PLAIN, decisions?: Doc, settings?: Doc) =>
    resolve(
      doc({
        figures: [fig("A", "1", 0, 0), fig("E", "2", 5, 0, stats)],
        weapon,
        ...(decisions ? { decisions } : {}),
        ...(settings ? { settings } : {}),
        dice: { "T.success": [4, 4], "T.injury[E]": dice },
      }),
    ).affected[0];
  it("TOUGH turns the first Out of Action into Down", () => {
    expect(one({ keywords: ["TOUGH"] }, [5, 5])).toMatchObject({ injury: "down", status: "down", toughUsed: true, blood: 1 });
    expect(one({ keywords: ["TOUGH"], toughUsed: true }, [5, 5])).toMatchObject({ injury: "outOfAction", status: "outOfAction" });
  });
  it("Bloodbath spends 6 markers (3 when Down) and keeps three dice", () => {
    const e = one({ blood: 6 }, [3, 3, 3], PLAIN, { bloodbath: { E: true } });
    expect(e).toMatchObject({ injury: "outOfAction", injuryRoll: { bloodbath: true, kept: [3, 3, 3], total: 9 } });
    const d = one({ blood: 3, down: true }, [2, 2, 2], PLAIN, { bloodbath: { E: true } });
    expect(d).toMatchObject({ injury: "minorHit", blood: 1, status: "down" });
  });
  it("the owner's Blessing markers take injury dice away", () => {
    expect(one({ blessing: 1 }, [6, 1, 6], PLAIN, { blessingSpend: { E: 1 } })).toMatchObject({
      blessing: 0,
      injuryRoll: { net: -1, kept: [1, 6], total: 7 },
    });
  });
  it("adds a Blood marker for SHRAPNEL unless NEGATE, or with tc.elementalBlood off", () => {
    const kit = { armourKit: "standard" };
    expect(one(kit, [1, 1], FRAG)).toMatchObject({ injury: "none", blood: 1 });
    expect(one({ ...kit, keywords: ["NEGATE SHRAPNEL"] }, [1, 1], FRAG)).toMatchObject({ injury: "none", blood: 0 });
    expect(one(kit, [1, 1], FRAG, undefined, { "tc.elementalBlood": false })).toMatchObject({ injury: "none", blood: 0 });
  });
  it("caps Blood markers at tc.maxBloodMarkers", () => {
    expect(one({ blood: 2 }, [3, 3], FRAG, undefined, { "tc.maxBloodMarkers": 3 })).toMatchObject({ blood: 3 });
  });
  it("applies ARMOUR PIERCING and the weapon's INJURY MODIFIER keyword", () => {
    const w = { ...PLAIN, keywords: ["BLAST(1)", "ARMOUR PIERCING", "+1 INJURY MODIFIER"] };
    expect(one({ armourKit: "standard" }, [3, 3], w)).toMatchObject({ injuryRoll: { modifier: 1, total: 7 } });
  });
});

describe("weapon, decisions and ruleset wiring", () => {
  it("counts a use and CONSUMABLE even on a miss", () => {
    const o = resolve(
      doc({
        figures: [fig("A", "1", 0, 0), fig("E", "2", 2.5, 0)],
        weapon: { ...SATCHEL_CHARGE, keywords: ["BLAST(3)", "CONSUMABLE"] },
        dice: { "T.success": [1, 1] },
      }),
    );
    expect(o.outcome).toBe("MISS");
    expect(o.weapon).toMatchObject({ consumed: true, usesLeft: 0 });
  });
  it("rejects unknown keywords and a shield with Machine armour, naming the path", () => {
    expect(() => loadScenario(doc({ weapon: { ...PLAIN, keywords: ["BLAST(1)", "BLAZT"] } }))).toThrow(/\$\.attack\.weapon\.keywords\[1\]/);
    expect(() => loadScenario(doc({ weapon: { ...PLAIN, keywords: ["SCATTER"] } }))).toThrow(/SCATTER needs BLAST/);
    expect(() => loadScenario(doc({ weapon: { ...PLAIN, injuryDice: 1, keywords: ["BLAST(1)", "+1 INJURY DICE"] } }))).toThrow(
      /injuryDice/,
    );
    expect(() =>
      loadScenario(doc({ figures: [fig("A", "1", 0, 0), fig("E", "2", 5, 0, { armourKit: "machine", shield: true })] })),
    ).toThrow(ScenarioError);
  });
  it("rejects spending more markers than a model holds", () => {
    expect(() => loadScenario(doc({ decisions: { bloodSpendOnInjury: { E: 1 } } }))).toThrow(/bloodSpendOnInjury\.E/);
    expect(() => loadScenario(doc({ decisions: { bloodSpendOnSuccess: 1 } }))).toThrow(/bloodSpendOnSuccess/);
  });
  it("has an upkeep that changes nothing and no cloud that blocks sight", () => {
    const o = resolveScenario({ ruleset: "trench-crusade", battlefield: { figures: [] }, endOfRound: true }).output;
    expect(o.outcome).toBe("UPKEEP");
    expect(o.rolls).toEqual([]);
    expect(o.affected).toEqual([]);
    const rs = getRuleset("trench-crusade")!;
    expect(rs.cloudSight(rs.resolveSettings({}))({ id: "c", kind: "smoke", x: 0, y: 0, z: 0, radius: 3, lethal: false })).toBeNull();
  });
  it("ships the four battlekit presets of §4.5", () => {
    const rs = getRuleset("trench-crusade")!;
    expect(rs.presets.map((p) => p.id)).toEqual(["tc.fragGrenades", "tc.gasGrenades", "tc.satchelCharge", "tc.grenadeLauncher"]);
    const prepared = (i: number) => rs.prepareWeapon(rs.presets[i]!.weapon, rs.resolveSettings({}));
    expect(prepared(2)).toMatchObject({ blast: 3, scatter: true, heavy: true, consumable: true, injuryDice: 1, usesPerGame: 1 });
    expect(prepared(1)).toMatchObject({ blast: 3, injuryDice: -1, ignoreArmour: true, elemental: ["GAS"] });
  });
  it("declares every tc.* setting of docs/rules.md §6 with its default", () => {
    expect(getRuleset("trench-crusade")!.resolveSettings({})).toMatchObject({
      "tc.critAt": 12,
      "tc.elevated": "moreThan3",
      "tc.coverForPoint": false,
      "tc.friendly1inSide": "attacker",
      "tc.friendly1inChain": false,
      "tc.meleeRollForBlast": true,
      "tc.scatterBasis": "modifiedTotal",
      "tc.scatterMetric": "3d",
      "tc.scatterPolicy": "minimiseOwnLosses",
      "tc.blastLos": "modelToPoint",
      "tc.elementalBlood": true,
      "tc.maxBloodMarkers": 6,
      "tc.rangeMeasure": "edge",
    });
  });
});

describe("odds", () => {
  it("matches the Success Roll's chances: 21/36 of 2D6 reach 7, and 1/36 reach 12", () => {
    const figures = [fig("A", "1", 0, 0), fig("E1", "2", 7.5, 0), fig("E3", "2", 10.1, 0)];
    const o = odds(loadScenario(doc({ figures, weapon: FRAG, target: { figure: "E1" } })), { trials: 20_000, seed: "odds" });
    expect(o.outcomes.HIT! + o.outcomes.CRIT!).toBeCloseTo(21 / 36, 1);
    expect(o.outcomes.CRIT!).toBeCloseTo(1 / 36, 1);
    expect(o.outcomes.MISS!).toBeCloseTo(15 / 36, 1);
    expect(o.figures["E1"]!.hit).toBeCloseTo(21 / 36, 1);
    expect(o.figures["E3"]).toBeUndefined();
  });

  it("a decided scatter point is used when the dice fit it, and the policy chooses when they do not", () => {
    const example = exampleDoc("trench-crusade-satchel-scatter.json");
    const o = odds(loadScenario(example), { trials: 3000, seed: "decided" });
    expect(o.trials).toBe(3000);
    expect(o.outcomes.SCATTERED).toBeGreaterThan(0);
    expect((o.outcomes.HIT ?? 0) + (o.outcomes.CRIT ?? 0) + (o.outcomes.SCATTERED ?? 0) + (o.outcomes.MISS ?? 0)).toBeCloseTo(1, 6);
  });
});
