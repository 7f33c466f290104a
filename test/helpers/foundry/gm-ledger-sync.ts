// The ledger watcher as the only GM's client runs it over one fake scene: it stores rows straight into the scene's
// ledger and records every player edit it is told of (as "<user> <document> <fields>") in `told`.
import { LedgerSync } from "../../../src/foundry/hooks/rules-ledger.js";
import type { FakeScene } from "./fake-scene.js";
import { GM_ID } from "./fake-users.js";

export function gmLedgerSync(scene: FakeScene, told: string[]): LedgerSync {
  return new LedgerSync({
    isActiveGM: () => true,
    isGM: (u) => u === GM_ID,
    ownersMayEdit: () => false,
    write: async (rows) => {
      if ("kind" in rows) throw new Error("not used here");
      await scene.updateLedger([...rows]);
    },
    notify: (user, document, fields) => void told.push(`${user} ${document} ${fields}`),
  });
}
