// A generated big table for the benchmark (issue #2): 300 figures, 5,000 walls and 20 clouds on a
// 240" × 240" board, made from a seeded stream so every run measures the same table.

import { seededRandom } from "../core/index.js";

export interface BigTableOptions {
  readonly figures?: number;
  readonly walls?: number;
  readonly clouds?: number;
  readonly size?: number;
  readonly seed?: string;
}

export function bigTableScenario(ruleset: "gzg", options: BigTableOptions = {}): Record<string, unknown> {
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
      stats: { quality: 8, motivation: 2, armour: 6 },
    });
  }
  // The firer and its target stand in the middle with a clear line between them.
  figures[0] = { id: "f0", side: "red", x: size / 2, y: size / 2, baseRadius: 0.5, stats: { quality: 10, motivation: 1, armour: 6 } };
  figures[1] = { id: "f1", side: "blue", x: size / 2 + 14, y: size / 2, baseRadius: 0.5, stats: { quality: 8, motivation: 2, armour: 6 } };
  const clouds = [];
  for (let i = 0; i < (options.clouds ?? 20); i++) clouds.push({ id: `c${i}`, kind: i % 2 ? "gas" : "smoke", x: rng() * size, y: rng() * size, radius: 3 });
  return {
    ruleset,
    battlefield: { bounds: { width: size, height: size }, walls, figures, clouds },
    attack: { attacker: "f0", weapon: { name: "Hand grenade", thrown: true, fuse: "time" }, target: { figure: "f1" } },
  };
}
