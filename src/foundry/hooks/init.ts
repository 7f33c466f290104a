// `init`: world settings, the settings menus, the keybinding, the module's token status effects and its
// movement action.

import { registerKeybindings } from "../keybindings.js";
import { registerMenus } from "../menus.js";
import { registerSettings } from "../settings.js";
import { MOVE_ACTION, movementActionConfig, statusEffectConfigs } from "../status-effects.js";

export function onInit(): void {
  Hooks.once("init", () => {
    registerSettings();
    registerMenus();
    registerKeybindings();
    for (const e of statusEffectConfigs()) if (!CONFIG.statusEffects.some((x) => x.id === e.id)) CONFIG.statusEffects.push(e);
    CONFIG.Token.movement.actions[MOVE_ACTION] = movementActionConfig();
  });
}
