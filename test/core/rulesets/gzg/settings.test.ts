// Every gzg.* setting of docs/rules.md §6 (and Ordnance's gzg.wallsShieldBlast) changes what it says it
// changes: each case resolves one scenario with scripted dice under the default and under the variant.

import { describe, expect, it } from "vitest";
import { type OutputDocument, resolveScenario } from "../../../../src/core/index.js";

type Doc = Record<string, unknown>;
const fig = (id: string, x: number, y: number, stats: Doc = {}, side = "blue") => ({ id, side, x, y, stats });
const GL = { name: "GL", rangeBand: 6, fuse: "contact", payload: "explosive" };
const HG = { name: "HG", thrown: true, fuse: "time", payload: "explosive" };
const SMOKE = { name: "Smoke", rangeBand: 6, payload: "smoke" };
const GAS = { name: "Gas", rangeBand: 6, payload: "gas" };

function attack(
  figures: Doc[],
  weapon: Doc,
  point: number[],
  dice: Doc,
  settings: Doc = {},
  extra: Doc = {},
  walls: Doc[] = [],
): OutputDocument {
  return resolveScenario({
    ruleset: "gzg",
    settings,
    battlefield: {
      walls,
      figures: [fig("F", 0, 0, { quality: 10, motivation: 1 }, "red"), ...figures],
      ...(extra["bounds"] ? { bounds: extra["bounds"] } : {}),
    },
    attack: { attacker: "F", weapon, target: { point }, ...(extra["blind"] ? { blind: true } : {}) },
    dice,
  }).output;
}

const tags = (o: OutputDocument) => o.rolls.map((r) => r.tag);

describe("gzg settings", () => {
  it('gzg.tnRounding: 24" on a 6" band is TN 4 (ceil) or 5 (floorPlusOne)', () => {
    expect(attack([], GL, [24, 0], { "G.skill": 5 })).toMatchObject({ outcome: "HIT", targetNumber: 4 });
    expect(attack([], GL, [24, 0], { "G.skill": 5, "G.dir": 12 }, { "gzg.tnRounding": "floorPlusOne" })).toMatchObject({
      outcome: "DEVIATED",
      targetNumber: 5,
    });
  });

  it("gzg.maxBands: a shorter maximum refuses what ten bands allow", () => {
    expect(attack([], GL, [40, 0], { "G.skill": 9 }).outcome).toBe("HIT");
    expect(attack([], GL, [40, 0], {}, { "gzg.maxBands": 6 })).toMatchObject({ outcome: "ILLEGAL", reason: "beyondMaxRange" });
  });

  it("gzg.shiftSidesPerBand: shifting one side per band keeps a far shot legal for a Green firer", () => {
    const green = fig("F", 0, 0, { quality: 6, motivation: 2 }, "red");
    const doc = (settings: Doc) =>
      resolveScenario({
        ruleset: "gzg",
        settings,
        battlefield: { figures: [green] },
        attack: { attacker: "F", weapon: GL, target: { point: [60, 0] } },
        dice: { "G.skill": 2, "G.dir": 12 },
      }).output;
    expect(doc({})).toMatchObject({ outcome: "ILLEGAL", reason: "dieShiftBeyondD12" });
    expect(doc({ "gzg.shiftSidesPerBand": 1 }).rolls[0]).toMatchObject({ tag: "G.skill", dice: "1d10" });
  });

  it("gzg.blindDie and gzg.blindMaxRange", () => {
    expect(attack([], GL, [10, 0], { "G.blind": 7, "G.dir": 12 }, { "gzg.blindDie": 8 }, { blind: true }).rolls[0]).toMatchObject({
      tag: "G.blind",
      dice: "1d8",
    });
    expect(attack([], GL, [70, 0], {}, {}, { blind: true })).toMatchObject({ outcome: "ILLEGAL", reason: "beyondMaxRange" });
    expect(attack([], GL, [70, 0], { "G.blind": 3, "G.dir": 12 }, { "gzg.blindMaxRange": false }, { blind: true })).toMatchObject({
      outcome: "DEVIATED",
      impact: { x: 73, y: 0 },
    });
  });

  it("gzg.checkApproachPath: a solid wall between firer and aim point stops the round there", () => {
    const wall = [{ id: "w", a: [5, -5], b: [5, 5], blocksSight: false }];
    expect(attack([], GL, [10, 0], { "G.skill": 9 }, {}, {}, wall)).toMatchObject({ outcome: "HIT", impact: { x: 10, y: 0 } });
    const o = attack([], GL, [10, 0], {}, { "gzg.checkApproachPath": true }, {}, wall);
    expect(o).toMatchObject({ outcome: "DEVIATED", detonatedOnObstacle: true });
    expect(o.impact!.x).toBeCloseTo(5, 3);
    expect(o.rolls).toEqual([]);
  });

  it("gzg.maxBounces: a time-fused round in a corridor stops at the wall after its last allowed bounce", () => {
    const corridor = [
      { id: "n", a: [0, -1], b: [40, -1] },
      { id: "s", a: [0, 1], b: [40, 1] },
    ];
    const thrower = fig("F", 0, 0, { quality: 8, motivation: 2, strength: 12 }, "red");
    const doc = (settings: Doc) =>
      resolveScenario({
        ruleset: "gzg",
        settings,
        battlefield: { walls: corridor, figures: [thrower] },
        attack: { attacker: "F", weapon: HG, target: { point: [10, 0] } },
        dice: { "G.skill": 8, "G.dir": 3 },
      }).output;
    // TN 2 on a D8: 8 > 2 hits; a blind throw deviates 8" across the 2" corridor: 1" to the south wall,
    // then 2" to each wall in turn, so the fourth wall it meets is where it stops after three bounces.
    const blind = (settings: Doc) =>
      resolveScenario({
        ruleset: "gzg",
        settings,
        battlefield: { walls: corridor, figures: [thrower] },
        attack: { attacker: "F", weapon: HG, target: { point: [10, 0] }, blind: true },
        dice: { "G.blind": 8, "G.dir": 3 },
      }).output;
    expect(doc({}).outcome).toBe("HIT");
    expect(blind({})).toMatchObject({ bounces: 3 });
    expect(blind({}).path.map((l) => l.kind)).toEqual(["deviate", "bounce", "bounce", "stop"]);
    expect(blind({ "gzg.maxBounces": 1 })).toMatchObject({ bounces: 1 });
    expect(blind({ "gzg.maxBounces": 1 }).path.map((l) => l.kind)).toEqual(["deviate", "stop"]);
  });

  it("gzg.reactionTarget: suppression markers raise the target with motivationPlusSuppression", () => {
    const r = fig("R", 31, 0, { quality: 8, motivation: 2, suppression: 2 });
    expect(attack([r], SMOKE, [30, 0], { "G.skill": 9, "G.react[R]": 3 }).affected[0]).toMatchObject({ suppression: 2 });
    expect(
      attack([r], SMOKE, [30, 0], { "G.skill": 9, "G.react[R]": 3 }, { "gzg.reactionTarget": "motivationPlusSuppression" }).affected[0],
    ).toMatchObject({ suppression: 3 });
  });

  it('gzg.areaMeasure and gzg.areaInclusive decide who is inside the 3" cloud', () => {
    const edge = fig("R", 33.5, 0, { quality: 8, motivation: 2 });
    expect(tags(attack([edge], SMOKE, [30, 0], { "G.skill": 9, "G.react[R]": 6 }))).toContain("G.react[R]");
    expect(tags(attack([edge], SMOKE, [30, 0], { "G.skill": 9 }, { "gzg.areaMeasure": "centre" }))).not.toContain("G.react[R]");
    expect(tags(attack([edge], SMOKE, [30, 0], { "G.skill": 9 }, { "gzg.areaInclusive": false }))).not.toContain("G.react[R]");
  });

  it("gzg.sealedImmuneToSmoke", () => {
    const p = fig("P", 31, 0, { quality: 8, motivation: 2, sealed: true });
    expect(tags(attack([p], SMOKE, [30, 0], { "G.skill": 9 }))).toEqual(["G.skill"]);
    expect(attack([p], SMOKE, [30, 0], { "G.skill": 9, "G.react[P]": 1 }, { "gzg.sealedImmuneToSmoke": false }).affected[0]).toMatchObject({
      figure: "P",
      suppression: 1,
    });
  });

  it("gzg.gasUnsealed: reactionTest, alwaysSuppress (no roll) or external (listed only)", () => {
    const u = fig("U", 31, 0, { quality: 6, motivation: 2 });
    expect(attack([u], GAS, [30, 0], { "G.skill": 9, "G.gas[U]": 5 }).affected[0]).toMatchObject({ suppression: 0 });
    const always = attack([u], GAS, [30, 0], { "G.skill": 9 }, { "gzg.gasUnsealed": "alwaysSuppress" });
    expect(tags(always)).toEqual(["G.skill"]);
    expect(always.affected[0]).toMatchObject({ suppression: 1 });
    const external = attack([u], GAS, [30, 0], { "G.skill": 9 }, { "gzg.gasUnsealed": "external" });
    expect(tags(external)).toEqual(["G.skill"]);
    expect(external.affected[0]).toMatchObject({ figure: "U", suppression: 0, status: "standing" });
  });

  it("gzg.explosiveEffect: detailed adds the damage roll; external lists figures without rolling", () => {
    const e = fig("E", 11, 0, { armour: 4 });
    const hit = { "G.skill": 9, "G.blastQ[E]": 9, "G.blastFP[E]": 8, "G.armour[E]": 2 };
    expect(attack([e], GL, [10, 0], hit).affected[0]).toMatchObject({ status: "outOfAction" });
    const detailed = attack([e], GL, [10, 0], { ...hit, "G.damage[E]": 3, "G.save[E]": 4 }, { "gzg.explosiveEffect": "detailed" });
    expect(tags(detailed).slice(-2)).toEqual(["G.damage[E]", "G.save[E]"]);
    expect(detailed.affected[0]).toMatchObject({ status: "standing", suppression: 1 });
    const external = attack([e], GL, [10, 0], { "G.skill": 9 }, { "gzg.explosiveEffect": "external" });
    expect(tags(external)).toEqual(["G.skill"]);
    expect(external.affected[0]).toMatchObject({ figure: "E", cause: "blast" });
  });

  it("gzg.wallsShieldBlast: a solid wall between the impact and a figure shields it unless switched off", () => {
    const e = fig("E", 11.5, 0, { armour: 4 });
    const wall = [{ id: "w", a: [10.6, -3], b: [10.6, 3] }];
    expect(attack([e], GL, [10, 0], { "G.skill": 9 }, {}, {}, wall).affected).toEqual([]);
    expect(
      attack(
        [e],
        GL,
        [10, 0],
        { "G.skill": 9, "G.blastQ[E]": 2, "G.blastFP[E]": 2, "G.armour[E]": 3 },
        { "gzg.wallsShieldBlast": false },
        {},
        wall,
      ).affected,
    ).toHaveLength(1);
  });

  it("gzg.gradeAliases: an alias names a die", () => {
    const o = resolveScenario({
      ruleset: "gzg",
      settings: { "gzg.gradeAliases": { Rookie: 4 } },
      battlefield: { figures: [fig("F", 0, 0, { quality: "Rookie" }, "red")] },
      attack: { attacker: "F", weapon: GL, target: { point: [5, 0] } },
      dice: { "G.skill": 4 },
    }).output;
    expect(o.rolls[0]).toMatchObject({ dice: "1d4" });
  });

  it("gzg.loaderShotsPerActivation: a second transferred shot needs a second allowed shot", () => {
    const crew = [fig("L", 1, 0, { quality: 8, motivation: 2 }, "red")];
    const two = (settings: Doc) =>
      resolveScenario({
        ruleset: "gzg",
        settings,
        battlefield: { figures: [fig("F", 0, 0, { quality: 10, motivation: 1 }, "red"), ...crew] },
        attack: { attacker: "F", weapon: GL, target: { point: [12, 0] }, loader: "L", loaderShot: 2 },
        dice: { "G.skill": 9 },
      }).output;
    expect(two({})).toMatchObject({ outcome: "ILLEGAL", reason: "loaderShotsExhausted" });
    expect(two({ "gzg.loaderShotsPerActivation": 2 })).toMatchObject({ outcome: "HIT" });
    expect(tags(two({ "gzg.loaderShotsPerActivation": 2 }))).toEqual(["G.skill"]);
  });
});

describe("gzg end-of-turn settings", () => {
  const upkeep = (settings: Doc, dice: Doc, wind: Doc | null, figures: Doc[] = []) =>
    resolveScenario({
      ruleset: "gzg",
      settings,
      endOfRound: true,
      battlefield: { figures, clouds: [{ id: "m", kind: "smoke", x: 10, y: 10, radius: 3 }], ...(wind ? { wind } : {}) },
      dice,
    }).output;

  it("gzg.dissipateOn: the faces that remove a cloud", () => {
    expect(upkeep({}, { "G.dissipate[m]": 4 }, null).clouds.removed).toEqual([]);
    expect(upkeep({ "gzg.dissipateOn": "4-6" }, { "G.dissipate[m]": 4 }, null).clouds.removed).toEqual(["m"]);
  });

  it("gzg.wind.enabled / gzg.wind.mode apply when the battlefield gives no wind; d6 rolls the distance", () => {
    expect(upkeep({}, { "G.dissipate[m]": 1 }, null).clouds.moved).toEqual([]);
    const o = upkeep(
      { "gzg.wind.enabled": true, "gzg.wind.mode": "d6" },
      { "G.dissipate[m]": 1, "G.windDir": 6, "G.windDist[m]": 5 },
      null,
    );
    expect(tags(o)).toEqual(["G.dissipate[m]", "G.windDir", "G.windDist[m]"]);
    expect(o.clouds.moved).toEqual([{ id: "m", x: 10, y: 15 }]);
  });

  it("gzg.wind.reference = player1Edge: 12 o'clock points away from player 1's edge", () => {
    const o = upkeep(
      { "gzg.wind.reference": "player1Edge" },
      { "G.dissipate[m]": 1 },
      { enabled: true, hour: 12, mode: "fixed3", player1Edge: "north" },
    );
    expect(o.clouds.moved).toEqual([{ id: "m", x: 10, y: 13 }]);
  });

  it("gzg.testOnDrift: figures a drifting cloud newly covers are tested unless switched off", () => {
    const r = fig("R", 10, 15.5, { quality: 8, motivation: 2 });
    const wind = { enabled: true, hour: 6, mode: "fixed3" };
    expect(tags(upkeep({}, { "G.dissipate[m]": 1, "G.react[R]": 2 }, wind, [r]))).toEqual(["G.dissipate[m]", "G.react[R]"]);
    expect(tags(upkeep({ "gzg.testOnDrift": false }, { "G.dissipate[m]": 1 }, wind, [r]))).toEqual(["G.dissipate[m]"]);
  });
});
