// `init`: world settings, the settings menus and the keybinding.

import { registerKeybindings } from "../keybindings.js";
import { registerMenus } from "../menus.js";
import { registerSettings } from "../settings.js";

export function onInit(): void {
  Hooks.once("init", () => {
    registerSettings();
    registerMenus();
    registerKeybindings();
  });
}
