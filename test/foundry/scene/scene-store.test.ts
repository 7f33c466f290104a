// The real scene store against a recording stand-in for a Foundry Scene (globals set in this file only):
// token placements carry the `movement` option that lifts v13's wall constraint, v14 writes deletions
// with its operator, and a refused `TokenDocument#move` is an error instead of a silent plain update.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placementOptions } from "../../../src/foundry/pipeline/operation-plan.js";
import { sceneStore } from "../../../src/foundry/scene/scene-store.js";

class ForcedDeletion {}
const calls: { fn: string; args: unknown[] }[] = [];
let generation = 13;
let moveResult = true;
const saved: Record<string, unknown> = {};
const globals: Record<string, unknown> = {
  game: {
    get release() {
      return { generation };
    },
  },
  foundry: { documents: { TokenDocument: { prototype: { move: () => true } } }, data: { operators: { ForcedDeletion } } },
};

const tokenDoc = {
  move: async (...args: unknown[]) => {
    calls.push({ fn: "move", args });
    return moveResult;
  },
  update: async (...args: unknown[]) => void calls.push({ fn: "token.update", args }),
};
const scene = {
  id: "scene00000000001",
  tokens: { get: (id: string) => (id === "tokenB1000000001" ? tokenDoc : undefined) },
  updateEmbeddedDocuments: async (...args: unknown[]) => void calls.push({ fn: "updateEmbeddedDocuments", args }),
  update: async (...args: unknown[]) => void calls.push({ fn: "scene.update", args }),
} as unknown as Scene.Implementation;

beforeAll(() => {
  for (const [k, v] of Object.entries(globals)) {
    saved[k] = (globalThis as Record<string, unknown>)[k];
    (globalThis as Record<string, unknown>)[k] = v;
  }
});
afterAll(() => {
  for (const k of Object.keys(globals)) (globalThis as Record<string, unknown>)[k] = saved[k];
});

describe("sceneStore", () => {
  it("passes the placement options of a token update to Foundry", async () => {
    calls.length = 0;
    generation = 13;
    const rows = [{ _id: "tokenB1000000001", x: 100, y: 200 }];
    await sceneStore(scene).update("Token", rows, placementOptions(rows));
    expect(calls).toEqual([{ fn: "updateEmbeddedDocuments", args: ["Token", rows, placementOptions(rows)] }]);
  });

  it("writes `-=key` on v13 and the ForcedDeletion operator on v14", async () => {
    const data = { _id: "scene00000000001", flags: { "-=ordnance": null } };
    calls.length = 0;
    generation = 13;
    await sceneStore(scene).updateScene(data);
    expect(calls[0]?.args[0]).toEqual(data);
    generation = 14;
    await sceneStore(scene).updateScene(data);
    const written = calls[1]?.args[0] as { flags: Record<string, unknown> };
    expect(Object.keys(written.flags)).toEqual(["ordnance"]);
    expect(written.flags["ordnance"]).toBeInstanceOf(ForcedDeletion);
  });

  it("moves with the module's action and no wall constraint; a refused move throws and writes nothing else", async () => {
    calls.length = 0;
    generation = 13;
    const store = sceneStore(scene);
    moveResult = true;
    await store.moveTokens!([{ _id: "tokenB1000000001", x: 300, y: 400, elevation: 0 }]);
    expect(calls[0]?.args[1]).toMatchObject({ method: "api", constrainOptions: { ignoreWalls: true, ignoreCost: true } });
    moveResult = false;
    await expect(store.moveTokens!([{ _id: "tokenB1000000001", x: 300, y: 400, elevation: 0 }])).rejects.toThrow(/was refused/);
    expect(calls.filter((c) => c.fn === "token.update")).toEqual([]);
  });
});
