// Who may edit fighter profiles, loadouts, weapons and ammo (docs/foundry.md "Trust"): a GM, and token
// owners only where the world allows it. The GM's client marks a profile a player changed without that
// leave, and the pipeline refuses to trust it; a weapon that matches no library entry is "custom".

import type { RulesetId } from "../../core/index.js";
import { type ActorIndex, type TokenLink, actorOf } from "./fighters.js";
import { type LibraryWeapon, libraryEntries } from "../ui/weapon-library.js";

/** Whether a user may edit a fighter's profile: a GM always; an owner when the world lets owners edit. */
export function mayEditProfile(user: { readonly isGM: boolean }, ownsFighter: boolean, ownersMayEdit: boolean): boolean {
  return user.isGM || (ownersMayEdit && ownsFighter);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Whether a document update from `userId` changed the module's fighter data (`flags.ordnance` or its
 * deletion) when only a GM may: the GM's client then marks the profile as not trusted.
 */
export function untrustedProfileEdit(changes: unknown, updaterIsGM: boolean, ownersMayEdit: boolean): boolean {
  if (updaterIsGM || ownersMayEdit || !isRecord(changes)) return false;
  const flags = changes["flags"];
  return isRecord(flags) && ("ordnance" in flags || "-=ordnance" in flags);
}

/** Plain data compared by content (object keys sorted). */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (isRecord(v))
    return `{${Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(",")}}`;
  return JSON.stringify(v);
}

/** Whether a weapon record differs from every bundled preset and world library weapon of the ruleset. */
export function isCustomWeapon(ruleset: RulesetId, record: Readonly<Record<string, unknown>>, world: readonly LibraryWeapon[]): boolean {
  const mine = canonical(record);
  return !libraryEntries(ruleset, world).some((e) => canonical(e.weapon) === mine);
}

/** The player who changed a fighter's profile without leave (marked by the GM's client), or null. */
export function profileEditedBy(t: TokenLink, actors: ActorIndex): string | null {
  const mark = (flags: unknown): string | null => {
    const o = isRecord(flags) ? flags["ordnance"] : undefined;
    const v = isRecord(o) ? o["profileEditedBy"] : undefined;
    return typeof v === "string" ? v : null;
  };
  return mark(t.flags) ?? mark(actorOf(t, actors)?.flags);
}
