// Who may edit fighter profiles, loadouts, weapons and ammo (docs/foundry.md "Trust"): a GM, and token
// owners only where the world allows it (the rules ledger adopts only those edits, hooks/rules-ledger.ts);
// a weapon that matches no library entry is "custom".

import type { RulesetId } from "../../core/index.js";
import { type LibraryWeapon, libraryEntries } from "../ui/weapon-library.js";

/** Whether a user may edit a fighter's profile: a GM always; an owner when the world lets owners edit. */
export function mayEditProfile(user: { readonly isGM: boolean }, ownsFighter: boolean, ownersMayEdit: boolean): boolean {
  return user.isGM || (ownersMayEdit && ownsFighter);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

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
