// The keybinding (registered on `init`): Shift+G opens the throw dialog for the selected token.

import { openThrowDialog } from "../apps/throw-dialog.js";
import { MODULE_ID } from "./constants.js";
import { throwerOrNull } from "../relay/throw-flow.js";

export function registerKeybindings(): void {
  game.keybindings.register(MODULE_ID, "throw", {
    name: "ORDNANCE.Keys.throw.Name",
    hint: "ORDNANCE.Keys.throw.Hint",
    editable: [{ key: "KeyG", modifiers: [foundry.helpers.interaction.KeyboardManager.MODIFIER_KEYS.SHIFT] }],
    onDown: () => {
      const token = throwerOrNull();
      if (token) openThrowDialog(token);
      return true;
    },
    restricted: false,
    precedence: CONST.KEYBINDING_PRECEDENCE.NORMAL,
  });
}
