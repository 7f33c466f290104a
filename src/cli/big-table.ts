// A generated big table for the benchmark (issue #2): 300 figures, 5,000 walls and 20 clouds on a
// 240" × 240" board, made from a seeded stream so every run measures the same table; each ruleset
// gets its own figure stats and attack on the same table.

import { defined, getRuleset, intersectSegments, seededRandom } from "../core/index.js";

export interface BigTableOptions {
  readonly figures?: number;
  readonly walls?: number;
  readonly clouds?: number;
  readonly size?: number;
  readonly seed?: string;
}

const NECRO_STATS = { S: 3, T: 3, W: 1, save: 5 };

/** Per-ruleset figure stats, firer, distance to the target and attack. */
const PROFILES = {
  gzg: {
    stats: (_i: number): Record<string, unknown> => ({ quality: 8, motivation: 2, armour: 6 }),
    firer: { quality: 10, motivation: 1, armour: 6 },
    gap: 14,
    weapon: { name: "Hand grenade", thrown: true, fuse: "time" },
  },
  // A Frag shell into a squad (below): it hits, wounds and knocks back several fighters.
  necromunda: {
    stats: (_i: number): Record<string, unknown> => NECRO_STATS,
    firer: { BS: 3 },
    gap: 14,
    // The bundled Grenade Launcher Frag profile, as a user picks it.
    weapon: defined(
      getRuleset("necromunda")?.presets.find((p) => p.id === "necro.gl.frag"),
      "the Frag preset",
    ).weapon,
  },
  // A Satchel Charge at long range (−1 DICE): about two throws in three fail and scatter, so the
  // opponent's scatter-point policy is part of what is measured.
  "trench-crusade": {
    stats: (i: number): Record<string, unknown> => ({ armourKit: i % 3 ? "standard" : "none", blood: i % 4 }),
    firer: {},
    gap: 5,
    // The bundled Satchel Charge, as a user picks it.
    weapon: defined(
      getRuleset("trench-crusade")?.presets.find((p) => p.id === "tc.satchelCharge"),
      "the Satchel Charge preset",
    ).weapon,
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
    const x = rng() * size,
      y = rng() * size,
      len = 1 + rng() * 5,
      a = rng() * Math.PI * 2;
    walls.push({
      id: `w${i}`,
      a: [x, y] as const,
      b: [x + Math.cos(a) * len, y + Math.sin(a) * len] as const,
      blocksMove: true,
      blocksSight: rng() < 0.9,
    });
  }
  const figures = [];
  for (let i = 0; i < (options.figures ?? 300); i++) {
    figures.push({ id: `f${i}`, side: i % 2 ? "blue" : "red", x: rng() * size, y: rng() * size, baseRadius: 0.5, stats: profile.stats(i) });
  }
  // The firer and its target stand in the middle.
  const c = size / 2;
  figures[0] = { id: "f0", side: "red", x: c, y: c, baseRadius: 0.5, stats: profile.firer };
  figures[1] = { id: "f1", side: "blue", x: c + profile.gap, y: c, baseRadius: 0.5, stats: profile.stats(1) };
  if (ruleset === "necromunda") {
    for (const [k, dx, dy] of [
      [2, 1.2, 0],
      [3, -1.1, 0.6],
      [4, 0.3, -1.3],
    ] as const) {
      figures[k] = { id: `f${k}`, side: "blue", x: c + profile.gap + dx, y: c + dy, baseRadius: 0.5, stats: NECRO_STATS };
    }
  }
  const clouds = [];
  for (let i = 0; i < (options.clouds ?? 20); i++)
    clouds.push({ id: `c${i}`, kind: i % 2 ? "gas" : "smoke", x: rng() * size, y: rng() * size, radius: 3 });

  // Necromunda needs sight of the hole (N1) and Trench Crusade refuses a shot without line of sight:
  // keep a lane open from the firer to its target. GZG lobs (and treats a hidden aim point as blind).
  let keptWalls = walls;
  let keptClouds = clouds;
  if (ruleset === "necromunda") {
    const lane = { minX: c - 2, maxX: c + 20, minY: c - 5, maxY: c + 5 };
    const inLane = (x0: number, y0: number, x1: number, y1: number, pad: number): boolean =>
      Math.max(x0, x1) >= lane.minX - pad &&
      Math.min(x0, x1) <= lane.maxX + pad &&
      Math.max(y0, y1) >= lane.minY - pad &&
      Math.min(y0, y1) <= lane.maxY + pad;
    keptWalls = walls.filter((w) => !inLane(w.a[0], w.a[1], w.b[0], w.b[1], 0));
    keptClouds = clouds.filter((cl) => !inLane(cl.x, cl.y, cl.x, cl.y, cl.radius));
  } else if (ruleset === "trench-crusade") {
    const from = { x: c, y: c },
      to = { x: c + profile.gap, y: c };
    keptWalls = walls.filter((w) => !intersectSegments(from, to, { x: w.a[0], y: w.a[1] }, { x: w.b[0], y: w.b[1] }));
  }
  return {
    ruleset,
    battlefield: { bounds: { width: size, height: size }, walls: keptWalls, figures, clouds: keptClouds },
    attack: { attacker: "f0", weapon: profile.weapon, target: { figure: "f1" } },
  };
}
