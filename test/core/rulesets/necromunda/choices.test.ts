// Necromunda's per-attack options (docs/rules.md §2.4 N1, N6, §2.3): the marker offset is offered only under
// necro.markerOnFighter = offsetOverBase at a fighter, within that fighter's base; Running for Cover routes are
// the fighter's own player's; the attacker orders the hit fighters.

import { describe, expect, it } from "vitest";
import type { FigureSnapshot } from "../../../../src/core/index.js";
import type { ChoiceContext } from "../../../../src/core/rulesets/choices.js";
import { NECRO_CHOICES } from "../../../../src/core/rulesets/necromunda/choices.js";

const fig = (id: string, side: string, baseRadius = 0.5): FigureSnapshot => ({ id, side, x: 0, y: 0, z: 0, baseRadius, stats: {} });
const ctx = (settings: Record<string, unknown>, target: FigureSnapshot | null): ChoiceContext => ({
  settings,
  weapon: {},
  attacker: fig("A", "red"),
  target,
  figures: [],
});
const choice = (key: string) => {
  const d = NECRO_CHOICES.find((c) => c.key === key);
  if (!d) throw new Error(`no ${key} choice`);
  return d;
};
const over = { "necro.markerOnFighter": "offsetOverBase" };

describe("Necromunda choices", () => {
  it("the marker offset: offered only over a target fighter under offsetOverBase", () => {
    const offset = choice("markerOffset");
    expect(offset.offered?.(ctx(over, fig("T", "blue")))).toBe(true);
    expect(offset.offered?.(ctx(over, null))).toBe(false);
    expect(offset.offered?.(ctx({ "necro.markerOnFighter": "centre" }, fig("T", "blue")))).toBe(false);
    expect(offset.offered?.(ctx({}, fig("T", "blue")))).toBe(false);
  });

  it("the marker offset stays within the target's base, in twentieths of an inch", () => {
    const offset = choice("markerOffset");
    expect(offset.range?.(ctx(over, fig("T", "blue", 0.8)), null)).toEqual({ min: -0.8, max: 0.8, step: 0.05 });
    expect(offset.range?.(ctx(over, null), null)).toEqual({ min: -0, max: 0, step: 0.05 });
  });

  it("Running for Cover routes are per fighter, chosen by its own side; the resolution order is there too", () => {
    expect(choice("rfcPath")).toMatchObject({ perFigure: true, chooser: "targetSide", ownFigure: true });
    expect(NECRO_CHOICES.map((c) => c.key)).toEqual(["markerOffset", "rfcPath", "resolutionOrder"]);
  });
});
