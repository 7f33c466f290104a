// The rules ledger's pure parts (pipeline/ledger-rows.ts, fighters/ledger.ts): Foundry's merge of update data,
// which plan rows are mirrored, the first GM load's adoption, what an update outside the plans adopts, and the
// executor writing the mirror in the same step (so rollback and Undo restore the ledger exactly).

import { describe, expect, it } from "vitest";
import { EMPTY_LEDGER, adoptAll, adoptUpdate, gmView, parseLedger, withRows } from "../../../src/foundry/fighters/ledger.js";
import { applyRows, ledgerRows, mergeDiff, tokenKey } from "../../../src/foundry/pipeline/ledger-rows.js";
import { PlanError, executePlan, executeUndo, makePlan } from "../../../src/foundry/pipeline/operation-plan.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";

const S = "scene00000000001";
const T = "token00000000001";

describe("ledger rows", () => {
  it("merge as Foundry merges update data: objects by key, -= deletes, arrays replace", () => {
    const was = { fighter: { side: "red", stats: { a: 1, b: 2 }, weapons: [{ id: "x" }] }, counted: { k: 1 } };
    expect(mergeDiff(was, { fighter: { stats: { b: 3 }, weapons: [] }, "-=counted": null })).toEqual({
      fighter: { side: "red", stats: { a: 1, b: 3 }, weapons: [] },
    });
    expect(was.fighter.stats.b).toBe(2);
  });

  it("mirror only token and actor updates, and only the rules flags they write", () => {
    const step = {
      op: "update",
      name: "Token",
      data: [
        { _id: T, x: 5, flags: { ordnance: { state: { status: "down" }, other: 1 } } },
        { _id: "token00000000002", x: 9 },
        { _id: "token00000000003", flags: { "-=ordnance": null } },
      ],
    };
    expect(ledgerRows(step, S)).toEqual([
      { key: tokenKey(S, T), diff: { state: { status: "down" } } },
      { key: tokenKey(S, "token00000000003"), diff: null },
    ]);
    expect(ledgerRows({ op: "update", name: "Actor", data: [{ _id: "a1", flags: { ordnance: { "-=state": null } } }] }, S)).toEqual([
      { key: "Actor.a1", diff: { "-=state": null } },
    ]);
    expect(ledgerRows({ op: "create", name: "Token", data: [{ _id: T, flags: { ordnance: { state: {} } } }] }, S)).toEqual([]);
    expect(ledgerRows({ op: "update", name: "Wall", data: [{ _id: T, flags: { ordnance: { state: {} } } }] }, S)).toEqual([]);
    expect(applyRows({ k: { state: { a: 1 } } }, [{ key: "k", diff: { "-=state": null } }])).toEqual({});
  });

  it("the first GM load adopts the flags once; a malformed setting reads as never written", () => {
    const docs = [{ key: tokenKey(S, T), flags: { ordnance: { fighter: { side: "red" }, profileEditedBy: "p" } } }];
    const first = adoptAll(EMPTY_LEDGER, docs);
    expect(first).toEqual({ version: 1, entries: { [tokenKey(S, T)]: { fighter: { side: "red" } } } });
    expect(adoptAll(first, [{ key: tokenKey(S, T), flags: { ordnance: { fighter: { side: "blue" } } } }])).toBe(first);
    expect(parseLedger("nonsense")).toEqual(EMPTY_LEDGER);
    expect(parseLedger({ version: 1, entries: { a: 3, b: {} } })).toEqual({ version: 1, entries: { b: {} } });
  });

  it("outside the plans: a GM's change is adopted, a player's profile only where owners may edit, a player's state never", () => {
    const state = { flags: { ordnance: { state: { status: "down" }, fighter: { side: "blue" } } } };
    expect(adoptUpdate("k", state, { isGM: true, ownersMayEdit: false })).toEqual({
      rows: [{ key: "k", diff: { state: { status: "down" }, fighter: { side: "blue" } } }],
      ignored: false,
    });
    expect(adoptUpdate("k", state, { isGM: false, ownersMayEdit: false })).toEqual({ rows: [], ignored: true });
    expect(adoptUpdate("k", state, { isGM: false, ownersMayEdit: true })).toEqual({
      rows: [{ key: "k", diff: { fighter: { side: "blue" } } }],
      ignored: true,
    });
    expect(adoptUpdate("k", { flags: { "-=ordnance": null } }, { isGM: false, ownersMayEdit: true })).toEqual({ rows: [], ignored: true });
    expect(adoptUpdate("k", { x: 1 }, { isGM: false, ownersMayEdit: false })).toEqual({ rows: [], ignored: false });
  });

  it("the GM view replaces each document's flags.ordnance by its entry, or drops it", () => {
    const ledger = withRows(EMPTY_LEDGER, [{ key: tokenKey(S, T), diff: { fighter: { side: "red" } } }]);
    const view = gmView(
      ledger,
      S,
      [
        token(T, 0, 0, { flags: { ordnance: { fighter: { side: "blue" } }, other: { kept: 1 } } as never }),
        token("t2", 0, 0, { flags: { ordnance: { fighter: { side: "x" } } } }),
      ],
      [{ _id: "a1", flags: { ordnance: { fighter: { side: "y" } } } }],
    );
    expect(view.tokens.map((t) => t.flags)).toEqual([{ ordnance: { fighter: { side: "red" } }, other: { kept: 1 } }, {}]);
    expect(view.actors.map((a) => a.flags)).toEqual([{}]);
  });
});

describe("the executor mirrors a step's rules flags into the ledger", () => {
  const scene = () =>
    new FakeScene(S, SQUARE_INCH, undefined, { tokens: [token(T, 0, 0, { flags: { ordnance: { fighter: { side: "red" } } } })] });
  const step = {
    forward: { op: "update" as const, name: "Token" as const, data: [{ _id: T, flags: { ordnance: { fighter: { side: "blue" } } } }] },
    inverse: { op: "update" as const, name: "Token" as const, data: [{ _id: T, flags: { ordnance: { fighter: { side: "red" } } } }] },
  };

  it("in the same step, and its inverse restores the ledger exactly", async () => {
    const s = scene();
    const before = s.dump();
    const undo = await executePlan(s, makePlan([step]));
    expect(s.ledgerEntries()).toEqual({ [tokenKey(S, T)]: { fighter: { side: "blue" } } });
    await executeUndo(s, undo);
    expect(s.dump()).toEqual(before);
  });

  it("a failed ledger write fails the step: the plan rolls back and the scene is as it was", async () => {
    const s = scene();
    const before = s.dump();
    s.failOn = (op, name) => op === "update" && name === "Ledger";
    const err = await executePlan(s, makePlan([step])).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlanError);
    // The token's display mirror was written before the ledger failed; the ledger, the rules' source, is unchanged.
    expect(s.ledgerEntries()).toEqual(before.Ledger);
  });
});
