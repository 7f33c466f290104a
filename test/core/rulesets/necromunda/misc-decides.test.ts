// Smaller Necromunda steps at their edges: the Ammo test's notes and weapon state (docs/rules.md §2.4 N10, A-16),
// the smoke cloud and which clouds block sight (N9), the memo of snapshot facts, a thrown grenade's range, and the
// scenario checks' messages.

import { describe, expect, it } from "vitest";
import { type Battlefield, createBattlefield } from "../../../../src/core/battlefield/battlefield.js";
import { MemoKind, recall, remember, sightOnce } from "../../../../src/core/rulesets/necromunda/memo.js";
import { necromunda } from "../../../../src/core/rulesets/necromunda/index.js";
import { type NecroSettings, facesOf, parseFaceMap } from "../../../../src/core/rulesets/necromunda/settings.js";
import { type NecroStats, prepareStats, prepareWeapon } from "../../../../src/core/rulesets/necromunda/types.js";
import type { CloudDoc, FigureDoc, ScenarioDoc } from "../../../../src/core/scenario/document.js";
import { loadScenario } from "../../../../src/core/scenario/resolve.js";
import { fig, note, resolveDoc, wall } from "../../../helpers/scenario-run.js";

const attacker = fig("A0", "red", 0, 0, { S: 4 });
const gl = (over: Record<string, unknown> = {}) => ({
  name: "GL",
  profile: "Frag",
  short: 6,
  long: 24,
  S: 3,
  ammo: 5,
  traits: ["Blast(3)"],
  ...over,
});
const doc = (
  weapon: Record<string, unknown>,
  dice: Record<string, unknown>,
  settings: Record<string, unknown> = {},
  clouds: CloudDoc[] = [],
  figures: FigureDoc[] = [],
): ScenarioDoc => ({
  ruleset: "necromunda",
  settings,
  battlefield: { figures: [attacker, ...figures], clouds },
  attack: { attacker: "A0", weapon, target: { point: [10, 0] } },
  dice: { "N.hit": 6, ...dice },
});

describe("rules §2.4 N10: the Ammo test", () => {
  it("passes on the Ammo number or more", () => {
    const out = resolveDoc(doc(gl(), { "N.firepower": 1, "N.ammo": 5 }));
    expect(note(out.notes, "ammoPassed")).toEqual({ roll: 5, ammo: 5 });
    expect(out.weapon).toMatchObject({ outOfAmmo: false, deletedProfiles: [] });
  });

  it("a thrown grenade that fails is gone", () => {
    const grenade = gl({ name: "Frag grenade", short: "-", long: "Sx3", traits: ["Blast(3)", "Grenade"] });
    const out = resolveDoc(doc(grenade, { "N.ammo": 4 }, {}, [], []));
    expect(note(out.notes, "grenadeGone")).toEqual({ roll: 4, ammo: 5 });
    expect(out.weapon).toMatchObject({ outOfAmmo: true, consumed: true, usesLeft: 0, deletedProfiles: ["Frag"] });
  });

  it("a launcher out of ammunition: the whole weapon, or the profile alone (A-16), with Limited and Scarce", () => {
    const all = resolveDoc(doc(gl({ traits: ["Blast(3)", "Limited", "Scarce"] }), { "N.firepower": 1, "N.ammo": 2 }));
    expect(note(all.notes, "outOfAmmo")).toEqual({ roll: 2, ammo: 5 });
    expect(note(all.notes, "limitedDeleted")).toEqual({ profile: "Frag" });
    expect(note(all.notes, "scarceUnusable")).toEqual({ profile: "Frag" });
    expect(all.weapon).toMatchObject({ outOfAmmo: true, deletedProfiles: ["Frag"], unusableProfiles: ["Frag"] });
    const one = resolveDoc(
      doc(gl({ outOfAmmoProfiles: ["Krak"] }), { "N.firepower": 1, "N.ammo": 2 }, { "necro.multiProfileAmmo": "profileOnly" }),
    );
    expect(note(one.notes, "profileOutOfAmmo")).toEqual({ roll: 2, ammo: 5, profile: "Frag" });
    expect(one.weapon).toMatchObject({ outOfAmmo: false, outOfAmmoProfiles: ["Krak", "Frag"], deletedProfiles: [], unusableProfiles: [] });
  });
});

describe("rules §2.4 N9: smoke", () => {
  const smoke = gl({ profile: "Smoke", traits: ["Smoke"] });
  const cloud = (id: string, kind: "smoke" | "gas" = "smoke", x = 30, y = 30): CloudDoc => ({ id, kind, x, y, radius: 2.5 });

  it('places a 2.5" cloud that blocks sight, with the next free id, and says so', () => {
    const out = resolveDoc(doc(smoke, { "N.firepower": 2 }, {}, [cloud("smoke-1"), cloud("smoke-3")]));
    expect(out.clouds.placed).toEqual([{ id: "smoke-2", kind: "smoke", x: 10, y: 0, z: 0, radius: 2.5, lethal: false, blocksSight: true }]);
    expect(note(out.notes, "smokePlaced")).toEqual({ radius: 2.5 });
  });

  it("a smoke cloud blocks the line of fire, a gas cloud does not; a line at exactly its radius touches it only when touching counts", () => {
    const through = (c: CloudDoc, settings: Record<string, unknown> = {}) =>
      resolveDoc(doc(gl(), { "N.firepower": 2 }, settings, [c])).reason;
    expect(through(cloud("s", "smoke", 5, 0))).toBe("noLineOfSight");
    expect(through(cloud("g", "gas", 5, 0))).toBeUndefined();
    expect(through(cloud("s", "smoke", 5, 2.5))).toBe("noLineOfSight");
    expect(through(cloud("s", "smoke", 5, 2.5), { "geometry.touchCounts": false })).toBeUndefined();
  });
});

describe("the memo of snapshot facts", () => {
  it("recalls each key's value, not the last one asked, and only for keys remembered", () => {
    const bf = {};
    remember(bf, [MemoKind.Sight, 1, 2], "a");
    remember(bf, [MemoKind.Sight, 1, 3], "b");
    remember(bf, [MemoKind.Under, 1, 2], "u");
    expect(recall(bf, [MemoKind.Sight, 1, 2])).toBe("a");
    expect(recall(bf, [MemoKind.Sight, 1, 3])).toBe("b");
    expect(recall(bf, [MemoKind.Sight, 1, 4])).toBeUndefined();
    expect(recall(bf, [MemoKind.Sight, 9, 2])).toBeUndefined();
    expect(recall(bf, [MemoKind.Under, 1, 2])).toBe("u");
    expect(recall({}, [MemoKind.Sight, 1, 2])).toBeUndefined();
  });

  it("starts again after 50,000 entries", () => {
    const bf = {};
    for (let i = 0; i < 50_000; i++) remember(bf, [MemoKind.Sight, i, 0], i);
    expect(recall(bf, [MemoKind.Sight, 0, 0])).toBe(0);
    remember(bf, [MemoKind.Sight, -1, 0], -1);
    expect(recall(bf, [MemoKind.Sight, 1, 0])).toBeUndefined();
    remember(bf, [MemoKind.Sight, 5, 5], 55);
    remember(bf, [MemoKind.Sight, 6, 6], 66);
    expect(recall(bf, [MemoKind.Sight, 5, 5])).toBe(55);
  });

  it("sight is remembered for its own pair of points: a blocked line and a clear one on one battlefield", () => {
    const scenario = loadScenario({ ...doc(gl(), {}), battlefield: { figures: [attacker], walls: [wall("w", [5, -2], [5, 2])] } });
    const bf = createBattlefield(scenario.battlefield) as Battlefield<NecroStats>;
    const at = (x: number, y: number) => ({ x, y, z: 0 });
    expect(sightOnce(bf, at(0, 0), at(10, 0), false)).toBe(false);
    expect(sightOnce(bf, at(0, 0), at(0, 10), false)).toBe(true);
    expect(sightOnce(bf, at(0, 0), at(10, 0), false)).toBe(false);
  });
});

describe('weapons and checks (docs/scenario.md "Necromunda")', () => {
  const range = (weapon: Record<string, unknown>) => resolveDoc(doc(weapon, { "N.ammo": 6, "N.firepower": 2 })).longRange;

  it("a thrown grenade without a Long range throws 3 × S; a number given is kept", () => {
    expect(range({ name: "Frag grenade", profile: "Frag", S: 3, ammo: 5, traits: ["Blast(3)", "Grenade"] })).toBe(12);
    expect(range({ name: "Frag grenade", profile: "Frag", S: 3, long: 10, ammo: 5, traits: ["Blast(3)", "Grenade"] })).toBe(10);
  });

  it("the ruleset's cloud sight follows geometry.touchCounts", () => {
    const sight = (touch: boolean) => necromunda.cloudSight({ "geometry.touchCounts": touch } as never);
    expect(sight(false).inclusive).toBe(false);
    expect(sight(true).inclusive).toBe(true);
  });

  it("refusals name the field", () => {
    expect(() => loadScenario(doc(gl({ long: "-" }), {}))).toThrow(
      '$.attack.weapon.long: is required: inches, or "Sx3" for a thrown grenade',
    );
    expect(() => loadScenario(doc(gl({ traits: ["Blast(3)", "Blast(5)"] }), {}))).toThrow(
      "$.attack.weapon.traits: a weapon has one Blast marker size, not both",
    );
    expect(() => loadScenario({ ...doc(gl(), {}), decisions: { rfcPath: { ghost: [[1, 1]] } } })).toThrow(
      '$.decisions.rfcPath.ghost: no figure has id "ghost"',
    );
  });
});

describe("the special dice's face maps (docs/rules.md §1.5, §6)", () => {
  const parse = (text: string) => parseFaceMap(text, "necro.injuryDieMap", ["FW", "SI", "OOA"]);
  const path = '$.settings["necro.injuryDieMap"]';

  it("reads each face's result, faces 1 to 6", () => {
    expect(parse("FW:1-2, SI:3-5, OOA:6")).toEqual(["", "FW", "FW", "SI", "SI", "SI", "OOA"]);
  });

  it("names the setting and what is wrong: an unknown result, a face twice, a face left out (the 6 too)", () => {
    expect(() => parse("FW:1-2, XX:3-5, OOA:6")).toThrow(`${path}: unknown result "XX" (known: FW, SI, OOA)`);
    expect(() => parse("FW:1-3, SI:3-5, OOA:6")).toThrow(`${path}: face 3 is given twice`);
    expect(() => parse("FW:1-2, SI:3-5")).toThrow(`${path}: face 6 has no result`);
  });

  it("each map is read from its own setting", () => {
    const faces = facesOf(
      loadScenario({
        ...doc(gl(), {}),
        settings: { "necro.firepowerDieMap": "AMMO:6, 1:1-2, 2:3-4, 3:5", "necro.scatterFaceMap": "HIT:1, ARROW:2-6" },
      }).resolvedSettings as NecroSettings,
    );
    expect(faces.firepower[6]).toBe("AMMO");
    expect(faces.scatter[1]).toBe("HIT");
    expect(() => loadScenario({ ...doc(gl(), {}), settings: { "necro.scatterFaceMap": "HIT:1, ARROW:2-5" } })).toThrow(
      '$.settings["necro.scatterFaceMap"]: face 6 has no result',
    );
    expect(() => loadScenario({ ...doc(gl(), {}), settings: { "necro.firepowerDieMap": "AMMO:1, 1:2-3, 2:4-5" } })).toThrow(
      '$.settings["necro.firepowerDieMap"]: face 6 has no result',
    );
  });
});

describe('prepared weapons and stats (docs/scenario.md "Necromunda")', () => {
  it("dashes of either kind are no value: no Short range, 0 Accuracy; a grenade has no Short range; no traits is none", () => {
    expect(prepareWeapon({ name: "x", profile: "p", short: "–", long: 10, accShort: "-", ammo: 5 })).toMatchObject({
      short: null,
      accShort: 0,
      traits: [],
    });
    expect(prepareWeapon({ name: "x", profile: "p", short: 6, long: 10, ammo: 5, traits: ["Grenade"] }).short).toBeNull();
    expect(prepareWeapon({ name: "x", profile: "p", short: 6, long: 10, accShort: 1, ammo: 5 })).toMatchObject({ short: 6, accShort: 1 });
  });

  it("status defaults to standing; given stats are kept", () => {
    expect(prepareStats({}).status).toBe("standing");
    expect(prepareStats({ status: "pinned", M: 8 })).toMatchObject({ status: "pinned", M: 8 });
  });
});

describe("rules §2.4 N11: smoke in the End Phase", () => {
  it("each smoke cloud dissipates at or under the maximum, and the note says which", () => {
    const out = resolveDoc({
      ruleset: "necromunda",
      endOfRound: true,
      battlefield: {
        figures: [],
        clouds: [
          { id: "a", kind: "smoke", x: 1, y: 1, radius: 2.5 },
          { id: "b", kind: "smoke", x: 9, y: 1, radius: 2.5 },
        ],
      },
      dice: { "N.smokeEnd[a]": 3, "N.smokeEnd[b]": 4 },
    });
    expect(out.clouds.removed).toEqual(["a"]);
    expect(note(out.notes, "smokeDissipated")).toEqual({ cloud: "a", roll: 3, max: 3 });
    expect(note(out.notes, "smokeLingers")).toEqual({ cloud: "b", roll: 4, max: 3 });
  });
});
