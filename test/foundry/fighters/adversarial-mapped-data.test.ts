// Actor data read through the world's data mapping is read as the GM last accepted it (fighters/mapped-data.ts): a
// player's change to their actor's system data (or their unlinked token's ActorDelta) changes no stat until the GM
// accepts it; a document no player owns is accepted at once; a value never accepted is not read.

import { describe, expect, it } from "vitest";
import { EMPTY_LEDGER } from "../../../src/foundry/fighters/ledger.js";
import { type MappedSource, acceptedData, mappedChanges, withAccepted } from "../../../src/foundry/fighters/mapped-data.js";
import { effectiveProfile } from "../../../src/foundry/ui/stat-mapping.js";

const MAPPING = { necromunda: { BS: "system.bs.value", T: "system.t" } };
const PATHS = Object.values(MAPPING.necromunda);
const profile = { side: "red", stats: { WS: 3 } };
const stats = (data: unknown) => effectiveProfile("necromunda", undefined, profile, MAPPING, data)?.stats;
const src = (key: string, playerOwned: boolean, bs: number): MappedSource => ({
  key,
  name: key,
  playerOwned,
  data: { system: { bs: { value: bs }, t: 3 } },
});

describe("adversarial: mapped actor data is read as the GM accepted it", () => {
  it("a player's actor: nothing is read until the GM accepts; then exactly what was accepted", () => {
    const first = mappedChanges(EMPTY_LEDGER, [src("Actor.p1", true, 4)], PATHS);
    expect(first.auto).toEqual([]);
    expect(first.pending.map((c) => [c.path, c.was, c.now])).toEqual([
      ["system.bs.value", undefined, 4],
      ["system.t", undefined, 3],
    ]);
    // Not accepted: the mapped stats are absent (the ruleset's defaults apply), not the live 4.
    expect(stats(acceptedData(EMPTY_LEDGER, "Actor.p1"))).toEqual({ WS: 3 });
    const ledger = withAccepted(EMPTY_LEDGER, first.pending);
    expect(stats(acceptedData(ledger, "Actor.p1"))).toEqual({ WS: 3, BS: 4, T: 3 });
    // The player raises BS to 2+ (a better value) with no GM online: the accepted 4 is still what is read.
    const later = mappedChanges(ledger, [src("Actor.p1", true, 2)], PATHS);
    expect(later.pending).toEqual([{ key: "Actor.p1", name: "Actor.p1", path: "system.bs.value", was: 4, now: 2 }]);
    expect(stats(acceptedData(ledger, "Actor.p1"))).toEqual({ WS: 3, BS: 4, T: 3 });
  });

  it("a document no player owns is accepted at once (only a GM could have written it)", () => {
    const r = mappedChanges(EMPTY_LEDGER, [src("Scene.s.Token.npc", false, 5)], PATHS);
    expect(r.pending).toEqual([]);
    expect(r.auto).toHaveLength(2);
    expect(stats(acceptedData(withAccepted(EMPTY_LEDGER, r.auto), "Scene.s.Token.npc"))).toEqual({ WS: 3, BS: 5, T: 3 });
  });

  it("unchanged values ask nothing; a value gone from the data is forgotten when accepted", () => {
    const ledger = withAccepted(EMPTY_LEDGER, mappedChanges(EMPTY_LEDGER, [src("Actor.a", false, 4)], PATHS).auto);
    expect(mappedChanges(ledger, [src("Actor.a", true, 4)], PATHS)).toEqual({ auto: [], pending: [] });
    const gone = mappedChanges(ledger, [{ key: "Actor.a", name: "a", playerOwned: false, data: { system: { t: 3 } } }], PATHS);
    expect(gone.auto).toEqual([{ key: "Actor.a", name: "a", path: "system.bs.value", was: 4, now: undefined }]);
    expect(withAccepted(ledger, gone.auto).accepted).toEqual({ "Actor.a": { "system.t": 3 } });
  });
});
