// Hidden means hidden in a player's own aiming UI (issue #29): the scene a player's client aims, rings, snaps,
// computes live odds and suggests over leaves out the tokens hidden from players. Foundry sends those tokens to
// every client (the canvas only does not draw them), so the module must leave them out itself. Pure.

import type { SceneData } from "../scene/scene-snapshot.js";

/** The scene without the tokens `hidden` says the viewer may not see (and without their profiles). */
export function withoutHidden<S extends SceneData>(scene: S, hidden: (tokenId: string) => boolean): S {
  const tokens = scene.tokens.filter((t) => t._id === null || !hidden(t._id));
  if (tokens.length === scene.tokens.length) return scene;
  const profiles = scene.profiles ? new Map([...scene.profiles].filter(([id]) => !hidden(id))) : undefined;
  return { ...scene, tokens, ...(profiles ? { profiles } : {}) };
}
