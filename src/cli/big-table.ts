// A generated big table for the benchmark (issue #2): 300 figures, 5,000 walls and 20 clouds on a
// 240" × 240" board, made from a seeded stream so every run measures the same table (GZG or Necromunda).

import { seededRandom } from "../core/index.js";

export interface BigTableOptions {
  readonly figures?: number;
  readonly walls?: number;
  readonly clouds?: number;
  readonly size?: number;
  readonly seed?: string;
}

export function bigTableScenario(ruleset: "gzg" | "necromunda", options: BigTableOptions = {}): Record<string, unknown> {
  const rng = seededRandom(options.seed ?? "big-table");
  const size = options.size ?? 240;
  const walls = [];
  // Short wall runs, as a city board's building walls are: 1"–6" long, in any direction.
  for (let i = 0; i < (options.walls ?? 5000); i++) {
    const x = rng() * size, y = rng() * size, len = 1 + rng() * 5, a = rng() * Math.PI * 2;
    walls.push({ id: `w${i}`, a: [x, y], b: [x + Math.cos(a) * len, y + Math.sin(a) * len], blocksMove: true, blocksSight: rng() < 0.9 });
  }
  const necro = ruleset === "necromunda";
  const stats = necro ? { S: 3, T: 3, W: 1, save: 5 } : { quality: 8, motivation: 2, armour: 6 };
  const figures = [];
  for (let i = 0; i < (options.figures ?? 300); i++) {
    figures.push({ id: `f${i}`, side: i % 2 ? "blue" : "red", x: rng() * size, y: rng() * size, baseRadius: 0.5, stats });
  }
  // The firer and its target stand in the middle with a clear line between them.
  figures[0] = { id: "f0", side: "red", x: size / 2, y: size / 2, baseRadius: 0.5, stats: necro ? { BS: 3 } : { quality: 10, motivation: 1, armour: 6 } };
  figures[1] = { id: "f1", side: "blue", x: size / 2 + 14, y: size / 2, baseRadius: 0.5, stats };
  // Necromunda: a squad around the target, so a Frag shell hits, wounds and knocks back several fighters.
  if (necro) for (const [k, dx, dy] of [[2, 1.2, 0], [3, -1.1, 0.6], [4, 0.3, -1.3]] as const) figures[k] = { id: `f${k}`, side: "blue", x: size / 2 + 14 + dx, y: size / 2 + dy, baseRadius: 0.5, stats };
  const clouds = [];
  for (let i = 0; i < (options.clouds ?? 20); i++) clouds.push({ id: `c${i}`, kind: i % 2 ? "gas" : "smoke", x: rng() * size, y: rng() * size, radius: 3 });
  // Necromunda needs sight of the hole (N1): clear a lane from the firer past the squad of walls and smoke.
  const lane = { minX: size / 2 - 2, maxX: size / 2 + 20, minY: size / 2 - 5, maxY: size / 2 + 5 };
  const inLane = (x0: number, y0: number, x1: number, y1: number, pad: number): boolean =>
    Math.max(x0, x1) >= lane.minX - pad && Math.min(x0, x1) <= lane.maxX + pad && Math.max(y0, y1) >= lane.minY - pad && Math.min(y0, y1) <= lane.maxY + pad;
  const keptWalls = necro ? walls.filter((w) => !inLane(w.a[0]!, w.a[1]!, w.b[0]!, w.b[1]!, 0)) : walls;
  const keptClouds = necro ? clouds.filter((c) => !inLane(c.x, c.y, c.x, c.y, c.radius)) : clouds;
  return {
    ruleset,
    battlefield: { bounds: { width: size, height: size }, walls: keptWalls, figures, clouds: keptClouds },
    attack: {
      attacker: "f0",
      weapon: necro
        ? { name: "Grenade Launcher", profile: "Frag", short: 6, long: 24, accShort: -1, accLong: 0, S: 3, AP: 0, D: "1", ammo: 5, traits: ["Blast(3)", "Knockback"] }
        : { name: "Hand grenade", thrown: true, fuse: "time" },
      target: { figure: "f1" },
    },
  };
}
