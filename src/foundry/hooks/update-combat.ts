// `updateCombat`: when a combat's round advances, the active GM runs the ruleset's end-of-round
// upkeep on the combat's scene (clouds dissipate or drift) and applies it (DESIGN.md §4 Upkeep).

import { notifyError, portsForScene } from "../foundry-ports.js";
import { runUpkeep } from "../pipeline.js";
import { RoundTracker } from "../round-tracker.js";
import { currentRelay } from "../runtime.js";

export function onUpdateCombat(): void {
  const rounds = new RoundTracker();
  Hooks.on("updateCombat", (combat, changed) => {
    if (!game.user.isActiveGM || typeof changed.round !== "number" || !combat.id) return;
    if (!rounds.advance(combat.id, changed.round)) return;
    const scene = combat.scene;
    if (!scene) return;
    runUpkeep(portsForScene(scene, currentRelay()), game.user.id ?? "").catch(notifyError);
  });
  Hooks.on("deleteCombat", (combat) => {
    if (combat.id) rounds.forget(combat.id);
  });
}
