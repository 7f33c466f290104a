// The opponent's scatter point picked on the table: the legal stretches of the circle, snapping, and the
// learning resolution whose dice are the same as the resolution with the chosen point (same seed).

import { describe, expect, it } from "vitest";
import { resolveScenario } from "../../src/core/index.js";
import {
  bearingOf,
  circleArcs,
  learnScatter,
  opponentPicksPoint,
  pointAt,
  snapToCircle,
  withScatterPoint,
} from "../../src/sandbox/scatter-pick.js";
import { RULESET_IDS } from "../../src/core/index.js";
import { exampleDoc } from "../helpers/examples.js";

const tc = exampleDoc("demo-trench-crusade.json");
/** With this seed the demo's Satchel Charge fails its Success Roll and scatters 3". */
const SCATTERS = "scatter10:1";

describe("who offers the opponent's pick", () => {
  it("only a ruleset with a point decision its target's side chooses (Trench Crusade's scatter point)", () => {
    expect(RULESET_IDS.filter(opponentPicksPoint)).toEqual(["trench-crusade"]);
    expect(opponentPicksPoint("no-such-ruleset")).toBe(false);
  });
});

describe("scatter circle", () => {
  it("snaps a click onto the circle along the ray from the centre", () => {
    expect(snapToCircle({ x: 10, y: 10 }, 3, { x: 20, y: 10 })).toEqual([13, 10]);
    expect(snapToCircle({ x: 10, y: 10 }, 3, { x: 10, y: 9 })).toEqual([10, 7]);
    const [x, y] = snapToCircle({ x: 1.5, y: 2 }, 2.5, { x: 4, y: 7 });
    expect(Math.hypot(x - 1.5, y - 2)).toBeCloseTo(2.5, 3);
    expect(bearingOf({ x: 0, y: 0 }, { x: 0, y: 1 })).toBe(90); // y down: 90° is towards the bottom
    expect(bearingOf({ x: 0, y: 0 }, { x: 0, y: -1 })).toBe(270);
    expect(pointAt({ x: 0, y: 0 }, 2, 180)).toEqual([-2, 0]);
  });

  it("splits the circle into legal and illegal stretches by the check, joined over 0°", () => {
    // Illegal where y < 0 (the upper half, bearings 180°–360°).
    const arcs = circleArcs({ x: 0, y: 0 }, 1, ([, y]) => (y < -1e-9 ? "behind a wall" : null), 1);
    expect(arcs).toEqual([
      { from: 359.5, to: 540.5, legal: true },
      { from: 180.5, to: 359.5, legal: false },
    ]);
    // Joined over 0°: illegal only around 90°.
    expect(circleArcs({ x: 0, y: 0 }, 1, ([x, y]) => (y > 0.9 && Math.abs(x) < 0.2 ? "no" : null), 1)).toEqual([
      { from: 78.5, to: 101.5, legal: false },
      { from: 101.5, to: 438.5, legal: true },
    ]);
    expect(circleArcs({ x: 0, y: 0 }, 1, () => null)).toEqual([{ from: 0, to: 360, legal: true }]);
    expect(circleArcs({ x: 0, y: 0 }, 1, () => "no")).toEqual([{ from: 0, to: 360, legal: false }]);
  });
});

describe("learning the scatter, then resolving with the opponent's point", () => {
  const doc = { ...structuredClone(tc), seed: SCATTERS };

  it("finds the distance, centre and the core's check; none when the throw does not scatter", () => {
    const c = learnScatter(doc)!;
    expect(c).not.toBeNull();
    expect(c.output.outcome).toBe("SCATTERED");
    expect(c.radius).toBe(3);
    expect(c.centre).toEqual({ x: 18.5, y: 13 });
    expect(c.chooser).toBe("blue");
    // The demo's house walls hide stretches of the circle from the centre.
    expect(c.arcs.some((a) => !a.legal)).toBe(true);
    expect(c.arcs.some((a) => a.legal)).toBe(true);
    for (const a of c.arcs) {
      const mid = pointAt(c.centre, c.radius, (a.from + a.to) / 2);
      expect(c.check(mid) === null).toBe(a.legal);
    }
    expect(learnScatter({ ...doc, seed: "e2e:1" })).toBeNull();
  });

  it("rolls the same dice with the chosen point (the point prompt rolls none) and lands there", () => {
    const c = learnScatter(doc)!;
    const legal = c.arcs.find((a) => a.legal)!;
    const point = pointAt(c.centre, c.radius, legal.from + 2);
    const fallback = c.fallback!;
    expect(Math.hypot(point[0] - fallback[0], point[1] - fallback[1])).toBeGreaterThan(0.5);
    const chosen = resolveScenario(withScatterPoint(doc, point)).output;
    expect(chosen.outcome).toBe("SCATTERED");
    expect(chosen["scatterDistance"]).toBe(c.radius);
    expect(chosen["successRoll"]).toEqual(c.output["successRoll"]);
    expect(chosen.rolls[0]).toEqual(c.output.rolls[0]);
    expect(chosen.rolls[0]!.tag).toBe("T.success");
    expect([chosen.impact!.x, chosen.impact!.y]).toEqual(point);
    expect(chosen.log.join("\n")).not.toBe(c.output.log.join("\n"));
    // Without the decision the same document lands where the automation policy put it.
    expect(resolveScenario(c.doc).output).toEqual(c.output);
    expect([c.output.impact!.x, c.output.impact!.y]).toEqual([fallback[0], fallback[1]].map((v) => Math.round(v * 1e4) / 1e4));
  });

  it("drops a scatter point typed into the document while learning, and the core refuses an illegal one", () => {
    const typed = withScatterPoint(doc, [0, 0]);
    expect(() => resolveScenario(typed)).toThrow(/T\.scatterPoint/);
    const c = learnScatter(typed)!;
    expect(c.doc.decisions).toBeUndefined();
    const illegal = c.arcs.find((a) => !a.legal)!;
    const p = pointAt(c.centre, c.radius, (illegal.from + illegal.to) / 2);
    expect(c.check(p)).toMatch(/line of sight|off the table/);
    expect(() => resolveScenario(withScatterPoint(doc, p))).toThrow(/T\.scatterPoint/);
  });
});
