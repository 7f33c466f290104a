// What a player may see: the public card carries the outcome and rolls but no hidden token, and no
// scenario, transcript or undo data; the replay record goes in a message whispered to the GMs, which a
// player's client is never sent (the server's per-user filter, faked in fake-users.ts).

import { describe, expect, it } from "vitest";
import { attackRecord, cardFlag, publicOutput, recordMessageData } from "../../../src/foundry/chat/card-record.js";
import { cardPicture } from "../../../src/foundry/chat/card-picture.js";
import { cardView } from "../../../src/foundry/chat/chat-card-view.js";
import { GM_ID, type StoredMessage, USERS, receivedBy } from "../../helpers/foundry/fake-users.js";
import { H, attackWithHiddenVictim } from "../../helpers/foundry/hidden-victim.js";

async function attackWithHiddenVictimCard() {
  const { own, card } = await attackWithHiddenVictim();
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
    const { messages } = await attackWithHiddenVictimCard();
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
    const { messages, record } = await attackWithHiddenVictimCard();
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
