// Reads a document the module wrote as stored data (`doc.toObject()`), for the undo stack's drift check, the
// pipeline's check before writing and recovery's idempotent steps. Touches Foundry globals.

import type { DocReader } from "./undo-stack.js";

/** Reads a document the module wrote, as stored data. */
export function docReader(scene: Scene.Implementation): DocReader {
  return (name, id, parent) => {
    switch (name) {
      case "Scene":
        return scene.toObject();
      case "Actor":
        return game.actors.get(id)?.toObject();
      case "ActiveEffect": {
        const actor = parent?.kind === "actor" ? game.actors.get(parent.id) : parent ? scene.tokens.get(parent.id)?.actor : undefined;
        return actor?.effects.get(id)?.toObject();
      }
      case "Token":
        return scene.tokens.get(id)?.toObject();
      case "Wall":
        return scene.walls.get(id)?.toObject();
      case "Tile":
        return scene.tiles.get(id)?.toObject();
      case "MeasuredTemplate":
        return scene.templates.get(id)?.toObject();
      case "Region":
        return scene.regions.get(id)?.toObject();
    }
  };
}
