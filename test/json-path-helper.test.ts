// The JSON-path helpers of test/helpers/json-path.ts, which the document tests read and break scenarios with:
// keys and indices, a missing last key as undefined, a broken step named by its path, writes and deletes in place.

import { describe, expect, it } from "vitest";
import { at, deleteAt, listAt, numberAt, objectAt, setAt, showPath } from "./helpers/json-path.js";

const doc = () => ({ battlefield: { figures: [{ id: "F", x: 1 }, { id: "T" }] }, dice: { "G.skill": 9 } });

describe("json-path helpers", () => {
  it("read keys and indices; a missing last key is undefined", () => {
    expect(at(doc(), "battlefield", "figures", 0, "id")).toBe("F");
    expect(at(doc(), "dice", "G.skill")).toBe(9);
    expect(at(doc(), "battlefield", "figures", 1, "x")).toBeUndefined();
    expect(at(doc())).toEqual(doc());
    expect(numberAt(doc(), "battlefield", "figures", 0, "x")).toBe(1);
    expect(listAt(doc(), "battlefield", "figures")).toHaveLength(2);
    expect(objectAt(doc(), "dice")).toEqual({ "G.skill": 9 });
  });

  it("a step through a non-object, or a value of the wrong kind, throws naming the path", () => {
    expect(() => at(doc(), "battlefield", "figures", 2, "id")).toThrow("$.battlefield.figures[2] is undefined, not an object or array");
    expect(() => at(doc(), "dice", "G.skill", "faces")).toThrow('$.dice["G.skill"] is 9, not an object or array');
    expect(() => numberAt(doc(), "battlefield", "figures", 0, "id")).toThrow('$.battlefield.figures[0].id is "F", not a number');
    expect(() => listAt(doc(), "dice")).toThrow('$.dice is {"G.skill":9}, not an array');
    expect(() => objectAt(doc(), "battlefield", "figures")).toThrow(
      '$.battlefield.figures is [{"id":"F","x":1},{"id":"T"}], not an object',
    );
    expect(() => objectAt(doc(), "seed")).toThrow("$.seed is undefined, not an object");
    expect(showPath(["attack", "target", "point", 1])).toBe("$.attack.target.point[1]");
    expect(showPath(["settings", "gzg.maxBounces"])).toBe('$.settings["gzg.maxBounces"]');
  });

  it("setAt and deleteAt change the document in place and return it; an empty path or a missing parent throws", () => {
    const d = doc();
    expect(setAt(d, ["battlefield", "figures", 1, "x"], "10")).toBe(d);
    expect(d.battlefield.figures[1]).toEqual({ id: "T", x: "10" });
    expect(deleteAt(d, ["dice"])).toBe(d);
    expect(d).toEqual({
      battlefield: {
        figures: [
          { id: "F", x: 1 },
          { id: "T", x: "10" },
        ],
      },
    });
    expect(() => setAt(d, [], 1)).toThrow("an empty path names the document itself");
    expect(() => setAt(d, ["attack", "target"], 1)).toThrow("$.attack is undefined, not an object or array");
  });
});
