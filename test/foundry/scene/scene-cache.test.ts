// The per-scene cache: a warm attack converts and validates nothing again and resolves as a fresh one
// does; hooks mark walls, the rest of a scene, every scene (actors, settings) or a whole scene stale;
// the cached parse equals the full parse and refuses what it refuses.

import { describe, expect, it } from "vitest";
import { ScenarioError, loadScenario } from "../../../src/core/index.js";
import { type ChangedDoc, watchSceneChanges } from "../../../src/foundry/hooks/scene-cache.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { SceneCache, loadPreparedScenario } from "../../../src/foundry/scene/scene-cache.js";
import { KX } from "../../helpers/foundry/apply-helpers.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token, wall } from "../../helpers/foundry/foundry-data.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";

const ATTACKER = "attacker00000001";
const SCENE = "scene00000000001";
const fighter = (side: string) => ({ side, stats: { quality: 10 } });
const weapons = [
  { id: "gl", name: "Grenade launcher", ruleset: "gzg" as const, weapon: { name: "GL", rangeBand: 6, payload: "explosive" }, state: null },
];

function scene(): FakeScene {
  return new FakeScene(SCENE, SQUARE_INCH, undefined, {
    tokens: [
      token(ATTACKER, -50, -50, { flags: { ordnance: { fighter: { ...fighter("red"), weapons } } } }),
      token("victim0000000001", 1150, -50, { flags: { ordnance: { fighter: fighter("blue") } } }),
    ],
    walls: [wall("wall000000000001", [600, -300, 600, -200]), wall("wall000000000002", [900, 200, 1000, 300])],
  });
}

const request = { sceneId: SCENE, attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: "victim0000000001" }, blind: false };
const inputs = { ruleset: "gzg" as const, settings: {}, gridUnitsPerInch: 1, consts: KX };

describe("the scene cache", () => {
  it("prepares a scene once: warm attacks reuse it and resolve exactly as fresh ones", async () => {
    // Each attack on a fresh copy of the same scene (the fake applies outcomes but fires no hooks).
    const cache = new SceneCache();
    const faces = [
      [1, 12, 3, 10, 10, 1, 1],
      [10, 10, 10, 1, 1, 1],
      [2, 6, 9, 10, 1, 10, 1],
    ];
    for (const f of faces) {
      const warm = harness(scene(), { faces: f });
      const cold = harness(scene(), { faces: f });
      await runAttack({ ...warm.ports, cache }, request, "user000000000001");
      await runAttack(cold.ports, request, "user000000000001");
      expect(warm.cards[0]!.output).toEqual(cold.cards[0]!.output);
      expect(warm.cards[0]!.scenario).toEqual(cold.cards[0]!.scenario);
    }
    expect(cache.fills).toEqual({ walls: 1, rest: 1 });
  });

  it("hooks mark the walls, the rest of a scene, every scene or a whole scene stale", () => {
    const s = scene();
    const cache = new SceneCache();
    const listeners = new Map<string, ((doc: ChangedDoc) => void)[]>();
    watchSceneChanges((hook, fn) => listeners.set(hook, [...(listeners.get(hook) ?? []), fn]), cache);
    const fire = (hook: string, doc: ChangedDoc): void => {
      for (const fn of listeners.get(hook) ?? []) fn(doc);
    };
    const prepare = () => cache.prepare(SCENE, s.pipelineScene(), inputs);
    const first = prepare();
    expect(prepare()).toBe(first);
    fire("updateWall", { id: "wall000000000001", parent: { id: SCENE } });
    prepare();
    expect(cache.fills).toEqual({ walls: 2, rest: 1 });
    fire("createToken", { id: "t", parent: { id: SCENE } });
    fire("deleteTile", { id: "t", parent: { id: "another scene" } });
    prepare();
    expect(cache.fills).toEqual({ walls: 2, rest: 2 });
    fire("updateActor", { id: "actor" });
    prepare();
    expect(cache.fills).toEqual({ walls: 2, rest: 3 });
    fire("updateScene", { id: SCENE });
    prepare();
    expect(cache.fills).toEqual({ walls: 3, rest: 4 });
    fire("updateSetting", { id: "setting" });
    prepare();
    expect(cache.fills).toEqual({ walls: 4, rest: 5 });
    // Other inputs are part of the key: other rules settings re-prepare the figures (their stats depend on them).
    cache.prepare(SCENE, s.pipelineScene(), { ...inputs, settings: { "gzg.maxBounces": 1 } });
    expect(cache.fills).toEqual({ walls: 4, rest: 6 });
    for (const verb of ["create", "update", "delete"])
      for (const name of ["Wall", "Token", "Tile", "Region", "Actor", "Setting"]) expect(listeners.has(`${verb}${name}`)).toBe(true);
  });

  it("a moved token is seen after its hook", () => {
    const s = scene();
    const cache = new SceneCache();
    const before = cache.prepare(SCENE, s.pipelineScene(), inputs);
    const moved = { ...s.pipelineScene(), tokens: s.pipelineScene().tokens.map((t) => (t._id === ATTACKER ? { ...t, x: 150 } : t)) };
    expect(cache.prepare(SCENE, moved, inputs)).toBe(before);
    cache.othersChanged(SCENE);
    expect(cache.prepare(SCENE, moved, inputs).snapshot.figures.find((f) => f.id === ATTACKER)?.x).toBe(2);
  });

  it("parses a document over the prepared battlefield as loadScenario does, and refuses what it refuses", () => {
    const cache = new SceneCache();
    const prepared = cache.prepare(SCENE, scene().pipelineScene(), inputs);
    const doc = {
      ruleset: "gzg",
      settings: {},
      battlefield: prepared.document,
      attack: { attacker: ATTACKER, weapon: weapons[0]!.weapon, target: { figure: "victim0000000001" } },
    };
    const full = loadScenario(structuredClone(doc));
    const fast = loadPreparedScenario(doc, prepared);
    expect({ ...fast, source: null }).toEqual({ ...full, source: null });
    expect(fast.battlefield).toBe(prepared.parsed);
    const bad = { ...doc, attack: { ...doc.attack, target: { figure: "nobody" } } };
    expect(() => loadPreparedScenario(bad, prepared)).toThrow(ScenarioError);
    expect(() => loadPreparedScenario(bad, prepared)).toThrow(/attack\.target\.figure/);
    expect(Object.isFrozen(prepared.document["walls"])).toBe(true);
  });
});
