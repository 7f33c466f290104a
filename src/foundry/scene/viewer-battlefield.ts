// The battlefield an aim starts on (apps/aim-controller.ts): the scene as this client's user may see it
// (ui/viewer-scene.ts: a player's leaves out the tokens hidden from players), in snapshot and document form. Taken
// from the scene cache that the warm-up keeps (scene-cache.ts, hooks/scene-cache.ts) when its walls are built for the
// scene's state, so a warm aim converts no wall; otherwise converted as before. Either way it is what
// sceneSnapshot() and battlefieldDocument() give for the viewer's scene. Pure.

import type { BattlefieldSnapshot } from "../../core/index.js";
import { battlefieldDocument } from "../pipeline/build-scenario.js";
import { withoutHidden } from "../ui/viewer-scene.js";
import type { PreparedScene, SceneCache, SceneInputs } from "./scene-cache.js";
import { type SceneData, sceneSnapshot } from "./scene-snapshot.js";

type Doc = Record<string, unknown>;

export interface ViewerBattlefield {
  /** What sceneSnapshot() gives for the viewer's scene. */
  readonly snapshot: BattlefieldSnapshot;
  /** What battlefieldDocument(snapshot) gives (from the cache: frozen, and shared by every aim on this state). */
  readonly document: Readonly<Doc>;
  /** Whether it came from the cache (false: the scene was converted, as an aim did before the cache). */
  readonly cached: boolean;
}

/**
 * The viewer's battlefield. `hidden` says which tokens the viewer may not see (null: a GM, who sees them all). From
 * the cache when its walls part is built for the scene's current state (the figures part is built now if a token
 * changed since: a few milliseconds); converted afresh, leaving the cache as it is, when the walls are not built yet
 * (converting them alone costs less than the cache's build, which also validates and indexes them), when the cache
 * cannot build the scene, or when it left a figure out (figure-screen.ts) that the conversion keeps.
 */
export function viewerBattlefield(
  cache: SceneCache,
  sceneId: string,
  scene: SceneData,
  inputs: SceneInputs,
  hidden: ((tokenId: string) => boolean) | null,
): ViewerBattlefield {
  const prepared = cachedScene(cache, sceneId, scene, inputs);
  if (!prepared) {
    const snapshot = sceneSnapshot(hidden ? withoutHidden(scene, hidden) : scene, inputs.gridUnitsPerInch, inputs.consts, inputs.ruleset);
    return { snapshot, document: battlefieldDocument(snapshot), cached: false };
  }
  const seen = hidden ? prepared.snapshot.figures.filter((f) => !hidden(f.id)) : prepared.snapshot.figures;
  if (seen.length === prepared.snapshot.figures.length) return { snapshot: prepared.snapshot, document: prepared.document, cached: true };
  // The document's figures are in the snapshot's order, one for one (scene-rest.ts).
  const figures = (prepared.document["figures"] as readonly Doc[]).filter((f) => !hidden?.(f["id"] as string));
  return {
    snapshot: { ...prepared.snapshot, figures: seen },
    document: Object.freeze({ ...prepared.document, figures: Object.freeze(figures) }),
    cached: true,
  };
}

function cachedScene(cache: SceneCache, sceneId: string, scene: SceneData, inputs: SceneInputs): PreparedScene | null {
  if (!cache.wallsReady(sceneId, inputs)) return null;
  let prepared: PreparedScene;
  try {
    prepared = cache.prepare(sceneId, scene, inputs);
  } catch {
    // A scene the cache cannot build (a cloud core refuses): the conversion keeps it, and the odds name the problem.
    return null;
  }
  return prepared.leftOut.length > 0 ? null : prepared;
}
