// Necromunda per-fighter effects that only a decided outcome pins (docs/rules.md §2.3–§2.4 N7): the roll tags of
// a hit, the Injury dice's note, and the rest of what each hit step reports. Each case goes through the attack
// with scripted dice, or calls the tag builders directly.

import { describe, expect, it } from "vitest";
import { mainTags, subTags } from "../../../../src/core/rulesets/necromunda/effects/injury.js";
import { affected, fig, note, resolveDoc, rollTags } from "../../../helpers/scenario-run.js";
import { attacker, necroDoc as doc, frag } from "../../../helpers/necromunda.js";

describe("rules §2.4 N7c–d: the roll tags of a hit (the keys of a scenario's dice)", () => {
  it("the main attack's tags name the fighter", () => {
    // An id no other test uses, so the tags are built here rather than taken from the cache.
    const t = mainTags("tag-check-7f3");
    expect([t.wound, t.save, t.dmg, t.rupture, t.injury(2)]).toEqual([
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
    expect([t.wound, t.save, t.dmg, t.rupture, t.injury(1)]).toEqual([
      "N.fall[B].wound",
      "N.fall[B].save",
      "N.fall[B].dmg",
      "N.fall[B].rupture",
      "N.fall[B].injury#1",
    ]);
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
