// `updateToken` / `updateActor` on the active GM's client: a player who changes a fighter's Ordnance
// data while only a GM may (world setting "Owners may edit fighter profiles" off) gets that profile
// marked, and attacks refuse it until a GM saves the profile again (docs/foundry.md "Trust"). Relayed
// attacks wait for marks still being written, so an attack sent right after the edit cannot slip through.

import { MODULE_ID } from "../platform/constants.js";
import { untrustedProfileEdit } from "../fighters/profile-trust.js";
import { ownersEditProfiles } from "../platform/settings.js";

/** What the guard reads on this client. */
export interface GuardEnv {
  readonly isActiveGM: () => boolean;
  readonly isGM: (userId: string) => boolean;
  readonly ownersMayEdit: () => boolean;
}

export class ProfileGuard {
  private readonly writing = new Set<Promise<unknown>>();

  constructor(private readonly env: GuardEnv) {}

  /**
   * The hooks' body: on the active GM's client only, marks the updated document (`mark` writes
   * `flags.ordnance.profileEditedBy`) when `userId` changed its Ordnance data without leave. Returns
   * whether it marked.
   */
  onUpdate(changes: unknown, userId: string, mark: (userId: string) => Promise<unknown>): boolean {
    if (!this.env.isActiveGM() || !untrustedProfileEdit(changes, this.env.isGM(userId), this.env.ownersMayEdit())) return false;
    const write = mark(userId).catch(() => undefined);
    this.writing.add(write);
    void write.then(() => this.writing.delete(write));
    return true;
  }

  /** Resolves once every mark being written is stored (a relayed attack waits for it before reading the profile). */
  async settled(): Promise<void> {
    await Promise.all([...this.writing]);
  }
}

/** The active GM's guard (module-wide, like the relay). */
export const profileGuard = new ProfileGuard({
  isActiveGM: () => game.user.isActiveGM,
  isGM: (userId) => game.users.find((u) => u.id === userId)?.isGM === true,
  ownersMayEdit: () => ownersEditProfiles(),
});

export function onProfileGuard(): void {
  Hooks.on("updateToken", (doc, changes, _options, userId) => {
    profileGuard.onUpdate(changes, userId, (u) => doc.setFlag(MODULE_ID, "profileEditedBy", u));
  });
  Hooks.on("updateActor", (doc, changes, _options, userId) => {
    profileGuard.onUpdate(changes, userId, (u) => doc.setFlag(MODULE_ID, "profileEditedBy", u));
  });
}
