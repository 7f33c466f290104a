// Who is under a Necromunda Blast marker (docs/rules.md §2.4 N6) at its edges: the sphere's radius to 1e-6" with
// and without `geometry.touchCounts`, a raised marker under `levelOnly`, terrain that blocks movement (not sight),
// nearest first with ties by id, the attacker's resolution order with the rest after it, and the order at the aim.

import { describe, expect, it } from "vitest";
import { createBattlefield } from "../../../../src/core/battlefield/battlefield.js";
import { scriptedAnswerer } from "../../../../src/core/engine/answerers.js";
import { defined } from "../../../../src/core/engine/expect.js";
import { run } from "../../../../src/core/engine/run.js";
import { type NecroContext, necroAttack } from "../../../../src/core/rulesets/necromunda/attack.js";
import { orderAtAim } from "../../../../src/core/rulesets/necromunda/area.js";
import type { FigureDoc, ScenarioDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { loadScenario } from "../../../../src/core/scenario/resolve.js";
import { fig, resolveDoc } from "../../../helpers/scenario-run.js";

// No Knockback: a hit only rolls to wound (a 1 fails), so the order of the wound rolls is the resolution order.
const frag = { name: "Grenade Launcher", profile: "Frag", short: 6, long: 24, S: 3, D: "1", ammo: 5, traits: ["Blast(3)"] };
const attacker = fig("A0", "red", -10, 0);

const doc = (
  figures: FigureDoc[],
  over: { point?: number[]; settings?: Record<string, unknown>; walls?: WallDoc[]; decisions?: Record<string, unknown> } = {},
): ScenarioDoc => ({
  ruleset: "necromunda",
  settings: over.settings ?? {},
  battlefield: { figures: [attacker, ...figures], walls: over.walls ?? [] },
  attack: { attacker: "A0", weapon: frag, target: { point: over.point ?? [0, 0] } },
  decisions: over.decisions ?? {},
  dice: { "N.firepower": 2, "N.hit": 6, ...Object.fromEntries(figures.map((f) => [`N.wound[${f.id}]`, 1])) },
});
const hitBy = (d: ScenarioDoc): unknown => resolveDoc(d).hitFigures;
const small = (id: string, x: number, y = 0, extra: Partial<FigureDoc> = {}) => fig(id, "blue", x, y, {}, { baseRadius: 0.25, ...extra });

describe("N6: under the marker's sphere, to 1e-6\"", () => {
  it('touching counts: a base exactly R + 1e-6" from the hole is under it, one further is not', () => {
    expect(hitBy(doc([small("T", 1.5 + 1e-6 + 0.25)]))).toEqual(["T"]);
    expect(hitBy(doc([small("T", 1.5 + 2e-6 + 0.25)]))).toEqual([]);
  });

  it('touching does not count: a base exactly R − 1e-6" away is not under it, one nearer is', () => {
    const strict = { "geometry.touchCounts": false };
    expect(hitBy(doc([small("T", 1.5 - 1e-6 + 0.25)], { settings: strict }))).toEqual([]);
    expect(hitBy(doc([small("T", 1.5 - 2e-6 + 0.25)], { settings: strict }))).toEqual(["T"]);
  });
});

describe("N6 (necro.blastVertical = levelOnly): only the marker's level", () => {
  const levelOnly = { "necro.blastVertical": "levelOnly" };
  it("a raised marker hits the fighters on its level and not those below", () => {
    expect(hitBy(doc([small("On", 1, 0, { z: 3 }), small("Below", 0, -1)], { point: [0, 0, 3], settings: levelOnly }))).toEqual(["On"]);
  });

  it('a fighter 1e-6" above the marker\'s level is on it, one 2e-6" above is not', () => {
    expect(hitBy(doc([small("Near", 1, 0, { z: 1e-6 }), small("Off", 0, 1, { z: 2e-6 })], { settings: levelOnly }))).toEqual(["Near"]);
  });
});

describe("N6: solid terrain between the hole and a fighter", () => {
  it("a wall that stops movement shelters the fighter even when it does not block sight; a screen does not", () => {
    const shelter: WallDoc = { id: "w", a: [1, -2], b: [1, 2], blocksSight: false };
    const screen: WallDoc = { id: "s", a: [1, -2], b: [1, 2], blocksMove: false };
    expect(hitBy(doc([small("T", 1.5)], { walls: [shelter] }))).toEqual([]);
    expect(hitBy(doc([small("T", 1.5)], { walls: [screen] }))).toEqual(["T"]);
  });
});

describe("N6: the order of resolution", () => {
  // C and B stand at the same distance (listed C first), A nearer, D further.
  const four = [small("C", 0, 1), small("B", 0, -1), small("D", 1.4), small("A", 0.5)];

  it("nearest first, ties by id", () => {
    expect(hitBy(doc(four))).toEqual(["A", "B", "C", "D"]);
  });

  it("the attacker's order first, then the rest nearest first with ties by id", () => {
    const out = resolveDoc(doc(four, { decisions: { resolutionOrder: ["D", "C"] } }));
    expect(out.rolls.map((r) => r.tag)).toEqual(["N.firepower", "N.hit", "N.wound[D]", "N.wound[C]", "N.wound[A]", "N.wound[B]"]);
  });

  /** Attacks on the four, one after another on one battlefield (its memo shared), each with its decisions: the tags rolled. */
  const attacksOnOneBattlefield = () => {
    const scenario = loadScenario(doc(four));
    const battlefield = createBattlefield(scenario.battlefield);
    return (decisions: Record<string, unknown>): string[] => {
      const ctx = { scenario: { ...scenario, decisions }, battlefield, settings: scenario.resolvedSettings } as unknown as NecroContext;
      const dice = { "N.firepower": 2, "N.hit": 6, "N.wound[A]": 1, "N.wound[B]": 1, "N.wound[C]": 1, "N.wound[D]": 1 };
      // The dice alone (with no order given, the attacker's order prompt is left to the automation first).
      return run(() => necroAttack(ctx), scriptedAnswerer(dice))
        .answers.filter((a) => a.kind === "dice")
        .map((a) => a.tag);
    };
  };

  it("a chosen order on one attack leaves what the battlefield remembers as it was: the next attacks, with no order or a partial one, go nearest first", () => {
    const attackWith = attacksOnOneBattlefield();
    expect(attackWith({ resolutionOrder: ["D", "C", "B", "A"] }).slice(2)).toEqual([
      "N.wound[D]",
      "N.wound[C]",
      "N.wound[B]",
      "N.wound[A]",
    ]);
    // With no order the remembered indices are read; with a partial one the remembered list is sorted (a copy).
    expect(attackWith({}).slice(2)).toEqual(["N.wound[A]", "N.wound[B]", "N.wound[C]", "N.wound[D]"]);
    expect(attackWith({ resolutionOrder: ["A"] }).slice(2)).toEqual(["N.wound[A]", "N.wound[B]", "N.wound[C]", "N.wound[D]"]);
  });

  it("two attacks on one battlefield aimed at different points each find the fighters under their own marker", () => {
    const scenario = loadScenario(doc([small("A", 0.5), small("E", 0, 10)]));
    const battlefield = createBattlefield(scenario.battlefield);
    const attackAt = ([x, y]: [number, number]) => {
      const target = { kind: "point", point: { x, y, z: 0 } };
      const attack = { ...defined(scenario.attack, "the attack"), target };
      const ctx = { scenario: { ...scenario, attack }, battlefield, settings: scenario.resolvedSettings } as unknown as NecroContext;
      const dice = { "N.firepower": 2, "N.hit": 6, "N.wound[A]": 1, "N.wound[E]": 1 };
      // The dice alone (with no order given, the attacker's order prompt is left to the automation first).
      return run(() => necroAttack(ctx), scriptedAnswerer(dice))
        .answers.filter((a) => a.kind === "dice")
        .map((a) => a.tag);
    };
    expect(attackAt([0, 0]).slice(2)).toEqual(["N.wound[A]"]);
    expect(attackAt([0, 10]).slice(2)).toEqual(["N.wound[E]"]);
    expect(attackAt([0, 0]).slice(2)).toEqual(["N.wound[A]"]);
  });
});

describe("N6 at the aim (the order offered before any roll)", () => {
  const at = (offset: [number, number], settings: Record<string, unknown> = { "necro.markerOnFighter": "offsetOverBase" }) => {
    const d = doc([fig("T", "blue", 0, 0), small("N", 0, 2.1), small("S", 0, -2.1)], { settings });
    const scenario = loadScenario({ ...d, attack: { attacker: "A0", weapon: frag, target: { figure: "T" }, markerOffset: offset } });
    const battlefield = createBattlefield(scenario.battlefield);
    return orderAtAim({ scenario, battlefield, settings: scenario.resolvedSettings } as unknown as NecroContext);
  };

  it("the offset moves the hole along y; an offset to the base's edge (1e-6\" over) still counts, further is refused", () => {
    expect(at([0, 0.5])).toEqual(["T", "N"]);
    expect(at([0, -0.5])).toEqual(["T", "S"]);
    expect(at([0.5 + 1e-6, 0])).toEqual(["T"]);
    expect(at([0.5 + 2e-6, 0])).toBeNull();
    expect(at([0, 0.5], {})).toEqual(["T"]);
  });

  it("a smoke round has no marker order", () => {
    const d = doc([fig("T", "blue", 0, 0)]);
    const scenario = loadScenario({ ...d, attack: { ...defined(d.attack, "attack"), weapon: { ...frag, traits: ["Smoke"] } } });
    const battlefield = createBattlefield(scenario.battlefield);
    expect(orderAtAim({ scenario, battlefield, settings: scenario.resolvedSettings } as unknown as NecroContext)).toBeNull();
  });
});
