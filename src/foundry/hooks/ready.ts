// `ready`: the socket relay starts listening on every client, the API is published, and the active GM's client
// settles attacks a reload interrupted (journal/recovery-runtime.ts), first on its serial queue.

import { makeApi } from "../api.js";
import { MODULE_ID } from "../platform/constants.js";
import { startRelay } from "../relay/runtime.js";
import { recoverWorld } from "../journal/recovery-runtime.js";
import { recoverOnReady } from "../journal/recovery-wiring.js";
import { notifyError } from "../platform/foundry-ports.js";
import { onUserConnected } from "./user-connected.js";
import { startLedgerWriter } from "../platform/ledger-runtime.js";

export function onReady(): void {
  Hooks.once("ready", () => {
    const relay = startRelay();
    relay.listen();
    const ledger = startLedgerWriter();
    recoverOnReady({
      isActiveGM: () => game.user.isActiveGM,
      serial: (job) => relay.serial(job),
      recover: recoverWorld,
      onError: notifyError,
    });
    onUserConnected(relay, ledger);
    const module = game.modules.get(MODULE_ID);
    if (module) module.api = makeApi(relay);
  });
}
