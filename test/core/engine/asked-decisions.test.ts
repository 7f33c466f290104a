// Decisions asked while resolving (src/core/engine/decisions.ts): each is asked of the user it belongs to, at the
// rules' moment, only when it can change something and the scenario does not already hold it; an answer given
// during resolution, written back into `decisions`, resolves to the same output (what Export and replay rely on).

import { describe, expect, it } from "vitest";
import {
  type Answerer,
  type CountPrompt,
  DiceError,
  type Prompt,
  chainAnswerers,
  decisionValue,
  loadScenario,
  outputDocument,
  prepareResolution,
  routeCheck,
  run,
  scriptedAnswerer,
  snapToGround,
} from "../../../src/core/index.js";
import type { FigureDoc, ScenarioDoc } from "../../../src/core/scenario/document.js";
import { fig, wall } from "../../helpers/scenario-run.js";

type Doc = Record<string, unknown>;
const CHARGE = { name: "Test charge", range: 24, keywords: ["BLAST(1)"] };

/** A (side 1, holding Blood and Blessings) throws at E (side 2) 5" away. */
const tcDoc = (e: Doc, dice: Doc, more: { decisions?: Doc; range?: number; a?: Doc } = {}): ScenarioDoc => ({
  ruleset: "trench-crusade",
  battlefield: { walls: [], figures: [fig("A", "1", 0, 0, { blood: 2, blessing: 1, ...more.a }), fig("E", "2", 5, 0, e)] },
  attack: { attacker: "A", weapon: { ...CHARGE, range: more.range ?? 24 }, target: { figure: "E" } },
  ...(more.decisions ? { decisions: more.decisions } : {}),
  dice,
});

/** Resolves with `answer` first (a user), then the scenario's dice and decisions; returns the prompts asked too. */
function resolveAsking(doc: ScenarioDoc, answer: Answerer = () => undefined) {
  const scenario = loadScenario(doc);
  const asked: Prompt[] = [];
  const spy: Answerer = (p) => {
    if (p.kind !== "dice") asked.push(p);
    return answer(p);
  };
  const { result, answers } = run(prepareResolution(scenario)(), chainAnswerers(spy, scriptedAnswerer(scenario.dice, scenario.decisions)));
  return { asked, answers, output: outputDocument(result, answers) };
}

const HIT = { "T.success": [4, 4], "T.injury[E]": [3, 3] };
const place = (p: Prompt) => (p.kind === "dice" ? null : { tag: p.tag, chooser: p.chooser, figure: p.figure, askOf: p.askOf });

describe("Trench Crusade spends, asked while resolving", () => {
  it("asks the opponent's Blood spend, the attacker's Blessings, and per hit model its spends, each of its user", () => {
    const { asked } = resolveAsking(tcDoc({ blood: 6, blessing: 2 }, HIT));
    expect(asked.map(place)).toEqual([
      { tag: "T.bloodSpendOnSuccess", chooser: "2", figure: undefined, askOf: undefined },
      { tag: "T.blessingSpend[A]", chooser: "1", figure: "A", askOf: "A" },
      { tag: "T.bloodSpendOnInjury[E]", chooser: "1", figure: "E", askOf: "A" },
      { tag: "T.blessingSpend[E]", chooser: "2", figure: "E", askOf: "E" },
      { tag: "T.bloodbath[E]", chooser: "1", figure: "E", askOf: "A" },
    ]);
    const counts = asked as CountPrompt[];
    expect(counts.map((p) => [p.decision, p.max, p.fallback, p.roll, p.flag ?? false])).toEqual([
      ["bloodSpendOnSuccess", 2, 0, "T.success", false],
      ["blessingSpend", 1, 0, "T.success", false],
      ["bloodSpendOnInjury", 6, 0, "T.injury[E]", false],
      ["blessingSpend", 2, 0, "T.injury[E]", false],
      ["bloodbath", 1, 0, "T.injury[E]", true],
    ]);
  });

  it("asks nothing that cannot matter: no markers, an illegal attack, a miss (no Injury Roll)", () => {
    expect(resolveAsking(tcDoc({}, HIT, { a: { blood: 0, blessing: 0 } })).asked).toEqual([]);
    expect(resolveAsking(tcDoc({ blood: 6 }, {}, { range: 2 })).asked).toEqual([]);
    const miss = resolveAsking(tcDoc({ blood: 6, blessing: 2 }, { "T.success": [1, 1] }));
    expect(miss.output.outcome).toBe("MISS");
    expect(miss.asked.map((p) => p.tag)).toEqual(["T.bloodSpendOnSuccess", "T.blessingSpend[A]"]);
  });

  it("a Bloodbath is asked only when the model holds its cost after the attacker's spend", () => {
    const spendAll: Answerer = (p) => (p.tag === "T.bloodSpendOnInjury[E]" ? { value: 6, source: "user", by: "u1" } : undefined);
    const { asked } = resolveAsking(tcDoc({ blood: 6 }, { ...HIT, "T.injury[E]": [3, 3, 3, 3, 3, 3, 3, 3] }), spendAll);
    expect(asked.map((p) => p.tag)).toEqual(["T.bloodSpendOnSuccess", "T.blessingSpend[A]", "T.bloodSpendOnInjury[E]"]);
  });

  it("a decision given up front is not asked again", () => {
    const decisions = { bloodSpendOnSuccess: 1, blessingSpend: { A: 0, E: 1 }, bloodSpendOnInjury: { E: 2 }, bloodbath: { E: false } };
    const dice = { "T.success": [4, 4, 4], "T.injury[E]": [3, 3, 3] };
    expect(resolveAsking(tcDoc({ blood: 6, blessing: 2 }, dice, { decisions })).asked).toEqual([]);
  });

  it("answers change the rolls as the same decisions given up front do, and name who gave them", () => {
    const users: Record<string, number> = { "T.bloodSpendOnSuccess": 2, "T.blessingSpend[E]": 1, "T.bloodbath[E]": 1 };
    const answer: Answerer = (p) =>
      Object.hasOwn(users, p.tag) ? { value: users[p.tag] ?? 0, source: "user", by: `u-${p.tag}` } : undefined;
    const dice = { "T.success": [4, 4, 4, 4], "T.injury[E]": [3, 3, 3, 3] };
    const live = resolveAsking(tcDoc({ blood: 6, blessing: 2 }, dice), answer);
    expect(live.answers.filter((a) => a.source === "user").map((a) => [a.tag, a.value, a.by])).toEqual([
      ["T.bloodSpendOnSuccess", 2, "u-T.bloodSpendOnSuccess"],
      ["T.blessingSpend[E]", 1, "u-T.blessingSpend[E]"],
      ["T.bloodbath[E]", 1, "u-T.bloodbath[E]"],
    ]);
    // Written back as the scenario holds them (a flag as a boolean), they give the same output without asking.
    const decisions: Record<string, unknown> = {};
    for (const p of live.asked) {
      if (p.kind !== "count" || !Object.hasOwn(users, p.tag)) continue;
      const v = decisionValue(p, users[p.tag] ?? 0);
      decisions[p.decision] = p.figure === undefined ? v : { ...(decisions[p.decision] as Doc | undefined), [p.figure]: v };
    }
    expect(decisions).toEqual({ bloodSpendOnSuccess: 2, blessingSpend: { E: 1 }, bloodbath: { E: true } });
    const replay = resolveAsking(tcDoc({ blood: 6, blessing: 2 }, dice, { decisions }));
    expect(replay.output).toEqual(live.output);
    expect(replay.asked.map((p) => p.tag)).toEqual(["T.blessingSpend[A]", "T.bloodSpendOnInjury[E]"]);
    const e = live.output.affected.find((a) => a.figure === "E") as Doc;
    expect(e["injuryRoll"]).toMatchObject({ bloodbath: true, sources: [{ source: "blessingSpent", dice: -1 }] });
  });

  it("an answer out of the prompt's range is refused, naming the tag", () => {
    const tooMany: Answerer = (p) => (p.tag === "T.bloodSpendOnSuccess" ? { value: 3, source: "user" } : undefined);
    expect(() => resolveAsking(tcDoc({}, HIT), tooMany)).toThrow(DiceError);
    expect(() => resolveAsking(tcDoc({}, HIT), tooMany)).toThrow("T.bloodSpendOnSuccess: count 3 is not a whole number from 0 to 2");
  });
});

describe("Necromunda Running for Cover, asked of the fighter's player", () => {
  // A Fear round: J (blue) is hit, fails its Nerve test and runs 2D6 = 4" (docs/rules.md §2.3).
  const fear = {
    name: "Fear grenade",
    profile: "Fear",
    short: 6,
    long: 24,
    accShort: 0,
    S: 3,
    AP: "-",
    D: "1",
    ammo: 6,
    traits: ["Blast(3)", "Fear"],
  };
  const dice = { "N.firepower": 2, "N.hit": 6, "N.wound[J]": 1, "N.nerve[J]": [1, 1], "N.rfc[J]": [2, 2], "N.fallI[J]": 6 };
  const necro = (decisions?: Doc): ScenarioDoc => ({
    ruleset: "necromunda",
    battlefield: {
      figures: [fig("A0", "red", 0, 0, { BS: 4 }), fig("J", "blue", 11, 0)] as FigureDoc[],
      walls: [wall("w", [11, 2], [14, 2])],
    },
    attack: { attacker: "A0", weapon: fear, target: { point: [10, 0] } },
    dice,
    ...(decisions ? { decisions } : {}),
  });
  const ran = (out: ReturnType<typeof resolveAsking>["output"]) =>
    (out.affected.find((a) => a.figure === "J") as Doc)["ranForCover"] as Doc;

  it("asks J's player, offers the automation's route, and refuses ground it cannot reach", () => {
    const { asked, output } = resolveAsking(necro());
    const p = asked[0];
    if (p?.kind !== "point") throw new Error("no point asked");
    expect(place(p)).toEqual({ tag: "N.rfcRoute[J]", chooser: "blue", figure: "J", askOf: "J" });
    expect([p.decision, p.route, p.fallback]).toEqual(["rfcPath", true, [15, 0]]);
    expect(ran(output)["to"]).toEqual([15, 0]);
    expect(p.check([11, -3])).toBeNull();
    expect(p.check([11, 3])).toBe("not reachable within the distance rolled");
    expect(p.check([11, -6])).toBe("not reachable within the distance rolled");
  });

  it("carries its legal ground as plain data: a picker's snapped point is one the check accepts, and only those", () => {
    const p = resolveAsking(necro()).asked[0];
    if (p?.kind !== "point" || !p.ground) throw new Error("no ground asked");
    const ground = JSON.parse(JSON.stringify(p.ground)) as typeof p.ground;
    expect(ground).toMatchObject({ start: [11, 0], distance: 4, walls: [{ id: "w" }] });
    // Behind the wall (y = 2) J gets only as far as the wall lets it; the check agrees with the ground point by point.
    const snapped = snapToGround(ground, [11, 3]);
    expect(snapped[1]).toBeCloseTo(1.5, 3);
    expect(p.check(snapped)).toBeNull();
    for (const q of [
      [11, -3],
      [11, 3],
      [11, -6],
      [13, 1],
      [9, 1.4],
      [11, 1.6],
    ] as [number, number][])
      expect(routeCheck(ground, q)).toBe(p.check(q));
  });

  it("a picked point moves J there, and the route written back replays it without asking", () => {
    const pick: Answerer = (p) => (p.tag === "N.rfcRoute[J]" ? { value: [11, -3], source: "user", by: "blue-player" } : undefined);
    const live = resolveAsking(necro(), pick);
    expect(ran(live.output)["to"]).toEqual([11, -3]);
    const asked = live.asked[0];
    if (asked?.kind !== "point") throw new Error("no point asked");
    expect(decisionValue(asked, [11, -3])).toEqual([[11, -3]]);
    const replay = resolveAsking(necro({ rfcPath: { J: [[11, -3]] } }));
    expect(replay.asked).toEqual([]);
    expect(replay.output).toEqual(live.output);
  });
});
