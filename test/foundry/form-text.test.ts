// formText: a form value as text, as String(value ?? "") wrote it for what forms hold.

import { describe, expect, it } from "vitest";
import { formText } from "../../src/foundry/ui/form-text.js";

describe("formText", () => {
  it("writes strings, numbers, booleans and arrays of them as String() does, and nothing for a missing value", () => {
    for (const v of ["", "Frag", 3, -0.5, true, false, ["a", "b"], [1, "x", true], null, undefined])
      expect(formText(v)).toBe(String(v ?? ""));
  });

  it("writes an object as JSON instead of [object Object]", () => {
    expect(formText({ S: 3 })).toBe('{"S":3}');
  });
});
