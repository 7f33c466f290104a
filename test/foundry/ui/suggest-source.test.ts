// The throw dialog's suggest search in the module's worker: the request is what the main-thread search would run
// (the worker's own handler answers it here, the same code dist/odds-worker.js runs), the answer comes back in the
// scene's terms, a clock budget runs on the worker's clock, and a worker that cannot start or fails leaves the
// search to the main thread; a refused search names what is wrong before any worker starts.

import { describe, expect, it } from "vitest";
import { suggestAim } from "../../../src/foundry/ui/suggest-aim.js";
import { type SuggestWorker, suggestOffThread } from "../../../src/foundry/ui/suggest-source.js";
import type { SuggestRequest } from "../../../src/worker/odds-worker.js";
import { runSuggest } from "../../../src/worker/suggest-run.js";
import { gzgSuggestInput } from "../../helpers/foundry/suggest-tables.js";

const input = { ...gzgSuggestInput(), maxCandidates: 40 };

type FakeWorker = SuggestWorker & { sent: SuggestRequest[]; terminated: boolean };

/** A worker that answers each request with the odds worker's own suggest handler, or fails instead. */
function fakeWorker(behaviour: "answer" | "fail" | "refuse" = "answer"): FakeWorker {
  const w: FakeWorker = {
    sent: [],
    terminated: false,
    onmessage: null,
    onerror: null,
    postMessage(m) {
      w.sent.push(m);
      // As a real worker, the answer comes later (the caller has set its handlers by then).
      queueMicrotask(() => {
        if (behaviour === "fail") w.onerror?.({ preventDefault: () => undefined });
        else w.onmessage?.({ data: behaviour === "refuse" ? { id: m.id, error: "worker: no" } : runSuggest(m) });
      });
    },
    terminate() {
      w.terminated = true;
    },
  };
  return w;
}

describe("suggest in the module's worker", () => {
  it("sends the search the main thread would run and gives the same suggestion in the scene's terms", async () => {
    const w = fakeWorker();
    const found = await suggestOffThread(input, () => w);
    expect(found).toEqual(suggestAim(input));
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]).toMatchObject({ kind: "suggest", seed: "foundry", maxCandidates: 40, objective: { measure: "hit" } });
    expect(w.sent[0]).not.toHaveProperty("timeMs");
    expect(w.terminated).toBe(true);
  });

  it("runs a clock budget on the worker's clock, never calling the caller's", async () => {
    const w = fakeWorker();
    let calls = 0;
    await suggestOffThread(
      {
        ...input,
        now: () => {
          calls++;
          return 0;
        },
        timeMs: 300,
      },
      () => w,
    );
    expect(w.sent[0]?.timeMs).toBe(300);
    expect(calls).toBe(0);
  });

  it("searches on the main thread when no worker can start, or the worker fails", async () => {
    const expected = suggestAim(input);
    await expect(
      suggestOffThread(input, () => {
        throw new Error("no workers here");
      }),
    ).resolves.toEqual(expected);
    const failing = fakeWorker("fail");
    await expect(suggestOffThread(input, () => failing)).resolves.toEqual(expected);
    expect(failing.terminated).toBe(true);
  });

  it("passes on the worker's refusal, and refuses a bad search before starting any worker", async () => {
    await expect(suggestOffThread(input, () => fakeWorker("refuse"))).rejects.toThrow("worker: no");
    let started = 0;
    const start = (): SuggestWorker => {
      started++;
      return fakeWorker();
    };
    await expect(suggestOffThread({ ...input, attackerTokenId: "nobody0000000000" }, start)).rejects.toThrow(
      /ORDNANCE\.Error\.unknownToken.*nobody/,
    );
    await expect(suggestOffThread({ ...input, objective: { enemyWeight: -1 } }, start)).rejects.toThrow(/ORDNANCE\.Suggest\.badObjective/);
    expect(started).toBe(0);
  });
});
