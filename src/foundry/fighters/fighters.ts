// Where a fighter's profile and state live (issue #5, actor vs token): a linked token (`actorLink`)
// shares its world Actor, so its profile and state are read from and written to the actor's
// `flags.ordnance`; an unlinked token keeps its own state in the token's flags. The profile is the
// actor's profile with the token's own profile fields on top (so an unlinked copy of an actor fights
// with the actor's stats and weapons unless the token says otherwise).

import type { FighterProfile, FighterState } from "../platform/flags.js";
import type { EffectParent } from "../pipeline/operation-plan.js";

/** A world actor as the pipeline reads it (Foundry: `actor.toObject()`). */
export type ActorData = Pick<Actor.Source, "_id" | "flags">;

/** The token fields the rule reads. */
export interface TokenLink {
  readonly _id: string | null;
  readonly actorId: string | null;
  readonly actorLink: boolean;
  readonly flags: { readonly ordnance?: { readonly fighter?: FighterProfile; readonly state?: FighterState } };
}

export interface FighterRecord {
  readonly profile: FighterProfile | undefined;
  readonly state: FighterState | undefined;
  /** Where state (and the weapons' state) is written: the token, or its linked actor. */
  readonly home: { readonly kind: "token" | "actor"; readonly id: string };
}

export type ActorIndex = ReadonlyMap<string, ActorData>;

export function actorIndex(actors: readonly ActorData[] | undefined): ActorIndex {
  return new Map((actors ?? []).flatMap((a) => (a._id === null ? [] : [[a._id, a] as const])));
}

export function actorOf(t: TokenLink, actors: ActorIndex): ActorData | undefined {
  return t.actorId ? actors.get(t.actorId) : undefined;
}

export function fighterRecord(t: TokenLink, actors: ActorIndex): FighterRecord {
  const actor = actorOf(t, actors);
  const fromActor = actor?.flags.ordnance?.fighter;
  const fromToken = t.flags.ordnance?.fighter;
  const profile = fromActor && fromToken ? { ...fromActor, ...fromToken } : (fromToken ?? fromActor);
  const linked = t.actorLink && actor !== undefined && actor._id !== null;
  return {
    profile,
    state: linked ? actor.flags.ordnance?.state : t.flags.ordnance?.state,
    home: linked ? { kind: "actor", id: actor._id! } : { kind: "token", id: t._id ?? "" },
  };
}

/**
 * Whose ActiveEffects show the token's state: its world actor when linked, its synthetic actor (kept
 * in the token's ActorDelta) when not; null for a token without an actor (only its flags hold state).
 */
export function effectParent(t: TokenLink, actors: ActorIndex): EffectParent | null {
  const actor = actorOf(t, actors);
  if (!actor || actor._id === null || t._id === null) return null;
  return t.actorLink ? { kind: "actor", id: actor._id } : { kind: "token", id: t._id };
}

export const parentKey = (p: EffectParent): string => `${p.kind}:${p.id}`;
