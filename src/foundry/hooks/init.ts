// `init`: world settings.

import { registerSettings } from "../settings.js";

export function onInit(): void {
  Hooks.once("init", () => registerSettings());
}
