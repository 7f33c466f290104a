// The in-world checks' table layouts: one attack per ruleset with scripted dice (by roll tag, as a
// scenario's `dice`), on a small scene of walls, a ledge and fighters, and what each must show on the
// live documents. Distances in inches; ids are 16 characters as Foundry's document ids are.

import type { RulesetId, WindSnapshot } from "../../core/index.js";

export interface CheckFigure {
  readonly id: string;
  readonly side: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly stats: Readonly<Record<string, unknown>>;
}

export interface CheckWall {
  readonly id: string;
  readonly a: readonly [number, number];
  readonly b: readonly [number, number];
  /** A Foundry wall blocking movement (and, with `sight`, vision). A ledge blocks walking off the platform. */
  readonly sight: boolean;
  /** Makes the wall a platform edge (flags.ordnance.wall.ledgeDropInches). */
  readonly ledgeDropInches?: number;
}

export type ScriptedDice = Readonly<Record<string, number | readonly number[]>>;

export interface CheckCase {
  readonly ruleset: RulesetId;
  readonly figures: readonly CheckFigure[];
  readonly walls: readonly CheckWall[];
  readonly attacker: string;
  readonly weapon: Readonly<Record<string, unknown>>;
  readonly target: { readonly figure: string } | { readonly point: readonly [number, number] };
  readonly dice: ScriptedDice;
  /** The end-of-round upkeep that follows (clouds drift in the wind), with its dice. */
  readonly upkeep?: { readonly wind: WindSnapshot; readonly dice: ScriptedDice };
  readonly expect: {
    readonly blastArea: boolean;
    /** A figure the attack knocks back (across the ledge, which Foundry would stop a walk at). */
    readonly knockedBack?: string;
    readonly cloud: boolean;
  };
}

const NECRO_STATS = { BS: 4, S: 3, T: 3, W: 1, save: null, I: 4, cool: 7 };

/**
 * Frag with Knockback at A (Necromunda fixture NC-01's dice): B is knocked back 3" across the edge of a
 * platform, from below (it walks under; Foundry would stop a walking token at that wall).
 */
const NECROMUNDA: CheckCase = {
  ruleset: "necromunda",
  figures: [
    { id: "ordChkNecroA0000", side: "red", x: 4, y: 6, z: 0, stats: NECRO_STATS },
    { id: "ordChkNecroA0001", side: "blue", x: 14.5, y: 6, z: 0, stats: { ...NECRO_STATS, save: 5 } },
    { id: "ordChkNecroB0001", side: "blue", x: 16, y: 6.8, z: 0, stats: NECRO_STATS },
  ],
  walls: [
    // The edge of a 2" platform at x = 17.5; the platform (its high side) lies to the right on screen.
    { id: "ordChkNecroLedge", a: [17.5, 11], b: [17.5, 2], sight: false, ledgeDropInches: 2 },
    { id: "ordChkNecroWallN", a: [2, 1], b: [22, 1], sight: true },
  ],
  attacker: "ordChkNecroA0000",
  weapon: {
    name: "Grenade Launcher",
    short: 6,
    long: 24,
    accShort: -1,
    accLong: "-",
    profile: "Frag",
    S: 3,
    AP: "-",
    D: "1",
    ammo: 5,
    traits: ["Blast(3)", "Knockback"],
  },
  target: { figure: "ordChkNecroA0001" },
  dice: {
    "N.firepower": 4,
    "N.hit": 4,
    "N.wound[ordChkNecroA0001]": 5,
    "N.save[ordChkNecroA0001]": 3,
    "N.injury[ordChkNecroA0001]#1": 1,
    "N.kbForce[ordChkNecroA0001]": 2,
    "N.kbRes[ordChkNecroA0001]": 3,
    "N.wound[ordChkNecroB0001]": 2,
    "N.kbForce[ordChkNecroB0001]": 3,
    "N.kbRes[ordChkNecroB0001]": 1,
    // B ends Prone near the edge: its Initiative test passes.
    "N.fallI[ordChkNecroB0001]": 6,
  },
  expect: { blastArea: true, knockedBack: "ordChkNecroB0001", cloud: false },
};

/** Launched smoke on a point: a cloud with its ring of walls, which drifts in the wind at the end of the round. */
const GZG: CheckCase = {
  ruleset: "gzg",
  figures: [
    { id: "ordChkGzgF000000", side: "red", x: 4, y: 8, z: 0, stats: { quality: 10, motivation: 1 } },
    { id: "ordChkGzgR000000", side: "blue", x: 25, y: 9, z: 0, stats: { quality: 8, motivation: 2 } },
  ],
  walls: [{ id: "ordChkGzgWall000", a: [30, 2], b: [30, 14], sight: true }],
  attacker: "ordChkGzgF000000",
  weapon: { name: "Launched smoke", rangeBand: 6, fuse: "contact", payload: "smoke" },
  target: { point: [20, 8] },
  dice: { "G.skill": 8, "G.react[ordChkGzgR000000]": 2 },
  upkeep: { wind: { enabled: true, hour: 3, mode: "fixed3" }, dice: { "G.dissipate[smoke-1]": 1, "G.react[ordChkGzgR000000]": 2 } },
  expect: { blastArea: false, cloud: true },
};

/** A BLAST charge at E: the blast area and the Injury Roll on the card. */
const TRENCH_CRUSADE: CheckCase = {
  ruleset: "trench-crusade",
  figures: [
    { id: "ordChkTcA0000000", side: "1", x: 4, y: 6, z: 0, stats: {} },
    { id: "ordChkTcE0000000", side: "2", x: 9, y: 6, z: 0, stats: {} },
  ],
  walls: [{ id: "ordChkTcWall0000", a: [12, 2], b: [12, 10], sight: true }],
  attacker: "ordChkTcA0000000",
  weapon: { name: "Blast charge", range: 24, keywords: ["BLAST(1)"] },
  target: { figure: "ordChkTcE0000000" },
  dice: { "T.success": [4, 3], "T.injury[ordChkTcE0000000]": [1, 1] },
  expect: { blastArea: true, cloud: false },
};

export const CHECK_CASES: readonly CheckCase[] = [NECROMUNDA, GZG, TRENCH_CRUSADE];
