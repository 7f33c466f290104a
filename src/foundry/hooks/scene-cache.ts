// Keeps the scene cache (scene-cache.ts) fresh and warm: a wall created, changed or deleted marks its scene's walls
// stale; a token or tile its figures and clouds; a region both (v14 surfaces are ledges among the walls); an actor or
// the rules ledger setting the figures of every scene; another world setting everything; a scene's own change all it
// has. On every client the viewed scene is then built again in idle time (scene-warmer.ts), from `canvasReady` on: a
// GM's attacks and any user's aim start read it.

import { pipelineSceneSteps, sceneInputs, wallsFrame } from "../platform/foundry-ports.js";
import { type SceneCache, type WarmBuild, sceneCache } from "../scene/scene-cache.js";
import { SceneWarmer, type WarmClock } from "../scene/scene-warmer.js";
import type { WallData } from "../scene/scene-snapshot.js";

/** The part of a changed document the cache reads: its id and its parent scene's. */
export interface ChangedDoc {
  readonly id?: string | null;
  /** A Setting's key ("ordnance.ledger"). */
  readonly key?: string;
  readonly parent?: { readonly id?: string | null } | null;
}

export type HookOn = (hook: string, fn: (doc: ChangedDoc) => void) => void;

const VERBS = ["create", "update", "delete"] as const;

/**
 * Registers the cache's listeners through `on` (Foundry's Hooks.on; a recording fake in tests); `changed` is told
 * after each mark (the warm-up starts again).
 */
export function watchSceneChanges(on: HookOn, cache: SceneCache, changed: () => void = () => undefined): void {
  const sceneOf = (doc: ChangedDoc): string | undefined => doc.parent?.id ?? undefined;
  const listen = (hook: string, mark: (doc: ChangedDoc) => void): void => {
    on(hook, (doc) => {
      mark(doc);
      changed();
    });
  };
  for (const verb of VERBS) {
    listen(`${verb}Wall`, (doc) => {
      cache.wallsChanged(sceneOf(doc));
    });
    for (const name of ["Token", "Tile"])
      listen(`${verb}${name}`, (doc) => {
        cache.othersChanged(sceneOf(doc));
      });
    listen(`${verb}Region`, (doc) => {
      cache.wallsChanged(sceneOf(doc));
      cache.othersChanged(sceneOf(doc));
    });
    listen(`${verb}Actor`, () => {
      cache.othersChanged();
    });
    listen(`${verb}Setting`, (doc) => {
      // The rules ledger holds fighters' profiles and states: every scene's figures change, no walls.
      if (doc.key === "ordnance.ledger") cache.othersChanged();
      else cache.clear();
    });
  }
  for (const hook of ["updateScene", "deleteScene"])
    listen(hook, (doc) => {
      if (doc.id) cache.sceneChanged(doc.id);
      else cache.clear();
    });
}

/** Foundry's clock for the warm-up: slices in the browser's idle time where it has it, else as soon as it can. */
const browserClock: WarmClock = {
  now: () => performance.now(),
  later(slice) {
    if (typeof requestIdleCallback === "function")
      requestIdleCallback(
        () => {
          slice();
        },
        { timeout: 1000 },
      );
    else setTimeout(slice, 0);
  },
};

/**
 * A build of the viewed scene's battlefield as the GM's attacks would prepare it, on every client: a GM's attacks
 * and any user's aim (apps/aim-controller.ts, which leaves out for a player what the player may not see) read it.
 */
function viewedSceneBuild(): WarmBuild | null {
  const scene = canvas?.scene;
  if (!scene?.id) return null;
  return sceneCache.warmSteps(
    scene.id,
    // The figures' scene read a token per unit (its document, actor and effects): a crowded scene never in one go.
    () => pipelineSceneSteps(scene),
    // Each wall document read when its turn comes: listing them is cheap, reading 100,000 at once is not. The walls
    // read the scene's grid, levels and regions only (the whole scene, every token, is read for the figures).
    () => ({ docs: scene.walls.contents, read: (w): WallData => w.toObject(), frame: wallsFrame(scene) }),
    sceneInputs(),
  );
}

export function onSceneChanges(): void {
  const warmer = new SceneWarmer(browserClock);
  // The hook names are built from verbs and document names; each listener reads only `id` and `parent`.
  watchSceneChanges(
    (hook, fn) => {
      Hooks.on(hook as "updateWall", fn as never);
    },
    sceneCache,
    () => {
      warmer.changed();
    },
  );
  Hooks.on("canvasReady", () => {
    warmer.watch(viewedSceneBuild);
  });
  Hooks.on("canvasTearDown", () => {
    warmer.stop();
  });
}
