// The Necromunda ruleset (docs/rules.md §2) assembled for the registry.

import { NECRO_CHOICES } from "./choices.js";
import { type SchemaIssue, arr, obj, point2, point23 } from "../../scenario/schema.js";
import { resolveSettings } from "../../settings.js";
import { COMMON_SETTINGS } from "../common-settings.js";
import { knownSettings } from "../known-settings.js";
import type { Ruleset } from "../ruleset.js";
import { orderAtAim } from "./area.js";
import { necroAttack } from "./attack.js";
import { necroCloudSight } from "./clouds.js";
import { facesOf } from "./settings.js";
import { NECRO_PRESETS } from "./presets.js";
import { NECRO_SETTINGS, type NecroSettings } from "./settings.js";
import { type NecroStats, type NecroWeapon, prepareStats, prepareWeapon, statsSchema, wallExtras, weaponSchema } from "./types.js";
import { necroUpkeep } from "./upkeep.js";
import { necroReach } from "./reach.js";
import { warmNecroBattlefield } from "./state.js";
import { necroPresentation } from "./presentation.js";

const SPEC = { ...COMMON_SETTINGS, ...NECRO_SETTINGS };

function resolveNecroSettings(given: Readonly<Record<string, unknown>>): NecroSettings {
  const s = resolveSettings(SPEC, given, knownSettings()) as Record<string, unknown>;
  // Smoke dissipates on 1–3 under the seed and 1–4 under N23 unless the setting is given (docs/rules.md §6).
  if (!Object.hasOwn(given, "necro.smokeDissipateMax")) s["necro.smokeDissipateMax"] = s["necro.traitSet"] === "n23" ? 4 : 3;
  const settings = s as NecroSettings;
  facesOf(settings);
  return settings;
}

export const necromunda: Ruleset<NecroStats, NecroWeapon, NecroSettings> = {
  id: "necromunda",
  tagPrefix: "N",
  settings: NECRO_SETTINGS,
  schemas: {
    stats: statsSchema,
    weapon: weaponSchema,
    attack: {
      markerOffset: point2("offset of the Blast marker's hole from the target's base centre (necro.markerOnFighter = offsetOverBase)"),
    },
    decisions: {
      rfcPath: obj({}, [], {
        additional: arr(point23(), { minItems: 1 }),
        description: "per fighter id: way points of its Running for Cover move",
      }),
    },
    wall: wallExtras,
  },
  prepareStats: (raw) => prepareStats(raw),
  prepareWeapon: (raw) => prepareWeapon(raw),
  resolveSettings: resolveNecroSettings,
  check(scenario) {
    const issues: SchemaIssue[] = [];
    const paths = scenario.decisions["rfcPath"] as Record<string, unknown> | undefined;
    for (const id of Object.keys(paths ?? {})) {
      if (!scenario.battlefield.figures.some((f) => f.id === id))
        issues.push({ path: `$.decisions.rfcPath.${id}`, problem: `no figure has id ${JSON.stringify(id)}` });
    }
    return issues;
  },
  cloudSight: (settings) => necroCloudSight(settings["geometry.touchCounts"]),
  attack: (ctx) => () => necroAttack(ctx),
  upkeep: (ctx) => () => necroUpkeep(ctx),
  reach: necroReach,
  warmBattlefield: warmNecroBattlefield,
  orderAtAim,
  presets: NECRO_PRESETS,
  choices: NECRO_CHOICES,
  presentation: necroPresentation,
};
