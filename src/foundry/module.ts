// Foundry entry (module.json `esmodules`): registers the module's settings on init. The attack
// pipeline, socket relay and applications are wired here as they land (issues #5 and #6).

import { registerSettings } from "./settings.js";

Hooks.once("init", () => {
  registerSettings();
});
