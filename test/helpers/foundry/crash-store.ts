// Test helper: a GM client that dies mid-attack. The store passes a set number of database calls through to the
// fake scene (a TokenDocument#move counts one call per token, as in Foundry), then every later call fails, so
// neither the rest of the plan nor its rollback lands: the scene is left exactly as a reload would leave it.

import type { SceneStore, TokenMove } from "../../../src/foundry/pipeline/operation-plan.js";
import type { FakeScene } from "./fake-scene.js";

export class Crashed extends Error {
  constructor() {
    super("the GM's client is gone");
  }
}

export function crashingStore(scene: FakeScene, calls: number): SceneStore {
  let left = calls;
  const pass = <T>(run: () => Promise<T>): Promise<T> => {
    if (left <= 0) return Promise.reject(new Crashed());
    left--;
    return run();
  };
  const move = scene.moveTokens;
  return {
    sceneId: scene.sceneId,
    create: (name, data) => pass(() => scene.create(name, data)),
    createRegions: (data) => pass(() => scene.createRegions(data)),
    update: (name, data, options) => pass(() => scene.update(name, data, options)),
    delete: (name, ids) => pass(() => scene.delete(name, ids)),
    updateScene: (data) => pass(() => scene.updateScene(data)),
    updateActors: (data) => pass(() => scene.updateActors(data)),
    createEffects: (parent, data) => pass(() => scene.createEffects(parent, data)),
    updateEffects: (parent, data) => pass(() => scene.updateEffects(parent, data)),
    deleteEffects: (parent, ids) => pass(() => scene.deleteEffects(parent, ids)),
    ...(move
      ? {
          moveTokens: async (moves: TokenMove[]) => {
            for (const m of moves) await pass(() => move([m]));
          },
        }
      : {}),
  };
}
