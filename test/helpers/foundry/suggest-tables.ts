// Small tables the Foundry suggest and live-odds tests lay out as scenes: a GZG hand grenade with two enemies and a
// friend beyond them, and a Trench Crusade Satchel Charge thrower with Blessing markers facing two enemies.

import { K } from "./foundry-data.js";
import { docId, renameFigures, sceneFromScenario } from "./scene-from-scenario.js";

export const GZG_GRENADE = { name: "Hand grenade", thrown: true, fuse: "time" };

/** GZG: F (red) throws at E1 and E2 (blue); P (red) stands just beyond them. */
export const gzgGrenadeTable = (): Record<string, unknown> =>
  renameFigures({
    ruleset: "gzg",
    battlefield: {
      figures: [
        { id: "F", side: "red", x: 2, y: 2, stats: { quality: 10, motivation: 1 } },
        { id: "E1", side: "blue", x: 10, y: 2, stats: { quality: 8, motivation: 2 } },
        { id: "E2", side: "blue", x: 10, y: 3.6, stats: { quality: 8, motivation: 2 } },
        { id: "P", side: "red", x: 12.5, y: 2.8, stats: { quality: 8, motivation: 2 } },
      ],
    },
    attack: { attacker: "F", weapon: GZG_GRENADE, target: { figure: "F" } },
  });

/** The suggest search's input for F's grenade on `gzgGrenadeTable` laid out as a scene, with no candidate cap. */
export const gzgSuggestInput = (doc: Record<string, unknown> = gzgGrenadeTable()) => ({
  scene: sceneFromScenario(doc).data(),
  gridUnitsPerInch: 1,
  consts: K,
  ruleset: "gzg" as const,
  settings: {},
  attackerTokenId: docId("F"),
  weapon: GZG_GRENADE,
  seed: "foundry",
});

export const SATCHEL = {
  name: "Satchel Charge",
  range: 6,
  injuryDice: 1,
  keywords: ["BLAST(3)", "HEAVY", "IGNORE ARMOUR", "IGNORE COVER", "SCATTER"],
};

/** Trench Crusade: A (side 1, 3 Blessing markers) with E1 and E2 (side 2) 5.5" away; `withFriend` adds F2 (side 1). */
export const satchelTable = (withFriend: boolean): Record<string, unknown> =>
  renameFigures({
    ruleset: "trench-crusade",
    battlefield: {
      figures: [
        { id: "A", side: "1", x: 0, y: 0, stats: { blessing: 3 } },
        { id: "E1", side: "2", x: 5.5, y: 0 },
        { id: "E2", side: "2", x: 5.5, y: 1.6 },
        ...(withFriend ? [{ id: "F2", side: "1", x: 4, y: 6.2 }] : []),
      ],
    },
    attack: { attacker: "A", weapon: SATCHEL, target: { figure: "A" } },
  });
