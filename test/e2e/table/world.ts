// The test table's one world (docs/foundry.md "The test table"): a GM and two players, their actors, a
// 24" × 14" scene with walls (a one-way wall, a door, a ledge with a drop), tokens with ownership (one
// hidden from players) and a combat. Plain stored data, as Foundry's server would hold it.

import { getRuleset } from "../../../src/core/index.js";
import { OWNERSHIP, USER_ROLES } from "../../helpers/foundry/foundry-rules.js";

export type Data = Record<string, unknown>;

export interface World {
  users: Data[];
  actors: Data[];
  scenes: Data[];
  messages: Data[];
  combats: Data[];
  settings: Data[];
}

export const GM = "tableGM000000001";
export const P1 = "tablePlayer00001";
export const P2 = "tablePlayer00002";
export const SCENE = "tableScene000001";
/** Player 1's ganger (the thrower), player 2's juve (the target), the GM's lurker (hidden from players). */
export const GANGER = "tokGanger0000001";
export const JUVE = "tokJuve000000001";
export const LURKER = "tokLurker0000001";
/** The wall the juve is knocked back into. */
export const BACK_WALL = "wallBack00000001";

/** The GM's dice for player 1's Frag at BLAST (in the order the attack asks): hit 6; the juve not wounded, knocked back
 * into the wall (force 3 + S3 against 2 + T3) and not wounded by the wall; the lurker wounded and Seriously Injured,
 * knocked back; Ammo 5. */
export const FRAG_FACES: readonly number[] = [6, 1, 3, 2, 2, 4, 5, 2, 1, 5];
/** Where player 1's Frag is aimed (px): between the juve and the hidden lurker. */
export const BLAST = { x: 950, y: 600 } as const;

/** Pixels per inch (the scene's grid: one square an inch). */
export const PX = 100;
export const inch = (v: number): number => Math.round(v * PX);

export function actor(id: string, name: string, owner: string | null): Data {
  return {
    _id: id,
    name,
    type: "character",
    img: "icons/svg/mystery-man.svg",
    system: {},
    effects: [],
    items: [],
    flags: {},
    ownership: { default: 0, ...(owner ? { [owner]: OWNERSHIP.OWNER } : {}) },
  };
}

/** A linked 1×1 token whose centre is at (cx, cy) inches. */
export function token(id: string, name: string, actorId: string, cx: number, cy: number, fighter: Data, extra: Data = {}): Data {
  return {
    _id: id,
    name,
    actorId,
    actorLink: true,
    x: inch(cx - 0.5),
    y: inch(cy - 0.5),
    width: 1,
    height: 1,
    elevation: 0,
    rotation: 0,
    hidden: false,
    disposition: -1,
    texture: { src: "icons/svg/mystery-man.svg" },
    flags: { ordnance: { fighter } },
    ...extra,
  };
}

/** A wall from (ax, ay) to (bx, by) inches; blocks movement and sight unless `extra` says otherwise. */
export function wall(id: string, a: [number, number], b: [number, number], extra: Data = {}): Data {
  return {
    _id: id,
    c: [inch(a[0]), inch(a[1]), inch(b[0]), inch(b[1])],
    move: 20,
    sight: 20,
    light: 20,
    sound: 20,
    dir: 0,
    door: 0,
    ds: 0,
    flags: {},
    ...extra,
  };
}

/** A bundled weapon preset of a ruleset, as a token's loadout stores it. */
export function presetWeapon(ruleset: string, id: string): Data {
  const preset = getRuleset(ruleset)?.presets.find((p) => p.id === id);
  if (!preset) throw new Error(`no ${ruleset} preset ${id}`);
  return { ...preset.weapon };
}

export const necromunda = (bs: number | null): Data => ({
  ...(bs === null ? {} : { BS: bs }),
  S: 3,
  T: 3,
  W: 1,
  save: null,
  I: 4,
  cool: 7,
});

export function initialWorld(): World {
  const frag = {
    id: "frag",
    name: "Frag grenade",
    ruleset: "necromunda",
    weapon: presetWeapon("necromunda", "necro.fragGrenade"),
    state: null,
  };
  return {
    users: [
      { _id: GM, name: "Gamemaster", role: USER_ROLES.GAMEMASTER, color: "#c0392b", flags: {} },
      { _id: P1, name: "Alice", role: USER_ROLES.PLAYER, color: "#2980b9", character: "actGanger0000001", flags: {} },
      { _id: P2, name: "Bob", role: USER_ROLES.PLAYER, color: "#27ae60", character: "actJuve000000001", flags: {} },
    ],
    actors: [actor("actGanger0000001", "Ganger", P1), actor("actJuve000000001", "Juve", P2), actor("actLurker0000001", "Lurker", null)],
    scenes: [
      {
        _id: SCENE,
        name: "Underhive junction",
        active: true,
        width: inch(24),
        height: inch(14),
        padding: 0,
        background: { color: "#2b2b2b" },
        grid: { type: 1, size: PX, distance: 1, units: "in" },
        flags: {},
        tokens: [
          token(GANGER, "Ganger", "actGanger0000001", 4, 6, { side: "red", stats: necromunda(3), weapons: [frag] }, { disposition: 1 }),
          token(JUVE, "Juve", "actJuve000000001", 10, 6, { side: "blue", stats: necromunda(null) }),
          token(LURKER, "Lurker", "actLurker0000001", 9.5, 7.2, { side: "blue", stats: necromunda(null) }, { hidden: true }),
        ],
        walls: [
          // Behind the juve: what the knockback stops at.
          wall(BACK_WALL, [11.2, 3], [11.2, 9]),
          // A one-way wall (blocks sight from one side only), a door, and a ledge with a 3" drop.
          wall("wallOneWay000001", [14, 1], [14, 5], { dir: 1 }),
          wall("wallDoor00000001", [14, 5], [14, 7], { door: 1, ds: 0 }),
          wall("wallLedge0000001", [16, 8], [22, 8], {
            sight: 0,
            light: 0,
            sound: 0,
            flags: { ordnance: { wall: { ledgeDropInches: 3 } } },
          }),
        ],
        tiles: [],
        templates: [],
        regions: [],
        drawings: [],
        lights: [],
        notes: [],
        sounds: [],
      },
    ],
    messages: [],
    combats: [],
    // The GM's client answers a relayed throw within this many seconds (default 30): three browsers on a loaded
    // two-core machine can take longer, and a timeout would fail the machine, not the module.
    // The throw animates for 1 s (default 4 s): three software-rendered canvases drawing it at once are most of
    // the CPU a throw costs at the table; every client still draws it.
    settings: [
      { _id: "settingTimeout01", key: "ordnance.requestTimeout", value: JSON.stringify(120) },
      { _id: "settingThrowAnim", key: "ordnance.throwAnimation", value: JSON.stringify(1) },
    ],
  };
}
