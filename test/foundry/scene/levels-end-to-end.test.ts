// The scene's third dimension end to end: what the Foundry snapshot emits for one-way walls, Wall Height
// flags, v14 level bands and surface ledges is accepted by the core's scenario validator and changes the
// resolution the way docs/scenario.md (walls in 3D) says — not only the snapshot's fields.

import { describe, expect, it } from "vitest";
import { loadScenario, resolveScenario } from "../../../src/core/index.js";
import { attackScenario } from "../../../src/foundry/pipeline/build-scenario.js";
import type { LevelData } from "../../../src/foundry/scene/scene-levels.js";
import { type SceneData, type WallData, sceneSnapshot } from "../../../src/foundry/scene/scene-snapshot.js";
import { K, SQUARE_INCH, token, wall } from "../../helpers/foundry/foundry-data.js";

type WallFlags = WallData["flags"];
const fighter = (side: string) => ({ flags: { ordnance: { fighter: { side, stats: { quality: 10 } } } } });

function scene(walls: WallData[], levels?: LevelData[]): SceneData {
  return {
    grid: SQUARE_INCH,
    sceneRect: { x: -2400, y: -2400, width: 4800, height: 4800 },
    // Attacker centred at (0, 0)", an enemy centred at (10, 0)".
    tokens: [token("attacker00000001", -50, -50, fighter("red")), token("target0000000001", 950, -50, fighter("blue"))],
    walls,
    tiles: [],
    wind: null,
    ...(levels ? { levels } : {}),
  };
}

/** A GZG launched grenade at the point (10, 0)", fired from (0, 0). */
function document(s: SceneData): Record<string, unknown> {
  return attackScenario({
    ruleset: "gzg",
    settings: {},
    battlefield: sceneSnapshot(s, 1, K, "gzg"),
    attacker: "attacker00000001",
    weapon: { name: "GL", rangeBand: 6, payload: "explosive" },
    target: { point: [10, 0] },
    blind: false,
  });
}

/** A see-through, movement-blocking wall across x = 9" (a fence): the aim point stays in sight. */
const fence = (id: string, extra: Partial<WallData> = {}) => wall(id, [900, -300, 900, 300], { sight: K.WALL_SENSE_TYPES.NONE, ...extra });

/** Skill 2 against TN 2 (10" at 6" bands) deviates 2" short (hour 6): from the aim point (10, 0) back toward x = 8, across the fence. */
function impactX(s: SceneData): number {
  const doc = { ...document(s), dice: { "G.skill": 2, "G.dir": 6 }, seed: "levels" };
  const out = resolveScenario(doc).output;
  expect(out.outcome).toBe("DEVIATED");
  return out.impact!.x;
}

describe("levels from the scene reach the core", () => {
  it("every new wall field the snapshot emits passes the core's validator", () => {
    const levels: LevelData[] = [{ _id: "upper00000000001", elevation: { bottom: 3, top: 6 } }];
    const walls = [
      fence("wallOneWay000001", { dir: K.WALL_DIRECTIONS.LEFT }),
      fence("wallLow000000001", { flags: { "wall-height": { bottom: null, top: 1 } } as WallFlags }),
      fence("wallBand00000001", { levels: ["upper00000000001"] } as Partial<WallData>),
    ];
    const parsed = loadScenario(document(scene(walls, levels)));
    const byId = new Map(parsed.battlefield.walls.map((w) => [w.id, w]));
    expect(byId.get("wallOneWay000001")?.blocksFrom).toBe("left");
    expect(byId.get("wallLow000000001")).toMatchObject({ top: 1 });
    expect(byId.get("wallBand00000001")).toMatchObject({ bottom: 3, top: 6 });
  });

  it("Foundry's one-way walls stop the deviating round only from the side they block", () => {
    expect(impactX(scene([]))).toBeCloseTo(8, 3);
    expect(impactX(scene([fence("wallFull00000001")]))).toBeCloseTo(9, 2);
    // Walking a → b (down the screen) the round comes from the right of the screen: Foundry's LEFT side.
    expect(impactX(scene([fence("wallOneWay000001", { dir: K.WALL_DIRECTIONS.LEFT })]))).toBeCloseTo(9, 2);
    expect(impactX(scene([fence("wallOneWay000002", { dir: K.WALL_DIRECTIONS.RIGHT })]))).toBeCloseTo(8, 3);
  });

  it("Wall Height flags: a low wall stops a round on the table, an overhang lets it pass beneath", () => {
    const low = { "wall-height": { bottom: null, top: 1 } } as WallFlags;
    const overhang = { "wall-height": { bottom: 3, top: null } } as WallFlags;
    expect(impactX(scene([fence("wallLow000000001", { flags: low })]))).toBeCloseTo(9, 2);
    expect(impactX(scene([fence("wallOver00000001", { flags: overhang })]))).toBeCloseTo(8, 3);
  });
});
