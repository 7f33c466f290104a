// The attacker's resolution order, asked once the Blast marker has landed (issue #27): a prompt `N.order` listing the
// fighters under it nearest first, of the attacker's user; its answer orders the resolution; not asked when the
// scenario holds an order, when one fighter (or none) is under the marker, when the marker misses, or in a seeded
// trial; an answer that is not an order of those fighters is refused naming the tag.

import { describe, expect, it } from "vitest";
import {
  type Answered,
  type OrderPrompt,
  type Prompt,
  loadScenario,
  prepareResolution,
  run,
  runFast,
  scriptedAnswerer,
} from "../../../../src/core/index.js";
import type { FigureDoc, ScenarioDoc } from "../../../../src/core/scenario/document.js";
import { fig } from "../../../helpers/scenario-run.js";

const frag = { name: "Grenade Launcher", profile: "Frag", short: 6, long: 24, S: 3, D: "1", ammo: 5, traits: ["Blast(3)"] };
const small = (id: string, x: number, y = 0) => fig(id, "blue", x, y, {}, { baseRadius: 0.25 });
// A nearest, then B, then C (a wound roll of 1 fails, so each hit only rolls to wound, in resolution order).
const three = [small("C", 1.2), small("A", 0.3), small("B", 0, 0.8)];

const doc = (figures: FigureDoc[], over: { hit?: number; decisions?: Record<string, unknown> } = {}): ScenarioDoc => ({
  ruleset: "necromunda",
  battlefield: { figures: [fig("A0", "red", -10, 0), ...figures], walls: [] },
  attack: { attacker: "A0", weapon: frag, target: { point: [0, 0] } },
  decisions: over.decisions ?? {},
  dice: {
    "N.firepower": 2,
    "N.hit": over.hit ?? 6,
    "N.scatter": 1,
    "N.scatterBearing": 90,
    "N.scatterD6": 6,
    ...Object.fromEntries(figures.map((f) => [`N.wound[${f.id}]`, 1])),
  },
});

/** Resolves with the scenario's dice, answering the order prompt with `order` (undefined: not answered). */
function resolve(d: ScenarioDoc, order?: readonly string[]) {
  const scenario = loadScenario(d);
  const asked: OrderPrompt[] = [];
  const scripted = scriptedAnswerer(d.dice as Record<string, number>, d.decisions);
  const answerer = (p: Prompt): Answered | undefined => {
    if (p.kind !== "order") return scripted(p);
    asked.push(p);
    return order === undefined ? undefined : { value: order, source: "user", by: "user-1" };
  };
  const { result, answers } = run(prepareResolution(scenario)(), answerer);
  const wounds = answers.filter((a) => a.tag.startsWith("N.wound")).map((a) => a.tag);
  return { asked, wounds, answers, result };
}

describe("N6: the attacker's resolution order, asked once the marker has landed", () => {
  it("asks the attacker's user for the fighters under the marker, nearest first, and resolves in the order given", () => {
    const { asked, wounds, answers } = resolve(doc(three), ["C", "A", "B"]);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ tag: "N.order", decision: "resolutionOrder", chooser: "red", askOf: "A0", options: ["A", "B", "C"] });
    expect(asked[0]?.fallback).toEqual(["A", "B", "C"]);
    expect(wounds).toEqual(["N.wound[C]", "N.wound[A]", "N.wound[B]"]);
    // The answer is in the transcript, after the hit roll and before the first wound roll, naming who gave it.
    const i = answers.findIndex((a) => a.tag === "N.order");
    expect(answers[i]).toMatchObject({ kind: "order", value: ["C", "A", "B"], by: "user-1", decision: "resolutionOrder" });
    expect(answers.findIndex((a) => a.tag === "N.hit")).toBeLessThan(i);
    expect(answers.findIndex((a) => a.tag === "N.wound[C]")).toBeGreaterThan(i);
  });

  it("no answer: nearest first (the automation's order)", () => {
    expect(resolve(doc(three)).wounds).toEqual(["N.wound[A]", "N.wound[B]", "N.wound[C]"]);
  });

  it("not asked when the scenario holds an order, for one fighter, or when the marker scatters off everyone", () => {
    const held = resolve(doc(three, { decisions: { resolutionOrder: ["B"] } }));
    expect(held.asked).toEqual([]);
    expect(held.wounds).toEqual(["N.wound[B]", "N.wound[A]", "N.wound[C]"]);
    expect(resolve(doc([small("A", 0.3)])).asked).toEqual([]);
    // A miss: the marker scatters 6" away from the three.
    expect(resolve(doc(three, { hit: 1 })).asked).toEqual([]);
  });

  it("an answer that is not an order of exactly those fighters is refused naming N.order", () => {
    for (const bad of [
      ["A", "B"],
      ["A", "B", "B"],
      ["A", "B", "X"],
      ["A", "B", "C", "A0"],
    ])
      expect(() => resolve(doc(three), bad)).toThrow(/N\.order/);
  });

  it("a trial drawing its dice from a stream (the live odds) is not asked: nearest first", () => {
    const scenario = loadScenario(doc(three));
    const seen: string[] = [];
    // Every die a 6: the marker lands where aimed, on all three.
    const sixes = Object.assign((p: Prompt): Answered | undefined => (seen.push(p.kind), undefined), { face: () => 6 });
    const out = runFast(prepareResolution(scenario)(), sixes);
    expect(out.extra["hitFigures"]).toEqual(["A", "B", "C"]);
    expect(seen).not.toContain("order");
  });
});
