// What a GZG round does to the figures it catches, note by note (docs/rules.md §3.4 G7–G9, §5 A-23, §6
// `gzg.*`): the Reaction Test against smoke, each way gas treats sealed and unsealed figures, and each
// explosive model's Quick-and-Dirty outcome. The notes are what users read, so each case pins its note.

import { describe, expect, it } from "vitest";
import type { FigureDoc } from "../../../../src/core/scenario/document.js";
import { type Output, affected, fig, resolveDoc, rollTags, wall } from "../../../helpers/scenario-run.js";

const GL = { name: "Grenade Launcher", rangeBand: 6, fuse: "contact", payload: "explosive" };
const firer = fig("F", "red", 0, 0, { quality: "Regular" });

/** A hit at (13, 0) (skill 5 over TN 3) with the given payload, catching `figures`. */
const shot = (
  figures: FigureDoc[],
  weapon: Record<string, unknown>,
  dice: Record<string, unknown>,
  settings: Record<string, unknown> = {},
  walls: ReturnType<typeof wall>[] = [],
): Output =>
  resolveDoc({
    ruleset: "gzg",
    settings,
    battlefield: { figures: [firer, ...figures], walls },
    attack: { attacker: "F", weapon: { ...GL, ...weapon }, target: { point: [13, 0] } },
    dice: { "G.skill": 5, ...dice },
  });

const notesOf = (notes: readonly { key: string; data?: unknown }[]) =>
  notes.map((n) => [n.key.replace("ORDNANCE.Log.gzg.", ""), n.data ?? null]);
const lastLog = (out: Output) => notesOf(out.notes).at(-1);

describe("rules §3.4 G8: smoke and the Reaction Test (A-23: gzg.reactionTarget)", () => {
  const smoke = { payload: "smoke" };

  it("a roll over Motivation passes; equal to it fails and adds a suppression marker", () => {
    const pass = affected(shot([fig("S", "blue", 14, 0, { motivation: 2 })], smoke, { "G.react[S]": 3 }), "S");
    expect(notesOf(pass.notes)).toEqual([["reactPass", { roll: 3, die: 8, target: 2 }]]);
    expect(pass["suppression"]).toBe(0);
    const fail = affected(shot([fig("S", "blue", 14, 0, { motivation: 2, suppression: 1 })], smoke, { "G.react[S]": 2 }), "S");
    expect(notesOf(fail.notes)).toEqual([["reactFail", { roll: 2, die: 8, target: 2, suppression: 2 }]]);
  });

  it("with motivationPlusSuppression the markers held raise the target", () => {
    const out = shot(
      [fig("S", "blue", 14, 0, { motivation: 2, suppression: 2 })],
      smoke,
      { "G.react[S]": 4 },
      {
        "gzg.reactionTarget": "motivationPlusSuppression",
      },
    );
    expect(notesOf(affected(out, "S").notes)).toEqual([["reactFail", { roll: 4, die: 8, target: 4, suppression: 3 }]]);
  });

  it("a sealed figure ignores smoke unless gzg.sealedImmuneToSmoke is off", () => {
    const out = shot([fig("S", "blue", 14, 0, { sealed: true })], smoke, {});
    expect(lastLog(out)).toEqual(["smokeSealed", { figure: "S" }]);
    expect(rollTags(out)).toEqual(["G.skill"]);
    const off = shot([fig("S", "blue", 14, 0, { sealed: true })], smoke, { "G.react[S]": 8 }, { "gzg.sealedImmuneToSmoke": false });
    expect(notesOf(affected(off, "S").notes)[0]?.[0]).toBe("reactPass");
  });
});

describe("rules §3.4 G9: gas (gzg.gasUnsealed)", () => {
  const gas = { payload: "gas" };
  const unsealed = fig("U", "blue", 14, 0, { motivation: 2 });

  it("reactionTest: pass over Motivation; at it, a marker, or Out of Action for lethal gas", () => {
    expect(notesOf(affected(shot([unsealed], gas, { "G.gas[U]": 3 }), "U").notes)).toEqual([["gasPass", { roll: 3, die: 8, target: 2 }]]);
    const fail = affected(shot([unsealed], gas, { "G.gas[U]": 2 }), "U");
    expect(notesOf(fail.notes)).toEqual([["gasFail", { roll: 2, die: 8, target: 2, suppression: 1 }]]);
    expect(fail.status).toBe("standing");
    const lethal = affected(shot([unsealed], { ...gas, lethal: true }, { "G.gas[U]": 2 }), "U");
    expect(notesOf(lethal.notes)).toEqual([["gasLethal", { roll: 2, die: 8, target: 2 }]]);
    expect(lethal.status).toBe("outOfAction");
  });

  it("alwaysSuppress: a marker without a roll", () => {
    const out = shot([fig("U", "blue", 14, 0, { suppression: 1 })], gas, {}, { "gzg.gasUnsealed": "alwaysSuppress" });
    expect(notesOf(affected(out, "U").notes)).toEqual([["gasAlwaysSuppress", { suppression: 2 }]]);
    expect(rollTags(out)).toEqual(["G.skill"]);
  });

  it("external: left to the table, no roll", () => {
    const out = shot([unsealed], gas, {}, { "gzg.gasUnsealed": "external" });
    expect(notesOf(affected(out, "U").notes)).toEqual([["gasExternal", null]]);
    expect(rollTags(out)).toEqual(["G.skill"]);
  });

  it("a sealed figure rolls whatever the setting: only a 1 costs it a marker", () => {
    for (const mode of ["reactionTest", "alwaysSuppress", "external"]) {
      const one = shot([fig("S", "blue", 14, 0, { sealed: true })], gas, { "G.gas[S]": 1 }, { "gzg.gasUnsealed": mode });
      expect(notesOf(affected(one, "S").notes)).toEqual([["gasSealedOne", { suppression: 1 }]]);
      const safe = shot([fig("S", "blue", 14, 0, { sealed: true })], gas, { "G.gas[S]": 2 }, { "gzg.gasUnsealed": mode });
      expect(lastLog(safe)).toEqual(["gasSealedSafe", { figure: "S", roll: 2 }]);
      expect(safe.affected).toEqual([]);
    }
  });
});

describe("rules §3.4 G7 [proposed]: an explosion's Quick-and-Dirty fire (gzg.explosiveEffect)", () => {
  // T at (14, 0) within the 2" blast; armour D4, no cover unless given.
  const target = (stats: Record<string, unknown> = {}) => fig("T", "blue", 14, 0, stats);
  const qd = (q: number, fp: number, armour: number, more: Record<string, unknown> = {}) => ({
    "G.blastQ[T]": q,
    "G.blastFP[T]": fp,
    "G.armour[T]": armour,
    ...more,
  });

  it("both dice over the defence: Out of Action; one: a marker; none: nothing", () => {
    const hit = affected(shot([target()], {}, qd(5, 6, 4)), "T");
    expect(notesOf(hit.notes)).toEqual([["blastHit", { q: 5, fp: 6, defence: 4 }]]);
    expect(hit.status).toBe("outOfAction");
    const sup = affected(shot([target({ suppression: 1 })], {}, qd(5, 4, 4)), "T");
    expect(notesOf(sup.notes)).toEqual([["blastSuppressed", { q: 5, fp: 4, defence: 4, suppression: 2 }]]);
    expect(sup.status).toBe("standing");
    const none = affected(shot([target()], {}, qd(3, 4, 4)), "T");
    expect(notesOf(none.notes)).toEqual([["blastNone", { q: 3, fp: 4, defence: 4 }]]);
  });

  it("cover adds its die to the defence and the better one counts", () => {
    const out = shot([target({ cover: "soft" })], {}, qd(5, 6, 2, { "G.cover[T]": 5 }));
    expect(rollTags(out)).toContain("G.cover[T]");
    expect(notesOf(affected(out, "T").notes)).toEqual([["blastSuppressed", { q: 5, fp: 6, defence: 5, suppression: 1 }]]);
    expect(rollTags(shot([target()], {}, qd(1, 1, 1)))).not.toContain("G.cover[T]");
  });

  it("detailed: a hit must still beat the armour die — damage over save kills, otherwise a marker", () => {
    const settings = { "gzg.explosiveEffect": "detailed" };
    const kill = affected(shot([target()], {}, qd(5, 6, 4, { "G.damage[T]": 6, "G.save[T]": 3 }), settings), "T");
    expect(notesOf(kill.notes)).toEqual([["blastDetailedKill", { q: 5, fp: 6, defence: 4, dmg: 6, save: 3 }]]);
    expect(kill.status).toBe("outOfAction");
    const saved = affected(shot([target()], {}, qd(5, 6, 4, { "G.damage[T]": 3, "G.save[T]": 3 }), settings), "T");
    expect(notesOf(saved.notes)).toEqual([["blastDetailedSaved", { q: 5, fp: 6, defence: 4, dmg: 3, save: 3, suppression: 1 }]]);
    expect(saved.status).toBe("standing");
  });

  it("external: each figure caught is listed, no dice", () => {
    const out = shot([target()], {}, {}, { "gzg.explosiveEffect": "external" });
    expect(notesOf(affected(out, "T").notes)).toEqual([["blastExternal", null]]);
    expect(rollTags(out)).toEqual(["G.skill"]);
  });

  it("a solid wall between the impact and a figure shields it, unless gzg.wallsShieldBlast is off", () => {
    const walls = [wall("w", [13.6, -3], [13.6, 3], { blocksSight: false })];
    const out = shot([target()], {}, {}, {}, walls);
    expect(lastLog(out)).toEqual(["blastShielded", { figure: "T" }]);
    expect(out.affected).toEqual([]);
    const off = shot([target()], {}, qd(1, 1, 4), { "gzg.wallsShieldBlast": false }, walls);
    expect(notesOf(affected(off, "T").notes)[0]?.[0]).toBe("blastNone");
  });
});

describe("rules §3.4 G7–G9: markers a figure already holds", () => {
  const gas = { payload: "gas" };

  it("every marker a gas or blast adds goes on top of those held", () => {
    const sealed = shot([fig("S", "blue", 14, 0, { sealed: true, suppression: 2 })], gas, { "G.gas[S]": 1 });
    expect(notesOf(affected(sealed, "S").notes)).toEqual([["gasSealedOne", { suppression: 3 }]]);
    const fail = shot([fig("U", "blue", 14, 0, { motivation: 2, suppression: 1 })], gas, { "G.gas[U]": 2 });
    expect(notesOf(affected(fail, "U").notes)).toEqual([["gasFail", { roll: 2, die: 8, target: 2, suppression: 2 }]]);
    const dice = { "G.blastQ[T]": 5, "G.blastFP[T]": 6, "G.armour[T]": 4, "G.damage[T]": 3, "G.save[T]": 3 };
    const saved = shot([fig("T", "blue", 14, 0, { suppression: 1 })], {}, dice, { "gzg.explosiveEffect": "detailed" });
    expect(notesOf(affected(saved, "T").notes)).toEqual([
      ["blastDetailedSaved", { q: 5, fp: 6, defence: 4, dmg: 3, save: 3, suppression: 2 }],
    ]);
  });

  it("by default gas tests against Motivation alone: held markers do not raise the target", () => {
    const out = shot([fig("U", "blue", 14, 0, { motivation: 2, suppression: 1 })], gas, { "G.gas[U]": 3 });
    expect(notesOf(affected(out, "U").notes)).toEqual([["gasPass", { roll: 3, die: 8, target: 2 }]]);
  });

  it("an affected entry records where the figure stood, its markers, and its notes as its only effects", () => {
    const out = shot([fig("U", "blue", 14, 0.5, { motivation: 2, suppression: 1 }, { z: 0.25 })], gas, { "G.gas[U]": 3 });
    expect(out.affected).toEqual([
      {
        figure: "U",
        cause: "gas",
        position: { x: 14, y: 0.5, z: 0.25 },
        status: "standing",
        suppression: 1,
        effects: ['ORDNANCE.Log.gzg.gasPass {"roll":3,"die":8,"target":2}'],
        notes: [{ key: "ORDNANCE.Log.gzg.gasPass", data: { roll: 3, die: 8, target: 2 } }],
      },
    ]);
  });
});
