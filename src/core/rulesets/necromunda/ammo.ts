// The Necromunda Ammo test after the attack (docs/rules.md §2.4 N10) and what a fail does to the weapon's
// state: a grenade is gone, a launcher runs out of ammo on one profile or all, Limited and Scarce.

import { drawFace, rollDie } from "../../engine/prompts.js";
import { type AttackRun, L } from "./state.js";
import { hasTrait as has } from "./types.js";

/** N10: the Ammo test and what a fail does to the weapon. */
export function ammoCheck(run: AttackRun, grenade: boolean): void {
  const w = run.weapon;
  const draw = drawFace();
  // Stryker disable next-line ConditionalExpression: drawn in place or asked for, the same face from the same stream
  const roll = draw ? draw(6) : rollDie("N.ammo", 6);
  const ws = run.out.weapon;
  if (roll >= w.ammo) {
    run.log.push(L("ammoPassed", { roll, ammo: w.ammo }));
    return;
  }
  if (grenade) {
    ws.outOfAmmo = true;
    ws.consumed = true;
    ws.usesLeft = 0;
    // A profile already deleted, out of ammunition or unusable never gets here (N1 refuses the attack), so it is
    // never in these lists yet.
    ws.deletedProfiles.push(w.profile);
    run.log.push(L("grenadeGone", { roll, ammo: w.ammo }));
    return;
  }
  if (run.settings["necro.multiProfileAmmo"] === "allProfiles") {
    ws.outOfAmmo = true;
    run.log.push(L("outOfAmmo", { roll, ammo: w.ammo }));
  } else {
    ws["outOfAmmoProfiles"] = [...((ws["outOfAmmoProfiles"] as string[] | undefined) ?? []), w.profile];
    run.log.push(L("profileOutOfAmmo", { roll, ammo: w.ammo, profile: w.profile }));
  }
  if (has(w, "Limited")) {
    ws.deletedProfiles.push(w.profile);
    run.log.push(L("limitedDeleted", { profile: w.profile }));
  }
  if (has(w, "Scarce")) {
    ws.unusableProfiles.push(w.profile);
    run.log.push(L("scarceUnusable", { profile: w.profile }));
  }
}
