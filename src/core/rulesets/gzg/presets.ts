// Bundled GZG weapon presets (docs/rules.md §3.2 range bands, §3.4 G7 proposed blast defaults).

import type { WeaponPreset } from "../ruleset.js";

const base = { lethal: false, setUp: true } as const;

export const GZG_PRESETS: readonly WeaponPreset[] = [
  {
    id: "gzg.handGrenade",
    nameKey: "ORDNANCE.Preset.gzg.handGrenade",
    weapon: { ...base, name: "Hand grenade", rangeBand: 2, thrown: true, fuse: "time", payload: "explosive", blastRadius: 2, blastDie: 8 },
  },
  {
    id: "gzg.smokeGrenade",
    nameKey: "ORDNANCE.Preset.gzg.smokeGrenade",
    weapon: { ...base, name: "Smoke grenade", rangeBand: 2, thrown: true, fuse: "time", payload: "smoke", blastRadius: 0, blastDie: 8 },
  },
  {
    id: "gzg.gasGrenade",
    nameKey: "ORDNANCE.Preset.gzg.gasGrenade",
    weapon: { ...base, name: "Gas grenade", rangeBand: 2, thrown: true, fuse: "time", payload: "gas", blastRadius: 0, blastDie: 8 },
  },
  {
    id: "gzg.lethalGasGrenade",
    nameKey: "ORDNANCE.Preset.gzg.lethalGasGrenade",
    weapon: {
      ...base,
      name: "Lethal gas grenade",
      rangeBand: 2,
      thrown: true,
      fuse: "time",
      payload: "gas",
      lethal: true,
      blastRadius: 0,
      blastDie: 8,
    },
  },
  {
    id: "gzg.launchedGrenade",
    nameKey: "ORDNANCE.Preset.gzg.launchedGrenade",
    weapon: {
      ...base,
      name: "Launched grenade",
      rangeBand: 6,
      thrown: false,
      fuse: "contact",
      payload: "explosive",
      blastRadius: 2,
      blastDie: 10,
    },
  },
  {
    id: "gzg.launchedSmoke",
    nameKey: "ORDNANCE.Preset.gzg.launchedSmoke",
    weapon: {
      ...base,
      name: "Launched smoke round",
      rangeBand: 6,
      thrown: false,
      fuse: "contact",
      payload: "smoke",
      blastRadius: 0,
      blastDie: 10,
    },
  },
  {
    id: "gzg.launchedGas",
    nameKey: "ORDNANCE.Preset.gzg.launchedGas",
    weapon: {
      ...base,
      name: "Launched gas round",
      rangeBand: 6,
      thrown: false,
      fuse: "contact",
      payload: "gas",
      blastRadius: 0,
      blastDie: 10,
    },
  },
  {
    id: "gzg.rocket",
    nameKey: "ORDNANCE.Preset.gzg.rocket",
    weapon: {
      ...base,
      name: "Shoulder-fired rocket",
      rangeBand: 10,
      thrown: false,
      fuse: "contact",
      payload: "explosive",
      blastRadius: 2,
      blastDie: 12,
    },
  },
];
