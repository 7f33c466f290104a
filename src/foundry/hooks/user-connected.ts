// `userConnected`: a user came or went. A player's client re-sends requests whose GM left to the new active GM (or
// tells the player at once); a GM's client that has just become the active GM settles interrupted attacks first.

import { recoverWorld } from "../journal/recovery-runtime.js";
import { notifyError } from "../platform/foundry-ports.js";
import type { Relay } from "../relay/socket.js";

export function onUserConnected(relay: Relay): void {
  let wasActive = game.user.isActiveGM;
  Hooks.on("userConnected", () => {
    relay.gmChanged();
    const active = game.user.isActiveGM;
    if (active && !wasActive) void relay.serial(recoverWorld).catch(notifyError);
    wasActive = active;
  });
}
