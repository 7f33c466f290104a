// The GM's whole path for `npm run bench` (issue #13): a fake scene in Foundry's own source form (walls
// in px, tokens with fighter flags) → the pipeline's snapshot, scenario, validation, resolution, plan and
// chat card, on an in-memory store. Measures warm and cold attacks and the bytes one attack keeps in chat.

import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { type Note, type Random, makeTranslator, seededRandom } from "../core/index.js";
import { cardPicture } from "../foundry/chat/card-picture.js";
import { cardView } from "../foundry/chat/chat-card-view.js";
import type { CardInput, PipelinePorts, PipelineScene } from "../foundry/pipeline/pipeline.js";
import { runAttack } from "../foundry/pipeline/pipeline.js";
import type { SceneStore } from "../foundry/pipeline/operation-plan.js";
import { SceneCache } from "../foundry/scene/scene-cache.js";
import type { ApplyContext, StoredWall } from "../foundry/pipeline/apply-outcome.js";
import type { TokenData } from "../foundry/scene/scene-snapshot.js";

/** The bench scene's id. */
const BENCH_SCENE = "benchscene000001";

/** Pixels per inch of the fake scene: a 100 px grid space measured as 1". */
const PX = 100;
/** The 5,000-wall board is 240" square; bigger scenes keep its wall density (a bigger world, not a denser one). */
const BASE_WALLS = 5000;
const BASE_SIZE = 240;

// Foundry's CONST values are branded numbers; the mirror below gives the same values.
const brand = (n: number): never => n as never;
export const CONSTS: ApplyContext["consts"] = {
  WALL_SENSE_TYPES: { NONE: brand(0), LIMITED: brand(10), NORMAL: brand(20), PROXIMITY: brand(30), DISTANCE: brand(40) },
  WALL_MOVEMENT_TYPES: { NONE: brand(0), NORMAL: brand(20) },
  WALL_DOOR_TYPES: { NONE: brand(0), DOOR: brand(1), SECRET: brand(2) },
  WALL_DOOR_STATES: { CLOSED: brand(0), OPEN: brand(1), LOCKED: brand(2) },
  WALL_DIRECTIONS: { BOTH: brand(0), LEFT: brand(1), RIGHT: brand(2) },
  TOKEN_DISPOSITIONS: { SECRET: brand(-2), HOSTILE: brand(-1), NEUTRAL: brand(0), FRIENDLY: brand(1) },
  GRID_TYPES: { GRIDLESS: brand(0), SQUARE: brand(1), HEXODDR: brand(2), HEXEVENR: brand(3), HEXODDQ: brand(4), HEXEVENQ: brand(5) },
  OCCLUSION_MODES: { NONE: brand(0), FADE: brand(1), RADIAL: brand(3), VISION: brand(4) },
  REGION_VISIBILITY: { LAYER: brand(0), GAMEMASTER: brand(1), ALWAYS: brand(2) },
};

const ID_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
/** A Foundry-style 16-character id from the seeded stream. */
const randomId = (rng: Random): string => Array.from({ length: 16 }, () => ID_CHARS[Math.floor(rng() * ID_CHARS.length)]).join("");

const WEAPON = {
  id: "grenade",
  name: "Hand grenade",
  ruleset: "gzg" as const,
  weapon: { name: "Hand grenade", thrown: true },
  state: null,
};

/** A scene of short wall runs and GZG fighters; the attacker in the middle throws at a fighter 14" east. */
export function benchScene(walls: number, tokens: number): { scene: PipelineScene; attacker: string; target: string } {
  const rng = seededRandom(`foundry-bench-${String(walls)}`);
  const size = Math.round(BASE_SIZE * Math.sqrt(walls / BASE_WALLS));
  const px = (inches: number): number => Math.round(inches * PX);
  const wallList: StoredWall[] = [];
  for (let i = 0; i < walls; i++) {
    const x = rng() * size,
      y = rng() * size,
      len = 1 + rng() * 5,
      a = rng() * Math.PI * 2;
    wallList.push({
      _id: randomId(rng),
      c: [px(x), px(y), px(x + Math.cos(a) * len), px(y + Math.sin(a) * len)],
      move: CONSTS.WALL_MOVEMENT_TYPES.NORMAL,
      sight: rng() < 0.9 ? CONSTS.WALL_SENSE_TYPES.NORMAL : CONSTS.WALL_SENSE_TYPES.NONE,
      door: CONSTS.WALL_DOOR_TYPES.NONE,
      ds: CONSTS.WALL_DOOR_STATES.CLOSED,
      flags: {},
    });
  }
  const token = (x: number, y: number, side: string, extra: object = {}): TokenData => ({
    _id: randomId(rng),
    x: px(x) - PX / 2,
    y: px(y) - PX / 2,
    width: 1,
    height: 1,
    elevation: 0,
    disposition: CONSTS.TOKEN_DISPOSITIONS.HOSTILE,
    actorId: null,
    actorLink: false,
    flags: { ordnance: { fighter: { side, stats: { quality: 8, motivation: 2, armour: 6 }, ...extra } } },
  });
  const c = size / 2;
  const attacker = token(c, c, "red", { weapons: [WEAPON] });
  const target = token(c + 14, c, "blue");
  const tokenList = [attacker, target];
  for (let i = 2; i < tokens; i++) tokenList.push(token(rng() * size, rng() * size, i % 2 ? "blue" : "red"));
  const scene: PipelineScene = {
    grid: { type: CONSTS.GRID_TYPES.SQUARE, size: PX, sizeX: PX, sizeY: PX, distance: 1 },
    sceneRect: { x: 0, y: 0, width: size * PX, height: size * PX },
    tokens: tokenList,
    walls: wallList,
    tiles: [],
    wind: null,
  };
  return { scene, attacker: attacker._id ?? "", target: target._id ?? "" };
}

/** A store that accepts every write and changes nothing, so repeated attacks meet the same scene. */
function memoryStore(sceneId: string): SceneStore {
  const ok = (): Promise<void> => Promise.resolve();
  return {
    sceneId,
    create: ok,
    createRegions: ok,
    update: ok,
    delete: ok,
    updateScene: ok,
    updateActors: ok,
    createEffects: ok,
    updateEffects: ok,
    deleteEffects: ok,
    updateLedger: ok,
  };
}

export const english = (): ((n: Note) => string) => {
  const dict: unknown = JSON.parse(readFileSync(new URL("../../lang/en.json", import.meta.url), "utf8"));
  return makeTranslator(dict);
};

export interface Roll {
  readonly formula: string;
  readonly faces: readonly number[];
}

/** The bytes one attack keeps in chat: its record (the flags), the card's content with its picture, the card's flag and its rolls. */
export function cardBytes(card: CardInput<Roll>, translate: (n: Note) => string): number {
  const record = { ...card, rolls: undefined };
  const picture = cardPicture(
    card.scenario,
    card.output,
    () => false,
    (id) => id,
    translate,
  );
  const view = cardView(
    card.attackId,
    card.output,
    (key, data) => translate(data ? { key, data } : { key }),
    (id) => id,
    {
      hasUndo: card.undo !== null,
      undone: false,
      scenario: card.scenario,
      picture: picture.img,
    },
  );
  // A Foundry Roll serialises its formula, terms and results: about this much per die rolled.
  const rolls = card.rolls.map((r) => ({ class: "Roll", formula: r.formula, terms: r.faces.map((f) => ({ result: f, active: true })) }));
  return JSON.stringify(record).length + JSON.stringify(view).length + JSON.stringify(picture.canvas).length + JSON.stringify(rolls).length;
}

export interface GmPathResult {
  readonly warmMs: number;
  readonly coldMs: number;
  readonly cardBytes: number;
}

/** The pipeline's ports over the bench scene, with `cache`; cards land in `cards`, dice come from `rng`. */
export function benchPorts(
  scene: PipelineScene,
  cache: SceneCache,
  rng: Random,
  cards: CardInput<Roll>[],
  translate: (n: Note) => string,
): PipelinePorts<Roll> {
  return {
    cache,
    store: memoryStore(BENCH_SCENE),
    scene: () => scene,
    consts: CONSTS,
    gridUnitsPerInch: 1,
    ruleset: "gzg",
    settings: {},
    newId: () => randomId(rng),
    cloudTexture: "icons/svg/cloud.svg",
    blastArea: "template",
    answerer: () => {
      const rolled: Roll[] = [];
      return {
        answer: (p) => {
          if (p.kind !== "dice") return undefined;
          const faces = Array.from({ length: p.count }, () => 1 + Math.floor(rng() * p.sides));
          rolled.push({ formula: `${String(p.count)}d${String(p.sides)}`, faces });
          return Promise.resolve({ value: faces, source: "foundry" });
        },
        rolls: () => rolled,
        decisions: () => ({}),
      };
    },
    translate,
    preResolve: () => true,
    resolved: () => undefined,
    applied: () => undefined,
    postCard: (card) => {
      cards.push(card);
      return Promise.resolve("message000000001");
    },
  };
}

/** One timed attack of the bench's attacker on its target, in ms. */
export async function timeAttack(ports: PipelinePorts<Roll>, attacker: string, target: string): Promise<number> {
  const request = { sceneId: BENCH_SCENE, attackerTokenId: attacker, weaponId: WEAPON.id, target: { tokenId: target }, blind: false };
  const t0 = performance.now();
  await runAttack(ports, request, "benchuser0000001");
  return performance.now() - t0;
}

export const median = (xs: readonly number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/**
 * Runs `attacks` attacks on one scene through the pipeline. Warm: one scene cache for all, the scene
 * unchanged between attacks; cold: a fresh cache per attack (everything converted and validated). Returns medians and the bytes of the largest card.
 */
export async function measureGmPath(walls: number, tokens: number, attacks: number): Promise<GmPathResult> {
  const { scene, attacker, target } = benchScene(walls, tokens);
  const translate = english();
  const rng = seededRandom(`gm-path-${String(walls)}`);
  const cards: CardInput<Roll>[] = [];
  const ports = (cache: SceneCache): PipelinePorts<Roll> => benchPorts(scene, cache, rng, cards, translate);
  const time = (p: PipelinePorts<Roll>): Promise<number> => timeAttack(p, attacker, target);
  const cold: number[] = [];
  for (let i = 0; i < Math.max(3, Math.ceil(attacks / 10)); i++) cold.push(await time(ports(new SceneCache())));
  const shared = ports(new SceneCache());
  await time(shared);
  const warm: number[] = [];
  for (let i = 0; i < attacks; i++) warm.push(await time(shared));
  // The largest card of all the attacks: each lands elsewhere, so each keeps a different share of the table.
  const largest = cards.reduce((max, card) => Math.max(max, cardBytes(card, translate)), 0);
  return { warmMs: median(warm), coldMs: median(cold), cardBytes: cards.length > 0 ? largest : NaN };
}
