// The aim's start on the bench scene (docs/foundry.md "Warm-up"), for `npm run bench`: the battlefield a player's aim
// starts on (scene/viewer-battlefield.ts, a fifth of the tokens hidden from the player), cold (a cache without the
// scene: the scene converted, as every aim did before) and warm (the cache the warm-up keeps), beside a warm GM attack
// on the same cache in the same run (the baseline), and what posting the battlefield to the odds worker serialises.

import { performance } from "node:perf_hooks";
import { serialize } from "node:v8";
import { seededRandom } from "../core/index.js";
import type { CardInput } from "../foundry/pipeline/pipeline.js";
import { SceneCache } from "../foundry/scene/scene-cache.js";
import { type ViewerBattlefield, viewerBattlefield } from "../foundry/scene/viewer-battlefield.js";
import { CONSTS, type Roll, benchPorts, benchScene, english, median, timeAttack } from "./bench-foundry.js";

export interface AimStartResult {
  /** Median aim start with the cache cold (the scene converted), ms. */
  readonly coldMs: number;
  /** Median aim start on the warm cache, ms. */
  readonly warmMs: number;
  /** Median warm GM attack on the same cache, in the same rounds (the baseline), ms. */
  readonly attackMs: number;
  /** Median time to serialise the aim's battlefield document as postMessage does (v8's structured clone), ms. */
  readonly postMs: number;
}

const time = (fn: () => void): number => {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
};

/**
 * `rounds` times: a player's aim started on a fresh cache (cold), then the cache prepared as the warm-up leaves it, a
 * warm GM attack on it, and the aim started again (warm). Fails if the warm aim was not served by the cache.
 */
export async function measureAimStart(walls: number, tokens: number, rounds: number): Promise<AimStartResult> {
  const { scene, attacker, target } = benchScene(walls, tokens);
  const inputs = { ruleset: "gzg", settings: {}, gridUnitsPerInch: 1, consts: CONSTS };
  const hiddenIds = new Set(scene.tokens.filter((_, i) => i % 5 === 4).map((t) => t._id));
  const hidden = (id: string): boolean => hiddenIds.has(id);
  const translate = english();
  const rng = seededRandom(`aim-start-${String(walls)}`);
  const cards: CardInput<Roll>[] = [];
  const cold: number[] = [];
  const warm: number[] = [];
  const attack: number[] = [];
  const post: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const cache = new SceneCache();
    cold.push(time(() => viewerBattlefield(cache, "benchscene000001", scene, inputs, hidden)));
    cache.prepare("benchscene000001", scene, inputs);
    const ports = benchPorts(scene, cache, rng, cards, translate);
    await timeAttack(ports, attacker, target);
    attack.push(await timeAttack(ports, attacker, target));
    let view: ViewerBattlefield | null = null;
    warm.push(time(() => (view = viewerBattlefield(cache, "benchscene000001", scene, inputs, hidden))));
    const document = (view as ViewerBattlefield | null)?.document;
    post.push(time(() => serialize(document)));
    const cached = (view as ViewerBattlefield | null)?.cached ?? false;
    if (!cached) throw new Error("bench: the warm aim did not start on the cache");
  }
  return { coldMs: median(cold), warmMs: median(warm), attackMs: median(attack), postMs: median(post) };
}
