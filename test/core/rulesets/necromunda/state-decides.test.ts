// The state of one Necromunda attack (docs/rules.md §2.5): `near` lists candidates in snapshot order then the
// fighters moved during the attack, without the Out of Action; the edge-to-edge gap adds height only across
// levels (§1.3, §1.4a); an entry reports engaged fighters and obstructions only when there are any.

import { describe, expect, it } from "vitest";
import { type Battlefield, createBattlefield } from "../../../../src/core/battlefield/battlefield.js";
import { defined } from "../../../../src/core/engine/expect.js";
import { type NecroSettings, facesOf } from "../../../../src/core/rulesets/necromunda/settings.js";
import { AttackRun, type FighterState, gap } from "../../../../src/core/rulesets/necromunda/state.js";
import type { NecroStats } from "../../../../src/core/rulesets/necromunda/types.js";
import type { FigureDoc, ScenarioDoc } from "../../../../src/core/scenario/document.js";
import { emptyOutcome } from "../../../../src/core/scenario/output.js";
import { loadScenario } from "../../../../src/core/scenario/resolve.js";
import { affected, fig, resolveDoc, wall } from "../../../helpers/scenario-run.js";

const frag = { name: "Grenade Launcher", profile: "Frag", short: 6, long: 24, S: 3, D: "1", ammo: 5, traits: ["Blast(3)"] };

function runOn(figures: FigureDoc[], index = true): AttackRun {
  const scenario = loadScenario({
    ruleset: "necromunda",
    battlefield: { figures },
    attack: { attacker: defined(figures[0], "an attacker").id, weapon: frag, target: { point: [1, 1] } },
  });
  const bf = createBattlefield(scenario.battlefield, { index }) as Battlefield<NecroStats>;
  const settings = scenario.resolvedSettings as NecroSettings;
  const attack = defined(scenario.attack, "the attack");
  return new AttackRun(
    bf,
    settings,
    facesOf(settings),
    attack.weapon as never,
    defined(bf.figures[0], "the attacker"),
    emptyOutcome("HIT"),
    {},
  );
}

// Figures listed against the grain of the table (far corners first, then inwards), so the spatial index meets them
// out of snapshot order.
const spread: FigureDoc[] = [];
for (let i = 0; i < 40; i++) spread.push(fig(`F${String(i)}`, "blue", 40 - (i % 8) * 5, 40 - Math.floor(i / 8) * 9));

describe("AttackRun.near", () => {
  it("lists every candidate within reach in snapshot order", () => {
    const run = runOn(spread);
    const ids = run.near({ x: 20, y: 20 }, 60).map((s) => s.id);
    expect(ids).toEqual(spread.map((f) => f.id));
  });

  it("a fighter moved during the attack comes after the others, once, however often it moves", () => {
    const run = runOn(spread);
    const first = run.near({ x: 20, y: 20 }, 60);
    const moved = defined(first[3], "F3");
    run.moveTo(moved, 20, 20);
    run.moveTo(moved, 21, 20);
    const ids = run.near({ x: 20, y: 20 }, 60).map((s) => s.id);
    expect(ids).toEqual([...spread.map((f) => f.id).filter((id) => id !== "F3"), "F3"]);
  });

  it("keeps a base whose box meets the reach's (with 1/1000\" of slack), not one further along either axis", () => {
    const run = runOn([
      fig("A0", "red", 35, 35),
      fig("X", "blue", 6.5, 5),
      fig("Y", "blue", 5, 3.5),
      fig("FX", "blue", 6.502, 5),
      fig("FY", "blue", 5, 6.502),
    ]);
    expect(run.near({ x: 5, y: 5 }, 1).map((s) => s.id)).toEqual(["X", "Y"]);
  });

  it("keeps a base whose box exactly touches the reach's widened by the slack, along either axis", () => {
    // Without the index every figure is a candidate, so the box test alone decides. 1 + 1e-3 + 0.5 is exactly 1.501
    // in binary, as is its distance from a centre at the origin.
    const run = runOn(
      [fig("A0", "red", 35, 35), fig("X", "blue", 1.501, 0), fig("Y", "blue", 0, -1.501), fig("FX", "blue", 1.5010001, 0)],
      false,
    );
    expect(run.near({ x: 0, y: 0 }, 1).map((s) => s.id)).toEqual(["X", "Y"]);
  });

  it("a fighter 'moved' to where it stands keeps its place in snapshot order", () => {
    const run = runOn(spread);
    const f3 = defined(run.near({ x: 20, y: 20 }, 60)[3], "F3");
    run.moveTo(f3, f3.x, f3.y);
    expect(run.near({ x: 20, y: 20 }, 60).map((s) => s.id)).toEqual(spread.map((f) => f.id));
  });

  it("leaves out the Out of Action, moved or not", () => {
    const run = runOn(spread);
    const [a, b] = run.near({ x: 20, y: 20 }, 60) as [FighterState, FighterState];
    run.moveTo(b, 20, 20);
    a.status = "outOfAction";
    b.status = "outOfAction";
    const ids = run.near({ x: 20, y: 20 }, 60).map((s) => s.id);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(b.id);
    expect(ids).toHaveLength(spread.length - 2);
  });
});

describe("gap: edge to edge, adding the height only across levels", () => {
  const at = (x: number, z: number): FighterState => ({ x, y: 0, z, r: 0.5, baseRadius: 0.5 }) as FighterState;

  it("below the level gap the height is ignored; at the gap or above it counts", () => {
    expect(gap(at(0, 0), at(5, 1.99), 2)).toBe(4);
    expect(gap(at(0, 0), at(5, 2), 2)).toBeCloseTo(Math.hypot(4, 2), 12);
    expect(gap(at(0, 3), at(5, 0), 2)).toBeCloseTo(5, 12);
  });
});

describe("the output entries (§2.5)", () => {
  const doc = (figures: FigureDoc[], extra: Partial<ScenarioDoc["battlefield"]> = {}): ScenarioDoc => ({
    ruleset: "necromunda",
    battlefield: { figures: [fig("A0", "red", 0, 0), ...figures], ...extra },
    attack: { attacker: "A0", weapon: frag, target: { point: [10, 0] } },
    dice: { "N.firepower": 2, "N.hit": 6, "N.wound[T]": 1, "N.wound[E]": 1 },
  });

  it("an engaged fighter is reported engaged; another has no such field", () => {
    const out = resolveDoc(doc([fig("T", "blue", 10.5, 0, { engaged: true }), fig("E", "blue", 9.5, 0)]));
    expect(affected(out, "T")["engaged"]).toBe(true);
    expect(affected(out, "E")).not.toHaveProperty("engaged");
  });

  it("no obstruction was struck: the output has no obstructions list", () => {
    const out = resolveDoc(doc([fig("T", "blue", 10.5, 0)], { walls: [wall("w", [20, -2], [20, 2], { wounds: 3, toughness: 6 })] }));
    expect(out).not.toHaveProperty("obstructions");
  });
});

describe("rules §2.3, §2.4 N7e: a fighter taken Out of Action by the hit", () => {
  const hit = (injury: number) =>
    resolveDoc({
      ruleset: "necromunda",
      battlefield: { figures: [fig("A0", "red", 0, 0), fig("T", "blue", 10.5, 0)] },
      attack: { attacker: "A0", weapon: { ...frag, traits: ["Blast(3)", "Knockback"] }, target: { point: [10, 0] } },
      dice: { "N.firepower": 2, "N.hit": 6, "N.wound[T]": 6, "N.injury[T]#1": injury, "N.kbForce[T]": 3, "N.kbRes[T]": 1 },
    });

  it("is not knocked back, and its note says Out of Action", () => {
    const out = hit(6);
    const t = affected(out, "T");
    expect(t.status).toBe("outOfAction");
    expect(t["prone"]).toBe(false);
    expect(t.position).toEqual({ x: 10.5, y: 0, z: 0 });
    expect(out.rolls.map((r) => r.tag)).not.toContain("N.kbForce[T]");
    expect(t.notes.map((n) => n.key)).toContain("ORDNANCE.Log.necro.outOfAction");
    expect(t.notes.map((n) => n.key)).not.toContain("ORDNANCE.Log.necro.seriouslyInjured");
  });

  it("one Seriously Injured is knocked back, and its note says so", () => {
    const t = affected(hit(4), "T");
    expect(t.status).toBe("seriouslyInjured");
    expect(t["prone"]).toBe(true);
    expect(t.position.x).toBeGreaterThan(10.5);
    expect(t.notes.map((n) => n.key)).toContain("ORDNANCE.Log.necro.seriouslyInjured");
    expect(t.notes.map((n) => n.key)).not.toContain("ORDNANCE.Log.necro.outOfAction");
  });
});
