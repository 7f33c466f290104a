// Decisions asked while the GM's pipeline resolves (issue #27), end to end over the fake scene: the Necromunda
// resolution order asked of the attacker's user once the marker has landed, and a Trench Crusade spend across Undo —
// the answer stays in the record (its export still gives the card), the markers come back, and the next attack asks
// again with what the model holds then.

import { describe, expect, it } from "vitest";
import { type CountPrompt, type OrderPrompt, resolveScenario } from "../../../src/core/index.js";
import { scenarioWithAnswers } from "../../../src/foundry/pipeline/build-scenario.js";
import { executeUndo } from "../../../src/foundry/pipeline/operation-plan.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { fixture, fixtureScene, runWith } from "../../helpers/foundry/fixture-scene.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";
import { docId } from "../../helpers/foundry/scene-from-scenario.js";

const exportOf = (card: { scenario: unknown; answers: Parameters<typeof scenarioWithAnswers>[1]; decisions: Record<string, unknown> }) =>
  JSON.parse(JSON.stringify(scenarioWithAnswers(card.scenario, card.answers, card.decisions))) as Record<string, unknown>;

describe("Necromunda: the resolution order, asked once the marker has landed", () => {
  const [A0, L, M] = [docId("A0"), docId("L"), docId("M")];

  it("the attacker's user orders the fighters under the marker; the card names who, the export gives the card", async () => {
    const asked: [OrderPrompt, string][] = [];
    const { card, exported } = await runWith("necromunda/nx-order.json", {}, { askOrder: (p, user) => (asked.push([p, user]), [M, L]) });
    expect(asked).toHaveLength(1);
    expect(asked[0]![1]).toBe(`owner-${A0}`);
    expect([...asked[0]![0].options].sort()).toEqual([L, M].sort());
    expect(card.answers.find((a) => a.tag === "N.order")).toMatchObject({ source: "user", by: `owner-${A0}`, value: [M, L] });
    expect(card.decisions).toEqual({ resolutionOrder: [M, L] });
    expect(card.output.rolls.map((r) => r.tag).filter((t) => t.startsWith("N.wound"))).toEqual([`N.wound[${M}]`, `N.wound[${L}]`]);
    expect(exported["decisions"]).toEqual({ resolutionOrder: [M, L] });
    expect(resolveScenario(exported).output).toEqual(card.output);
  });

  it("no answer (or not an order of those fighters): nearest first, recorded as the automation's", async () => {
    for (const reply of [undefined, [M], [M, L, A0]]) {
      const { card, exported } = await runWith("necromunda/nx-order.json", {}, { askOrder: () => reply });
      const answer = card.answers.find((a) => a.tag === "N.order");
      expect(answer).toMatchObject({ source: "noAnswer", by: `owner-${A0}` });
      expect(card.decisions).toEqual({});
      expect(resolveScenario(exported).output).toEqual(card.output);
    }
  });

  it("an order given up front is not asked", async () => {
    let asked = 0;
    const { card } = await runWith(
      "necromunda/nx-order.json",
      { decisions: { resolutionOrder: [L, M] } },
      { askOrder: () => (asked++, [M, L]) },
    );
    expect(asked).toBe(0);
    expect(card.answers.some((a) => a.tag === "N.order")).toBe(false);
  });
});

describe("Trench Crusade: a spend asked while resolving, and Undo", () => {
  it("after Undo the record keeps the answer (its export still gives the card), the markers are back, and the next attack asks again", async () => {
    const E = docId("E");
    const f = fixtureScene(fixture("trench-crusade/tc-12.json"));
    const asked: [string, number, string][] = [];
    let reply = 1;
    const askCount = (p: CountPrompt, user: string): number => (asked.push([p.tag, p.max, user]), reply);
    const h = harness(f.scene, { ruleset: f.ruleset, faces: f.faces, askCount });
    const ports = { ...h.ports, settings: f.settings };
    const bloodOf = (): unknown =>
      (f.scene.ledgerEntries()[`Scene.${f.scene.sceneId}.Token.${E}`]?.state as { blood?: number } | undefined)?.blood;

    await runAttack(ports, f.request, "u");
    const first = h.cards[0]!;
    expect(asked).toEqual([[`T.bloodSpendOnInjury[${E}]`, 2, `owner-${docId("A")}`]]);
    expect(first.decisions).toEqual({ bloodSpendOnInjury: { [E]: 1 } });
    const after = bloodOf();
    expect(after).not.toBeUndefined();

    await executeUndo(f.scene, first.undo!);
    // The markers the spend took (and those the hit gave) are undone: E holds its 2 Blood as before the attack.
    expect(bloodOf()).toBeUndefined();
    // The record is untouched by Undo: its answer still reproduces the first card.
    expect(resolveScenario(exportOf(first)).output).toEqual(first.output);

    // The next attack asks afresh, of the same user, with the markers E holds now; the old answer is not reused.
    reply = 2;
    await runAttack(ports, f.request, "u");
    const second = h.cards[1]!;
    expect(asked[1]).toEqual([`T.bloodSpendOnInjury[${E}]`, 2, `owner-${docId("A")}`]);
    expect(second.decisions).toEqual({ bloodSpendOnInjury: { [E]: 2 } });
    expect(resolveScenario(exportOf(second)).output).toEqual(second.output);
  });
});
