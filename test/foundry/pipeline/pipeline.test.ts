// The GM-side pipeline end to end on a fake scene: snapshot → scenario → core with injected dice →
// plan → writes → chat card → hooks; cancellation, refusals, replay of the stored transcript, upkeep.

import { describe, expect, it, vi } from "vitest";
import {
  type OutputDocument,
  type WindSnapshot,
  getRuleset,
  loadScenario,
  outputDocument,
  prepareResolution,
  replayAnswerer,
  run,
} from "../../../src/core/index.js";
import { NoticeError } from "../../../src/foundry/platform/errors.js";
import { executeUndo } from "../../../src/foundry/pipeline/operation-plan.js";
import { runAttack, runUpkeep } from "../../../src/foundry/pipeline/pipeline.js";
import { windToKeep } from "../../../src/foundry/pipeline/scene-flags.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";
import { RoundTracker, persistedRound } from "../../../src/foundry/pipeline/round-tracker.js";
import { docId, sceneFromScenario } from "../../helpers/foundry/scene-from-scenario.js";

const ATTACKER = "attacker00000001";
function attackScene(): FakeScene {
  const fighter = (side: string) => ({ side, stats: { quality: 10 } });
  return new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
    tokens: [
      token(ATTACKER, -50, -50, {
        flags: {
          ordnance: {
            fighter: {
              ...fighter("red"),
              weapons: [
                {
                  id: "gl",
                  name: "Grenade launcher",
                  ruleset: "gzg",
                  weapon: { name: "GL", rangeBand: 6, payload: "explosive" },
                  state: null,
                },
              ],
            },
          },
        },
      }),
      token("victim0000000001", 1150, -50, { flags: { ordnance: { fighter: fighter("blue") } } }),
      token("victim0000000002", 1250, 50, { flags: { ordnance: { fighter: fighter("blue") } } }),
    ],
  });
}

describe("runAttack", () => {
  it("resolves with Foundry-style rolls, writes in at most 4 calls, posts one card with rolls and undo, fires the hooks in order", async () => {
    const scene = attackScene();
    const before = scene.dump();
    const h = harness(scene, { faces: [10, 1, 1, 12, 12] });
    const r = await runAttack(
      h.ports,
      { sceneId: scene.sceneId, attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: "victim0000000001" }, blind: false },
      "user000000000001",
    );
    expect(h.hooks).toEqual(["preResolve", "resolved", "applied"]);
    expect(r.messageId).toBe("message000000001");
    expect(scene.dbCalls()).toBeLessThanOrEqual(4);
    expect(scene.templates().length).toBe(1);
    const card = h.cards[0]!;
    expect(h.cards.length).toBe(1);
    expect(card.rolls.map((x) => x.formula)).toEqual(r.output!.rolls.map((x) => x.dice));
    expect(card.answers.every((a) => a.source === "foundry")).toBe(true);

    // The stored scenario and answers replay to the same output.
    const replayed = run(prepareResolution(loadScenario(card.scenario))(), replayAnswerer(card.answers));
    expect(outputDocument(replayed.result, replayed.answers)).toEqual(card.output);

    await executeUndo(scene, card.undo!);
    expect(scene.dump()).toEqual(before);
  });

  it("resolves the world's settings once per attack, and draws the blast the core reports (GZG's default 2\")", async () => {
    const scene = attackScene();
    const h = harness(scene, { faces: [10, 1, 1, 12, 12] });
    const spy = vi.spyOn(getRuleset("gzg")!, "resolveSettings");
    try {
      const r = await runAttack(
        h.ports,
        { sceneId: scene.sceneId, attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: "victim0000000001" }, blind: false },
        "user000000000001",
      );
      expect(spy).toHaveBeenCalledTimes(1);
      // the launcher names no blastRadius: the core's 2" default, in the output and on the canvas
      expect(r.output!.blastRadius).toBe(2);
      expect(scene.templates()[0]!.distance).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  it("a preResolve hook returning false cancels: nothing written, no card", async () => {
    const scene = attackScene();
    const h = harness(scene, { cancel: true });
    const err = await runAttack(
      h.ports,
      { sceneId: scene.sceneId, attackerTokenId: ATTACKER, weaponId: "gl", target: { point: { x: 1200, y: 0 } }, blind: false },
      "u",
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NoticeError);
    expect(err).toMatchObject({ key: "ORDNANCE.Error.cancelled" });
    expect(scene.dbCalls()).toBe(0);
    expect(h.cards).toEqual([]);
  });

  it("refuses an unknown attacker, weapon or target token", async () => {
    const scene = attackScene();
    const h = harness(scene);
    const key = (p: Promise<unknown>) =>
      p.then(
        () => "ok",
        (e: unknown) => (e instanceof NoticeError ? e.key : String(e)),
      );
    const base = {
      sceneId: scene.sceneId,
      attackerTokenId: ATTACKER,
      weaponId: "gl",
      target: { tokenId: "victim0000000001" },
      blind: false,
    };
    expect(await key(runAttack(h.ports, { ...base, attackerTokenId: "nobody0000000001" }, "u"))).toBe("ORDNANCE.Error.unknownToken");
    expect(await key(runAttack(h.ports, { ...base, weaponId: "rifle" }, "u"))).toBe("ORDNANCE.Error.unknownWeapon");
    expect(await key(runAttack(h.ports, { ...base, target: { tokenId: "nobody0000000001" } }, "u"))).toBe("ORDNANCE.Error.unknownToken");
    expect(scene.dbCalls()).toBe(0);
  });

  it("a failed write is rolled back and reported as a notice", async () => {
    const scene = attackScene();
    const before = scene.dump();
    const h = harness(scene, { faces: [10, 12, 12, 1, 1] });
    scene.failOn = (op, name) => op === "update" && name === "Token";
    const err = await runAttack(
      h.ports,
      { sceneId: scene.sceneId, attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: "victim0000000001" }, blind: false },
      "u",
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ key: "ORDNANCE.Error.writeFailed" });
    expect(scene.dump()).toEqual(before);
    expect(h.cards).toEqual([]);
  });
});

describe("runAttack: plain tokens and a failed card", () => {
  it("tokens without a fighter profile are figures with default stats and can be hit", async () => {
    const scene = attackScene();
    const plain = new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
      tokens: [...scene.tokens(), token("plaintoken000001", 1150, 50)],
    });
    const h = harness(plain, { faces: [10, 12, 12, 1, 1, 12, 12, 1] });
    const r = await runAttack(
      h.ports,
      { sceneId: plain.sceneId, attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: "plaintoken000001" }, blind: false },
      "u",
    );
    expect(r.output!.outcome).not.toBe("ILLEGAL");
    expect(JSON.stringify(h.cards[0]!.scenario)).toContain('"id":"plaintoken000001","side":"hostile"');
  });

  it("when the chat card cannot be posted, the writes are taken back", async () => {
    const scene = attackScene();
    const before = scene.dump();
    const h = harness(scene, { faces: [10, 12, 12, 1, 1], cardFails: true });
    const err = await runAttack(
      h.ports,
      { sceneId: scene.sceneId, attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: "victim0000000001" }, blind: false },
      "u",
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ key: "ORDNANCE.Error.writeFailed", data: { step: "create ChatMessage" } });
    expect(scene.dbCalls()).toBeGreaterThan(0);
    expect(scene.dump()).toEqual(before);
  });
});

/** The upkeep tests' GZG scene: one smoke marker 6.5" from R (blue); and their wind (hour 3, mode fixed3). */
const cloudScene = () =>
  sceneFromScenario({
    ruleset: "gzg",
    battlefield: {
      figures: [{ id: docId("R"), side: "blue", x: 36.5, y: 0, stats: { quality: 8, motivation: 2 } }],
      clouds: [{ id: "m1", kind: "smoke", x: 30, y: 0, radius: 3 }],
    },
  });
const wind: WindSnapshot = { enabled: true, hour: 3, mode: "fixed3" };

describe("runUpkeep", () => {
  it("drifts a lingering cloud: tile and ring move together", async () => {
    const scene = cloudScene();
    const h = harness(scene, { faces: [4, 5], wind });
    const r = await runUpkeep(h.ports, "gm");
    expect(r!.output!.clouds.moved).toEqual([{ id: "m1", x: 33, y: 0 }]);
    expect(scene.calls.map((c) => `${c.op} ${c.name}`)).toEqual(expect.arrayContaining(["update Tile", "update Wall"]));
    expect(scene.dbCalls()).toBeLessThanOrEqual(3);
    const tile = scene.tiles()[0]!;
    expect(tile.x + tile.width / 2).toBe(3300);
    for (const w of scene.walls()) expect(Math.hypot(w.c[0] - 3300, w.c[1])).toBeCloseTo(300, -1);
  });

  it("keeps a wind direction rolled during upkeep on the scene, and only once", async () => {
    const scene = cloudScene();
    const h = harness(scene, { faces: [4, 3, 5], wind: { enabled: true, hour: null, mode: "fixed3" } });
    await runUpkeep(h.ports, "gm");
    expect(scene.flagsOfScene()).toEqual({ ordnance: { wind: { enabled: true, hour: 3, mode: "fixed3" } } });
    const other = cloudScene();
    const again = harness(other, { faces: [4, 5], wind: { enabled: true, hour: 3, mode: "fixed3" } });
    await runUpkeep(again.ports, "gm");
    expect(other.flagsOfScene()).toEqual({});
  });

  it("dissipates a cloud: tile and ring deleted together, undo restores them", async () => {
    const scene = cloudScene();
    const before = scene.dump();
    const h = harness(scene, { faces: [5], wind });
    await runUpkeep(h.ports, "gm");
    expect(scene.tiles()).toEqual([]);
    expect(scene.walls()).toEqual([]);
    expect(scene.dbCalls()).toBe(2);
    await executeUndo(scene, h.cards[0]!.undo!);
    expect(scene.dump()).toEqual(before);
  });

  it("keeps a newly rolled wind with the mode the upkeep drifted by", () => {
    const output = { wind: { hour: 5, mode: "d6" } } as unknown as OutputDocument;
    expect(windToKeep(output, null)).toEqual({ enabled: true, hour: 5, mode: "d6" });
    expect(windToKeep(output, { enabled: true, hour: 5, mode: "d6" })).toBeNull();
    expect(windToKeep({} as OutputDocument, null)).toBeNull();
  });

  it("does nothing when the scene has no clouds", async () => {
    const scene = attackScene();
    const h = harness(scene);
    expect(await runUpkeep(h.ports, "gm")).toBeNull();
    expect(scene.dbCalls()).toBe(0);
    expect(h.hooks).toEqual([]);
  });
});

describe("upkeep rounds survive a reload", () => {
  const COMBAT = "combat0000000001";
  const upkeepRounds = (s: FakeScene): unknown => {
    const o = s.flagsOfScene()["ordnance"];
    return typeof o === "object" && o !== null && "upkeepRounds" in o ? o.upkeepRounds : undefined;
  };

  it("the round is written in the upkeep's own plan; after a reload that round never reruns, the next one runs", async () => {
    const scene = cloudScene();
    const before = scene.dump();
    const h = harness(scene, { faces: [4, 5], wind });
    await runUpkeep(h.ports, "gm", { combatId: COMBAT, round: 2 });
    expect(upkeepRounds(scene)).toEqual({ [COMBAT]: 2 });
    expect(scene.calls.map((c) => `${c.op} ${c.name}`)).toContain("update Scene");
    expect(h.cards[0]!.undo!.steps.some((s) => s.name === "Scene")).toBe(true);

    // A reload: a fresh tracker with only the scene's flags to go by.
    const tracker = new RoundTracker();
    const seen = persistedRound(scene.pipelineScene().sceneFlags?.upkeepRounds, COMBAT);
    expect(seen).toBe(2);
    expect(tracker.advance(COMBAT, 2, seen)).toBe(false);
    expect(tracker.advance(COMBAT, 3, seen)).toBe(true);

    // Undoing the upkeep forgets its round with the rest of its writes.
    await executeUndo(scene, h.cards[0]!.undo!);
    expect(scene.dump()).toEqual(before);
  });

  it("a later round adds to the record and its undo puts the earlier round back", async () => {
    const scene = cloudScene();
    await runUpkeep(harness(scene, { faces: [4, 5], wind }).ports, "gm", { combatId: COMBAT, round: 2 });
    const middle = scene.dump();
    const h = harness(scene, { faces: [4, 5], wind });
    await runUpkeep(h.ports, "gm", { combatId: COMBAT, round: 3 });
    expect(upkeepRounds(scene)).toEqual({ [COMBAT]: 3 });
    await executeUndo(scene, h.cards[0]!.undo!);
    expect(scene.dump()).toEqual(middle);
  });

  it("a failed write rolls the round back with the rest (the upkeep will run again)", async () => {
    const scene = cloudScene();
    const before = scene.dump();
    scene.failOn = (op, name) => op === "update" && name === "Scene";
    const err = await runUpkeep(harness(scene, { faces: [4, 5], wind }).ports, "gm", { combatId: COMBAT, round: 2 }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ key: "ORDNANCE.Error.writeFailed" });
    expect(scene.dump()).toEqual(before);
  });

  it("a round without clouds is still recorded (one scene update, no card)", async () => {
    const scene = attackScene();
    const h = harness(scene);
    expect(await runUpkeep(h.ports, "gm", { combatId: COMBAT, round: 4 })).toBeNull();
    expect(scene.calls).toEqual([{ op: "update", name: "Scene", count: 1 }]);
    expect(upkeepRounds(scene)).toEqual({ [COMBAT]: 4 });
    expect(h.cards).toEqual([]);
  });
});
