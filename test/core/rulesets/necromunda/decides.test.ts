// Necromunda rules that only a decided outcome pins (docs/rules.md §2.3–§2.4): the steady friends of a
// Nerve test, N23 Fear's −2, save targets at 6+ and the natural 1, landing on a fighter after a fall, the
// edge check of a fighter Seriously Injured near a ledge, who rolls Injury dice (knockback: knockback.test.ts).
// Every case goes through the ruleset's attack entry point with scripted dice.

import { describe, expect, it } from "vitest";
import type { FigureDoc } from "../../../../src/core/scenario/document.js";
import { affected, fig, keysOf, note, resolveDoc, rollTags, wall } from "../../../helpers/scenario-run.js";
import { attacker, necroDoc as doc, frag, scare } from "../../../helpers/necromunda.js";

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

  it('a friend 3" + 1e-6 away (the distance tolerance, EPS) still counts', () => {
    // hypot(11 − 6.999999, 0) − 1 is 3 + 1e-6 to the last bit; with F3 that makes 2 friends and a pass.
    const j = affected(resolveDoc(scene([friend("F3", 15, 0), friend("Fe", 6.999999, 0)], [3, 3])), "J");
    expect(note(j.notes, "nervePassed")).toEqual({ total: 6, cool: 6, friends: 2, modifier: -2 });
  });

  it("N23 Fear is −2, not +2: 2D6 8 against Cool 7 fails", () => {
    const j = affected(resolveDoc(scene([], [4, 4], 7)), "J");
    expect(note(j.notes, "nerveFailed")).toEqual({ total: 6, cool: 7, friends: 0, modifier: -2 });
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
