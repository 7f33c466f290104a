// The pruned record leaves out fields that hold their parse default: the defaults table agrees with the
// parser field by field, other values and extra fields stay, and the record parses to the same battlefield.

import { describe, expect, it } from "vitest";
import { loadScenario, pruneScenario } from "../../../src/core/index.js";
import { PARSE_DEFAULTS, withoutDefaults } from "../../../src/core/scenario/compact.js";

const doc = (wall: object, figure: object, cloud: object): Record<string, unknown> => ({
  ruleset: "gzg",
  battlefield: {
    walls: [{ id: "w", a: [5, 3], b: [5, 5], ...wall }],
    figures: [
      { id: "F", side: "red", x: 0, y: 0, stats: { quality: 8, motivation: 1 }, ...figure },
      { id: "T", side: "blue", x: 10, y: 0 },
    ],
    clouds: [{ id: "c", kind: "smoke", x: 6, y: 4, radius: 3, ...cloud }],
  },
  attack: { attacker: "F", weapon: { name: "GL", rangeBand: 6 }, target: { figure: "T" } },
});

describe("parse defaults", () => {
  it.each(
    Object.entries(PARSE_DEFAULTS).flatMap(([list, fields]) =>
      Object.entries(fields as Readonly<Record<string, unknown>>).map(([field, value]) => [list, field, value] as const),
    ),
  )("%s.%s: absent parses like %s", (list, field, value) => {
    const given: Record<string, unknown> = { [field]: value };
    const withField = loadScenario(
      doc(list === "walls" ? given : {}, list === "figures" ? given : {}, list === "clouds" ? given : {}),
    ).battlefield;
    expect(loadScenario(doc({}, {}, {})).battlefield).toEqual(withField);
  });

  it("leaves out default values only: other values and fields the parser does not fill stay", () => {
    expect(
      withoutDefaults("walls", { id: "w", a: [0, 0], b: [1, 0], blocksMove: true, blocksSight: false, ledge: { dropInches: 2 } }),
    ).toEqual({
      id: "w",
      a: [0, 0],
      b: [1, 0],
      blocksSight: false,
      ledge: { dropInches: 2 },
    });
    expect(withoutDefaults("figures", { id: "F", z: 0, baseRadius: 0.64 })).toEqual({ id: "F", baseRadius: 0.64 });
    expect(withoutDefaults("figures", { id: "F", z: 2, baseRadius: 0.5 })).toEqual({ id: "F", z: 2 });
    expect(withoutDefaults("clouds", { id: "c", z: 0, lethal: true })).toEqual({ id: "c", lethal: true });
    expect(withoutDefaults("walls", "not a record")).toBe("not a record");
  });

  it("the pruned record is written without them and parses to the same battlefield", () => {
    const full = doc({ blocksMove: true, blocksSight: true }, { z: 0, baseRadius: 0.5 }, { z: 0, lethal: false });
    const pruned = pruneScenario(full);
    const bf = pruned["battlefield"] as { walls: object[]; figures: object[]; clouds: object[] };
    expect(bf.walls).toEqual([{ id: "w", a: [5, 3], b: [5, 5] }]);
    expect(bf.figures[0]).toEqual({ id: "F", side: "red", x: 0, y: 0, stats: { quality: 8, motivation: 1 } });
    expect(bf.clouds).toEqual([{ id: "c", kind: "smoke", x: 6, y: 4, radius: 3 }]);
    expect(loadScenario(pruned).battlefield).toEqual(loadScenario(full).battlefield);
  });
});
