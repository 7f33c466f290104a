// Necromunda's attack steps at their edges (docs/rules.md §2.4 N1–N4): the weapon state an attack starts from and
// leaves untouched, a refusal's note, the Improbable Shot's second roll, the Ammo trigger on a natural 6, and
// the hit roll's modifiers for cover, engaged and prone targets, each read from the notes and the output.

import { describe, expect, it } from "vitest";
import { scriptedAnswerer } from "../../../../src/core/engine/answerers.js";
import { run } from "../../../../src/core/engine/run.js";
import { loadScenario, prepareResolution } from "../../../../src/core/scenario/resolve.js";
import { preparedFor } from "../../../../src/core/sim/scenario-cache.js";
import { fromA0 } from "../../../helpers/necromunda.js";
import { fig, keysOf, note, resolveDoc, rollTags } from "../../../helpers/scenario-run.js";

const frag = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: "Grenade Launcher",
  profile: "Frag",
  short: 6,
  long: 24,
  accShort: -1,
  accLong: 0,
  S: 3,
  AP: "-",
  D: "1",
  ammo: 5,
  traits: ["Blast(3)", "Knockback"],
  ...over,
});

const doc = fromA0;

describe("rules §2.4 N1, N10: the weapon state an attack starts from", () => {
  it("profiles already out of ammunition on their own are carried into the output; none gives no list", () => {
    const dice = { "N.firepower": 2, "N.hit": 6 };
    const carried = resolveDoc(doc(frag({ outOfAmmoProfiles: ["Krak"] }), { point: [10, 0] }, dice));
    expect(carried.weapon).toMatchObject({ outOfAmmoProfiles: ["Krak"] });
    const none = resolveDoc(doc(frag(), { point: [10, 0] }, dice));
    expect(none.weapon).not.toHaveProperty("outOfAmmoProfiles");
  });

  it("an attack never changes the weapon it was given: a second attack on the same scene is not refused", () => {
    // A Limited, Scarce profile fails its Ammo test: the output deletes it and makes it unusable.
    const scenario = loadScenario(
      doc(frag({ traits: ["Blast(3)", "Limited", "Scarce"] }), { point: [10, 0] }, { "N.firepower": 1, "N.hit": 6, "N.ammo": 1 }, [], {
        "necro.ammoTrigger": "firepower",
      }),
    );
    const go = prepareResolution(scenario);
    const first = run(go(), scriptedAnswerer({ "N.firepower": 1, "N.hit": 6, "N.ammo": 1 })).result;
    expect(first.weapon.deletedProfiles).toEqual(["Frag"]);
    expect(first.weapon.unusableProfiles).toEqual(["Frag"]);
    const second = run(go(), scriptedAnswerer({ "N.firepower": 2, "N.hit": 6 })).result;
    expect(second.outcome).toBe("HIT");
    expect(second.weapon.deletedProfiles).toEqual([]);
    expect(second.weapon.unusableProfiles).toEqual([]);
  });

  it("a deleted profile is refused for the reason it went: a grenade used up, a Limited profile, else struck", () => {
    // A thrown grenade fails its Ammo test; the next throw with the weapon state it leaves is refused as used up.
    const grenade = frag({ name: "Frag grenade", short: "-", long: "Sx3", traits: ["Blast(3)", "Grenade"] });
    const used = resolveDoc(doc(grenade, { point: [10, 0] }, { "N.hit": 6, "N.ammo": 1 }));
    expect(used.weapon).toMatchObject({ deletedProfiles: ["Frag"] });
    const left = { outOfAmmo: used.weapon["outOfAmmo"], deletedProfiles: used.weapon["deletedProfiles"] };
    const again = resolveDoc(doc({ ...grenade, ...left }, { point: [10, 0] }, {}));
    expect([again.outcome, again.reason]).toEqual(["ILLEGAL", "grenadesGone"]);
    const limited = resolveDoc(doc(frag({ traits: ["Blast(3)", "Limited"], deletedProfiles: ["Frag"] }), { point: [10, 0] }, {}));
    expect(limited.reason).toBe("profileDeleted");
    // Neither a grenade nor Limited: the Limited reason would be wrong.
    const plain = resolveDoc(doc(frag({ deletedProfiles: ["Frag"] }), { point: [10, 0] }, {}));
    expect(plain.reason).toBe("profileStruck");
  });

  it("a refusal says why in the attack's notes", () => {
    const out = resolveDoc(doc(frag({ outOfAmmo: true }), { point: [10, 0] }, {}));
    expect(out.outcome).toBe("ILLEGAL");
    expect(out.notes.map((n) => n.key)).toEqual(["ORDNANCE.Reason.noAmmo"]);
  });
});

describe("rules §2.4 N4: the Improbable Shot", () => {
  // A point 5.5" from the base edge: Short range (−1) and a point (−2) against BS 4 need a 7.
  const shot = (hit2: number) => resolveDoc(doc(frag(), { point: [6, 0] }, { "N.firepower": 2, "N.improbable": 6, "N.hit2": hit2 }));

  it("a 6 on the Improbable die, then an unmodified hit roll against BS", () => {
    const out = shot(4);
    expect(note(out.notes, "improbable")).toEqual({ need: 7, roll: 6 });
    expect(note(out.notes, "hit")).toEqual({ roll: 4, modifier: 0, BS: 4 });
    expect(out.outcome).toBe("HIT");
    expect(rollTags(out).slice(0, 3)).toEqual(["N.firepower", "N.improbable", "N.hit2"]);
  });

  it("the second roll below BS misses and scatters", () => {
    const out = resolveDoc(
      doc(
        frag(),
        { point: [6, 0] },
        { "N.firepower": 2, "N.improbable": 6, "N.hit2": 3, "N.scatter": 1, "N.scatterBearing": 360, "N.scatterD6": 2 },
      ),
    );
    expect(note(out.notes, "missed")).toEqual({ roll: 3, modifier: 0, BS: 4 });
    expect(out.outcome).toBe("SCATTERED");
  });
});

describe("rules §2.4 N10 (necro.ammoTrigger = naturalSix): a natural 6 on the hit roll takes the Ammo test", () => {
  const shoot = (hit: number, dice: Record<string, unknown> = {}) =>
    resolveDoc(
      doc(
        frag({ traits: ["Blast(3)"] }),
        { figure: "T" },
        { "N.hit": hit, "N.ammo": 6, "N.wound[T]": 1, ...dice },
        [fig("T", "blue", 10, 0)],
        {
          "necro.ammoTrigger": "naturalSix",
        },
      ),
    );

  it("a 6: the note and the Ammo test, and no Firepower die", () => {
    const out = shoot(6);
    expect(note(out.notes, "hit")).toEqual({ roll: 6, modifier: 0, BS: 4 });
    expect(keysOf(out.notes)).toContain("naturalSixAmmo");
    expect(rollTags(out)).toEqual(["N.hit", "N.wound[T]", "N.ammo"]);
  });

  it("a 5 hits but takes no Ammo test", () => {
    const out = shoot(5);
    expect(keysOf(out.notes)).not.toContain("naturalSixAmmo");
    expect(rollTags(out)).toEqual(["N.hit", "N.wound[T]"]);
  });
});

describe("rules §2.4 N1 (necro.markerOnFighter): the Blast marker's hole over the target's base", () => {
  const krak = frag({ profile: "Krak", accShort: 0, S: 6, AP: -2, D: "2", traits: [] });
  const aimAt = (weapon: Record<string, unknown>, offset: [number, number], settings: Record<string, unknown> = {}) =>
    resolveDoc({
      ...doc(
        weapon,
        { figure: "T" },
        { "N.firepower": 2, "N.hit": 1, "N.scatter": 1, "N.scatterBearing": 90, "N.scatterD6": 6 },
        [fig("T", "blue", 10, 0)],
        settings,
      ),
      attack: { attacker: "A0", weapon, target: { figure: "T" }, markerOffset: offset },
    });
  const offsetOver = { "necro.markerOnFighter": "offsetOverBase" };

  it("an offset moves the hole along both axes", () => {
    expect(aimAt(frag(), [0.3, -0.2], offsetOver).aim).toEqual({ x: 10.3, y: -0.2, z: 0 });
  });

  it("an offset exactly the base's radius (to 1e-6\") is over the base; further is refused", () => {
    expect(aimAt(frag(), [0.5, 0], offsetOver).aim).toEqual({ x: 10.5, y: 0, z: 0 });
    expect(aimAt(frag(), [0.5 + 1e-6, 0], offsetOver).outcome).not.toBe("ILLEGAL");
    expect(aimAt(frag(), [0.5 + 2e-6, 0], offsetOver).reason).toBe("markerOffBase");
  });

  it("under `centre` the offset is ignored, with a note", () => {
    const out = aimAt(frag(), [0.3, 0]);
    expect(out.aim).toEqual({ x: 10, y: 0, z: 0 });
    expect(keysOf(out.notes)).toContain("offsetIgnored");
  });

  it("a weapon without Blast has no marker to offset: the offset is neither applied nor noted", () => {
    for (const settings of [{}, offsetOver]) {
      const out = resolveDoc({
        ...doc(krak, { figure: "T" }, { "N.firepower": 2, "N.hit": 1 }, [fig("T", "blue", 10, 0)], settings),
        attack: { attacker: "A0", weapon: krak, target: { figure: "T" }, markerOffset: [2, 0] },
      });
      expect(out.outcome).toBe("MISS");
      expect(out.aim).toEqual({ x: 10, y: 0, z: 0 });
      expect(keysOf(out.notes)).not.toContain("offsetIgnored");
    }
  });
});

describe("a quiet attack (Monte Carlo trials) builds no notes but the same outcome", () => {
  it("no attack notes and no fighter notes; positions, statuses and rolls as when noted", () => {
    const scenario = loadScenario(
      doc(frag(), { point: [9.5, 0] }, {}, [fig("T", "blue", 10, 0, { W: 1 })], { "necro.pinTiming": "onHit" }),
    );
    const dice = { "N.firepower": 2, "N.hit": 6, "N.wound[T]": 4, "N.injury[T]#1": 4, "N.kbForce[T]": 3, "N.kbRes[T]": 1 };
    const loud = run(prepareResolution(scenario)(), scriptedAnswerer(dice)).result;
    const quiet = run(preparedFor(scenario, { quiet: true })(), scriptedAnswerer(dice)).result;
    expect(loud.notes.length).toBeGreaterThan(0);
    expect(loud.affected[0]?.notes.length).toBeGreaterThan(0);
    expect(quiet.notes).toEqual([]);
    expect(quiet.affected.map((a) => a.notes)).toEqual([[]]);
    expect(quiet.affected.map((a) => [a.status, a.position])).toEqual(loud.affected.map((a) => [a.status, a.position]));
  });
});

describe("rules §2.4 N2: the Firepower dice", () => {
  const shoot = (face: number, traits: string[] = ["Blast(3)"]) =>
    resolveDoc(doc(frag({ traits }), { point: [10, 0] }, { "N.firepower": face, "N.hit": 6, "N.ammo": 6 }));

  it("each face's note names the face and its result; the Ammo symbol has its own", () => {
    const plain = shoot(4);
    expect(note(plain.notes, "firepower")).toEqual({ face: 4, result: "2" });
    expect(keysOf(plain.notes)).not.toContain("firepowerAmmo");
    expect(plain.firepower).toBe("2");
    const ammo = shoot(1);
    expect(note(ammo.notes, "firepowerAmmo")).toEqual({ face: 1, result: "AMMO" });
    expect(keysOf(ammo.notes)).not.toContain("firepower");
    expect(rollTags(ammo)).toContain("N.ammo");
  });

  it("Unstable on the Ammo symbol asks the caller to check for overheating, naming the attacker", () => {
    expect(shoot(1, ["Blast(3)", "Unstable"]).events).toEqual([
      {
        kind: "unstableCheckRequired",
        figure: "A0",
        note: { key: "ORDNANCE.Log.necro.unstable", data: { figure: "A0" } },
      },
    ]);
    expect(shoot(2, ["Blast(3)", "Unstable"]).events).toEqual([]);
    expect(shoot(1).events).toEqual([]);
  });
});
