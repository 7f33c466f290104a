// Necromunda's range and hit roll (docs/rules.md §2.4 N3–N5): the range in the output, a Blast marker pulled back
// to Long range (off the axes, from a raised aim), a shot beyond Long range, the Short-range boundary, the hit
// roll's modifiers for cover, engaged and prone targets, and a weapon without Blast that misses.

import { describe, expect, it } from "vitest";
import { fromA0 } from "../../../helpers/necromunda.js";
import { fig, keysOf, note, resolveDoc, rollTags } from "../../../helpers/scenario-run.js";

const launcher = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: "Grenade Launcher",
  profile: "Frag",
  short: 6,
  long: 24,
  accShort: 1,
  accLong: 0,
  S: 3,
  AP: "-",
  D: "1",
  ammo: 5,
  traits: ["Blast(3)"],
  ...over,
});
const krak = launcher({ profile: "Krak", S: 6, traits: [] });

const doc = fromA0;

describe("rules §2.4 N3: a Blast marker beyond Long range is pulled back (necro.blastOutOfRange = pullBack)", () => {
  const pulled = (point: [number, number] | [number, number, number]) =>
    resolveDoc(doc(launcher(), { point }, { "N.firepower": 2, "N.hit": 6 }));

  it("along the line of fire until the attacker's base edge is Long range from it, off the axes", () => {
    const out = pulled([30, 40]);
    // 24" from the base edge: 24.5" from the centre, three fifths along x and four fifths along y.
    expect(out.impact).toEqual({ x: 14.7, y: 19.6, z: 0 });
    expect(out.aim).toEqual({ x: 30, y: 40, z: 0 });
    expect(out).toMatchObject({ range: 24, declaredRange: 49.5, pulledBack: true, longRange: 24 });
    expect(note(out.notes, "pulledBack")).toEqual({ long: 24 });
  });

  it("a raised aim keeps its height, and the range counts it", () => {
    const out = pulled([30, 0, 10]);
    const xy = Math.sqrt(24 * 24 - 10 * 10) + 0.5;
    expect(out.impact?.x).toBeCloseTo(xy, 4);
    expect(out.impact).toMatchObject({ y: 0, z: 10 });
  });

  it("from a raised attacker away from the origin: on the line of fire, Long range from its base edge in 3D", () => {
    const raised = fig("A0", "red", 2, 3, { BS: 4 }, { z: 1 });
    const out = resolveDoc({
      ...doc(launcher(), { point: [32, 43, 7] }, { "N.firepower": 2, "N.hit": 6 }),
      battlefield: { figures: [raised] },
    });
    const { x, y, z } = out.impact ?? { x: 0, y: 0, z: 0 };
    expect(z).toBe(7);
    expect((x - 2) / (y - 3)).toBeCloseTo(0.75, 4);
    expect(Math.hypot(Math.hypot(x - 2, y - 3) - 0.5, 7 - 1)).toBeCloseTo(24, 3);
  });

  it("an aim straight over the attacker stays where it is", () => {
    expect(pulled([0, 0, 30]).impact).toEqual({ x: 0, y: 0, z: 30 });
  });

  it('up to Long range + 1e-6" from the base edge nothing is pulled back', () => {
    expect(pulled([24.5, 0]).impact).toEqual({ x: 24.5, y: 0, z: 0 });
    expect(pulled([24.5 + 1e-6, 0])).not.toHaveProperty("pulledBack");
    expect(pulled([24.5 + 2e-6, 0])).toMatchObject({ pulledBack: true });
  });

  it("within Long range nothing is pulled back", () => {
    const out = pulled([20, 0]);
    expect(out.impact).toEqual({ x: 20, y: 0, z: 0 });
    expect(out).toMatchObject({ range: 19.5 });
    expect(out).not.toHaveProperty("pulledBack");
    expect(out).not.toHaveProperty("declaredRange");
    expect(keysOf(out.notes)).not.toContain("pulledBack");
  });
});

describe("rules §2.4 N3: beyond Long range without pulling back, the shot misses without a hit roll", () => {
  it("necro.blastOutOfRange = autoMiss: the marker scatters from the aim", () => {
    const out = resolveDoc(
      doc(launcher(), { point: [30, 0] }, { "N.firepower": 2, "N.scatter": 1, "N.scatterBearing": 90, "N.scatterD6": 1 }, [], {
        "necro.blastOutOfRange": "autoMiss",
      }),
    );
    expect(note(out.notes, "beyondLong")).toEqual({ range: "29.50", long: 24 });
    expect(rollTags(out)).not.toContain("N.hit");
    expect(out.impact).toEqual({ x: 30, y: 1, z: 0 });
  });

  it("a weapon without Blast misses, whatever the setting", () => {
    const out = resolveDoc(doc(krak, { figure: "T" }, { "N.firepower": 2 }, [fig("T", "blue", 30, 0)]));
    expect(out.outcome).toBe("MISS");
    expect(out.impact).toBeNull();
    expect(note(out.notes, "beyondLong")).toEqual({ range: "29.00", long: 24 });
    expect(rollTags(out)).toEqual(["N.firepower"]);
  });
});

describe("rules §2.4 N4: the hit roll's modifiers", () => {
  const modifier = (x: number, stats: Record<string, unknown>, weapon = krak): unknown =>
    resolveDoc(doc(weapon, { figure: "T" }, { "N.firepower": 2, "N.hit": 2 }, [fig("T", "blue", x, 0, stats)])).hitModifier;

  it('Short range (edge to edge up to Short + 1e-6") takes Accuracy (short), further Accuracy (long)', () => {
    expect(modifier(7, {})).toBe(1);
    expect(modifier(7 + 1e-6, {})).toBe(1);
    expect(modifier(7 + 2e-6, {})).toBe(0);
  });

  it("a thrown grenade has no Short range, even in base contact", () => {
    const grenade = launcher({ name: "Frag grenade", long: "Sx3", short: "-", traits: ["Blast(3)", "Grenade"] });
    const out = resolveDoc(
      doc(grenade, { figure: "T" }, { "N.hit": 2, "N.ammo": 6, "N.scatter": 1, "N.scatterBearing": 90, "N.scatterD6": 6 }, [
        fig("T", "blue", 1, 0, { status: "pinned" }),
      ]),
    );
    expect(out.hitModifier).toBe(-1);
  });

  it("cover from the attacker: partial −1, full −2", () => {
    expect(modifier(10, { cover: "partial" })).toBe(-1);
    expect(modifier(10, { cover: "full" })).toBe(-2);
    expect(modifier(10, { cover: "full", coverFromHole: "none" })).toBe(-2);
  });

  it("an engaged target −1 only while standing; a prone target −1 only beyond Short range", () => {
    expect(modifier(10, { engaged: true })).toBe(-1);
    expect(modifier(10, { engaged: true, status: "pinned" })).toBe(-1);
    expect(modifier(10, { status: "pinned" })).toBe(-1);
    expect(modifier(10, { status: "seriouslyInjured" })).toBe(-1);
    expect(modifier(7, { status: "pinned" })).toBe(1);
    expect(modifier(7, { engaged: true })).toBe(0);
  });

  it("each modifier that is not 0 is told with the rule that gives it, and they add up to the hit roll's", () => {
    const told = (x: number, stats: Record<string, unknown>) => {
      const out = resolveDoc(doc(krak, { figure: "T" }, { "N.firepower": 2, "N.hit": 2 }, [fig("T", "blue", x, 0, stats)]));
      const mods = out.notes.filter((n) => /\.mod[A-Z]\w*$/.test(n.key)).map((n) => [keysOf([n])[0], n.data?.["mod"]]);
      return { mods, total: out.hitModifier, hit: note(out.notes, "missed")["modifier"] };
    };
    // Long range accuracy is 0 for this weapon: not told.
    expect(told(10, { cover: "full" })).toEqual({ mods: [["modFullCover", "−2"]], total: -2, hit: -2 });
    expect(told(10, { cover: "partial", engaged: true })).toEqual({
      mods: [
        ["modPartialCover", "−1"],
        ["modEngaged", "−1"],
      ],
      total: -2,
      hit: -2,
    });
    expect(told(7, { cover: "partial" })).toEqual({
      mods: [
        ["modShort", "+1"],
        ["modPartialCover", "−1"],
      ],
      total: 0,
      hit: 0,
    });
    expect(told(10, { status: "seriouslyInjured" })).toEqual({ mods: [["modProneLong", "−1"]], total: -1, hit: -1 });
    const point = resolveDoc(
      doc(launcher(), { point: [10, 0] }, { "N.firepower": 2, "N.hit": 2, "N.scatter": 1, "N.scatterBearing": 90, "N.scatterD6": 1 }),
    );
    expect(keysOf(point.notes).filter((k) => k.startsWith("mod"))).toEqual(["modPointTarget"]);
    expect(note(point.notes, "modPointTarget")).toEqual({ mod: "−2" });
  });

  it("a point takes −2, a smoke round at a point does not", () => {
    const at = (weapon: Record<string, unknown>) =>
      resolveDoc(
        doc(weapon, { point: [10, 0] }, { "N.firepower": 2, "N.hit": 2, "N.scatter": 1, "N.scatterBearing": 90, "N.scatterD6": 1 }),
      ).hitModifier;
    expect(at(launcher())).toBe(-2);
    expect(at(launcher({ profile: "Smoke", traits: ["Smoke"] }))).toBe(0);
  });
});

describe("rules §2.4 N5–N6: where the marker lands and who it finds", () => {
  it("a dud lands nowhere: no impact, nobody hit", () => {
    const out = resolveDoc(
      doc(
        launcher(),
        { figure: "T" },
        { "N.firepower": 2, "N.hit": 1, "N.scatter": 5, "N.scatterBearing": 90, "N.scatterD6": 1, "N.misfire": 4 },
        [fig("T", "blue", 10, 0)],
      ),
    );
    expect(out.outcome).toBe("DUD");
    expect(out.impact).toBeNull();
    expect(out.affected).toEqual([]);
  });

  it("a marker over nobody says so; one over a fighter lists it and does not", () => {
    const empty = resolveDoc(doc(launcher(), { point: [10, 0] }, { "N.firepower": 2, "N.hit": 6 }));
    expect(keysOf(empty.notes)).toContain("nobodyHit");
    expect(empty.hitFigures).toEqual([]);
    const one = resolveDoc(
      doc(launcher(), { point: [10, 0] }, { "N.firepower": 2, "N.hit": 6, "N.wound[T]": 1 }, [fig("T", "blue", 11, 0)]),
    );
    expect(keysOf(one.notes)).not.toContain("nobodyHit");
    expect(one.hitFigures).toEqual(["T"]);
  });
});

describe("rules §2.4 N5: a weapon without Blast that misses", () => {
  const miss = (settings: Record<string, unknown>) =>
    resolveDoc(doc(krak, { figure: "T" }, { "N.firepower": 2, "N.hit": 2 }, [fig("T", "blue", 10, 0)], settings));

  it("is a plain miss: nobody is hit, no impact", () => {
    const out = miss({});
    expect(out.outcome).toBe("MISS");
    expect(out.impact).toBeNull();
    expect(out.affected).toEqual([]);
    expect(out.events).toEqual([]);
    expect(note(out.notes, "missed")).toEqual({ roll: 2, modifier: 0, BS: 4 });
  });

  it("necro.strayShotsForBlast asks the caller for stray shots at the target", () => {
    expect(miss({ "necro.strayShotsForBlast": true }).events).toEqual([
      {
        kind: "strayShotsRequired",
        figure: "T",
        note: { key: "ORDNANCE.Log.necro.strayShots", data: { figure: "T" } },
      },
    ]);
  });
});

describe("rules §1.4a, §2.4 N3, N5: a raised target and a hit without Blast", () => {
  // T's base edge 9.5" from A0's along the table, 2" higher.
  const raised = (settings: Record<string, unknown>) =>
    resolveDoc(doc(krak, { figure: "T" }, { "N.firepower": 2, "N.hit": 1 }, [fig("T", "blue", 10.5, 0, {}, { z: 2 })], settings)).range;

  it("the range ignores a height below geometry.levelGap and counts one at it", () => {
    expect(raised({ "geometry.levelGap": 3 })).toBe(9.5);
    expect(raised({ "geometry.levelGap": 2 })).toBe(Math.round(Math.hypot(9.5, 2) * 1e4) / 1e4);
  });

  it("a weapon without Blast strikes its target alone: no marker, so no list of fighters under one", () => {
    const out = resolveDoc(doc(krak, { figure: "T" }, { "N.firepower": 2, "N.hit": 6, "N.wound[T]": 1 }, [fig("T", "blue", 5, 0)]));
    expect(out.outcome).toBe("HIT");
    expect(rollTags(out)).toEqual(["N.firepower", "N.hit", "N.wound[T]"]);
    expect(out).not.toHaveProperty("hitFigures");
  });
});
