// Necromunda Running for Cover as only a decided outcome pins it (docs/rules.md §2.3 Nerve, A-13): the run stops
// at walls, goes away from the hole when the attacker stands right over the fighter, and not at all when the
// hole is there too — each at the distance tolerance (EPS = 1e-6) to the last bit.

import { describe, expect, it } from "vitest";
import { loadScenario, prepareResolution, run as runResolution, runFast, seededAnswerer } from "../../../../src/core/index.js";
import type { FigureDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { affected, fig, keysOf, note, resolveDoc, wall } from "../../../helpers/scenario-run.js";
import { attacker, necroDoc as doc, frag } from "../../../helpers/necromunda.js";

// Seed Fear with a Blast marker: J is hit (the wound roll fails), fails its Nerve test and runs 2D6 = 4".
const fear = {
  name: "Fear grenade",
  profile: "Fear",
  short: 6,
  long: 24,
  accShort: 0,
  S: 3,
  AP: "-",
  D: "1",
  ammo: 6,
  traits: ["Blast(3)", "Fear"],
};
const dice = { "N.firepower": 2, "N.hit": 6, "N.wound[J]": 1, "N.nerve[J]": [1, 1], "N.rfc[J]": [2, 2], "N.fallI[J]": 6 };

const fighterJ = (figures: FigureDoc[], point: number[], walls: WallDoc[] = []) => {
  const j = affected(resolveDoc(doc({ figures, weapon: fear, target: { point }, walls, dice })), "J");
  expect(keysOf(j.notes)).toContain("nerveFailed");
  return j;
};
const run = (figures: FigureDoc[], point: number[], walls: WallDoc[] = []) =>
  fighterJ(figures, point, walls)["ranForCover"] as { rolled: number; moved: number; from: number[]; to: number[] };

describe("rules §2.3 Running for Cover", () => {
  it("a wall in the way stops the run (the base stops short of it)", () => {
    const r = run([fig("A0", "red", 0, 0, { BS: 4 }), fig("J", "blue", 11, 0)], [10, 0], [wall("w", [13, -3], [13, 3])]);
    expect(r.moved).toBeCloseTo(1.5, 2);
    expect(r.to[0]).toBeCloseTo(12.5, 2);
  });

  it("another fighter on its level stops the run at base contact; one on a walkway above does not", () => {
    const figures = [fig("A0", "red", 0, 0, { BS: 4 }), fig("J", "blue", 11, 0), fig("K", "green", 14, 0)];
    expect(run(figures, [10, 0]).to[0]).toBeCloseTo(13, 2);
    const above = [figures[0]!, figures[1]!, fig("K", "green", 14, 0, {}, { z: 3 })];
    expect(run(above, [10, 0]).to).toEqual([15, 0]);
  });

  it("the edge of its own level stops the run; a ledge of another level does not", () => {
    // A 3" drop at x = 13, its high side toward −x (docs/rules.md §2.3 Falling: a ledge is an edge, not a wall).
    const edge = (top: number) => wall("edge", [13, -3], [13, 3], { blocksMove: false, blocksSight: false, ledge: { dropInches: 3, top } });
    const on = (z: number) => [fig("A0", "red", 0, 0, { BS: 4 }, { z }), fig("J", "blue", 11, 0, {}, { z })];
    expect(run(on(3), [10, 0, 3], [edge(3)]).to[0]).toBeCloseTo(12.5, 2);
    expect(run(on(0), [10, 0, 0], [edge(3)]).to).toEqual([15, 0]);
  });

  it("an attacker right above the fighter: it runs straight away from the hole instead", () => {
    // The hole at (11.3, 0.4) over J's base: away from it is (−0.6, −0.8).
    const j = fighterJ([fig("A0", "red", 11, 0, { BS: 4 }, { z: 6 }), fig("J", "blue", 11, 0)], [11.3, 0.4, 0]);
    const r = j["ranForCover"] as { moved: number; to: number[] };
    expect(r.moved).toBe(4);
    expect(note(j.notes, "ranForCover")).toEqual({ rolled: 4, moved: "4.00" });
    expect(r.to[0]).toBeCloseTo(11 - 2.4, 6);
    expect(r.to[1]).toBeCloseTo(-3.2, 6);
  });

  it("an attacker 1e-6 from above the fighter's centre counts as right above it", () => {
    const r = run([fig("A0", "red", 0, 0, { BS: 4 }, { z: 6 }), fig("J", "blue", 1e-6, 0)], [0.3, 0.4, 0]);
    expect(r.to[0]).toBeLessThan(-1);
    expect(r.to[1]).toBeLessThan(-3);
  });

  it("the attacker above it and the hole 1e-6 from its centre: no direction, so it stays", () => {
    const r = run([fig("A0", "red", 1e-6, 0, { BS: 4 }, { z: 6 }), fig("J", "blue", 1e-6, 0)], [0, 0, 0]);
    expect(r).toEqual({ rolled: 4, moved: 0, from: [1e-6, 0], to: [1e-6, 0] });
  });
});

describe("rules §2.4 N7i: who a casualty calls to a Nerve test", () => {
  it("only its steady friends: not an enemy, a Broken friend or a Seriously Injured one", () => {
    const out = resolveDoc(
      doc({
        figures: [
          attacker(),
          fig("J", "blue", 11, 0),
          fig("E", "red", 11, 2),
          fig("Fb", "blue", 11, -2, { broken: true }),
          fig("Fs", "blue", 13, 0, { status: "seriouslyInjured" }),
          fig("K", "blue", 9, 0),
        ],
        weapon: frag([]),
        target: { figure: "J" },
        dice: { "N.firepower": 2, "N.hit": 6, "N.wound[J]": 6, "N.injury[J]#1": 6 },
      }),
    );
    expect(out.events.filter((e) => e.kind === "nerveTestRequired")).toEqual([
      {
        kind: "nerveTestRequired",
        figure: "K",
        note: { key: "ORDNANCE.Log.necro.nerveTestRequired", data: { figure: "K", casualty: "J" } },
      },
    ]);
  });

  it('a friend off the diagonal, inside the search box but 3.95" from the casualty edge to edge, is not called', () => {
    const out = resolveDoc(
      doc({
        figures: [attacker(), fig("J", "blue", 11, 0), fig("Far", "blue", 14.5, 3.5), fig("K", "blue", 8.5, -2.5)],
        weapon: frag([]),
        target: { figure: "J" },
        dice: { "N.firepower": 2, "N.hit": 6, "N.wound[J]": 6, "N.injury[J]#1": 6 },
      }),
    );
    expect(out.events.filter((e) => e.kind === "nerveTestRequired").map((e) => e.figure)).toEqual(["K"]);
  });
});

describe("rules §2.3: Nerve tests with dice drawn in place (odds trials)", () => {
  it("give the outcome the recording driver gives, seed by seed", () => {
    const figures = [attacker(), fig("J", "blue", 11, 0), fig("K", "blue", 13, 0), fig("L", "blue", 11, 2.5)];
    const make = prepareResolution(loadScenario(doc({ figures, weapon: fear, target: { point: [11, 0] }, dice: {} })));
    let tested = 0;
    for (let i = 0; i < 40; i++) {
      const slow = runResolution(make(), seededAnswerer(`nerve-${String(i)}`));
      expect(runFast(make(), seededAnswerer(`nerve-${String(i)}`)), `seed ${String(i)}`).toEqual(slow.result);
      tested += slow.answers.filter((a) => a.tag.startsWith("N.nerve[")).length;
    }
    // The seeds must really reach Nerve tests, or the comparison proves little.
    expect(tested).toBeGreaterThan(20);
  });
});
