// `init`: world settings, the settings menus, the keybinding, the module's token status effects and its
// movement action (first: knockback and falls need it even if another module broke the status table).

import { registerKeybindings } from "../platform/keybindings.js";
import { registerMenus } from "../platform/menus.js";
import { registerSettings } from "../platform/settings.js";
import { MOVE_ACTION, type StatusEffectTable, movementActionConfig, registerStatusEffects } from "../fighters/status-effects.js";

export function onInit(): void {
  Hooks.once("init", () => {
    CONFIG.Token.movement.actions[MOVE_ACTION] = movementActionConfig();
    registerSettings();
    registerMenus();
    registerKeybindings();
    // v14 makes the table a record (Foundry issue #13122); fvtt-types 13.345.1 types only the array.
    registerStatusEffects(CONFIG.statusEffects as StatusEffectTable);
  });
}
