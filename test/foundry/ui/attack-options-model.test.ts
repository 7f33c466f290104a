// The throw dialog's pure option model (ui/attack-options.ts): which options each ruleset offers for a
// weapon, attacker and target, and the form's values turned into request fields checked by core's
// schema; plus the chat card's lines for the options and decisions a scenario was resolved with.

import { describe, expect, it } from "vitest";
import { choiceLines } from "../../../src/foundry/chat/chat-card-view.js";
import { NoticeError } from "../../../src/foundry/platform/errors.js";
import { type OptionFigure, type OptionsInput, optionFields, optionsRequest } from "../../../src/foundry/ui/attack-options.js";

const fig = (id: string, side: string, x: number, stats: Record<string, unknown> = {}, owned = true): OptionFigure => ({
  id,
  name: `Name ${id}`,
  side,
  x,
  y: 0,
  z: 0,
  baseRadius: 0.5,
  stats,
  owned,
});
const A = fig("A", "red", 0);

function input(over: Partial<OptionsInput>): OptionsInput {
  return {
    ruleset: "gzg",
    settings: {},
    weapon: { name: "GL", rangeBand: 6 },
    attacker: A,
    target: null,
    figures: [A],
    isGM: false,
    ...over,
  };
}
const names = (i: OptionsInput): string[] => optionFields(i).map((f) => f.name);
const noticeKey = (f: () => unknown): string => {
  try {
    f();
    return "no error";
  } catch (e) {
    return e instanceof NoticeError ? e.key : String(e);
  }
};

describe("which options the dialog offers", () => {
  it("GZG: a loader among the gunner's own side the user may act for; shot numbers only when more than one", () => {
    const L = fig("L", "red", 1);
    const other = fig("O", "red", 2, {}, false);
    const enemy = fig("E", "blue", 5);
    const i = input({ figures: [A, L, other, enemy] });
    const loader = optionFields(i)[0]!;
    expect(loader).toMatchObject({ name: "options.loader", kind: "select" });
    expect(loader.choices?.map((c) => c.value)).toEqual(["", "L"]);
    expect(optionFields({ ...i, isGM: true })[0]!.choices?.map((c) => c.value)).toEqual(["", "L", "O"]);
    expect(names(i)).toEqual(["options.loader"]);
    // The shot number is counted by the GM's client: a player never sets it, a GM may (granting a shot).
    expect(names({ ...i, settings: { "gzg.loaderShotsPerActivation": 2 } })).toEqual(["options.loader"]);
    expect(names({ ...i, isGM: true, settings: { "gzg.loaderShotsPerActivation": 2 } })).toEqual(["options.loader", "options.loaderShot"]);
    expect(names({ ...i, weapon: { name: "Grenade", thrown: true } })).toEqual([]);
    expect(names(input({ figures: [A, enemy] }))).toEqual([]);
  });

  it("Necromunda: a marker offset only when the hole may sit off the base centre of a targeted model, within its base", () => {
    const E = fig("E", "blue", 5, {}, false);
    const offset = { ruleset: "necromunda", settings: { "necro.markerOnFighter": "offsetOverBase" } } as const;
    expect(names(input({ ruleset: "necromunda", target: E, figures: [A, E] }))).toEqual([]);
    expect(names(input({ ...offset }))).toEqual([]);
    const fields = optionFields(input({ ...offset, target: E, figures: [A, E] }));
    expect(fields.map((f) => f.name)).toEqual(["options.markerOffset.0", "options.markerOffset.1"]);
    expect(fields[0]).toMatchObject({ min: -0.5, max: 0.5, labelData: { axis: "x" } });
  });

  it("Necromunda: a Running for Cover route for a known target, picked on the canvas (px), at most 16 way points", () => {
    const E = fig("E", "blue", 5);
    const fields = optionFields(input({ ruleset: "necromunda", target: E, figures: [A, E] }));
    expect(fields.map((f) => f.name)).toEqual(["decisions.rfcPath.E"]);
    expect(optionsRequest("necromunda", fields, { "decisions.rfcPath.E": "" })).toEqual({});
    expect(
      optionsRequest("necromunda", fields, {
        "decisions.rfcPath.E": JSON.stringify([
          { x: 1400, y: 0 },
          { x: 1400, y: 600 },
        ]),
      }),
    ).toEqual({
      decisions: {
        rfcPath: {
          E: [
            { x: 1400, y: 0 },
            { x: 1400, y: 600 },
          ],
        },
      },
    });
    const many = JSON.stringify(Array.from({ length: 17 }, (_, i) => ({ x: i, y: i })));
    expect(noticeKey(() => optionsRequest("necromunda", fields, { "decisions.rfcPath.E": many }))).toBe("ORDNANCE.Error.badOption");
    expect(noticeKey(() => optionsRequest("necromunda", fields, { "decisions.rfcPath.E": '[{"x": 1}]' }))).toBe("ORDNANCE.Error.badOption");
  });

  it("Trench Crusade: spends only for markers held, a Bloodbath only when affordable, cover only for a point", () => {
    const tc = (attacker: OptionFigure, target: OptionFigure | null, settings = {}, figures: OptionFigure[] = []) =>
      names(input({ ruleset: "trench-crusade", attacker, target, settings, figures: [attacker, ...(target ? [target] : []), ...figures] }));
    // A flat Success Roll modifier is the GM's to grant: only a GM's dialog offers it.
    expect(tc(A, null)).toEqual([]);
    expect(names(input({ ruleset: "trench-crusade", isGM: true }))).toEqual(["options.successModifier"]);
    expect(tc(A, null, { "tc.coverForPoint": true })).toEqual(["options.targetInCover"]);
    expect(tc(A, fig("E", "blue", 5), { "tc.coverForPoint": true })).toEqual([]);
    expect(tc(fig("A", "red", 0, { blessing: 2 }), fig("E", "blue", 5, { blood: 5 }))).toEqual([
      "decisions.blessingSpend.A",
      "decisions.bloodSpendOnInjury.E",
    ]);
    expect(tc(A, fig("E", "blue", 5, { blood: 6 }))).toEqual(["decisions.bloodSpendOnInjury.E", "decisions.bloodbath.E"]);
    expect(tc(A, fig("E", "blue", 5, { blood: 3, down: true }))).toContain("decisions.bloodbath.E");
    // A friend within 1" of the target: the shot goes into melee.
    expect(tc(A, fig("E", "blue", 5), {}, [fig("F", "red", 6.5), fig("G", "red", 9)])).toEqual(["decisions.meleeRetarget"]);
    const spend = optionFields(
      input({ ruleset: "trench-crusade", attacker: A, target: fig("E", "blue", 5, { blood: 4 }), figures: [A] }),
    ).find((f) => f.key === "bloodSpendOnInjury");
    expect(spend).toMatchObject({ max: 4, labelData: { name: "Name E", n: 4 } });
  });
});

describe("form values → request fields", () => {
  it("leaves defaults out and builds each ruleset's fields", () => {
    const gzg = { ...input({ figures: [A, fig("L", "red", 1)], settings: { "gzg.loaderShotsPerActivation": 2 } }), isGM: true };
    expect(optionsRequest("gzg", optionFields(gzg), { "options.loader": "", "options.loaderShot": 1 })).toEqual({});
    expect(optionsRequest("gzg", optionFields(gzg), { "options.loader": "L", "options.loaderShot": 2 })).toEqual({
      options: { loader: "L", loaderShot: 2 },
    });
    const E = fig("E", "blue", 5, {}, false);
    const necro = optionFields(
      input({ ruleset: "necromunda", settings: { "necro.markerOnFighter": "offsetOverBase" }, target: E, figures: [A, E] }),
    );
    expect(optionsRequest("necromunda", necro, { "options.markerOffset.0": 0, "options.markerOffset.1": 0 })).toEqual({});
    expect(optionsRequest("necromunda", necro, { "options.markerOffset.0": 0.3, "options.markerOffset.1": "-0.1" })).toEqual({
      options: { markerOffset: [0.3, -0.1] },
    });
    const tc = optionFields(
      input({
        ruleset: "trench-crusade",
        attacker: fig("A", "red", 0, { blessing: 1 }),
        target: fig("E", "blue", 5, { blood: 6 }),
        figures: [A],
        isGM: true,
      }),
    );
    expect(
      optionsRequest("trench-crusade", tc, {
        "options.successModifier": -1,
        "decisions.blessingSpend.A": 1,
        "decisions.bloodSpendOnInjury.E": 0,
        "decisions.bloodbath.E": true,
      }),
    ).toEqual({
      options: { successModifier: -1 },
      decisions: { blessingSpend: { A: 1 }, bloodbath: { E: true } },
    });
  });

  it("refuses values the core schema refuses, before anything is sent", () => {
    const tc = optionFields(input({ ruleset: "trench-crusade", attacker: fig("A", "red", 0, { blessing: 1 }), figures: [A], isGM: true }));
    expect(noticeKey(() => optionsRequest("trench-crusade", tc, { "options.successModifier": 20 }))).toBe("ORDNANCE.Error.badOption");
    expect(noticeKey(() => optionsRequest("trench-crusade", tc, { "options.successModifier": 1.5 }))).toBe("ORDNANCE.Error.badOption");
    expect(noticeKey(() => optionsRequest("trench-crusade", tc, { "decisions.blessingSpend.A": -1 }))).toBe("ORDNANCE.Error.badOption");
    expect(noticeKey(() => optionsRequest("trench-crusade", tc, { "options.successModifier": "x" }))).toBe("ORDNANCE.Error.badOption");
  });
});

describe("the chat card's lines for the options and decisions used", () => {
  it("names figures, shows inches and routes", () => {
    const format = (key: string, data?: Record<string, unknown>) => `${key}${data ? JSON.stringify(data) : ""}`;
    const gzg = { ruleset: "gzg", attack: { attacker: "A", weapon: {}, target: { figure: "E" }, blind: false, loader: "L" } };
    const necro = {
      ruleset: "necromunda",
      attack: { attacker: "A", weapon: {}, target: { figure: "E" }, blind: false, markerOffset: [0.4, 0] },
      decisions: {
        rfcPath: {
          J: [
            [14, 0],
            [14, 6],
          ],
        },
      },
    };
    const tc = { ruleset: "trench-crusade", attack: { attacker: "A" }, decisions: { bloodbath: { E: true }, meleeRetarget: "F" } };
    const lines = (sc: unknown) => choiceLines(sc, format, (id) => `Name ${id}`);
    expect([...lines(gzg), ...lines(necro), ...lines(tc)]).toEqual([
      'ORDNANCE.Card.choice{"name":"ORDNANCE.Choice.loader","value":"Name L"}',
      'ORDNANCE.Card.choice{"name":"ORDNANCE.Choice.markerOffset","value":"(0.4\\", 0\\")"}',
      'ORDNANCE.Card.choice{"name":"ORDNANCE.Choice.rfcPath","value":"Name J: (14\\", 0\\") → (14\\", 6\\")"}',
      'ORDNANCE.Card.choice{"name":"ORDNANCE.Choice.bloodbath","value":"Name E: ORDNANCE.Card.yes"}',
      'ORDNANCE.Card.choice{"name":"ORDNANCE.Choice.meleeRetarget","value":"Name F"}',
    ]);
    expect(choiceLines({ attack: { attacker: "A", weapon: {}, target: { point: [1, 2] }, blind: true } }, format, (id) => id)).toEqual([]);
  });
});
