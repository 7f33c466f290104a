// Every setting key of every ruleset, so that a scenario (or a world) may carry any ruleset's
// settings while an unknown key is still an error. Imports settings modules only (no cycles); a ruleset
// registered at run time adds its own keys.

import type { SettingsSpec } from "../settings.js";
import { COMMON_SETTINGS } from "./common-settings.js";
import { GZG_SETTINGS } from "./gzg/settings.js";
import { NECRO_SETTINGS } from "./necromunda/settings.js";
import { TC_SETTINGS } from "./trench-crusade/settings.js";

const BUNDLED: SettingsSpec = { ...COMMON_SETTINGS, ...NECRO_SETTINGS, ...GZG_SETTINGS, ...TC_SETTINGS };
let all: SettingsSpec = BUNDLED;
const added: SettingsSpec[] = [];

export function knownSettings(): SettingsSpec {
  return all;
}

/**
 * Adds a registered ruleset's keys; returns the function that takes them away again (once: a second call
 * changes nothing, and never another registration's keys).
 */
export function addKnownSettings(spec: SettingsSpec): () => void {
  added.push(spec);
  all = Object.assign({}, BUNDLED, ...added) as SettingsSpec;
  return () => {
    const i = added.indexOf(spec);
    if (i < 0) return;
    added.splice(i, 1);
    all = Object.assign({}, BUNDLED, ...added) as SettingsSpec;
  };
}
