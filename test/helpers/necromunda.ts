// Necromunda builders shared by the tests: the attacker, the seed Grenade Launcher's Frag and Scare profiles
// (as the rule tests and as the Foundry tests store them), and a one-attack scenario document.

import type { FigureDoc, ScenarioDoc, TargetDoc, WallDoc } from "../../src/core/scenario/document.js";
import { getRuleset } from "../../src/core/index.js";
import { fig } from "./scenario-run.js";

export const attacker = (z = 0): FigureDoc => fig("A0", "red", 0, 0, { BS: 4 }, { z });

/** A0 (BS 4 at the origin) attacks `target` with `weapon` among `figures`, with scripted `dice` and `settings`. */
export const fromA0 = (
  weapon: Record<string, unknown>,
  target: TargetDoc,
  dice: Record<string, unknown>,
  figures: FigureDoc[] = [],
  settings: Record<string, unknown> = {},
): ScenarioDoc => ({
  ruleset: "necromunda",
  settings,
  battlefield: { figures: [attacker(), ...figures] },
  attack: { attacker: "A0", weapon, target },
  dice,
});

export const frag = (traits: string[] = ["Blast(3)", "Knockback"], over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: "Grenade Launcher",
  profile: "Frag",
  short: 6,
  long: 24,
  accShort: -1,
  S: 3,
  AP: "-",
  D: "1",
  ammo: 5,
  traits,
  ...over,
});

export const scare = {
  name: "Grenade Launcher",
  profile: "Scare",
  short: 6,
  long: 24,
  accShort: -1,
  S: 0,
  D: "0",
  ammo: 6,
  traits: ["Blast(3)", "Fear", "Gas"],
};

export interface NecroDocParts {
  figures: FigureDoc[];
  weapon: Record<string, unknown>;
  target: { figure: string } | { point: number[] };
  dice: Record<string, unknown>;
  walls?: WallDoc[];
  settings?: Record<string, unknown>;
  bounds?: { width: number; height: number };
}

export const necroDoc = (p: NecroDocParts): ScenarioDoc => ({
  ruleset: "necromunda",
  ...(p.settings ? { settings: p.settings } : {}),
  battlefield: { figures: p.figures, ...(p.walls ? { walls: p.walls } : {}), ...(p.bounds ? { bounds: { x: 0, y: 0, ...p.bounds } } : {}) },
  attack: { attacker: "A0", weapon: p.weapon, target: p.target },
  dice: p.dice,
});

/** The Grenade Launcher's Frag profile as a fighter stores it (the bundled preset; Foundry tests); `over` replaces fields. */
export const launcherFrag = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...getRuleset("necromunda")!.presets.find((p) => p.id === "necro.gl.frag")!.weapon,
  ...over,
});

/** A strong blast that knocks fighters far and frightens them, so long moves are common (the property tests' weapon). */
export const SHOVER: Readonly<Record<string, unknown>> = {
  name: "Test shover",
  profile: "Shove",
  short: 6,
  long: 24,
  accShort: 0,
  accLong: 0,
  S: 8,
  AP: 0,
  D: "1",
  ammo: 4,
  traits: ["Blast(5)", "Knockback", "Fear"],
};
