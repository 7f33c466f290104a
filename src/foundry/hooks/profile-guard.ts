// `updateToken` / `updateActor` on the active GM's client: a player who changes a fighter's Ordnance
// data while only a GM may (world setting "Owners may edit fighter profiles" off) gets that profile
// marked, and attacks refuse it until a GM saves the profile again (docs/foundry.md "Trust").

import { MODULE_ID } from "../platform/constants.js";
import { untrustedProfileEdit } from "../fighters/profile-trust.js";
import { ownersEditProfiles } from "../platform/settings.js";

/** Whether the active GM should mark the document a player just changed. */
function untrusted(changes: unknown, userId: string): boolean {
  return game.user.isActiveGM && untrustedProfileEdit(changes, game.users.get(userId)?.isGM ?? false, ownersEditProfiles());
}

export function onProfileGuard(): void {
  Hooks.on("updateToken", (doc, changes, _options, userId) => {
    if (untrusted(changes, userId)) void doc.setFlag(MODULE_ID, "profileEditedBy", userId);
  });
  Hooks.on("updateActor", (doc, changes, _options, userId) => {
    if (untrusted(changes, userId)) void doc.setFlag(MODULE_ID, "profileEditedBy", userId);
  });
}
