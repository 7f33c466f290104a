// `init`: world settings, the module's token status effects and its movement action.

import { registerSettings } from "../settings.js";
import { MODULE_STATUSES, MOVE_ACTION } from "../status-effects.js";

/**
 * The module's statuses in CONFIG.statusEffects (names localized by Foundry). `hud: false`: they mirror
 * `flags.ordnance.state`, which the rules read, so they are not offered as manual toggles.
 */
function registerStatusEffects(): void {
  for (const s of MODULE_STATUSES) {
    if (CONFIG.statusEffects.some((e) => e.id === s.id)) continue;
    CONFIG.statusEffects.push({ id: s.id, name: s.name, img: s.img, hud: false });
  }
}

/**
 * The movement action knockback, Running for Cover and falls move with: animated along the path and
 * recorded in the token's movement history, costing nothing, never selectable by users, not blocked by
 * walls (core already stopped the move at the walls that block it).
 */
function registerMovementAction(): void {
  CONFIG.Token.movement.actions[MOVE_ACTION] = {
    label: "ORDNANCE.Movement.forced",
    icon: "fa-solid fa-burst",
    order: 99,
    teleport: false,
    measure: false,
    walls: null,
    visualize: false,
    canSelect: () => false,
    getCostFunction: () => () => 0,
  };
}

export function onInit(): void {
  Hooks.once("init", () => {
    registerSettings();
    registerStatusEffects();
    registerMovementAction();
  });
}
