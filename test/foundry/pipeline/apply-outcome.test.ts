// Outcome → document operations: every GZG fixture resolved by core, planned, written to a fake scene
// that counts database calls, checked against the output, then undone back to the exact scene.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type OutputDocument, resolveScenario } from "../../../src/core/index.js";
import { fighterState, planOutcome } from "../../../src/foundry/pipeline/apply-outcome.js";
import { PlanError, executePlan, executeUndo } from "../../../src/foundry/pipeline/operation-plan.js";
import { makeScale, sceneSnapshot } from "../../../src/foundry/scene/scene-snapshot.js";
import { applyContext } from "../../helpers/foundry/apply-helpers.js";
import { K, SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { PPI, docId, renameFigures, sceneFromScenario } from "../../helpers/foundry/scene-from-scenario.js";
import { launcherFrag } from "../../helpers/necromunda.js";

const dir = join(import.meta.dirname, "../../fixtures/gzg");
const fixtures = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(dir, f), "utf8")) as { case: string; scenario: Record<string, unknown> });

/** Database calls per fixture, reasoned from its outcome (see the comments) and measured by the fake scene. */
const EXPECTED_CALLS: Record<string, number> = {
  // explosive round lands, nobody in the blast: the blast template only
  "GZ-01": 1,
  "GZ-02": 1,
  "GZ-03": 1,
  "GZ-04": 1,
  "GZ-05": 1,
  "GZ-06": 1,
  "GZ-07b": 1,
  "GZ-09": 1,
  "GZ-10": 1,
  "GZ-11": 1,
  "GZ-12": 1,
  "GZ-17": 1,
  // refused shots write nothing
  "GZ-07": 0,
  "GZ-08": 0,
  "GZ-16b": 0,
  "GZ-16c": 0,
  // smoke: tile + its ring of walls + the caught figure's state
  "GZ-13": 3,
  // drift: tile update + ring update + the reacting figure's state; dissipation: tile + ring deleted
  "GZ-14": 3,
  "GZ-14b": 2,
  // gas (does not block sight in GZG, so no ring): tile + the affected figures' states in one update
  "GZ-15": 2,
  "GZ-15b": 2,
  // explosive with a figure hit: template + one token update
  "GZ-16": 2,
  "GZ-18": 2,
};

const weaponOf = (doc: Record<string, unknown>): Record<string, unknown> | undefined => {
  const a = doc["attack"];
  if (typeof a !== "object" || a === null || !("weapon" in a)) return undefined;
  const w = a.weapon;
  return typeof w === "object" && w !== null ? { ...w } : undefined;
};

describe("GZG fixtures: outcome → operations → undo", () => {
  it("has an expected call count for every fixture", () => {
    expect(fixtures.map((f) => f.case).sort()).toEqual(Object.keys(EXPECTED_CALLS).sort());
  });

  for (const fx of fixtures) {
    it(`${fx.case}: writes the outcome in ${EXPECTED_CALLS[fx.case]} call(s) and undoes it exactly`, async () => {
      const doc = renameFigures(fx.scenario);
      const scene = sceneFromScenario(doc);
      const before = scene.dump();
      const out = resolveScenario(doc).output;
      const weaponRaw = weaponOf(doc);
      const plan = planOutcome(out, applyContext(scene, out, weaponRaw ? { weaponRaw } : {}));
      const undo = await executePlan(scene, plan);

      expect(scene.dbCalls()).toBe(EXPECTED_CALLS[fx.case]);
      expect(scene.dbCalls()).toBe(plan.steps.length);
      expect(scene.dbCalls()).toBeLessThanOrEqual(4);

      for (const a of out.affected) expect(scene.token(a.figure)!.flags.ordnance?.state).toEqual(fighterState("attack0000000001", a));
      const after = sceneSnapshot(scene.data(), 1, K, "gzg");
      for (const c of out.clouds.placed) {
        const got = after.clouds.find((x) => x.id === c.id)!;
        expect(got.x).toBeCloseTo(c.x, 2);
        expect(got.y).toBeCloseTo(c.y, 2);
        expect(got.radius).toBe(c.radius);
        const ring = scene.walls().filter((w) => w.flags.ordnance?.cloudWall?.cloudId === c.id);
        expect(ring.length).toBe(c.kind === "smoke" ? 16 : 0);
      }
      for (const m of out.clouds.moved) {
        const got = after.clouds.find((x) => x.id === m.id)!;
        expect([got.x, got.y]).toEqual([m.x, m.y]);
        const ring = scene.walls().filter((w) => w.flags.ordnance?.cloudWall?.cloudId === m.id);
        expect(ring.length).toBe(16);
        for (const w of ring) expect(Math.hypot(w.c[0] / PPI - m.x, w.c[1] / PPI - m.y)).toBeCloseTo(got.radius, 1);
      }
      for (const id of out.clouds.removed) {
        expect(after.clouds.some((c) => c.id === id)).toBe(false);
        expect(scene.walls().some((w) => w.flags.ordnance?.cloudWall?.cloudId === id)).toBe(false);
      }
      const templates = scene.templates();
      if (templates.length) {
        expect(templates[0]).toMatchObject({
          t: "circle",
          x: out.impact!.x * PPI,
          y: out.impact!.y * PPI,
          distance: 2,
          flags: { ordnance: { attackId: "attack0000000001" } },
        });
      }

      await executeUndo(scene, undo);
      expect(scene.dump()).toEqual(before);
    });
  }
});

describe("operation counts do not grow with the number of tokens hit", () => {
  it("a grenade among twelve figures: one template and one token update", async () => {
    const figures = Array.from({ length: 12 }, (_, i) => ({
      id: `B${i}`,
      side: "blue",
      x: 24 + (i % 4) * 0.8,
      y: (Math.floor(i / 4) - 1) * 0.8,
      stats: { quality: 8 },
    }));
    const doc = renameFigures({
      ruleset: "gzg",
      battlefield: { figures: [{ id: "A0", side: "red", x: 0, y: 0, stats: { quality: 10 } }, ...figures] },
      attack: {
        attacker: "A0",
        weapon: { name: "Grenade Launcher", rangeBand: 6, payload: "explosive", blastRadius: 2 },
        target: { point: [25, 0] },
      },
      seed: "crowd",
    });
    const scene = sceneFromScenario(doc);
    const before = scene.dump();
    const out = resolveScenario(doc).output;
    expect(out.affected.length).toBeGreaterThanOrEqual(6);
    const undo = await executePlan(scene, planOutcome(out, applyContext(scene, out, { weaponRaw: weaponOf(doc)! })));
    expect(scene.calls).toEqual([
      { op: "create", name: "MeasuredTemplate", count: 1 },
      { op: "update", name: "Token", count: out.affected.length },
    ]);
    await executeUndo(scene, undo);
    expect(scene.dump()).toEqual(before);
  });
});

const NECRO_FRAG = launcherFrag();
const TC_SATCHEL = {
  name: "Satchel Charge",
  range: 6,
  keywords: ["BLAST(3)", "SCATTER", "HEAVY", "CONSUMABLE", "IGNORE ARMOUR", "IGNORE COVER"],
  injuryDice: 1,
  usesPerGame: 1,
};

/** An output as another ruleset would report it (knockback, falling, wounds, weapon state). */
function knockbackOutput(): OutputDocument {
  return {
    outcome: "HIT",
    impact: { x: 10, y: 10, z: 0 },
    // A Necromunda Blast(3") marker: 3" across, so a 1.5" radius.
    blastRadius: 1.5,
    path: [],
    affected: [
      {
        figure: docId("B1"),
        cause: "blast",
        position: { x: 12.25, y: 10.5, z: 0 },
        status: "pinned",
        wounds: 1,
        toughness: 3,
        injuries: ["FW"],
        effects: [],
        notes: [],
      },
      {
        figure: docId("B2"),
        cause: "blast",
        position: { x: 8, y: 10, z: 0 },
        status: "seriouslyInjured",
        wounds: 0,
        effects: [],
        notes: [],
      },
      { figure: docId("A0"), cause: "friendly1in", position: { x: 2, y: 10, z: 0 }, status: "standing", effects: [], notes: [] },
    ],
    clouds: { placed: [], removed: [], moved: [] },
    weapon: { outOfAmmo: true, deletedProfiles: [], unusableProfiles: [], consumed: false, usesLeft: null },
    events: [],
    log: [],
    notes: [],
    rolls: [],
  };
}

function knockbackScene(): FakeScene {
  const earlier = {
    attackId: "old",
    status: "standing" as const,
    cause: "blast",
    wounds: 2,
    toughness: 3,
    injuries: [],
    injury: null,
    blood: null,
    suppression: null,
    blessing: null,
  };
  return new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
    tokens: [
      token(docId("A0"), 150, 950, {
        flags: {
          ordnance: {
            fighter: {
              weapons: [
                { id: "gl", name: "Grenade launcher", ruleset: "necromunda", weapon: { name: "GL" }, state: null },
                { id: "pistol", name: "Pistol", ruleset: "necromunda", weapon: {}, state: null },
              ],
            },
          },
        },
      }),
      token(docId("B1"), 1050, 950, { elevation: 2, flags: { ordnance: { state: earlier } } }),
      token(docId("B2"), 750, 950),
    ],
  });
}

describe("ruleset-agnostic application (moves, falls, states, weapon state)", () => {
  it("moves knocked-back tokens by their centre, lowers the fallen, writes states and the weapon in one token update", async () => {
    const scene = knockbackScene();
    const before = scene.dump();
    const out = knockbackOutput();
    const plan = planOutcome(out, applyContext(scene, out, { weaponRaw: NECRO_FRAG, weapon: { tokenId: docId("A0"), weaponId: "gl" } }));
    const undo = await executePlan(scene, plan);
    expect(scene.calls).toEqual([
      { op: "create", name: "MeasuredTemplate", count: 1 },
      { op: "update", name: "Token", count: 3 },
    ]);
    expect(scene.templates()[0]).toMatchObject({ x: 1000, y: 1000, distance: 1.5 });
    const b1 = scene.token(docId("B1"))!;
    expect([b1.x, b1.y, b1.elevation]).toEqual([1175, 1000, 0]);
    expect(b1.flags.ordnance?.state).toMatchObject({ status: "pinned", wounds: 1, toughness: 3, injuries: ["FW"], blood: null });
    const b2 = scene.token(docId("B2"))!;
    expect([b2.x, b2.y]).toEqual([750, 950]); // did not move: position not written
    const a0 = scene.token(docId("A0"))!;
    expect(a0.flags.ordnance?.fighter?.weapons?.map((w) => w.state?.outOfAmmo ?? null)).toEqual([true, null]);
    expect(a0.flags.ordnance?.state?.status).toBe("standing");
    await executeUndo(scene, undo);
    expect(scene.dump()).toEqual(before);
  });

  it("writes nothing for the weapon when its state did not change", () => {
    const scene = knockbackScene();
    const out = {
      ...knockbackOutput(),
      affected: [],
      weapon: { outOfAmmo: false, deletedProfiles: [], unusableProfiles: [], consumed: false, usesLeft: null },
    };
    const tokens = scene.tokens().map((t) =>
      t._id === docId("A0")
        ? {
            ...t,
            flags: {
              ordnance: {
                fighter: { weapons: [{ id: "gl", name: "GL", ruleset: "necromunda" as const, weapon: {}, state: out.weapon }] },
              },
            },
          }
        : t,
    );
    const plan = planOutcome(out, { ...applyContext(scene, out, { weapon: { tokenId: docId("A0"), weaponId: "gl" } }), tokens });
    expect(plan.steps).toEqual([]);
  });

  it("on v14 draws the blast area as a circle Region instead of a template", async () => {
    const scene = knockbackScene();
    // A Trench Crusade BLAST(3") reaches 3" from the centre.
    const out = { ...knockbackOutput(), blastRadius: 3, affected: [] };
    await executePlan(scene, planOutcome(out, applyContext(scene, out, { weaponRaw: TC_SATCHEL, blastArea: "region" })));
    expect(scene.calls).toEqual([{ op: "create", name: "Region", count: 1 }]);
    expect(scene.dump().Region[0]).toMatchObject({ shapes: [{ type: "circle", x: 1000, y: 1000, radius: 300 }] });
  });
});

describe("rollback", () => {
  it("a failing write undoes the steps already written and reports the step", async () => {
    const doc = renameFigures(fixtures.find((f) => f.case === "GZ-13")!.scenario);
    const scene = sceneFromScenario(doc);
    const before = scene.dump();
    const out = resolveScenario(doc).output;
    const plan = planOutcome(out, applyContext(scene, out, { weaponRaw: weaponOf(doc)! }));
    scene.failOn = (op, name) => op === "update" && name === "Token";
    const err = await executePlan(scene, plan).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlanError);
    expect(err).toMatchObject({ failedStep: { op: "update", name: "Token" }, rollbackErrors: [] });
    expect(scene.calls.map((c) => `${c.op} ${c.name}`)).toEqual(["create Tile", "create Wall", "delete Wall", "delete Tile"]);
    expect(scene.dump()).toEqual(before);
  });

  it("malformed data is refused by the fake scene (so the contract check can fail)", async () => {
    const scene = knockbackScene();
    await expect(scene.update("Token", [{ _id: docId("B1"), x: 10.5 }])).rejects.toThrow(/integers/);
    await expect(scene.create("Wall", [{ _id: "short", c: [0, 0, 1, 1] }])).rejects.toThrow(/bad _id/);
  });

  it("the scale round-trips the fake scene's inches", () => {
    expect(makeScale(SQUARE_INCH, 1).pxPerInch).toBe(PPI);
  });
});
