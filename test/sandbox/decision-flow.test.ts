// The players' decisions the sandbox asks while resolving: the learning resolution finds them one at a time in the
// order the rules ask them (only when they can change something), the answers written into `decisions` give the
// same result as answering the engine's own prompts, and the log's "who chose" comes from the transcript.

import { describe, expect, it } from "vitest";
import { type Answerer, type Prompt, RULESET_IDS, resolveScenario } from "../../src/core/index.js";
import {
  type AskFlags,
  asks,
  asksWhileResolving,
  decidedValue,
  isFlag,
  nextDecision,
  whoDecided,
  withAnswer,
} from "../../src/sandbox/decision-flow.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import { exampleDoc } from "../helpers/examples.js";

const ALL: AskFlags = { scatter: true, spends: true, routes: true };
const SPENDS: AskFlags = { scatter: false, spends: true, routes: false };
const PLAIN = { name: "Test charge", range: 24, keywords: ["BLAST(1)"] };
const fig = (id: string, side: string, x: number, y: number, stats: Record<string, unknown> = {}) => ({
  id,
  side,
  x,
  y,
  baseRadius: 0.5,
  stats,
});

/** A throws at E, who holds Blessing and Blood markers; the Success Roll is scripted, the injury dice seeded. */
const tcDoc = (success: number[], eStats: Record<string, unknown> = { blessing: 2, blood: 1 }, aStats = {}): ScenarioDoc => ({
  ruleset: "trench-crusade",
  battlefield: { walls: [], figures: [fig("A", "1", 0, 0, aStats), fig("E", "2", 5, 0, eStats)] },
  attack: { attacker: "A", weapon: PLAIN, target: { figure: "E" } },
  dice: { "T.success": success },
  seed: "flow",
});

describe("which decisions the page asks", () => {
  it("spends where the rules give players spends, routes where they give routes", () => {
    expect(RULESET_IDS.filter((id) => asksWhileResolving(id)).sort()).toEqual(["necromunda", "trench-crusade"]);
    expect(asksWhileResolving("no-such-ruleset")).toBe(false);
    expect(RULESET_IDS.filter((id) => asksWhileResolving(id, false))).toEqual(["trench-crusade"]);
    const count = { kind: "count", tag: "T.x", decision: "x", chooser: "1", min: 0, max: 1, fallback: 0 } as Prompt;
    const route = { kind: "point", tag: "N.r", decision: "r", chooser: "1", fallback: null, route: true, check: () => null } as Prompt;
    const point = { ...route, route: undefined } as Prompt;
    const none: AskFlags = { scatter: false, spends: false, routes: false };
    expect([count, route, point].map((p) => asks(p, ALL))).toEqual([true, true, true]);
    expect([count, route, point].map((p) => asks(p, none))).toEqual([false, false, false]);
    expect([count, route, point].map((p) => asks(p, SPENDS))).toEqual([true, false, false]);
    expect([count, route, point].map((p) => asks(p, { ...none, routes: true }))).toEqual([false, true, false]);
    expect([count, route, point].map((p) => asks(p, { ...none, scatter: true }))).toEqual([false, false, true]);
    const order = { kind: "order", tag: "N.order", decision: "resolutionOrder", chooser: "1", options: [], fallback: [] } as Prompt;
    expect(asks(order, ALL)).toBe(false);
  });
});

describe("asking a hit model's spends one at a time", () => {
  it("finds each spend in the rules' order, with what the panel shows, until none is left", () => {
    let doc = tcDoc([4, 4]);
    const first = nextDecision(doc, new Set(), SPENDS)!;
    expect(first.prompt).toMatchObject({
      kind: "count",
      tag: "T.bloodSpendOnInjury[E]",
      decision: "bloodSpendOnInjury",
      figure: "E",
      askOf: "A",
      min: 0,
      max: 1,
      fallback: 0,
      rollKey: "ORDNANCE.Log.tc.rollInjury",
      held: { blood: 1, blessing: 2 },
    });
    doc = withAnswer(doc, first.prompt, 1);
    expect(doc.decisions).toEqual({ bloodSpendOnInjury: { E: 1 } });
    const second = nextDecision(doc, new Set(), SPENDS)!;
    expect(second.prompt).toMatchObject({ tag: "T.blessingSpend[E]", figure: "E", askOf: "E", chooser: "2", max: 2 });
    doc = withAnswer(doc, second.prompt, 2);
    expect(doc.decisions).toEqual({ bloodSpendOnInjury: { E: 1 }, blessingSpend: { E: 2 } });
    expect(nextDecision(doc, new Set(), SPENDS)).toBeNull();
    // The learning resolution's output is the automation's: no marker spent.
    expect(first.output.affected[0]?.effects.join(" ")).not.toMatch(/spen[dt]/i);
  });

  it("the answers written into decisions resolve as the engine's own prompts answered with them", () => {
    let doc = tcDoc([4, 4]);
    for (const v of [1, 1]) doc = withAnswer(doc, nextDecision(doc, new Set(), SPENDS)!.prompt, v);
    const written = resolveScenario(doc);
    const asked: string[] = [];
    const user: Answerer = (p) => {
      if (p.kind !== "count") return undefined;
      asked.push(p.tag);
      return { value: 1, source: "user", by: "player" };
    };
    const prompted = resolveScenario(tcDoc([4, 4]), { answerer: user });
    expect(asked).toEqual(["T.bloodSpendOnInjury[E]", "T.blessingSpend[E]"]);
    expect(written.output).toEqual(prompted.output);
    expect(written.output.affected[0]?.notes.map((n) => n.key)).toEqual(
      expect.arrayContaining(["ORDNANCE.Log.tc.bloodSpent", "ORDNANCE.Log.tc.blessingSpent"]),
    );
  });

  it("a spend left to the automation is not asked again; the next one is", () => {
    const doc = tcDoc([4, 4]);
    expect(nextDecision(doc, new Set(["T.bloodSpendOnInjury[E]"]), SPENDS)?.prompt.tag).toBe("T.blessingSpend[E]");
    expect(nextDecision(doc, new Set(["T.bloodSpendOnInjury[E]", "T.blessingSpend[E]"]), SPENDS)).toBeNull();
  });

  it("a spend the document already holds is not asked", () => {
    const doc = { ...tcDoc([4, 4]), decisions: { bloodSpendOnInjury: { E: 0 } } } as ScenarioDoc;
    expect(nextDecision(doc, new Set(), SPENDS)?.prompt.tag).toBe("T.blessingSpend[E]");
  });

  it("asks nothing when the page asks no spends, or when the attack misses (no model hit, no spend can change anything)", () => {
    expect(nextDecision(tcDoc([4, 4]), new Set(), { scatter: true, spends: false, routes: true })).toBeNull();
    const missed = tcDoc([1, 1]);
    expect(resolveScenario(missed).output.affected).toEqual([]);
    expect(nextDecision(missed, new Set(), ALL)).toBeNull();
  });

  it("the opponent's Blood spend on the attacker's Success Roll comes first, asked of the target's side", () => {
    const doc = tcDoc([4, 4], {}, { blood: 2, blessing: 1 });
    const first = nextDecision(doc, new Set(), SPENDS)!.prompt;
    expect(first).toMatchObject({ tag: "T.bloodSpendOnSuccess", decision: "bloodSpendOnSuccess", chooser: "2", max: 2 });
    expect(first.figure).toBeUndefined();
    expect(withAnswer(doc, first, 2).decisions).toEqual({ bloodSpendOnSuccess: 2 });
    expect(nextDecision(withAnswer(doc, first, 0), new Set(), SPENDS)?.prompt.tag).toBe("T.blessingSpend[A]");
  });

  it("the attacker's own Blessings are asked before its Success Roll, and a Bloodbath as a yes/no when affordable", () => {
    const doc = tcDoc([4, 4], { blood: 6 }, { blessing: 1 });
    const first = nextDecision(doc, new Set(), SPENDS)!;
    expect(first.prompt).toMatchObject({ tag: "T.blessingSpend[A]", rollKey: "ORDNANCE.Log.tc.rollSuccess", max: 1, askOf: "A" });
    const left = new Set([first.prompt.tag]);
    expect(nextDecision(doc, left, SPENDS)?.prompt.tag).toBe("T.bloodSpendOnInjury[E]");
    left.add("T.bloodSpendOnInjury[E]");
    const bath = nextDecision(doc, left, SPENDS)!.prompt;
    expect(bath).toMatchObject({ tag: "T.bloodbath[E]", flag: true, max: 1 });
    expect(withAnswer(doc, bath, 1).decisions).toEqual({ bloodbath: { E: true } });
    expect(isFlag("trench-crusade", bath.tag)).toBe(true);
    expect(isFlag("trench-crusade", "T.blessingSpend[E]")).toBe(false);
  });
});

describe("decisions of different kinds, in the rules' order", () => {
  it("a scattering throw asks the opponent's point first, then the Blessing spend of the model it lands on", () => {
    const demo = exampleDoc("demo-trench-crusade.json");
    const trooper = demo.battlefield.figures!.find((f) => f.id === "heretic-trooper")!;
    trooper.stats = { ...trooper.stats, blessing: 2 };
    // With this seed the Satchel Charge fails its Success Roll and scatters onto the trooper.
    let doc = { ...demo, seed: "bless32:1" } as ScenarioDoc;
    const point = nextDecision(doc, new Set(), ALL)!;
    expect(point.prompt).toMatchObject({ kind: "point", decision: "scatterPoint" });
    expect(point.output.outcome).toBe("SCATTERED");
    // Only spends asked: the point is the automation's, and the spend is the first question.
    expect(nextDecision(doc, new Set(), SPENDS)?.prompt.tag).toBe("T.blessingSpend[heretic-trooper]");
    const fallback = point.prompt.kind === "point" ? point.prompt.fallback! : null;
    doc = withAnswer(doc, point.prompt, fallback!);
    expect(nextDecision(doc, new Set(), ALL)?.prompt.tag).toBe("T.blessingSpend[heretic-trooper]");
    // The scatter point left to the automation: the spend is next all the same.
    expect(nextDecision({ ...demo, seed: "bless32:1" }, new Set([point.prompt.tag]), ALL)?.prompt.tag).toBe(
      "T.blessingSpend[heretic-trooper]",
    );
  });
});

describe("who made each decision", () => {
  it("the player's and the automation's, in the order the rules ask them; the resolution is the same without asking", () => {
    let doc = tcDoc([4, 4]);
    const blood = nextDecision(doc, new Set(), SPENDS)!.prompt;
    doc = withAnswer(doc, blood, 1);
    const chosen = new Map([[blood.tag, { prompt: blood, value: 1 }]]);
    expect(whoDecided(doc, chosen)).toEqual([
      { tag: "T.bloodSpendOnInjury[E]", kind: "count", value: 1, by: "you" },
      { tag: "T.blessingSpend[E]", kind: "count", value: 0, by: "automation" },
    ]);
    // Another decision typed into the document is read without being asked: it is none of the player's on the page.
    const typed = { ...doc, decisions: { ...doc.decisions, blessingSpend: { E: 1 } } } as ScenarioDoc;
    expect(whoDecided(typed, chosen)).toEqual([{ tag: "T.bloodSpendOnInjury[E]", kind: "count", value: 1, by: "you" }]);
    expect(whoDecided(tcDoc([4, 4]), new Map()).map((d) => [d.tag, d.value, d.by])).toEqual([
      ["T.bloodSpendOnInjury[E]", 0, "automation"],
      ["T.blessingSpend[E]", 0, "automation"],
    ]);
  });

  it("a scatter point the document gives is the document's", () => {
    const doc = {
      ...tcDoc([1, 1]),
      attack: { attacker: "A", weapon: { ...PLAIN, keywords: ["BLAST(1)", "SCATTER"] }, target: { point: [5, 0] } },
    } as unknown as ScenarioDoc;
    const learned = nextDecision(doc, new Set(), ALL)!;
    expect(learned.prompt).toMatchObject({ kind: "point", decision: "scatterPoint" });
    const fallback = learned.prompt.kind === "point" ? learned.prompt.fallback : null;
    const given = withAnswer(doc, learned.prompt, fallback!);
    expect(whoDecided(given, new Map()).find((d) => d.tag === learned.prompt.tag)?.by).toBe("document");
    expect(whoDecided(given, new Map([[learned.prompt.tag, { prompt: learned.prompt, value: fallback! }]]))[0]?.by).toBe("you");
  });

  it("says a value in words: a count, yes/no, a point, a list, nothing", () => {
    const words = { yes: "yes", no: "no", none: "none" };
    const d = (kind: "count" | "point" | "order" | "choice", value: unknown) => ({ tag: "T.x", kind, value, by: "you" }) as never;
    expect(decidedValue(d("count", 2), words, false)).toBe("2");
    expect(decidedValue(d("count", 1), words, true)).toBe("yes");
    expect(decidedValue(d("count", 0), words, true)).toBe("no");
    expect(decidedValue(d("point", [1.5, 2]), words, false)).toBe("(1.50, 2.00)");
    expect(decidedValue(d("order", ["B", "A"]), words, false)).toBe("B, A");
    expect(decidedValue(d("choice", "stay"), words, false)).toBe("stay");
    expect(decidedValue(d("point", null), words, false)).toBe("none");
  });
});
