// The odds worker's protocol, run in node with a stand-in for the worker's global scope: a table sent whole once,
// then aims sending only their attack, answer exactly what the core computes on the whole document.

import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { loadScenario, odds } from "../../src/core/index.js";
import type { OddsReply, OddsRequest } from "../../src/sandbox/odds-worker.js";

const replies: OddsReply[] = [];
const scope: { onmessage: ((e: { data: OddsRequest }) => void) | null; postMessage(m: OddsReply): void } = {
  onmessage: null,
  postMessage: (m) => void replies.push(m),
};

beforeAll(async () => {
  (globalThis as { self?: unknown }).self = scope;
  await import("../../src/sandbox/odds-worker.js");
});

const demo = JSON.parse(readFileSync(new URL("../../examples/demo-necromunda.json", import.meta.url), "utf8")) as Record<string, unknown>;
const attackAt = (x: number, y: number): Record<string, unknown> => ({ ...(demo["attack"] as object), target: { point: [x, y] } });

function ask(request: OddsRequest): OddsReply {
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
