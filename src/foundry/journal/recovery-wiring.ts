// When recovery runs (docs/foundry.md "Reload mid-attack and two GMs"): on `ready` when this client is the active GM,
// and on `userConnected` when it has just become the active GM (the one before it left); always on the client's one
// serial queue, ahead of the requests re-sent to it. Every `userConnected` also hands a player's waiting requests
// over (relay `gmChanged`). Pure over the ports it is given; hooks/ready.ts and hooks/user-connected.ts bind them.

export interface RecoveryWiringPorts {
  readonly isActiveGM: () => boolean;
  /** The client's serial queue (relay `serial`). */
  readonly serial: (job: () => Promise<unknown>) => Promise<unknown>;
  /** Settles the world's unfinished attacks (journal/recovery-runtime.ts `recoverWorld`). */
  readonly recover: () => Promise<unknown>;
  readonly onError: (e: unknown) => void;
}

/** `ready`: the active GM's client settles what a reload interrupted, first on its queue. */
export function recoverOnReady(p: RecoveryWiringPorts): void {
  if (p.isActiveGM()) void p.serial(p.recover).catch(p.onError);
}

/**
 * The handler for `userConnected` (a user came or went): the relay re-sends or refuses requests whose GM left;
 * a client that has just become the active GM settles the attacks the one before it left unfinished.
 */
export function onActiveGMChange(p: RecoveryWiringPorts & { readonly gmChanged: () => void }): () => void {
  let wasActive = p.isActiveGM();
  return () => {
    p.gmChanged();
    const active = p.isActiveGM();
    if (active && !wasActive) void p.serial(p.recover).catch(p.onError);
    wasActive = active;
  };
}
