// The client's one socket relay, created on `ready` and shared by the API, the upkeep hook and the
// pipeline's point prompts.

import { relayEnv } from "../platform/foundry-ports.js";
import { Relay } from "./socket.js";

let relay: Relay | null = null;

export function startRelay(): Relay {
  relay ??= new Relay(relayEnv(() => relay));
  return relay;
}

export function currentRelay(): Relay | null {
  return relay;
}
