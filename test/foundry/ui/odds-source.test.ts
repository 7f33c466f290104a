// Live odds in a worker: only the newest aim is sent (one at a time), answers of older aims are kept but not
// shown, a known aim answers at once, and a worker that cannot start or fails hands aims to the fallback.

import { describe, expect, it } from "vitest";
import type { OddsSummary } from "../../../src/core/index.js";
import type { OddsRequest } from "../../../src/sandbox/odds-worker.js";
import { type OddsSource, type OddsWorker, WorkerOdds } from "../../../src/foundry/ui/odds-source.js";

const summary = (trials: number): OddsSummary => ({ trials, outcomes: {}, figures: {}, impact: { meanDeviation: null } });

function fakeWorker(): OddsWorker & { sent: OddsRequest[]; answer(i: number): void; fail(): void; terminated: boolean } {
  const w = {
    sent: [] as OddsRequest[],
    terminated: false,
    onmessage: null as OddsWorker["onmessage"],
    onerror: null as OddsWorker["onerror"],
    postMessage(m: OddsRequest) {
      w.sent.push(m);
    },
    terminate() {
      w.terminated = true;
    },
    answer(i: number) {
      const m = w.sent[i]!;
      w.onmessage?.({ data: { id: m.id, summary: summary(m.trials) } });
    },
    fail() {
      w.onerror?.({ preventDefault: () => undefined });
    },
  };
  return w;
}

function fallback(): OddsSource & { asked: string[]; cancelled: number } {
  const f = {
    asked: [] as string[],
    cancelled: 0,
    request: (key: string) => void f.asked.push(key),
    cancel: () => void f.cancelled++,
  };
  return f;
}

describe("WorkerOdds", () => {
  it("sends the newest aim only, shows only the wanted answer and answers a known aim at once", () => {
    const w = fakeWorker();
    const shown: string[] = [];
    const odds = new WorkerOdds(
      () => w,
      fallback(),
      { trials: 10_000, seed: "s" },
      (key) => void shown.push(key),
      () => undefined,
    );
    odds.request("a", { doc: "a" });
    odds.request("b", { doc: "b" });
    odds.request("c", { doc: "c" });
    expect(w.sent.map((m) => m.doc)).toEqual([{ doc: "a" }]);
    expect(w.sent[0]!.trials).toBe(10_000);
    w.answer(0);
    expect(shown).toEqual([]);
    expect(w.sent.map((m) => m.doc)).toEqual([{ doc: "a" }, { doc: "c" }]);
    w.answer(1);
    expect(shown).toEqual(["c"]);
    odds.request("a", { doc: "a" });
    expect(shown).toEqual(["c", "a"]);
    expect(w.sent.length).toBe(2);
    expect(odds.inWorker).toBe(true);
  });

  it("hands the aim to the main-thread path when the worker fails, and every later aim too", () => {
    const w = fakeWorker();
    const f = fallback();
    const odds = new WorkerOdds(
      () => w,
      f,
      { trials: 100, seed: "s" },
      () => undefined,
      () => undefined,
    );
    odds.request("a", {});
    w.fail();
    expect(w.terminated).toBe(true);
    expect(f.asked).toEqual(["a"]);
    odds.request("b", {});
    expect(f.asked).toEqual(["a", "b"]);
    expect(odds.inWorker).toBe(false);
  });

  it("uses the main-thread path when no worker can start", () => {
    const f = fallback();
    const odds = new WorkerOdds(
      () => {
        throw new Error("no workers here");
      },
      f,
      { trials: 100, seed: "s" },
      () => undefined,
      () => undefined,
    );
    odds.request("a", {});
    odds.cancel();
    expect(f.asked).toEqual(["a"]);
    expect(f.cancelled).toBe(1);
  });

  it("reports the worker's error for the wanted aim", () => {
    const w = fakeWorker();
    const errors: string[] = [];
    const odds = new WorkerOdds(
      () => w,
      fallback(),
      { trials: 100, seed: "s" },
      () => undefined,
      (key, e) => void errors.push(`${key}: ${(e as Error).message}`),
    );
    odds.request("a", {});
    w.onmessage?.({ data: { id: w.sent[0]!.id, error: "$.attack: bad" } });
    expect(errors).toEqual(["a: $.attack: bad"]);
  });
});
