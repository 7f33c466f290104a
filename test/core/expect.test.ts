// `defined`: the checked read the code uses where it knows a value is there; a missing one is a named internal error.

import { describe, expect, it } from "vitest";
import { InvariantError, OrdnanceError, defined } from "../../src/core/index.js";

describe("defined", () => {
  it("returns the value itself, falsy ones included", () => {
    const xs = [0, "", false] as const;
    expect(defined(xs[0], "a count")).toBe(0);
    expect(defined(xs[1], "a name")).toBe("");
    expect(defined(xs[2], "a flag")).toBe(false);
  });

  it("throws an InvariantError naming what was expected for undefined and null", () => {
    const xs: number[] = [];
    expect(() => defined(xs[3], "the fourth leg")).toThrow(new InvariantError("the fourth leg"));
    expect(() => defined(null, "a wall")).toThrow("internal error: a wall is missing");
    try {
      defined(undefined, "a figure");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(OrdnanceError);
      expect((e as InvariantError).exitCode).toBe(1);
      expect((e as InvariantError).name).toBe("InvariantError");
    }
  });
});
