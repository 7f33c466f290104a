// The test table's other worlds (docs/foundry.md "The test table"), each built from `initialWorld()`'s users and
// scene with another ruleset's fighters: a Trench Crusade world (player 1's pilgrim with a Satchel Charge, SCATTER,
// and player 2's heretic) and a GZG world (player 1's trooper with a smoke launcher, player 2's trooper, a combat).

import { type Data, P1, P2, SCENE, type World, actor, initialWorld, necromunda, presetWeapon, token } from "./world.js";

export const PILGRIM = "tokPilgrim000001";
export const HERETIC = "tokHeretic000001";
export const TROOPER = "tokTrooper000001";
export const RIFLEMAN = "tokRifleman00001";
export const COMBAT = "tableCombat00001";
export const SCARER = "tokScarer0000001";
export const RUNNER = "tokRunner0000001";
export const BLESSED = "tokBlessed000001";
export const BLESSED_ACTOR = "actBlessed000001";

/** `initialWorld()` with its actors, tokens and combats replaced and the world setting `ordnance.ruleset` set. */
function worldOf(ruleset: string, actors: Data[], tokens: Data[], combats: Data[] = [], sceneFlags: Data = {}): World {
  const w = initialWorld();
  const scene = w.scenes[0]!;
  scene["tokens"] = tokens;
  scene["flags"] = sceneFlags;
  w.actors = actors;
  w.combats = combats;
  w.users = w.users.map((u) => ({ ...u, character: null }));
  w.settings.push({ _id: "settingRuleset01", key: "ordnance.ruleset", value: JSON.stringify(ruleset) });
  return w;
}

/** Trench Crusade: the pilgrim 4" from the heretic, in half range of the Satchel Charge (6"). */
export function trenchWorld(): World {
  const satchel = {
    id: "satchel",
    name: "Satchel Charge",
    ruleset: "trench-crusade",
    weapon: presetWeapon("trench-crusade", "tc.satchelCharge"),
    state: null,
  };
  return worldOf(
    "trench-crusade",
    [actor("actPilgrim000001", "Pilgrim", P1), actor("actHeretic000001", "Heretic", P2)],
    [
      token(PILGRIM, "Pilgrim", "actPilgrim000001", 4, 6, { side: "red", weapons: [satchel] }, { disposition: 1 }),
      token(HERETIC, "Heretic", "actHeretic000001", 8, 6, { side: "blue" }),
    ],
  );
}

/** GZG: player 1's trooper with a launched smoke round, player 2's rifleman, and a combat of the two in round 1. */
export function gzgWorld(): World {
  const smoke = {
    id: "smoke",
    name: "Launched smoke round",
    ruleset: "gzg",
    weapon: presetWeapon("gzg", "gzg.launchedSmoke"),
    state: null,
  };
  const stats = { quality: 8, motivation: 2 };
  return worldOf(
    "gzg",
    [actor("actTrooper000001", "Trooper", P1), actor("actRifleman00000", "Rifleman", P2)],
    [
      token(TROOPER, "Trooper", "actTrooper000001", 3, 6, { side: "red", stats, weapons: [smoke] }, { disposition: 1 }),
      token(RIFLEMAN, "Rifleman", "actRifleman00000", 20, 6, { side: "blue", stats }),
    ],
    [
      {
        _id: COMBAT,
        scene: SCENE,
        active: true,
        round: 1,
        turn: 0,
        flags: {},
        combatants: [
          { _id: "cmbTrooper000001", tokenId: TROOPER, sceneId: SCENE, actorId: "actTrooper000001", initiative: 10 },
          { _id: "cmbRifleman00001", tokenId: RIFLEMAN, sceneId: SCENE, actorId: "actRifleman00000", initiative: 5 },
        ],
      },
    ],
    // A fixed wind from the scene's flags (docs/foundry.md "Flags"): clouds drift 3" towards 3 o'clock (+x).
    { ordnance: { wind: { enabled: true, hour: 3, mode: "fixed3" } } },
  );
}

/**
 * Necromunda, for a Running for Cover route: player 1's ganger with a Scare gas grenade (Blast, Fear, Gas) 5" from
 * player 2's runner, both on the open floor below the scene's walls (the runner's run straight away, +x, is clear).
 */
export function runForCoverWorld(): World {
  const scare = {
    id: "scare",
    name: "Scare gas grenade",
    ruleset: "necromunda",
    weapon: presetWeapon("necromunda", "necro.scareGrenade"),
    state: null,
  };
  return worldOf(
    "necromunda",
    [actor("actScarer0000001", "Scarer", P1), actor("actRunner0000001", "Runner", P2)],
    [
      token(SCARER, "Scarer", "actScarer0000001", 2, 11, { side: "red", stats: necromunda(3), weapons: [scare] }, { disposition: 1 }),
      token(RUNNER, "Runner", "actRunner0000001", 7, 11, { side: "blue", stats: necromunda(null) }),
    ],
  );
}

/** Trench Crusade, for a hit model's Blessing spend: `trenchWorld()`'s pilgrim and, 4" away, player 2's model holding two Blessing markers. */
export function blessingWorld(): World {
  const w = trenchWorld();
  w.actors = [w.actors[0]!, actor(BLESSED_ACTOR, "Blessed", P2)];
  const scene = w.scenes[0]!;
  scene["tokens"] = [
    (scene["tokens"] as Data[])[0]!,
    token(BLESSED, "Blessed", BLESSED_ACTOR, 8, 6, { side: "blue", stats: { blessing: 2 } }),
  ];
  return w;
}
