// `userConnected`: a user came or went. A player's client re-sends requests whose GM left to the new active GM (or
// tells the player at once); a GM's client that has just become the active GM settles interrupted attacks first
// (journal/recovery-wiring.ts).

import { recoverWorld } from "../journal/recovery-runtime.js";
import { onActiveGMChange } from "../journal/recovery-wiring.js";
import { notifyError } from "../platform/foundry-ports.js";
import type { Relay } from "../relay/socket.js";
import type { LedgerWriter } from "../fighters/ledger-writer.js";

export function onUserConnected(relay: Relay, ledger: LedgerWriter): void {
  Hooks.on(
    "userConnected",
    onActiveGMChange({
      isActiveGM: () => game.user.isActiveGM,
      serial: (job) => relay.serial(job),
      recover: recoverWorld,
      onError: notifyError,
      gmChanged: () => {
        relay.gmChanged();
        // A ledger change waiting on a GM who left goes to the new active GM (or is stored here).
        ledger.gmChanged();
      },
    }),
  );
}
