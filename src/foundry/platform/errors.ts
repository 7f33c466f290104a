// Errors the adapter reports to a user: a localization key (ORDNANCE.Error.*) and its values, so the
// GM client can refuse a relayed request in the requesting player's language.

export type NoticeData = Readonly<Record<string, string | number>>;

export class NoticeError extends Error {
  override readonly name = "NoticeError";
  constructor(
    /** Localization key under ORDNANCE.Error. */
    readonly key: string,
    readonly data: NoticeData = {},
  ) {
    super(`${key}${Object.keys(data).length ? ` ${JSON.stringify(data)}` : ""}`);
  }
}

/** The key and values to show for any error (unexpected ones become ORDNANCE.Error.unexpected). */
export function noticeOf(e: unknown): { key: string; data: NoticeData } {
  if (e instanceof NoticeError) return { key: e.key, data: e.data };
  return { key: "ORDNANCE.Error.unexpected", data: { message: e instanceof Error ? e.message : String(e) } };
}
