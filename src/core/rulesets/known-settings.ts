// Every setting key of every ruleset, so that a scenario (or a world) may carry any ruleset's
// settings while an unknown key is still an error. Imports settings modules only (no cycles).

import type { SettingsSpec } from "../settings.js";
import { COMMON_SETTINGS } from "./common-settings.js";
import { GZG_SETTINGS } from "./gzg/settings.js";
import { NECRO_SETTINGS } from "./necromunda/settings.js";
import { TC_SETTINGS } from "./trench-crusade/settings.js";

const ALL: SettingsSpec = { ...COMMON_SETTINGS, ...NECRO_SETTINGS, ...GZG_SETTINGS, ...TC_SETTINGS };

export function knownSettings(): SettingsSpec {
  return ALL;
}
