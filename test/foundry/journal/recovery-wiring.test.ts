// When recovery runs (journal/recovery-wiring.ts, bound to Foundry's `ready` and `userConnected` hooks): on `ready`
// when the client is the active GM, and when it becomes the active GM; never on a player's client or a GM's that is
// not the active one. At a table (gm-table.ts), a world whose only GM died mid-attack keeps the unfinished entry
// while no GM is connected, and the GM's reload rolls it back.

import { describe, expect, it } from "vitest";
import { onActiveGMChange, recoverOnReady } from "../../../src/foundry/journal/recovery-wiring.js";
import { SerialQueue } from "../../../src/foundry/relay/handover.js";
import { GM_A, GM_B, GmTable } from "../../helpers/foundry/gm-table.js";
import { ATTACKER, VICTIM, undoScene } from "../../helpers/foundry/undo-harness.js";

const P1 = "player0000000001";

async function settle(): Promise<void> {
  for (let i = 0; i < 30; i++) await new Promise((go) => setImmediate(go));
}

/** A client whose "am I the active GM" answer the test changes; what the wiring ran, in order. */
function client(active: boolean) {
  const log: string[] = [];
  const queue = new SerialQueue();
  const ports = {
    isActiveGM: () => active,
    serial: (job: () => Promise<unknown>) => queue.run(job),
    recover: async () => {
      log.push("recover");
    },
    onError: (e: unknown) => {
      log.push(`error ${String(e)}`);
    },
    gmChanged: () => {
      log.push("gmChanged");
    },
  };
  return {
    log,
    ports,
    set: (a: boolean) => {
      active = a;
    },
  };
}

describe("recovery wiring", () => {
  it("ready: recovery runs on the active GM's client only", async () => {
    const gm = client(true);
    const other = client(false);
    recoverOnReady(gm.ports);
    recoverOnReady(other.ports);
    await settle();
    expect(gm.log).toEqual(["recover"]);
    expect(other.log).toEqual([]);
  });

  it("userConnected: every change hands requests over; recovery runs once, when the client becomes the active GM", async () => {
    const c = client(false);
    const changed = onActiveGMChange(c.ports);
    changed(); // a player came: still not the active GM
    c.set(true);
    changed(); // the active GM left: this client is it now
    changed(); // someone else came: still the active GM, nothing to settle again
    c.set(false);
    changed(); // the first GM is back and active again
    c.set(true);
    changed(); // and gone again
    await settle();
    expect(c.log).toEqual(["gmChanged", "gmChanged", "gmChanged", "gmChanged", "gmChanged", "recover", "recover"]);
  });

  it("a recovery that fails is reported, and the queue goes on", async () => {
    const c = client(true);
    const ports = {
      ...c.ports,
      recover: async () => {
        throw new Error("chat is down");
      },
    };
    recoverOnReady(ports);
    await settle();
    expect(c.log).toEqual(["error Error: chat is down"]);
    expect(await c.ports.serial(async () => "next")).toBe("next");
  });
});

describe("a world with no GM connected", () => {
  it("keeps the unfinished entry while no GM is connected; the GM's reload rolls it back and tells the table", async () => {
    const t = new GmTable(undoScene(), [GM_A], { [P1]: [ATTACKER] }, [10, 1, 1, 12, 12]);
    const before = t.scene.dump();
    t.clients.get(GM_A)!.fault = { dieAtCall: 2 };
    let refusal: unknown;
    t.clients
      .get(P1)!
      .relay.attack({ sceneId: t.scene.sceneId, attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: VICTIM }, blind: false })
      .catch((e: unknown) => (refusal = e));
    await settle();
    expect(t.online.has(GM_A)).toBe(false);
    const partial = t.scene.dump();
    expect(partial).not.toEqual(before);
    // Two database calls landed (a step and its ledger write, or two steps): the record says the attack is part-way.
    expect(t.records().map((r) => r.record.journal?.phase)).toEqual(["pending"]);
    expect(t.records()[0]?.record.journal?.done).toBeGreaterThan(0);
    // The player was told at once (no GM left to re-send to), and nothing on the player's side touches the entry.
    expect(refusal).toMatchObject({ key: "ORDNANCE.Journal.gmLeft" });
    t.leave(P1);
    t.join(P1);
    await settle();
    expect(t.scene.dump()).toEqual(partial);
    expect(t.records().map((r) => r.record.journal?.phase)).toEqual(["pending"]);
    // The GM comes back (a reload): on ready the entry is rolled back and the table told.
    const gm = t.join(GM_A);
    await settle();
    expect(gm.recovered.flat().map((r) => r.action)).toEqual(["rolledBack"]);
    expect(t.scene.dump()).toEqual(before);
    expect(t.records().map((r) => r.record.journal?.phase)).toEqual(["rolledBack"]);
    expect(t.log.contents().filter((c) => c.startsWith("recovery rolledBack"))).toHaveLength(1);
  });

  it("a second GM who is not the active one leaves the active GM's entry alone while it writes", async () => {
    const t = new GmTable(undoScene(), [GM_A, GM_B], { [P1]: [ATTACKER] }, [10, 1, 1, 12, 12]);
    t.clients.get(GM_A)!.fault = { hold: true };
    const done = t.clients
      .get(P1)!
      .relay.attack({ sceneId: t.scene.sceneId, attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: VICTIM }, blind: false });
    await settle();
    // GM B reloads while GM A is resolving: GM B is not the active GM, so its ready runs no recovery.
    t.leave(GM_B);
    const b = t.join(GM_B);
    t.clients.get(GM_A)!.release();
    expect((await done).attackId).toBe(t.records()[0]?.record.attackId);
    await settle();
    expect(b.recovered).toEqual([]);
    expect(t.records().map((r) => r.record.journal?.phase)).toEqual(["completed"]);
  });
});
