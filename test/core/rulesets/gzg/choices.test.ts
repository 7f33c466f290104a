// GZG's per-attack options (docs/rules.md §3.4 G11): a loader is offered for a launched weapon only, from the
// gunner's own side; the loader's shot number only when `gzg.loaderShotsPerActivation` allows more than one.

import { describe, expect, it } from "vitest";
import type { FigureSnapshot } from "../../../../src/core/index.js";
import type { ChoiceContext } from "../../../../src/core/rulesets/choices.js";
import { GZG_CHOICES } from "../../../../src/core/rulesets/gzg/choices.js";

const fig = (id: string, side: string): FigureSnapshot => ({ id, side, x: 0, y: 0, z: 0, baseRadius: 0.5, stats: {} });
const [gunner, mate, enemy] = [fig("G", "red"), fig("M", "red"), fig("E", "blue")];
const ctx = (weapon: Record<string, unknown>, settings: Record<string, unknown> = {}): ChoiceContext => ({
  settings,
  weapon,
  attacker: gunner,
  target: null,
  figures: [gunner, mate, enemy],
});
const choice = (key: string) => {
  const d = GZG_CHOICES.find((c) => c.key === key);
  if (!d) throw new Error(`no ${key} choice`);
  return d;
};

describe("GZG choices", () => {
  it("a loader is offered for a launched weapon, not a thrown one, and only the gunner's own side is listed", () => {
    const loader = choice("loader");
    expect(loader.offered?.(ctx({}))).toBe(true);
    expect(loader.offered?.(ctx({ thrown: true }))).toBe(false);
    expect(loader.figures?.(ctx({}))).toEqual(["M"]);
  });

  it("the loader's shot number is offered only when more than one shot is allowed, up to that many", () => {
    const shot = choice("loaderShot");
    expect(shot.offered?.(ctx({}, { "gzg.loaderShotsPerActivation": 1 }))).toBe(false);
    expect(shot.offered?.(ctx({}, { "gzg.loaderShotsPerActivation": 2 }))).toBe(true);
    expect(shot.offered?.(ctx({ thrown: true }, { "gzg.loaderShotsPerActivation": 2 }))).toBe(false);
    expect(shot.offered?.(ctx({}))).toBe(false);
    expect(shot.range?.(ctx({}, { "gzg.loaderShotsPerActivation": 3 }), null)).toEqual({ min: 1, max: 3, step: 1 });
    expect(shot.range?.(ctx({}, { "gzg.loaderShotsPerActivation": Number.NaN }), null)).toEqual({ min: 1, max: 1, step: 1 });
    expect(shot.range?.(ctx({}, { "gzg.loaderShotsPerActivation": "3" }), null)).toEqual({ min: 1, max: 1, step: 1 });
  });
});
