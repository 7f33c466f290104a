// The live odds' document while aiming carries the throw dialog's options and decisions as the throw would: a
// Trench Crusade Blessing spend raises the odds shown, a GM's modifier goes into the attack, a choice the throw would
// refuse fails with the throw's notice, and every aim shares one battlefield document (the worker is sent it once).

import { describe, expect, it } from "vitest";
import { battlefieldDocument } from "../../../src/foundry/pipeline/build-scenario.js";
import { GM_SENDER } from "../../../src/foundry/relay/request-scenario.js";
import { makeScale, sceneSnapshot } from "../../../src/foundry/scene/scene-snapshot.js";
import { aimLeftToPolicy, aimOddsDocuments } from "../../../src/foundry/ui/aim-odds-doc.js";
import { SceneKeys } from "../../../src/foundry/ui/odds-source.js";
import { loadScenario, odds } from "../../../src/core/index.js";
import { K } from "../../helpers/foundry/foundry-data.js";
import { SATCHEL, satchelTable } from "../../helpers/foundry/suggest-tables.js";
import { docId, sceneFromScenario } from "../../helpers/foundry/scene-from-scenario.js";

const weapon = SATCHEL;
const doc = satchelTable(false);
const data = sceneFromScenario(doc).data();
const battlefield = sceneSnapshot(data, 1, K, "trench-crusade");
const base = {
  ruleset: "trench-crusade",
  settings: {},
  battlefield,
  battlefieldDoc: battlefieldDocument(battlefield),
  attacker: docId("A"),
  weapon,
  blind: false,
  scale: makeScale(data.grid, 1),
  sender: GM_SENDER,
};
const player = { isGM: false, owns: (id: string) => id === docId("A"), hidden: () => false };
const hitE1 = (d: Record<string, unknown>): number => odds(loadScenario(d), { trials: 2000, seed: "aim" }).figures[docId("E1")]?.hit ?? 0;

describe("the aim's odds document", () => {
  it("spends the dialog's Blessing markers as the throw would: the odds of hitting go up", () => {
    const spend = { blessingSpend: { [docId("A")]: 3 } };
    const withSpend = aimOddsDocuments({ ...base, decisions: spend, sender: player })({ figure: docId("E1") });
    expect(withSpend["decisions"]).toEqual(spend);
    const plain = aimOddsDocuments(base)({ figure: docId("E1") });
    expect(plain).not.toHaveProperty("decisions");
    expect(hitE1(withSpend)).toBeGreaterThan(hitE1(plain) + 0.05);
  });

  it("puts the GM's modifier into the attack, and refuses it from a player with the throw's notice", () => {
    const granted = aimOddsDocuments({ ...base, options: { successModifier: 2 } })({ point: [5, 0.5] });
    expect(granted["attack"]).toMatchObject({ successModifier: 2, target: { point: [5, 0.5] } });
    const refused = aimOddsDocuments({ ...base, options: { successModifier: 2 }, sender: player });
    expect(() => refused({ point: [5, 0.5] })).toThrow(/ORDNANCE\.Trust\.gmOnly/);
    // More Blessings than the attacker holds: the core refuses the document, as it refuses the throw's.
    const tooMany = aimOddsDocuments({ ...base, decisions: { blessingSpend: { [docId("A")]: 4 } } })({ point: [5, 0] });
    expect(() => odds(loadScenario(tooMany), { trials: 10 })).toThrow(/blessingSpend/);
  });

  it("shares one battlefield document between aims, so the worker is sent the table once", () => {
    const documentFor = aimOddsDocuments({ ...base, decisions: { blessingSpend: { [docId("A")]: 1 } } });
    const a = documentFor({ point: [5, 0] });
    const b = documentFor({ figure: docId("E2") });
    expect(a["battlefield"]).toBe(b["battlefield"]);
    const keys = new SceneKeys();
    expect(keys.keyOf(a)).toBe(keys.keyOf(b));
  });
});

describe("what the aim's odds leave to the automation's policy", () => {
  it("the satchel's scatter point, and the attacker's Blessings until the dialog gives them", () => {
    expect(aimLeftToPolicy(base)).toEqual(["ORDNANCE.Choice.blessingSpend", "ORDNANCE.Choice.scatterPoint"]);
    const spend = { blessingSpend: { [docId("A")]: 3 } };
    expect(aimLeftToPolicy({ ...base, decisions: spend, sender: player })).toEqual(["ORDNANCE.Choice.scatterPoint"]);
    // A choice the throw would refuse: the odds show the refusal, not this line.
    expect(aimLeftToPolicy({ ...base, options: { successModifier: 2 }, sender: player })).toEqual([]);
  });
});
