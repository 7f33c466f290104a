// A Trench Crusade Frag thrown by P1's token A at P2's token E, whose blast also catches H, a token hidden from
// players right beside the target (the scene after the GM's pipeline, the ownership, and the card it posted).

import { expect } from "vitest";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { FakeScene } from "./fake-scene.js";
import { SQUARE_INCH, token } from "./foundry-data.js";
import { FakeOwnership, P1, P2, USERS } from "./fake-users.js";
import { harness } from "./pipeline-harness.js";

export const A = "attackerA0000001";
export const E = "enemyE0000000001";
export const H = "hiddenH000000001";
export const SCENE = "scene00000000001";

const weapon = {
  id: "frag",
  name: "Frag",
  ruleset: "trench-crusade" as const,
  weapon: { name: "Frag", range: 8, keywords: ["BLAST(3)", "IGNORE COVER", "IGNORE LONG RANGE"] },
  state: null,
};

/** Runs the attack (every die a 6); the blast is checked to have caught H. */
export async function attackWithHiddenVictim() {
  const scene = new FakeScene(SCENE, SQUARE_INCH, undefined, {
    tokens: [
      token(A, 0, 0, { flags: { ordnance: { fighter: { side: "red", stats: {}, weapons: [weapon] } } } }),
      token(E, 500, 0, { flags: { ordnance: { fighter: { side: "blue", stats: {} } } } }),
      // Hidden from players, right next to the target: the blast hits it.
      token(H, 500, 100, { flags: { ordnance: { fighter: { side: "blue", stats: { blood: 3 } } } } }),
    ],
  });
  const own = new FakeOwnership(USERS, { [A]: [P1], [E]: [P2] }, new Set([H]));
  const h = harness(scene, { ruleset: "trench-crusade", faces: [6, 6, 6, 6, 6, 6, 6, 6] });
  await runAttack(
    { ...h.ports, sender: (id) => own.sender(id) },
    { sceneId: SCENE, attackerTokenId: A, weaponId: "frag", target: { tokenId: E }, blind: false },
    P1,
  );
  const card = h.cards[0];
  if (!card) throw new Error("no card posted");
  expect(card.output.affected.map((a) => a.figure)).toContain(H);
  return { scene, own, card };
}
