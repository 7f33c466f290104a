// The Quench batches run against the fakes: a small stand-in for Quench (mocha's describe/it/before/after
// run in order, chai's assert from node's) runs every registered batch on a fake v13 and v14 world; each
// check passes, and a world whose Undo leaves a token behind fails the Undo check.

import assert from "node:assert/strict";
import { describe, expect, it } from "vitest";
import en from "../../../lang/en.json";
import { flattenDictionary } from "../../../src/core/index.js";
import { CHECK_CASES } from "../../../src/foundry/quench/check-cases.js";
import type { CheckWorld } from "../../../src/foundry/quench/check-world.js";
import { type QuenchApi, type QuenchContext, registerOrdnanceBatches } from "../../../src/foundry/quench/ordnance-batch.js";
import { type Sabotage, fakeWorld } from "../../helpers/foundry/fake-world.js";

const dict = flattenDictionary(en);
const t = (key: string, data: Readonly<Record<string, string>> = {}): string => {
  const text = dict.get(key);
  if (text === undefined) throw new Error(`missing ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, k: string) => data[k] ?? `{${k}}`);
};

type Body = () => void | Promise<void>;
interface Result {
  readonly batch: string;
  readonly title: string;
  readonly error: string | null;
}

/** Registers the batches with a recording Quench, then runs each one as mocha would (hooks and tests in order). */
async function runBatches(world: () => CheckWorld): Promise<{ keys: string[]; names: string[]; results: Result[] }> {
  const batches: { key: string; name: string; fn: (ctx: QuenchContext) => void | Promise<void> }[] = [];
  const quench: QuenchApi = { registerBatch: (key, fn, o) => void batches.push({ key, name: o?.displayName ?? key, fn }) };
  registerOrdnanceBatches(quench, world, t);
  const results: Result[] = [];
  for (const b of batches) {
    const befores: Body[] = [];
    const afters: Body[] = [];
    const tests: { title: string; fn: Body }[] = [];
    const ctx: QuenchContext = {
      describe: (_title, fn) => fn(),
      it: (title, fn) => tests.push({ title, fn }),
      before: (fn) => befores.push(fn),
      after: (fn) => afters.push(fn),
      assert: {
        ok: (v, m) => assert.ok(v, m),
        equal: (a, e, m) => assert.equal(a, e, m),
        isAtMost: (v, limit, m) => assert.ok(v <= limit, `${m ?? ""}: ${String(v)} > ${String(limit)}`),
      },
    };
    await b.fn(ctx);
    for (const fn of befores) await fn();
    for (const test of tests) {
      let error: string | null = null;
      try {
        await test.fn();
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      results.push({ batch: b.key, title: test.title, error });
    }
    for (const fn of afters) await fn();
  }
  return { keys: batches.map((b) => b.key), names: batches.map((b) => b.name), results };
}

const failures = (results: readonly Result[]): Result[] => results.filter((r) => r.error !== null);

describe("the Ordnance Quench batches", () => {
  it("registers one batch per ruleset under the module's id", async () => {
    const { keys, names } = await runBatches(() => fakeWorld());
    expect(keys).toEqual(["ordnance.necromunda", "ordnance.gzg", "ordnance.trench-crusade"]);
    expect(names[0]).toBe("Ordnance: Necromunda in this world");
  });

  for (const generation of [13, 14] as const) {
    it(`passes every check on a fake v${String(generation)} world`, async () => {
      const { results } = await runBatches(() => fakeWorld(generation));
      expect(failures(results)).toEqual([]);
      // attack, blast area, knockback, undo (Necromunda); attack, cloud, upkeep, undo (GZG); attack, blast area, undo (TC)
      expect(results.map((r) => r.batch)).toHaveLength(11);
    });
  }

  it("fails the Undo check when Undo leaves the knocked-back token where it fell", async () => {
    const kb = CHECK_CASES[0]!.expect.knockedBack!;
    const sabotage: Sabotage = { undoSkipsToken: kb };
    const { results } = await runBatches(() => fakeWorld(13, sabotage));
    expect(failures(results).map((r) => `${r.batch}: ${r.title}: ${r.error ?? ""}`)).toEqual([
      expect.stringMatching(/^ordnance\.necromunda: Undo returns the scene exactly to where it started: the scene after Undo differs/),
    ]);
  });
});
