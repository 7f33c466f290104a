// Bundled Trench Crusade battlekit (docs/rules.md §4.5, a community transcription of v1.0 to verify).

import type { WeaponPreset } from "../ruleset.js";

const preset = (id: string, weapon: Record<string, unknown>): WeaponPreset => ({
  id: `tc.${id}`,
  nameKey: `ORDNANCE.Preset.tc.${id}`,
  weapon,
});

export const TC_PRESETS: readonly WeaponPreset[] = [
  preset("fragGrenades", {
    name: "Frag Grenades",
    range: 8,
    keywords: ["ASSAULT", "BLAST(2)", "IGNORE COVER", "IGNORE LONG RANGE", "SHRAPNEL"],
  }),
  preset("gasGrenades", {
    name: "Gas Grenades",
    range: 8,
    injuryDice: -1,
    keywords: ["ASSAULT", "BLAST(3)", "GAS", "IGNORE ARMOUR", "IGNORE COVER", "IGNORE LONG RANGE"],
  }),
  preset("satchelCharge", {
    name: "Satchel Charge",
    range: 6,
    injuryDice: 1,
    usesPerGame: 1,
    keywords: ["BLAST(3)", "CONSUMABLE", "HEAVY", "IGNORE ARMOUR", "IGNORE COVER", "SCATTER"],
  }),
  preset("grenadeLauncher", { name: "Grenade Launcher", range: 36, keywords: ["BLAST(3)", "HEAVY", "IGNORE COVER", "SHRAPNEL"] }),
];
