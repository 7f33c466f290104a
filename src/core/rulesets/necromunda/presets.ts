// Bundled Necromunda weapon presets (docs/rules.md §2.1): the six Grenade Launcher profiles of the seed card
// and their N23 variants, and thrown grenades (Grenade trait: Long range = S × 3, no Short range).
// Thrown-grenade values follow the N23 grenade list as we read it [PUB:P2]; verify them against the book.

import type { WeaponPreset } from "../ruleset.js";
import type { Trait } from "./types.js";

/** A scenario weapon record (docs/scenario.md, the ruleset's "Weapon"), as a user would write it. */
type Record_ = Readonly<Record<string, unknown>>;

const gl = (profile: string, S: number, AP: number, D: number | "D3", ammo: number, traits: Trait[]): Record_ => ({
  name: "Grenade Launcher",
  profile,
  short: 6,
  long: 24,
  accShort: -1,
  accLong: 0,
  S,
  AP,
  D,
  ammo,
  traits,
});
const thrown = (name: string, S: number, AP: number, D: number, ammo: number, traits: Trait[]): Record_ => ({
  name,
  profile: name,
  long: "Sx3",
  accShort: 0,
  accLong: 0,
  S,
  AP,
  D,
  ammo,
  traits: [...traits, "Grenade"],
});

const seed: [string, Record_][] = [
  ["choke", gl("Choke", 0, 0, 0, 5, ["Blast(3)", "Gas", "Limited"])],
  ["frag", gl("Frag", 3, 0, 1, 5, ["Blast(3)", "Knockback"])],
  ["krak", gl("Krak", 6, -2, "D3", 5, ["Rupture"])],
  ["plasma", gl("Plasma", 5, -1, 2, 6, ["Blast(3)", "Scarce"])],
  ["scare", gl("Scare", 0, 0, 0, 6, ["Blast(3)", "Fear", "Gas", "Limited"])],
  ["smoke", gl("Smoke", 0, 0, 0, 4, ["Smoke"])],
];
const n23: [string, Record_][] = [
  ["choke", gl("Choke", 0, 0, 0, 5, ["Blast(3)", "Gas", "Limited"])],
  ["frag", gl("Frag", 3, 0, 1, 6, ["Blast(3)", "Knockback"])],
  ["krak", gl("Krak", 6, -2, 2, 6, [])],
  ["plasma", gl("Plasma", 5, -1, 2, 6, ["Blast(3)", "Unstable"])],
  ["scare", gl("Scare", 0, 0, 0, 6, ["Blast(3)", "Fear", "Gas", "Limited"])],
  ["smoke", gl("Smoke", 0, 0, 0, 4, ["Blast(5)", "Smoke"])],
];
const grenades: [string, Record_][] = [
  ["fragGrenade", thrown("Frag grenade", 3, 0, 1, 4, ["Blast(3)", "Knockback"])],
  ["krakGrenade", thrown("Krak grenade", 6, -2, 2, 4, ["Demolition"])],
  ["smokeGrenade", thrown("Smoke grenade", 0, 0, 0, 4, ["Smoke"])],
  ["chokeGrenade", thrown("Choke gas grenade", 0, 0, 0, 4, ["Blast(3)", "Gas"])],
  ["scareGrenade", thrown("Scare gas grenade", 0, 0, 0, 4, ["Blast(3)", "Fear", "Gas"])],
];

export const NECRO_PRESETS: readonly WeaponPreset[] = [
  ...seed.map(([id, weapon]) => ({ id: `necro.gl.${id}`, nameKey: `ORDNANCE.Preset.necro.gl.${id}`, weapon })),
  ...n23.map(([id, weapon]) => ({ id: `necro.gl.${id}.n23`, nameKey: `ORDNANCE.Preset.necro.gl.${id}N23`, weapon })),
  ...grenades.map(([id, weapon]) => ({ id: `necro.${id}`, nameKey: `ORDNANCE.Preset.necro.${id}`, weapon })),
];
