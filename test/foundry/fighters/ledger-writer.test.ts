// The rules ledger's one writer (fighters/ledger-writer.ts) at a table of two GMs and a player (gm-table.ts): a GM's
// change made on a client that is not the active GM is stored by the active GM's client; a player's forged change is
// dropped unanswered; a change waiting on a GM who leaves is stored by the next; one nobody answers is refused.

import { describe, expect, it } from "vitest";
import { parseLedgerMessage } from "../../../src/foundry/fighters/ledger-writer.js";
import { NoticeError } from "../../../src/foundry/platform/errors.js";
import { tokenKey } from "../../../src/foundry/pipeline/ledger-rows.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { GM_A, GM_B, GmTable } from "../../helpers/foundry/gm-table.js";

const SCENE = "scene00000000001";
const P1 = "player0000000001";
const A = "attacker00000001";
const KEY = tokenKey(SCENE, A);
const out = { ordnance: { fighter: { side: "red", stats: { quality: 10 } } } };
const rows = (quality: number) => [{ key: KEY, diff: { fighter: { side: "red", stats: { quality } } } }];

const newTable = () =>
  new GmTable(new FakeScene(SCENE, SQUARE_INCH, undefined, { tokens: [token(A, 0, 0, { flags: out })] }), [GM_A, GM_B], { [P1]: [A] }, [6]);

const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await new Promise((go) => setImmediate(go));
};

describe("the rules ledger has one writer: the active GM's client", () => {
  it("a change on the other GM's client is sent to the active GM's, which stores it", async () => {
    const t = newTable();
    await t.clients.get(GM_B)!.ledger.write({ kind: "rows", rows: rows(3) });
    expect(t.scene.ledgerEntries()[KEY]?.fighter?.stats).toEqual({ quality: 3 });
    expect(t.setting.updates).toEqual([GM_A]);
  });

  it("a player's forged change, sent straight to the active GM's client, is dropped unanswered", async () => {
    const t = newTable();
    const before = t.scene.ledgerEntries();
    t.net.socketFor(P1).emitRaw({ type: "ledgerWrite", id: "forged", to: GM_A, write: { kind: "rows", rows: [{ key: KEY, diff: null }] } });
    await settle();
    expect(t.scene.ledgerEntries()).toEqual(before);
    expect(t.setting.updates).toEqual([]);
    expect(t.net.sent.filter((s) => s.from === GM_A)).toEqual([]);
  });

  it("a change waiting on a GM who leaves is stored by the next active GM, once", async () => {
    const t = newTable();
    const write = t.clients.get(GM_B)!.ledger.write({ kind: "rows", rows: rows(2) });
    // GM A's tab closes before the change reaches it: B's client is the active GM now and stores it itself.
    t.leave(GM_A);
    await write;
    expect(t.scene.ledgerEntries()[KEY]?.fighter?.stats).toEqual({ quality: 2 });
    expect(t.setting.updates).toEqual([GM_B]);
  });

  it("a change nobody answers is refused after its attempts, and nothing is written", async () => {
    const t = newTable();
    // GM A's client is still listed as connected but its messages are lost (a dropped connection not yet noticed).
    t.net.disconnect(GM_A);
    let refused: unknown = null;
    const write = t.clients
      .get(GM_B)!
      .ledger.write({ kind: "rows", rows: rows(1) })
      .catch((e: unknown) => (refused = e));
    for (let i = 0; i < 4; i++) {
      await settle();
      t.timers.advance(10_000);
    }
    await write;
    expect(refused).toBeInstanceOf(NoticeError);
    expect((refused as NoticeError).key).toBe("ORDNANCE.Ledger.notWritten");
    expect(t.scene.ledgerEntries()[KEY]?.fighter?.stats).toEqual({ quality: 10 });
  });

  it("reads only well-formed ledger messages (the channel also carries the relay's and the throw's)", () => {
    const ok = { type: "ledgerWrite", id: "1", to: GM_A, write: { kind: "rows", rows: rows(1) } };
    expect(parseLedgerMessage(ok)).toEqual(ok);
    expect(parseLedgerMessage({ type: "ledgerWritten", id: "1", to: GM_B, ok: true, retry: false })).not.toBeNull();
    expect(parseLedgerMessage({ ...ok, write: { kind: "rows", rows: [{ key: 1, diff: null }] } })).toBeNull();
    expect(parseLedgerMessage({ ...ok, write: { kind: "eval", code: "x" } })).toBeNull();
    expect(parseLedgerMessage({ ...ok, to: undefined })).toBeNull();
    expect(parseLedgerMessage({ type: "attack", requestId: "1" })).toBeNull();
    expect(parseLedgerMessage({ type: "ledgerWritten", id: "1", to: GM_B, ok: "yes", retry: false })).toBeNull();
  });
});
