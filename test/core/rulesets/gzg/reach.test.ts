// GZG's reach is this shot's die, not the largest: a round deviates at most the accuracy die the range gives,
// or the blind die when the shot is blind (declared, or the firer cannot see the aim point), plus the blast.

import { describe, expect, it } from "vitest";
import { pruneScenario, resolveScenario } from "../../../../src/core/index.js";

/** Quality d6 at 14" with a 2" band: target number 7, so the shot deviates automatically on a D8 (6 + 2 sides per band). */
function shot(opts: { blind?: boolean; walls?: object[]; settings?: object } = {}): Record<string, unknown> {
  return {
    ruleset: "gzg",
    settings: opts.settings ?? {},
    battlefield: {
      bounds: { width: 60, height: 40 },
      walls: [
        // Between where a full D8 deviation lands (22, 20) and T: 9" from the aim point, it shelters T from the blast.
        { id: "shelter", a: [23, 19], b: [23, 21] },
        // 11" from the aim point: past any D8 deviation plus the 2" blast and a base.
        { id: "far", a: [25, 17], b: [25, 23] },
        ...(opts.walls ?? []),
      ],
      figures: [
        { id: "F", side: "red", x: 0, y: 20, stats: { quality: 6, motivation: 1 } },
        { id: "T", side: "blue", x: 23.8, y: 20 },
      ],
    },
    attack: {
      attacker: "F",
      weapon: { name: "GL", rangeBand: 2, blastRadius: 2 },
      target: { point: [14, 20] },
      ...(opts.blind ? { blind: true } : {}),
    },
    // The whole D8 (or blind die) at 12 o'clock: straight on along the line of fire.
    dice: { "G.skill": 8, "G.blind": 8, "G.dir": 12 },
  };
}

const wallIds = (doc: Record<string, unknown>): string[] => (doc["battlefield"] as { walls: { id: string }[] }).walls.map((w) => w.id);

describe("GZG reach", () => {
  it("a shot the firer sees reaches as far as its accuracy die: the sheltering wall is kept, the one past it is not", () => {
    const doc = shot();
    const pruned = pruneScenario(doc);
    expect(wallIds(pruned)).toEqual(["shelter"]);
    const full = resolveScenario(doc).output;
    expect(full.impact).toMatchObject({ x: 22, y: 20 });
    expect(full.affected.map((a) => a.figure)).toEqual([]);
    expect(resolveScenario(pruned).output).toEqual(full);
  });

  it("a declared blind shot reaches as far as the blind die", () => {
    expect(wallIds(pruneScenario(shot({ blind: true })))).toEqual(["shelter", "far"]);
    expect(wallIds(pruneScenario(shot({ blind: true, settings: { "gzg.blindDie": 6 } })))).toEqual([]);
  });

  it("a shot whose aim point the firer cannot see is blind: its reach is the blind die", () => {
    const screen = { id: "screen", a: [7, 18], b: [7, 22], blocksMove: false };
    const doc = shot({ walls: [screen] });
    expect(wallIds(pruneScenario(doc))).toEqual(["shelter", "far", "screen"]);
    expect(resolveScenario(pruneScenario(doc)).output).toEqual(resolveScenario(doc).output);
  });
});
