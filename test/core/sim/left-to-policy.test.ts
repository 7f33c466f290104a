// What the live odds leave to the automation's policy (issue #27 item 5): the player decisions the aimed attack may
// ask while resolving that the document does not hold — a spend only where a model holds the markers, a per-model
// decision only for models not given, a whole-attack decision only when not given; nothing without an attack.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { leftToPolicyAt, loadScenario } from "../../../src/core/index.js";

const fixture = (path: string): Record<string, unknown> =>
  (JSON.parse(readFileSync(join(import.meta.dirname, "../../fixtures", path), "utf8")) as { scenario: Record<string, unknown> }).scenario;
const withFigureStats = (doc: Record<string, unknown>, id: string, stats: Record<string, unknown>): Record<string, unknown> => {
  const bf = doc["battlefield"] as { figures: { id: string; stats?: Record<string, unknown> }[] };
  return { ...doc, battlefield: { ...bf, figures: bf.figures.map((f) => (f.id === id ? { ...f, stats: { ...f.stats, ...stats } } : f)) } };
};
const left = (doc: Record<string, unknown>): string[] => leftToPolicyAt(loadScenario(doc));

describe("leftToPolicyAt", () => {
  it("Trench Crusade (TC-12, the target holds 2 Blood): the Blood spend on it, unless the document gives it", () => {
    const { decisions: _d, dice: _x, ...bare } = fixture("trench-crusade/tc-12.json");
    expect(left(bare)).toEqual(["bloodSpendOnInjury"]);
    expect(left({ ...bare, decisions: { bloodSpendOnInjury: { E: 2 } } })).toEqual([]);
    // Markers held make their spends possible: the attacker's Blood (the opponent's spend) and Blessings, E's Blessings.
    const held = withFigureStats(withFigureStats(bare, "A", { blood: 1, blessing: 2 }), "E", { blessing: 1 });
    expect(left(held)).toEqual(["blessingSpend", "bloodSpendOnInjury", "bloodSpendOnSuccess"]);
    // The attacker's Blessings given up front, E's still open: blessingSpend stays (for E).
    expect(left({ ...held, decisions: { blessingSpend: { A: 1 } } })).toContain("blessingSpend");
    expect(left({ ...held, decisions: { blessingSpend: { A: 1, E: 0 }, bloodSpendOnSuccess: 0 } })).toEqual(["bloodSpendOnInjury"]);
  });

  it("Necromunda: the resolution order and Running for Cover routes, unless given", () => {
    const { decisions: _d, dice: _x, ...bare } = fixture("necromunda/nx-order.json");
    expect(left(bare)).toEqual(expect.arrayContaining(["resolutionOrder", "rfcPath"]));
    expect(left({ ...bare, decisions: { resolutionOrder: ["M", "L"] } })).not.toContain("resolutionOrder");
  });

  it("an upkeep (no attack) leaves nothing", () => {
    const { decisions: _d, dice: _x, attack: _a, ...table } = fixture("necromunda/nx-order.json");
    expect(left({ ...table, endOfRound: true })).toEqual([]);
  });
});
