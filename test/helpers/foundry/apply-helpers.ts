// Test helper: the apply context for a fake scene (GZG by default), as the pipeline builds it.

import type { ApplyContext } from "../../../src/foundry/pipeline/apply-outcome.js";
import type { OutputDocument } from "../../../src/core/index.js";
import { makeScale } from "../../../src/foundry/scene/scene-snapshot.js";
import { type FakeScene } from "./fake-scene.js";
import { K, brand, idMaker } from "./foundry-data.js";

export const KX: ApplyContext["consts"] = {
  ...K,
  OCCLUSION_MODES: { NONE: brand(0), FADE: brand(1), RADIAL: brand(3), VISION: brand(4) },
  REGION_VISIBILITY: { LAYER: brand(0), GAMEMASTER: brand(1), ALWAYS: brand(2) },
};

export function applyContext(
  scene: FakeScene,
  out: OutputDocument,
  opts: {
    weaponRaw?: Record<string, unknown>;
    weapon?: ApplyContext["weapon"];
    blastArea?: ApplyContext["blastArea"];
  } = {},
): ApplyContext {
  return {
    attackId: "attack0000000001",
    scale: makeScale(scene.grid, 1),
    consts: KX,
    tokens: scene.tokens(),
    walls: scene.storedWalls(),
    tiles: scene.storedTiles(),
    newId: idMaker("new"),
    cloudTexture: "modules/ordnance/assets/smoke.webp",
    userId: "user000000000001",
    blastArea: opts.blastArea ?? "template",
    // As the pipeline does: the blast the core reports, drawn for an attack (a weapon), never for upkeep.
    blastRadiusInches: opts.weaponRaw ? out.blastRadius : null,
    weapon: opts.weapon ?? null,
  };
}
