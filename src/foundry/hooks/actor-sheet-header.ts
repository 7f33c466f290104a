// The Fighter profile button in actor sheet headers: `getHeaderControlsActorSheetV2` (v13 sheets) and
// `getActorSheetHeaderButtons` (AppV1 sheets that game systems still ship).

import { openFighterProfile } from "../apps/fighter-profile-app.js";
import { localize } from "../platform/i18n.js";
import { mayEditProfile } from "../fighters/profile-trust.js";
import { ownersEditProfiles } from "../platform/settings.js";
import { onUntypedHook } from "../platform/untyped-hooks.js";

export function onActorSheetHeader(): void {
  onUntypedHook("getHeaderControlsActorSheetV2", (app, controls) => {
    const actor = app.document;
    if (!mayEditProfile(game.user, actor.isOwner, ownersEditProfiles())) return;
    const open = (): void => openFighterProfile(actor, null);
    // `onClick` where the header supports it; the action handler otherwise (fvtt-types 13 knows neither)
    const actions = (app.options as unknown as { actions: Record<string, unknown> }).actions;
    // (called with the sheet as `this`, so a shared actions object still opens the right actor)
    actions["ordnanceProfile"] ??= function (this: { document: Actor.Implementation }): void {
      openFighterProfile(this.document, null);
    };
    controls.push({ icon: "fa-solid fa-user-shield", label: "ORDNANCE.Profile.hud", action: "ordnanceProfile", onClick: open });
  });
  onUntypedHook("getActorSheetHeaderButtons", (sheet, buttons) => {
    if (!mayEditProfile(game.user, sheet.actor.isOwner, ownersEditProfiles())) return;
    buttons.unshift({
      label: localize("ORDNANCE.Profile.hud"),
      class: "ordnance-profile",
      icon: "fa-solid fa-user-shield",
      onclick: () => openFighterProfile(sheet.actor, null),
    });
  });
}
