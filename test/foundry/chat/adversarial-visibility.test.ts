// What a player may see: the public card carries the outcome and rolls but no hidden token, and no
// scenario, transcript or undo data; the replay record goes in a message whispered to the GMs, which a
// player's client is never sent (the server's per-user filter, faked in fake-users.ts).

import { describe, expect, it } from "vitest";
import { attackRecord, cardFlag, publicOutput, recordMessageData } from "../../../src/foundry/chat/card-record.js";
import { cardPicture } from "../../../src/foundry/chat/card-picture.js";
import { cardView } from "../../../src/foundry/chat/chat-card-view.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { FakeOwnership, GM_ID, P1, P2, type StoredMessage, USERS, receivedBy } from "../../helpers/foundry/fake-users.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";

const A = "attackerA0000001";
const E = "enemyE0000000001";
const H = "hiddenH000000001";
const weapon = {
  id: "frag",
  name: "Frag",
  ruleset: "trench-crusade" as const,
  weapon: { name: "Frag", range: 8, keywords: ["BLAST(3)", "IGNORE COVER", "IGNORE LONG RANGE"] },
  state: null,
};

async function attackWithHiddenVictim() {
  const scene = new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
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
    { sceneId: scene.sceneId, attackerTokenId: A, weaponId: "frag", target: { tokenId: E }, blind: false },
    P1,
  );
  const card = h.cards[0]!;
  expect(card.output.affected.map((a) => a.figure)).toContain(H);
  // The two messages as chat-card.ts creates them (author: the active GM's client).
  const record = attackRecord(card, 1);
  const nameOf = (id: string) => (id === H ? "Sniper in the rubble" : id);
  const picture = cardPicture(
    record.scenario,
    card.output,
    (id) => own.hidden.has(id),
    nameOf,
    (n) => n.key,
  );
  const view = cardView(
    record.attackId,
    publicOutput(card.output, (id) => own.hidden.has(id)),
    (k) => k,
    nameOf,
    {
      hasUndo: true,
      undone: false,
      scenario: record.scenario,
      picture: picture.img,
    },
  );
  const recordMsg = recordMessageData(record, [GM_ID], "record");
  const messages: StoredMessage[] = [
    { author: GM_ID, whisper: recordMsg.whisper, content: recordMsg.content, flags: recordMsg.flags },
    {
      author: GM_ID,
      whisper: [],
      content: JSON.stringify(view),
      flags: { ordnance: { card: cardFlag(record, "record0000000001", picture.canvas) } },
    },
  ];
  expect(picture.img).toMatch(/^<img src="data:image\/svg\+xml,/);
  expect(picture.canvas?.primitives.length).toBeGreaterThan(3);
  return { messages, record };
}

describe("adversarial: what a player's client receives", () => {
  it("a player receives the public card only: outcome and rolls, no hidden token, no scenario, transcript or undo data", async () => {
    const { messages } = await attackWithHiddenVictim();
    for (const player of USERS.filter((u) => !u.isGM)) {
      const got = receivedBy(player, messages);
      expect(got).toHaveLength(1);
      const wire = JSON.stringify(got);
      expect(wire).not.toContain(H);
      expect(wire).not.toContain("Sniper");
      for (const secret of ["scenario", "answers", "undo", "battlefield", "applied"]) expect(wire).not.toContain(`"${secret}"`);
      expect(wire).toContain("ORDNANCE.Outcome.");
      expect(wire).toContain("T.success");
    }
  });

  it("the GM receives the record: the whole scenario, transcript and undo data, hidden token included", async () => {
    const { messages, record } = await attackWithHiddenVictim();
    const got = receivedBy(
      USERS.find((u) => u.id === GM_ID)!,
      messages,
    );
    expect(got).toHaveLength(2);
    expect(got[0]!.flags).toEqual({ ordnance: { attack: record } });
    expect(JSON.stringify(got)).toContain(H);
    expect(record.undo).not.toBeNull();
  });
});
