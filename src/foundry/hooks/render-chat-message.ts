// `renderChatMessageHTML`: wires an Ordnance card's buttons (Show on canvas for everyone; the GM's Undo and Export
// scenario JSON) and removes GM-only buttons for players.

import { exportScenario, isOrdnanceMessage, showOnCanvas, undoAttack } from "../chat/chat-card.js";
import { notifyError } from "../platform/foundry-ports.js";
import { currentRelay } from "../relay/runtime.js";

export function onRenderChatMessage(): void {
  Hooks.on("renderChatMessageHTML", (message, html) => {
    if (!isOrdnanceMessage(message)) return;
    if (!game.user.isGM) for (const el of html.querySelectorAll("[data-gm-only]")) el.remove();
    // Undo waits its turn on the GM client's one queue, behind any attack or upkeep being written.
    html.querySelector('[data-ordnance-action="undo"]')?.addEventListener("click", () => {
      const relay = currentRelay();
      void (relay ? relay.serial(() => undoAttack(message)) : undoAttack(message)).catch(notifyError);
    });
    html.querySelector('[data-ordnance-action="show"]')?.addEventListener("click", () => {
      try {
        showOnCanvas(message);
      } catch (e) {
        notifyError(e);
      }
    });
    html.querySelector('[data-ordnance-action="export"]')?.addEventListener("click", () => {
      try {
        exportScenario(message);
      } catch (e) {
        notifyError(e);
      }
    });
  });
}
