// The Fighter profile button in actor sheet headers: `getHeaderControlsActorSheetV2` (v13 sheets) and
// `getActorSheetHeaderButtons` (AppV1 sheets that game systems still ship).

import { openFighterProfile } from "../apps/fighter-profile-app.js";
import { localize } from "../i18n.js";
import { onUntypedHook } from "../untyped-hooks.js";

export function onActorSheetHeader(): void {
  onUntypedHook("getHeaderControlsActorSheetV2", (app, controls) => {
    const actor = app.document;
    if (!actor.isOwner) return;
    controls.push({ icon: "fa-solid fa-user-shield", label: "ORDNANCE.Profile.hud", action: "ordnanceProfile", onClick: () => openFighterProfile(actor, null) });
  });
  onUntypedHook("getActorSheetHeaderButtons", (sheet, buttons) => {
    if (!sheet.actor.isOwner) return;
    buttons.unshift({ label: localize("ORDNANCE.Profile.hud"), class: "ordnance-profile", icon: "fa-solid fa-user-shield", onclick: () => openFighterProfile(sheet.actor, null) });
  });
}
