// Keeps the scene cache (scene-cache.ts) fresh: a wall created, changed or deleted marks its scene's walls
// stale; a token, tile or region its figures and clouds; an actor (stats, states) those of every scene;
// a world setting everything; a scene's own change or deletion all it has.

import { type SceneCache, sceneCache } from "../scene/scene-cache.js";

/** The part of a changed document the cache reads: its id and its parent scene's. */
export interface ChangedDoc {
  readonly id?: string | null;
  /** A Setting's key ("ordnance.ledger"). */
  readonly key?: string;
  readonly parent?: { readonly id?: string | null } | null;
}

export type HookOn = (hook: string, fn: (doc: ChangedDoc) => void) => void;

const VERBS = ["create", "update", "delete"] as const;

/** Registers the cache's listeners through `on` (Foundry's Hooks.on; a recording fake in tests). */
export function watchSceneChanges(on: HookOn, cache: SceneCache): void {
  const sceneOf = (doc: ChangedDoc): string | undefined => doc.parent?.id ?? undefined;
  for (const verb of VERBS) {
    on(`${verb}Wall`, (doc) => {
      cache.wallsChanged(sceneOf(doc));
    });
    for (const name of ["Token", "Tile", "Region"])
      on(`${verb}${name}`, (doc) => {
        cache.othersChanged(sceneOf(doc));
      });
    on(`${verb}Actor`, () => {
      cache.othersChanged();
    });
    on(`${verb}Setting`, (doc) => {
      // The rules ledger holds fighters' profiles and states: every scene's figures change, no walls.
      if (doc.key === "ordnance.ledger") cache.othersChanged();
      else cache.clear();
    });
  }
  for (const hook of ["updateScene", "deleteScene"])
    on(hook, (doc) => {
      if (doc.id) cache.sceneChanged(doc.id);
      else cache.clear();
    });
}

export function onSceneChanges(): void {
  // The hook names are built from verbs and document names; each listener reads only `id` and `parent`.
  watchSceneChanges((hook, fn) => {
    Hooks.on(hook as "updateWall", fn as never);
  }, sceneCache);
}
