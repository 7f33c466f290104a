// Necromunda rules that only a decided outcome pins (docs/rules.md §2.3–§2.4): the steady friends of a
// Nerve test, N23 Fear's −2, the +1 Damage of a blocked N23 knockback, save targets at 6+ and the natural 1,
// landing on a fighter after a fall, and the edge check of a fighter Seriously Injured near a ledge.
// Every case goes through the ruleset's attack entry point with scripted dice.

import { describe, expect, it } from "vitest";
import type { FigureDoc, ScenarioDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { affected, fig, keysOf, note, resolveDoc, rollTags, wall } from "../../../helpers/scenario-run.js";

const attacker = (z = 0): FigureDoc => fig("A0", "red", 0, 0, { BS: 4 }, { z });

const frag = (traits: string[] = ["Blast(3)", "Knockback"], over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: "Grenade Launcher",
  profile: "Frag",
  short: 6,
  long: 24,
  accShort: -1,
  S: 3,
  AP: "-",
  D: "1",
  ammo: 5,
  traits,
  ...over,
});

const scare = {
  name: "Grenade Launcher",
  profile: "Scare",
  short: 6,
  long: 24,
  accShort: -1,
  S: 0,
  D: "0",
  ammo: 6,
  traits: ["Blast(3)", "Fear", "Gas"],
};

interface DocParts {
  figures: FigureDoc[];
  weapon: Record<string, unknown>;
  target: { figure: string } | { point: number[] };
  dice: Record<string, unknown>;
  walls?: WallDoc[];
  settings?: Record<string, unknown>;
  bounds?: { width: number; height: number };
}

const doc = (p: DocParts): ScenarioDoc => ({
  ruleset: "necromunda",
  ...(p.settings ? { settings: p.settings } : {}),
  battlefield: { figures: p.figures, ...(p.walls ? { walls: p.walls } : {}), ...(p.bounds ? { bounds: { x: 0, y: 0, ...p.bounds } } : {}) },
  attack: { attacker: "A0", weapon: p.weapon, target: p.target },
  dice: p.dice,
});

describe('rules §2.3 Nerve test: steady friends within 3" (N23 Fear replacing an Injury roll)', () => {
  // J is hit by N23 Scare gas at z 2; the Injury roll becomes a Nerve test at −2 with 2D6 = 6 and Cool 6.
  // Only F1 (2.5" away) and F3 (exactly 3" away) are steady friends on J's level: total 6 − 2 + 2 = 6 passes.
  const z = 2;
  const friend = (id: string, x: number, y: number, stats: Record<string, unknown> = {}, fz = z) => fig(id, "blue", x, y, stats, { z: fz });
  const scene = (extra: FigureDoc[], nerve: [number, number], cool = 6) =>
    doc({
      settings: { "necro.traitSet": "n23" },
      figures: [attacker(z), fig("J", "blue", 11, 0, { cool }, { z }), ...extra],
      weapon: scare,
      target: { figure: "J" },
      dice: { "N.firepower": 2, "N.hit": 4, "N.gas[J]": 5, "N.nerve[J]": nerve, "N.rfc[J]": [3, 3] },
    });
  const steady = [friend("F1", 11, 3.5), friend("F3", 15, 0)];
  const notCounted = [
    fig("E", "red", 11, -3.5, {}, { z }), // an enemy
    friend("Fb", 13.5, 2.5, { broken: true }),
    friend("Fs", 8.5, 2.5, { status: "seriouslyInjured" }),
    friend("Fo", 8.5, -2.5, { object: "light" }),
    friend("Ff", 15.2, 0.3), // 3.2" away, edge to edge
    friend("Fz", 13.5, -2.5, {}, z + 3), // 3" higher: hypot(2.54, 3) > 3
  ];

  it("counts exactly the steady friends on the same level and passes at total = Cool", () => {
    const j = affected(resolveDoc(scene([...steady, ...notCounted], [3, 3])), "J");
    expect(keysOf(j.notes)).toContain("fearReplacesInjury");
    expect(note(j.notes, "nervePassed")).toEqual({ total: 6, cool: 6, friends: 2, modifier: -2 });
    expect(j.status).toBe("standing");
  });

  it("without the friends the same dice fail, and J is Broken and runs for cover", () => {
    const j = affected(resolveDoc(scene(notCounted, [3, 3])), "J");
    expect(note(j.notes, "nerveFailed")).toEqual({ total: 4, cool: 6, friends: 0, modifier: -2 });
    expect(j.status).toBe("broken");
    expect(j["ranForCover"]).toMatchObject({ rolled: 6, from: [11, 0] });
  });

  it("N23 Fear is −2, not +2: 2D6 8 against Cool 7 fails", () => {
    const j = affected(resolveDoc(scene([], [4, 4], 7)), "J");
    expect(note(j.notes, "nerveFailed")).toEqual({ total: 6, cool: 7, friends: 0, modifier: -2 });
  });
});

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

describe("rules §2.4 N7d saves: the better of armour (cover, AP) and field save; a natural 1 always fails", () => {
  const scene = (stats: Record<string, unknown>, save: number, AP: number | "-" = "-") =>
    doc({
      figures: [attacker(), fig("B", "blue", 11, 0, { W: 2, ...stats })],
      weapon: frag(["Blast(3)"], { AP }),
      target: { point: [10, 0] },
      dice: { "N.firepower": 4, "N.hit": 6, "N.wound[B]": 4, "N.save[B]": save },
    });
  const saveNote = (stats: Record<string, unknown>, roll: number, AP: number | "-" = "-") => {
    const b = affected(resolveDoc(scene(stats, roll, AP)), "B");
    const saved = b.notes.some((n) => n.key.endsWith(".saved"));
    return { saved, data: note(b.notes, saved ? "saved" : "saveFailed"), wounds: b.wounds };
  };

  it.each([
    ["5+ armour against AP −1 is 6+: a 6 saves", { save: 5 }, 6, -1, true, 6],
    ["5+ armour against AP −1 is 6+: a 5 fails", { save: 5 }, 5, -1, false, 6],
    ["6+ armour: a 6 saves", { save: 6 }, 6, "-", true, 6],
    ["2+ armour in full cover needs 0+, yet a natural 1 fails", { save: 2, coverFromHole: "full" }, 1, "-", false, 0],
    ["2+ armour in partial cover: a 2 saves", { save: 2, coverFromHole: "partial" }, 2, "-", true, 1],
    ["a 5+ field save ignores AP −2", { fieldSave: 5 }, 5, -2, true, 5],
    ["a 5+ field save ignores cover: a 4 fails", { fieldSave: 5, coverFromHole: "full" }, 4, "-", false, 5],
    ["4+ armour with AP −1 (5+) beats a 6+ field save", { save: 4, fieldSave: 6 }, 5, -1, true, 5],
    ["a 4+ field save beats 5+ armour with AP −2 (7+)", { save: 5, fieldSave: 4 }, 4, -2, true, 4],
  ] as const)("%s", (_name, stats, roll, AP, saved, target) => {
    const r = saveNote(stats, roll, AP);
    expect(r.saved).toBe(saved);
    expect(r.data).toEqual({ roll, target });
    expect(r.wounds).toBe(saved ? 2 : 1);
  });

  it("a 6+ armour save against AP −1 is 7+: no save is rolled", () => {
    const out = resolveDoc(scene({ save: 6 }, 6, -1));
    const b = affected(out, "B");
    expect(note(b.notes, "noSave")).toEqual({ target: 7 });
    expect(rollTags(out)).not.toContain("N.save[B]");
    expect(b.wounds).toBe(1);
  });
});

describe("rules §2.4 N7h: landing on a fighter after a fall", () => {
  // R, Pinned by the blast within ½" of the 4" ledge at x = 11.5, fails its Initiative test and lands at
  // (12, 0, z 0) — on L, whose base is centred 0.3" further on.
  const edge = wall("edge", [11.5, -5], [11.5, 5], { blocksMove: false, blocksSight: false, ledge: { dropInches: 4 } });
  const scene = (below: FigureDoc[], dice: Record<string, unknown> = {}) =>
    doc({
      figures: [attacker(4), fig("R", "blue", 11, 0, {}, { z: 4 }), ...below],
      weapon: frag(["Blast(3)"]),
      target: { point: [10, 0, 4] },
      walls: [edge],
      dice: { "N.firepower": 4, "N.hit": 6, "N.wound[R]": 1, "N.fallI[R]": 2, "N.fall[R].wound": 3, ...dice },
    });

  it("the fighter below is pinned, takes the same S3 hit, and the faller ends in base contact with it", () => {
    const out = resolveDoc(
      scene([fig("L", "red", 12.3, 0), fig("U", "red", 12.5, 0.8, {}, { z: 2 })], { "N.fall[L].wound": 4, "N.fall[L].injury#1": 1 }),
    );
    const l = affected(out, "L");
    expect(l.cause).toBe("landedOn");
    expect(note(l.notes, "landedOn")).toEqual({ figure: "R" });
    expect(note(l.notes, "wounded")).toEqual({ roll: 4, need: 4, S: 3, T: 3 });
    expect(l.status).toBe("pinned");
    expect(l.toughness).toBe(2);
    const r = affected(out, "R");
    expect(r.position.z).toBe(0);
    expect(Math.hypot(r.position.x - 12.3, r.position.y)).toBeCloseTo(1, 3);
    // U stands on a crate 2" up: not on R's level, so not landed on.
    expect(out.affected.map((a) => a.figure)).not.toContain("U");
    expect(rollTags(out)).not.toContain("N.fall[U].wound");
  });

  it('a fighter on a crate 2" up under the landing spot is not on R\'s level; one ½" up is', () => {
    const crate = resolveDoc(scene([fig("U", "red", 12.3, 0, {}, { z: 2 })]));
    expect(crate.affected.map((a) => a.figure)).toEqual(["R"]);
    const step = resolveDoc(scene([fig("U", "red", 12.3, 0, {}, { z: 0.5 })], { "N.fall[U].wound": 1 }));
    expect(affected(step, "U").cause).toBe("landedOn");
  });

  it("an Engaged fighter landed on is not pinned", () => {
    const out = resolveDoc(scene([fig("L", "red", 12.3, 0, { engaged: true })], { "N.fall[L].wound": 1 }));
    expect(affected(out, "L").status).toBe("standing");
  });

  it('a fighter beside the landing spot (bases 1.05" apart) is not landed on', () => {
    const out = resolveDoc(scene([fig("L", "red", 13.05, 0)]));
    expect(out.affected.map((a) => a.figure)).toEqual(["R"]);
  });
});

describe('rules §2.4 N7h: a Standing fighter Seriously Injured within ½" of an edge may fall', () => {
  const edge = wall("edge", [11.5, -5], [11.5, 5], { blocksMove: false, blocksSight: false, ledge: { dropInches: 4 } });
  const scene = (stats: Record<string, unknown>, dice: Record<string, unknown>) =>
    doc({
      figures: [attacker(4), fig("R", "blue", 11, 0, stats, { z: 4 })],
      weapon: frag(["Blast(3)"]),
      target: { point: [10, 0, 4] },
      walls: [edge],
      dice: { "N.firepower": 4, "N.hit": 6, "N.wound[R]": 4, "N.injury[R]#1": 3, ...dice },
    });

  it('a failed Initiative test: R falls 4" and lands beyond the edge', () => {
    const out = resolveDoc(scene({}, { "N.fallI[R]": 3, "N.fall[R].wound": 1 }));
    const r = affected(out, "R");
    expect(note(r.notes, "edgeTestFailed")).toEqual({ roll: 3, I: 4 });
    expect(r["fell"]).toEqual({ ledge: "edge", inches: 4 });
    expect(r.position.z).toBe(0);
    expect(r.position.x).toBeCloseTo(12, 3);
    expect(r.status).toBe("seriouslyInjured");
  });

  it("a passed Initiative test: R stays on the edge", () => {
    const out = resolveDoc(scene({}, { "N.fallI[R]": 4 }));
    const r = affected(out, "R");
    expect(note(r.notes, "edgeTestPassed")).toEqual({ roll: 4, I: 4 });
    expect(r.position).toEqual({ x: 11, y: 0, z: 4 });
  });

  it("a fighter already Pinned is not Standing: no edge check when it becomes Seriously Injured", () => {
    const out = resolveDoc(scene({ status: "pinned" }, {}));
    expect(rollTags(out)).not.toContain("N.fallI[R]");
    expect(affected(out, "R").status).toBe("seriouslyInjured");
  });

  it("a natural 1 fails the Initiative test even with a railing's +1 at I2", () => {
    const railed = { ...edge, ledge: { dropInches: 4, railing: true } };
    const d = doc({
      figures: [attacker(4), fig("R", "blue", 11, 0, { I: 2 }, { z: 4 })],
      weapon: frag(["Blast(3)"]),
      target: { point: [10, 0, 4] },
      walls: [railed],
      dice: { "N.firepower": 4, "N.hit": 6, "N.wound[R]": 4, "N.injury[R]#1": 3, "N.fallI[R]": 1, "N.fall[R].wound": 1 },
    });
    expect(note(affected(resolveDoc(d), "R").notes, "edgeTestFailed")).toEqual({ roll: 1, I: 2 });
  });
});

describe("rules §2.4 N7d, N7f, N7i: who rolls Injury dice and who becomes a casualty", () => {
  const friendNear = fig("F", "blue", 11, 3.5);

  it("an N23 Fear hit on a Seriously Injured fighter rolls its Injury die (no Nerve test replaces it)", () => {
    const out = resolveDoc(
      doc({
        settings: { "necro.traitSet": "n23" },
        figures: [attacker(), fig("J", "blue", 11, 0, { status: "seriouslyInjured" })],
        weapon: scare,
        target: { figure: "J" },
        dice: { "N.firepower": 2, "N.hit": 6, "N.gas[J]": 5, "N.injury[J]#1": 1 },
      }),
    );
    expect(rollTags(out)).toContain("N.injury[J]#1");
    expect(keysOf(affected(out, "J").notes)).not.toContain("fearReplacesInjury");
  });

  it("a Flesh Wound on a fighter already Seriously Injured makes no new casualty and calls no Nerve tests", () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(), fig("J", "blue", 11, 0, { status: "seriouslyInjured" }), friendNear],
        weapon: frag(["Blast(3)"]),
        target: { point: [10, 0] },
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[J]": 4, "N.injury[J]#1": 1 },
      }),
    );
    const j = affected(out, "J");
    expect(note(j.notes, "injuries")).toEqual({ rolled: "FW", applied: "FW", toughness: 2 });
    expect(keysOf(j.notes)).not.toContain("seriouslyInjured");
    expect(out.events.filter((e) => e.kind === "nerveTestRequired")).toEqual([]);
  });

  it('a Standing fighter Seriously Injured calls a Nerve test for a friend within 3"', () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(), fig("J", "blue", 11, 0), friendNear],
        weapon: frag(["Blast(3)"]),
        target: { point: [10, 0] },
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[J]": 4, "N.injury[J]#1": 3 },
      }),
    );
    expect(out.events.filter((e) => e.kind === "nerveTestRequired").map((e) => e.figure)).toEqual(["F"]);
  });

  it("a hit that leaves Wounds rolls no Injury dice and logs none", () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(), fig("J", "blue", 11, 0, { W: 2 })],
        weapon: frag(["Blast(3)"]),
        target: { point: [10, 0] },
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[J]": 4 },
      }),
    );
    expect(keysOf(affected(out, "J").notes)).not.toContain("injuries");
  });

  it("an object loses Wounds without Injury dice and is Out of Action at 0", () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(), fig("O", "blue", 11, 0, { object: "light" })],
        weapon: frag(["Blast(3)"]),
        target: { point: [10, 0] },
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[O]": 4 },
      }),
    );
    const o = affected(out, "O");
    expect(note(o.notes, "objectDamage")).toEqual({ damage: 1, wounds: 0 });
    expect(o.status).toBe("outOfAction");
  });

  it("a fighter pinned on the hit and then taken Out of Action does not also test for a fall", () => {
    const out = resolveDoc(
      doc({
        settings: { "necro.pinTiming": "onHit" },
        figures: [attacker(4), fig("R", "blue", 11, 0, {}, { z: 4 })],
        weapon: frag(["Blast(3)"]),
        target: { point: [10, 0, 4] },
        walls: [wall("edge", [11.5, -5], [11.5, 5], { blocksMove: false, blocksSight: false, ledge: { dropInches: 4 } })],
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[R]": 4, "N.injury[R]#1": 6 },
      }),
    );
    expect(affected(out, "R").status).toBe("outOfAction");
    expect(rollTags(out)).not.toContain("N.fallI[R]");
  });

  it("with necro.rfcMode = callerPath and no path given, the run for cover says so", () => {
    const out = resolveDoc(
      doc({
        settings: { "necro.traitSet": "n23", "necro.rfcMode": "callerPath" },
        figures: [attacker(), fig("J", "blue", 11, 0)],
        weapon: scare,
        target: { figure: "J" },
        dice: { "N.firepower": 2, "N.hit": 4, "N.gas[J]": 5, "N.nerve[J]": [1, 1], "N.rfc[J]": [3, 3] },
      }),
    );
    expect(keysOf(affected(out, "J").notes)).toContain("rfcNoPath");
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
