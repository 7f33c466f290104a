// Chat card data: every GZG fixture's steps, figures and clouds render through lang/en.json with no
// missing key; every ORDNANCE.* key the adapter uses exists; the exported scenario reproduces the card.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveScenario } from "../../../src/core/index.js";
import { scenarioWithAnswers } from "../../../src/foundry/pipeline/build-scenario.js";
import { cardView } from "../../../src/foundry/chat/chat-card-view.js";
import { RoundTracker } from "../../../src/foundry/pipeline/round-tracker.js";
import { langKeys, strictFormat } from "../../helpers/foundry/strict-format.js";

const root = join(import.meta.dirname, "../../..");
const format = strictFormat;

const fixtures = readdirSync(join(root, "test/fixtures/gzg"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(join(root, "test/fixtures/gzg", f), "utf8")) as { case: string; scenario: unknown });

describe("chat card view", () => {
  it.each(fixtures.map((f) => [f.case, f]))("%s renders every step and figure in plain words", (_c, fx) => {
    const { output } = resolveScenario(fx.scenario);
    const view = cardView("a1", output, format, (id) => `Token ${id}`, { hasUndo: true, undone: false });
    expect(view.steps.length).toBe(output.notes.length);
    for (const s of [...view.steps, ...view.figures.flatMap((f) => [f.status, ...f.details, ...f.effects]), ...view.clouds]) {
      expect(s).not.toMatch(/ORDNANCE\.|\{\w+\}/); // no raw key, no unfilled placeholder
    }
    expect(view.rolls.map((r) => r.tag)).toEqual(output.rolls.map((r) => r.tag));
    // each roll in words, a figure by its token's name, never the bare tag (issue #30)
    for (const r of view.rolls) {
      expect(r.label).not.toMatch(/ORDNANCE\.|\{\w+\}/);
      expect(r.label).not.toContain(r.tag);
      expect(r.label).not.toBe(format("ORDNANCE.RollTag.unknown"));
      const figure = /\[([^\]]+)\]/.exec(r.tag)?.[1];
      if (figure && !r.tag.includes("smokeEnd") && !/^G\.(dissipate|windDist)/.test(r.tag)) expect(r.label).toContain(`Token ${figure}`);
    }
    expect(view.canUndo).toBe(true);
  });

  it("says counts in words: one marker, two markers", () => {
    const { output } = resolveScenario(fixtures[0]!.scenario);
    const base = { figure: "B1", cause: "blast", position: { x: 0, y: 0, z: 0 }, status: "standing", effects: [], notes: [] };
    const one = { ...output, affected: [{ ...base, wounds: 1, suppression: 1, blood: 1 }] } as typeof output;
    const two = { ...output, affected: [{ ...base, wounds: 2, suppression: 2, blood: 2 }] } as typeof output;
    const details = (o: typeof output) => cardView("a1", o, format, (id) => id, { hasUndo: false, undone: false }).figures[0]!.details;
    expect(details(one)).toEqual(["1 wound left", "1 Blood marker", "1 suppression marker"]);
    expect(details(two)).toEqual(["2 wounds left", "2 Blood markers", "2 suppression markers"]);
  });

  it("an undone card offers no Undo", () => {
    const { output } = resolveScenario(fixtures[0]!.scenario);
    expect(cardView("a1", output, format, (id) => id, { hasUndo: true, undone: true })).toMatchObject({ canUndo: false, undone: true });
  });
});

describe("lang coverage", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") || e.name.endsWith(".hbs") ? [join(dir, e.name)] : [],
    );
  it("every literal ORDNANCE.* key in src/foundry and templates exists in lang/en.json", () => {
    const used = new Set<string>();
    for (const f of [...files(join(root, "src/foundry")), ...files(join(root, "templates"))]) {
      for (const m of readFileSync(f, "utf8").matchAll(/["'`](ORDNANCE\.[A-Za-z.]+[A-Za-z])["'`]/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((k) => !langKeys.has(k))).toEqual([]);
  });
});

describe("export", () => {
  it("the exported scenario (dice written in) resolves to the card's output", () => {
    for (const fx of fixtures) {
      const first = resolveScenario(fx.scenario);
      const { dice: _ignored, ...withoutDice } = fx.scenario as Record<string, unknown>;
      const exported = scenarioWithAnswers({ ...withoutDice, seed: undefined }, first.answers);
      delete exported["seed"];
      expect(resolveScenario(exported).output, fx.case).toEqual(first.output);
    }
  });
});

describe("round tracker", () => {
  it("runs upkeep once per new round, never at the start or on a rewind", () => {
    const r = new RoundTracker();
    expect([r.advance("c", 1), r.advance("c", 2), r.advance("c", 2), r.advance("c", 1), r.advance("c", 2), r.advance("c", 3)]).toEqual([
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
    r.forget("c");
    expect(r.advance("c", 2)).toBe(true);
  });
});
