// Starting and sending a throw from the UI: which token throws (the HUD's, else the one selected), who
// may (the `attackPermission` setting; the GM side checks again), the optional confirmation, and the
// request through the relay (the GM runs it here, a player's client relays it).

import type { AttackRequest, AttackResult } from "../api-types.js";
import { NoticeError } from "../platform/errors.js";
import { tokenProfile } from "../fighters/fighter-source.js";
import { notifyError } from "../platform/foundry-ports.js";
import { localize } from "../platform/i18n.js";
import { currentRelay } from "./runtime.js";
import { attackPermission, confirmBeforeApply } from "../platform/settings.js";

/** The token the user has selected on the canvas (the first one). */
export function selectedToken(): TokenDocument.Implementation | null {
  return canvas?.tokens?.controlled[0]?.document ?? null;
}

/** Throws a NoticeError when this user may not throw with `token`. */
export function checkMayThrow(token: TokenDocument.Implementation): void {
  if (game.user.isGM) return;
  if (attackPermission() === "gm") throw new NoticeError("ORDNANCE.Error.gmOnly");
  if (!token.isOwner) throw new NoticeError("ORDNANCE.Error.notOwner");
}

/** The token to throw with: the given one, else the selected one; checks permission and loadout. */
export function throwerOrNull(token?: TokenDocument.Implementation | null): TokenDocument.Implementation | null {
  try {
    const t = token ?? selectedToken();
    if (!t) throw new NoticeError("ORDNANCE.Error.noToken");
    checkMayThrow(t);
    if (!tokenProfile(t)?.weapons?.length) throw new NoticeError("ORDNANCE.Error.noWeapons", { name: t.name });
    return t;
  } catch (e) {
    notifyError(e);
    return null;
  }
}

/** Sends the request (after the confirmation, when the world asks for one); errors are shown. */
export async function sendThrow(request: AttackRequest, description: string): Promise<AttackResult | null> {
  try {
    if (confirmBeforeApply()) {
      const ok = await foundry.applications.api.DialogV2.confirm({
        window: { title: localize("ORDNANCE.Throw.confirmTitle") },
        content: `<p>${foundry.utils.escapeHTML(description)}</p>`,
      });
      if (ok !== true) return null;
    }
    const relay = currentRelay();
    if (!relay) throw new NoticeError("ORDNANCE.Error.notReady");
    return await relay.attack(request);
  } catch (e) {
    notifyError(e);
    return null;
  }
}
