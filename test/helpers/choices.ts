// Hand-made pieces for the tests of the generic choice check (src/core/rulesets/choices.ts): a red figure and a
// descriptor with every field filled in, which a test overrides.

import type { FigureSnapshot } from "../../src/core/index.js";
import type { ChoiceDescriptor } from "../../src/core/rulesets/choices.js";

/** A red figure at (x, y) on the ground. */
export const choiceFig = (id: string, x: number, y: number, baseRadius = 0.5, stats: Record<string, unknown> = {}): FigureSnapshot => ({
  id,
  side: "red",
  x,
  y,
  z: 0,
  baseRadius,
  stats,
});

/** An attacker's whole-number choice of the attack, with `over` replacing fields. */
export const choiceDesc = (over: Partial<ChoiceDescriptor>): ChoiceDescriptor => ({
  key: "x",
  group: "attack",
  value: "int",
  chooser: "attacker",
  ownFigure: false,
  labelKey: "L",
  hintKey: "H",
  ...over,
});
