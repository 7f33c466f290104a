// The GZG FMA / Stargrunt ruleset (docs/rules.md §3) assembled for the registry.

import { GZG_CHOICES } from "./choices.js";
import type { SchemaIssue } from "../../scenario/schema.js";
import { int, str } from "../../scenario/schema.js";
import { resolveSettings } from "../../settings.js";
import { COMMON_SETTINGS } from "../common-settings.js";
import { knownSettings } from "../known-settings.js";
import type { Ruleset } from "../ruleset.js";
import { gzgAttack } from "./attack.js";
import { gzgCloudSight } from "./clouds.js";
import { GZG_PRESETS } from "./presets.js";
import { GZG_SETTINGS, type GzgSettings } from "./settings.js";
import { type GzgStats, type GzgWeapon, prepareStats, prepareWeapon, statsSchema, weaponSchema } from "./types.js";
import { gzgFigureMoved } from "./movement.js";
import { gzgUpkeep } from "./upkeep.js";
import { gzgReach } from "./reach.js";
import { gzgPresentation } from "./presentation.js";

const SPEC = { ...COMMON_SETTINGS, ...GZG_SETTINGS };

export const gzg: Ruleset<GzgStats, GzgWeapon, GzgSettings> = {
  id: "gzg",
  tagPrefix: "G",
  settings: GZG_SETTINGS,
  schemas: {
    stats: statsSchema,
    weapon: weaponSchema,
    attack: {
      loader: str("id of the loader whose transferred action fires this shot"),
      loaderShot: int(1, 10, "which transferred shot of the loader's activation"),
    },
  },
  prepareStats,
  prepareWeapon: (raw) => prepareWeapon(raw),
  resolveSettings: (given) => resolveSettings(SPEC, given, knownSettings()),
  check(scenario) {
    const issues: SchemaIssue[] = [];
    const loader = scenario.attack?.extras["loader"];
    if (typeof loader === "string") {
      if (!scenario.battlefield.figures.some((f) => f.id === loader))
        issues.push({ path: "$.attack.loader", problem: `no figure has id ${JSON.stringify(loader)}` });
      else if (loader === scenario.attack?.attacker)
        issues.push({ path: "$.attack.loader", problem: "the loader must be another figure than the gunner" });
    }
    return issues;
  },
  cloudSight: gzgCloudSight,
  attack: (ctx) => () => gzgAttack(ctx),
  upkeep: (ctx) => () => gzgUpkeep(ctx),
  reach: gzgReach,
  onFigureMoved: (ctx, figureId, path, alreadyTested) => () => gzgFigureMoved(ctx, figureId, path, alreadyTested),
  presets: GZG_PRESETS,
  choices: GZG_CHOICES,
  presentation: gzgPresentation,
  blindShots: true,
};
