// Test helper: a scene's undo history as the GM-only records keep it (one entry per card), undone with the
// real undo stack against what a GM's client would read back from the fake scene.

import type { CardInput } from "../../../src/foundry/pipeline/pipeline.js";
import { type DocReader, type HistoryEntry, undoEntries, undoSequence } from "../../../src/foundry/scene/undo-stack.js";
import { FakeScene } from "./fake-scene.js";
import { viewOf } from "../../../src/foundry/fighters/ledger.js";
import { actorKey, tokenKey } from "../../../src/foundry/pipeline/ledger-rows.js";
import { SQUARE_INCH, idMaker, token } from "./foundry-data.js";

/** What the GM's client would read back: each document's current data in the fake scene. */
export function reader(s: FakeScene): DocReader {
  return (name, id, parent) => {
    const d = s.dump();
    if (name === "Scene") return { _id: s.sceneId, flags: d.SceneFlags };
    if (name === "ActiveEffect") return parent ? d.ActiveEffect[`${parent.kind}:${parent.id}`]?.find((e) => e["_id"] === id) : undefined;
    const doc = d[name].find((x) => x["_id"] === id);
    // Fighters' rules flags as the ledger owns them, as chat-card.ts reads them back.
    if (!doc || (name !== "Token" && name !== "Actor")) return doc;
    const key = name === "Token" ? tokenKey(s.sceneId, id) : actorKey(id);
    return viewOf({ entries: d.Ledger }, key, doc as { flags: object });
  };
}

/** The scene's history as the GM-only records keep it. */
export class History {
  readonly entries: HistoryEntry[] = [];
  /** One id source for the whole table (as Foundry's random ids never repeat). */
  readonly newId = idMaker("doc");
  add(card: CardInput): HistoryEntry {
    const e: HistoryEntry = {
      attackId: card.attackId,
      sceneId: card.sceneId,
      at: this.entries.length + 1,
      applied: card.applied,
      undo: card.undo?.steps ?? [],
      positions: card.positions,
      undone: false,
    };
    this.entries.push(e);
    return e;
  }
  /** Marks an entry undone (what the record's update does). */
  markUndone(e: HistoryEntry): void {
    const i = this.entries.findIndex((x) => x.attackId === e.attackId);
    this.entries[i] = { ...e, undone: true };
  }
  async undo(s: FakeScene, target: HistoryEntry, force = false): Promise<string[]> {
    const done: string[] = [];
    await undoEntries(s, reader(s), undoSequence(this.entries, target), {
      force,
      undone: async (e) => {
        done.push(e.attackId);
        this.markUndone(e);
      },
    });
    return done;
  }
}

export const ATTACKER = "attacker00000001";
export const VICTIM = "victim0000000001";
const weapons = [
  { id: "gl", name: "GL", ruleset: "gzg" as const, weapon: { name: "GL", rangeBand: 6, payload: "explosive" }, state: null },
  {
    id: "smoke",
    name: "Smoke",
    ruleset: "gzg" as const,
    weapon: { name: "Smoke", rangeBand: 6, fuse: "contact", payload: "smoke" },
    state: null,
  },
];

/** The undo tests' scene: a GZG attacker with a grenade launcher ("gl") and a smoke round ("smoke"), a victim 12" away. */
export function undoScene(): FakeScene {
  return new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
    tokens: [
      token(ATTACKER, -50, -50, { flags: { ordnance: { fighter: { side: "red", stats: { quality: 10 }, weapons } } } }),
      token(VICTIM, 1150, -50, { flags: { ordnance: { fighter: { side: "blue", stats: { quality: 10 } } } } }),
    ],
  });
}
