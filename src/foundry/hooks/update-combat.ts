// `updateCombat`: when a combat's round advances, the active GM runs the ruleset's end-of-round
// upkeep on the combat's scene (clouds dissipate or drift) and applies it (docs/foundry.md). The
// rounds already handled survive reloads in the scene's flags (round-tracker.ts).

import { MODULE_ID } from "../platform/constants.js";
import { notifyError, portsForScene } from "../platform/foundry-ports.js";
import { runUpkeep } from "../pipeline/pipeline.js";
import { RoundTracker, persistedRound } from "../pipeline/round-tracker.js";
import { currentRelay } from "../relay/runtime.js";

export function onUpdateCombat(): void {
  const rounds = new RoundTracker();
  Hooks.on("updateCombat", (combat, changed) => {
    if (!game.user.isActiveGM || typeof changed.round !== "number" || !combat.id) return;
    const scene = combat.scene;
    if (!scene) return;
    if (!rounds.advance(combat.id, changed.round, persistedRound(scene.getFlag(MODULE_ID, "upkeepRounds"), combat.id))) return;
    const relay = currentRelay();
    const round = { combatId: combat.id, round: changed.round };
    // On the GM client's one queue, behind any attack or Undo being written.
    const upkeep = () => runUpkeep(portsForScene(scene, relay), game.user.id ?? "", round);
    (relay ? relay.serial(upkeep) : upkeep()).catch(notifyError);
  });
  Hooks.on("deleteCombat", (combat) => {
    if (combat.id) rounds.forget(combat.id);
  });
}
