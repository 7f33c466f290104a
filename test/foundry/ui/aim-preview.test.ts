// The aim preview model: snapping to a model under the pointer, the band at the aim, figures in the blast,
// the odds key, keyboard aiming.

import { describe, expect, it } from "vitest";
import {
  type AimInput,
  SUGGESTION_HOLD,
  SuggestionHold,
  aimPreview,
  aimPreviewFor,
  figureAt,
  isAimKey,
  nudgeAim,
} from "../../../src/foundry/ui/aim-preview.js";

const input = (mode: AimInput["mode"]): AimInput => ({
  ruleset: "trench-crusade",
  weapon: { name: "Frag", range: 12, keywords: ["BLAST(2)"] },
  attacker: { id: "A", x: 0, y: 0, baseRadius: 0.5, stats: {} },
  figures: [
    { id: "A", x: 0, y: 0, baseRadius: 0.5 },
    { id: "E1", x: 10, y: 0, baseRadius: 0.5 },
    { id: "E2", x: 12.2, y: 0, baseRadius: 0.5 },
    { id: "E3", x: 13, y: 0, baseRadius: 0.5 },
  ],
  settings: {},
  mode,
});

describe("aim preview", () => {
  it("targets the model under the pointer at its centre in figure mode", () => {
    const p = aimPreview(input("figure"), 10.3, 0.2);
    expect(p.target).toEqual({ figure: "E1" });
    expect(p.aim).toEqual({ x: 10, y: 0 });
    expect(p.oddsKey).toBe("figure:E1");
    expect(p.band.labelKey).toBe("ORDNANCE.AimHint.bandLongTc");
  });
  it("targets the point in point mode, and lists figures whose base the blast reaches, nearest first", () => {
    const p = aimPreview(input("point"), 10.3, 0.2);
    expect(p.target).toEqual({ point: [10.3, 0.2] });
    expect(p.blastRadius).toBe(2);
    // E1 edge ≈ 0.02, E2 edge ≈ 1.4; E3 edge ≈ 2.2 > 2
    expect(p.inBlast).toEqual(["E1", "E2"]);
    expect(p.oddsKey).toBe("point:10.3,0.2");
    // range is measured from the attacker's base edge
    expect(p.rings.map((r) => r.radius)).toEqual([6.5, 12.5]);
  });
  it("never targets the attacker, and beyond range says so", () => {
    expect(figureAt(input("figure").figures, 0.1, 0, "A")).toBeNull();
    expect(aimPreview(input("point"), 20, 0).band.inRange).toBe(false);
  });
  it("gives equal odds keys to aims within the same tenth of an inch", () => {
    expect(aimPreview(input("point"), 5.01, 3.02).oddsKey).toBe(aimPreview(input("point"), 4.99, 2.98).oddsKey);
  });
  it("moves the aim with the arrow keys", () => {
    expect(nudgeAim({ x: 1, y: 1 }, "ArrowUp", 0.5)).toEqual({ x: 1, y: 0.5 });
    expect(nudgeAim({ x: 1, y: 1 }, "ArrowRight", 2)).toEqual({ x: 3, y: 1 });
    expect(isAimKey("Enter")).toBe(false);
    expect(isAimKey("ArrowLeft")).toBe(true);
  });
});

describe("a suggested aim in the preview", () => {
  it("previews the suggested model whatever the aim mode, and a suggested point as a point", () => {
    const fig = aimPreviewFor(input("point"), { figure: "E2" });
    expect(fig.target).toEqual({ figure: "E2" });
    expect(fig.aim).toEqual({ x: 12.2, y: 0 });
    expect(fig.oddsKey).toBe("figure:E2");
    expect(fig).toEqual(aimPreview(input("figure"), 12.2, 0.1));
    // A point inside a model's base stays a point (the suggestion was scored as one).
    const pt = aimPreviewFor(input("figure"), { point: [10.2, 0] });
    expect(pt.target).toEqual({ point: [10.2, 0] });
    expect(pt).toEqual(aimPreview(input("point"), 10.2, 0));
    expect(() => aimPreviewFor(input("point"), { figure: "nobody" })).toThrow(/nobody/);
  });
  it("holds the suggestion until the pointer moves an inch from where it was first seen", () => {
    const hold = new SuggestionHold();
    expect(hold.moved(5, 5)).toBe(false);
    expect(hold.moved(5 + SUGGESTION_HOLD * 0.6, 5 + SUGGESTION_HOLD * 0.6)).toBe(false);
    expect(hold.moved(5, 5 - SUGGESTION_HOLD)).toBe(true);
  });
});
