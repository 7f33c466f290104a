// The one generic check the GM's client runs on a choice a player sent (docs/foundry.md "Trust"), on
// hand-made descriptors: who may choose (declared, not the GM's, not the opponent's, offered here), which
// figures a value names and whether the sender owns them and the rules allow them, and the legal range of a
// number, a flag and an offset; with the helpers descriptors are written with (statOf, baseGap, findChoice).

import { describe, expect, it } from "vitest";
import {
  type ChoiceContext,
  type ChoiceDescriptor,
  type ChoiceSender,
  RESOLUTION_ORDER,
  checkChoice,
  namedFigures,
  refusedChooser,
} from "../../../src/core/rulesets/choices.js";
import { choiceDesc, choiceFig } from "../../helpers/choices.js";

const fig = choiceFig;
const ctx: ChoiceContext = { settings: {}, weapon: {}, attacker: fig("A", 0, 0), target: null, figures: [fig("A", 0, 0), fig("B", 3, 4)] };
const player = (owned: readonly string[] = ["A", "B", "C"]): ChoiceSender => ({ isGM: false, owns: (id) => owned.includes(id) });
const gm: ChoiceSender = { isGM: true, owns: () => false };
const desc = choiceDesc;
const check = (d: ChoiceDescriptor | undefined, value: unknown, sender: ChoiceSender = player()) => checkChoice(d, "f", value, ctx, sender);
const range =
  (min: number, max: number, step = 1) =>
  () => ({ min, max, step });

describe("checkChoice: who may make a choice", () => {
  it("an undeclared field is refused, even to the GM", () => {
    expect(check(undefined, 1, gm)).toEqual({ field: "f", problem: "undeclared", data: {} });
    expect(check(undefined, 1)).toEqual({ field: "f", problem: "undeclared", data: {} });
  });

  it("the GM may give any declared field, whoever chooses it and whatever it names or how far out of range", () => {
    const strict = desc({ chooser: "gm", ownFigure: true, value: "figure", figures: () => [], range: () => null, offered: () => false });
    expect(check(strict, "Z", gm)).toBeNull();
    expect(check(desc({ asked: true, range: range(0, 1) }), 9, gm)).toBeNull();
  });

  it("a player may not give a GM's choice, an asked one, or the opponent's; the target's side may give its own", () => {
    expect(check(desc({ chooser: "gm" }), 1)).toEqual({ field: "f", problem: "gmOnly", data: {} });
    expect(check(desc({ asked: true }), 1)).toEqual({ field: "f", problem: "opponentChooses", data: {} });
    expect(check(desc({ chooser: "targetSide" }), 1)).toEqual({ field: "f", problem: "opponentChooses", data: {} });
    expect(check(desc({ chooser: "targetSide", ownFigure: true }), 1)).toBeNull();
    expect(check(desc({ chooser: "attacker", asked: false }), 1)).toBeNull();
  });

  it("a choice not offered for this attack is refused; one offered passes on", () => {
    expect(check(desc({ offered: () => false }), 1)).toEqual({ field: "f", problem: "notOffered", data: {} });
    expect(check(desc({ offered: (c) => c.figures.length === 2 }), 1)).toBeNull();
  });

  it("refusedChooser alone answers the same about who, not about values", () => {
    expect(refusedChooser(undefined, "g", ctx, gm)).toEqual({ field: "g", problem: "undeclared", data: {} });
    expect(refusedChooser(desc({ chooser: "gm" }), "g", ctx, gm)).toBeNull();
    expect(refusedChooser(desc({ offered: () => false }), "g", ctx, player())).toEqual({ field: "g", problem: "notOffered", data: {} });
    expect(refusedChooser(desc({ range: range(0, 1) }), "g", ctx, player())).toBeNull();
  });
});

describe("checkChoice: the figures a value names", () => {
  it("an own-figure choice refuses a figure the sender does not own, naming it; any figure when not own-figure", () => {
    const d = desc({ value: "figure", ownFigure: true });
    expect(check(d, "B", player(["A"]))).toEqual({ field: "f", problem: "notOwned", data: { id: "B" } });
    expect(check(d, "A", player(["A"]))).toBeNull();
    expect(check(desc({ value: "figure" }), "B", player([]))).toBeNull();
  });

  it("a figure outside the descriptor's list is refused, naming it; its list is asked of the context", () => {
    const d = desc({ value: "figures", figures: (c) => c.figures.map((f) => f.id) });
    expect(check(d, ["A", "C"])).toEqual({ field: "f", problem: "figureNotAllowed", data: { id: "C" } });
    expect(check(d, ["B", "A"])).toBeNull();
  });

  it("ownership is asked before the list, figure by figure in the value's order", () => {
    const d = desc({ value: "figures", ownFigure: true, figures: () => ["A"] });
    expect(check(d, ["B", "C"], player(["C"]))).toEqual({ field: "f", problem: "notOwned", data: { id: "B" } });
    expect(check(d, ["C", "B"], player(["C"]))).toEqual({ field: "f", problem: "figureNotAllowed", data: { id: "C" } });
  });

  it("a per-figure map names its keys and, for figure values, the figures it maps to", () => {
    expect(namedFigures(desc({ perFigure: true, value: "int" }), { A: 1, B: 2 })).toEqual(["A", "B"]);
    expect(namedFigures(desc({ perFigure: true, value: "figure" }), { A: "B" })).toEqual(["A", "B"]);
    expect(namedFigures(desc({ perFigure: true, value: "figures" }), { A: ["B", 3, "C"] })).toEqual(["A", "B", "C"]);
    const d = desc({ perFigure: true, value: "int", ownFigure: true });
    expect(check(d, { A: 1, B: 2 }, player(["A"]))).toEqual({ field: "f", problem: "notOwned", data: { id: "B" } });
  });

  it("a value that is not a map is read whole, even for a per-figure choice; only strings name figures", () => {
    expect(namedFigures(desc({ perFigure: true, value: "figures" }), ["A", "B"])).toEqual(["A", "B"]);
    expect(namedFigures(desc({ perFigure: true, value: "figure" }), null)).toEqual([]);
    expect(namedFigures(desc({ value: "figure" }), "A")).toEqual(["A"]);
    expect(namedFigures(desc({ value: "figure" }), 7)).toEqual([]);
    expect(namedFigures(desc({ value: "figures" }), "A")).toEqual([]);
    expect(namedFigures(desc({ value: "int" }), "A")).toEqual([]);
    expect(namedFigures(desc({ value: "bool" }), { A: true })).toEqual([]);
    expect(namedFigures(RESOLUTION_ORDER, ["B", "A"])).toEqual(["B", "A"]);
    // A per-figure choice given a bare string is read whole, not as a map of its characters.
    expect(namedFigures(desc({ perFigure: true, value: "figure" }), "AB")).toEqual(["AB"]);
    // Only a figure list's entries name figures: a list for any other shape names none.
    expect(namedFigures(desc({ value: "int" }), ["A"])).toEqual([]);
    expect(namedFigures(desc({ value: "route" }), ["A", "B"])).toEqual([]);
    expect(namedFigures(desc({ value: "figure" }), ["A"])).toEqual([]);
  });
});
