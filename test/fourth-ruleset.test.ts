// A fourth ruleset (test/helpers/toy-ruleset.ts) registered at run time goes through the core, the sandbox
// model and the Foundry adapter (on its fakes) without any adapter change: documents parse and resolve, aim
// hints, weapon line, resolution order, state mapping, rules menu and weapon library read it, and an attack runs
// the pipeline.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../lang/en.json";
import { AimScenarios, type ScenarioDoc, getRuleset, makeTranslator, registerRuleset, resolveScenario } from "../src/core/index.js";
import type { FighterWeapon } from "../src/foundry/platform/flags.js";
import { runAttack } from "../src/foundry/pipeline/pipeline.js";
import { statsWithState } from "../src/foundry/fighters/state-stats.js";
import { rangeBandAt, rangeRings, blastRadiusOf } from "../src/foundry/ui/range-rings.js";
import { rulesMenuModel } from "../src/foundry/ui/rules-menu-model.js";
import { presetEntries, weaponIssues } from "../src/foundry/ui/weapon-library.js";
import { weaponSummary } from "../src/foundry/ui/weapon-summary.js";
import { sharesState, weaponWithState } from "../src/foundry/fighters/weapon-state.js";
import { blastRadius as sandboxBlast, rangeRings as sandboxRings } from "../src/sandbox/aim-hints.js";
import { orderAt } from "../src/sandbox/order-list.js";
import { applyOutput, attackDocument, newSession } from "../src/sandbox/session.js";
import { FakeScene } from "./helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "./helpers/foundry/foundry-data.js";
import { harness } from "./helpers/foundry/pipeline-harness.js";
import { toyRuleset } from "./helpers/toy-ruleset.js";

const doc = (): ScenarioDoc => ({
  ruleset: "toy",
  settings: { "toy.hitOn": 5 },
  battlefield: {
    figures: [
      { id: "A", side: "red", x: 0, y: 0, stats: { bonus: 1 } },
      { id: "B", side: "blue", x: 8, y: 0, stats: { wounds: 1 } },
      { id: "C", side: "blue", x: 9.5, y: 1, stats: {} },
    ],
  },
  attack: { attacker: "A", weapon: { name: "Pop", range: 10, blast: 1.5, shots: 2 }, target: { figure: "B" } },
  dice: { "X.hit": 4 },
});

let unregister: () => void = () => undefined;
beforeAll(() => {
  unregister = registerRuleset(toyRuleset);
});
afterAll(() => {
  unregister();
});

describe("a fourth ruleset in the core", () => {
  it("parses, resolves and reports its blast radius like the bundled ones", () => {
    const { output } = resolveScenario(doc());
    expect(output.outcome).toBe("HIT");
    expect(output.blastRadius).toBe(1.5);
    expect(output.affected.map((a) => [a.figure, a.status, a.wounds])).toEqual([
      ["B", "outOfAction", 0],
      ["C", "standing", 1],
    ]);
    expect(output.weapon.usesLeft).toBe(1);
    expect(output.rolls).toEqual([{ tag: "X.hit", dice: "1d6", faces: [4] }]);
  });
  it("refuses a second registration of the same id, and its settings are checked by name", () => {
    expect(() => registerRuleset(toyRuleset)).toThrow(/already registered/);
    expect(() => resolveScenario({ ...doc(), settings: { "toy.hitOn": 12 } })).toThrow(/toy\.hitOn/);
  });
});

describe("a fourth ruleset in the sandbox model", () => {
  it("draws its rings and blast, and applies its outcome to the session through its state mapping", () => {
    const attacker = { stats: { bonus: 1 }, baseRadius: 0.5 };
    const weapon = doc().attack!.weapon;
    expect(sandboxRings("toy", weapon, attacker, {}, 100)).toEqual([{ radius: 10, label: "Range" }]);
    expect(sandboxBlast("toy", weapon, attacker, {})).toBe(1.5);

    const session = newSession(doc());
    const resolved = attackDocument(session, doc().attack!, "seed");
    const { output } = resolveScenario({ ...resolved, dice: { "X.hit": 6 } });
    const next = applyOutput(session, resolved, output);
    expect(next.casualties.map((c) => c.id)).toEqual(["B"]);
    expect(next.doc.battlefield.figures?.find((f) => f.id === "C")?.stats).toEqual({ wounds: 1 });
    // the weapon's spent shot is folded back by the toy's own mapping
    expect(next.doc.attack?.weapon).toMatchObject({ shots: 2, fired: 1 });
  });
  it("lists who a hit at the aim would hit for the resolution order panel, and its attack follows the order chosen", () => {
    expect(orderAt(doc(), new AimScenarios())).toEqual(["B", "C"]);
    expect(orderAt({ ...doc(), attack: { ...doc().attack!, target: { point: [4, 0] } } }, new AimScenarios())).toEqual([]);
    const { output } = resolveScenario({ ...doc(), decisions: { resolutionOrder: ["C", "B"] } });
    expect(output.affected.map((a) => a.figure)).toEqual(["C", "B"]);
    expect(orderAt({ ...doc(), decisions: { resolutionOrder: ["C", "B"] } }, new AimScenarios())).toEqual(["B", "C"]);
  });
});

describe("a fourth ruleset in the Foundry adapter", () => {
  const attacker = { stats: { bonus: 1 }, baseRadius: 0.5 };
  const pop = { name: "Pop", range: 10, blast: 1.5, shots: 2 };
  const translate = makeTranslator(en);

  it("shows its aim hints, weapon line and uses", () => {
    expect(rangeRings("toy", pop, attacker, {})).toEqual([{ radius: 10, labelKey: "ORDNANCE.AimHint.ringMax", labelData: {} }]);
    expect(rangeBandAt("toy", pop, attacker, {}, 11)).toMatchObject({ inRange: false, labelKey: "ORDNANCE.AimHint.beyondRange" });
    expect(rangeBandAt("toy", pop, attacker, { "toy.hitOn": 3 }, 9)).toMatchObject({ inRange: true, labelData: { need: 3 } });
    expect(blastRadiusOf("toy", pop, attacker, {})).toBe(1.5);
    const w: FighterWeapon = { id: "w", name: "Pop", ruleset: "toy", weapon: { ...pop, fired: 1 }, state: null };
    const s = weaponSummary("toy", w);
    expect(s.rules.map(translate).join(" · ")).toBe('10" · blast 1.5"');
    expect(s).toMatchObject({ stateKey: "ORDNANCE.Weapon.usesLeft", stateData: { n: 1 }, usable: true });
  });

  it("maps stored fighter and weapon state back through the toy's own rules", () => {
    const state = {
      attackId: "a",
      status: "standing",
      cause: "blast",
      wounds: 1,
      toughness: null,
      injuries: [],
      injury: null,
      blood: null,
      suppression: null,
      blessing: null,
    } as const;
    expect(statsWithState("toy", { bonus: 1 }, { ...state, injuries: [] })).toEqual({ bonus: 1, wounds: 1 });
    const used = { outOfAmmo: false, deletedProfiles: [], unusableProfiles: [], consumed: false, usesLeft: 0 };
    expect(weaponWithState("toy", pop, used)).toEqual({ ...pop, fired: 2 });
    const a: FighterWeapon = { id: "a", name: "Pop", ruleset: "toy", weapon: pop, state: null };
    expect(sharesState(a, { ...a, id: "b" })).toBe(false);
  });

  it("offers its settings in the rules menu and its presets in the weapon library", () => {
    const groups = rulesMenuModel("toy", {});
    expect(groups.map((g) => g.id)).toEqual(["common", "toy", "necromunda", "gzg", "trench-crusade"]);
    expect(groups[1]!.switches.map((s) => [s.key, s.value])).toEqual([["toy.hitOn", 4]]);
    const [entry] = presetEntries("toy");
    expect(entry).toMatchObject({ id: "preset.toy.pop", ruleset: "toy", name: "Pop" });
    expect(weaponIssues("toy", entry!.weapon)).toEqual([]);
  });

  it("runs an attack through the GM pipeline: rolls, blast template, states and the weapon's uses written", async () => {
    const fighter = (side: string, stats: Record<string, unknown>) => ({ side, stats });
    const scene = new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
      tokens: [
        token("attacker00000001", -50, -50, {
          flags: {
            ordnance: {
              fighter: { ...fighter("red", { bonus: 1 }), weapons: [{ id: "pop", name: "Pop", ruleset: "toy", weapon: pop, state: null }] },
            },
          },
        }),
        token("victim0000000001", 750, -50, { flags: { ordnance: { fighter: fighter("blue", { wounds: 2 }) } } }),
      ],
    });
    const h = harness(scene, { ruleset: "toy", faces: [5] });
    const r = await runAttack(
      h.ports,
      {
        sceneId: scene.sceneId,
        attackerTokenId: "attacker00000001",
        weaponId: "pop",
        target: { tokenId: "victim0000000001" },
        blind: false,
      },
      "user000000000001",
    );
    expect(r.output?.outcome).toBe("HIT");
    expect(r.output?.rolls.map((x) => x.tag)).toEqual(["X.hit"]);
    expect(scene.templates().map((t) => t.distance)).toEqual([1.5]);
    expect(scene.token("victim0000000001")?.flags.ordnance?.state).toMatchObject({ status: "standing", wounds: 1 });
    const stored = scene.token("attacker00000001")?.flags.ordnance?.fighter?.weapons?.[0];
    expect(stored?.state?.usesLeft).toBe(1);
    // the next attack reads the stored state back as the toy's `fired`
    expect(weaponWithState("toy", stored!.weapon, stored!.state)).toMatchObject({ fired: 1 });
    expect(getRuleset("toy")).toBe(toyRuleset);
  });
});
