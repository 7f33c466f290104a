// The sandbox's session logic in node: demo documents load, an output document is applied back onto
// the battlefield (positions, stats, casualties, clouds, wind, spent dice), and seeds are reproducible.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type OutputDocument, RULESETS, emptyOutcome, loadScenario, outputDocument, resolveScenario } from "../../src/core/index.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import { applyOutput, attackDocument, newSession, nextSeed, upkeepDocument } from "../../src/sandbox/session.js";

const examples = join(import.meta.dirname, "../../examples");
const demos = readdirSync(examples)
  .filter((f) => f.startsWith("demo-"))
  .map((f) => JSON.parse(readFileSync(join(examples, f), "utf8")) as ScenarioDoc);
const registered = new Set<string>(RULESETS.map((r) => r.id));
const gzg = demos.find((d) => d.ruleset === "gzg")!;

function output(partial: Partial<OutputDocument>): OutputDocument {
  return { ...outputDocument(emptyOutcome("HIT"), []), impact: { x: 21, y: 12.5, z: 0 }, ...partial };
}

describe("sandbox session", () => {
  it("ships a demo for every ruleset, and each registered one is a valid scenario", () => {
    expect(demos.map((d) => d.ruleset).sort()).toEqual(["gzg", "necromunda", "trench-crusade"]);
    for (const d of demos.filter((x) => registered.has(x.ruleset))) expect(() => loadScenario(d)).not.toThrow();
  });

  it("applies positions, declared stats, casualties, clouds and wind, and spends scripted dice", () => {
    const s0 = newSession({ ...gzg, dice: { "G.skill": 9 } });
    const attack = { ...gzg.attack!, target: { point: [21, 12.5] } };
    const resolved = attackDocument(s0, attack, "t:1");
    const s1 = applyOutput(
      s0,
      resolved,
      output({
        affected: [
          {
            figure: "sentry",
            cause: "blast",
            position: { x: 20.5, y: 13.5, z: 0 },
            status: "standing",
            suppression: 2,
            blood: 3,
            effects: [],
            notes: [],
          },
          { figure: "medic", cause: "blast", position: { x: 23, y: 11, z: 0 }, status: "outOfAction", effects: [], notes: [] },
        ],
        clouds: {
          placed: [{ id: "smoke-1", kind: "smoke", x: 21, y: 12.5, z: 0, radius: 3, lethal: false, blocksSight: true }],
          removed: [],
          moved: [{ id: "smoke-1", x: 41, y: 9 }],
        },
        wind: { hour: 4 },
      }),
    );
    const sentry = s1.doc.battlefield.figures!.find((f) => f.id === "sentry")!;
    expect([sentry.x, sentry.y]).toEqual([20.5, 13.5]);
    expect(sentry.stats).toEqual({ quality: "Green", motivation: 2, suppression: 2 }); // GZG declares no `blood`
    expect(s1.doc.battlefield.figures!.some((f) => f.id === "medic")).toBe(false);
    expect(s1.casualties.map((c) => [c.id, c.status])).toEqual([["medic", "outOfAction"]]);
    expect(s1.doc.battlefield.clouds!.map((c) => [c.id, c.x, c.y])).toEqual([
      ["smoke-1", 41, 9],
      ["smoke-1-2", 21, 12.5],
    ]);
    expect(s1.doc.battlefield.wind).toEqual({ enabled: true, hour: 4, mode: "fixed3" });
    expect(s1.doc.attack).toEqual(attack);
    expect(s1.doc.dice).toBeUndefined();
    expect(s1.resolutions).toBe(1);
    expect(() => loadScenario(s1.doc)).not.toThrow();
    expect(s0.doc.battlefield.figures!.find((f) => f.id === "sentry")!.x).toBe(20); // the earlier state is untouched (undo)
  });

  it("keeps the scenario valid when the target or the attacker is taken out of action", () => {
    const s0 = newSession(gzg);
    const attack = { ...gzg.attack!, target: { figure: "sentry" } };
    const ooa = (figure: string) => ({
      figure,
      cause: "blast" as const,
      position: { x: 20, y: 13, z: 0 },
      status: "outOfAction" as const,
      effects: [],
      notes: [],
    });
    const s1 = applyOutput(s0, attackDocument(s0, attack, "t:1"), output({ affected: [ooa("sentry")] }));
    expect(s1.doc.attack?.target).toEqual({ point: [20, 13] });
    expect(() => loadScenario(s1.doc)).not.toThrow();
    const s2 = applyOutput(s0, attackDocument(s0, attack, "t:1"), output({ affected: [ooa("sentry"), ooa(gzg.attack!.attacker)] }));
    expect(s2.doc.attack?.attacker).toBe(
      gzg.battlefield.figures!.find(
        (f) => f.id !== gzg.attack!.attacker && f.side === gzg.battlefield.figures!.find((g) => g.id === gzg.attack!.attacker)!.side,
      )!.id,
    );
    expect(() => loadScenario(s2.doc)).not.toThrow();
  });

  it("builds seeded attack and upkeep documents that replay exactly", () => {
    const s0 = newSession(gzg);
    expect(nextSeed(s0, "abc")).toBe("abc:1");
    expect(nextSeed(s0, null)).toMatch(/^[0-9a-z]+:1$/);
    const doc = attackDocument(s0, gzg.attack!, nextSeed(s0, "abc"));
    expect(resolveScenario(doc).output).toEqual(resolveScenario(structuredClone(doc)).output);
    const s1 = applyOutput(s0, doc, resolveScenario(doc).output);
    const upkeep = upkeepDocument(s1, nextSeed(s1, "abc"));
    expect(upkeep.seed).toBe("abc:2");
    expect(upkeep.endOfRound).toBe(true);
    expect(upkeep.attack).toBeUndefined();
    expect(resolveScenario(upkeep).output.outcome).toBe("UPKEEP");
  });
});

describe("sandbox rounds", () => {
  it("counts throws and rounds apart: the first End round ends round 1, whatever was thrown before it", () => {
    const s0 = newSession(gzg);
    expect([s0.round, s0.throws, s0.resolutions]).toEqual([1, 0, 0]);
    const thrown = attackDocument(s0, gzg.attack!, nextSeed(s0, "r"));
    const s1 = applyOutput(s0, thrown, resolveScenario(thrown).output);
    expect([s1.round, s1.throws, s1.resolutions]).toEqual([1, 1, 1]);
    const upkeep = upkeepDocument(s1, nextSeed(s1, "r"));
    const s2 = applyOutput(s1, upkeep, resolveScenario(upkeep).output);
    expect([s2.round, s2.throws, s2.resolutions]).toEqual([2, 1, 2]);
  });

  it("keeps the Trench Crusade markers spent: the hit model's Blessings, and the attacker's own on its Success Roll", () => {
    const fig = (id: string, side: string, x: number, stats: Record<string, unknown>) => ({ id, side, x, y: 0, baseRadius: 0.5, stats });
    const doc = {
      ruleset: "trench-crusade",
      battlefield: { walls: [], figures: [fig("A", "1", 0, { blessing: 2, blood: 1 }), fig("E", "2", 5, { blessing: 2 })] },
      attack: { attacker: "A", weapon: { name: "Test charge", range: 24, keywords: ["BLAST(1)"] }, target: { figure: "E" } },
      decisions: { blessingSpend: { A: 1, E: 2 }, bloodSpendOnSuccess: 1 },
      dice: { "T.success": [4, 4] },
      seed: "markers",
    } as unknown as ScenarioDoc;
    const s0 = newSession(doc);
    const resolved = attackDocument(s0, doc.attack!, "markers:1");
    const out = resolveScenario(resolved).output;
    expect(out.affected.map((a) => a.figure)).toEqual(["E"]);
    const s1 = applyOutput(s0, resolved, out);
    const stats = (id: string) => s1.doc.battlefield.figures!.find((f) => f.id === id)!.stats;
    expect(stats("E")).toMatchObject({ blessing: 0 });
    // A was not hit: its spent markers come from the ruleset's unlisted states.
    expect(stats("A")).toMatchObject({ blessing: 1, blood: 0 });
  });
});
