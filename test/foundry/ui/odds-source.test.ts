// Live odds in a worker: only the newest aim is sent (one at a time), answers of older aims are kept but not
// shown, a known aim answers at once, and a worker that cannot start or fails hands aims to the fallback.

import { describe, expect, it } from "vitest";
import type { OddsSummary } from "../../../src/core/index.js";
import type { OddsRequest } from "../../../src/worker/odds-worker.js";
import { FIRST_ANSWER_MS, type OddsSource, type OddsWorker, WorkerOdds } from "../../../src/foundry/ui/odds-source.js";

const summary = (trials: number): OddsSummary => ({ trials, outcomes: {}, figures: {}, impact: { meanDeviation: null } });

function fakeWorker(): OddsWorker & {
  sent: OddsRequest[];
  answer(i: number): void;
  early(i: number, trials: number): void;
  fail(): void;
  terminated: boolean;
} {
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
    /** The worker's early answer to request i, from `trials` of its trials. */
    early(i: number, trials: number) {
      w.onmessage?.({ data: { id: w.sent[i]!.id, summary: summary(trials), ms: FIRST_ANSWER_MS, partial: true } });
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
    cancel: () => {
      f.cancelled++;
    },
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

describe("WorkerOdds shows an early answer, then the full one", () => {
  const setup = () => {
    const w = fakeWorker();
    const shown: [string, number, boolean][] = [];
    const odds = new WorkerOdds(
      () => w,
      fallback(),
      { trials: 10_000, seed: "s" },
      (key, s, done) => void shown.push([key, s.trials, done]),
      () => undefined,
    );
    return { w, shown, odds };
  };

  it("asks the worker to answer early, shows that answer as not done, then the full one as done and keeps only that", () => {
    const { w, shown, odds } = setup();
    odds.request("a", { doc: "a" });
    expect(w.sent[0]!.firstMs).toBe(FIRST_ANSWER_MS);
    w.early(0, 2_500);
    expect(shown).toEqual([["a", 2_500, false]]);
    w.answer(0);
    expect(shown).toEqual([
      ["a", 2_500, false],
      ["a", 10_000, true],
    ]);
    // Asked again, the aim answers at once with the full answer.
    odds.request("a", { doc: "a" });
    expect(shown.at(-1)).toEqual(["a", 10_000, true]);
    expect(w.sent.length).toBe(1);
  });

  it("a newer aim waits for the worker's early answer, then goes at once; the older run's late answers are not shown", () => {
    const { w, shown, odds } = setup();
    odds.request("a", { doc: "a" });
    odds.request("b", { doc: "b" });
    expect(w.sent.length).toBe(1);
    w.early(0, 3_000);
    // The early answer of the aim no longer wanted is not shown, and lets the newest aim in.
    expect(shown).toEqual([]);
    expect(w.sent.map((m) => m.doc)).toEqual([{ doc: "a" }, { doc: "b" }]);
    // The older run ended before the worker read the newer aim: its answer is neither shown nor keeps the worker busy.
    w.answer(0);
    expect(shown).toEqual([]);
    w.early(1, 2_000);
    w.answer(1);
    expect(shown).toEqual([
      ["b", 2_000, false],
      ["b", 10_000, true],
    ]);
  });

  it("asking again for the aim the worker is running sends nothing: its answers are shown as they come", () => {
    const { w, shown, odds } = setup();
    odds.request("a", { doc: "a" });
    odds.request("b", { doc: "b" });
    // Back to "a" while the worker still runs it: "b" is dropped, and "a" is not sent again.
    odds.request("a", { doc: "a" });
    w.early(0, 1_000);
    w.answer(0);
    expect(w.sent.map((m) => m.doc)).toEqual([{ doc: "a" }]);
    expect(shown).toEqual([
      ["a", 1_000, false],
      ["a", 10_000, true],
    ]);
  });
});

describe("WorkerOdds sends the table once per scene state", () => {
  it("a later aim on the same battlefield object sends only its attack; a new battlefield object or settings, the whole document", () => {
    const w = fakeWorker();
    const odds = new WorkerOdds(
      () => w,
      fallback(),
      { trials: 100, seed: "s" },
      () => undefined,
      () => undefined,
    );
    const table = { walls: [], figures: [] };
    const aim = (x: number, battlefield: object = table, settings: object = {}): Record<string, unknown> => ({
      ruleset: "gzg",
      settings,
      battlefield,
      attack: { attacker: "A", target: { point: [x, 0] } },
    });
    odds.request("1", aim(1));
    w.answer(0);
    odds.request("2", aim(2));
    w.answer(1);
    odds.request("3", aim(3, table, { "gzg.x": 1 }));
    w.answer(2);
    odds.request("4", aim(4, { walls: [], figures: [] }, { "gzg.x": 1 }));
    w.answer(3);
    odds.request("5", aim(5, table, { "gzg.x": 1 }));
    const sent = w.sent.map((m) => ({ whole: m.doc !== undefined, attack: m.attack, scene: m.scene }));
    expect(sent.map((m) => m.whole)).toEqual([true, false, true, true, true]);
    expect(sent[1]!.attack).toEqual({ attacker: "A", target: { point: [2, 0] } });
    expect(sent[1]!.scene).toBe(sent[0]!.scene);
    expect(new Set(sent.map((m) => m.scene)).size).toBe(4);
  });
});
