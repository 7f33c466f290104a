// `ready`: the socket relay starts listening on every client, and the API is published.

import { makeApi } from "../api.js";
import { MODULE_ID } from "../platform/constants.js";
import { startRelay } from "../relay/runtime.js";

export function onReady(): void {
  Hooks.once("ready", () => {
    const relay = startRelay();
    relay.listen();
    const module = game.modules.get(MODULE_ID);
    if (module) module.api = makeApi(relay);
  });
}
