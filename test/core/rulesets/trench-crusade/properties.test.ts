// Seeded property tests of Trench Crusade blasts (docs/rules.md §4.4 T4–T5): a scatter point always lies at the
// exact distance, on the table, with line of sight to the original target (or the attack misses); nobody
// without line of sight to the centre is hit by the blast; the same seed gives the same transcript.

import { describe, expect, it } from "vitest";
import {
  type Random,
  createBattlefield,
  edgeDist3D,
  edgeToEdge,
  loadScenario,
  resolveScenario,
  seededRandom,
  type Vec3,
} from "../../../../src/core/index.js";
import { numberAt } from "../../../helpers/json-path.js";
import type { Output } from "../../../helpers/scenario-run.js";
import { SATCHEL_CHARGE } from "../../../helpers/trench-crusade.js";

const EPS = 1e-6;

/** A 16" × 16" table with short walls and models of two sides; the attacker A is on side "1". */
function randomTable(rng: Random): Record<string, unknown> {
  const size = 16;
  const at = () => rng() * size;
  const walls = Array.from({ length: 8 }, (_, i) => {
    const x = at(),
      y = at(),
      a = rng() * Math.PI * 2,
      len = 1 + rng() * 4;
    return { id: `w${i}`, a: [x, y], b: [x + Math.cos(a) * len, y + Math.sin(a) * len] };
  });
  const figures = [{ id: "A", side: "1", x: 8, y: 8, baseRadius: 0.5 }];
  for (let i = 0; i < 12; i++) figures.push({ id: `m${i}`, side: i % 2 ? "1" : "2", x: at(), y: at(), baseRadius: 0.5 });
  // Within half the Satchel's range (edge ≤ 2.9"), so no long-range DICE: two scripted dice fit.
  const r = 1 + rng() * 2.4;
  const b = rng() * Math.PI * 2;
  return {
    ruleset: "trench-crusade",
    battlefield: { bounds: { width: size, height: size }, walls, figures },
    attack: { attacker: "A", weapon: SATCHEL_CHARGE, target: { point: [8 + Math.cos(b) * r, 8 + Math.sin(b) * r] } },
  };
}

/** The output's scatter point (each coordinate a number), or undefined when the attack did not scatter. */
const scatterPoint = (out: Output): Vec3 | undefined =>
  out["scatterPoint"] == null
    ? undefined
    : { x: numberAt(out, "scatterPoint", "x"), y: numberAt(out, "scatterPoint", "y"), z: numberAt(out, "scatterPoint", "z") };
const targetPoint = (doc: Record<string, unknown>): [number, number] =>
  (doc["attack"] as { target: { point: [number, number] } }).target.point;

describe("Trench Crusade blast properties (seeded)", () => {
  const trials = 300;

  it("puts a scatter point exactly at the distance, on the table, in sight of the target — or misses", () => {
    let scattered = 0;
    let missed = 0;
    for (let i = 0; i < trials; i++) {
      const rng = seededRandom(`scatter-${i}`);
      const doc = { ...randomTable(rng), seed: `dice-${i}`, dice: { "T.success": [1 + Math.floor(rng() * 3), 1 + Math.floor(rng() * 3)] } };
      const out = resolveScenario(doc).output;
      if (out.outcome === "ILLEGAL") continue;
      const bf = createBattlefield(loadScenario(doc).battlefield);
      // The scenario's own target point: the output's `aim` is rounded to 1/10,000" for reading.
      const [tx, ty] = targetPoint(doc);
      const aim = { x: tx, y: ty, z: 0 };
      if (out.outcome === "MISS") {
        missed++;
        expect(out.impact).toBeNull();
        continue;
      }
      expect(out.outcome).toBe("SCATTERED");
      scattered++;
      const p = scatterPoint(out)!;
      expect(Math.abs(Math.hypot(p.x - aim.x, p.y - aim.y, p.z - aim.z) - numberAt(out, "scatterDistance"))).toBeLessThan(EPS);
      expect(bf.isOnTable(p)).toBe(true);
      expect(bf.hasLoS(p, aim)).toBe(true);
    }
    expect(scattered).toBeGreaterThan(trials / 3);
    expect(missed + scattered).toBeGreaterThan(trials / 2);
  });

  it("hits exactly the models within the radius with line of sight to the centre, then the attacker's friends within 1\"", () => {
    let checked = 0;
    for (let i = 0; i < trials; i++) {
      const rng = seededRandom(`blast-${i}`);
      const doc = { ...randomTable(rng), seed: `dice-${i}` };
      const out = resolveScenario(doc).output;
      if (!out.impact) continue;
      checked++;
      const bf = createBattlefield(loadScenario(doc).battlefield);
      // Unrounded centre: the scatter point, or the scenario's target point on a hit.
      const [tx, ty] = targetPoint(doc);
      const c = scatterPoint(out) ?? { x: tx, y: ty, z: 0 };
      const affected = out.affected;
      const byCause = (cause: string) => new Set(affected.filter((a) => a.cause === cause).map((a) => a.figure));
      const blast = byCause("blast");
      for (const f of bf.figures) {
        const inside = edgeDist3D(c, f) <= 3 + EPS && bf.hasLoS(f, c);
        expect(blast.has(f.id)).toBe(inside);
      }
      const hitEnemies = bf.figures.filter((f) => blast.has(f.id) && f.side !== "1");
      for (const f of bf.figures) {
        const caught = !blast.has(f.id) && f.side === "1" && hitEnemies.some((e) => edgeToEdge(e, f) <= 1 + EPS);
        expect(byCause("friendly1in").has(f.id)).toBe(caught);
      }
    }
    expect(checked).toBeGreaterThan(trials / 2);
  });

  it("gives the same transcript for the same seed, and another for another seed", () => {
    let k = 0;
    let doc = { ...randomTable(seededRandom(`table-${k}`)), seed: "same" };
    while (resolveScenario(doc).output.rolls.length < 2) doc = { ...randomTable(seededRandom(`table-${++k}`)), seed: "same" };
    const a = resolveScenario(doc);
    const b = resolveScenario(doc);
    expect(b.answers).toEqual(a.answers);
    expect(b.output).toEqual(a.output);
    const c = resolveScenario(doc, { seed: "other" });
    expect(c.answers).not.toEqual(a.answers);
  });

  it("accepts a chosen point only when it is legal", () => {
    let legal = 0;
    let refused = 0;
    for (let i = 0; i < 100; i++) {
      const rng = seededRandom(`choice-${i}`);
      const table = randomTable(rng);
      const target = (table["attack"] as { target: { point: [number, number] } }).target.point;
      const b = rng() * Math.PI * 2;
      const d = rng() < 0.5 ? 5 : 4.9;
      const point = [target[0] + Math.cos(b) * d, target[1] + Math.sin(b) * d];
      const doc = { ...table, seed: `d${i}`, dice: { "T.success": [1, 1] }, decisions: { scatterPoint: point } };
      let out: Output;
      try {
        out = resolveScenario(doc).output;
      } catch (e) {
        expect(String(e)).toMatch(/T\.scatterPoint/);
        refused++;
        continue;
      }
      if (out.outcome === "ILLEGAL") continue;
      expect(d).toBe(5);
      const bf = createBattlefield(loadScenario(doc).battlefield);
      expect(bf.isOnTable(out.impact!)).toBe(true);
      expect(bf.hasLoS(out.impact!, out.aim!)).toBe(true);
      legal++;
    }
    expect(legal).toBeGreaterThan(5);
    expect(refused).toBeGreaterThan(5);
  });
});
