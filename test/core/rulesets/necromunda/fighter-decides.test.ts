// One Necromunda fighter's resolution as only a decided outcome pins it (docs/rules.md §2.4 N7a–g): cover from the
// hole at the base's edge, Gas on objects and its notes, Pinning on the hit (necro.pinTiming), and who takes
// Fear's Nerve test. Each case goes through the attack with scripted dice.

import { describe, expect, it } from "vitest";
import { affected, fig, keysOf, note, resolveDoc, rollTags } from "../../../helpers/scenario-run.js";
import { attacker, necroDoc as doc, frag, scare } from "../../../helpers/necromunda.js";

describe("rules §2.4 N7a: no cover from a hole over the fighter's own base", () => {
  // B (5+ armour, partial cover from the hole) is hit by an S3 Blast; a 4 saves only with the cover's +1.
  const save = (hole: number[]) => {
    const out = resolveDoc(
      doc({
        figures: [attacker(), fig("B", "blue", 11, 2, { save: 5, coverFromHole: "partial" })],
        weapon: frag(["Blast(3)"]),
        target: { point: hole },
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[B]": 4, "N.save[B]": 4, "N.injury[B]#1": 1 },
      }),
    );
    return affected(out, "B").notes.some((n) => n.key.endsWith(".saved"));
  };

  it("the hole exactly on the base's edge (½\" from its centre, off the x axis) is over the base: no cover", () => {
    expect(save([11.3, 2.4])).toBe(false);
  });

  it("the hole just off the base: cover counts", () => {
    expect(save([11.3, 2.41])).toBe(true);
  });
});

describe("rules §2.4 N7b: Gas", () => {
  const gas = (figure: Record<string, unknown>, dice: Record<string, unknown>, settings: Record<string, unknown> = {}) =>
    resolveDoc(
      doc({
        settings,
        figures: [attacker(), fig("J", "blue", 11, 0, figure)],
        weapon: { ...scare, traits: ["Blast(3)", "Gas"] },
        target: { figure: "J" },
        dice: { "N.firepower": 2, "N.hit": 6, ...dice },
      }),
    );

  it("seed: a D6 over T takes one Injury die, with its note", () => {
    const out = gas({}, { "N.gas[J]": 4, "N.injury[J]#1": 3 });
    const j = affected(out, "J");
    expect(note(j.notes, "gasTakes")).toEqual({ roll: 4, T: 3 });
    expect(j.status).toBe("seriouslyInjured");
  });

  it("seed: a D6 equal to T is resisted", () => {
    const out = gas({}, { "N.gas[J]": 3 });
    expect(note(affected(out, "J").notes, "gasResisted")).toEqual({ roll: 3, T: 3 });
    expect(rollTags(out)).not.toContain("N.injury[J]#1");
  });

  it("N23: under T is resisted; a 6 always takes, even at T7", () => {
    expect(keysOf(affected(gas({}, { "N.gas[J]": 2 }, { "necro.traitSet": "n23" }), "J").notes)).toContain("gasResisted");
    const six = affected(gas({ T: 7 }, { "N.gas[J]": 6, "N.injury[J]#1": 1 }, { "necro.traitSet": "n23" }), "J");
    expect(note(six.notes, "gasTakes")).toEqual({ roll: 6, T: 7 });
  });

  it("an object breathes no gas: nothing is rolled", () => {
    const out = gas({ object: "light" }, {});
    expect(rollTags(out)).not.toContain("N.gas[J]");
  });

  it("Gas pins nobody, even with necro.pinTiming onHit", () => {
    const j = affected(gas({}, { "N.gas[J]": 1 }, { "necro.pinTiming": "onHit" }), "J");
    expect(j.status).toBe("standing");
  });
});

describe("rules §2.4 N7g: necro.pinTiming", () => {
  const hit = (settings: Record<string, unknown>) =>
    affected(
      resolveDoc(
        doc({
          settings,
          figures: [attacker(), fig("B", "blue", 11, 0)],
          weapon: frag(["Blast(3)"]),
          target: { point: [10, 0] },
          dice: { "N.firepower": 4, "N.hit": 6, "N.wound[B]": 1 },
        }),
      ),
      "B",
    );

  it("onHit: Pinned before the wound roll; endOfTarget: after it", () => {
    expect(keysOf(hit({ "necro.pinTiming": "onHit" }).notes)).toEqual(["pinned", "notWounded"]);
    expect(keysOf(hit({}).notes)).toEqual(["notWounded", "pinned"]);
  });
});

describe("rules §2.4 N7f (seed): who takes Fear's Nerve test", () => {
  const fear = { name: "Fear grenade", profile: "Fear", short: 6, long: 24, accShort: 0, S: 3, AP: "-", D: "1", ammo: 6, traits: ["Fear"] };
  const shot = (stats: Record<string, unknown>, dice: Record<string, unknown>) =>
    resolveDoc(
      doc({
        figures: [attacker(), fig("J", "blue", 11, 0, stats)],
        weapon: fear,
        target: { figure: "J" },
        dice: { "N.firepower": 2, "N.hit": 6, ...dice },
      }),
    );

  it("not a fighter the hit took Out of Action", () => {
    const out = shot({}, { "N.wound[J]": 6, "N.injury[J]#1": 6 });
    expect(affected(out, "J").status).toBe("outOfAction");
    expect(rollTags(out)).not.toContain("N.nerve[J]");
  });

  it("not a fighter already Broken", () => {
    expect(rollTags(shot({ broken: true }, { "N.wound[J]": 1 }))).not.toContain("N.nerve[J]");
  });
});

describe("rules §2.4 N7e–g: objects and N23 Knockback without a marker", () => {
  const O = fig("O", "blue", 11, 0, { object: "heavy", T: 6, W: 3 });

  it("an object hit by a Fear weapon takes no Nerve test", () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(), O],
        weapon: { ...scare, S: 3, D: "1", traits: ["Blast(3)", "Fear"] },
        target: { point: [11, 0] },
        dice: { "N.firepower": 2, "N.hit": 6, "N.wound[O]": 1 },
      }),
    );
    expect(rollTags(out)).toEqual(["N.firepower", "N.hit", "N.wound[O]"]);
  });

  it("N23: an object under the marker is not knocked back", () => {
    const out = resolveDoc(
      doc({
        settings: { "necro.traitSet": "n23" },
        figures: [attacker(), O],
        weapon: frag(),
        target: { point: [11, 0] },
        dice: { "N.firepower": 2, "N.hit": 6, "N.wound[O]": 1 },
      }),
    );
    expect(rollTags(out)).toEqual(["N.firepower", "N.hit", "N.wound[O]"]);
  });

  it("N23: a Knockback weapon without Blast has no hole to push its target away from", () => {
    const out = resolveDoc(
      doc({
        settings: { "necro.traitSet": "n23" },
        figures: [attacker(), fig("T", "blue", 5, 0)],
        weapon: frag(["Knockback"]),
        target: { figure: "T" },
        dice: { "N.firepower": 2, "N.hit": 6, "N.wound[T]": 1 },
      }),
    );
    expect(rollTags(out)).toEqual(["N.firepower", "N.hit", "N.wound[T]"]);
  });
});
