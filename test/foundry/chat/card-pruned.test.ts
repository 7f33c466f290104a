// The chat card keeps only the attack's reach: walls and tokens far from a GZG grenade's line of fire and
// landing area are left out of its record, and the record still replays and resolves to the card's output.

import { describe, expect, it } from "vitest";
import { loadScenario, outputDocument, prepareResolution, replayAnswerer, resolveScenario, run } from "../../../src/core/index.js";
import { scenarioWithAnswers } from "../../../src/foundry/pipeline/build-scenario.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token, wall } from "../../helpers/foundry/foundry-data.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";

const ATTACKER = "attacker00000001";
const fighter = (side: string) => ({ side, stats: { quality: 10 } });

function scene(): FakeScene {
  const weapons = [
    {
      id: "gl",
      name: "Grenade launcher",
      ruleset: "gzg" as const,
      weapon: { name: "GL", rangeBand: 6, payload: "explosive" },
      state: null,
    },
  ];
  // 100 px per inch: the attacker at (0, 0), the target 12" east; far walls and tokens 40" south.
  const far = Array.from({ length: 30 }, (_, i) => wall(`farwall${String(i).padStart(8, "0")}`, [i * 100, 4000, i * 100 + 50, 4100]));
  const near = [wall("nearwall00000001", [1300, -300, 1300, 300])];
  return new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
    tokens: [
      token(ATTACKER, -50, -50, { flags: { ordnance: { fighter: { ...fighter("red"), weapons } } } }),
      token("victim0000000001", 1150, -50, { flags: { ordnance: { fighter: fighter("blue") } } }),
      ...Array.from({ length: 10 }, (_, i) =>
        token(`faraway${String(i).padStart(9, "0")}`, i * 200, 4500, { flags: { ordnance: { fighter: fighter("blue") } } }),
      ),
    ],
    walls: [...near, ...far],
  });
}

describe("the chat card's record", () => {
  it("holds only the walls and tokens within the attack's reach, and resolves and replays to the card's output", async () => {
    const s = scene();
    // A miss (1 on the D10 against TN 2) deviates 1" toward 12 o'clock; then the blast's dice.
    const h = harness(s, { faces: [1, 12, 3, 10, 10, 1, 1] });
    await runAttack(
      h.ports,
      { sceneId: s.sceneId, attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: "victim0000000001" }, blind: false },
      "user000000000001",
    );
    const card = h.cards[0]!;
    expect(card.output.outcome).toBe("DEVIATED");
    const bf = (card.scenario as { battlefield: { walls: { id: string }[]; figures: { id: string }[] } }).battlefield;
    expect(bf.walls.map((w) => w.id)).toEqual(["nearwall00000001"]);
    expect(bf.figures.map((f) => f.id).sort()).toEqual([ATTACKER, "victim0000000001"]);
    const exported = resolveScenario(scenarioWithAnswers(card.scenario, card.answers, card.decisions));
    expect(exported.output).toEqual(card.output);
    const replay = run(prepareResolution(loadScenario(card.scenario))(), replayAnswerer(card.answers));
    expect(outputDocument(replay.result, replay.answers)).toEqual(card.output);
  });
});
