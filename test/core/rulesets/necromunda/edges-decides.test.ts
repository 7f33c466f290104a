// Necromunda rules at their edges (docs/rules.md §2.4 N7c, N7e–g): Demolition's second wound die only against an
// object that still has a Wound, and a fighter taken Out of Action by its own knockback is not moved into
// base contact with an enemy it ends near; a Pinned fighter that breaks stands up only under seed Fear, and runs away
// from the attacker 2D6 standing or half its Movement (rounded up) still down (§2.3, A-13).

import { describe, expect, it } from "vitest";
import type { FigureDoc, ScenarioDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { affected, fig, keysOf, note, resolveDoc, rollTags, wall } from "../../../helpers/scenario-run.js";

const attacker = fig("A0", "red", 0, 0, { BS: 4 });

const charge = (traits: string[]): Record<string, unknown> => ({
  name: "Demolition charge",
  profile: "Demo",
  short: 6,
  long: 24,
  accShort: 0,
  accLong: 0,
  S: 6,
  AP: -1,
  D: "2",
  ammo: 4,
  traits,
});

const doc = (figures: FigureDoc[], traits: string[], dice: Record<string, unknown>, walls: WallDoc[] = []): ScenarioDoc => ({
  ruleset: "necromunda",
  battlefield: { figures: [attacker, ...figures], walls },
  attack: { attacker: "A0", weapon: charge(traits), target: { point: [10, 0] } },
  dice,
});

describe("rules §2.4 N7c: Demolition rolls two wound dice against an object with Wounds", () => {
  it("an object with exactly 1 Wound: two dice, the higher wounds", () => {
    const out = resolveDoc(
      doc([fig("O", "blue", 11, 0, { object: "heavy", T: 6, W: 1 })], ["Blast(3)", "Demolition"], {
        "N.firepower": 4,
        "N.hit": 6,
        "N.wound[O]#a": 2,
        "N.wound[O]#b": 4,
      }),
    );
    const o = affected(out, "O");
    expect(note(o.notes, "demolition")).toEqual({ a: 2, b: 4 });
    expect(note(o.notes, "wounded")).toMatchObject({ roll: 4, need: 4 });
    expect(o.status).toBe("outOfAction");
  });

  it("an object already at 0 Wounds: one die, as for any hit", () => {
    const out = resolveDoc(
      doc([fig("O", "blue", 11, 0, { object: "heavy", T: 6, W: 0 })], ["Blast(3)", "Demolition"], {
        "N.firepower": 4,
        "N.hit": 6,
        "N.wound[O]": 2,
      }),
    );
    expect(rollTags(out)).toContain("N.wound[O]");
    expect(rollTags(out)).not.toContain("N.wound[O]#a");
    expect(keysOf(affected(out, "O").notes)).not.toContain("demolition");
  });

  it("a fighter is never a Demolition target: one die", () => {
    const out = resolveDoc(
      doc([fig("G", "blue", 11, 0, { W: 2 })], ["Blast(3)", "Demolition"], { "N.firepower": 4, "N.hit": 6, "N.wound[G]": 1 }),
    );
    expect(rollTags(out)).toContain("N.wound[G]");
    expect(keysOf(affected(out, "G").notes)).not.toContain("demolition");
  });
});

describe("rules §2.4 N7e–g (seed knockback): base contact after the push", () => {
  // G at (11, 0) is knocked 2" along +x from the hole at (10, 0) and stops against a short wall at x = 12.5;
  // E1 (outside the 3" blast) then stands 0.92" from G, edge to edge.
  const frag = { name: "Grenade Launcher", profile: "Frag", short: 6, long: 24, accShort: -1, S: 3, AP: "-", D: "1", ammo: 5 };
  const scene = (injury: number) =>
    resolveDoc({
      ruleset: "necromunda",
      battlefield: {
        figures: [attacker, fig("G", "blue", 11, 0), fig("E1", "red", 13.2, 1.5)],
        walls: [wall("w", [12.5, -3], [12.5, 0.6])],
      },
      attack: { attacker: "A0", weapon: { ...frag, traits: ["Blast(3)", "Knockback"] }, target: { point: [10, 0] } },
      dice: {
        "N.firepower": 4,
        "N.hit": 6,
        "N.wound[G]": 1,
        "N.kbForce[G]": 3,
        "N.kbRes[G]": 1,
        "N.kbHit[G].wound": 6,
        "N.kbHit[G].injury#1": injury,
      },
    });

  it("a fighter still in the fight after hitting the wall moves into contact with the enemy near it", () => {
    const g = affected(scene(1), "G");
    expect(g.status).not.toBe("outOfAction");
    expect(note(g.notes, "intoBaseContact")).toEqual({ figure: "E1" });
    expect(g["engaged"]).toBe(true);
  });

  it("a fighter the wall takes Out of Action stays where it stopped, not engaged", () => {
    const g = affected(scene(6), "G");
    expect(g.status).toBe("outOfAction");
    expect(keysOf(g.notes)).not.toContain("intoBaseContact");
    expect(g["engaged"]).toBeFalsy();
    expect(g.position.x).toBeCloseTo(12, 3);
    expect(g.position.y).toBe(0);
  });
});

describe("rules §2.3 Nerve: a Pinned fighter that breaks (A-13 Running for Cover)", () => {
  const pinned = fig("J", "blue", 11, 0, { M: 5, status: "pinned" });

  const fear = { name: "Grenade Launcher", profile: "Fear", short: 6, long: 24, accShort: -1, S: 3, AP: "-", D: "1", ammo: 6 };
  const seedFear = (target: FigureDoc, from: FigureDoc = attacker) =>
    resolveDoc({
      ruleset: "necromunda",
      battlefield: { figures: [from, target] },
      attack: { attacker: "A0", weapon: { ...fear, traits: ["Blast(3)", "Fear"] }, target: { figure: "J" } },
      dice: { "N.firepower": 2, "N.hit": 6, "N.wound[J]": 1, "N.nerve[J]": [1, 1], "N.rfc[J]": [2, 2] },
    });

  it("seed Fear: it stands up and runs 2D6 straight away from the attacker", () => {
    const j = affected(seedFear(pinned), "J");
    expect(keysOf(j.notes).slice(1, 4)).toEqual(["nerveFailed", "standsUp", "ranForCover"]);
    expect(j["ranForCover"]).toEqual({ rolled: 4, moved: 4, from: [11, 0], to: [15, 0] });
    // Standing again, it is Pinned by the hit at the end of its resolution (necro.pinTiming endOfTarget).
    expect(keysOf(j.notes).at(-1)).toBe("pinned");
    expect(j["prone"]).toBe(true);
  });

  it("a fighter already standing has nothing to stand up from; away from an attacker off the axes", () => {
    // The attacker 10" straight up the table (−y) from J: J runs 4" down the table (+y).
    const j = affected(seedFear(fig("J", "blue", 11, 0, { M: 5 }), fig("A0", "red", 11, -10, { BS: 4 })), "J");
    expect(keysOf(j.notes)).not.toContain("standsUp");
    expect(j["ranForCover"]).toEqual({ rolled: 4, moved: 4, from: [11, 0], to: [11, 4] });
  });

  it("N23 Fear: it stays down and crawls half its Movement, rounded up, without a roll", () => {
    const scare = { name: "Grenade Launcher", profile: "Scare", short: 6, long: 24, accShort: -1, S: 0, D: "0", ammo: 6 };
    const out = resolveDoc({
      ruleset: "necromunda",
      settings: { "necro.traitSet": "n23" },
      battlefield: { figures: [attacker, pinned] },
      attack: { attacker: "A0", weapon: { ...scare, traits: ["Blast(3)", "Fear", "Gas"] }, target: { figure: "J" } },
      dice: { "N.firepower": 2, "N.hit": 6, "N.gas[J]": 5, "N.nerve[J]": [1, 1] },
    });
    const j = affected(out, "J");
    expect(keysOf(j.notes)).not.toContain("standsUp");
    expect(rollTags(out)).not.toContain("N.rfc[J]");
    expect(j["ranForCover"]).toEqual({ rolled: 3, moved: 3, from: [11, 0], to: [14, 0] });
  });
});

describe("rules §2.4 N7i: friends of a casualty (necro.resolveCascadeNerve)", () => {
  const frag = { name: "Grenade Launcher", profile: "Frag", short: 6, long: 24, accShort: -1, S: 3, AP: "-", D: "1", ammo: 5 };
  // J at (11, 0) is shot (no Blast) and taken Out of Action; K stands exactly 3" from it, base edge to edge, L 3.1",
  // M 3" + 1e-6 (the distance tolerance, EPS): hypot(11 − 6.999999, 0) − 1 is 3 + 1e-6 to the last bit.
  const scene = (cascade: boolean) =>
    resolveDoc({
      ruleset: "necromunda",
      settings: { "necro.resolveCascadeNerve": cascade },
      battlefield: {
        figures: [attacker, fig("J", "blue", 11, 0), fig("K", "blue", 11, 4), fig("L", "blue", 11, -4.1), fig("M", "blue", 6.999999, 0)],
      },
      attack: { attacker: "A0", weapon: { ...frag, traits: [] }, target: { figure: "J" } },
      dice: { "N.firepower": 2, "N.hit": 6, "N.wound[J]": 6, "N.injury[J]#1": 6, "N.nerve[K]": [6, 6], "N.nerve[M]": [6, 6] },
    });

  it('resolved at once: the friends within 3" (and the tolerance) test, naming the casualty; the one 3.1" away does not', () => {
    const out = scene(true);
    for (const id of ["K", "M"]) {
      const k = affected(out, id);
      expect(note(k.notes, "cascadeNerve")).toEqual({ figure: "J" });
      expect(keysOf(k.notes)).toContain("nervePassed");
    }
    expect(out.affected.map((a) => a.figure)).not.toContain("L");
  });

  it("otherwise each such friend is an event for the table", () => {
    const out = scene(false);
    expect(out.events.filter((e) => e.kind === "nerveTestRequired").map((e) => e.figure)).toEqual(["K", "M"]);
    expect(rollTags(out)).not.toContain("N.nerve[K]");
  });
});
