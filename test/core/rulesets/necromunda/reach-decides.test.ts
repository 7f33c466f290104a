// What a Necromunda attack may touch (docs/rules.md §2.4 N1–N11), as necroReach declares it before any roll: the
// line of fire widened by the scatter's D6" (and a marker offset), the marker's area, how far each hit fighter may
// travel (seed or N23 Knockback, Running for Cover under Fear, a fall off a ledge) and who it may reach on the way,
// and the friends whose Nerve it may test. A smaller reach would let pruning drop something the attack reads.

import { describe, expect, it } from "vitest";
import { createBattlefield } from "../../../../src/core/battlefield/battlefield.js";
import type { NecroContext } from "../../../../src/core/rulesets/necromunda/attack.js";
import { necroReach } from "../../../../src/core/rulesets/necromunda/reach.js";
import type { FigureDoc, ScenarioDoc, WallDoc } from "../../../../src/core/scenario/document.js";
import { capsule, disc } from "../../../../src/core/scenario/reach.js";
import { loadScenario, resolveScenario } from "../../../../src/core/scenario/resolve.js";
import { fig, keysOf, wall } from "../../../helpers/scenario-run.js";
import { pruneScenario } from "../../../../src/core/scenario/prune.js";

const frag = { name: "Grenade Launcher", profile: "Frag", short: 6, long: 24, S: 3, ammo: 5, traits: ["Blast(3)", "Knockback"] };

function reachOf(doc: ScenarioDoc): ReturnType<typeof necroReach> {
  const scenario = loadScenario(doc);
  const battlefield = createBattlefield(scenario.battlefield);
  return necroReach({ scenario, battlefield, settings: scenario.resolvedSettings } as unknown as NecroContext);
}

const scene = (
  figures: FigureDoc[],
  over: { weapon?: Record<string, unknown>; target?: ScenarioDoc["attack"]; settings?: Record<string, unknown>; walls?: WallDoc[] } = {},
): ScenarioDoc => ({
  ruleset: "necromunda",
  settings: over.settings ?? {},
  battlefield: { figures: [fig("A0", "red", 0, 0), ...figures], walls: over.walls ?? [] },
  attack: over.target ?? { attacker: "A0", weapon: over.weapon ?? frag, target: { point: [10, 0] } },
});

const A0 = { x: 0, y: 0 };
const aim = { x: 10, y: 0 };

describe("Necromunda reach: the End Phase", () => {
  it("reads only the clouds", () => {
    const out = reachOf({ ruleset: "necromunda", endOfRound: true, battlefield: { figures: [fig("T", "blue", 3, 0)] } });
    expect(out).toEqual({ terrain: [], figures: [], keepClouds: "all" });
  });
});

describe("Necromunda reach: the hole and the marker (N3–N6)", () => {
  it('seed Knockback: the line of fire ± 6" of scatter, the marker, and 7" (S + D3 + 1" contact) for each fighter under it', () => {
    // T under the marker; F within a knocked-back T's reach (8" centre to centre); G beyond both.
    const out = reachOf(scene([fig("T", "blue", 11, 0), fig("F", "blue", 19, 0), fig("G", "blue", 21, 0)]));
    expect(out).toEqual({
      terrain: [
        capsule(A0, aim, 6),
        capsule(A0, aim, 6 + 1.5 + 0.5),
        // each traveller: its travel + its base + ½" (a ledge check) + the largest base
        disc(A0, 7 + 0.5 + 0.5 + 0.5),
        disc({ x: 11, y: 0 }, 7 + 0.5 + 0.5 + 0.5),
        disc({ x: 19, y: 0 }, 0 + 0.5 + 0.5 + 0.5),
      ],
      figures: [
        capsule(A0, aim, 6 + 1.5),
        // friends within 3" of where each traveller may end
        disc(A0, 7 + 0.5 + 3),
        disc({ x: 11, y: 0 }, 7 + 0.5 + 3),
        disc({ x: 19, y: 0 }, 0 + 0.5 + 3),
      ],
      keepClouds: [],
    });
  });

  it('N23 Knockback moves 1"; a weapon without it does not move anyone', () => {
    const n23 = reachOf(scene([fig("T", "blue", 11, 0)], { settings: { "necro.traitSet": "n23" } }));
    expect(n23?.terrain.slice(2)).toEqual([disc(A0, 1 + 1.5), disc({ x: 11, y: 0 }, 1 + 1.5)]);
    const still = reachOf(scene([fig("T", "blue", 11, 0)], { weapon: { ...frag, traits: ["Blast(3)"] } }));
    expect(still?.figures.slice(1)).toEqual([disc(A0, 3.5), disc({ x: 11, y: 0 }, 3.5)]);
  });

  it('a knocked-back fighter reaches others 8.01" away, centre to centre, to the last bit', () => {
    // T (under the marker, off the line of fire) and F exactly 7" + two bases + 0.01" apart; F is beyond the marker.
    const F = { x: 10.00634765625, y: 15.009997484847304 };
    const out = reachOf(scene([fig("T", "blue", 10, 7), fig("F", "blue", F.x, F.y)]));
    expect(out?.figures).toContainEqual(disc(F, 3.5));
    const G = { x: F.x, y: F.y + 1e-9 };
    expect(reachOf(scene([fig("T", "blue", 10, 7), fig("G", "blue", G.x, G.y)]))?.figures).not.toContainEqual(disc(G, 3.5));
  });

  it('a figure under the marker to 0.01" is hit; further is not (unless a traveller reaches it)', () => {
    // The marker reaches 7.5" from the line of fire, the base 0.5" more.
    const edge = reachOf(scene([fig("T", "blue", 5, 8.01)], { weapon: { ...frag, traits: ["Blast(3)"] } }));
    expect(edge?.figures).toContainEqual(disc({ x: 5, y: 8.01 }, 3.5));
    const past = reachOf(scene([fig("T", "blue", 5, 8.02)], { weapon: { ...frag, traits: ["Blast(3)"] } }));
    expect(past?.figures).not.toContainEqual(disc({ x: 5, y: 8.02 }, 3.5));
  });

  it("a figure target widens the line of fire by its base (a marker offset over it) and is the only one a weapon without Blast hits", () => {
    const krak = { ...frag, profile: "Krak", S: 6, traits: [] };
    const out = reachOf(
      scene([fig("T", "blue", 10, 0, {}, { baseRadius: 1 }), fig("N", "blue", 10, 2)], {
        target: { attacker: "A0", weapon: krak, target: { figure: "T" } },
      }),
    );
    expect(out).toEqual({
      terrain: [capsule(A0, aim, 7), disc(aim, 0 + 1 + 0.5 + 1)],
      figures: [disc(aim, 0 + 1 + 3)],
      keepClouds: [],
    });
  });

  it("a weapon without Blast aimed at a point hits nobody (the attack is refused)", () => {
    const krak = { ...frag, profile: "Krak", S: 6, traits: [] };
    expect(reachOf(scene([fig("T", "blue", 10, 0)], { weapon: krak }))).toEqual({
      terrain: [capsule(A0, aim, 6)],
      figures: [],
      keepClouds: [],
    });
  });

  it('Blast(5) reaches 2.5" past the hole', () => {
    const out = reachOf(scene([], { weapon: { ...frag, traits: ["Blast(5)"] } }));
    expect(out?.figures[0]).toEqual(capsule(A0, aim, 6 + 2.5));
  });
});

describe("Necromunda reach: smoke (N9)", () => {
  it("only the line of fire; earlier smoke clouds are kept so that the new one's id is new", () => {
    const out = reachOf({
      ...scene([fig("T", "blue", 11, 0)], { weapon: { ...frag, profile: "Smoke", traits: ["Smoke"] } }),
      battlefield: {
        figures: [fig("A0", "red", 0, 0), fig("T", "blue", 11, 0)],
        clouds: [
          { id: "smoke-1", kind: "smoke", x: 30, y: 30, radius: 2.5 },
          { id: "smoke-12", kind: "smoke", x: 30, y: 30, radius: 2.5 },
          { id: "smoke-a", kind: "smoke", x: 30, y: 30, radius: 2.5 },
          { id: "my-smoke-2", kind: "smoke", x: 30, y: 30, radius: 2.5 },
          { id: "smoke-3b", kind: "smoke", x: 30, y: 30, radius: 2.5 },
        ],
      },
    });
    expect(out).toEqual({ terrain: [capsule(A0, aim, 6)], figures: [], keepClouds: ["smoke-1", "smoke-12"] });
  });
});

describe("Necromunda reach: Fear, ledges and cascading Nerve (§2.3, N7h–i)", () => {
  const still = { ...frag, traits: ["Blast(3)"] };

  it('Fear: Running for Cover reaches 12" (2D6, or half a Movement of at most 20")', () => {
    const fear = { ...still, traits: ["Blast(3)", "Fear"] };
    const out = reachOf(scene([fig("T", "blue", 11, 0, { M: 20 }), fig("S", "blue", 9, 0, { M: 3 })], { weapon: fear }));
    expect(out?.figures.slice(1)).toEqual([
      disc(A0, 12 + 0.5 + 3),
      disc({ x: 11, y: 0 }, 12 + 0.5 + 3),
      disc({ x: 9, y: 0 }, 12 + 0.5 + 3),
    ]);
  });

  it('a ledge anywhere on the table: a fall may carry a fighter ½" + four of its bases + two of the largest, and so may one it lands on', () => {
    const ledge = wall("edge", [40, -5], [40, 5], { ledge: { dropInches: 3 } });
    // T (under the marker) may fall 9.51"; R, 11" from T and beyond the marker, is within that fall's reach.
    const out = reachOf(
      scene([fig("T", "blue", 10, 7.5, {}, { baseRadius: 1.5 }), fig("R", "blue", 10, 18.5)], { weapon: still, walls: [ledge] }),
    );
    const fall = (r: number): number => 0.5 + 4 * r + 2 * 1.5 + 0.01;
    expect(out?.figures.slice(1)).toEqual([
      disc(A0, fall(0.5) + 0.5 + 3),
      disc({ x: 10, y: 7.5 }, fall(1.5) + 1.5 + 3),
      disc({ x: 10, y: 18.5 }, fall(0.5) + 0.5 + 3),
    ]);
  });

  it('necro.resolveCascadeNerve: each friend within 3" of a traveller may run, and test its own friends', () => {
    // T (under the marker, not moved) has friends within 3.5" of its centre: F's base is in to 0.01", G's is not.
    const out = reachOf(
      scene([fig("T", "blue", 10, 7.5), fig("F", "blue", 10, 11.51, { M: 20 }), fig("G", "blue", 10, 11.52)], {
        weapon: still,
        settings: { "necro.resolveCascadeNerve": true },
      }),
    );
    const F = { x: 10, y: 11.51 };
    expect(out?.figures).toContainEqual(disc(F, 12 + 0.5 + 3));
    expect(out?.terrain).toContainEqual(disc(F, 12 + 0.5 + 0.5 + 0.5));
    expect(out?.figures.filter((s) => s.a.y === 11.52)).toEqual([]);
    expect(out?.figures).toContainEqual(disc({ x: 10, y: 7.5 }, 3.5));
  });
});

describe("Necromunda reach: a marker clamped to the table edge (necro.offTable = clampToEdge)", () => {
  // A marker that scatters off the table stops where its path leaves it (rules.md §2.4 N5): a point on its scatter
  // path, so inside the line of fire's D6" band like any other hole, and the card is pruned as usual.
  const bounds = { x: 0, y: 0, width: 48, height: 48 };
  // Walls on the far side of the table, away from every line of fire below, for pruning to leave out.
  const far = Array.from({ length: 30 }, (_, i) =>
    wall(`w${String(i)}`, [30 + (i % 6) * 3, 20 + Math.floor(i / 6) * 4], [31 + (i % 6) * 3, 21 + Math.floor(i / 6) * 4]),
  );
  const aims: [number, number][] = [
    [8, 0.4],
    [8, -1],
    [0.3, 12],
    [-1.5, 12],
    [6, 47.7],
  ];
  // Fighters and short walls along the edges a few inches from each aim: only a marker scattered (or clamped) that
  // far catches the fighters, and the walls stop scatter paths, so a reach too small to keep them changes the result.
  const fighters = [
    fig("A0", "red", 8, 8),
    ...[
      [3, 0.6],
      [13, 0.6],
      [8, 4],
      [0.6, 7],
      [0.6, 17],
      [4, 12],
      [1.5, 47.4],
      [11, 47.4],
      [6, 43],
    ].map(([x, y], k) => fig(`E${String(k)}`, "blue", x ?? 0, y ?? 0)),
  ];
  const edgeWalls = [wall("e1", [5, 0], [5, 1.5]), wall("e2", [0, 9], [1.5, 9]), wall("e3", [9, 48], [9, 46.5])];

  it("a marker aimed at or beyond the edge is pruned like any other, and the pruned card replays it alike", () => {
    let clamped = 0;
    let offTable = 0;
    for (const aim of aims) {
      for (let i = 0; i < 40; i++) {
        const doc: ScenarioDoc = {
          ruleset: "necromunda",
          settings: { "necro.offTable": "clampToEdge" },
          battlefield: { bounds, figures: fighters, walls: [...edgeWalls, ...far] },
          // No Knockback, so no fighter's travel widens the reach around where the marker lands.
          attack: { attacker: "A0", weapon: { ...frag, traits: ["Blast(3)"] }, target: { point: aim } },
          seed: `clamp-${String(i)}`,
        };
        expect(reachOf(doc)).not.toBeNull();
        const pruned = pruneScenario(doc);
        // The far walls are left out; the line of fire's own band is kept.
        expect((pruned["battlefield"] as { walls: { id: string }[] }).walls.every((w) => w.id.startsWith("e"))).toBe(true);
        const full = resolveScenario(doc);
        const again = resolveScenario(pruned);
        expect(again.output, `aim ${aim.join(", ")} seed ${String(i)}`).toEqual(full.output);
        expect(again.answers).toEqual(full.answers);
        const keys = keysOf(full.output.notes);
        if (keys.includes("clampedToEdge")) clamped++;
        if (keys.includes("offTableNoEdge")) offTable++;
      }
    }
    // The seeds must really clamp markers, from the table and from beyond it, or the comparison proves little.
    expect(clamped).toBeGreaterThan(10);
    expect(offTable).toBeGreaterThan(0);
  });
});
