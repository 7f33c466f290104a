// Reads a document the module wrote as stored data (`doc.toObject()`; a fighter's rules flags as the ledger owns
// them), for the undo stack's drift check, the pipeline's check before writing and recovery's idempotent steps.
// Touches Foundry globals.

import type { DocReader } from "./undo-stack.js";
import { viewOf } from "../fighters/ledger.js";
import { actorKey, tokenKey } from "../pipeline/ledger-rows.js";
import { rulesLedger } from "../platform/settings.js";

/** Reads a document the module wrote, as stored data. */
export function docReader(scene: Scene.Implementation): DocReader {
  return (name, id, parent) => {
    switch (name) {
      case "Scene":
        return scene.toObject();
      // A fighter's rules flags as the ledger owns them (fighters/ledger.ts): a player's edit of the display
      // mirror is not a change by hand.
      case "Actor": {
        const a = game.actors.get(id)?.toObject();
        return a ? viewOf(rulesLedger(), actorKey(id), a) : undefined;
      }
      case "ActiveEffect": {
        const actor = parent?.kind === "actor" ? game.actors.get(parent.id) : parent ? scene.tokens.get(parent.id)?.actor : undefined;
        return actor?.effects.get(id)?.toObject();
      }
      case "Token": {
        const t = scene.tokens.get(id)?.toObject();
        return t ? viewOf(rulesLedger(), tokenKey(scene.id ?? "", id), t) : undefined;
      }
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
