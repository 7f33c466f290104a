// Shows an error to this user as a Foundry notification: a NoticeError in its own words, anything else as
// ORDNANCE.Error.unexpected (and logged to the console). Touches Foundry's `ui` global.

import { NoticeError } from "./errors.js";
import { localize } from "./i18n.js";

export function notifyError(e: unknown): void {
  const key = e instanceof NoticeError ? e.key : "ORDNANCE.Error.unexpected";
  const data = e instanceof NoticeError ? { ...e.data } : { message: e instanceof Error ? e.message : String(e) };
  ui.notifications?.error(localize(key, data));
  if (!(e instanceof NoticeError)) console.error(e);
}
