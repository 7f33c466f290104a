// The module against the fakes' Foundry behaviours (test/helpers/foundry/foundry-rules.ts cites each source):
// plain token position updates are constrained by walls (v13), v14 tiles are drawn around their anchor, v14
// Regions are hidden unless made visible, v14's status-effect table is a record, v14's deletion operator.

import { describe, expect, it } from "vitest";
import { type OutputDocument, emptyOutcome, outputDocument } from "../../../src/core/index.js";
import { planOutcome } from "../../../src/foundry/pipeline/apply-outcome.js";
import { executePlan, executeUndo, placementOptions } from "../../../src/foundry/pipeline/operation-plan.js";
import { MOVE_ACTION, registerStatusEffects, statusEffectConfigs } from "../../../src/foundry/fighters/status-effects.js";
import { withDeletionOperator } from "../../../src/foundry/pipeline/update-operators.js";
import { applyContext } from "../../helpers/foundry/apply-helpers.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { REGION_LAYER_UNLOCKED } from "../../helpers/foundry/foundry-rules.js";
import { SQUARE_INCH, token, wall } from "../../helpers/foundry/foundry-data.js";

const B1 = "tokenB1000000001";
/** A wall at x = 1000 px (10") from y = 0 to 2000. */
const WALL = wall("wallW10000000001", [1000, 0, 1000, 2000]);

function moveOutput(x: number): OutputDocument {
  return {
    ...outputDocument(emptyOutcome("HIT"), []),
    impact: { x: 9, y: 5, z: 0 },
    affected: [{ figure: B1, cause: "blast", position: { x, y: 5.5, z: 0 }, status: "standing", effects: [], notes: [] }],
  };
}

describe("plain token position updates (v13 constrains them by walls)", () => {
  it("the fake stops a plain update at the wall, and lets a placement through", async () => {
    const scene = new FakeScene("scene00000000001", SQUARE_INCH, undefined, { tokens: [token(B1, 800, 500)], walls: [WALL] });
    await scene.update("Token", [{ _id: B1, x: 1200 }]);
    expect(scene.token(B1)!.x).toBeLessThan(1000 - 50);
    const rows = [{ _id: B1, x: 1200 }];
    await scene.update("Token", rows, placementOptions(rows));
    expect(scene.token(B1)!.x).toBe(1200);
  });

  it("a knockback across a wall written without animation, then undone, lands and returns exactly", async () => {
    const scene = new FakeScene("scene00000000001", SQUARE_INCH, undefined, { tokens: [token(B1, 800, 500)], walls: [WALL] });
    const start = scene.dump();
    const out = moveOutput(12.5);
    const undo = await executePlan(scene, planOutcome(out, applyContext(scene, out)));
    expect(scene.token(B1)).toMatchObject({ x: 1200, y: 500 });
    await executeUndo(scene, undo);
    expect(scene.dump()).toEqual(start);
  });

  it("placement options name exactly the rows that move", () => {
    expect(placementOptions([{ _id: B1, flags: {} }])).toBeUndefined();
    expect(
      placementOptions([
        { _id: B1, elevation: 2 },
        { _id: "other00000000001", flags: {} },
      ]),
    ).toEqual({
      movement: { [B1]: { method: "api", constrainOptions: { ignoreWalls: true, ignoreCost: true } } },
    });
  });
});

describe("v14 tiles and regions", () => {
  const cloudOut = (): OutputDocument => ({
    ...outputDocument(emptyOutcome("HIT"), []),
    impact: { x: 20, y: 20, z: 0 },
    clouds: {
      placed: [{ id: "m1", kind: "smoke", x: 20, y: 20, z: 0, radius: 3, lethal: false, blocksSight: true }],
      removed: [],
      moved: [],
    },
  });

  for (const generation of [13, 14] as const) {
    it(`v${generation}: a cloud tile is drawn centred on its ring of walls, and reads back at its centre`, async () => {
      const scene = new FakeScene("scene00000000001", SQUARE_INCH, undefined, { generation });
      const out = cloudOut();
      await executePlan(
        scene,
        planOutcome(out, { ...applyContext(scene, out), ...(scene.data().tileFrame ? { tileFrame: scene.data().tileFrame } : {}) }),
      );
      const tile = scene.tiles()[0]!;
      expect(scene.drawnTileCentre(tile._id!)).toEqual({ x: 2000, y: 2000 });
      const ring = scene.walls().flatMap((w) => [w.c[0]!, w.c[2]!]);
      expect((Math.min(...ring) + Math.max(...ring)) / 2).toBe(2000);
      const { sceneSnapshot } = await import("../../../src/foundry/scene/scene-snapshot.js");
      const { K } = await import("../../helpers/foundry/foundry-data.js");
      expect(sceneSnapshot(scene.data(), 1, K, "gzg").clouds[0]).toMatchObject({ x: 20, y: 20 });
    });
  }

  it("v14: a tile placed as on v13 would be drawn r px off its ring (the fake knows the anchor)", async () => {
    const scene = new FakeScene("scene00000000001", SQUARE_INCH, undefined, { generation: 14 });
    const out = cloudOut();
    await executePlan(scene, planOutcome(out, { ...applyContext(scene, out), tileFrame: "topLeft" }));
    expect(scene.drawnTileCentre(scene.tiles()[0]!._id!)).toEqual({ x: 1700, y: 1700 });
  });

  it("v14: the blast Region is visible to everyone (the default would hide it)", async () => {
    const scene = new FakeScene("scene00000000001", SQUARE_INCH, undefined, { generation: 14 });
    const out: OutputDocument = { ...outputDocument(emptyOutcome("HIT"), []), impact: { x: 5, y: 5, z: 0 } };
    await executePlan(scene, planOutcome(out, { ...applyContext(scene, out), blastArea: "region", blastRadiusInches: 1.5 }));
    const [region] = scene.regions();
    expect(region?.["visibility"]).toBe(2);
    expect(region?.["visibility"]).not.toBe(REGION_LAYER_UNLOCKED);
  });
});

describe("v14 status-effect table and deletion operator", () => {
  it("registers into a v13 array once, keeping what is there", () => {
    const table: CONFIG.StatusEffect[] = [{ id: "dead", name: "Dead", img: "icons/svg/skull.svg" }];
    registerStatusEffects(table);
    registerStatusEffects(table);
    expect(table.map((e) => e.id)).toEqual(["dead", ...statusEffectConfigs().map((e) => e.id)]);
  });

  it("registers into a v14 record keyed by id, which has no array methods (Foundry issue #13122)", () => {
    const table: Record<string, CONFIG.StatusEffect> = { dead: { id: "dead", name: "Dead", img: "icons/svg/skull.svg" } };
    registerStatusEffects(table);
    expect(Object.keys(table)).toEqual(["dead", ...statusEffectConfigs().map((e) => e.id)]);
    expect(table["ordnance-pinned"]).toMatchObject({ id: "ordnance-pinned", hud: false });
    expect(MOVE_ACTION).toBe("ordnance-forced");
  });

  it("turns `-=key: null` into the v14 operator at any depth, and leaves v13 data alone", () => {
    const op = { operator: "ForcedDeletion" };
    const data = { _id: B1, flags: { ordnance: { "-=state": null, fighter: { "-=weapons": null } } } };
    expect(withDeletionOperator(data, null)).toBe(data);
    expect(withDeletionOperator(data, op)).toEqual({ _id: B1, flags: { ordnance: { state: op, fighter: { weapons: op } } } });
    expect(() => withDeletionOperator({ "-=x": 1 }, op)).toThrow(/-=x must be null/);
  });
});
