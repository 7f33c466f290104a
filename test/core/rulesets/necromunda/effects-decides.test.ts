// Necromunda per-fighter effects that only a decided outcome pins (docs/rules.md §2.3–§2.4 N7): the roll tags of
// a hit, the Injury dice's note, and the rest of what each hit step reports. Each case goes through the attack
// with scripted dice, or calls the tag builders directly.

import { describe, expect, it } from "vitest";
import { type HitTags, mainTags, subTags } from "../../../../src/core/rulesets/necromunda/effects/injury.js";
import { affected, fig, keysOf, note, resolveDoc, rollTags } from "../../../helpers/scenario-run.js";
import { attacker, necroDoc as doc, frag, scare } from "../../../helpers/necromunda.js";

describe("rules §2.4 N7c–d: the roll tags of a hit (the keys of a scenario's dice)", () => {
  /** A hit's five tags in one list, the Injury die's numbered `n`. */
  const listed = (t: HitTags, n: number) => [t.wound, t.save, t.dmg, t.rupture, t.injury(n)];

  it("the main attack's tags name the fighter", () => {
    // An id no other test uses, so the tags are built here rather than taken from the cache.
    const t = mainTags("tag-check-7f3");
    expect(listed(t, 2)).toEqual([
      "N.wound[tag-check-7f3]",
      "N.save[tag-check-7f3]",
      "N.dmg[tag-check-7f3]",
      "N.rupture[tag-check-7f3]",
      "N.injury[tag-check-7f3]#2",
    ]);
    expect(mainTags("tag-check-7f3")).toBe(t);
  });

  it("a knockback's or a fall's tags hang off their prefix", () => {
    const t = subTags("N.fall[B]");
    expect(listed(t, 1)).toEqual(["N.fall[B].wound", "N.fall[B].save", "N.fall[B].dmg", "N.fall[B].rupture", "N.fall[B].injury#1"]);
  });
});

describe("rules §2.3 Injury dice: the note lists the dice rolled and as applied", () => {
  // B (W1, T3) takes a D2 hit: 2 Injury dice, SI then SI — the second SI counts as a Flesh Wound.
  const scene = () =>
    doc({
      figures: [attacker(), fig("B", "blue", 11, 0, { W: 1 })],
      weapon: frag(["Blast(3)"], { D: "2" }),
      target: { point: [10, 0] },
      dice: { "N.firepower": 4, "N.hit": 6, "N.wound[B]": 6, "N.injury[B]#1": 3, "N.injury[B]#2": 4 },
    });

  it("rolled SI, SI; applied SI, FW; T 3 → 2", () => {
    const out = resolveDoc(scene());
    const b = affected(out, "B");
    expect(note(b.notes, "injuries")).toEqual({ rolled: "SI, SI", applied: "SI, FW", toughness: 2 });
    expect(b.status).toBe("seriouslyInjured");
    expect(rollTags(out)).toEqual(["N.firepower", "N.hit", "N.wound[B]", "N.injury[B]#1", "N.injury[B]#2"]);
  });
});

describe("rules §2.5: each Out of Action die asks for one Lasting Injury roll", () => {
  it("two OOA dice on a D2 hit: two events naming the fighter (the second die is not applied)", () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(), fig("B", "blue", 11, 0, { W: 1 })],
        weapon: frag(["Blast(3)"], { D: "2" }),
        target: { point: [10, 0] },
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[B]": 6, "N.injury[B]#1": 6, "N.injury[B]#2": 6 },
      }),
    );
    const lasting = {
      kind: "lastingInjuryRequired",
      figure: "B",
      note: { key: "ORDNANCE.Log.necro.lastingInjury", data: { figure: "B" } },
    };
    expect(out.events).toEqual([lasting, lasting]);
    expect(note(affected(out, "B").notes, "injuries")).toEqual({ rolled: "OOA, OOA", applied: "OOA", toughness: 3 });
  });
});

describe("rules §2.4 N7c: the wound roll's note", () => {
  it("S3 against T4 needs a 5: a 4 does not wound, and nothing more is rolled", () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(), fig("B", "blue", 11, 0, { T: 4 })],
        weapon: frag(["Blast(3)"]),
        target: { point: [10, 0] },
        dice: { "N.firepower": 4, "N.hit": 6, "N.wound[B]": 4 },
      }),
    );
    const b = affected(out, "B");
    expect(note(b.notes, "notWounded")).toEqual({ roll: 4, need: 5, S: 3, T: 4 });
    expect(rollTags(out)).toEqual(["N.firepower", "N.hit", "N.wound[B]"]);
  });
});

describe("rules §2.3: fighters immune to Nerve and objects take no Nerve test", () => {
  it("N23 Fear on a fighter immune to Nerve: the Injury die is rolled, not replaced", () => {
    const out = resolveDoc(
      doc({
        settings: { "necro.traitSet": "n23" },
        figures: [attacker(), fig("J", "blue", 11, 0, { immuneNerve: true })],
        weapon: scare,
        target: { figure: "J" },
        dice: { "N.firepower": 2, "N.hit": 6, "N.gas[J]": 5, "N.injury[J]#1": 3 },
      }),
    );
    const j = affected(out, "J");
    expect(keysOf(j.notes)).not.toContain("fearReplacesInjury");
    expect(note(j.notes, "injuries")).toEqual({ rolled: "SI", applied: "SI", toughness: 3 });
    expect(rollTags(out)).not.toContain("N.nerve[J]");
  });

  it("a casualty's friends within 3\" that are immune or objects are not called to a Nerve test", () => {
    const out = resolveDoc(
      doc({
        figures: [
          attacker(),
          fig("J", "blue", 11, 0),
          fig("K", "blue", 11, 2, { immuneNerve: true }),
          fig("O", "blue", 11, -2, { object: "light" }),
        ],
        weapon: frag([]),
        target: { figure: "J" },
        dice: { "N.firepower": 2, "N.hit": 6, "N.wound[J]": 6, "N.injury[J]#1": 6 },
      }),
    );
    expect(affected(out, "J").status).toBe("outOfAction");
    expect(out.events.map((e) => e.kind)).toEqual(["lastingInjuryRequired"]);
  });
});

describe('rules §2.3, §2.4 N7i: friends are looked for 3" from the base edge on a crowded table', () => {
  // 24 bystanders in a row behind the attacker make the figure index's cells about 1.8" wide, so a search
  // 3" from J's centre instead of its base edge would miss K, 3" from J edge to edge.
  const crowd = Array.from({ length: 24 }, (_, k) => fig(`X${k + 1}`, "green", -1.1 * (k + 1), 0));
  const scene = (weapon: Record<string, unknown>, dice: Record<string, unknown>, settings: Record<string, unknown> = {}) =>
    resolveDoc(
      doc({
        settings,
        figures: [attacker(), fig("J", "blue", 11, 0, { cool: 5 }), fig("K", "blue", 15, 0), ...crowd],
        weapon,
        target: { figure: "J" },
        dice: { "N.firepower": 2, "N.hit": 6, ...dice },
      }),
    );

  it("K steadies J's Nerve test", () => {
    const out = scene(scare, { "N.gas[J]": 5, "N.nerve[J]": [3, 3] }, { "necro.traitSet": "n23" });
    expect(note(affected(out, "J").notes, "nervePassed")).toEqual({ total: 5, cool: 5, friends: 1, modifier: -2 });
  });

  it("K is called to a Nerve test when J goes Out of Action", () => {
    const out = scene(frag([]), { "N.wound[J]": 6, "N.injury[J]#1": 6 });
    expect(out.events.map((e) => [e.kind, e.figure])).toEqual([
      ["lastingInjuryRequired", "J"],
      ["nerveTestRequired", "K"],
    ]);
  });
});
