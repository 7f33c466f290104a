// Settings shared by every ruleset (docs/rules.md §6 `geometry.*`).

import { bool, num } from "../scenario/schema.js";
import { type SettingsOf, defineSettings, setting } from "../settings.js";

export const COMMON_SETTINGS = defineSettings({
  /** Tolerance of every "within" test, in inches (docs/rules.md §1.1). */
  "geometry.eps": setting(num({ min: 0, max: 0.01 }), 1e-6),
  /** Whether exactly touching a radius counts as inside (docs/rules.md A-07). */
  "geometry.touchCounts": setting(bool(), true),
  /** Two bases, or a base and a ledge, are on the same level when their heights differ by less (inches). */
  "geometry.levelGap": setting(num({ min: 0.01, max: 1000 }), 1),
  /** Walls stop a drifting cloud and shelter the figures behind them from it. */
  "clouds.wallsContain": setting(bool(), true),
});

export type CommonSettings = SettingsOf<typeof COMMON_SETTINGS>;
