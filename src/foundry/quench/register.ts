// Registers the Ordnance batches when the Quench module is active (its `quenchReady` hook never fires
// otherwise, so Quench stays optional). fvtt-types does not know the hook: its one argument is declared
// here as narrowly as the batches use it.

import { localize } from "../platform/i18n.js";
import { foundryWorld } from "./foundry-world.js";
import { type QuenchApi, registerOrdnanceBatches } from "./ordnance-batch.js";

export function onQuenchReady(): void {
  // Quench calls it once, after `init`; `Hooks.on` with a narrow local type (fvtt-types has no such hook).
  const on = Hooks.on.bind(Hooks) as unknown as (name: "quenchReady", fn: (quench: QuenchApi) => void) => number;
  on("quenchReady", (quench) => {
    registerOrdnanceBatches(quench, foundryWorld, (key, data) => localize(key, data));
  });
}
