// A Running for Cover route picked on the sandbox's table: the ground the core says the fighter can reach (drawn as an
// outline round it), pointers and keyboard steps snapped onto it — every snapped point one the rule accepts — and the
// route written into the throw's decisions resolving as the engine's own prompt answered with that point.

import { describe, expect, it } from "vitest";
import { type Answerer, type PointPrompt, hypot, resolveScenario } from "../../src/core/index.js";
import { nextDecision, withAnswer } from "../../src/sandbox/decision-flow.js";
import { firstCandidate, nudgeRoute, routeChoiceOf, snapRoute } from "../../src/sandbox/route-pick.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import { exampleDoc } from "../helpers/examples.js";

const ROUTES = { scatter: false, spends: true, routes: true };
/** The Necromunda demo with friends' Nerve tests resolved at once; with this seed the champion breaks and runs 3". */
const doc = (): ScenarioDoc => ({
  ...structuredClone(exampleDoc("demo-necromunda.json")),
  settings: { "necro.resolveCascadeNerve": true },
  seed: "run19:1",
});

function asked(): PointPrompt {
  const found = nextDecision(doc(), new Set(), ROUTES);
  if (found?.prompt.kind !== "point") throw new Error("no route asked");
  return found.prompt;
}

describe("the legal ground of a Running for Cover route", () => {
  it("is the prompt's own ground: an outline round the fighter, within the distance rolled, short of the house wall", () => {
    const prompt = asked();
    expect(prompt).toMatchObject({ tag: "N.rfcRoute[escher-champion]", route: true, figure: "escher-champion", askOf: "escher-champion" });
    const choice = routeChoiceOf(prompt)!;
    expect(choice.figure).toBe("escher-champion");
    expect(choice.ground.start).toEqual([20, 11]);
    expect(choice.ground.distance).toBe(3);
    expect(choice.outline).toHaveLength(180);
    const reach = choice.outline.map(([x, y]) => hypot(x - 20, y - 11));
    expect(Math.max(...reach)).toBeLessThanOrEqual(3 + 1e-9);
    // The wall 3" north of the fighter (y = 8) stops it well short of the distance that way.
    const north = choice.outline[135]!;
    expect(north[1]).toBeGreaterThan(8);
    expect(hypot(north[0] - 20, north[1] - 11)).toBeLessThan(3);
    expect(prompt.check(north)).toBeNull();
    expect(choice.automation).toEqual(prompt.fallback);
  });

  it("snaps any pointer onto ground the rule accepts, and keeps a reachable point where it is", () => {
    const prompt = asked();
    const choice = routeChoiceOf(prompt)!;
    const inside: [number, number] = [21.5, 10];
    expect(prompt.check(inside)).toBeNull();
    expect(snapRoute(choice, inside)).toEqual(inside);
    // Beyond the wall and beyond the distance: drawn back towards the fighter, onto legal ground.
    for (const far of [
      [20, 4],
      [30, 11],
      [14, 18],
      [20.3, 7.9],
    ] as [number, number][]) {
      expect(prompt.check(far)).not.toBeNull();
      const snapped = snapRoute(choice, far);
      expect(prompt.check(snapped), JSON.stringify(far)).toBeNull();
      // Along the same direction from the fighter.
      const cross = (far[0] - 20) * (snapped[1] - 11) - (far[1] - 11) * (snapped[0] - 20);
      expect(Math.abs(cross)).toBeLessThan(1e-3);
    }
  });

  it("starts at the automation's way point; keyboard steps stay on legal ground", () => {
    const prompt = asked();
    const choice = routeChoiceOf(prompt)!;
    let p = firstCandidate(choice);
    expect(p).toEqual(prompt.fallback);
    for (const [dx, dy] of [
      [0, -2],
      [0, -2],
      [-2, 0],
      [0.5, 0.5],
      [2, 2],
      [2, 2],
    ] as const) {
      p = nudgeRoute(choice, p, dx, dy);
      expect(prompt.check(p)).toBeNull();
    }
  });

  it("offers nothing for a point prompt that is no route, or a route without its ground", () => {
    const prompt = asked();
    expect(routeChoiceOf({ ...prompt, route: undefined })).toBeNull();
    expect(routeChoiceOf({ ...prompt, ground: undefined })).toBeNull();
  });
});

describe("the picked route resolved", () => {
  it("writes decisions.rfcPath for the fighter; the result is the engine's prompt answered with that point", () => {
    const prompt = asked();
    const choice = routeChoiceOf(prompt)!;
    const pick = snapRoute(choice, [18, 13]);
    const written = withAnswer(doc(), prompt, pick);
    expect(written.decisions).toEqual({ rfcPath: { "escher-champion": [pick] } });
    expect(nextDecision(written, new Set(), ROUTES)).toBeNull();
    const player: Answerer = (p) =>
      p.kind === "point" && p.tag === prompt.tag ? { value: pick, source: "user", by: "player" } : undefined;
    const out = resolveScenario(written).output;
    expect(out).toEqual(resolveScenario(doc(), { answerer: player }).output);
    const champion = out.affected.find((a) => a.figure === "escher-champion")!;
    expect(champion.position.x).toBeCloseTo(pick[0], 3);
    expect(champion.position.y).toBeCloseTo(pick[1], 3);
    expect(champion["ranForCover"]).toMatchObject({ rolled: 3, from: [20, 11] });
  });
});
