// `renderTokenHUD`: two buttons on the selected token's HUD, Throw and Fighter profile.

import { openFighterProfile } from "../apps/fighter-profile-app.js";
import { mayEditProfile } from "../fighters/profile-trust.js";
import { ownersEditProfiles } from "../platform/settings.js";
import { openThrowDialog } from "../apps/throw-dialog.js";
import { localize } from "../platform/i18n.js";
import { throwerOrNull } from "../relay/throw-flow.js";

function hudButton(icon: string, title: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "control-icon ordnance-hud";
  b.dataset["tooltip"] = title;
  b.setAttribute("aria-label", title);
  b.innerHTML = `<i class="${icon}"></i>`;
  b.addEventListener("click", (e) => {
    e.preventDefault();
    onClick();
  });
  return b;
}

export function onRenderTokenHud(): void {
  Hooks.on("renderTokenHUD", (hud, html) => {
    const token = hud.document;
    if (!token?.isOwner) return;
    const column = html.querySelector(".col.right") ?? html;
    column.append(
      hudButton("fa-solid fa-bomb", localize("ORDNANCE.Throw.hud"), () => {
        const t = throwerOrNull(token);
        if (t) openThrowDialog(t);
      }),
    );
    // The profile (stats, weapons, ammo) is the GM's unless the world lets owners edit it.
    if (mayEditProfile(game.user, token.isOwner, ownersEditProfiles()))
      column.append(hudButton("fa-solid fa-user-shield", localize("ORDNANCE.Profile.hud"), () => openFighterProfile(token.actor, token)));
  });
}
