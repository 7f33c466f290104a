// Test helper: a GM client that dies mid-attack. The store passes a set number of database calls through to the
// fake scene (a TokenDocument#move counts one call per token, as in Foundry; a rules-ledger write is one Setting
// update), then every later call fails, so neither the rest of the plan nor its rollback lands: the scene and
// the ledger are left exactly as a reload would leave them.

import type { SceneStore, TokenMove } from "../../../src/foundry/pipeline/operation-plan.js";

export class Crashed extends Error {
  constructor() {
    super("the GM's client is gone");
  }
}

/**
 * A store that dies after `calls` calls; `used()` is how many passed, `diedMidMove()` whether it died between two
 * token moves, `diedBeforeLedger()` whether it died between a step's document write and its ledger write.
 */
export interface CrashingStore extends SceneStore {
  readonly used: () => number;
  readonly diedMidMove: () => boolean;
  readonly diedBeforeLedger: () => boolean;
}

/** `onDeath`: called once, as the call the client dies at is made (the table's client leaves then). */
export function crashingStore(scene: SceneStore, calls: number, onDeath?: () => void): CrashingStore {
  let left = calls;
  let used = 0;
  let midMove = false;
  let beforeLedger = false;
  /** The client has died (every later call, the rollback's included, fails). */
  let dead = false;
  /** Whether the call about to be made is the one the client dies at. */
  const diesNow = (): boolean => left <= 0 && !dead;
  const pass = <T>(run: () => Promise<T>): Promise<T> => {
    if (left <= 0) {
      if (!dead) onDeath?.();
      dead = true;
      return Promise.reject(new Crashed());
    }
    left--;
    used++;
    return run();
  };
  const move = scene.moveTokens;
  return {
    sceneId: scene.sceneId,
    used: () => used,
    diedMidMove: () => midMove,
    diedBeforeLedger: () => beforeLedger,
    create: (name, data) => pass(() => scene.create(name, data)),
    createRegions: (data) => pass(() => scene.createRegions(data)),
    update: (name, data, options) => pass(() => scene.update(name, data, options)),
    delete: (name, ids) => pass(() => scene.delete(name, ids)),
    updateScene: (data) => pass(() => scene.updateScene(data)),
    updateActors: (data) => pass(() => scene.updateActors(data)),
    createEffects: (parent, data) => pass(() => scene.createEffects(parent, data)),
    updateEffects: (parent, data) => pass(() => scene.updateEffects(parent, data)),
    deleteEffects: (parent, ids) => pass(() => scene.deleteEffects(parent, ids)),
    updateLedger: (rows) => {
      if (diesNow()) beforeLedger = true;
      return pass(() => scene.updateLedger(rows));
    },
    ...(move
      ? {
          moveTokens: async (moves: TokenMove[]) => {
            for (const [i, m] of moves.entries()) {
              // Dying here after the first token moved and before the last: the knockback is half animated.
              if (diesNow() && i > 0) midMove = true;
              await pass(() => move([m]));
            }
          },
        }
      : {}),
  };
}
