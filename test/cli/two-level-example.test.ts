// Pins the output of examples/necromunda-two-levels.json (README's examples table): rooftop line of sight
// over a ground-level smoke cloud and a facade that ends at the roof, a knockback over the roof edge, the
// fall onto a fighter on the ground, and the push apart that goes round the facade instead of through it.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { OutputDocument } from "../../src/core/scenario/output.js";
import { subsetMismatches } from "../helpers/subset.js";

const file = join(import.meta.dirname, "../../examples/necromunda-two-levels.json");

describe("examples/necromunda-two-levels.json", () => {
  it("resolves to the pinned output", () => {
    let out = "";
    let err = "";
    const code = main(["resolve", file], {
      readFile: (p) => readFileSync(p, "utf8"),
      stdout: (t) => (out += t),
      stderr: (t) => (err += t),
    });
    expect(err).toBe("");
    expect(code).toBe(0);
    const doc = JSON.parse(out) as OutputDocument;
    const expected = {
      outcome: "HIT",
      impact: { x: 17.5, y: 12, z: 3 },
      affected: [
        {
          figure: "F",
          cause: "blast",
          position: { x: 20.5761, y: 11.6173, z: 0 },
          status: "pinned",
          wounds: 0,
          toughness: 2,
          injuries: ["FW"],
          knockback: { distance: 2, moved: 2, from: [18.8, 12], to: [20.8, 12] },
          fell: { ledge: "roof-edge", inches: 3 },
        },
        { figure: "G", cause: "landedOn", position: { x: 21.5, y: 12, z: 0 }, status: "pinned" },
      ],
    };
    expect(subsetMismatches(doc, expected, 1e-4)).toEqual([]);
    expect(doc.rolls.map((r) => r.tag)).toEqual([
      "N.firepower",
      "N.hit",
      "N.wound[F]",
      "N.kbForce[F]",
      "N.kbRes[F]",
      "N.fall[F].wound",
      "N.fall[F].injury#1",
      "N.fall[G].wound",
    ]);
    // The landed fighter's base is clear of the facade at x = 20, on the street side.
    expect(doc.affected[0]!.position.x - 0.5).toBeGreaterThan(20);
  });
});
