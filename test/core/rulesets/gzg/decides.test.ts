// GZG rules that only a decided outcome pins (docs/rules.md §3.4 G3–G6, G11): a shot without line of sight
// to the aim point is blind, the clock-face deviation turns with the line of fire in any direction, and the
// loader's transfer refuses an unmounted weapon or a loader out of base contact.

import { describe, expect, it } from "vitest";
import type { CloudDoc, FigureDoc, ScenarioDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { type Output, fig, keysOf, resolveDoc, rollTags, wall } from "../../../helpers/scenario-run.js";

/** The impact point to 1/1000" (output coordinates are rounded to 1/10,000"). */
function expectImpact(out: Output, x: number, y: number): void {
  expect(out.impact).not.toBeNull();
  expect(out.impact?.x).toBeCloseTo(x, 3);
  expect(out.impact?.y).toBeCloseTo(y, 3);
}

const GL = { name: "Grenade Launcher", rangeBand: 6, fuse: "contact", payload: "explosive" };

const doc = (
  figures: FigureDoc[],
  point: number[],
  dice: Record<string, unknown>,
  extra: { walls?: WallDoc[]; settings?: Record<string, unknown>; attack?: Record<string, unknown>; weapon?: Record<string, unknown> } = {},
): ScenarioDoc => ({
  ruleset: "gzg",
  ...(extra.settings ? { settings: extra.settings } : {}),
  battlefield: { figures, walls: extra.walls ?? [] },
  attack: { attacker: "F", weapon: { ...GL, ...extra.weapon }, target: { point }, ...extra.attack },
  dice,
});

describe("rules §3.4 G5–G6: the clock face turns with the line of fire", () => {
  // A Regular (D8) firer misses TN 2 with a 2: the round deviates 2" in the rolled clock direction.
  const from = (fx: number, fy: number, aim: [number, number], hour: number) =>
    resolveDoc(doc([fig("F", "red", fx, fy, { quality: "Regular" })], aim, { "G.skill": 2, "G.dir": hour }));

  it.each([
    [12, 5, 19],
    [3, 3, 17],
    [6, 5, 15],
    [9, 7, 17],
    [1, 5 - 2 * Math.sin(Math.PI / 6), 17 + 2 * Math.cos(Math.PI / 6)],
  ])("fired along +y from (5, 5) at (5, 17): hour %i lands at (%f, %f)", (hour, x, y) => {
    const out = from(5, 5, [5, 17], hour);
    expect(out.outcome).toBe("DEVIATED");
    expectImpact(out, x, y);
  });

  it("fired along (0.6, 0.8): hour 3 is to the right of the line of fire", () => {
    const out = from(0, 0, [6, 8], 3);
    expectImpact(out, 6 - 1.6, 8 + 1.2);
  });

  it("fired along −x: hour 12 carries on past the aim point", () => {
    const out = from(20, 3, [8, 3], 12);
    expectImpact(out, 6, 3);
  });
});

describe("rules §3.4 G3: no line of sight to the aim point makes the shot blind", () => {
  const screen = wall("screen", [4, -3], [4, 3], { blocksMove: false, blocksSight: true });
  const firer = fig("F", "red", 0, 0, { quality: "Veteran" });

  it("a sight-blocking wall: the blind die sets the deviation and no skill roll is made", () => {
    const out = resolveDoc(doc([firer], [12, 0], { "G.blind": 5, "G.dir": 12 }, { walls: [screen] }));
    expect(out["blind"]).toBe(true);
    expect(keysOf(out.notes)).toEqual(expect.arrayContaining(["autoBlind", "blindDeviation"]));
    expect(rollTags(out)).toEqual(["G.blind", "G.dir"]);
    expect(out.rolls[0]?.dice).toBe("1d12");
    expectImpact(out, 17, 0);
  });

  it("with a clear view the same shot rolls for skill and is not blind", () => {
    const out = resolveDoc(doc([firer], [12, 0], { "G.skill": 6 }));
    expect(out["blind"]).toBe(false);
    expect(keysOf(out.notes)).not.toContain("autoBlind");
    expect(out.outcome).toBe("HIT");
  });

  it("a blind shot past the last band is refused only with gzg.blindMaxRange", () => {
    const far = (settings: Record<string, unknown>) =>
      resolveDoc(doc([firer], [70, 0], { "G.blind": 1, "G.dir": 12 }, { walls: [screen], settings: { "gzg.maxBands": 10, ...settings } }));
    expect(far({})).toMatchObject({ outcome: "ILLEGAL", reason: "beyondMaxRange" });
    expect(far({ "gzg.blindMaxRange": false }).outcome).toBe("DEVIATED");
  });
});

describe("rules §3.4 G11: a loader's transferred action", () => {
  const crew = (loaderX: number, loaderStats: Record<string, unknown> = {}, firerStats: Record<string, unknown> = {}) => [
    fig("F", "red", 0, 0, { quality: "Veteran", motivation: 1, ...firerStats }),
    fig("L", "red", loaderX, 0, { quality: "Regular", motivation: 2, ...loaderStats }),
  ];
  const shoot = (figures: FigureDoc[], weapon: Record<string, unknown> = {}) =>
    resolveDoc(doc(figures, [12, 0], { "G.loader": 3, "G.skill": 9 }, { attack: { loader: "L" }, weapon }));

  it("a weapon not set up on its mount is refused before any roll", () => {
    const out = shoot(crew(1), { setUp: false });
    expect(out).toMatchObject({ outcome: "ILLEGAL", reason: "weaponNotSetUp" });
    expect(out.rolls).toEqual([]);
  });

  it('a loader 0.2" from the firer\'s base is out of contact; 0.04" counts as contact', () => {
    const apart = shoot(crew(1.2));
    expect(apart).toMatchObject({ outcome: "ILLEGAL", reason: "loaderNotInContact" });
    expect(apart.rolls).toEqual([]);
    expect(shoot(crew(1.04)).outcome).toBe("HIT");
  });

  it('a loader on a platform 1" up is not in contact', () => {
    const figures = crew(1);
    const loader = figures[1];
    if (loader) figures[1] = { ...loader, z: 1 };
    expect(shoot(figures)).toMatchObject({ outcome: "ILLEGAL", reason: "loaderNotInContact" });
  });

  it('bases 0.05" apart (the contact tolerance) still count as in contact', () => {
    const figures = crew(1);
    const loader = figures[1];
    if (loader) figures[1] = { ...loader, z: 0.05 };
    expect(shoot(figures).outcome).toBe("HIT");
  });

  it("a firer who moved refuses the transfer too", () => {
    expect(shoot(crew(1, {}, { moved: true }))).toMatchObject({ outcome: "ILLEGAL", reason: "crewMoved" });
  });

  it("the loader rolls its own quality die and the log names it", () => {
    const out = shoot(crew(1));
    expect(out.rolls[0]).toMatchObject({ tag: "G.loader", dice: "1d8", faces: [3] });
    expect(out["loader"]).toEqual({ figure: "L", roll: 3, result: "transferred" });
    const n = out.notes.find((x) => x.key.endsWith(".loaderTransferred"));
    expect(n?.data).toEqual({ loader: "L", roll: 3, motivation: 2 });
  });
});

describe("rules §3.4 G1–G9: the notes and secondary outputs of a shot", () => {
  const firer = fig("F", "red", 0, 0, { quality: "Regular" });
  const notesOf = (out: Output) => out.notes.map((n) => [n.key.replace("ORDNANCE.Log.gzg.", ""), n.data ?? null]);

  it("a hit logs range, band and TN, then the skill roll; no bounces, no cloud, the blast radius", () => {
    const out = resolveDoc(doc([firer], [13, 0], { "G.skill": 5 }));
    expect(notesOf(out)).toEqual([
      ["range", { range: "13.00", band: 6, tn: 3 }],
      ["skillHit", { roll: 5, die: 8, tn: 3 }],
      ["explosive", { radius: out["blastRadius"] }],
    ]);
    expect(out).toMatchObject({ rangeBand: 6, targetNumber: 3, blind: false, outcome: "HIT" });
    expect(out.clouds.placed).toEqual([]);
  });

  it("a miss logs the roll and the direction; a roll equal to TN misses", () => {
    const out = resolveDoc(doc([firer], [13, 0], { "G.skill": 3, "G.dir": 12 }));
    expect(notesOf(out).slice(1, 3)).toEqual([
      ["skillMiss", { roll: 3, die: 8, tn: 3 }],
      ["direction", { hour: 12, inches: 3 }],
    ]);
    expect(out).toMatchObject({ outcome: "DEVIATED", bounces: 0, detonatedOnObstacle: false });
    expectImpact(out, 16, 0);
  });

  it("an automatic deviation names the quality die it was rolled on", () => {
    const out = resolveDoc(doc([fig("F", "red", 0, 0, { quality: "Green" })], [37, 0], { "G.skill": 4, "G.dir": 6 }));
    expect(notesOf(out)[1]).toEqual(["autoDeviation", { roll: 4, die: 8, tn: 7, quality: 6 }]);
    expectImpact(out, 33, 0);
  });

  it("a contact fuse detonates on the wall it meets and says which; a time fuse bounces and counts it", () => {
    const walls = [wall("w", [15, -5], [15, 5])];
    const contact = resolveDoc(doc([firer], [13, 0], { "G.skill": 3, "G.dir": 12 }, { walls }));
    expect(contact).toMatchObject({ detonatedOnObstacle: true, bounces: 0 });
    expect(notesOf(contact)).toContainEqual(["contactDetonation", { wall: "w" }]);
    expectImpact(contact, 15, 0);
    const short = resolveDoc(doc([firer], [13, 0], { "G.skill": 1, "G.dir": 12 }, { walls }));
    expect(short).toMatchObject({ detonatedOnObstacle: false, bounces: 0 });
    expect(notesOf(short).map(([k]) => k)).not.toContain("contactDetonation");
    const far = resolveDoc(doc([firer], [13, 0], { "G.skill": 3, "G.dir": 12 }, { walls, weapon: { fuse: "time" } }));
    expect(far).toMatchObject({ detonatedOnObstacle: false, bounces: 1 });
    expect(notesOf(far)).toContainEqual(["bounced.one", { bounces: 1 }]);
    expectImpact(far, 14, 0);
  });

  it("a round that lands off the table says so and hits nobody", () => {
    const out = resolveDoc({
      ...doc([firer, fig("E", "blue", 13, 0)], [13, 0], { "G.skill": 3, "G.dir": 12 }),
      battlefield: { figures: [firer, fig("E", "blue", 13, 0)], walls: [], bounds: { x: -1, y: -5, width: 15, height: 10 } },
    });
    expect(notesOf(out).at(-1)).toEqual(["offTable", null]);
    expect(out.affected).toEqual([]);
  });

  it("smoke and gas place a cloud with the next free id and the lethal flag only for lethal gas", () => {
    const clouds: CloudDoc[] = [{ id: "smoke-1", kind: "smoke", x: 40, y: 40, radius: 3 }];
    const shot = (weapon: Record<string, unknown>) =>
      resolveDoc({
        ...doc([firer], [13, 0], { "G.skill": 5 }, { weapon }),
        battlefield: { figures: [firer], walls: [], clouds },
      });
    const smoke = shot({ payload: "smoke" });
    expect(smoke.clouds.placed).toEqual([{ id: "smoke-2", kind: "smoke", x: 13, y: 0, z: 0, radius: 3, lethal: false, blocksSight: true }]);
    expect(smoke["blastRadius"]).toBeNull();
    expect(notesOf(smoke).at(-1)).toEqual(["smokePlaced", { radius: 3 }]);
    const gas = shot({ payload: "gas" });
    expect(gas.clouds.placed).toEqual([{ id: "gas-1", kind: "gas", x: 13, y: 0, z: 0, radius: 3, lethal: false, blocksSight: false }]);
    expect(notesOf(gas).at(-1)).toEqual(["gasPlaced", { radius: 3 }]);
    const lethal = shot({ payload: "gas", lethal: true });
    expect(lethal.clouds.placed[0]).toMatchObject({ id: "gas-1", lethal: true });
    expect(notesOf(lethal).at(-1)).toEqual(["lethalGasPlaced", { radius: 3 }]);
    expect(shot({ payload: "smoke", lethal: true }).clouds.placed[0]).toMatchObject({ lethal: false });
  });

  it("with gzg.checkApproachPath a wall on the way stops the round there", () => {
    const walls = [wall("w", [6, -5], [6, 5])];
    const out = resolveDoc(doc([firer], [13, 0], {}, { walls, settings: { "gzg.checkApproachPath": true } }));
    expect(out).toMatchObject({ outcome: "DEVIATED", detonatedOnObstacle: true });
    expect(notesOf(out)).toContainEqual(["approachBlocked", { wall: "w" }]);
    expect(out.rolls).toEqual([]);
    expectImpact(out, 6, 0);
    const timed = resolveDoc(doc([firer], [13, 0], {}, { walls, weapon: { fuse: "time" }, settings: { "gzg.checkApproachPath": true } }));
    expect(timed["detonatedOnObstacle"]).toBe(false);
  });
});
