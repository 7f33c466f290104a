// Web worker for the sandbox's Suggest button: runs the core's `suggest` on the attack document off the main
// thread (suggest-run.ts), on the browser's clock with a time budget, and answers with the suggestion.

import type { SuggestReply, SuggestRequest } from "./odds-worker-protocol.js";
import { runSuggest } from "./suggest-run.js";

export type { SuggestReply, SuggestRequest } from "./odds-worker-protocol.js";

const scope = self as unknown as { onmessage: ((e: MessageEvent<SuggestRequest>) => void) | null; postMessage(m: SuggestReply): void };

scope.onmessage = (e) => {
  scope.postMessage(runSuggest(e.data));
};
