// The odds worker's protocol, run in node with a stand-in for the worker's global scope: a table sent whole once,
// then aims sending only their attack, answer exactly what the core computes on the whole document; a run past its
// first-answer time answers early and then in full, unless a newer request replaces it; suggest searches.

import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { loadScenario, odds, suggest } from "../../src/core/index.js";
import type { WorkerReply, WorkerRequest } from "../../src/worker/odds-worker.js";

const replies: WorkerReply[] = [];
const scope: { onmessage: ((e: { data: WorkerRequest }) => void) | null; postMessage(m: WorkerReply): void } = {
  onmessage: null,
  postMessage: (m) => void replies.push(m),
};

beforeAll(async () => {
  (globalThis as { self?: unknown }).self = scope;
  await import("../../src/worker/odds-worker.js");
});

const demo = JSON.parse(readFileSync(new URL("../../examples/demo-necromunda.json", import.meta.url), "utf8")) as Record<string, unknown>;
const attackAt = (x: number, y: number): Record<string, unknown> => ({ ...(demo["attack"] as object), target: { point: [x, y] } });

function ask(request: WorkerRequest): WorkerReply {
  const before = replies.length;
  scope.onmessage?.({ data: request });
  expect(replies.length).toBe(before + 1);
  const reply = replies[replies.length - 1];
  if (!reply) throw new Error("the worker did not answer");
  return reply;
}

describe("the odds worker", () => {
  it("keeps a table sent whole and answers aims that send only their attack, as the core does on the whole document", () => {
    const first = ask({ id: 1, scene: 7, doc: demo, trials: 300, seed: "w" });
    expect(first).toMatchObject({ id: 1, summary: odds(loadScenario(demo), { trials: 300, seed: "w", impacts: true }) });
    const points = [
      [10, 10],
      [14, 9],
      [8, 12],
    ] as const;
    for (const [i, [x, y]] of points.entries()) {
      const reply = ask({ id: 2 + i, scene: 7, attack: attackAt(x, y), trials: 300, seed: "w" });
      const whole = { ...demo, attack: attackAt(x, y) };
      expect(reply).toMatchObject({ id: 2 + i, summary: odds(loadScenario(whole), { trials: 300, seed: "w", impacts: true }) });
    }
  });

  it("refuses an attack on a table it was never sent, naming the scene", () => {
    expect(ask({ id: 9, scene: 8, attack: attackAt(10, 10), trials: 10, seed: "w" })).toEqual({
      id: 9,
      error: "odds worker: scene 8 was never sent whole",
    });
  });
});

/** Lets the worker's slices (each after a zero-delay timer) run until its answer to `id` is in full (or a long while). */
async function repliesUntilFull(before: number, id: number): Promise<WorkerReply[]> {
  const full = (): boolean => replies.slice(before).some((r) => r.id === id && !("partial" in r));
  for (let i = 0; i < 1000 && !full(); i++) await new Promise((r) => setTimeout(r, 0));
  return replies.slice(before);
}

describe("the odds worker's early answer", () => {
  const whole = { ...demo, attack: attackAt(11, 10) };
  const exact = odds(loadScenario(whole), { trials: 400, seed: "e", impacts: true });

  it("answers from the first slice when the run outlasts firstMs, then in full with exactly the one-run odds", async () => {
    const before = replies.length;
    scope.onmessage?.({ data: { id: 20, doc: whole, trials: 400, seed: "e", firstMs: 0 } });
    const got = await repliesUntilFull(before, 20);
    const first = got[0]!;
    expect(first).toMatchObject({ id: 20, partial: true, summary: odds(loadScenario(whole), { trials: 50, seed: "e", impacts: true }) });
    const last = got.at(-1)!;
    expect(last).toMatchObject({ id: 20, summary: exact });
    expect(last).not.toHaveProperty("partial");
    // Every answer in between is the odds of its trials so far, more of them each time.
    const trials = got.map((r) => ("summary" in r ? r.summary.trials : 0));
    expect(trials).toEqual([...trials].sort((a, b) => a - b));
    expect(new Set(trials).size).toBe(trials.length);
  });

  it("answers once, in full, when the run ends within firstMs or none is given", () => {
    expect(ask({ id: 21, doc: whole, trials: 400, seed: "e" })).toEqual({ id: 21, summary: exact, ms: expect.any(Number) as number });
    expect(ask({ id: 22, doc: whole, trials: 400, seed: "e", firstMs: 60_000 })).toMatchObject({ id: 22, summary: exact });
  });

  it("gives up a run for a newer request that comes in between its slices", async () => {
    const before = replies.length;
    scope.onmessage?.({ data: { id: 30, doc: whole, trials: 400, seed: "e", firstMs: 0 } });
    expect(replies.slice(before)).toEqual([expect.objectContaining({ id: 30, partial: true })]);
    scope.onmessage?.({ data: { id: 31, doc: whole, trials: 100, seed: "e" } });
    await repliesUntilFull(before, 30);
    const got = replies.slice(before);
    // Run 30 never answers again: had it gone on, its full answer would have come after 31's.
    expect(got.map((r) => r.id)).toEqual([30, 31]);
    expect(got[1]).toMatchObject({ summary: odds(loadScenario(whole), { trials: 100, seed: "e", impacts: true }) });
  });
});

describe("the odds worker's suggest search", () => {
  it("answers with core suggest's choice for the document, and names what is wrong with a bad one", () => {
    const expected = suggest(loadScenario(demo), { seed: "s", maxCandidates: 12, pointStep: 0.1 });
    expect(ask({ id: 40, kind: "suggest", doc: demo, seed: "s", maxCandidates: 12, pointStep: 0.1 })).toEqual({
      id: 40,
      suggestion: expected,
    });
    const bad = ask({
      id: 41,
      kind: "suggest",
      doc: { ...demo, attack: { ...(demo["attack"] as object), attacker: "nobody" } },
      seed: "s",
    });
    expect(bad).toMatchObject({ id: 41, error: expect.stringContaining("$.attack.attacker") as string });
  });
});
