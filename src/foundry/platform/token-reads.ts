// Reading a scene's tokens for the GM's pipeline one at a time (foundry-ports.ts `pipelineSceneSteps`, the scene
// cache's warm-up): each token's document, its world actor's and the module's status effects on its actor. Touches
// Foundry's documents and `game.actors`.

import type { ParentedEffect } from "../pipeline/apply-outcome.js";
import type { ActorData } from "../fighters/fighters.js";
import type { EffectParent } from "../pipeline/operation-plan.js";
import type { PipelineScene } from "../pipeline/pipeline.js";
import { MODULE_ID } from "./constants.js";

/**
 * Units of work a token's read counts for (the warmer looks at the clock every 64 units): its document, its world
 * actor's (an actor with many items is the costly part) and its status effects cost about what 16 walls' units do.
 */
export const TOKEN_READ_UNITS = 16;

/** What reading a scene's tokens gathers: their documents, their world actors and the module's status effects. */
export interface TokenReads {
  readonly tokens: PipelineScene["tokens"][number][];
  readonly actors: Map<string, ActorData>;
  readonly effects: ParentedEffect[];
  readonly seen: Set<string>;
}

/** Reads one token: its document, its world actor (once per actor) and the module's status effects on its actor. */
export function readToken(t: TokenDocument.Implementation, into: TokenReads): void {
  into.tokens.push(t.toObject());
  const base = t.actorId ? game.actors.get(t.actorId) : undefined;
  if (base?.id && !into.actors.has(base.id)) into.actors.set(base.id, base.toObject());
  const actor = t.actor;
  if (!actor || !t.id) return;
  const parent: EffectParent = t.actorLink && base?.id ? { kind: "actor", id: base.id } : { kind: "token", id: t.id };
  const key = `${parent.kind}:${parent.id}`;
  if (into.seen.has(key)) return;
  into.seen.add(key);
  for (const e of actor.effects) {
    if (e.id && e.getFlag(MODULE_ID, "status")) into.effects.push({ parent, effect: { ...e.toObject(), _id: e.id } });
  }
}
