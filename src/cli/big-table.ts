// A generated big table for the benchmark (issue #2): 300 figures, 5,000 walls and 20 clouds on a
// 240" × 240" board, made from a seeded stream so every run measures the same table.

import { intersectSegments, seededRandom } from "../core/index.js";

export interface BigTableOptions {
  readonly figures?: number;
  readonly walls?: number;
  readonly clouds?: number;
  readonly size?: number;
  readonly seed?: string;
}

/** Per-ruleset figure stats and attack; the table itself is the same for every ruleset. */
const PROFILES = {
  gzg: {
    stats: (_i: number) => ({ quality: 8, motivation: 2, armour: 6 }),
    firer: { quality: 10, motivation: 1, armour: 6 },
    attack: { attacker: "f0", weapon: { name: "Hand grenade", thrown: true, fuse: "time" }, target: { figure: "f1" } },
  },
  // A Satchel Charge at long range (−1 DICE): about two throws in three fail and scatter, so the
  // opponent's scatter-point policy is part of what is measured.
  "trench-crusade": {
    stats: (i: number) => ({ armourKit: i % 3 ? "standard" : "none", blood: i % 4 }),
    firer: {},
    attack: {
      attacker: "f0",
      weapon: { name: "Satchel Charge", range: 6, injuryDice: 1, usesPerGame: 1, keywords: ["BLAST(3)", "CONSUMABLE", "HEAVY", "IGNORE ARMOUR", "IGNORE COVER", "SCATTER"] },
      target: { figure: "f1" },
    },
  },
} as const;

export type BigTableRuleset = keyof typeof PROFILES;

export function bigTableScenario(ruleset: BigTableRuleset, options: BigTableOptions = {}): Record<string, unknown> {
  const profile = PROFILES[ruleset];
  const rng = seededRandom(options.seed ?? "big-table");
  const size = options.size ?? 240;
  const walls = [];
  // Short wall runs, as a city board's building walls are: 1"–6" long, in any direction.
  for (let i = 0; i < (options.walls ?? 5000); i++) {
    const x = rng() * size, y = rng() * size, len = 1 + rng() * 5, a = rng() * Math.PI * 2;
    walls.push({ id: `w${i}`, a: [x, y], b: [x + Math.cos(a) * len, y + Math.sin(a) * len], blocksMove: true, blocksSight: rng() < 0.9 });
  }
  const figures = [];
  for (let i = 0; i < (options.figures ?? 300); i++) {
    figures.push({
      id: `f${i}`,
      side: i % 2 ? "blue" : "red",
      x: rng() * size,
      y: rng() * size,
      baseRadius: 0.5,
      stats: profile.stats(i),
    });
  }
  // The firer and its target stand in the middle with a clear line between them.
  const gap = ruleset === "gzg" ? 14 : 5;
  figures[0] = { id: "f0", side: "red", x: size / 2, y: size / 2, baseRadius: 0.5, stats: profile.firer };
  figures[1] = { id: "f1", side: "blue", x: size / 2 + gap, y: size / 2, baseRadius: 0.5, stats: profile.stats(1) };
  const clouds = [];
  for (let i = 0; i < (options.clouds ?? 20); i++) clouds.push({ id: `c${i}`, kind: i % 2 ? "gas" : "smoke", x: rng() * size, y: rng() * size, radius: 3 });
  // Trench Crusade refuses a shot without line of sight: keep the firer's line to its target open.
  const from = { x: size / 2, y: size / 2 };
  const to = { x: size / 2 + gap, y: size / 2 };
  const open = ruleset === "gzg" ? walls : walls.filter((w) => !intersectSegments(from, to, { x: w.a[0]!, y: w.a[1]! }, { x: w.b[0]!, y: w.b[1]! }));
  return {
    ruleset,
    battlefield: { bounds: { width: size, height: size }, walls: open, figures, clouds },
    attack: profile.attack,
  };
}
