// Who sees an attack's chat card: the user's current roll mode (v13 `rollMode`, applied with
// `ChatMessage.applyRollMode`) or message mode (v14 `messageMode`, `ChatMessage.applyMode`;
// docs/foundry.md "Typing notes"). The v14 calls are not in fvtt-types 13, so they go through a narrow local type.

import { isV14 } from "../platform/version.js";

/** The v14-only statics this module calls. */
interface V14ChatMessageStatics {
  applyMode(data: ChatMessage.CreateData, mode: string): ChatMessage.CreateData;
}
/** The v14-only setting this module reads. */
type V14SettingsGet = (namespace: "core", key: "messageMode") => string;

/** `data` with the whisper/blind fields of the user's current roll or message mode. */
export function withMessageMode(data: ChatMessage.CreateData): ChatMessage.CreateData {
  if (isV14()) {
    const statics = ChatMessage.implementation as unknown as V14ChatMessageStatics;
    const mode = (game.settings.get as unknown as V14SettingsGet)("core", "messageMode");
    return statics.applyMode(data, mode);
  }
  return ChatMessage.implementation.applyRollMode(data, game.settings.get("core", "rollMode") ?? "roll");
}
