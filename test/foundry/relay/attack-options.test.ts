// Per-attack options and up-front decisions from a request to the scenario, the core and the card: the
// relay's shape check, the scenario fields built for each ruleset (schema-checked, token ids checked, px
// turned into inches), and one pipeline run per ruleset through the fake scene whose export resolves,
// with core alone, to the card's output.

import { describe, expect, it } from "vitest";
import { type BattlefieldSnapshot, type RulesetId, getRuleset, resolveScenario } from "../../../src/core/index.js";
import type { AttackRequest } from "../../../src/foundry/api-types.js";
import { NoticeError } from "../../../src/foundry/platform/errors.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { choiceLines } from "../../../src/foundry/chat/chat-card-view.js";
import { parseAttackRequest } from "../../../src/foundry/relay/relay-messages.js";
import { scenarioExtras } from "../../../src/foundry/relay/request-scenario.js";
import { makeScale } from "../../../src/foundry/scene/scene-snapshot.js";
import { SQUARE_INCH } from "../../helpers/foundry/foundry-data.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";
import { fixture, fixtureScene, runWith } from "../../helpers/foundry/fixture-scene.js";
import { PPI, docId } from "../../helpers/foundry/scene-from-scenario.js";

const noticeOf = (f: () => unknown): string => {
  try {
    f();
    return "no error";
  } catch (e) {
    return e instanceof NoticeError ? `${e.key} ${JSON.stringify(e.data)}` : String(e);
  }
};

const snap = (ids: string[]): BattlefieldSnapshot => ({
  bounds: null,
  walls: [],
  clouds: [],
  wind: null,
  figures: ids.map((id, i) => ({ id, side: i ? "blue" : "red", x: i, y: 0, z: 0, baseRadius: 0.5, stats: {} })),
});
const A = "attacker00000001";
const B = "victim0000000001";
const scale = makeScale(SQUARE_INCH, 1);
const extras = (ruleset: RulesetId, options: AttackRequest["options"], decisions?: AttackRequest["decisions"]) =>
  scenarioExtras(getRuleset(ruleset)!, snap([A, B]), scale, options, decisions);

describe("request → scenario fields", () => {
  it("GZG: a loader token and its shot number become attack.loader / attack.loaderShot", () => {
    expect(extras("gzg", { loader: B, loaderShot: 2 })).toEqual({ attack: { loader: B, loaderShot: 2 }, decisions: {} });
    expect(noticeOf(() => extras("gzg", { loader: "nobody0000000001" }))).toBe('ORDNANCE.Error.unknownToken {"id":"nobody0000000001"}');
    expect(noticeOf(() => extras("gzg", { loaderShot: 0 }))).toMatch(/^ORDNANCE.Error.badOption .*"field":"\$.attack.loaderShot"/);
    expect(noticeOf(() => extras("gzg", { loaderShot: true }))).toMatch(/^ORDNANCE.Error.badOption/);
  });

  it("refuses an option or a decision the world's ruleset does not have", () => {
    expect(noticeOf(() => extras("gzg", { successModifier: 1 }))).toBe(
      'ORDNANCE.Trust.undeclared {"field":"options.successModifier","ruleset":"gzg"}',
    );
    expect(noticeOf(() => extras("necromunda", { loader: B }))).toMatch(/^ORDNANCE.Trust.undeclared/);
    expect(noticeOf(() => extras("necromunda", {}, { bloodSpendOnInjury: { [B]: 1 } }))).toMatch(
      /^ORDNANCE.Trust.undeclared .*decisions.bloodSpendOnInjury/,
    );
    expect(noticeOf(() => extras("trench-crusade", {}, { rfcPath: { [B]: [{ x: 1, y: 1 }] } }))).toMatch(
      /^ORDNANCE.Trust.undeclared .*decisions.rfcPath/,
    );
    // Keys every object inherits are not declared fields (own keys only), and never crash the check.
    for (const key of ["constructor", "toString", "valueOf", "__proto__"])
      expect(noticeOf(() => extras("trench-crusade", JSON.parse(`{"${key}": 1}`) as AttackRequest["options"]))).toBe(
        `ORDNANCE.Trust.undeclared {"field":"options.${key}","ruleset":"trench-crusade"}`,
      );
  });

  it("Necromunda: a marker offset in inches, Running for Cover way points from px to inches, the order filtered", () => {
    const r = extras(
      "necromunda",
      { markerOffset: [0.25, -0.5] },
      {
        rfcPath: {
          [B]: [
            { x: 1400, y: 50 },
            { x: 1400, y: 600 },
          ],
        },
        resolutionOrder: [B, "gone000000000001"],
      },
    );
    expect(r).toEqual({
      attack: { markerOffset: [0.25, -0.5] },
      decisions: {
        rfcPath: {
          [B]: [
            [14, 0.5],
            [14, 6],
          ],
        },
        resolutionOrder: [B],
      },
    });
    expect(noticeOf(() => extras("necromunda", { markerOffset: 1 }))).toMatch(/^ORDNANCE.Error.badOption .*markerOffset/);
    expect(noticeOf(() => extras("necromunda", {}, { rfcPath: { nobody0000000001: [{ x: 1, y: 1 }] } }))).toMatch(
      /^ORDNANCE.Error.unknownToken/,
    );
  });

  it("Trench Crusade: the success modifier, cover, spends, Bloodbath and the melee retarget, checked by the schema", () => {
    const r = extras(
      "trench-crusade",
      { successModifier: -1, targetInCover: true },
      { bloodSpendOnInjury: { [B]: 2 }, blessingSpend: { [A]: 1 }, bloodbath: { [B]: true }, meleeRetarget: B, bloodSpendOnSuccess: 1 },
    );
    expect(r).toEqual({
      attack: { successModifier: -1, targetInCover: true },
      decisions: {
        bloodSpendOnInjury: { [B]: 2 },
        blessingSpend: { [A]: 1 },
        bloodbath: { [B]: true },
        meleeRetarget: B,
        bloodSpendOnSuccess: 1,
      },
    });
    expect(noticeOf(() => extras("trench-crusade", { successModifier: 13 }))).toMatch(/^ORDNANCE.Error.badOption .*at most 12/);
    expect(noticeOf(() => extras("trench-crusade", {}, { meleeRetarget: "nobody0000000001" }))).toMatch(/^ORDNANCE.Error.unknownToken/);
  });

  it("the relay's shape check keeps options and decisions as sent (px points, token ids)", () => {
    const base = { sceneId: "scene00000000001", attackerTokenId: A, weaponId: "gl", target: { tokenId: B }, blind: false };
    const full = {
      ...base,
      options: { loader: B, loaderShot: 1, markerOffset: [0.1, 0.2] as const, targetInCover: false },
      decisions: {
        rfcPath: { [B]: [{ x: 1, y: 2 }] },
        bloodSpendOnInjury: { [B]: 1 },
        blessingSpend: { [A]: 0 },
        bloodbath: { [B]: true },
        meleeRetarget: B,
      },
    };
    expect(parseAttackRequest(JSON.parse(JSON.stringify(full)))).toEqual(full);
    expect(parseAttackRequest({ ...base, options: [] })).toBeNull();
    expect(parseAttackRequest({ ...base, options: { loader: null } })).toBeNull();
    expect(parseAttackRequest({ ...base, options: { markerOffset: [1, 2, 3] } })).toBeNull();
    expect(parseAttackRequest({ ...base, decisions: { bloodSpendOnSuccess: { x: 1 } } })).toBeNull();
  });
});

describe("end to end: options and decisions reach core, the card and the export", () => {
  it("GZG loader (GZ-16): the loader's transferred shot", async () => {
    const { result, card, exported, log } = await runWith("gzg/gz-16.json", { options: { loader: docId("L"), loaderShot: 1 } });
    expect((card.scenario as { attack: Record<string, unknown> }).attack).toMatchObject({ loader: docId("L"), loaderShot: 1 });
    expect(result.output).toMatchObject({ outcome: "HIT", loader: { figure: docId("L"), result: "transferred" } });
    expect(log).toContain("ORDNANCE.Log.gzg.loaderTransferred");
    expect((exported["attack"] as Record<string, unknown>)["loader"]).toBe(docId("L"));
    expect(
      choiceLines(
        card.scenario,
        (k, d) => (d ? `${k} ${JSON.stringify(d)}` : k),
        (id) => (id === docId("L") ? "Loader Lee" : id),
      ),
    ).toContain('ORDNANCE.Card.choice {"name":"ORDNANCE.Choice.loader","value":"Loader Lee"}');
    expect(resolveScenario(exported).output).toEqual(card.output);
  });

  it("Necromunda marker offset (NX offset) and Running for Cover way points in px (NX rfc path)", async () => {
    const off = await runWith("necromunda/nx-offset.json", { options: { markerOffset: [0.4, 0] } });
    expect(off.result.output).toMatchObject({ outcome: "HIT", impact: { x: 10.9, y: 0 } });
    expect(resolveScenario(off.exported).output).toEqual(off.card.output);

    const rfc = await runWith("necromunda/nx-rfc-path.json", {
      decisions: {
        rfcPath: {
          [docId("J")]: [
            { x: 14 * PPI, y: 0 },
            { x: 14 * PPI, y: 6 * PPI },
          ],
        },
      },
    });
    expect((rfc.card.scenario as { decisions: unknown }).decisions).toEqual({
      rfcPath: {
        [docId("J")]: [
          [14, 0],
          [14, 6],
        ],
      },
    });
    const j = (rfc.result.output!["affected"] as { figure: string; position: { x: number; y: number } }[]).find(
      (a) => a.figure === docId("J"),
    );
    expect(j?.position).toMatchObject({ x: 14, y: 3 });
    expect(rfc.exported["decisions"]).toEqual({
      rfcPath: {
        [docId("J")]: [
          [14, 0],
          [14, 6],
        ],
      },
    });
    expect(resolveScenario(rfc.exported).output).toEqual(rfc.card.output);
  });

  it("Trench Crusade Blood spent on an Injury Roll (TC-12) and a success modifier", async () => {
    const { result, card, exported, log } = await runWith("trench-crusade/tc-12.json", {
      options: { successModifier: 1 },
      decisions: { bloodSpendOnInjury: { [docId("E")]: 2 } },
    });
    const e = (result.output!["affected"] as { figure: string; injury: string; blood: number }[]).find((a) => a.figure === docId("E"));
    expect(e).toMatchObject({ injury: "outOfAction", blood: 0 });
    expect(log).toContain("ORDNANCE.Log.tc.bloodSpent");
    expect(exported["decisions"]).toEqual({ bloodSpendOnInjury: { [docId("E")]: 2 } });
    expect((exported["attack"] as Record<string, unknown>)["successModifier"]).toBe(1);
    expect(result.output).toMatchObject({ successRoll: { modifier: 1, total: 9 } });
    expect(resolveScenario(exported).output).toEqual(card.output);
  });

  it("Trench Crusade: the opponent is asked, while resolving, how much of the attacker's Blood to spend on the Success Roll", async () => {
    const asked: unknown[] = [];
    const { result, card, exported, log } = await runWith(
      "trench-crusade/tc-12.json",
      {},
      {
        stats: { [docId("A")]: { blood: 2 } },
        askCount: (p, user) => (asked.push([p.decision, p.max, user]), p.decision === "bloodSpendOnSuccess" ? 1 : undefined),
      },
    );
    expect(asked).toEqual([["bloodSpendOnSuccess", 2, "side-2"]]);
    expect(card.decisions).toEqual({ bloodSpendOnSuccess: 1 });
    expect(card.answers.find((a) => a.tag === "T.bloodSpendOnSuccess")).toMatchObject({ value: 1, source: "user", by: "side-2" });
    expect(result.output).toMatchObject({ successRoll: { net: -1 }, attacker: { blood: 1 } });
    expect(log).toContain("ORDNANCE.Log.tc.");
    expect(exported["decisions"]).toEqual({ bloodSpendOnSuccess: 1 });
    expect(resolveScenario(exported).output).toEqual(card.output);
  });

  it("Trench Crusade: nobody answering (or an out-of-range answer) leaves the spend to the automation; an attacker without Blood is not asked", async () => {
    const none = await runWith("trench-crusade/tc-12.json", {}, { stats: { [docId("A")]: { blood: 2 } }, askCount: () => undefined });
    expect(none.card.decisions).toEqual({});
    expect(none.card.answers.find((a) => a.tag === "T.bloodSpendOnSuccess")).toMatchObject({ source: "noAnswer", by: "side-2", value: 0 });
    expect(resolveScenario(none.exported).output).toEqual(none.card.output);
    const over = await runWith("trench-crusade/tc-12.json", {}, { stats: { [docId("A")]: { blood: 2 } }, askCount: () => 3 });
    expect(over.card.decisions).toEqual({});
    expect(over.card.output).toEqual(none.card.output);
    let asked = 0;
    await runWith("trench-crusade/tc-12.json", {}, { askCount: (p) => (p.decision === "bloodSpendOnSuccess" ? asked++ : 0, 1) });
    expect(asked).toBe(0);
  });

  it("Trench Crusade: a hit model's owner is asked, while resolving, to spend its own Blessings on its Injury Roll", async () => {
    const asked: unknown[] = [];
    const E = docId("E");
    const { result, card, exported } = await runWith(
      "trench-crusade/tc-12.json",
      {},
      {
        stats: { [E]: { blessing: 2 } },
        askCount: (p, user) => (asked.push([p.tag, p.max, user]), p.decision === "blessingSpend" ? 1 : 0),
      },
    );
    expect(asked).toContainEqual([`T.blessingSpend[${E}]`, 2, `owner-${E}`]);
    expect(card.answers.find((a) => a.tag === `T.blessingSpend[${E}]`)).toMatchObject({ source: "user", by: `owner-${E}`, figure: E });
    expect(card.decisions).toMatchObject({ blessingSpend: { [E]: 1 } });
    const e = (result.output!["affected"] as unknown as { figure: string; blessing: number }[]).find((a) => a.figure === E);
    expect(e?.blessing).toBe(1);
    expect(exported["decisions"]).toMatchObject({ blessingSpend: { [E]: 1 } });
    expect(resolveScenario(exported).output).toEqual(card.output);
  });

  it("refuses an option of another ruleset before anything is rolled or written", async () => {
    const f = fixtureScene(fixture("gzg/gz-16.json"));
    const h = harness(f.scene, { ruleset: f.ruleset, faces: f.faces });
    await expect(runAttack(h.ports, { ...f.request, options: { successModifier: 1 } }, "u")).rejects.toMatchObject({
      key: "ORDNANCE.Trust.undeclared",
    });
    expect(h.cards).toEqual([]);
    expect(h.hooks).toEqual([]);
  });
});
