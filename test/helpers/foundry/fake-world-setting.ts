// Test helper: the rules ledger's world setting as Foundry keeps it. The server holds one Setting document whose `value`
// every write replaces whole (`ClientSettings#set` on a world setting updates the Setting's `value`: v13
// `client/helpers/client-settings.mjs`; fvtt-types `common/documents/setting.d.mts`, `value` a JSONField); each client
// reads its own copy (`game.settings.get`), which the server's broadcast of each update refreshes a moment later, and the
// writer's own when its request returns. Plus a store whose ledger writes go through one client's writer.

import type { Ledger } from "../../../src/foundry/fighters/ledger.js";
import type { LedgerRow } from "../../../src/foundry/pipeline/ledger-rows.js";
import type { SceneStore } from "../../../src/foundry/pipeline/operation-plan.js";
import type { FakeScene } from "./fake-scene.js";

const tick = (): Promise<void> =>
  new Promise((go) => {
    queueMicrotask(go);
  });

export class FakeWorldSetting {
  private readonly copies = new Map<string, Ledger>();
  /** The updates the server applied, in order, by writer. */
  readonly updates: string[] = [];

  /** The server's value lives in the fake scene's ledger (what `reader` and `pipelineScene` read). */
  constructor(private readonly scene: FakeScene) {}

  /** A client connects: it is sent the world's settings (its copy is the server's value). */
  join(userId: string): void {
    this.copies.set(userId, this.scene.ledgerValue());
  }

  /** `game.settings.get` on that client: its copy. */
  read(userId: string): Ledger {
    return structuredClone(this.copies.get(userId) ?? this.scene.ledgerValue());
  }

  /** `game.settings.set` on that client: the request travels, the server replaces the value and broadcasts it. */
  async set(userId: string, value: Ledger): Promise<void> {
    await tick();
    this.scene.setLedger(value);
    this.updates.push(userId);
    const sent = this.scene.ledgerValue();
    for (const u of this.copies.keys()) if (u !== userId) queueMicrotask(() => this.copies.set(u, structuredClone(sent)));
    this.copies.set(userId, sent);
  }
}

/** The store with its ledger writes sent through `write` (a client's ledger writer); every other call as it was. */
export function ledgerStore(s: SceneStore, write: (rows: LedgerRow[]) => Promise<void>): SceneStore {
  return {
    sceneId: s.sceneId,
    create: (name, data) => s.create(name, data),
    createRegions: (data) => s.createRegions(data),
    update: (name, data, options) => s.update(name, data, options),
    delete: (name, ids) => s.delete(name, ids),
    updateScene: (data) => s.updateScene(data),
    updateActors: (data) => s.updateActors(data),
    createEffects: (parent, data) => s.createEffects(parent, data),
    updateEffects: (parent, data) => s.updateEffects(parent, data),
    deleteEffects: (parent, ids) => s.deleteEffects(parent, ids),
    ...(s.moveTokens ? { moveTokens: s.moveTokens } : {}),
    updateLedger: write,
  };
}
