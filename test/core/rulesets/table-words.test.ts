// The rule log speaks as the table does: counts with their plural forms from the language file (no
// "time(s)"), directions as clock hours rather than degrees — while the output JSON keeps the degrees.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../../lang/en.json";
import { clockHour, makeTranslator, resolveScenario } from "../../../src/core/index.js";

const translate = makeTranslator(en);
const root = join(import.meta.dirname, "../..");

/** Every scenario we ship or test: the examples and the fixtures' scenarios. */
function scenarios(): { name: string; doc: unknown }[] {
  const examples = readdirSync(join(root, "../examples")).map((f) => ({
    name: f,
    doc: JSON.parse(readFileSync(join(root, "../examples", f), "utf8")) as unknown,
  }));
  const fixtures = readdirSync(join(root, "fixtures")).flatMap((r) =>
    readdirSync(join(root, "fixtures", r)).map((f) => ({
      name: `${r}/${f}`,
      doc: (JSON.parse(readFileSync(join(root, "fixtures", r, f), "utf8")) as { scenario: unknown }).scenario,
    })),
  );
  return [...examples, ...fixtures];
}

describe("words at the table", () => {
  it("clockHour: 12 towards the table's top edge, 3 to the right, 6 down, 9 left, nearest hour", () => {
    expect([270, 0, 90, 180].map(clockHour)).toEqual([12, 3, 6, 9]);
    expect(clockHour(210)).toBe(10);
    expect(clockHour(359)).toBe(3);
    expect(clockHour(-90)).toBe(12);
    expect(clockHour(284)).toBe(12);
    expect(clockHour(286)).toBe(1);
  });

  it("no log line says (s) or gives a bearing in degrees, and every note keeps its numbers in the JSON", () => {
    let clocks = 0;
    for (const { name, doc } of scenarios()) {
      const output = resolveScenario(doc, { translate, seed: "words" }).output;
      const lines = [...output.log, ...output.affected.flatMap((a) => a.effects)];
      for (const line of lines) {
        expect(line, name).not.toMatch(/\(s\)/);
        // A count of one never takes a plural noun ("1 Blood markers").
        expect(line, name).not.toMatch(/\b1 [A-Za-z]+ markers\b/);
        expect(line, name).not.toMatch(/bearing \d+°/);
      }
      for (const n of [...output.notes, ...output.affected.flatMap((a) => a.notes)])
        if (n.data && "clock" in n.data) {
          clocks++;
          expect(n.data["clock"]).toBe(clockHour(n.data["bearing"] as number));
        }
    }
    expect(clocks).toBeGreaterThan(0);
  });

  it("one bounce reads 'once', more read the count", () => {
    expect(translate({ key: "ORDNANCE.Log.gzg.bounced.one", data: { bounces: 1 } })).toBe("The time-fused round bounced off a wall once.");
    expect(translate({ key: "ORDNANCE.Log.gzg.bounced.other", data: { bounces: 2 } })).toBe(
      "The time-fused round bounced off walls 2 times.",
    );
    const example = JSON.parse(readFileSync(join(root, "../examples/gzg-smoke-bounce.json"), "utf8")) as unknown;
    expect(resolveScenario(example, { translate, seed: "s1" }).output.log).toContain("The time-fused round bounced off a wall once.");
  });
});
