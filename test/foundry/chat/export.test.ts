// The chat card's "Export scenario JSON": the exported document carries the dice and the decisions users
// made, so `ordnance resolve` on it (core alone) gives the card's output exactly — here a Trench Crusade
// Satchel Charge that scatters to a point the opponent chose on the canvas.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveScenario } from "../../../src/core/index.js";
import { scenarioWithAnswers } from "../../../src/foundry/pipeline/build-scenario.js";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { parseAttackRequest } from "../../../src/foundry/relay/relay-messages.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { storedSatchel } from "../../helpers/foundry/foundry-data.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";
import { PPI, docId, renameFigures, sceneFromScenario } from "../../helpers/foundry/scene-from-scenario.js";

const tc07 = JSON.parse(readFileSync(join(import.meta.dirname, "../../fixtures/trench-crusade/tc-07.json"), "utf8")) as {
  scenario: Record<string, unknown>;
};

describe("export with user decisions", () => {
  it("a Trench Crusade scatter to a user-chosen point: the export resolves to the card's output", async () => {
    // TC-07's table, without its scripted dice and decisions: the pipeline rolls and asks.
    const { dice: _d, decisions: _c, ...layout } = renameFigures(tc07.scenario);
    const base = sceneFromScenario(layout);
    const satchel = storedSatchel();
    const A = docId("A");
    const tokens = base
      .tokens()
      .map((t) => (t._id === A ? { ...t, flags: { ordnance: { fighter: { ...t.flags.ordnance?.fighter, weapons: [satchel] } } } } : t));
    const scene = new FakeScene(base.sceneId, base.grid, base.sceneRect, { tokens });
    const asked: string[] = [];
    // T.success (2, 2, 5) at long range keeps 4: a 3" scatter; the opponent picks (5.5, 3), 3" below E1.
    const h = harness(scene, {
      ruleset: "trench-crusade",
      faces: [2, 2, 5, 2, 3, 6, 1, 4, 4, 1, 1, 2],
      askPoint: (tag, fallback) => {
        asked.push(tag);
        expect(fallback).not.toEqual([5.5, 3, 0]);
        return [5.5, 3];
      },
    });
    const r = await runAttack(
      h.ports,
      { sceneId: scene.sceneId, attackerTokenId: A, weaponId: "satchel", target: { tokenId: docId("E1") }, blind: false },
      "u",
    );
    expect(asked).toEqual(["T.scatterPoint"]);
    const card = h.cards[0]!;
    expect(r.output).toMatchObject({ outcome: "SCATTERED", impact: { x: 5.5, y: 3 } });
    expect(card.answers.find((a) => a.tag === "T.scatterPoint")).toMatchObject({ source: "user", value: [5.5, 3] });
    expect(card.decisions).toEqual({ scatterPoint: [5.5, 3] });

    const exported = JSON.parse(JSON.stringify(scenarioWithAnswers(card.scenario, card.answers, card.decisions))) as Record<
      string,
      unknown
    >;
    expect(exported["decisions"]).toEqual({ scatterPoint: [5.5, 3] });
    expect(resolveScenario(exported).output).toEqual(card.output);
    // Without the decision the automation would pick its own point: the export would not match.
    expect(resolveScenario({ ...scenarioWithAnswers(card.scenario, card.answers), seed: "other dice" }).output.impact).not.toEqual(
      card.output.impact,
    );
    expect(PPI).toBe(100);
  });

  it("keeps decisions already in the scenario (a Necromunda resolutionOrder) beside the users' own", () => {
    const doc = scenarioWithAnswers(
      { ruleset: "necromunda", decisions: { resolutionOrder: ["B2", "B1"] } },
      [{ tag: "N.hit", kind: "dice", value: [4], source: "foundry" }],
      { scatterPoint: [1, 2] },
    );
    expect(doc).toEqual({
      ruleset: "necromunda",
      decisions: { resolutionOrder: ["B2", "B1"], scatterPoint: [1, 2] },
      dice: { "N.hit": 4 },
    });
  });
});

describe("up-front decisions in the request (Necromunda resolutionOrder)", () => {
  it("the relay accepts a resolution order of token ids and refuses anything else (the GM's client refuses a scatter point: the opponent's)", () => {
    const base = {
      sceneId: "scene00000000001",
      attackerTokenId: "attacker00000001",
      weaponId: "gl",
      target: { tokenId: "victim0000000001" },
      blind: false,
    };
    expect(parseAttackRequest({ ...base, decisions: { resolutionOrder: ["victim0000000002", "victim0000000001"] } })).toEqual({
      ...base,
      decisions: { resolutionOrder: ["victim0000000002", "victim0000000001"] },
    });
    expect(parseAttackRequest({ ...base, decisions: { resolutionOrder: ["short"] } })).toBeNull();
    expect(parseAttackRequest({ ...base, decisions: { scatterPoint: [1, 2, 3] } })).toBeNull();
    expect(parseAttackRequest({ ...base, decisions: "B1" })).toBeNull();
  });

  it("is written into the scenario (unknown ids dropped), so the card and its export resolve in that order", async () => {
    const fx = JSON.parse(readFileSync(join(import.meta.dirname, "../../fixtures/necromunda/nx-order.json"), "utf8")) as {
      scenario: Record<string, unknown>;
    };
    const { dice: _d, decisions: _c, ...layout } = renameFigures(fx.scenario);
    const base = sceneFromScenario(layout);
    const attack = layout["attack"] as { attacker: string; weapon: Record<string, unknown>; target: { figure?: string; point?: number[] } };
    const gl: FighterWeapon = { id: "w", name: "W", ruleset: "necromunda", weapon: attack.weapon, state: null };
    const tokens = base
      .tokens()
      .map((t) =>
        t._id === attack.attacker ? { ...t, flags: { ordnance: { fighter: { ...t.flags.ordnance?.fighter, weapons: [gl] } } } } : t,
      );
    const scene = new FakeScene(base.sceneId, base.grid, base.sceneRect, { tokens });
    const h = harness(scene, { ruleset: "necromunda", faces: [6, 3, 4, 5, 2] });
    const target = attack.target.figure
      ? { tokenId: attack.target.figure }
      : { point: { x: attack.target.point![0]! * 100, y: attack.target.point![1]! * 100 } };
    const order = [docId("M"), "nobody0000000001", docId("L")];
    await runAttack(
      h.ports,
      {
        sceneId: scene.sceneId,
        attackerTokenId: attack.attacker,
        weaponId: "w",
        target,
        blind: false,
        decisions: { resolutionOrder: order },
      },
      "u",
    );
    const card = h.cards[0]!;
    expect((card.scenario as { decisions: unknown }).decisions).toEqual({ resolutionOrder: [docId("M"), docId("L")] });
    const exported = scenarioWithAnswers(card.scenario, card.answers, card.decisions);
    expect(exported["decisions"]).toEqual({ resolutionOrder: [docId("M"), docId("L")] });
    expect(resolveScenario(exported).output).toEqual(card.output);
  });
});
