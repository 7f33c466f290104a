// What a request came to, as one comparable string: `ok` when it went through, else the refusal's notice key and
// data (`ORDNANCE.Notice.notYourFighter {"name":"F"}`), or `internal error: …` for anything that is not a notice.

import { NoticeError } from "../../../src/foundry/platform/errors.js";

export async function noticeOf(p: Promise<unknown>, ok = "applied"): Promise<string> {
  try {
    await p;
    return ok;
  } catch (e) {
    return e instanceof NoticeError ? `${e.key} ${JSON.stringify(e.data)}` : `internal error: ${String(e)}`;
  }
}
